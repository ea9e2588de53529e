// cuSPARSE (generic API) -> hipSPARSE: a program's CSR SpMV and SpMM with
// their buffer-size queries, dense vector/matrix descriptors, matrix
// attributes, a COO -> CSR conversion and the legacy matrix descriptor, the
// index/value/order/algorithm enums, status checks in the user's macro.
// hipSPARSE before ROCm 5.4 spells CUSPARSE_ORDER_COL HIPSPARSE_ORDER_COLUMN;
// hipsparseGetErrorName/String need HIP 6.0 (for 5.2 they stay, with
// warnings, in a branch the compiler never sees). Both engines agree. The
// HIP 5.2 translation is compiled against Debian's hipSPARSE 5.3.3 headers,
// the 6.3 one against ROCm 6.3.3's hipSPARSE, the 7.0 one against the 7.13
// runtime with hipSPARSE 6.3's headers (no ROCm 7 library headers here).
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.token.err
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> %t.52.err
// RUN: FileCheck --check-prefix=HIP52 %s < %t.52.cu
// RUN: FileCheck --check-prefix=DIAG52 %s < %t.52.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 5.2 %s -o %t.52.token.cu 2> %t.52.token.err
// RUN: diff %t.52.cu %t.52.token.cu
// RUN: FileCheck --check-prefix=DIAG52 %s < %t.52.token.err
// RUN: %hip52-host %t.52.cu
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 7.0 %s -o %t.v70.cu 2> %t.v70.err
// RUN: %hip7libs-host %t.v70.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hipsparse/hipsparse.h>
// HIP52: {{^}}#include <hip/hip_runtime.h>
// HIP52-NEXT: {{^}}#include <hipsparse/hipsparse.h>
#include <cuda_runtime.h>
#include <cusparse.h>
#include <cstdint>
#include <cstdio>

// CHECK: {{^}}#define CHECK_CUSPARSE(call)
// CHECK-NEXT: {{^}}  do {
// CHECK-NEXT: {{^}}    hipsparseStatus_t status = (call);
// CHECK-NEXT: {{^}}    if (status != HIPSPARSE_STATUS_SUCCESS) {
#define CHECK_CUSPARSE(call)                                                  \
  do {                                                                        \
    cusparseStatus_t status = (call);                                         \
    if (status != CUSPARSE_STATUS_SUCCESS) {                                  \
      std::printf("cuSPARSE error %d at line %d\n", int(status), __LINE__);   \
      return false;                                                           \
    }                                                                         \
  } while (0)

