// Stream compaction with a ballot: each lane's output slot is the number of
// set bits below it in the 32-bit ballot, lane 0 of the 32-lane warp reserves
// room with one atomic. On 64 lanes the ballot's upper 32 bits are dropped by
// the 32-bit variable: lanes 32..63 count the wrong lanes.
#include <cuda_runtime.h>
#include <cstdio>
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
__global__ void compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool keep = i < n && in[i] % 3 == 0;
  unsigned ballot = cuda2hip_ballot32(0xffffffffffffffffull, keep);
  int before = __popc(ballot & ((1u << lane) - 1));
  int base = 0;
  if (lane == 0) base = atomicAdd(count, __popc(ballot));
  base = __shfl_sync(0xffffffffffffffffull, base, 0, 32);
  if (keep) out[base + before] = in[i];
}
int main() {
  const int n = 3000;
  int *in, *out, *count;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  cudaMallocManaged(&count, sizeof(int));
  int want = 0;
  for (int i = 0; i < n; ++i) { in[i] = (i * 5) % 17; want += in[i] % 3 == 0; }
  for (int i = 0; i < n; ++i) out[i] = -1;
  *count = 0;
  compact<<<(n + 255) / 256, 256>>>(in, out, count, n);
  cudaDeviceSynchronize();
  // Order between warps is free: compare multisets of kept values.
  int hist[17] = {0}, bad = *count != want;
  for (int i = 0; i < n; ++i) if (in[i] % 3 == 0) ++hist[in[i]];
  for (int i = 0; i < want && !bad; ++i) {
    if (out[i] < 0 || out[i] >= 17 || out[i] % 3) { bad = 1; break; }
    --hist[out[i]];
  }
  for (int v = 0; v < 17; ++v) bad |= hist[v] != 0;
  std::printf("%s ballot_compact: %d kept (want %d)\n", bad ? "FAIL" : "PASS", *count, want);
  cudaFree(in);
  cudaFree(out);
  cudaFree(count);
  return bad;
}
