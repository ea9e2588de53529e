#pragma once
#include <cstdio>
#define CUDA_CHECK(x)                                                          \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess)                                                     \
      fprintf(stderr, "%s\n", cudaGetErrorString(e_));                         \
  } while (0)
