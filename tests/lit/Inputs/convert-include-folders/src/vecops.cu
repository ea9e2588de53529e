#include "vecops.h"
__global__ void saxpyKernel(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
void saxpy(float a, const float *x, float *y, int n, cudaStream_t s) {
  saxpyKernel<<<(n + 255) / 256, 256, 0, s>>>(a, x, y, n);
  CHECK(cudaGetLastError());
}
