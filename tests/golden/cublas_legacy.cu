// Issue 18, class 6: the handle-less cuBLAS v1 API (cublas.h). hipBLAS has
// only the handle form, whose hipblasSgemm takes a handle and
// hipblasOperation_t arguments: a v1 call keeps its CUDA name with a warning
// that says what to write, never renamed into a call that does not exist.
// The same names through cublas_v2.h (macros for the _v2 functions) are
// renamed (cublas.cu). Not compiled: every call here is a v1 call that
// stays on purpose (no hipBLAS function takes its arguments).
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err

// CHECK: {{^}}#include <hipblas/hipblas.h>
#include <cublas.h>

void gemm(int n, const float *a, const float *b, float *c) {
  // DIAG: {{^.*/}}cublas_legacy.cu:[[@LINE+2]]:3: warning: 'cublasInit' is not supported by HIP: legacy cuBLAS API{{.*}}[cuda2hip-unsupported-api]
  // CHECK: {{^ *}}cublasInit();
  cublasInit();
  // DIAG: {{^.*/}}cublas_legacy.cu:[[@LINE+2]]:3: warning: 'cublasSgemm' is not supported by HIP: it is the legacy cuBLAS API (cublas.h, no handle); hipBLAS has only the handle form: create a hipblasHandle_t and call 'hipblasSgemm(handle, ...)' with HIPBLAS_OP_* arguments; left unchanged [cuda2hip-unsupported-api]
  // CHECK: {{^ *}}cublasSgemm('N', 'N', n, n, n, 1.0f, a, n, b, n, 0.0f, c, n);
  cublasSgemm('N', 'N', n, n, n, 1.0f, a, n, b, n, 0.0f, c, n);
  // DIAG: {{^.*/}}cublas_legacy.cu:[[@LINE+2]]:3: warning: 'cublasSaxpy' is not supported by HIP: it is the legacy cuBLAS API
  // CHECK: {{^ *}}cublasSaxpy(n, 2.0f, a, 1, c, 1);
  cublasSaxpy(n, 2.0f, a, 1, c, 1);
  // DIAG: {{^.*/}}cublas_legacy.cu:[[@LINE+2]]:3: warning: 'cublasShutdown' is not supported by HIP
  // CHECK: {{^ *}}cublasShutdown();
  cublasShutdown();
}
// DIAG-NOT: warning
