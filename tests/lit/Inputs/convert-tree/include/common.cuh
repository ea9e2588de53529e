// Shared by both sources: translated once, with what both units found.
#pragma once
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                      \
  do {                                                                   \
    cudaError_t err_ = (call);                                           \
    if (err_ != cudaSuccess) {                                           \
      std::printf("error: %s\n", cudaGetErrorString(err_));              \
      return 1;                                                          \
    }                                                                    \
  } while (0)

inline int sync_all() {
  CHECK(cudaDeviceSynchronize());
  return 0;
}
