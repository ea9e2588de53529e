// `register` is not C++17: nvcc accepts it, HIP's clang rejects it
// (-Wregister, an error), and so does the AST engine's parse today, so this
// goes through the token engine (exit 4). The translation drops the keyword,
// which never changed what the code computes (docs/helpers.md); comments,
// strings and an explicit register variable keep it.
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu

#include <cuda_runtime.h>

// DIAG: register_removed.cu:[[@LINE+6]]:{{.*}} note: 'register' removed (2 in this file): {{.*}} [cuda2hip-register-removed]
// A register-blocked dot product, written for compilers of the 2000s.
// CHECK: {{^}}__global__ void dot4(const float *x, const float *y, float *out, int n) {
__global__ void dot4(const float *x, const float *y, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  float acc = 0.0f; // register blocking
  register float acc = 0.0f; // register blocking
  // CHECK: {{^}}  for (int k = 0; k < 4 && 4 * i + k < n; ++k)
  for (register int k = 0; k < 4 && 4 * i + k < n; ++k)
    acc += x[4 * i + k] * y[4 * i + k];
  out[i] = acc;
}
