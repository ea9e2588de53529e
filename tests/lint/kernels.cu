// Rule 1 in realistic kernels: softmax (unrolled butterfly), warp scan
// (shuffle loop bounded by 32, last lane 31), per-lane arrays, warp bases,
// tiled_partition<32> mixed with raw warp intrinsics.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__device__ float warpMax(float v) {
  const unsigned FULL = 0xffffffffu;
  // CHECK: kernels.cu:[[@LINE+2]]:{{[0-9]+}}: warning: lane mask 'FULL' is a 32-bit integer{{.*}}[cuda2hip-lane-mask-32]
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__shfl_xor_sync' with offset 16 combines 32 lanes{{.*}}[cuda2hip-warp-size-shuffle-loop]
  v = fmaxf(v, __shfl_xor_sync(FULL, v, 16));
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: lane mask 'FULL' is a 32-bit integer{{.*}}[cuda2hip-lane-mask-32]
  v = fmaxf(v, __shfl_xor_sync(FULL, v, 8));
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: lane mask 'FULL' is a 32-bit integer{{.*}}[cuda2hip-lane-mask-32]
  v = fmaxf(v, __shfl_xor_sync(FULL, v, 4));
  return v;
}

// Inclusive warp scan; the last lane writes the warp total.
__global__ void warpScan(const int *in, int *out, int *totals) {
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: shuffle loop bounded by 32 covers 32 lanes{{.*}}[cuda2hip-warp-size-shuffle-loop]
  for (int d = 1; d < 32; d *= 2) {
    // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
    int t = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d) v += t;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: lane 31 is the last lane of a 32-lane warp{{.*}}[cuda2hip-warp-size-literal]
  if (lane == 31) totals[blockIdx.x * 32 + wid] = v;
}

// One row per warp, with a per-lane staging array and a warp base index.
__global__ void rowsPerWarp(const float *a, float *o, int cols) {
  __shared__ float stage[32];
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'stage' has 32 elements but is indexed by a lane id{{.*}}[cuda2hip-warp-size-array]
  stage[lane] = a[blockIdx.x * cols + lane];
  __syncwarp();
  // CHECK: kernels.cu:[[@LINE-1]]:{{[0-9]+}}: note: '__syncwarp' assumes independent thread scheduling{{.*}}[cuda2hip-independent-thread-scheduling]
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warp * 32' is the first thread of a 32-lane warp{{.*}}[cuda2hip-warp-size-literal]
  int first = warp * 32;
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: a 32-bit '1 << lane' is undefined{{.*}}[cuda2hip-lane-bit-32bit]
  unsigned bit = 1u << lane;
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'stage' has 32 elements but is indexed by a lane id{{.*}}[cuda2hip-warp-size-array]
  o[first + lane] = warpMax(stage[lane]) + (bit ? 1.f : 0.f);
}

// A 32-thread tile treated as the warp next to raw warp intrinsics.
__global__ void tileVote(const int *flags, int *count) {
  cg::thread_block block = cg::this_thread_block();
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: a 32-thread tile is half of a 64-lane wavefront{{.*}}[cuda2hip-tile-as-warp]
  auto tile = cg::tiled_partition<32>(block);
  int f = flags[block.thread_rank()];
  // CHECK: kernels.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 'votes' keeps 32 bits of a lane mask{{.*}}[cuda2hip-ballot-32bit]
  // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
  unsigned votes = __ballot_sync(0xffffffff, f != 0);
  if (tile.thread_rank() == 0)
    // CHECK: kernels.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__popc' sees 32 lanes{{.*}}[cuda2hip-ballot-bitop-32bit]
    atomicAdd(count, __popc(votes));
}
