// CUB's warp-transposing block load/store (BLOCK_LOAD_WARP_TRANSPOSE,
// BLOCK_STORE_WARP_TRANSPOSE and the _TIMESLICED forms) become hipCUB's,
// which rocPRIM implements for blocks whose size is a multiple of the
// wavefront size only (64 on gfx942: a static assertion). CUDA's warps are
// 32 wide, so a 32-thread block that compiled with CUB would fail here.
// Where the block size is written in the same BlockLoad/BlockStore argument
// list, the translation keeps the algorithm for whole wavefronts and takes
// the plain transpose otherwise (each thread gets the same items): a
// template parameter gets a constant choice, a number is decided here. This
// file instantiates the tile copy with 128 and with 32 threads (ROCm 6.3.3's
// hipCUB).
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
#include <cub/cub.cuh>

template <int THREADS, int ITEMS>
__global__ void scale_tiles(const float *in, float *out, float s) {
  // DIAG: cub_warp_transpose_wave64.cu:[[@LINE+2]]:59: note: 'cub::BLOCK_LOAD_WARP_TRANSPOSE' became a choice by block size: 'hipcub::BLOCK_LOAD_WARP_TRANSPOSE' where (THREADS) is a multiple of the wavefront size (64 on gfx942), which rocPRIM's warp transpose needs, else 'hipcub::BLOCK_LOAD_TRANSPOSE', which gives each thread the same items [cuda2hip-wave-size-choice]
  // CHECK: {{^}}  using Load = hipcub::BlockLoad<float, THREADS, ITEMS, ((THREADS) % 64 == 0 ? hipcub::BLOCK_LOAD_WARP_TRANSPOSE : hipcub::BLOCK_LOAD_TRANSPOSE)>;
  using Load = cub::BlockLoad<float, THREADS, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  // DIAG: cub_warp_transpose_wave64.cu:[[@LINE+2]]:61: note: 'cub::BLOCK_STORE_WARP_TRANSPOSE' became a choice by block size
  // CHECK: {{^}}  using Store = hipcub::BlockStore<float, THREADS, ITEMS, ((THREADS) % 64 == 0 ? hipcub::BLOCK_STORE_WARP_TRANSPOSE : hipcub::BLOCK_STORE_TRANSPOSE)>;
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

// One warp of CUDA threads, written as a number: the plain transpose.
__global__ void copy_warp_tiles(const int *in, int *out) {
  // DIAG: cub_warp_transpose_wave64.cu:[[@LINE+2]]:43: note: 'cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED' became 'hipcub::BLOCK_LOAD_TRANSPOSE': the block has 32 threads, not a multiple of the wavefront size (64 on gfx942), which rocPRIM's warp transpose needs; the plain transpose gives each thread the same items [cuda2hip-wave-size-choice]
  // CHECK: {{^}}  typedef hipcub::BlockLoad<int, 32, 8, hipcub::BLOCK_LOAD_TRANSPOSE> WarpLoad;
  typedef cub::BlockLoad<int, 32, 8, cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED> WarpLoad;
  __shared__ typename WarpLoad::TempStorage tmp;
  int v[8];
  WarpLoad(tmp).Load(in + blockIdx.x * 256, v);
  for (int i = 0; i < 8; ++i) out[blockIdx.x * 256 + threadIdx.x * 8 + i] = v[i];
}

// Two wavefronts (64 x 2): hipCUB's own algorithm compiles; nothing to say.
// CHECK: {{^}}using Wide = hipcub::BlockStore<double, 64, 2, hipcub::BLOCK_STORE_WARP_TRANSPOSE, 2>;
using Wide = cub::BlockStore<double, 64, 2, cub::BLOCK_STORE_WARP_TRANSPOSE, 2>;

void scale(const float *in, float *out, float s, int tiles) {
  scale_tiles<128, 4><<<tiles, 128>>>(in, out, s);
  scale_tiles<32, 4><<<tiles, 32>>>(in, out, s);
}
// DIAG-NOT: warning:
