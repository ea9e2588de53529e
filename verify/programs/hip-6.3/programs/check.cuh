// check.cuh - error checks shared by the per-area programs (verify/programs).
#pragma once
#include <cstdio>
#include <cstdlib>
#define CHECK_CUDA(call)                                                        \
  do {                                                                          \
    hipError_t err_ = (call);                                                   \
    if (err_ != hipSuccess) {                                                   \
      std::printf("CUDA error %s at %s:%d\n", hipGetErrorName(err_), __FILE__,  \
                  __LINE__);                                                    \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)
#define EXPECT(cond)                                                            \
  do {                                                                          \
    if (!(cond)) {                                                              \
      std::printf("FAIL: %s at line %d\n", #cond, __LINE__);                    \
      ++failures;                                                               \
    }                                                                           \
  } while (0)
