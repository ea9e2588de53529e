// --blas rocblas: cuBLAS becomes rocBLAS instead of hipBLAS (docs/rocblas.md).
// A realistic sequence: create a handle, set its stream, sgemm, strided
// batched sgemm, status checks, destroy. No compile check: Debian ships no
// rocBLAS headers. blas_rocblas_args.cu has the argument differences.
// RUN: %cuda2hip --blas rocblas --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOHIPBLAS %s < %t.hip.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.err
// The default stays hipBLAS.
// RUN: %cuda2hip --hip-version 6.3 %s | FileCheck --check-prefix=HIPBLAS %s
// An older target gets rocBLAS's header at its old place.
// RUN: %cuda2hip --blas rocblas --hip-version 5.1 %s | FileCheck --check-prefix=OLD %s
// Compiled against ROCm 6.3.3 (rocBLAS 4.3):
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK: {{^}}#include <rocblas/rocblas.h>
// HIPBLAS: {{^}}#include <hipblas/hipblas.h>
// OLD: {{^}}#include <rocblas.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cstdio>

// CHECK: {{^}}#define BLAS_CHECK(x) do { rocblas_status s_ = (x); if (s_ != rocblas_status_success) { std::printf("blas error %d\n", int(s_)); return false; } } while (0)
// HIPBLAS: {{^}}#define BLAS_CHECK(x) do { hipblasStatus_t s_ = (x); if (s_ != HIPBLAS_STATUS_SUCCESS) {
#define BLAS_CHECK(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) { std::printf("blas error %d\n", int(s_)); return false; } } while (0)

bool gemms(const float *dA, const float *dB, float *dC, int m, int n, int k,
           int batch, cudaStream_t stream) {
  // CHECK: {{^ *}}rocblas_handle handle;
  // HIPBLAS: {{^ *}}hipblasHandle_t handle;
  cublasHandle_t handle;
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_create_handle(&handle));
  // HIPBLAS: {{^ *}}BLAS_CHECK(hipblasCreate(&handle));
  BLAS_CHECK(cublasCreate(&handle));
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_set_stream(handle, stream));
  BLAS_CHECK(cublasSetStream(handle, stream));
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_set_pointer_mode(handle, rocblas_pointer_mode_host));
  BLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_transpose, m, n, k, &alpha,
  // HIPBLAS: {{^ *}}BLAS_CHECK(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &alpha,
  BLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha,
                         dA, m, dB, n, &beta, dC, m));
  // CHECK: {{^ *}}rocblas_status st = rocblas_sgemm_strided_batched(
  // CHECK-NEXT: {{^ *}}handle, rocblas_operation_none, rocblas_operation_none, m, n, k, &alpha, dA, m, (long long)m * k,
  cublasStatus_t st = cublasSgemmStridedBatched(
      handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m, (long long)m * k,
      dB, k, (long long)k * n, &beta, dC, m, (long long)m * n, batch);
  // CHECK: {{^ *}}if (st == rocblas_status_memory_error || st == rocblas_status_not_implemented)
  if (st == CUBLAS_STATUS_ALLOC_FAILED || st == CUBLAS_STATUS_NOT_SUPPORTED)
    std::printf("strided batched gemm not available\n");
  // CHECK: {{^ *}}int imax = 0;
  int imax = 0;
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_isamax(handle, m, dC, 1, &imax));
  BLAS_CHECK(cublasIsamax(handle, m, dC, 1, &imax));
  // CHECK: {{^ *}}hipStream_t got;
  cudaStream_t got;
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_get_stream(handle, &got));
  BLAS_CHECK(cublasGetStream(handle, &got));
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_destroy_handle(handle));
  // HIPBLAS: {{^ *}}BLAS_CHECK(hipblasDestroy(handle));
  BLAS_CHECK(cublasDestroy(handle));
  return st == CUBLAS_STATUS_SUCCESS;
}

// Host <-> device copies keep their argument order.
bool upload(const float *hA, float *dA, int rows, int cols, cudaStream_t s) {
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_set_matrix(rows, cols, sizeof(float), hA, rows, dA, rows));
  BLAS_CHECK(cublasSetMatrix(rows, cols, sizeof(float), hA, rows, dA, rows));
  // CHECK: {{^ *}}BLAS_CHECK(rocblas_set_vector_async(rows, sizeof(float), hA, 1, dA, 1, s));
  BLAS_CHECK(cublasSetVectorAsync(rows, sizeof(float), hA, 1, dA, 1, s));
  return true;
}

// CHECK-LABEL: {{^}}void solve(
// CHECK: {{^ *}}rocblas_strsm(h, rocblas_side_left, rocblas_fill_lower, rocblas_operation_none, rocblas_diagonal_unit, n, n, &one, dL, n, dB, n);
void solve(cublasHandle_t h, const float *dL, float *dB, int n) {
  const float one = 1.0f;
  cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, n, n, &one, dL, n, dB, n);
}

// NOCUDA-NOT: {{^[^/"]*(cublas|CUBLAS_)}}
// NOHIPBLAS-NOT: {{^[^/"]*(hipblas|HIPBLAS_)}}
// QUIET-NOT: warning
