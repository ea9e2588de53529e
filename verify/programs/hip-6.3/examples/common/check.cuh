// Shared helpers for the cuda2hip example programs.
//
// Included by several examples as  #include "common/check.cuh"  so that the
// translator also has to rewrite a user header (cuda_runtime.h, cudaError_t,
// cudaGetErrorString, ...).
#ifndef CUDA2HIP_EXAMPLES_COMMON_CHECK_CUH
#define CUDA2HIP_EXAMPLES_COMMON_CHECK_CUH

#include <cstdio>
#include <cstdlib>
#include <hip/hip_runtime.h>

// Abort the program with a readable message when a runtime call fails.
#define CHECK_CUDA(call)                                                      \
  do {                                                                        \
    hipError_t check_err_ = (call);                                           \
    if (check_err_ != hipSuccess) {                                           \
      std::fprintf(stderr, "CUDA error %s (%d) at %s:%d: %s\n",               \
                   hipGetErrorName(check_err_), static_cast<int>(check_err_),  \
                   __FILE__, __LINE__, hipGetErrorString(check_err_));        \
      std::exit(1);                                                           \
    }                                                                         \
  } while (0)

// Check for launch-configuration errors right after a <<<...>>> launch.
#define CHECK_LAUNCH() CHECK_CUDA(hipGetLastError())

// Print the final verdict line and turn it into the process exit code.
static inline int report_result(bool ok) {
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

// Deterministic 32-bit LCG used to generate inputs (same on every platform).
static inline unsigned int lcg_next(unsigned int& state) {
  state = state * 1664525u + 1013904223u;
  return state;
}

#endif  // CUDA2HIP_EXAMPLES_COMMON_CHECK_CUH
