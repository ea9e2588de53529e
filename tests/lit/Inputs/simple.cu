#include <cuda_runtime.h>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(float));
  scale<<<1, 64>>>(d, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
