// The classic block reduction: shuffle-down tree from offset 16, lane 0 of each
// 32-lane warp (tid & 31) stores into sums[tid >> 5], warp 0 reduces the slots.
// On 64 lanes the down tree still gives lanes 0 and 32 their own half's sum, and
// both are stored: correct on 32 and 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
#define BLOCK 256
__device__ int warpReduceSum(int v) {
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}
__global__ void reduce(const int *in, int n, int *result) {
  __shared__ int sums[BLOCK / 32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  v = warpReduceSum(v);
  if (lane == 0) sums[warp] = v;
  __syncthreads();
  // Every warp reduces the slots (no shuffle under a lane-dependent branch);
  // thread 0 adds the result.
  v = lane < BLOCK / 32 ? sums[lane] : 0;
  v = warpReduceSum(v);
  if (threadIdx.x == 0) atomicAdd(result, v);
}
int main() {
  const int n = 100000;
  int *in, *result;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&result, sizeof(int));
  long long want = 0;
  for (int i = 0; i < n; ++i) { in[i] = (i * 37) % 11 - 3; want += in[i]; }
  *result = 0;
  reduce<<<16, BLOCK>>>(in, n, result);
  cudaDeviceSynchronize();
  bool ok = *result == want;
  std::printf("%s down_block_sum: %d (want %lld)\n", ok ? "PASS" : "FAIL", *result, want);
  cudaFree(in);
  cudaFree(result);
  return ok ? 0 : 1;
}
