// CUB's warp-transposing block load/store (BLOCK_LOAD_WARP_TRANSPOSE,
// BLOCK_STORE_WARP_TRANSPOSE and the _TIMESLICED forms) become hipCUB's,
// which rocPRIM implements for blocks whose size is a multiple of the
// wavefront size only (64 on gfx942: a static assertion). CUDA's warps are
// 32 wide, so a 32-thread block that compiled with CUB fails here: each use
// gets a needs-review warning at its place saying what to write (the
// non-warp transpose, or a multiple of 64 threads). This tile copy uses 128
// threads, so it compiles (ROCm 6.3.3's hipCUB).
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
#include <cub/cub.cuh>

template <int THREADS, int ITEMS>
__global__ void scale_tiles(const float *in, float *out, float s) {
  // DIAG: cub_warp_transpose_wave64.cu:[[@LINE+2]]:59: warning: 'cub::BLOCK_LOAD_WARP_TRANSPOSE' became 'hipcub::BLOCK_LOAD_WARP_TRANSPOSE': rocPRIM's warp-transposing block load needs a block size that is a multiple of the wavefront size (64 on gfx942), or its static assertion fails at compile time: for blocks of 32 threads (or any size not a multiple of 64) use hipcub::BLOCK_LOAD_TRANSPOSE, or launch a multiple of 64 threads [cuda2hip-needs-review]
  // CHECK: {{^}}  using Load = hipcub::BlockLoad<float, THREADS, ITEMS, hipcub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Load = cub::BlockLoad<float, THREADS, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  // DIAG: cub_warp_transpose_wave64.cu:[[@LINE+1]]:61: warning: 'cub::BLOCK_STORE_WARP_TRANSPOSE' became 'hipcub::BLOCK_STORE_WARP_TRANSPOSE': {{.*}} use hipcub::BLOCK_STORE_TRANSPOSE, or launch a multiple of 64 threads [cuda2hip-needs-review]
  using Store = cub::BlockStore<float, THREADS, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } tmp;
  float v[ITEMS];
  int base = blockIdx.x * THREADS * ITEMS;
  Load(tmp.load).Load(in + base, v);
  __syncthreads();
#pragma unroll
  for (int i = 0; i < ITEMS; ++i) v[i] *= s;
  Store(tmp.store).Store(out + base, v);
}

void scale(const float *in, float *out, float s, int tiles) {
  scale_tiles<128, 4><<<tiles, 128>>>(in, out, s);
}
// DIAG-NOT: warning:
