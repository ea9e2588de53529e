// Variables that hold a lane mask (issue 17): HIP's __ballot_sync, __ballot,
// __activemask and __match_any_sync return the 64 lanes of the wavefront as
// unsigned long long, and CUDA code keeps them in 32 bits. From HIP 6.2, a
// 32-bit unsigned variable initialized with one is widened where every use
// is a mask, a bit operation, a condition or __popc/__ffs (which become
// __popcll/__ffsll), with a note; another use (a comparison with a 32-bit
// constant, a store into 32 bits, another function's argument) leaves it as
// written, with a warning that names the use.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// The token engine gives the same text; translating it again changes
// nothing.
// RUN: %exit 1,4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.token.cu
// RUN: %exit 0,1,4 %cuda2hip --engine token %t.hip.cu -o %t.again.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.again.cu
// HIP 6.3 with the opt-in _sync builtins: the same widening, compiled.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.63opt.cu -- -DHIP_ENABLE_WARP_SYNC_BUILTINS 2> /dev/null
// RUN: FileCheck --check-prefix=OPTIN %s < %t.63opt.cu
// RUN: %hip63-device -DHIP_ENABLE_WARP_SYNC_BUILTINS %t.63opt.cu
// RUN: %hip63-host -DHIP_ENABLE_WARP_SYNC_BUILTINS %t.63opt.cu
// HIP 6.3 without it: the mask-less __ballot (64-bit too) and the same
// widening. Not compiled: HIP 6.3 declares __activemask only with the
// opt-in macro, so warpSum's `__activemask()` stays CUDA's (warned).
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.63.cu 2> /dev/null
// RUN: FileCheck --check-prefix=HIP63 %s < %t.63.cu
// HIP 5.2: not widened (the rule is for HIP >= 6.2).
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> /dev/null
// RUN: FileCheck --check-prefix=HIP52 %s < %t.52.cu

#include <cuda_runtime.h>
#include <cstdint>

#define FULL_MASK 0xffffffff
const unsigned kFullWarp = 0xffffffffu;

// Stream compaction: one atomic per warp, the leader hands out the base.
__global__ void compact(const float *in, float *out, int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  bool keep = i < n && in[i] > 0.0f;
  // CHECK: {{^ *}}unsigned long long ballot = __ballot_sync(__activemask(), keep);
  // OPTIN: {{^ *}}unsigned long long ballot = __ballot_sync(__activemask(), keep);
  // HIP63: {{^ *}}unsigned long long ballot = __ballot(keep);
  // HIP52: {{^ *}}unsigned ballot = __ballot(keep);
  // DIAG: lane_mask_variables.cu:[[@LINE+1]]:12: note: 'ballot' holds the lane mask that '__ballot_sync' returns{{.*}}widened from 'unsigned' to 'unsigned long long'{{.*}}__popcll/__ffsll [cuda2hip-lane-mask-variable]
  unsigned ballot = __ballot_sync(FULL_MASK, keep);
  // CHECK: {{^ *}}int total = __popcll(ballot);
  // HIP52: {{^ *}}int total = __popc(ballot);
  int total = __popc(ballot);
  // CHECK: {{^ *}}int leader = __ffsll(ballot) - 1;
  int leader = __ffs(ballot) - 1;
  int base = 0;
  if (lane == leader)
    base = atomicAdd(count, total);
  // CHECK: {{^ *}}base = __shfl_sync(__activemask(), base, leader);
  base = __shfl_sync(kFullWarp, base, leader);
  if (keep)
    out[base + (i % total)] = in[i];
}

// A warp sum over the lanes that are active: the mask is the variable.
__device__ float warpSum(float v) {
  // CHECK: {{^ *}}const unsigned long long active = __activemask();
  // DIAG: lane_mask_variables.cu:[[@LINE+1]]:18: note: 'active' holds the lane mask that '__activemask' returns{{.*}}[cuda2hip-lane-mask-variable]
  const unsigned active = __activemask();
  for (int offset = 16; offset > 0; offset >>= 1)
    // CHECK: {{^ *}}v += __shfl_down_sync(active, v, offset);
    // OPTIN: {{^ *}}v += __shfl_down_sync(active, v, offset);
    // DIAG-NOT: lane_mask_variables.cu:[[@LINE+1]]{{.*}}lane-mask-widened
    v += __shfl_down_sync(active, v, offset);
  return v;
}

// Each lane that needs help is served by the whole warp in turn.
__global__ void serveRequests(const float *req, float *acc) {
  float v = req[threadIdx.x];
  bool needsWork = v > 1.0f;
  float sum = 0.0f;
  // CHECK: {{^ *}}unsigned long long pending = __ballot_sync(__activemask(), needsWork);
  std::uint32_t pending = __ballot_sync(FULL_MASK, needsWork);
  // CHECK: {{^ *}}while (pending) {
  while (pending) {
    // CHECK: {{^ *}}int src = __ffsll(pending) - 1;
    int src = __ffs(pending) - 1;
    // CHECK: {{^ *}}pending &= pending - 1;
    pending &= pending - 1;
    sum += __shfl_sync(FULL_MASK, v, src);
  }
  acc[threadIdx.x] = sum + warpSum(v);
}

// Uses that read 32 bits: left as written, with a warning that names them.
__global__ void votes(const int *in, unsigned *warpVotes, int *allSet) {
  int warp = threadIdx.x / warpSize;
  // CHECK: {{^ *}}unsigned v = __ballot_sync(__activemask(), in[threadIdx.x] > 0);
  // DIAG: lane_mask_variables.cu:[[@LINE+1]]:12: warning: 'v' keeps the lane mask that '__ballot_sync' returns in 32 bits ('unsigned'){{.*}}not widened because of its use as {{.*}}[cuda2hip-lane-mask-variable]
  unsigned v = __ballot_sync(FULL_MASK, in[threadIdx.x] > 0);
  if (threadIdx.x % warpSize == 0) {
    allSet[warp] = v == FULL_MASK;
    warpVotes[warp] = v;
  }
  // CHECK: {{^ *}}int s = __ballot_sync(__activemask(), in[threadIdx.x] < 0);
  // DIAG: lane_mask_variables.cu:[[@LINE+1]]:7: warning: 's' keeps the lane mask that '__ballot_sync' returns in a signed 32-bit 'int'{{.*}}[cuda2hip-lane-mask-variable]
  int s = __ballot_sync(FULL_MASK, in[threadIdx.x] < 0);
  // CHECK: {{^ *}}unsigned twice = __ballot_sync(__activemask(), in[threadIdx.x] == 2);
  // DIAG: lane_mask_variables.cu:[[@LINE+1]]:12: warning: 'twice' keeps{{.*}}its use as an argument of 'atomicOr'{{.*}}[cuda2hip-lane-mask-variable]
  unsigned twice = __ballot_sync(FULL_MASK, in[threadIdx.x] == 2);
  atomicOr(&warpVotes[warp], twice);
  if (s)
    allSet[warp] = -1;
}

int main() {
  float *in, *out;
  int *count;
  cudaMalloc(&in, 256 * sizeof(float));
  cudaMalloc(&out, 256 * sizeof(float));
  cudaMalloc(&count, sizeof(int));
  compact<<<1, 256>>>(in, out, count, 256);
  serveRequests<<<1, 256>>>(in, out);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  cudaFree(count);
  return 0;
}
