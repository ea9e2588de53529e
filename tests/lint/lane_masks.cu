// Rule 2 (32-bit lane masks) in stream compaction and warp-aggregated
// histogram atomics, and rule 3 (independent thread scheduling).
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cuda_runtime.h>

// Stream compaction: each warp ballots its predicate and writes the kept
// elements at the popcount of the lower lanes.
__global__ void compact(const int *in, int *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  bool keep = i < n && in[i] > 0;
  // CHECK: lane_masks.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 'mask' keeps 32 bits of a lane mask{{.*}}[cuda2hip-ballot-32bit]
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 32-bit full lane mask in '__ballot_sync'{{.*}}[cuda2hip-lane-mask-32]
  unsigned mask = __ballot_sync(~0u, keep);
  // CHECK: lane_masks.cu:[[@LINE+2]]:{{[0-9]+}}: warning: '__popc' sees 32 lanes of a 64-lane mask; use '__popcll'{{.*}}[cuda2hip-ballot-bitop-32bit]
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: a 32-bit '1 << lane' is undefined{{.*}}[cuda2hip-lane-bit-32bit]
  int before = __popc(mask & ((1u << lane) - 1));
  int base = 0;
  if (lane == 0)
    // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__popc' sees 32 lanes{{.*}}[cuda2hip-ballot-bitop-32bit]
    base = atomicAdd(count, __popc(mask));
  // CHECK: lane_masks.cu:[[@LINE+2]]:{{[0-9]+}}: warning: '__shfl_sync' under a lane-dependent condition{{.*}}[cuda2hip-divergent-warp-sync]
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 32-bit full lane mask in '__shfl_sync'{{.*}}[cuda2hip-lane-mask-32]
  if (keep) base = __shfl_sync(0xFFFFFFFFu, base, 0);
  if (keep) out[base + before] = in[i];
}

// Warp-aggregated atomics: the leader of each group of equal keys adds.
__global__ void histogram(const int *keys, int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & (warpSize - 1);
  int key = i < n ? keys[i] : -1;
  // CHECK: lane_masks.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 'active' keeps 32 bits of a lane mask{{.*}}[cuda2hip-ballot-32bit]
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: note: '__activemask' assumes independent thread scheduling{{.*}}[cuda2hip-independent-thread-scheduling]
  unsigned int active = __activemask();
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'peers' keeps 32 bits of a lane mask{{.*}}[cuda2hip-ballot-32bit]
  unsigned peers = __match_any_sync(active, key);
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__ffs' sees 32 lanes{{.*}}[cuda2hip-ballot-bitop-32bit]
  int leader = __ffs(peers) - 1;
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__popc' sees 32 lanes{{.*}}[cuda2hip-ballot-bitop-32bit]
  int total = __popc(peers);
  if (lane == leader && key >= 0)
    atomicAdd(&bins[key], total);
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: note: '__syncwarp' assumes independent thread scheduling{{.*}}[cuda2hip-independent-thread-scheduling]
  __syncwarp();
}

// One vote word per warp, in 32-bit words.
__global__ void votes(const int *in, unsigned *warpVotes) {
  int wid = threadIdx.x / warpSize;
  // CHECK: lane_masks.cu:[[@LINE+2]]:{{[0-9]+}}: warning: a lane mask stored in a 32-bit integer keeps lanes 0..31 only [cuda2hip-ballot-32bit]
  // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 32-bit full lane mask{{.*}}[cuda2hip-lane-mask-32]
  warpVotes[wid] = __ballot_sync(0xffffffff, in[threadIdx.x] > 0);
}

// A 32-bit variable holding the full mask; the mask under `tid < 32`.
__global__ void firstWarp(float *data) {
  unsigned full = 0xffffffff;
  int tid = threadIdx.x;
  float v = data[tid];
  if (tid < 32) {
    // CHECK: lane_masks.cu:[[@LINE+2]]:{{[0-9]+}}: warning: '__shfl_xor_sync' under a lane-dependent condition{{.*}}[cuda2hip-divergent-warp-sync]
    // CHECK: lane_masks.cu:[[@LINE+1]]:{{[0-9]+}}: warning: lane mask 'full' is a 32-bit integer{{.*}}[cuda2hip-lane-mask-32]
    v += __shfl_xor_sync(full, v, 1);
    data[tid] = v;
  }
}
