// The usual error-checking macro: the CUDA names in its #define body are
// rewritten once, in the body; its uses (whose arguments are CUDA calls) are
// rewritten at the call sites, and the macro name itself is kept.
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

// CHECK: {{^}}#define CUDA_CHECK(call)                                                  \
// CHECK-NEXT: {{^}}  do {                                                                  \
// CHECK-NEXT: {{^}}    hipError_t err_ = (call);                                          \
// CHECK-NEXT: {{^}}    if (err_ != hipSuccess) {                                          \
// CHECK-NEXT: {{^}}      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,            \
// CHECK-NEXT: {{^}}                   hipGetErrorString(err_));                           \
// CHECK-NEXT: {{^}}      std::exit(EXIT_FAILURE);                                           \
// CHECK-NEXT: {{^}}    }                                                                    \
// CHECK-NEXT: {{^}}  } while (0)
#define CUDA_CHECK(call)                                                  \
  do {                                                                  \
    cudaError_t err_ = (call);                                          \
    if (err_ != cudaSuccess) {                                          \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,            \
                   cudaGetErrorString(err_));                           \
      std::exit(EXIT_FAILURE);                                           \
    }                                                                    \
  } while (0)

__global__ void zero(float *p) { p[threadIdx.x] = 0.0f; }

int main() {
  float *d = nullptr;
  // CHECK: {{^ *}}CUDA_CHECK(hipMalloc(&d, 128 * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d, 128 * sizeof(float)));
  zero<<<1, 128>>>(d);
  // CHECK: {{^ *}}CUDA_CHECK(hipGetLastError());
  CUDA_CHECK(cudaGetLastError());
  // CHECK: {{^ *}}CUDA_CHECK(hipDeviceSynchronize());
  CUDA_CHECK(cudaDeviceSynchronize());
  // CHECK: {{^ *}}CUDA_CHECK(hipFree(d));
  CUDA_CHECK(cudaFree(d));
  return 0;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
