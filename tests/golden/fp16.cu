// Half precision: <cuda_fp16.h> becomes <hip/hip_fp16.h>; __half, half2 and
// the conversion and arithmetic intrinsics are spelled the same in HIP.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// CHECK-NOT: {{^}}#include <cuda_fp16.h>
#include <cuda_fp16.h>

// CHECK: {{^}}__global__ void axpyHalf(int n, __half a, const __half *x, __half *y) {
__global__ void axpyHalf(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}if (i < n) y[i] = __hfma(a, x[i], y[i]);
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

// CHECK: {{^}}__global__ void scale2(int n, half2 *v, float s) {
__global__ void scale2(int n, half2 *v, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}half2 f = __floats2half2_rn(s, s);
  half2 f = __floats2half2_rn(s, s);
  // CHECK: {{^ *}}v[i] = __hadd2(v[i], __h2div(v[i], f));
  v[i] = __hadd2(v[i], __h2div(v[i], f));
}

__global__ void toFloat(int n, const __half *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}__half h = __hmul(in[i], __float2half(2.0f));
  __half h = __hmul(in[i], __float2half(2.0f));
  // CHECK: {{^ *}}out[i] = __hgt(h, __float2half_rn(0.0f)) ? __half2float(h) : 0.0f;
  out[i] = __hgt(h, __float2half_rn(0.0f)) ? __half2float(h) : 0.0f;
}
