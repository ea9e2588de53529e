#include <cuda_runtime.h>

__global__ void axpy(float a, const float *x, float *y) {
  y[threadIdx.x] += a * x[threadIdx.x];
}

void run(float *x, float *y, cudaStream_t s) {
  axpy<<<1, 32, 0, s>>>(1.0f, x, y);
  cudaStreamSynchronize(s);
}
