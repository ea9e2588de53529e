// cuSOLVER dense -> hipSOLVER (its hipsolverDn compatibility API, same
// arguments): a program's LU solve (Sgetrf_bufferSize, Sgetrf, Sgetrs), a
// symmetric eigensolver (Dsyevd and its bufferSize), a Cholesky solve
// (Dpotrf, Dpotrs), Jacobi parameters, the 64-bit generic API (Xgetrf with
// cusolverDnParams_t, HIP 6.2), status checks in the user's macro.
// cuSOLVER takes cuBLAS's cublasOperation_t and cublasFillMode_t: they become
// hipBLAS's, which hipSOLVER 2.x (ROCm 6) aliases (hipsolverFillMode_t ...).
// The main run targets HIP 6.3; HIP 5.2 lacks the Jacobi and 64-bit APIs: they
// stay, with warnings. Both engines agree. Not compiled: Debian ships no
// hipSOLVER headers.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.token.err
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> %t.52.err
// RUN: FileCheck --check-prefix=DIAG52 %s < %t.52.err
// Compiled against ROCm 6.3.3 (hipSOLVER 2.3):
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hipsolver/hipsolver.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>
#include <cstdint>
#include <cstdio>

// CHECK: {{^}}#define CUSOLVER_CHECK(err)
// CHECK-NEXT: {{^}}  do {
// CHECK-NEXT: {{^}}    hipsolverStatus_t err_ = (err);
// CHECK-NEXT: {{^}}    if (err_ != HIPSOLVER_STATUS_SUCCESS) {
#define CUSOLVER_CHECK(err)                                                   \
  do {                                                                        \
    cusolverStatus_t err_ = (err);                                            \
    if (err_ != CUSOLVER_STATUS_SUCCESS) {                                    \
      std::printf("cuSOLVER error %d at %s:%d\n", int(err_), __FILE__, __LINE__); \
      return false;                                                           \
    }                                                                         \
  } while (0)

// A X = B by LU with partial pivoting, fp32.
// CHECK-LABEL: {{^}}bool luSolve(hipsolverDnHandle_t handle, float *dA, float *dB, int n, int nrhs) {
bool luSolve(cusolverDnHandle_t handle, float *dA, float *dB, int n, int nrhs) {
  int lwork = 0;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnSgetrf_bufferSize(handle, n, n, dA, n, &lwork));
  CUSOLVER_CHECK(cusolverDnSgetrf_bufferSize(handle, n, n, dA, n, &lwork));
  float *dWork = nullptr;
  int *dIpiv = nullptr, *dInfo = nullptr;
  // CHECK: {{^ *}}hipMalloc(&dWork, sizeof(float) * lwork);
  cudaMalloc(&dWork, sizeof(float) * lwork);
  cudaMalloc(&dIpiv, sizeof(int) * n);
  cudaMalloc(&dInfo, sizeof(int));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnSgetrf(handle, n, n, dA, n, dWork, dIpiv, dInfo));
  CUSOLVER_CHECK(cusolverDnSgetrf(handle, n, n, dA, n, dWork, dIpiv, dInfo));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnSgetrs(handle, HIPBLAS_OP_N, n, nrhs, dA, n, dIpiv, dB, n, dInfo));
  CUSOLVER_CHECK(cusolverDnSgetrs(handle, CUBLAS_OP_N, n, nrhs, dA, n, dIpiv, dB, n, dInfo));
  int info = 0;
  // CHECK: {{^ *}}hipMemcpy(&info, dInfo, sizeof(int), hipMemcpyDeviceToHost);
  cudaMemcpy(&info, dInfo, sizeof(int), cudaMemcpyDeviceToHost);
  // CHECK: {{^ *}}hipFree(dWork); hipFree(dIpiv); hipFree(dInfo);
  cudaFree(dWork); cudaFree(dIpiv); cudaFree(dInfo);
  return info == 0;
}

// Eigenvalues and eigenvectors of a symmetric matrix, fp64.
// CHECK-LABEL: {{^}}bool eigen(hipsolverDnHandle_t handle, double *dA, double *dW, int n) {
bool eigen(cusolverDnHandle_t handle, double *dA, double *dW, int n) {
  // CHECK: {{^ *}}hipsolverEigMode_t jobz = HIPSOLVER_EIG_MODE_VECTOR;
  cusolverEigMode_t jobz = CUSOLVER_EIG_MODE_VECTOR;
  // CHECK: {{^ *}}hipblasFillMode_t uplo = HIPBLAS_FILL_MODE_LOWER;
  cublasFillMode_t uplo = CUBLAS_FILL_MODE_LOWER;
  int lwork = 0;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnDsyevd_bufferSize(handle, jobz, uplo, n, dA, n, dW, &lwork));
  CUSOLVER_CHECK(cusolverDnDsyevd_bufferSize(handle, jobz, uplo, n, dA, n, dW, &lwork));
  double *dWork = nullptr;
  int *dInfo = nullptr;
  cudaMalloc(&dWork, sizeof(double) * lwork);
  cudaMalloc(&dInfo, sizeof(int));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnDsyevd(handle, jobz, uplo, n, dA, n, dW, dWork, lwork, dInfo));
  CUSOLVER_CHECK(cusolverDnDsyevd(handle, jobz, uplo, n, dA, n, dW, dWork, lwork, dInfo));
  cudaFree(dWork);
  cudaFree(dInfo);
  return true;
}

