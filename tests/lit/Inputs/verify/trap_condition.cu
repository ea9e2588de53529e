// A kernel whose only branch on AMD is a "no device code" trap: the PTX
// branch of an architecture test, with no other. verify must fail it and
// name the condition.
#include <cstdio>
#include "trap_condition.h"

__global__ void fast(float *x) {
#if __CUDA_ARCH__ >= 800
  asm volatile("fence.proxy.async;");
  x[0] = 1.f;
#else
  NO_DEVICE_CODE;
#endif
}

__global__ void scale(float *x) { x[threadIdx.x] *= 2.f; }

int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  fast<<<1, 1>>>(d);
  scale<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("done\n");
  return 0;
}
