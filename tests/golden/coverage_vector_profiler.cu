// Coverage rows of runtime_types2.def, device_libs_legacy.def and driver2.def: the
// built-in vector types and dim3 keep their names (HIP declares the same),
// CUDA 13's 32-byte aligned 4-vectors become the plain HIP ones, the legacy
// syncthreads_* spellings get their __ prefix, and the driver profiler
// control API (cudaProfiler.h) maps to hipProfilerStart/Stop.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cuda.h>
#include <cudaProfiler.h>

__global__ void blend(const float4 *a, const int2 *idx, double4_32a *out, int *alive, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}int ok = __syncthreads_count(i < n);
  int ok = syncthreads_count(i < n);
  if (i >= n) return;
  float4 v = a[i];
  int2 j = idx[i];
  // CHECK: {{^ *}}out[i] = make_double4(v.x, v.y, v.z + j.x, v.w + j.y);
  out[i] = make_double4_32a(v.x, v.y, v.z + j.x, v.w + j.y);
  // CHECK: {{^ *}}uchar4 c = make_uchar4(1, 2, 3, 4);
  uchar4 c = make_uchar4(1, 2, 3, 4);
  alive[i] = ok + c.x;
}

// CHECK: {{^}}void launch(const float4 *a, const int2 *idx, double4 *out, int *alive, int n) {
void launch(const float4 *a, const int2 *idx, double4_32a *out, int *alive, int n) {
  // CHECK: {{^ *}}dim3 block(256), grid((n + 255) / 256);
  dim3 block(256), grid((n + 255) / 256);
  // CHECK: {{^ *}}hipProfilerStart();
  cuProfilerStart();
  blend<<<grid, block>>>(a, idx, out, alive, n);
  // CHECK: {{^ *}}hipProfilerStop();
  cuProfilerStop();
}
