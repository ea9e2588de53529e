// Error handling: cudaError_t values, cudaGetLastError after a launch,
// cudaPeekAtLastError, cudaGetErrorName/cudaGetErrorString, error enumerators.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

__global__ void kernel(int *p) { p[threadIdx.x] = threadIdx.x; }

// CHECK: {{^}}static const char *describe(hipError_t e) {
static const char *describe(cudaError_t e) {
  switch (e) {
  // CHECK: {{^ *}}case hipErrorOutOfMemory:
  case cudaErrorMemoryAllocation:
    return "out of device memory";
  // CHECK: {{^ *}}case hipErrorInvalidValue:
  case cudaErrorInvalidValue:
    return "bad argument";
  default:
    // CHECK: {{^ *}}return hipGetErrorString(e);
    return cudaGetErrorString(e);
  }
}

int main() {
  int *d = nullptr;
  // CHECK: {{^ *}}if (hipMalloc(&d, 64 * sizeof(int)) != hipSuccess) {
  if (cudaMalloc(&d, 64 * sizeof(int)) != cudaSuccess) {
    // CHECK: {{^ *}}fprintf(stderr, "alloc: %s\n", describe(hipGetLastError()));
    fprintf(stderr, "alloc: %s\n", describe(cudaGetLastError()));
    return EXIT_FAILURE;
  }
  kernel<<<1, 64>>>(d);
  // CHECK: {{^ *}}hipError_t launch = hipGetLastError();
  cudaError_t launch = cudaGetLastError();
  // CHECK: {{^ *}}hipError_t pending = hipPeekAtLastError();
  cudaError_t pending = cudaPeekAtLastError();
  // CHECK: {{^ *}}if (launch != hipSuccess || pending != hipSuccess)
  if (launch != cudaSuccess || pending != cudaSuccess)
    // CHECK: {{^ *}}fprintf(stderr, "%s: %s\n", hipGetErrorName(launch), hipGetErrorString(launch));
    fprintf(stderr, "%s: %s\n", cudaGetErrorName(launch), cudaGetErrorString(launch));
  // CHECK: {{^ *}}return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
