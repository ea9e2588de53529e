// cuBLAS half-precision gemm -> hipBLAS: hipblasHgemm takes hipblasHalf,
// which is uint16_t unless HIPBLAS_USE_HIP_HALF is defined before
// hipblas.h, and then __half, the type cublasHgemm takes. The calls are
// renamed and the file gets the macro (guarded) before its first line of
// code, with a note at the first call (the plain sgemm next to them needs
// none). Both engines agree. Compiled against ROCm 6.3.3 as it is, with no
// -D flag: the __half arguments fit.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// The translation translated again (token engine: no hipBLAS here) gets
// the macro once.
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}// cuda2hip: hipBLAS takes __half for hipblasHalf only when HIPBLAS_USE_HIP_HALF is defined (else uint16_t); cuBLAS takes __half
// CHECK-NEXT: {{^}}#ifndef HIPBLAS_USE_HIP_HALF
// CHECK-NEXT: {{^}}#define HIPBLAS_USE_HIP_HALF
// CHECK-NEXT: {{^}}#endif
// CHECK: {{^}}#include <hip/hip_fp16.h>
// CHECK: {{^}}#include <hipblas/hipblas.h>
#include <cuda_fp16.h>
#include <cublas_v2.h>
#include <type_traits>

// DIAG-NOT: {{warning:|note:}}
// CHECK: {{^}}hipblasStatus_t halfGemms(hipblasHandle_t h, int n, const __half *a, const __half *b, __half *c,
cublasStatus_t halfGemms(cublasHandle_t h, int n, const __half *a, const __half *b, __half *c,
                         const float *fa, const float *fb, float *fc) {
  const __half one = __float2half(1.0f), zero = __float2half(0.0f);
  const float fone = 1.0f, fzero = 0.0f;
  // CHECK: {{^ *}}hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &fone, fa, n, fb, n, &fzero, fc, n);
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &fone, fa, n, fb, n, &fzero, fc, n);
  // CHECK: {{^ *}}hipblasStatus_t s = hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  // DIAG: {{^.*/}}cublas_half.cu:[[@LINE+2]]:22: note: 'HIPBLAS_USE_HIP_HALF' defined at the top of this file: hipBLAS takes __half for hipblasHalf only when HIPBLAS_USE_HIP_HALF is defined (else uint16_t); cuBLAS takes __half [cuda2hip-macro-defined]
  // DIAG-NEXT: {{^}}  cublasStatus_t s = cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  cublasStatus_t s = cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  if (s != CUBLAS_STATUS_SUCCESS)
    return s;
  return cublasHgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, n * n,
                                   b, n, n * n, &zero, c, n, n * n, 4);
}

// A gemm over the element type, the half branch chosen at compile time: the
// one note of the file is at the first call above.
template <typename T>
cublasStatus_t gemm(cublasHandle_t h, int n, const T *alpha, const T *a, const T *b,
                    const T *beta, T *c) {
  // CHECK: {{^ *}}return hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, alpha, a, n, b, n, beta, c, n);
  if constexpr (std::is_same_v<T, __half>)
    return cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, n, b, n, beta, c, n);
  else
    return cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, alpha, a, n, b, n, beta, c, n);
}
cublasStatus_t bothGemms(cublasHandle_t h, int n, const __half *ha, const __half *hb,
                         __half *hc, const float *fa, const float *fb, float *fc) {
  const __half one = __float2half(1.0f), zero = __float2half(0.0f);
  const float fone = 1.0f, fzero = 0.0f;
  cublasStatus_t s = gemm(h, n, &one, ha, hb, &zero, hc);
  return s != CUBLAS_STATUS_SUCCESS ? s : gemm(h, n, &fone, fa, fb, &fzero, fc);
}
// DIAG-NOT: {{warning:|note:}}
