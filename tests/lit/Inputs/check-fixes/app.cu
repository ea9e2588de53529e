#include <cstdio>
#include <cuda_runtime.h>

__constant__ float coeffs[4];

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= coeffs[i % 4];
}

int main() {
  const float host[4] = {1, 2, 3, 4};
  cudaMemcpyToSymbol(coeffs, host, sizeof(host));
  float *d = nullptr;
  cudaError_t err = cudaMalloc(&d, 256 * sizeof(float));
  if (err != cudaSuccess) {
    printf("cudaMalloc failed: %s\n", cudaGetErrorString(err));
    return 1;
  }
  cudaStream_t s;
  cudaStreamCreate(&s);
  scale<<<1, 256, 0, s>>>(d, 256);
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);
  cudaFree(d);
  return 0;
}
