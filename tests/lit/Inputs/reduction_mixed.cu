// The classic 32-lane block reduction, but its second stage counts warps with
// warpSize: the file groups lanes both ways, so the 32-lane findings stay
// (on 64 lanes it reads 4 of the 8 per-warp slots).
#include <cuda_runtime.h>
#define BLOCK 256
__global__ void reduceWarp(const int *in, int n, int *result) {
  __shared__ int warpSums[BLOCK / 32];
  int tid = threadIdx.x;
  int lane = tid & 31;
  int warp = tid / 32;
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  for (int offset = 16; offset > 0; offset >>= 1)
    sum += __shfl_down_sync(0xffffffff, sum, offset);
  if (lane == 0) warpSums[warp] = sum;
  __syncthreads();
  int nwarps = blockDim.x / warpSize;
  if (warp == 0) {
    sum = (lane < nwarps) ? warpSums[lane] : 0;
    for (int offset = 16; offset > 0; offset >>= 1)
      sum += __shfl_down_sync(0xffffffff, sum, offset);
    if (lane == 0) atomicAdd(result, sum);
  }
}
