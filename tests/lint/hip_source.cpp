// Translated (HIP) sources are checked too: they parse as HIP (they include
// hip/ headers). The mask-less HIP warp functions and HIP-only builtins are
// known; --fix may use HIP-only builtins (__lane_id) here, and the result
// compiles for gfx942.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
// RUN: cp %s %t.cpp
// RUN: %exit 1 %cuda2hip lint --fix %t.cpp > %t.fix.out
// RUN: FileCheck --check-prefix=FIXED %s < %t.cpp
// RUN: %hip-device %t.cpp
#include <hip/hip_runtime.h>

__device__ unsigned laneId() {
  unsigned lane;
  // CHECK: hip_source.cpp:[[@LINE+2]]:3: error: inline PTX does not assemble for AMD GPUs; '%laneid' has a HIP builtin [cuda2hip-inline-ptx]
  // FIXED: lane = __lane_id();
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__global__ void vote(const int *in, int *out) {
  int v = in[hipThreadIdx_x];
  // CHECK: hip_source.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: '& 31' takes the lane id of a 32-lane warp{{.*}}[cuda2hip-warp-size-literal]
  int lane = hipThreadIdx_x & 31;
  // CHECK: hip_source.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: shuffle reduction starting at offset 16{{.*}}[cuda2hip-warp-size-shuffle-loop]
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down(v, o);
  // CHECK: hip_source.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: 'b' keeps 32 bits of a lane mask{{.*}}[cuda2hip-ballot-32bit]
  unsigned b = __ballot(v > 0);
  // CHECK: hip_source.cpp:[[@LINE+1]]:{{[0-9]+}}: warning: '__popc' sees 32 lanes of a 64-lane mask; use '__popcll'{{.*}}[cuda2hip-ballot-bitop-32bit]
  int n = __popc(__ballot(v > 1));
  asm volatile("s_nop 0"); // AMDGPU assembly is not PTX
  if (lane == 0) out[hipBlockIdx_x] = v + n + b + laneId();
}
