// Histogram with warp-aggregated atomics: for each bin the 32-lane warp votes,
// the lowest voting lane (__ffs of the 32-bit ballot) adds the vote count.
// On 64 lanes lanes 32..63 are missing from the 32-bit ballot: their leader is
// never found and their counts are lost.
#include <cuda_runtime.h>
#include <cstdio>
#define BINS 8
__global__ void histogram(const int *in, int *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int bin = i < n ? in[i] % BINS : -1;
  for (int b = 0; b < BINS; ++b) {
    unsigned votes = __ballot_sync(0xffffffff, bin == b);
    if (votes && lane == __ffs(votes) - 1) atomicAdd(&hist[b], __popc(votes));
  }
}
int main() {
  const int n = 5000;
  int *in, *hist;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&hist, BINS * sizeof(int));
  int want[BINS] = {0};
  for (int i = 0; i < n; ++i) { in[i] = (i * 11 + i / 7) % 29; ++want[in[i] % BINS]; }
  for (int b = 0; b < BINS; ++b) hist[b] = 0;
  histogram<<<(n + 255) / 256, 256>>>(in, hist, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < BINS; ++b) bad += hist[b] != want[b];
  std::printf("%s warp_agg_histogram: %d wrong bins\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(in);
  cudaFree(hist);
  return bad ? 1 : 0;
}
