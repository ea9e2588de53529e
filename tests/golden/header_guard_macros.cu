// Code that tests CUDA's include guards to learn what was included (the
// helper_cuda.h pattern) keeps its meaning: each guard becomes the guard of
// the HIP header its header becomes, so the helpers are still defined.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// RUN: %hip63-device %t.hip.cu
// The same with the token engine.
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu
// RUN: diff %t.hip.cu %t.token.cu

#include <cuda_runtime.h>
#include <curand.h>
#include <cstdio>
#include <cstdlib>

// CHECK: {{^}}#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H
#ifdef __DRIVER_TYPES_H__
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#endif

// CHECK: {{^}}#if defined(HIPRAND_H_)
#if defined(CURAND_H_)
static const char *errorName(curandStatus_t e) {
  return e == CURAND_STATUS_SUCCESS ? "CURAND_STATUS_SUCCESS" : "curand error";
}
#endif

// A guard of a header that is not included stays false.
// CHECK: {{^}}#ifdef HIPFFT_H_
#ifdef _CUFFT_H_
#error "cufft.h was not included"
#endif

// CHECK: {{^}}#if defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H) || defined(HIP_INCLUDE_HIP_HIP_RUNTIME_H)
#if defined(__CUDA_RUNTIME_H__) || defined(__cuda_cuda_h__)
template <typename T> void check(T result, const char *what, const char *file, int line) {
  if (result) {
    fprintf(stderr, "%s:%d: %s: %s\n", file, line, what, errorName(result));
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#endif

int main() {
  float *p = nullptr;
  checkCudaErrors(cudaMalloc(&p, 16));
  curandGenerator_t g;
  checkCudaErrors(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT));
  checkCudaErrors(cudaFree(p));
  return 0;
}
