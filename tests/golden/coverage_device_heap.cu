// Coverage rows of device_libs_legacy.def: the device-side heap of crt/common_functions.h
// (malloc/free in kernels) is spelled the same in HIP (clang's HIP headers
// declare both), so it stays; the host code around it is translated, and the
// translation compiles for gfx942.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>

// Each thread builds a private scratch list on the device heap.
// CHECK: {{^}}__global__ void scratch(int *out, int n) {
__global__ void scratch(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}int *tmp = static_cast<int *>(malloc(4 * sizeof(int)));
  int *tmp = static_cast<int *>(malloc(4 * sizeof(int)));
  if (!tmp) { out[i] = -1; return; }
  int s = 0;
  for (int k = 0; k < 4; ++k) { tmp[k] = i * k; s += tmp[k]; }
  out[i] = s;
  // CHECK: {{^ *}}free(tmp);
  free(tmp);
}

// CHECK: {{^}}hipError_t run(int *out, int n) {
cudaError_t run(int *out, int n) {
  size_t heap = 0;
  // CHECK: {{^ *}}hipError_t e = hipDeviceGetLimit(&heap, hipLimitMallocHeapSize);
  cudaError_t e = cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
  // CHECK: {{^ *}}if (e != hipSuccess || heap < size_t(n) * 4 * sizeof(int)) return hipErrorOutOfMemory;
  if (e != cudaSuccess || heap < size_t(n) * 4 * sizeof(int)) return cudaErrorMemoryAllocation;
  scratch<<<(n + 127) / 128, 128>>>(out, n);
  // CHECK: {{^ *}}return hipDeviceSynchronize();
  return cudaDeviceSynchronize();
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
