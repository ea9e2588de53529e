// Softmax with one row per 32-lane warp; max and sum come from xor butterflies
// starting at 16, so every lane holds its own row's values: correct on 32 and
// 64 lanes (a 64-lane wavefront holds two rows, each reduced in its half).
#include <cuda_runtime.h>
#include <cstdio>
#include <cmath>
#define COLS 96
__global__ void softmax(const float *x, float *y, int rows) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int row = g >> 5, lane = g & 31;
  if (row >= rows) return;
  const float *r = x + row * COLS;
  float m = -1e30f;
  for (int c = lane; c < COLS; c += 32) m = fmaxf(m, r[c]);
  for (int o = 16; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float s = 0.f;
  for (int c = lane; c < COLS; c += 32) s += expf(r[c] - m);
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
  for (int c = lane; c < COLS; c += 32) y[row * COLS + c] = expf(r[c] - m) / s;
}
int main() {
  const int rows = 40;
  float *x, *y;
  cudaMallocManaged(&x, rows * COLS * sizeof(float));
  cudaMallocManaged(&y, rows * COLS * sizeof(float));
  for (int i = 0; i < rows * COLS; ++i) x[i] = (float)((i * 7) % 23) * 0.1f + (i / COLS);
  softmax<<<(rows * 32 + 127) / 128, 128>>>(x, y, rows);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int r = 0; r < rows; ++r) {
    double m = -1e30, s = 0;
    for (int c = 0; c < COLS; ++c) m = std::fmax(m, x[r * COLS + c]);
    for (int c = 0; c < COLS; ++c) s += std::exp(x[r * COLS + c] - m);
    for (int c = 0; c < COLS; ++c)
      bad += std::fabs(y[r * COLS + c] - std::exp(x[r * COLS + c] - m) / s) > 1e-5;
  }
  std::printf("%s softmax_row: %d wrong\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(y);
  return bad ? 1 : 0;
}
