// scan.cu - inclusive prefix sum of 1M integers in three phases:
//   1. scanBlocks : each block scans its chunk (warp-shuffle scan with
//                   __shfl_up_sync, then a scan of the per-warp totals) and
//                   writes the chunk total
//   2. scanTotals : one block scans the chunk totals (several per thread)
//   3. addOffsets : every chunk adds the total of all previous chunks
//
// The warp-level code uses the built-in warpSize for lane / warp arithmetic,
// so it is correct for 32- and 64-wide warps (the block size must be a
// multiple of warpSize and at most 32 warps). Exact integer result.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

#define BLOCK 512
#define MAX_WARPS 32

// Inclusive scan of one value per thread across the block. Returns the
// thread's inclusive prefix; *blockTotal receives the sum over the block.
__device__ int blockInclusiveScan(int v, int* blockTotal) {
  __shared__ int warpTotals[MAX_WARPS];
  const int lane = threadIdx.x % warpSize;
  const int wid = threadIdx.x / warpSize;
  const int numWarps = (blockDim.x + warpSize - 1) / warpSize;

  for (int d = 1; d < warpSize; d *= 2) {
    int t = __shfl_up(v, d);
    if (lane >= d) v += t;
  }
  if (lane == warpSize - 1) warpTotals[wid] = v;
  __syncthreads();

  if (wid == 0) {
    int w = (lane < numWarps) ? warpTotals[lane] : 0;
    for (int d = 1; d < warpSize; d *= 2) {
      int t = __shfl_up(w, d);
      if (lane >= d) w += t;
    }
    if (lane < numWarps) warpTotals[lane] = w;
  }
  __syncthreads();

  if (wid > 0) v += warpTotals[wid - 1];
  if (blockTotal != nullptr && threadIdx.x == blockDim.x - 1) *blockTotal = v;
  __syncthreads();  // warpTotals may be reused by the next call
  return v;
}

__global__ void scanBlocks(const int* in, int* out, int* chunkTotals, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = (i < n) ? in[i] : 0;
  v = blockInclusiveScan(v, &chunkTotals[blockIdx.x]);
  if (i < n) out[i] = v;
}

// Single block; each thread owns a contiguous run of `per` totals.
__global__ void scanTotals(int* totals, int count) {
  const int per = (count + blockDim.x - 1) / blockDim.x;
  const int begin = threadIdx.x * per;
  const int end = min(begin + per, count);
  int local = 0;
  for (int i = begin; i < end; ++i) local += totals[i];
  int prefix = blockInclusiveScan(local, nullptr) - local;  // exclusive
  for (int i = begin; i < end; ++i) {
    prefix += totals[i];
    totals[i] = prefix;
  }
}

__global__ void addOffsets(int* out, const int* scannedTotals, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x > 0 && i < n) out[i] += scannedTotals[blockIdx.x - 1];
}

int main() {
  const int n = (1 << 20) + 12345;  // not a multiple of the block size
  const int numChunks = (n + BLOCK - 1) / BLOCK;
  std::vector<int> h(n), ref(n), got(n);
  unsigned int seed = 99u;
  long long run = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = static_cast<int>((lcg_next(seed) >> 20) % 10);
    run += h[i];
    ref[i] = static_cast<int>(run);
  }

  int *dIn, *dOut, *dTotals;
  CHECK_CUDA(hipMalloc(&dIn, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dOut, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dTotals, numChunks * sizeof(int)));
  CHECK_CUDA(hipMemcpy(dIn, h.data(), n * sizeof(int), hipMemcpyHostToDevice));

  scanBlocks<<<numChunks, BLOCK>>>(dIn, dOut, dTotals, n);
  CHECK_LAUNCH();
  scanTotals<<<1, 1024>>>(dTotals, numChunks);
  CHECK_LAUNCH();
  addOffsets<<<numChunks, BLOCK>>>(dOut, dTotals, n);
  CHECK_LAUNCH();
  CHECK_CUDA(hipMemcpy(got.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    if (got[i] != ref[i]) {
      if (bad < 5) std::printf("mismatch at %d: %d vs %d\n", i, got[i], ref[i]);
      ++bad;
    }
  }
  std::printf("n = %d, chunks = %d\n", n, numChunks);
  std::printf("scan[0] = %d, scan[%d] = %d, scan[n-1] = %d\n", got[0], BLOCK, got[BLOCK],
              got[n - 1]);
  std::printf("mismatches = %d\n", bad);

  CHECK_CUDA(hipFree(dIn));
  CHECK_CUDA(hipFree(dOut));
  CHECK_CUDA(hipFree(dTotals));
  return report_result(bad == 0);
}
