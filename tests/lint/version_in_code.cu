// Rule 7: CUDA version macros used in code, not only in #if. HIP defines
// none of CUDA_VERSION, CUDART_VERSION, __CUDACC_VER_*__ (the translation
// leaves them), so in code they are undeclared identifiers and the HIP
// build does not compile. Silent: comments, strings, #if conditions (their
// own finding), #ifdef / defined(), a user macro or variable whose name
// contains the word, a macro this file defines, and code under a
// conditional that tests a HIP macro (written for both).
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cstdio>
#include <cuda_runtime.h>

// CHECK: version_in_code.cu:[[@LINE+1]]:15: warning: HIP defines no CUDA_VERSION: used in code, it is an undeclared identifier in the HIP build, which does not compile [cuda2hip-cuda-version-conditional]
static_assert(CUDA_VERSION >= 11000, "needs CUDA 11");
// CHECK: version_in_code.cu:[[@LINE+1]]:21: warning: HIP defines no CUDART_VERSION: used in code{{.*}}[cuda2hip-cuda-version-conditional]
constexpr int kRt = CUDART_VERSION;
// In a macro body expanded in code: reported in the #define, once.
// CHECK: version_in_code.cu:[[@LINE+1]]:24: warning: HIP defines no CUDART_VERSION: used in code{{.*}}[cuda2hip-cuda-version-conditional]
#define RUNTIME_MAJOR (CUDART_VERSION / 1000)

__global__ void scale(float *x, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int launchScaled(float *x, int n) {
  int major = RUNTIME_MAJOR;
  // CHECK: version_in_code.cu:[[@LINE+1]]:7: warning: HIP defines no CUDART_VERSION: used in code{{.*}}[cuda2hip-cuda-version-conditional]
  if (CUDART_VERSION >= 12000 && major >= 12) {
    scale<<<(n + 255) / 256, 256>>>(x, n, 2.0f);
  } else {
    scale<<<(n + 127) / 128, 128>>>(x, n, 2.0f);
  }
  major += RUNTIME_MAJOR;
  // The version in a comment: CUDART_VERSION >= 12000 (silent), and in a
  // string:
  std::printf("built against CUDART_VERSION\n");
  return major;
}

// Negatives.
#define MIN_CUDA_VERSION 11000
static int cuda_version = MIN_CUDA_VERSION;
#ifdef CUDART_VERSION
// CHECK: version_in_code.cu:[[@LINE-1]]:8: warning: HIP defines no CUDART_VERSION: this #ifdef is false in the HIP build{{.*}}[cuda2hip-cuda-version-conditional]
static const bool kHaveRuntime = true;
#endif
#if defined(__HIP_PLATFORM_AMD__)
static const int kRuntime = HIP_VERSION;
#else
static const int kRuntime = CUDART_VERSION;
#endif
#ifndef __HIP_PLATFORM_AMD__
static const int kToolkit = CUDA_VERSION / 1000;
#endif
#ifndef MY_CUDA_VERSION
#define MY_CUDA_VERSION 12000
#endif
static const int kMine = MY_CUDA_VERSION;

// Code the compiler skipped goes through the token rules: the same finding,
// and the same silence under a HIP-aware condition.
#ifdef SKIP_CHECK
int skipped() { return CUDART_VERSION; }
#endif
// CHECK: version_in_code.cu:[[@LINE-2]]:24: warning: HIP defines no CUDART_VERSION: used in code{{.*}}[cuda2hip-cuda-version-conditional]
#if defined(SKIP_CHECK) && defined(__HIP_PLATFORM_AMD__)
int skippedHip() { return CUDART_VERSION; }
#endif

int main() {
  float *x = nullptr;
  cudaMalloc(&x, 1024 * sizeof(float));
  int m = launchScaled(x, 1024);
  cudaFree(x);
  return m + kRt + cuda_version + kHaveRuntime + kRuntime + kToolkit + kMine;
}
