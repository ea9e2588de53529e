// Centre each 32-element group on its mean: a shuffle-down tree from offset 16
// leaves the sum in lane 0, which is broadcast with __shfl_sync(mask, s, 0).
// On a 64-lane wavefront lanes 32..63 receive lane 0's sum (the other group):
// wrong on 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
#include <cmath>
__device__ float groupMean(float v) {
  float s = v;
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_down_sync(0xffffffffffffffffull, s, o);
  return __shfl_sync(0xffffffffffffffffull, s, 0, 32) / 32.f;
}
__global__ void centre(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  float m = groupMean(v);
  if (i < n) y[i] = v - m;
}
int main() {
  const int n = 2048;
  float *x, *y;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&y, n * sizeof(float));
  for (int i = 0; i < n; ++i) x[i] = (float)((i / 32) * 3 + i % 4);
  centre<<<n / 128, 128>>>(x, y, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int g = 0; g < n / 32; ++g) {
    float m = 0;
    for (int k = 0; k < 32; ++k) m += x[g * 32 + k];
    m /= 32.f;
    for (int k = 0; k < 32; ++k)
      bad += std::fabs(y[g * 32 + k] - (x[g * 32 + k] - m)) > 1e-4f;
  }
  std::printf("%s broadcast_reduce: %d wrong\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(y);
  return bad ? 1 : 0;
}
