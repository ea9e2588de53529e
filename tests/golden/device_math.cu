// Math functions and intrinsics have the same names in HIP: single and
// double precision, fast-math intrinsics, integer intrinsics, __ldg.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void softplus(const float *__restrict__ in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}float x = __ldg(&in[i]);
  float x = __ldg(&in[i]);
  // CHECK: {{^ *}}float s, c;
  float s, c;
  // CHECK: {{^ *}}sincosf(x, &s, &c);
  sincosf(x, &s, &c);
  // CHECK: {{^ *}}float y = logf(1.0f + __expf(x)) + __fdividef(s, c + 2.0f);
  float y = logf(1.0f + __expf(x)) + __fdividef(s, c + 2.0f);
  // CHECK: {{^ *}}y = __saturatef(y * rsqrtf(fabsf(x) + 1.0f));
  y = __saturatef(y * rsqrtf(fabsf(x) + 1.0f));
  // CHECK: {{^ *}}out[i] = fmaf(y, powf(x, 2.0f), __fmaf_rn(x, sqrtf(2.0f), erff(x)));
  out[i] = fmaf(y, powf(x, 2.0f), __fmaf_rn(x, sqrtf(2.0f), erff(x)));
}

__global__ void bits(const unsigned *in, int *out, double *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}out[i] = __popc(in[i]) + __clz(in[i]) + __ffs(in[i]) + (int)__brev(in[i]);
  out[i] = __popc(in[i]) + __clz(in[i]) + __ffs(in[i]) + (int)__brev(in[i]);
  // CHECK: {{^ *}}out[i] += __float2int_rn((float)d[i]) + (int)__umulhi(in[i], 3u);
  out[i] += __float2int_rn((float)d[i]) + (int)__umulhi(in[i], 3u);
  // CHECK: {{^ *}}d[i] = exp(d[i]) * rsqrt(d[i] + 1.0) + fma(d[i], 2.0, cbrt(d[i]));
  d[i] = exp(d[i]) * rsqrt(d[i] + 1.0) + fma(d[i], 2.0, cbrt(d[i]));
}