// A x = b by Cholesky, A symmetric positive definite, fp64.
// CHECK-LABEL: {{^}}bool cholesky(hipsolverDnHandle_t handle, double *dA, double *dB, int n) {
bool cholesky(cusolverDnHandle_t handle, double *dA, double *dB, int n) {
  int lwork = 0;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnDpotrf_bufferSize(handle, HIPBLAS_FILL_MODE_UPPER, n, dA, n, &lwork));
  CUSOLVER_CHECK(cusolverDnDpotrf_bufferSize(handle, CUBLAS_FILL_MODE_UPPER, n, dA, n, &lwork));
  double *dWork = nullptr;
  int *dInfo = nullptr;
  cudaMalloc(&dWork, sizeof(double) * lwork);
  cudaMalloc(&dInfo, sizeof(int));
  // CHECK: {{^ *}}hipsolverStatus_t st = hipsolverDnDpotrf(handle, HIPBLAS_FILL_MODE_UPPER, n, dA, n, dWork, lwork, dInfo);
  cusolverStatus_t st = cusolverDnDpotrf(handle, CUBLAS_FILL_MODE_UPPER, n, dA, n, dWork, lwork, dInfo);
  // CHECK: {{^ *}}if (st == HIPSOLVER_STATUS_SUCCESS)
  if (st == CUSOLVER_STATUS_SUCCESS)
    // CHECK: {{^ *}}st = hipsolverDnDpotrs(handle, HIPBLAS_FILL_MODE_UPPER, n, 1, dA, n, dB, n, dInfo);
    st = cusolverDnDpotrs(handle, CUBLAS_FILL_MODE_UPPER, n, 1, dA, n, dB, n, dInfo);
  cudaFree(dWork);
  cudaFree(dInfo);
  // CHECK: {{^ *}}return st == HIPSOLVER_STATUS_SUCCESS;
  return st == CUSOLVER_STATUS_SUCCESS;
}

// The 64-bit generic API: types are passed as cudaDataType.
// CHECK-LABEL: {{^}}bool luSolve64(hipsolverDnHandle_t handle, double *dA, double *dB, int64_t n) {
bool luSolve64(cusolverDnHandle_t handle, double *dA, double *dB, int64_t n) {
  // CHECK: {{^ *}}hipsolverDnParams_t params;
  // DIAG52-NOT: warning:
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:3: warning: 'cusolverDnParams_t' maps to 'hipsolverDnParams_t', which needs HIP 6.2 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
  cusolverDnParams_t params;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnCreateParams(&params));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnCreateParams' maps to 'hipsolverDnCreateParams', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnCreateParams(&params));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnSetAdvOptions(params, HIPSOLVERDN_GETRF, HIPSOLVER_ALG_0));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+3]]:18: warning: 'cusolverDnSetAdvOptions' maps to 'hipsolverDnSetAdvOptions', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+2]]:50: warning: 'CUSOLVERDN_GETRF' maps to 'HIPSOLVERDN_GETRF', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:68: warning: 'CUSOLVER_ALG_0' maps to 'HIPSOLVER_ALG_0', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnSetAdvOptions(params, CUSOLVERDN_GETRF, CUSOLVER_ALG_0));
  size_t deviceBytes = 0, hostBytes = 0;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnXgetrf_bufferSize(handle, params, n, n, HIP_R_64F, dA, n, HIP_R_64F,
  // CHECK-NEXT: {{^ *}}&deviceBytes, &hostBytes));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnXgetrf_bufferSize' maps to 'hipsolverDnXgetrf_bufferSize', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnXgetrf_bufferSize(handle, params, n, n, CUDA_R_64F, dA, n, CUDA_R_64F,
                                             &deviceBytes, &hostBytes));
  void *dWork = nullptr;
  // CHECK: {{^ *}}hipMalloc(&dWork, deviceBytes);
  cudaMalloc(&dWork, deviceBytes);
  char *hWork = new char[hostBytes ? hostBytes : 1];
  int64_t *dIpiv = nullptr;
  int *dInfo = nullptr;
  cudaMalloc(&dIpiv, sizeof(int64_t) * n);
  cudaMalloc(&dInfo, sizeof(int));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnXgetrf(handle, params, n, n, HIP_R_64F, dA, n, dIpiv, HIP_R_64F, dWork,
  // CHECK-NEXT: {{^ *}}deviceBytes, hWork, hostBytes, dInfo));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnXgetrf' maps to 'hipsolverDnXgetrf', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnXgetrf(handle, params, n, n, CUDA_R_64F, dA, n, dIpiv, CUDA_R_64F, dWork,
                                  deviceBytes, hWork, hostBytes, dInfo));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnXgetrs(handle, params, HIPBLAS_OP_N, n, 1, HIP_R_64F, dA, n, dIpiv,
  // CHECK-NEXT: {{^ *}}HIP_R_64F, dB, n, dInfo));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnXgetrs' maps to 'hipsolverDnXgetrs', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnXgetrs(handle, params, CUBLAS_OP_N, n, 1, CUDA_R_64F, dA, n, dIpiv,
                                  CUDA_R_64F, dB, n, dInfo));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnDestroyParams(params));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnDestroyParams' maps to 'hipsolverDnDestroyParams', which needs HIP 6.2 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnDestroyParams(params));
  delete[] hWork;
  cudaFree(dWork); cudaFree(dIpiv); cudaFree(dInfo);
  return true;
}

