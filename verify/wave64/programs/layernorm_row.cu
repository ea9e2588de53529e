// LayerNorm with one row per 32-lane warp (row = global thread / 32): the mean
// and variance are reduced with a shuffle-down tree from 16 and broadcast from
// lane 0. Two rows share a 64-lane wavefront, and the second row's lanes take
// the first row's statistics: wrong on 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
#include <cmath>
#define COLS 128
__device__ float rowSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffff, v, o);
  return __shfl_sync(0xffffffff, v, 0);
}
__global__ void layerNorm(const float *x, float *y, int rows) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int row = g / 32, lane = g % 32;
  if (row >= rows) return;
  const float *r = x + row * COLS;
  float s = 0.f;
  for (int c = lane; c < COLS; c += 32) s += r[c];
  float mean = rowSum(s) / COLS;
  float q = 0.f;
  for (int c = lane; c < COLS; c += 32) q += (r[c] - mean) * (r[c] - mean);
  float inv = 1.f / sqrtf(rowSum(q) / COLS + 1e-5f);
  for (int c = lane; c < COLS; c += 32) y[row * COLS + c] = (r[c] - mean) * inv;
}
int main() {
  const int rows = 64;
  float *x, *y;
  cudaMallocManaged(&x, rows * COLS * sizeof(float));
  cudaMallocManaged(&y, rows * COLS * sizeof(float));
  for (int i = 0; i < rows * COLS; ++i) x[i] = (float)((i * 13) % 17) + (i / COLS);
  layerNorm<<<rows * 32 / 256, 256>>>(x, y, rows);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int r = 0; r < rows; ++r) {
    double m = 0, q = 0;
    for (int c = 0; c < COLS; ++c) m += x[r * COLS + c];
    m /= COLS;
    for (int c = 0; c < COLS; ++c) q += (x[r * COLS + c] - m) * (x[r * COLS + c] - m);
    double inv = 1.0 / std::sqrt(q / COLS + 1e-5);
    for (int c = 0; c < COLS; ++c)
      bad += std::fabs(y[r * COLS + c] - (x[r * COLS + c] - m) * inv) > 1e-3;
  }
  std::printf("%s layernorm_row: %d wrong\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(y);
  return bad ? 1 : 0;
}