// y = A x and C = A B, A in CSR with 32-bit indices, fp32 values.
// CHECK-LABEL: {{^}}bool spmvSpmm(
// CHECK: {{^ *}}float *dX, float *dY, float *dB, float *dC, int ncols, hipStream_t stream) {
bool spmvSpmm(int rows, int cols, int nnz, int *dRowPtr, int *dColInd, float *dVal,
              float *dX, float *dY, float *dB, float *dC, int ncols, cudaStream_t stream) {
  // CHECK: {{^ *}}hipsparseHandle_t handle = nullptr;
  cusparseHandle_t handle = nullptr;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreate(&handle));
  CHECK_CUSPARSE(cusparseCreate(&handle));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSetStream(handle, stream));
  CHECK_CUSPARSE(cusparseSetStream(handle, stream));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_HOST));
  CHECK_CUSPARSE(cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST));

  // CHECK: {{^ *}}hipsparseSpMatDescr_t matA;
  cusparseSpMatDescr_t matA;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreateCsr(&matA, rows, cols, nnz, dRowPtr, dColInd, dVal,
  // CHECK-NEXT: {{^ *}}HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
  // CHECK-NEXT: {{^ *}}HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  CHECK_CUSPARSE(cusparseCreateCsr(&matA, rows, cols, nnz, dRowPtr, dColInd, dVal,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  // CHECK: {{^ *}}hipsparseDnVecDescr_t vecX, vecY;
  cusparseDnVecDescr_t vecX, vecY;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreateDnVec(&vecX, cols, dX, HIP_R_32F));
  CHECK_CUSPARSE(cusparseCreateDnVec(&vecX, cols, dX, CUDA_R_32F));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreateDnVec(&vecY, rows, dY, HIP_R_32F));
  CHECK_CUSPARSE(cusparseCreateDnVec(&vecY, rows, dY, CUDA_R_32F));

  const float alpha = 1.0f, beta = 0.0f;
  size_t bufferSize = 0;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
  // CHECK-NEXT: {{^ *}}vecX, &beta, vecY, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT,
  // CHECK-NEXT: {{^ *}}&bufferSize));
  CHECK_CUSPARSE(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
                                         vecX, &beta, vecY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT,
                                         &bufferSize));
  void *dBuffer = nullptr;
  // CHECK: {{^ *}}hipMalloc(&dBuffer, bufferSize);
  cudaMalloc(&dBuffer, bufferSize);
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX,
  // CHECK-NEXT: {{^ *}}&beta, vecY, HIP_R_32F, HIPSPARSE_SPMV_CSR_ALG1, dBuffer));
  CHECK_CUSPARSE(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX,
                              &beta, vecY, CUDA_R_32F, CUSPARSE_SPMV_CSR_ALG1, dBuffer));

  // CHECK: {{^ *}}hipsparseDnMatDescr_t matB, matC;
  cusparseDnMatDescr_t matB, matC;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreateDnMat(&matB, cols, ncols, cols, dB, HIP_R_32F, HIPSPARSE_ORDER_COL));
  // HIP52: {{^ *}}CHECK_CUSPARSE(hipsparseCreateDnMat(&matB, cols, ncols, cols, dB, HIP_R_32F, HIPSPARSE_ORDER_COLUMN));
  CHECK_CUSPARSE(cusparseCreateDnMat(&matB, cols, ncols, cols, dB, CUDA_R_32F, CUSPARSE_ORDER_COL));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreateDnMat(&matC, rows, ncols, rows, dC, HIP_R_32F, HIPSPARSE_ORDER_COL));
  // HIP52: {{^ *}}CHECK_CUSPARSE(hipsparseCreateDnMat(&matC, rows, ncols, rows, dC, HIP_R_32F, HIPSPARSE_ORDER_COLUMN));
  CHECK_CUSPARSE(cusparseCreateDnMat(&matC, rows, ncols, rows, dC, CUDA_R_32F, CUSPARSE_ORDER_COL));
  size_t spmmSize = 0;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMM_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT: {{^ *}}HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB,
  // CHECK-NEXT: {{^ *}}&beta, matC, HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT, &spmmSize));
  CHECK_CUSPARSE(cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                         CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB,
                                         &beta, matC, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &spmmSize));
  void *dSpmmBuf = nullptr;
  cudaMalloc(&dSpmmBuf, spmmSize);
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMM(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE,
  // CHECK-NEXT: {{^ *}}HIPSPARSE_OPERATION_TRANSPOSE, &alpha, matA, matB, &beta, matC,
  // CHECK-NEXT: {{^ *}}HIP_R_32F, HIPSPARSE_SPMM_CSR_ALG1, dSpmmBuf));
  CHECK_CUSPARSE(cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                              CUSPARSE_OPERATION_TRANSPOSE, &alpha, matA, matB, &beta, matC,
                              CUDA_R_32F, CUSPARSE_SPMM_CSR_ALG1, dSpmmBuf));

  int64_t r = 0, c = 0, n = 0;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMatGetSize(matA, &r, &c, &n));
  CHECK_CUSPARSE(cusparseSpMatGetSize(matA, &r, &c, &n));
  // CHECK: {{^ *}}hipsparseIndexBase_t base;
  cusparseIndexBase_t base;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMatGetIndexBase(matA, &base));
  CHECK_CUSPARSE(cusparseSpMatGetIndexBase(matA, &base));

  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseDestroySpMat(matA));
  CHECK_CUSPARSE(cusparseDestroySpMat(matA));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseDestroyDnVec(vecX));
  CHECK_CUSPARSE(cusparseDestroyDnVec(vecX));
  CHECK_CUSPARSE(cusparseDestroyDnVec(vecY));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseDestroyDnMat(matB));
  CHECK_CUSPARSE(cusparseDestroyDnMat(matB));
  CHECK_CUSPARSE(cusparseDestroyDnMat(matC));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseDestroy(handle));
  CHECK_CUSPARSE(cusparseDestroy(handle));
  // CHECK: {{^ *}}hipFree(dBuffer);
  cudaFree(dBuffer);
  cudaFree(dSpmmBuf);
  // CHECK: {{^ *}}return base == HIPSPARSE_INDEX_BASE_ZERO && n == nnz;
  return base == CUSPARSE_INDEX_BASE_ZERO && n == nnz;
}

