#include <cuda_runtime.h>

void *allocate(size_t n) {
  void *p = nullptr;
  return cudaMalloc(&p, n) == cudaSuccess ? p : nullptr;
}
