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
  // Lanes grouped by 32 (the lane id, the loop from 16) are right on 64
  // lanes; the ballots span the wavefront, both groups.
  int lane = hipThreadIdx_x & 31;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down(v, o);
  // CHECK: hip_source.cpp:[[@LINE+1]]:{{[0-9]+}}: error: '__ballot' covers the whole 64-lane wavefront, but this code groups lanes by 32{{.*}}[cuda2hip-warp-vote-32]
  unsigned b = __ballot(v > 0);
  // CHECK: hip_source.cpp:[[@LINE+1]]:{{[0-9]+}}: error: '__ballot' covers the whole 64-lane wavefront{{.*}}[cuda2hip-warp-vote-32]
  int n = __popc(__ballot(v > 1));
  asm volatile("s_nop 0"); // AMDGPU assembly is not PTX
  if (lane == 0) out[hipBlockIdx_x] = v + n + b + laneId();
}
