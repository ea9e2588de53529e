#include "saxpy.cuh"
#include "cuda_check.h"

__global__ void saxpy_kernel(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

void saxpy(int n, float a, const float *x, float *y, cudaStream_t stream) {
  int block = 256, grid = (n + block - 1) / block;
  saxpy_kernel<<<grid, block, 0, stream>>>(n, a, x, y);
  CUDA_CHECK(cudaGetLastError());
}
