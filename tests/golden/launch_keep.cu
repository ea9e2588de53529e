// By default kernel launches keep the <<<>>> syntax, which hip-clang
// compiles; only CUDA names inside the configuration are renamed.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

template <int BLOCK> __global__ void sum(const float *in, float *out) {
  __shared__ float s[BLOCK];
  s[threadIdx.x] = in[blockIdx.x * BLOCK + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}

__global__ void touch() {}

void run(const float *in, float *out, int blocks, cudaStream_t s) {
  // CHECK: {{^ *}}sum<256><<<blocks, 256>>>(in, out);
  sum<256><<<blocks, 256>>>(in, out);
  // CHECK: {{^ *}}sum<128><<<dim3(blocks, 1, 1), dim3(128), 0, s>>>(in, out);
  sum<128><<<dim3(blocks, 1, 1), dim3(128), 0, s>>>(in, out);
  // CHECK: {{^ *}}touch<<<1, 1, 0, hipStreamPerThread>>>();
  touch<<<1, 1, 0, cudaStreamPerThread>>>();
  // CHECK: {{^ *}}touch<<<1, 1>>>();
  touch<<<1, 1>>>();
}
