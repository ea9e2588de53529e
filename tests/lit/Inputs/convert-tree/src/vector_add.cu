#include "../include/common.cuh"

__global__ void add(const float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) b[i] += a[i];
}

int run_add(int n) {
  float *a = nullptr, *b = nullptr;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&b, n * sizeof(float)));
  add<<<(n + 255) / 256, 256>>>(a, b, n);
  sync_all();
  cudaFree(a);
  cudaFree(b);
  return 0;
}
