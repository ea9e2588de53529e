// htanh, h2tanh and their _approx forms (CUDA 12.8+'s cuda_fp16.h) have no
// HIP counterpart: the translation defines them (tanhf in float, rounded to
// half), keeping the names and calls. Compiles for gfx942 on ROCm 7.13 and
// 6.3.3.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_fp16.h>
#include <cuda_fp16.h>

// CHECK: {{^}}template <typename = void> __device__ __forceinline__ __half2 h2tanh_approx(__half2 x) {
// CHECK: {{^}}template <typename = void> __device__ __forceinline__ __half htanh_approx(__half x) {

// A GELU with the tanh approximation, on pairs, as inference kernels write it.
__global__ void gelu(const __half2 *in, __half2 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const __half2 k0 = __float2half2_rn(0.7978845608f), k1 = __float2half2_rn(0.044715f);
  const __half2 half = __float2half2_rn(0.5f), one = __float2half2_rn(1.0f);
  __half2 x = in[i];
  __half2 inner = __hmul2(k0, __hfma2(__hmul2(k1, x), __hmul2(x, x), x));
  // CHECK: {{^ *}}out[i] = __hmul2(__hmul2(half, x), __hadd2(one, h2tanh_approx(inner)));
  // DIAG: helpers_half_tanh.cu:[[@LINE+1]]:51: note: 'h2tanh_approx' is not in HIP: the translation defines it in this file, with CUDA's meaning (docs/helpers.md) [cuda2hip-helper-supplied]
  out[i] = __hmul2(__hmul2(half, x), __hadd2(one, h2tanh_approx(inner)));
}

__global__ void squash(const __half *in, __half *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}if (i < n) out[i] = __hadd(htanh_approx(in[i]), htanh(in[i]));
  if (i < n) out[i] = __hadd(htanh_approx(in[i]), htanh(in[i]));
}

__global__ void pairs(const __half2 *in, __half2 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = h2tanh(in[i]);
}
