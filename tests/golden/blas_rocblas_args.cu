// --blas rocblas where rocBLAS's arguments differ from cuBLAS's: the call is
// renamed with a needs-review warning that says what to change (complex
// pointers, rocblas_datatype values, status names), or left with an
// unsupported-api warning that says how rocBLAS's form differs
// (cublasGemmEx -> rocblas_gemm_ex); names rocBLAS does not have are never
// given their hipBLAS spelling. Exit status 1: warnings.
// RUN: %exit 1 %cuda2hip --blas rocblas --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: FileCheck --check-prefix=NOHIPBLAS %s < %t.hip.cu
// Not compiled: cublasXt and the calls rocBLAS lacks stay on purpose (the
// warnings are what this test checks).

// CHECK: {{^}}#include <rocblas/rocblas.h>
// CHECK: {{^}}#include <cublasXt.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cublasXt.h>
#include <cuComplex.h>

void complexAxpy(cublasHandle_t h, int n, const cuComplex *alpha,
                 const cuComplex *x, cuComplex *y) {
  // CHECK: {{^ *}}rocblas_caxpy(h, n, alpha, x, 1, y, 1);
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:3: warning: 'cublasCaxpy' became 'rocblas_caxpy': complex arguments are rocblas_float_complex / rocblas_double_complex pointers: cuComplex and cuDoubleComplex became hipComplex and hipDoubleComplex (same layout, other types), so cast them (reinterpret_cast<rocblas_float_complex *>(p)) or declare the data as rocblas_float_complex [cuda2hip-needs-review]
  cublasCaxpy(h, n, alpha, x, 1, y, 1);
}

void mixed(cublasHandle_t h, int m, int n, int k, const void *A, const void *B,
           void *C, const float *alpha, const float *beta) {
  // rocblas_gemm_ex needs D, ldd, algo, solution index and flags: by hand.
  // CHECK: {{^ *}}cublasGemmEx(h, rocblas_operation_none, rocblas_operation_none, m, n, k, alpha, A, HIP_R_16F, m, B, HIP_R_16F, k,
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:3: warning: 'cublasGemmEx' is not supported by rocBLAS: rocblas_gemm_ex has more arguments: an output matrix D (d, d_type, ldd; pass c, c_type, ldc for in-place), rocblas_datatype values {{.*}}; left unchanged [cuda2hip-unsupported-api]
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, alpha, A, CUDA_R_16F, m, B, CUDA_R_16F, k,
               beta, C, CUDA_R_16F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  // CHECK: {{^ *}}rocblas_dot_ex(h, n, A, HIP_R_32F, 1, B, HIP_R_32F, 1, C, HIP_R_32F, HIP_R_32F);
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:3: warning: 'cublasDotEx' became 'rocblas_dot_ex': the data-type arguments are rocblas_datatype {{.*}}[cuda2hip-needs-review]
  cublasDotEx(h, n, A, CUDA_R_32F, 1, B, CUDA_R_32F, 1, C, CUDA_R_32F, CUDA_R_32F);
}

const char *describe(cublasStatus_t s) {
  // CHECK: {{^ *}}return rocblas_status_to_string(s);
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:10: warning: 'cublasGetStatusString' became 'rocblas_status_to_string': rocblas_status_to_string returns the status's enumerator name {{.*}}[cuda2hip-needs-review]
  return cublasGetStatusString(s);
}

int pack(cublasHandle_t h, const float *A, float *AP, int n) {
  // Not in rocBLAS: left as it is, never hipblasStrttp.
  // CHECK: {{^ *}}return (int)cublasStrttp(h, rocblas_fill_lower, n, A, n, AP);
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:15: warning: 'cublasStrttp' is not supported by rocBLAS: rocBLAS has no packed/full triangular conversion; left unchanged [cuda2hip-unsupported-api]
  return (int)cublasStrttp(h, CUBLAS_FILL_MODE_LOWER, n, A, n, AP);
}

void lu(cublasHandle_t h, float *const *A, int *piv, int *info, int n, int batch) {
  // CHECK: {{^ *}}cublasSgetrfBatched(h, n, A, n, piv, info, batch);
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:3: warning: 'cublasSgetrfBatched' is not supported by rocBLAS: a LAPACK routine: rocSOLVER has it {{.*}}[cuda2hip-unsupported-api]
  cublasSgetrfBatched(h, n, A, n, piv, info, batch);
}

void multiGpu() {
  // No rocBLAS row at all: not available, never the hipBLAS row.
  // CHECK: {{^ *}}cublasXtHandle_t xt;
  // DIAG: blas_rocblas_args.cu:[[@LINE+1]]:3: warning: 'cublasXtHandle_t' is not {{supported by rocBLAS|available in rocBLAS}}
  cublasXtHandle_t xt;
  (void)xt;
}

// NOHIPBLAS-NOT: {{^[^/"]*(hipblas|HIPBLAS_)}}
