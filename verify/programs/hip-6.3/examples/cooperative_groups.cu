// cooperative_groups.cu - block and tile groups from cooperative_groups.
//
//  * namespace alias  namespace cg = cooperative_groups;
//  * cg::this_thread_block(), block.sync(), block.thread_rank(), block.size()
//  * cg::tiled_partition<32>(block) -> cg::thread_block_tile<32>, reduced
//    with tile.shfl_down() (a tile of 32 is legal on 64-wide wavefronts too)
//  * a runtime-sized cg::tiled_partition(block, 16) -> cg::thread_group used
//    for a per-group sync + shared-memory reduction
//  * a __device__ helper taking a cg::thread_block_tile<32> by value
//
// Integer sums only, compared exactly with the host.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include <hip/hip_cooperative_groups.h>
#include "common/check.cuh"

namespace cg = cooperative_groups;

#define BLOCK 256
#define TILE 32

__device__ int tileSum(cg::thread_block_tile<TILE> tile, int v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) {
    v += tile.shfl_down(v, offset);
  }
  return v;  // valid in tile.thread_rank() == 0
}

// Sum of all elements: tile reduction, then the tile leaders' partial sums
// are combined through shared memory by the first tile.
__global__ void blockTileSum(const int* in, int n, int* result) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
  __shared__ int partial[BLOCK / TILE];

  int sum = 0;
  for (int i = blockIdx.x * block.size() + block.thread_rank(); i < n; i += gridDim.x * block.size()) {
    sum += in[i];
  }
  sum = tileSum(tile, sum);
  const int tileId = block.thread_rank() / TILE;
  if (tile.thread_rank() == 0) partial[tileId] = sum;
  block.sync();

  if (tileId == 0) {
    const int nTiles = block.size() / TILE;
    int v = (static_cast<int>(tile.thread_rank()) < nTiles) ? partial[tile.thread_rank()] : 0;
    v = tileSum(tile, v);
    if (tile.thread_rank() == 0) atomicAdd(result, v);
  }
}

// Per-group (16 threads) maximum via a dynamically partitioned thread_group.
// out has one entry per 16-element group of the input.
__global__ void groupMax16(const int* in, int* out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group g16 = cg::tiled_partition(block, 16);
  __shared__ int buf[BLOCK];

  const int gi = blockIdx.x * blockDim.x + threadIdx.x;
  const int r = block.thread_rank();
  buf[r] = (gi < n) ? in[gi] : -2147483647;
  g16.sync();
  const int base = r - static_cast<int>(g16.thread_rank());
  for (int stride = g16.size() / 2; stride > 0; stride /= 2) {
    int other = -2147483647;
    if (g16.thread_rank() < static_cast<unsigned>(stride)) other = buf[r + stride];
    g16.sync();
    if (g16.thread_rank() < static_cast<unsigned>(stride) && other > buf[r]) buf[r] = other;
    g16.sync();
  }
  if (g16.thread_rank() == 0 && gi < n) out[gi / 16] = buf[base];
}

int main() {
  const int n = 1 << 20;
  std::vector<int> h(n);
  unsigned int seed = 2024u;
  long long ref = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = static_cast<int>((lcg_next(seed) >> 8) % 2001) - 1000;
    ref += h[i];
  }
  const int nGroups = n / 16;
  std::vector<int> refMax(nGroups);
  for (int g = 0; g < nGroups; ++g) {
    int m = h[g * 16];
    for (int k = 1; k < 16; ++k) m = h[g * 16 + k] > m ? h[g * 16 + k] : m;
    refMax[g] = m;
  }

  int *dIn, *dSum, *dMax;
  CHECK_CUDA(hipMalloc(&dIn, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dSum, sizeof(int)));
  CHECK_CUDA(hipMalloc(&dMax, nGroups * sizeof(int)));
  CHECK_CUDA(hipMemcpy(dIn, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemset(dSum, 0, sizeof(int)));

  blockTileSum<<<256, BLOCK>>>(dIn, n, dSum);
  CHECK_LAUNCH();
  groupMax16<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(dIn, dMax, n);
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());

  int hSum = 0;
  std::vector<int> hMax(nGroups);
  CHECK_CUDA(hipMemcpy(&hSum, dSum, sizeof(int), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(hMax.data(), dMax, nGroups * sizeof(int), hipMemcpyDeviceToHost));

  int badMax = 0;
  long long maxChecksum = 0;
  for (int g = 0; g < nGroups; ++g) {
    badMax += (hMax[g] != refMax[g]);
    maxChecksum += hMax[g];
  }
  std::printf("tile-reduced sum = %d (host %lld)\n", hSum, ref);
  std::printf("group-max checksum = %lld, mismatches = %d\n", maxChecksum, badMax);

  CHECK_CUDA(hipFree(dIn));
  CHECK_CUDA(hipFree(dSum));
  CHECK_CUDA(hipFree(dMax));
  return report_result(hSum == ref && badMax == 0);
}