// A triangular matrix built from COO row indices.
// CHECK-LABEL: {{^}}bool fromCoo(hipsparseHandle_t h, const int *cooRows, int nnz, int m, int *csrRowPtr,
// CHECK-NEXT: {{^ *}}hipsparseSpMatDescr_t mat) {
bool fromCoo(cusparseHandle_t h, const int *cooRows, int nnz, int m, int *csrRowPtr,
             cusparseSpMatDescr_t mat) {
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseXcoo2csr(h, cooRows, nnz, m, csrRowPtr, HIPSPARSE_INDEX_BASE_ZERO));
  CHECK_CUSPARSE(cusparseXcoo2csr(h, cooRows, nnz, m, csrRowPtr, CUSPARSE_INDEX_BASE_ZERO));
  // CHECK: {{^ *}}hipsparseFillMode_t fill = HIPSPARSE_FILL_MODE_LOWER;
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMatSetAttribute(mat, HIPSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill)));
  CHECK_CUSPARSE(cusparseSpMatSetAttribute(mat, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill)));
  // CHECK: {{^ *}}hipsparseDiagType_t diag = HIPSPARSE_DIAG_TYPE_NON_UNIT;
  cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSpMatSetAttribute(mat, HIPSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag)));
  CHECK_CUSPARSE(cusparseSpMatSetAttribute(mat, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag)));
  int version = 0;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseGetVersion(h, &version));
  CHECK_CUSPARSE(cusparseGetVersion(h, &version));
  return version > 0;
}

// The legacy matrix descriptor, still used by the csr2csc/ilu/ic APIs.
// CHECK-LABEL: {{^}}bool legacyDescriptor() {
bool legacyDescriptor() {
  // CHECK: {{^ *}}hipsparseMatDescr_t descr;
  cusparseMatDescr_t descr;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseCreateMatDescr(&descr));
  CHECK_CUSPARSE(cusparseCreateMatDescr(&descr));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL));
  CHECK_CUSPARSE(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ONE));
  CHECK_CUSPARSE(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ONE));
  // CHECK: {{^ *}}bool one = hipsparseGetMatIndexBase(descr) == HIPSPARSE_INDEX_BASE_ONE;
  bool one = cusparseGetMatIndexBase(descr) == CUSPARSE_INDEX_BASE_ONE;
  // CHECK: {{^ *}}CHECK_CUSPARSE(hipsparseDestroyMatDescr(descr));
  CHECK_CUSPARSE(cusparseDestroyMatDescr(descr));
  return one;
}

// Error texts, only in verbose builds. The tool rewrites this branch though
// the compiler never sees it; HIP 5.2 lacks both functions.
#ifdef SPARSE_VERBOSE
// CHECK-LABEL: {{^}}void report(hipsparseStatus_t s) {
void report(cusparseStatus_t s) {
  // CHECK: {{^ *}}std::printf("%s: %s\n", hipsparseGetErrorName(s), hipsparseGetErrorString(s));
  // HIP52: {{^ *}}std::printf("%s: %s\n", cusparseGetErrorName(s), cusparseGetErrorString(s));
  // DIAG52-NOT: warning:
  // DIAG52: {{^.*/}}cusparse.cu:[[@LINE+4]]:27: warning: 'cusparseGetErrorName' maps to 'hipsparseGetErrorName', which needs HIP 6.0 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
  // DIAG52: {{^.*/}}cusparse.cu:[[@LINE+3]]:52: warning: 'cusparseGetErrorString' maps to 'hipsparseGetErrorString', which needs HIP 6.0 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
  // DIAG52-NOT: warning:
  // QUIET-NOT: warning
  std::printf("%s: %s\n", cusparseGetErrorName(s), cusparseGetErrorString(s));
}
#endif

// NOCUDA-NOT: {{^[^/]*(cusparse[A-Z]|CUSPARSE_[A-Z0-9]+_|cuda[A-Z]|CUDA_R_)}}
