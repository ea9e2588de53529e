// Checks vecops against the host, and a kernel of its own.
#include "vecops.h"

#include <cuda_runtime.h>
#include <cstdio>
#include <vector>

__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}

int main() {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("no GPU: skipped\n");
    return 0;
  }
  const int n = 1000;
  float *d = nullptr;
  cudaMalloc(&d, n * sizeof(float));
  fill<<<(n + 127) / 128, 128>>>(d, 0.5f, n);
  std::vector<float> x(n);
  cudaMemcpy(x.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  std::vector<float> y(n, 1.0f);
  double s = 0;
  if (!vecops::saxpy(2.0f, x.data(), y.data(), n) || !vecops::sum(y.data(), n, &s)) {
    std::printf("error: %s\n", vecops::lastError());
    return 1;
  }
  std::printf("sum = %.1f\n", s);
  return s == 2.0 * n ? 0 : 1;
}
