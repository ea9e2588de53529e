// The kernels of vecops and their host wrappers.
#include "vecops.h"

#include <cuda_runtime.h>

namespace {

cudaError_t Last = cudaSuccess;

#define VECOPS_CHECK(call)                                                     \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      Last = err_;                                                             \
      return false;                                                            \
    }                                                                          \
  } while (0)

__global__ void saxpyKernel(float a, const float *x, float *y, size_t n) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

/// Each block adds up its part in shared memory; block sums go to partial[].
__global__ void blockSumKernel(const float *x, size_t n, float *partial) {
  extern __shared__ float s[];
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  s[threadIdx.x] = i < n ? x[i] : 0.0f;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s[0];
}

constexpr unsigned Threads = 256;

unsigned blocksFor(size_t n) { return unsigned((n + Threads - 1) / Threads); }

} // namespace

bool vecops::saxpy(float a, const float *x, float *y, std::size_t n) {
  float *dx = nullptr, *dy = nullptr;
  VECOPS_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  VECOPS_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  VECOPS_CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  VECOPS_CHECK(cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice));
  saxpyKernel<<<blocksFor(n), Threads>>>(a, dx, dy, n);
  VECOPS_CHECK(cudaGetLastError());
  VECOPS_CHECK(cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost));
  VECOPS_CHECK(cudaFree(dx));
  VECOPS_CHECK(cudaFree(dy));
  return true;
}

bool vecops::sum(const float *x, std::size_t n, double *out) {
  unsigned Blocks = blocksFor(n);
  float *dx = nullptr, *dpartial = nullptr;
  VECOPS_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  VECOPS_CHECK(cudaMalloc(&dpartial, Blocks * sizeof(float)));
  VECOPS_CHECK(cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice));
  blockSumKernel<<<Blocks, Threads, Threads * sizeof(float)>>>(dx, n, dpartial);
  VECOPS_CHECK(cudaGetLastError());
  float *partial = new float[Blocks];
  VECOPS_CHECK(cudaMemcpy(partial, dpartial, Blocks * sizeof(float),
                          cudaMemcpyDeviceToHost));
  double total = 0;
  for (unsigned b = 0; b < Blocks; ++b)
    total += partial[b];
  delete[] partial;
  *out = total;
  VECOPS_CHECK(cudaFree(dx));
  VECOPS_CHECK(cudaFree(dpartial));
  return true;
}

const char *vecops::lastError() { return cudaGetErrorString(Last); }
