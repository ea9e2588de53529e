// Lane masks of the *_sync warp builtins, per target (issue 17).
// HIP 7 (the default target): the builtins exist and static_assert a 64-bit
// mask. A provably full 32-lane mask, however spelled, becomes
// __activemask() (a note); a 64-bit mask and __activemask() stay; any other
// 32-bit mask is widened, with a warning. __syncwarp exists.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// The token engine (no AST: the spelling decides) gives the same text.
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.token.cu
// Translating the translation again changes nothing: a widened mask
// (static_cast<unsigned long long>(...)) is 64 bits wide as spelled.
// RUN: %exit 0,1,4 %cuda2hip --engine token %t.hip.cu -o %t.again.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.again.cu
// HIP 6.3 has the *_sync builtins only with HIP_ENABLE_WARP_SYNC_BUILTINS:
// the mask-less forms, a note for a full mask, a warning for another one.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.63.cu 2> %t.63.err
// RUN: FileCheck --check-prefix=HIP63 %s < %t.63.cu
// RUN: FileCheck --check-prefix=DIAG63 %s < %t.63.err
// RUN: %hip63-device %t.63.cu
// RUN: %hip63-host %t.63.cu
// ... unless the translation defines the macro: the _sync forms stay (with
// 64-bit masks) and compile with it.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.63opt.cu -- -DHIP_ENABLE_WARP_SYNC_BUILTINS 2> %t.63opt.err
// RUN: FileCheck --check-prefix=OPTIN %s < %t.63opt.cu
// RUN: %hip63-device -DHIP_ENABLE_WARP_SYNC_BUILTINS %t.63opt.cu
// HIP 5.2: mask-less forms as well.
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> /dev/null
// RUN: FileCheck --check-prefix=HIP63 %s < %t.52.cu
// RUN: %hip52-device %t.52.cu

#include <cuda_runtime.h>
#include <cstdint>

#define FULL_MASK 0xffffffff
constexpr unsigned kAll = ~0u;

__device__ float warpSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    // CHECK: {{^ *}}v += __shfl_down_sync(__activemask(), v, o);
    // HIP63: {{^ *}}v += __shfl_down(v, o);
    // OPTIN: {{^ *}}v += __shfl_down_sync(__activemask(), v, o);
    // DIAG: lane_masks.cu:[[@LINE+2]]:10: note: the full 32-lane mask '0xffffffff' became __activemask(){{.*}}[cuda2hip-lane-mask]
    // DIAG63: lane_masks.cu:[[@LINE+1]]:10: note: '__shfl_down_sync' became '__shfl_down' without its lane mask: the mask is full{{.*}}[cuda2hip-mask-dropped]
    v += __shfl_down_sync(0xffffffff, v, o);
  return v;
}

