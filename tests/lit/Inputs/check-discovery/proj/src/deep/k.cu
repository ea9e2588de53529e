#include "config.h"
#include <cuda_runtime.h>

int main() {
  void *p = nullptr;
  cudaMalloc(&p, BUFFER_BYTES);
  cudaFree(p);
  return 0;
}
