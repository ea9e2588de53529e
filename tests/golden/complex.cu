// cuComplex: <cuComplex.h> -> <hip/hip_complex.h>; cuFloatComplex /
// cuDoubleComplex and the cuC* helpers become hipFloatComplex / hipC*.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_complex.h>
#include <cuComplex.h>

// CHECK: {{^}}__global__ void twiddle(hipFloatComplex *x, const hipComplex *w, float *mag, int n) {
__global__ void twiddle(cuFloatComplex *x, const cuComplex *w, float *mag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}hipFloatComplex acc = make_hipFloatComplex(0.0f, 0.0f);
  cuFloatComplex acc = make_cuFloatComplex(0.0f, 0.0f);
  // CHECK: {{^ *}}acc = hipCfmaf(x[i], w[i], acc);
  acc = cuCfmaf(x[i], w[i], acc);
  // CHECK: {{^ *}}acc = hipCaddf(acc, hipCmulf(x[i], hipConjf(w[i])));
  acc = cuCaddf(acc, cuCmulf(x[i], cuConjf(w[i])));
  // CHECK: {{^ *}}mag[i] = hipCabsf(acc) + hipCrealf(acc) * hipCimagf(acc);
  mag[i] = cuCabsf(acc) + cuCrealf(acc) * cuCimagf(acc);
  x[i] = acc;
}

// CHECK: {{^}}__host__ __device__ inline hipDoubleComplex sumD(hipDoubleComplex a, double b) {
__host__ __device__ inline cuDoubleComplex sumD(cuDoubleComplex a, double b) {
  // CHECK: {{^ *}}return hipCadd(a, make_hipDoubleComplex(b, 0.0));
  return cuCadd(a, make_cuDoubleComplex(b, 0.0));
}

// NOCUDA-NOT: {{^[^/"]*cu[A-Z]}}
