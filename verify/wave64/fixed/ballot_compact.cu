// Stream compaction with a ballot: each lane's output slot is the number of
// set bits below it in the 32-bit ballot, lane 0 of the 32-lane warp reserves
// room with one atomic. On 64 lanes the ballot's upper 32 bits are dropped by
// the 32-bit variable: lanes 32..63 count the wrong lanes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool keep = i < n && in[i] % 3 == 0;
  unsigned ballot = __ballot_sync(0xffffffffffffffffull, keep);
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
