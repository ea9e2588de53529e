#include "kernels.cuh"
#include "../cuda_utils.h"

__global__ void fill(float *d, int n) {
  int i = threadIdx.x;
  if (i < n) d[i] = 1.0f;
}

void launch_fill(float *d, int n) { fill<<<1, n>>>(d, n); }
