// Casts between bfloat16 and half (a checkpoint stored in bfloat16 loaded
// into an fp16 inference engine, and fp16 gradients kept in bfloat16), and
// a token count converted to bfloat16. CUDA converts with one explicit
// constructor; HIP's __hip_bfloat16 and __half convert through several
// operators, so the same casts are ambiguous after translation, in the
// template as instantiated too. They become cuda2hip_convert<To>(x), which
// the file gets (docs/helpers.md); other instantiations cast as before.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.err
// RUN: FileCheck %s < %t.v63.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// Translating the translation adds nothing (this machine's HIP 5.2 has no
// hip_bf16.h, so that parse falls back to the token engine).
// RUN: %exit 4 %cuda2hip --hip-version 6.3 %t.v63.cu -o %t.again.cu 2> /dev/null
// RUN: diff %t.v63.cu %t.again.cu

// CHECK: {{^}}#define CUDA2HIP_HELPER_cuda2hip_convert
// CHECK: {{^}}template <> struct conv<__half, __hip_bfloat16> {
// DIAG-DAG: [[@LINE+16]]:{{[0-9]+}}: note: '__nv_bfloat16' to '__half': {{.*}} [cuda2hip-conversion-helper]
// DIAG-DAG: [[@LINE+23]]:{{[0-9]+}}: note: '__half' to '__nv_bfloat16': {{.*}} [cuda2hip-conversion-helper]
// DIAG-DAG: [[@LINE+31]]:{{[0-9]+}}: note: 'long long' to '__nv_bfloat16': {{.*}} [cuda2hip-conversion-helper]
// DIAG-DAG: [[@LINE+39]]:{{[0-9]+}}: note: '__nv_bfloat16' to '__half': {{.*}} [cuda2hip-conversion-helper]
// DIAG-NOT: conversion-helper
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

// One kernel for every pair of element types a checkpoint may hold.
template <typename To, typename From>
__global__ void castElements(To *__restrict__ dst, const From *__restrict__ src, size_t n) {
  size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  if (i < n)
    // CHECK: {{^}}    dst[i] = cuda2hip_convert<To>(src[i]);
    dst[i] = static_cast<To>(src[i]);
}

// fp16 gradients accumulated into bfloat16 master copies, scaled.
__global__ void accumulate(__nv_bfloat16 *master, const __half *grad, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    // CHECK: {{^}}    __hip_bfloat16 g = cuda2hip_convert<__hip_bfloat16>(grad[i]);
    __nv_bfloat16 g = __nv_bfloat16(grad[i]);
    master[i] = __float2bfloat16(__bfloat162float(master[i]) + scale * __bfloat162float(g));
  }
}

// The mean of a bfloat16 row over the tokens counted on the host.
__global__ void rowMean(__nv_bfloat16 *row, int n, long long tokens) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  __hip_bfloat16 count = cuda2hip_convert<__hip_bfloat16>(tokens);
  __nv_bfloat16 count = (__nv_bfloat16)tokens;
  if (i < n)
    row[i] = __hdiv(row[i], count);
}

// A functor of a class template, as a reduction library writes one.
template <typename Out> struct LoadAs {
  template <typename In> __device__ Out operator()(In x) const {
    // CHECK: {{^}}    return cuda2hip_convert<Out>(x);
    return static_cast<Out>(x);
  }
};

__global__ void toHalf(__half *out, const __nv_bfloat16 *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = LoadAs<__half>()(in[i]);
}

template <typename To, typename From> void castAll(To *dst, const From *src, size_t n) {
  castElements<To, From><<<unsigned((n + 255) / 256), 256>>>(dst, src, n);
}

int main() {
  const size_t n = 1 << 20;
  __nv_bfloat16 *weights, *master;
  __half *fp16, *grad;
  float *f32;
  cudaMalloc(&weights, n * sizeof(__nv_bfloat16));
  cudaMalloc(&master, n * sizeof(__nv_bfloat16));
  cudaMalloc(&fp16, n * sizeof(__half));
  cudaMalloc(&grad, n * sizeof(__half));
  cudaMalloc(&f32, n * sizeof(float));
  castAll(fp16, weights, n);   // bfloat16 -> half: rewritten
  castAll(f32, weights, n);    // bfloat16 -> float: compiles either way
  castAll(fp16, f32, n);       // float -> half
  accumulate<<<n / 256, 256>>>(master, grad, 0.5f, int(n));
  rowMean<<<n / 256, 256>>>(master, int(n), 12345678901ll);
  toHalf<<<n / 256, 256>>>(fp16, weights, int(n));
  cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  cudaFree(weights);
  cudaFree(master);
  cudaFree(fp16);
  cudaFree(grad);
  cudaFree(f32);
  return 0;
}
