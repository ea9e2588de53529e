// Translating a translation changes nothing: the output includes HIP headers,
// is parsed as HIP, and the second run exits 0 with identical text.
// RUN: %cuda2hip --launch-syntax hip %s -o %t.1.cu
// RUN: %cuda2hip --launch-syntax hip %t.1.cu -o %t.2.cu 2> %t.2.err
// RUN: diff %t.1.cu %t.2.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.2.err
// RUN: %cuda2hip %t.1.cu -o %t.3.cu
// RUN: diff %t.1.cu %t.3.cu
// RUN: %hip-device %t.2.cu
// RUN: %hip-host %t.2.cu

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cstdio>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) std::puts(cudaGetErrorString(e)); } while (0)

__constant__ int offsets[8];

template <typename T> __global__ void shift(T *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += offsets[i % 8];
}

int main() {
  int h[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  float *d = nullptr;
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  CHECK(cudaMemcpyToSymbol(offsets, h, sizeof(h)));
  CHECK(cudaMalloc(&d, 1024 * sizeof(float)));
  shift<float><<<4, 256, 0, s>>>(d, 1024);
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaFree(d));
  return 0;
}

// QUIET-NOT: warning
