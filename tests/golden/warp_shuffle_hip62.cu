// Warp intrinsics for HIP 6.2, which has the *_sync variants behind
// HIP_ENABLE_WARP_SYNC_BUILTINS. Translated with that macro defined
// (-- -DHIP_ENABLE_WARP_SYNC_BUILTINS), the calls are kept (these masks are
// already 64-bit) and each one gets a warning naming the macro, which the
// build must define too; compiled so against ROCm 6.3.3. Without the macro,
// see lane_masks.cu: the mask-less forms.
// RUN: %exit 1 %cuda2hip --hip-version 6.2 %s -o %t.hip.cu -- -DHIP_ENABLE_WARP_SYNC_BUILTINS 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device -DHIP_ENABLE_WARP_SYNC_BUILTINS %t.hip.cu
// RUN: %hip63-host -DHIP_ENABLE_WARP_SYNC_BUILTINS %t.hip.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__device__ float warpReduceSum(float v) {
  for (int offset = 32; offset > 0; offset /= 2)
    // CHECK: {{^ *}}v += __shfl_down_sync(0xffffffffffffffffull, v, offset);
    // DIAG: warp_shuffle_hip62.cu:[[@LINE+1]]:10: warning: '__shfl_down_sync' exists only when 'HIP_ENABLE_WARP_SYNC_BUILTINS' is defined {{.*}}[cuda2hip-opt-in-macro]
    v += __shfl_down_sync(0xffffffffffffffffull, v, offset);
  return v;
}

__global__ void vote(const int *in, unsigned long long *out) {
  int x = in[threadIdx.x];
  // CHECK: {{^ *}}unsigned long long m = __ballot_sync(0xffffffffffffffffull, x > 0);
  // DIAG: warp_shuffle_hip62.cu:[[@LINE+1]]:26: warning: '__ballot_sync' exists only when 'HIP_ENABLE_WARP_SYNC_BUILTINS' is defined {{.*}}[cuda2hip-opt-in-macro]
  unsigned long long m = __ballot_sync(0xffffffffffffffffull, x > 0);
  // CHECK: {{^ *}}out[threadIdx.x] = m + __shfl_xor_sync(0xffffffffffffffffull, x, 1);
  // DIAG: warp_shuffle_hip62.cu:[[@LINE+1]]:26: warning: '__shfl_xor_sync' exists only when 'HIP_ENABLE_WARP_SYNC_BUILTINS' is defined {{.*}}[cuda2hip-opt-in-macro]
  out[threadIdx.x] = m + __shfl_xor_sync(0xffffffffffffffffull, x, 1);
}
