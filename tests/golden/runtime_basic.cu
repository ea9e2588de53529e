// Runtime API calls, types and enumerators become HIP; the HIP runtime header
// comes first; comments and strings stay as they are.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^ *}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^ *}}#include <cstdio>
#include <cstdio>
// CHECK-NOT: {{^}}#include <cuda_runtime.h>
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  float *d = nullptr;
  // CHECK: {{^ *}}hipError_t err = hipMalloc(&d, 256 * sizeof(float));
  cudaError_t err = cudaMalloc(&d, 256 * sizeof(float));
  // CHECK: {{^ *}}if (err != hipSuccess)
  if (err != cudaSuccess)
    return 1;
  // CHECK: {{^ *}}scale<<<1, 256>>>(d, 2.0f, 256);
  scale<<<1, 256>>>(d, 2.0f, 256);
  // CHECK: {{^ *}}// cudaMalloc and cudaFree stay in comments
  // cudaMalloc and cudaFree stay in comments
  // CHECK: {{^ *}}if (err) printf("cudaMalloc failed\n");
  if (err) printf("cudaMalloc failed\n");
  // CHECK: {{^ *}}hipFree(d);
  cudaFree(d);
  return 0;
}
