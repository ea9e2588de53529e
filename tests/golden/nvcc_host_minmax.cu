// Host code calling min/max: nvcc's math_functions.hpp declares them
// __host__ __device__, clang 19's CUDA headers only __device__. The nvcc
// compatibility declarations make the file parse (AST engine: no exit 4);
// HIP declares them for the host too, so the result compiles for gfx942.
// RUN: %exit 0,1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// DIAG-NOT: token engine
// DIAG-NOT: parse-error

#include <cstdio>
#include <cuda_runtime.h>

__global__ void clampKernel(int *v, int lo, int hi, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = min(max(v[i], lo), hi);
}

int main(int argc, char **argv) {
  int n = max(argc * 1000, 256);
  unsigned blocks = min((n + 255u) / 256u, 1024u);
  float scale = max(1.0f, argc / 2.0f);
  double eps = min(1e-6, 1.0 / n);
  int *v;
  cudaMalloc(&v, n * sizeof(int));
  // CHECK: {{^ *}}clampKernel<<<blocks, 256>>>(v, 0, 100, n);
  clampKernel<<<blocks, 256>>>(v, 0, 100, n);
  cudaDeviceSynchronize();
  printf("%d %u %f %g\n", n, blocks, scale, eps);
  cudaFree(v);
  return 0;
}
