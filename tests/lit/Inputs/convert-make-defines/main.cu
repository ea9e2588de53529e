#include <cstdio>
#include <cuda_runtime.h>
#include "kernels.cu"

int main() {
  PRECISION *x;
  cudaMalloc(&x, GRID * sizeof(PRECISION));
  scale<<<1, GRID>>>(x, 2.0);
  cudaDeviceSynchronize();
  cudaFree(x);
  printf("done\n");
  return 0;
}
