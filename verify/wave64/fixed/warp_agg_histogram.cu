// Histogram with warp-aggregated atomics: for each bin the 32-lane warp votes,
// the lowest voting lane (__ffs of the 32-bit ballot) adds the vote count.
// On 64 lanes lanes 32..63 are missing from the 32-bit ballot: their leader is
// never found and their counts are lost.
#include <cuda_runtime.h>
#include <cstdio>
#define BINS 8
// cuda2hip: votes of one 32-lane group, also on 64-lane wavefronts (docs/hazards/warp-vote-32.md)
#ifndef CUDA2HIP_VOTE32
#define CUDA2HIP_VOTE32
#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
// The lane's 32-lane half of a wavefront ballot (all of it on 32 lanes).
__device__ inline unsigned cuda2hip_half32(unsigned long long b) {
  return (unsigned)(b >> (__lane_id() & 32));
}
__device__ inline unsigned cuda2hip_activemask32() { return cuda2hip_half32(__ballot(1)); }
__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
  return cuda2hip_half32(__ballot(p)) & (unsigned)mask;
}
__device__ inline int cuda2hip_any32(unsigned long long mask, int p) {
  return cuda2hip_ballot32(mask, p) != 0;
}
__device__ inline int cuda2hip_all32(unsigned long long mask, int p) {
  return cuda2hip_ballot32(mask, p) == (cuda2hip_activemask32() & (unsigned)mask);
}
#else // CUDA: 32-lane warps, the calls as written
__device__ inline unsigned cuda2hip_activemask32() { return __activemask(); }
__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
  return __ballot_sync((unsigned)mask, p);
}
__device__ inline int cuda2hip_any32(unsigned long long mask, int p) {
  return __any_sync((unsigned)mask, p);
}
__device__ inline int cuda2hip_all32(unsigned long long mask, int p) {
  return __all_sync((unsigned)mask, p);
}
#endif
#endif
__global__ void histogram(const int *in, int *hist, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int bin = i < n ? in[i] % BINS : -1;
  for (int b = 0; b < BINS; ++b) {
    unsigned votes = cuda2hip_ballot32(0xffffffffffffffffull, bin == b);
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
