// --engine token translates without parsing (clang's lexer and the name
// tables only): calls, types, enumerators, macros, includes and launches are
// rewritten as with the AST engine; the exit status says the token engine ran.
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 4 %cuda2hip --hip-version 6.3 --engine token %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
#include <cstdio>
#include <cuda_runtime.h>

__constant__ float scale[4];

__global__ void mul(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= scale[i % 4];
}

int main() {
  const int n = 1024;
  float *d = nullptr;
  float h[4] = {1, 2, 3, 4};
  // CHECK: {{^ *}}hipStream_t s;
  cudaStream_t s;
  // CHECK: {{^ *}}hipStreamCreateWithFlags(&s, hipStreamNonBlocking);
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  // CHECK: {{^ *}}hipMemcpyToSymbol(HIP_SYMBOL(scale), h, sizeof(h));
  cudaMemcpyToSymbol(scale, h, sizeof(h));
  // CHECK: {{^ *}}hipError_t err = hipMallocAsync(&d, n * sizeof(float), s);
  cudaError_t err = cudaMallocAsync(&d, n * sizeof(float), s);
  // CHECK: {{^ *}}if (err != hipSuccess) std::printf("%s\n", hipGetErrorString(err));
  if (err != cudaSuccess) std::printf("%s\n", cudaGetErrorString(err));
  // CHECK: {{^ *}}mul<<<n / 256, 256, 0, s>>>(d, n);
  mul<<<n / 256, 256, 0, s>>>(d, n);
  // CHECK: {{^ *}}hipFreeAsync(d, s);
  cudaFreeAsync(d, s);
  // CHECK: {{^ *}}hipStreamSynchronize(s);
  cudaStreamSynchronize(s);
  // CHECK: {{^ *}}hipStreamDestroy(s);
  cudaStreamDestroy(s);
  return 0;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
