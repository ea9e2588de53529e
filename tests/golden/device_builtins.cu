// Device code that HIP spells the same: built-in index variables, warpSize,
// __shared__ memory, __syncthreads, fences and clock64 stay untouched.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>

// CHECK: {{^}}__global__ void transpose(float *out, const float *in, int w, int h) {
__global__ void transpose(float *out, const float *in, int w, int h) {
  // CHECK: {{^ *}}__shared__ float tile[32][33];
  __shared__ float tile[32][33];
  // CHECK: {{^ *}}int x = blockIdx.x * 32 + threadIdx.x;
  int x = blockIdx.x * 32 + threadIdx.x;
  // CHECK: {{^ *}}int y = blockIdx.y * 32 + threadIdx.y;
  int y = blockIdx.y * 32 + threadIdx.y;
  // CHECK: {{^ *}}for (int j = 0; j < 32; j += blockDim.y)
  for (int j = 0; j < 32; j += blockDim.y)
    // CHECK: {{^ *}}if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  // CHECK: {{^ *}}__syncthreads();
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int j = 0; j < 32; j += blockDim.y)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

// CHECK: {{^}}__global__ void stamp(long long *t, unsigned *lanes, int *flag) {
__global__ void stamp(long long *t, unsigned *lanes, int *flag) {
  // CHECK: {{^ *}}unsigned tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  unsigned tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
  // CHECK: {{^ *}}unsigned blocks = gridDim.x * gridDim.y * gridDim.z;
  unsigned blocks = gridDim.x * gridDim.y * gridDim.z;
  // CHECK: {{^ *}}lanes[tid] = tid % warpSize + blocks;
  lanes[tid] = tid % warpSize + blocks;
  // CHECK: {{^ *}}t[tid] = clock64();
  t[tid] = clock64();
  // CHECK: {{^ *}}__threadfence_block();
  __threadfence_block();
  // CHECK: {{^ *}}__threadfence();
  __threadfence();
  // CHECK: {{^ *}}if (__syncthreads_count(tid & 1) > 0) *flag = 1;
  if (__syncthreads_count(tid & 1) > 0) *flag = 1;
}
