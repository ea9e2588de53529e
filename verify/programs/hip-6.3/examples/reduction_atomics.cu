// reduction_atomics.cu - sum of 4M integers, two ways:
//
//  * reduceShared : grid-stride accumulate, tree reduction in __shared__
//                   memory, then one atomicAdd per block into a global result.
//  * reduceWarp   : warp-shuffle reduction with __shfl_down_sync.
//
// Both results (and a 64-bit unsigned atomicAdd variant) are compared with the
// exact host sum.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

#define BLOCK 256

__global__ void reduceShared(const int* in, int n, int* result) {
  __shared__ int sdata[BLOCK];
  int tid = threadIdx.x;
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x) {
    sum += in[i];
  }
  sdata[tid] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(result, sdata[0]);
}

// WARP-SIZE HAZARD (deliberate): this kernel uses the classic 32-lane idiom -
// a hard-coded full mask 0xffffffff, lane = tid & 31, warp = tid / 32 and
// shuffle offsets 16, 8, 4, 2, 1. It is kept on purpose as a test case for a
// later cuda2hip lint that flags code assuming warpSize == 32 (AMD wavefronts
// are 64 lanes wide). Do not "fix" it; the other examples use warpSize.
__global__ void reduceWarp(const int* in, int n, int* result) {
  __shared__ int warpSums[BLOCK / 32];
  int tid = threadIdx.x;
  int lane = tid & 31;
  int warp = tid / 32;

  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x) {
    sum += in[i];
  }
  for (int offset = 16; offset > 0; offset >>= 1) {
    sum += __shfl_down(sum, offset);
  }
  if (lane == 0) warpSums[warp] = sum;
  __syncthreads();

  if (warp == 0) {
    sum = (lane < BLOCK / 32) ? warpSums[lane] : 0;
    for (int offset = 16; offset > 0; offset >>= 1) {
      sum += __shfl_down(sum, offset);
    }
    if (lane == 0) atomicAdd(result, sum);
  }
}

// 64-bit accumulation of squares with the unsigned long long atomicAdd overload.
__global__ void sumSquares64(const int* in, int n, unsigned long long* result) {
  __shared__ unsigned long long sdata[BLOCK];
  int tid = threadIdx.x;
  unsigned long long acc = 0;
  for (int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x) {
    long long v = in[i];
    acc += static_cast<unsigned long long>(v * v);
  }
  sdata[tid] = acc;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) atomicAdd(result, sdata[0]);
}

int main() {
  const int n = 1 << 22;
  std::vector<int> h(n);
  unsigned int seed = 12345u;
  long long refSum = 0;
  unsigned long long refSq = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = static_cast<int>((lcg_next(seed) >> 16) % 201) - 100;  // [-100, 100]
    refSum += h[i];
    refSq += static_cast<unsigned long long>(static_cast<long long>(h[i]) * h[i]);
  }

  int* dIn;
  int* dRes;
  unsigned long long* dSq;
  CHECK_CUDA(hipMalloc(&dIn, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dRes, 2 * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dSq, sizeof(unsigned long long)));
  CHECK_CUDA(hipMemcpy(dIn, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemset(dRes, 0, 2 * sizeof(int)));
  CHECK_CUDA(hipMemset(dSq, 0, sizeof(unsigned long long)));

  const int blocks = 480;
  reduceShared<<<blocks, BLOCK>>>(dIn, n, dRes);
  CHECK_LAUNCH();
  reduceWarp<<<blocks, BLOCK>>>(dIn, n, dRes + 1);
  CHECK_LAUNCH();
  sumSquares64<<<blocks, BLOCK>>>(dIn, n, dSq);
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());

  int hRes[2];
  unsigned long long hSq = 0;
  CHECK_CUDA(hipMemcpy(hRes, dRes, sizeof(hRes), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(&hSq, dSq, sizeof(hSq), hipMemcpyDeviceToHost));

  std::printf("host sum         = %lld\n", refSum);
  std::printf("shared-mem sum   = %d\n", hRes[0]);
  std::printf("warp-shuffle sum = %d\n", hRes[1]);
  std::printf("sum of squares   = %llu (host %llu)\n", hSq, refSq);

  bool ok = (hRes[0] == refSum) && (hRes[1] == refSum) && (hSq == refSq);

  CHECK_CUDA(hipFree(dIn));
  CHECK_CUDA(hipFree(dRes));
  CHECK_CUDA(hipFree(dSq));
  return report_result(ok);
}
