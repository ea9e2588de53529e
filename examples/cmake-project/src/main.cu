// Runs saxpy on 1M elements and checks the result on the host.
#include <vector>
#include "saxpy.cuh"
#include "cuda_check.h"

int main() {
  const int n = 1 << 20;
  std::vector<float> x(n, 1.0f), y(n, 2.0f);
  float *dx = nullptr, *dy = nullptr;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  cudaStream_t s;
  CUDA_CHECK(cudaStreamCreate(&s));
  saxpy(n, 3.0f, dx, dy, s);
  CUDA_CHECK(cudaStreamSynchronize(s));
  CUDA_CHECK(cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (float v : y) bad += v != 5.0f;
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  cudaStreamDestroy(s);
  cudaFree(dx);
  cudaFree(dy);
  return bad != 0;
}
