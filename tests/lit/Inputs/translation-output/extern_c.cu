extern "C" {
#include "plain.h"
}

__global__ void k(float *x) { x[threadIdx.x] = 0; }

void run(float *d) {
  k<<<1, 64>>>(d);
  cudaDeviceSynchronize();
}