__global__ void spellings(float *x, unsigned long long *votes, int *any) {
  float v = x[threadIdx.x];
  // CHECK: {{^ *}}v += __shfl_xor_sync(__activemask(), v, 1);
  // HIP63: {{^ *}}v += __shfl_xor(v, 1);
  v += __shfl_xor_sync(0xFFFFFFFFu, v, 1);
  // CHECK: {{^ *}}v += __shfl_up_sync(__activemask(), v, 1);
  v += __shfl_up_sync(~0u, v, 1);
  // CHECK: {{^ *}}v += __shfl_sync(__activemask(), v, 0);
  v += __shfl_sync(-1, v, 0);
  // CHECK: {{^ *}}v += __shfl_sync(__activemask(), v, 2);
  v += __shfl_sync(uint32_t(-1), v, 2);
  // CHECK: {{^ *}}v += __shfl_xor_sync(__activemask(), v, 2);
  // DIAG: lane_masks.cu:[[@LINE+1]]:8: note: the full 32-lane mask 'FULL_MASK' became __activemask()
  v += __shfl_xor_sync(FULL_MASK, v, 2);
  // CHECK: {{^ *}}v += __shfl_xor_sync(__activemask(), v, 4);
  v += __shfl_xor_sync(kAll, v, 4);
  // Already what HIP wants: kept.
  // CHECK: {{^ *}}votes[0] = __ballot_sync(__activemask(), v > 0);
  // HIP63: {{^ *}}votes[0] = __ballot(v > 0);
  votes[0] = __ballot_sync(__activemask(), v > 0);
  // CHECK: {{^ *}}votes[1] = __ballot_sync(0xffffffffffffffffull, v > 1);
  votes[1] = __ballot_sync(0xffffffffffffffffull, v > 1);
  // CHECK: {{^ *}}any[0] = __any_sync(__activemask(), v > 2) + __all_sync(__activemask(), v > 3);
  any[0] = __any_sync(0xffffffff, v > 2) + __all_sync(0xffffffff, v > 3);
  // HIP 6.3 has no __syncwarp: in a wavefront that executes in lockstep,
  // what is left to do is to order the lanes' memory accesses.
  // CHECK: {{^ *}}__syncwarp();
  // HIP63: {{^ *}}__threadfence_block();
  // DIAG63: lane_masks.cu:[[@LINE+1]]:3: note: '__syncwarp' became '__threadfence_block()': HIP 6.3 has no __syncwarp{{.*}}[cuda2hip-mask-dropped]
  __syncwarp();
  // CHECK: {{^ *}}__syncwarp(__activemask());
  // HIP63: {{^ *}}__threadfence_block();
  __syncwarp(0xffffffff);
  x[threadIdx.x] = v;
}

// A mask that is not provably full: widened on HIP 7, dropped on 6.3, each
// with a warning that says what to check.
__global__ void partial(float *x, unsigned lanes) {
  float v = x[threadIdx.x];
  // CHECK: {{^ *}}v += __shfl_down_sync(static_cast<unsigned long long>(lanes), v, 1);
  // HIP63: {{^ *}}v += __shfl_down(v, 1);
  // OPTIN: {{^ *}}v += __shfl_down_sync(static_cast<unsigned long long>(lanes), v, 1);
  // DIAG: lane_masks.cu:[[@LINE+2]]:8: warning: the lane mask 'lanes' of '__shfl_down_sync' is not provably full and was widened to the 64 bits HIP requires{{.*}}[cuda2hip-lane-mask-widened]
  // DIAG63: lane_masks.cu:[[@LINE+1]]:8: warning: '__shfl_down_sync' became '__shfl_down' without its lane mask 'lanes', which is not provably full{{.*}}[cuda2hip-mask-dropped]
  v += __shfl_down_sync(lanes, v, 1);
  // CHECK: {{^ *}}v += __shfl_xor_sync(static_cast<unsigned long long>(0x0000ffff), v, 1);
  // DIAG: lane_masks.cu:[[@LINE+1]]:8: warning: the lane mask '0x0000ffff' {{.*}}[cuda2hip-lane-mask-widened]
  v += __shfl_xor_sync(0x0000ffff, v, 1);
  x[threadIdx.x] = v;
}

// In a macro body (the token engine's part of a file): the same rules.
// CHECK: {{^}}#define WARP_MAX(v, o) fmaxf(v, __shfl_xor_sync(__activemask(), v, o))
// HIP63: {{^}}#define WARP_MAX(v, o) fmaxf(v, __shfl_xor(v, o))
#define WARP_MAX(v, o) fmaxf(v, __shfl_xor_sync(0xffffffff, v, o))

__global__ void viaMacro(float *x) {
  float v = x[threadIdx.x];
  v = WARP_MAX(v, 1);
  x[threadIdx.x] = warpSum(v);
}

int main() {
  float *x;
  cudaMalloc(&x, 64 * sizeof(float));
  viaMacro<<<1, 64>>>(x);
  cudaFree(x);
  return 0;
}
