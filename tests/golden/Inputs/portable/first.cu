#include <cuda_runtime.h>
int main() {
  float *d;
  cudaMalloc(&d, 4);
  cudaFree(d);
  return 0;
}
