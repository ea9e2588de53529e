// histogram.cu - 256-bin byte histogram.
//
//  * per-block private histogram in __shared__ memory, updated with
//    atomicAdd on shared memory
//  * blocks merge into the global histogram with atomicAdd on global memory
//  * a naive global-atomics kernel for comparison
// Counts are exact integers and must equal the host histogram.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

#define NUM_BINS 256

__global__ void histogramShared(const unsigned char* data, int n, unsigned int* hist) {
  __shared__ unsigned int localHist[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) localHist[b] = 0;
  __syncthreads();

  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    atomicAdd(&localHist[data[i]], 1u);
  }
  __syncthreads();

  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    unsigned int c = localHist[b];
    if (c != 0) atomicAdd(&hist[b], c);
  }
}

__global__ void histogramGlobal(const unsigned char* data, int n, unsigned int* hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&hist[data[i]], 1u);
}

int main() {
  const int n = 1 << 23;  // 8 MiB of bytes
  std::vector<unsigned char> h(n);
  unsigned int seed = 7u;
  for (int i = 0; i < n; ++i) {
    // Skewed distribution: sum of two random bytes, folded to 0..255.
    unsigned int r = lcg_next(seed);
    h[i] = static_cast<unsigned char>(((r >> 24) + ((r >> 8) & 0xff)) / 2);
  }
  std::vector<unsigned int> ref(NUM_BINS, 0);
  for (int i = 0; i < n; ++i) ref[h[i]]++;

  unsigned char* dData;
  unsigned int *dHistA, *dHistB;
  CHECK_CUDA(hipMalloc(&dData, n));
  CHECK_CUDA(hipMalloc(&dHistA, NUM_BINS * sizeof(unsigned int)));
  CHECK_CUDA(hipMalloc(&dHistB, NUM_BINS * sizeof(unsigned int)));
  CHECK_CUDA(hipMemcpy(dData, h.data(), n, hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemset(dHistA, 0, NUM_BINS * sizeof(unsigned int)));
  CHECK_CUDA(hipMemset(dHistB, 0, NUM_BINS * sizeof(unsigned int)));

  histogramShared<<<240, 512>>>(dData, n, dHistA);
  CHECK_LAUNCH();
  histogramGlobal<<<(n + 255) / 256, 256>>>(dData, n, dHistB);
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());

  std::vector<unsigned int> hA(NUM_BINS), hB(NUM_BINS);
  CHECK_CUDA(hipMemcpy(hA.data(), dHistA, NUM_BINS * sizeof(unsigned int), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(hB.data(), dHistB, NUM_BINS * sizeof(unsigned int), hipMemcpyDeviceToHost));

  int badA = 0, badB = 0;
  unsigned long long total = 0, weighted = 0;
  int peakBin = 0;
  for (int b = 0; b < NUM_BINS; ++b) {
    badA += (hA[b] != ref[b]);
    badB += (hB[b] != ref[b]);
    total += hA[b];
    weighted += static_cast<unsigned long long>(hA[b]) * b;
    if (hA[b] > hA[peakBin]) peakBin = b;
  }
  std::printf("total = %llu (n = %d)\n", total, n);
  std::printf("bin[0] = %u, bin[64] = %u, bin[128] = %u, bin[255] = %u\n", hA[0], hA[64], hA[128],
              hA[255]);
  std::printf("peak bin = %d (%u)\n", peakBin, hA[peakBin]);
  std::printf("weighted sum = %llu\n", weighted);
  std::printf("mismatching bins: shared=%d global=%d\n", badA, badB);

  CHECK_CUDA(hipFree(dData));
  CHECK_CUDA(hipFree(dHistA));
  CHECK_CUDA(hipFree(dHistB));
  return report_result(badA == 0 && badB == 0 && total == static_cast<unsigned long long>(n));
}
