// __grid_constant__ (CUDA 11.7) has no HIP spelling: a const by-value kernel
// parameter is read-only on HIP anyway, so the annotation is removed and the
// kernel compiles for gfx942 (ROCm 7.13 and 6.3.3).
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
#include <cuda_runtime.h>

struct Params {
  float scale;
  int n;
};

// CHECK: {{^}}__global__ void scale(const {{ *}}Params p, float *x) {
__global__ void scale(const __grid_constant__ Params p, float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    x[i] *= p.scale;
}

int main() {
  float *x;
  cudaMalloc(&x, 256 * sizeof(float));
  scale<<<1, 256>>>(Params{2.0f, 256}, x);
  cudaFree(x);
  return 0;
}
