// Warp intrinsics for HIP 5.2, which has no *_sync variants: the lane-mask
// argument is dropped (__shfl_down_sync(mask, v, d) -> __shfl_down(v, d)) and
// each drop is reported, since HIP always shuffles across the whole wavefront:
// a full mask (as here) means the same, so it is a note.
// RUN: %cuda2hip --hip-version 5.2 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip52-device %t.hip.cu
// RUN: %hip52-host %t.hip.cu

#include <cuda_runtime.h>

__device__ float warpReduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    // CHECK: {{^ *}}v += __shfl_down(v, offset);
    // DIAG: warp_shuffle_hip52.cu:[[@LINE+1]]:10: note: '__shfl_down_sync' became '__shfl_down' without its lane mask: the mask is full{{.*}}HIP 5.2 has no *_sync builtins){{.*}}[cuda2hip-mask-dropped]
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void scanAndVote(const int *in, int *out, unsigned long long *votes) {
  int lane = threadIdx.x % warpSize;
  int x = in[threadIdx.x];
  // CHECK: {{^ *}}int first = __shfl(x, 0);
  // DIAG: warp_shuffle_hip52.cu:[[@LINE+1]]:15: note: '__shfl_sync' {{.*}}[cuda2hip-mask-dropped]
  int first = __shfl_sync(0xffffffff, x, 0);
  // CHECK: {{^ *}}int up = __shfl_up(x, 1, 32);
  // DIAG: warp_shuffle_hip52.cu:[[@LINE+1]]:12: note: '__shfl_up_sync' {{.*}}[cuda2hip-mask-dropped]
  int up = __shfl_up_sync(0xffffffff, x, 1, 32);
  // CHECK: {{^ *}}int sw = __shfl_xor(x, lane & 1);
  // DIAG: warp_shuffle_hip52.cu:[[@LINE+1]]:12: note: '__shfl_xor_sync' {{.*}}[cuda2hip-mask-dropped]
  int sw = __shfl_xor_sync(0xffffffff, x, lane & 1);
  // CHECK: {{^ *}}votes[threadIdx.x / warpSize] = __ballot(x > first);
  // DIAG: warp_shuffle_hip52.cu:[[@LINE+1]]:35: note: '__ballot_sync' {{.*}}[cuda2hip-mask-dropped]
  votes[threadIdx.x / warpSize] = __ballot_sync(0xffffffff, x > first);
  // CHECK: {{^ *}}if (__any(x < 0) && !__all(x < 0))
  // DIAG: warp_shuffle_hip52.cu:[[@LINE+2]]:7: note: '__any_sync' {{.*}}[cuda2hip-mask-dropped]
  // DIAG: warp_shuffle_hip52.cu:[[@LINE+1]]:41: note: '__all_sync' {{.*}}[cuda2hip-mask-dropped]
  if (__any_sync(0xffffffff, x < 0) && !__all_sync(0xffffffff, x < 0))
    x = 0;
  out[threadIdx.x] = x + up + sw;
}
