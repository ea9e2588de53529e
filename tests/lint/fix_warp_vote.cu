// warp-vote-32 (docs/hazards/warp-vote-32.md): lanes grouped by 32 (`& 31`,
// `/ 32`) make each half of a 64-lane wavefront one group, but votes span the
// wavefront. --fix renames each vote to a helper written once, before the
// first function that votes: on AMD it keeps the lane's half of the 64-bit
// ballot, on CUDA it is the call as written. A second --fix changes nothing
// and draws no vote finding; the translation keeps the helper's CUDA branch
// as written and compiles for gfx942 on ROCm 7.13 and 6.3.3.
// RUN: cp %s %t.cu
// RUN: %exit 1 %cuda2hip lint --fix %t.cu > %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=FIXED %s < %t.cu
// RUN: cp %t.cu %t.again.cu
// RUN: %exit 0 %cuda2hip lint --fix %t.again.cu > %t.again.out
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck --check-prefix=AGAIN --allow-empty %s --implicit-check-not=warp-vote-32 < %t.again.out
// RUN: %exit 0,1 %cuda2hip %t.cu -o %t.hip.cu
// RUN: FileCheck --check-prefix=HIP %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %t.cu -o %t.hip63.hip.cu
// RUN: %hip63-device %t.hip63.hip.cu
// RUN: %exit 0,1 %cuda2hip --wave64 fix %s -o %t.w64.hip.cu
// RUN: %hip-device %t.w64.hip.cu
#include <cuda_runtime.h>

__device__ int groupSum(int v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffffffffffull, v, o);
  return v;
}

// FIXED: {{^}}// cuda2hip: votes of one 32-lane group, also on 64-lane wavefronts (docs/hazards/warp-vote-32.md)
// FIXED-NEXT: {{^}}#ifndef CUDA2HIP_VOTE32
// FIXED: {{^}}  return cuda2hip_half32(__ballot(p)) & (unsigned)mask;
// FIXED: {{^}}#else // CUDA: 32-lane warps, the calls as written
// FIXED: {{^}}  return __ballot_sync((unsigned)mask, p);
// FIXED: {{^}}#endif
// FIXED-NEXT: {{^}}#endif
// FIXED-NEXT: {{^}}__global__ void flags(const int *in, int *out) {
__global__ void flags(const int *in, int *out) {
  int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  int v = in[threadIdx.x];
  // CHECK: [[@LINE+2]]:{{[0-9]+}}: error: '__ballot_sync' covers the whole 64-lane wavefront{{.*}} (fixed) [cuda2hip-warp-vote-32]
  // FIXED: {{^ *}}unsigned b = cuda2hip_ballot32(0xffffffffffffffffull, v > 0);
  unsigned b = __ballot_sync(0xffffffffffffffffull, v > 0);
  // CHECK: [[@LINE+2]]:{{[0-9]+}}: error: '__any_sync' covers{{.*}} (fixed) [cuda2hip-warp-vote-32]
  // FIXED: {{^ *}}int any = cuda2hip_any32(0xffffffffffffffffull, v < 0);
  int any = __any_sync(0xffffffffffffffffull, v < 0);
  // CHECK: [[@LINE+2]]:{{[0-9]+}}: error: '__all_sync' covers{{.*}} (fixed) [cuda2hip-warp-vote-32]
  // FIXED: {{^ *}}int all = cuda2hip_all32(0xffffffffffffffffull, v % 2 == 0);
  int all = __all_sync(0xffffffffffffffffull, v % 2 == 0);
  // CHECK: [[@LINE+2]]:{{[0-9]+}}: error: '__activemask' covers{{.*}} (fixed) [cuda2hip-warp-vote-32]
  // FIXED: {{^ *}}unsigned act = cuda2hip_activemask32();
  unsigned act = __activemask();
  int s = groupSum(v);
  if (lane == __ffs(b) - 1)
    out[warp] = s + any + all + __popc(act);
}

// AGAIN-NOT: error
// HIP: {{^}}#else // CUDA: 32-lane warps, the calls as written
// HIP-NEXT: {{^}}__device__ inline unsigned cuda2hip_activemask32() { return __activemask(); }
// HIP-NEXT: {{^}}__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
// HIP-NEXT: {{^}}  return __ballot_sync((unsigned)mask, p);
// HIP: {{^ *}}unsigned b = cuda2hip_ballot32(0xffffffffffffffffull, v > 0);
