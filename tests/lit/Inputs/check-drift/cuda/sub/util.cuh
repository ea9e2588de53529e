#pragma once
#include <cstdio>
#include <cuda_runtime.h>

inline void check(cudaError_t e) {
  if (e != cudaSuccess)
    printf("error: %s\n", cudaGetErrorString(e));
}