// CHECK-LABEL: {{^}}bool solveAll(float *dA, float *dB, double *dS, double *dW, double *dX, int n,
// CHECK-NEXT: {{^ *}}hipStream_t stream) {
bool solveAll(float *dA, float *dB, double *dS, double *dW, double *dX, int n,
              cudaStream_t stream) {
  // CHECK: {{^ *}}hipsolverDnHandle_t handle = nullptr;
  cusolverDnHandle_t handle = nullptr;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnCreate(&handle));
  CUSOLVER_CHECK(cusolverDnCreate(&handle));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnSetStream(handle, stream));
  CUSOLVER_CHECK(cusolverDnSetStream(handle, stream));
  // CHECK: {{^ *}}hipStream_t current;
  cudaStream_t current;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnGetStream(handle, &current));
  CUSOLVER_CHECK(cusolverDnGetStream(handle, &current));

  // Jacobi eigensolver parameters (HIP 5.3).
  // CHECK: {{^ *}}hipsolverSyevjInfo_t syevj;
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:3: warning: 'syevjInfo_t' maps to 'hipsolverSyevjInfo_t', which needs HIP 5.3 {{.*}}[cuda2hip-not-in-target]
  syevjInfo_t syevj;
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnCreateSyevjInfo(&syevj));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnCreateSyevjInfo' maps to 'hipsolverDnCreateSyevjInfo', which needs HIP 5.3 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnCreateSyevjInfo(&syevj));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnXsyevjSetTolerance(syevj, 1e-7));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnXsyevjSetTolerance' maps to 'hipsolverDnXsyevjSetTolerance', which needs HIP 5.3 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnXsyevjSetTolerance(syevj, 1e-7));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnXsyevjSetMaxSweeps(syevj, 100));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnXsyevjSetMaxSweeps' maps to 'hipsolverDnXsyevjSetMaxSweeps', which needs HIP 5.3 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnXsyevjSetMaxSweeps(syevj, 100));
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnDestroySyevjInfo(syevj));
  // DIAG52: {{^.*/}}cusolver.cu:[[@LINE+1]]:18: warning: 'cusolverDnDestroySyevjInfo' maps to 'hipsolverDnDestroySyevjInfo', which needs HIP 5.3 {{.*}}[cuda2hip-not-in-target]
  CUSOLVER_CHECK(cusolverDnDestroySyevjInfo(syevj));
  // DIAG52-NOT: warning:

  bool ok = current == stream && luSolve(handle, dA, dB, n, 1) && eigen(handle, dS, dW, n) &&
            cholesky(handle, dS, dX, n) && luSolve64(handle, dS, dX, n);
  // CHECK: {{^ *}}CUSOLVER_CHECK(hipsolverDnDestroy(handle));
  CUSOLVER_CHECK(cusolverDnDestroy(handle));
  return ok;
}

// NOCUDA-NOT: {{^[^/]*(cusolver[A-Z]|CUSOLVER(DN)?_[A-Z0-9_]+[^A-Z0-9_(]|cublas[A-Z]|CUBLAS_[A-Z]+_|cuda[A-Z]|CUDA_R_|syevjInfo_t)}}
// QUIET-NOT: warning
