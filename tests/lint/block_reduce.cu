// Rule 1/2 (warp size, lane masks) in the classic 32-lane block reduction:
// every finding is expected, and nothing else may be reported.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cuda_runtime.h>

#define BLOCK 256
// The mask macro is used only as a mask: the finding is on the #define.
// CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'FULL_MASK' is a 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
#define FULL_MASK 0xffffffff

__inline__ __device__ float warpReduceSum(float v) {
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: shuffle reduction starting at offset 16 {{.*}}[cuda2hip-warp-size-shuffle-loop]
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  return v;
}

__global__ void blockReduce(const float *in, float *out, int n) {
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'sums' has one slot per 32-lane warp{{.*}}[cuda2hip-warp-size-array]
  __shared__ float sums[BLOCK / 32];
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '& 31' takes the lane id {{.*}}[cuda2hip-warp-size-literal]
  int lane = threadIdx.x & 31;
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '>> 5' takes the warp id {{.*}}[cuda2hip-warp-size-literal]
  int warp = threadIdx.x >> 5;
  float v = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  v = warpReduceSum(v);
  if (lane == 0)
    sums[warp] = v;
  __syncthreads();
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '/ 32' counts 32-lane warps per block{{.*}}[cuda2hip-warp-size-literal]
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
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSums' has one slot per 32-lane warp{{.*}}[cuda2hip-warp-size-array]
  __shared__ int warpSums[BLOCK / 32];
  int tid = threadIdx.x;
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '& 31' {{.*}}[cuda2hip-warp-size-literal]
  int lane = tid & 31;
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '/ 32' takes the warp id{{.*}}[cuda2hip-warp-size-literal]
  int warp = tid / 32;
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
    sum += in[i];
  // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: shuffle reduction starting at offset 16 {{.*}}[cuda2hip-warp-size-shuffle-loop]
  // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 32-bit full lane mask in '__shfl_down_sync'{{.*}}[cuda2hip-lane-mask-32]
  for (int offset = 16; offset > 0; offset >>= 1)
    sum += __shfl_down_sync(0xffffffff, sum, offset);
  if (lane == 0) warpSums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: a count of 32-lane warps compared with a lane id{{.*}}[cuda2hip-warp-size-literal]
    sum = (lane < BLOCK / 32) ? warpSums[lane] : 0;
    // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: shuffle reduction starting at offset 16 {{.*}}[cuda2hip-warp-size-shuffle-loop]
    // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 32-bit full lane mask in '__shfl_down_sync'{{.*}}[cuda2hip-lane-mask-32]
    for (int offset = 16; offset > 0; offset >>= 1)
      sum += __shfl_down_sync(0xffffffff, sum, offset);
    if (lane == 0) atomicAdd(result, sum);
  }
}

// A global warp id ("one warp per row") computed from the global index.
__global__ void rowPerWarp(const float *a, float *rowSums, int rows, int cols) {
  int gtid = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '/ 32' takes the warp id{{.*}}[cuda2hip-warp-size-literal]
  int warpId = gtid / 32;
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '% 32' takes the lane id{{.*}}[cuda2hip-warp-size-literal]
  int laneId = gtid % 32;
  if (warpId >= rows) return;
  float s = 0.f;
  for (int c = laneId; c < cols; c += 32) s += a[warpId * cols + c];
  // CHECK: block_reduce.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
  // CHECK: block_reduce.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__shfl_xor_sync' with offset 16 combines 32 lanes{{.*}}[cuda2hip-warp-size-shuffle-loop]
  s += __shfl_xor_sync(0xffffffff, s, 16);
  rowSums[warpId] = s;
}
