// Cooperative groups: <cooperative_groups.h> -> <hip/hip_cooperative_groups.h>;
// the namespace, the `cg` alias, thread_block and tiled_partition keep their
// names; num_threads() becomes size().
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>

// CHECK: {{^}}namespace cg = cooperative_groups;
namespace cg = cooperative_groups;

__device__ float tileSum(cg::thread_block_tile<32> tile, float v) {
  // CHECK: {{^ *}}for (int o = tile.size() / 2; o > 0; o /= 2)
  for (int o = tile.num_threads() / 2; o > 0; o /= 2)
    // CHECK: {{^ *}}v += tile.shfl_down(v, o);
    v += tile.shfl_down(v, o);
  return v;
}

__global__ void blockSum(const float *in, float *out, int n) {
  // CHECK: {{^ *}}cg::thread_block block = cg::this_thread_block();
  cg::thread_block block = cg::this_thread_block();
  // CHECK: {{^ *}}cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + block.thread_rank();
  float v = tileSum(tile, i < n ? in[i] : 0.0f);
  if (tile.thread_rank() == 0) partial[block.thread_rank() / 32] = v;
  // CHECK: {{^ *}}block.sync();
  block.sync();
  // CHECK: {{^ *}}if (block.thread_rank() == 0) {
  if (block.thread_rank() == 0) {
    float s = 0.0f;
    // CHECK: {{^ *}}for (unsigned t = 0; t < block.size() / 32; ++t) s += partial[t];
    for (unsigned t = 0; t < block.num_threads() / 32; ++t) s += partial[t];
    out[blockIdx.x] = s;
  }
  // CHECK: {{^ *}}cooperative_groups::sync(block);
  cooperative_groups::sync(block);
}
