// cooperative_groups::memcpy_async, wait and wait_prior, and meta_group_rank/
// meta_group_size. ROCm 7.13 has memcpy_async (hip/cooperative_groups/
// memcpy_async.h, a copy that completes before it returns), 6.3.3 none; no
// HIP has wait/wait_prior. Below 7.13 (6.3, the default 7.0) the #include
// line goes and the file gets a copy strided over the group; at every target
// wait/wait_prior become the group's sync(). meta_group_* are HIP's (5.7).
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.err
// RUN: FileCheck %s < %t.v63.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// The default target (7.0) gets the helper too; ROCm 7.13's headers take
// its HIP branch.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 7.13 %s -o %t.v713.cu
// RUN: FileCheck --check-prefix=V713 %s < %t.v713.cu
// RUN: %hip-device %t.v713.cu
// RUN: %hip-host %t.v713.cu
// Translating the translation adds nothing (this machine's HIP 5.2 headers
// lack meta_group_rank, so that parse falls back to the token engine).
// RUN: %exit 4 %cuda2hip --hip-version 6.3 %t.v63.cu -o %t.again.cu 2> /dev/null
// RUN: diff %t.v63.cu %t.again.cu

// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>
// CHECK-NOT: {{^}}#include <cooperative_groups/memcpy_async.h>
// CHECK: {{^}}// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
// CHECK: {{^}}#define CUDA2HIP_HELPER_cg_wait
// CHECK: {{^}}#define CUDA2HIP_HELPER_cg_memcpy_async
// CHECK: {{^}}#if __has_include(<hip/cooperative_groups/memcpy_async.h>)
// V713: {{^}}#include <hip/cooperative_groups/memcpy_async.h>
// V713: {{^}}#define CUDA2HIP_HELPER_cg_wait
// V713-NOT: CUDA2HIP_HELPER_cg_memcpy_async
#include <cooperative_groups.h>
// DIAG: cg_memcpy_async_supplied.cu:[[@LINE+1]]:{{.*}} note: <cooperative_groups/memcpy_async.h> is not in the target HIP: the line is dropped
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

#define TILE 256

// A 1-D three-point stencil: each block stages its tile (with halo) in
// shared memory through the group copy, then waits.
__global__ void stencil3(const float *in, float *out, int n) {
  __shared__ float tile[TILE + 2];
  cg::thread_block block = cg::this_thread_block();
  int base = blockIdx.x * TILE;
  int count = min(TILE + 2, n + 2 - base);
  // DIAG: cg_memcpy_async_supplied.cu:[[@LINE+2]]:{{.*}} note: 'cooperative_groups::memcpy_async' is not in the target HIP: the translation defines it
  // CHECK: {{^}}  cg::memcpy_async(block, tile, in + base, sizeof(float) * count);
  cg::memcpy_async(block, tile, in + base, sizeof(float) * count);
  // DIAG: cg_memcpy_async_supplied.cu:[[@LINE+2]]:{{.*}} note: 'cooperative_groups::wait' is not in the target HIP: the translation defines it
  // CHECK: {{^}}  cg::wait(block);
  cg::wait(block);
  int i = threadIdx.x;
  if (base + i < n)
    out[base + i] = 0.25f * tile[i] + 0.5f * tile[i + 1] + 0.25f * tile[i + 2];
}

// Row sums of a matrix, double-buffered: the next chunk is requested before
// the current one is summed; wait_prior<1> waits for all but the latest.
__global__ void rowSums(const float *m, float *sums, int cols) {
  __shared__ float buf[2][TILE];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const float *row = m + (size_t)blockIdx.x * cols;
  int chunks = cols / TILE;
  cg::memcpy_async(block, buf[0], TILE, row, TILE);
  float acc = 0.f;
  for (int c = 0; c < chunks; ++c) {
    if (c + 1 < chunks) {
      cg::memcpy_async(block, buf[(c + 1) & 1], row + (c + 1) * TILE, sizeof(float) * TILE);
      cg::wait_prior<1>(block);
    } else {
      cg::wait(block);
    }
    acc += buf[c & 1][threadIdx.x];
    block.sync();
  }
  for (int o = 16; o > 0; o /= 2)
    acc += warp.shfl_down(acc, o);
  __shared__ float partial[TILE / 32];
  // CHECK: {{^}}  if (warp.thread_rank() == 0) partial[warp.meta_group_rank()] = acc;
  if (warp.thread_rank() == 0) partial[warp.meta_group_rank()] = acc;
  block.sync();
  if (threadIdx.x == 0) {
    float s = 0.f;
    for (unsigned w = 0; w < warp.meta_group_size(); ++w)
      s += partial[w];
    sums[blockIdx.x] = s;
  }
}

int main() {
  float *in, *out;
  cudaMalloc(&in, (1 << 20) * sizeof(float));
  cudaMalloc(&out, (1 << 20) * sizeof(float));
  stencil3<<<(1 << 20) / TILE, TILE>>>(in, out, 1 << 20);
  rowSums<<<1024, TILE>>>(in, out, 1024);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
