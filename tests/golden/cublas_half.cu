// cuBLAS half-precision gemm -> hipBLAS: hipblasHgemm takes hipblasHalf,
// which is uint16_t unless HIPBLAS_USE_HIP_HALF is defined, so a call with
// __half pointers compiles only with that macro or a cast. The call is
// renamed and each use gets a warning that says so (the plain sgemm next to
// it gets none). Both engines agree. Not compiled: Debian ships no hipBLAS.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// Compiled against ROCm 6.3.3 with HIPBLAS_USE_HIP_HALF, as the warning says
// (without it hipblasHalf is uint16_t and the __half arguments do not fit):
// RUN: %hip63-device -DHIPBLAS_USE_HIP_HALF %t.hip.cu
// RUN: %hip63-host -DHIPBLAS_USE_HIP_HALF %t.hip.cu

// CHECK: {{^}}#include <hip/hip_fp16.h>
// CHECK: {{^}}#include <hipblas/hipblas.h>
#include <cuda_fp16.h>
#include <cublas_v2.h>

// DIAG-NOT: warning:
// CHECK: {{^}}hipblasStatus_t halfGemms(hipblasHandle_t h, int n, const __half *a, const __half *b, __half *c,
cublasStatus_t halfGemms(cublasHandle_t h, int n, const __half *a, const __half *b, __half *c,
                         const float *fa, const float *fb, float *fc) {
  const __half one = __float2half(1.0f), zero = __float2half(0.0f);
  const float fone = 1.0f, fzero = 0.0f;
  // CHECK: {{^ *}}hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &fone, fa, n, fb, n, &fzero, fc, n);
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &fone, fa, n, fb, n, &fzero, fc, n);
  // CHECK: {{^ *}}hipblasStatus_t s = hipblasHgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  // DIAG: {{^.*/}}cublas_half.cu:[[@LINE+2]]:22: warning: 'cublasHgemm' became 'hipblasHgemm': hipblasHalf is uint16_t unless HIPBLAS_USE_HIP_HALF is defined: __half arguments need that macro (-DHIPBLAS_USE_HIP_HALF) or a cast [cuda2hip-needs-review]
  // DIAG-NEXT: {{^}}  cublasStatus_t s = cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  cublasStatus_t s = cublasHgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  if (s != CUBLAS_STATUS_SUCCESS)
    return s;
  // DIAG: {{^.*/}}cublas_half.cu:[[@LINE+1]]:10: warning: 'cublasHgemmStridedBatched' became 'hipblasHgemmStridedBatched': hipblasHalf is uint16_t {{.*}}[cuda2hip-needs-review]
  return cublasHgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, n, n * n,
                                   b, n, n * n, &zero, c, n, n * n, 4);
}
// DIAG-NOT: warning:
