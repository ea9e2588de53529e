// Rule 1/2 (warp size, lane masks) in the classic 32-lane block reduction:
// every lane and warp id comes from 32 (& 31, >> 5, / 32, offsets from 16,
// BLOCK / 32 slots), so the file groups lanes by 32 throughout, which is right
// on 64 lanes (docs/wave64.md): only the 32-bit masks are reported, and
// nothing else may be.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cuda_runtime.h>

#define BLOCK 256
// The mask macro is used only as a mask: the finding is on the #define.
// CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'FULL_MASK' is a 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
#define FULL_MASK 0xffffffff

__inline__ __device__ float warpReduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  return v;
}

__global__ void blockReduce(const float *in, float *out, int n) {
  __shared__ float sums[BLOCK / 32];
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  float v = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  v = warpReduceSum(v);
  if (lane == 0)
    sums[warp] = v;
  __syncthreads();
  int nwarps = (blockDim.x + 31) / 32;
  if (warp == 0) {
    v = lane < nwarps ? sums[lane] : 0.f;
    v = warpReduceSum(v);
    if (lane == 0)
      atomicAdd(out, v);
  }
}

// The deliberately 32-lane kernel of examples/reduction_atomics.cu.
__global__ void reduceWarp(const int *in, int n, int *result) {
  __shared__ int warpSums[BLOCK / 32];
  int tid = threadIdx.x;
  int lane = tid & 31;
  int warp = tid / 32;
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 32-bit full lane mask in '__shfl_down_sync'{{.*}}[cuda2hip-lane-mask-32]
  for (int offset = 16; offset > 0; offset >>= 1)
    sum += __shfl_down_sync(0xffffffff, sum, offset);
  if (lane == 0) warpSums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = (lane < BLOCK / 32) ? warpSums[lane] : 0;
    // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 32-bit full lane mask in '__shfl_down_sync'{{.*}}[cuda2hip-lane-mask-32]
    for (int offset = 16; offset > 0; offset >>= 1)
      sum += __shfl_down_sync(0xffffffff, sum, offset);
    if (lane == 0) atomicAdd(result, sum);
  }
}

// A global warp id ("one warp per row") computed from the global index.
__global__ void rowPerWarp(const float *a, float *rowSums, int rows, int cols) {
  int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  int warpId = gtid / 32;
  int laneId = gtid % 32;
  if (warpId >= rows) return;
  float s = 0.f;
  for (int c = laneId; c < cols; c += 32) s += a[warpId * cols + c];
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
  s += __shfl_xor_sync(0xffffffff, s, 16);
  rowSums[warpId] = s;
}
