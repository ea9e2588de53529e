// hipsparse/hipsparse.h - hipSPARSE's generic API over cuSPARSE's.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's hipsparse/hipsparse.h (names, signatures, HIPSPARSE_* values, which
// are cuSPARSE's: asserted); scripts/hip_on_cuda_decls.py checks them. The
// routines here: handles, streams, matrix descriptors, CSR/COO sparse and
// dense vector/matrix descriptors, SpMV and SpMM (+ buffer sizes),
// csr2coo/coo2csr. Links -lcusparse.
#ifndef HIP_ON_CUDA_HIPSPARSE_H
#define HIP_ON_CUDA_HIPSPARSE_H
#include <hip/hip_runtime_api.h>
#include <hip/library_types.h>
#include <cusparse.h>
#include <stdint.h>

typedef cusparseHandle_t hipsparseHandle_t;
typedef cusparseMatDescr_t hipsparseMatDescr_t;
typedef cusparseSpMatDescr_t hipsparseSpMatDescr_t;
typedef cusparseConstSpMatDescr_t hipsparseConstSpMatDescr_t;
typedef cusparseDnVecDescr_t hipsparseDnVecDescr_t;
typedef cusparseConstDnVecDescr_t hipsparseConstDnVecDescr_t;
typedef cusparseDnMatDescr_t hipsparseDnMatDescr_t;
typedef cusparseConstDnMatDescr_t hipsparseConstDnMatDescr_t;

typedef enum hipsparseStatus_t {
  HIPSPARSE_STATUS_SUCCESS = 0,
  HIPSPARSE_STATUS_NOT_INITIALIZED = 1,
  HIPSPARSE_STATUS_ALLOC_FAILED = 2,
  HIPSPARSE_STATUS_INVALID_VALUE = 3,
  HIPSPARSE_STATUS_ARCH_MISMATCH = 4,
  HIPSPARSE_STATUS_MAPPING_ERROR = 5,
  HIPSPARSE_STATUS_EXECUTION_FAILED = 6,
  HIPSPARSE_STATUS_INTERNAL_ERROR = 7,
  HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  HIPSPARSE_STATUS_ZERO_PIVOT = 9,
  HIPSPARSE_STATUS_NOT_SUPPORTED = 10,
  HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11,
} hipsparseStatus_t;
HIP_ON_CUDA_SAME(HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES, CUSPARSE_STATUS_INSUFFICIENT_RESOURCES);
HIP_ON_CUDA_SAME(HIPSPARSE_STATUS_ZERO_PIVOT, CUSPARSE_STATUS_ZERO_PIVOT);
typedef enum hipsparseIndexBase_t {
  HIPSPARSE_INDEX_BASE_ZERO = 0,
  HIPSPARSE_INDEX_BASE_ONE = 1,
} hipsparseIndexBase_t;
HIP_ON_CUDA_SAME(HIPSPARSE_INDEX_BASE_ONE, CUSPARSE_INDEX_BASE_ONE);
typedef enum hipsparseMatrixType_t {
  HIPSPARSE_MATRIX_TYPE_GENERAL = 0,
  HIPSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  HIPSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  HIPSPARSE_MATRIX_TYPE_TRIANGULAR = 3,
} hipsparseMatrixType_t;
HIP_ON_CUDA_SAME(HIPSPARSE_MATRIX_TYPE_TRIANGULAR, CUSPARSE_MATRIX_TYPE_TRIANGULAR);
typedef enum hipsparseOperation_t {
  HIPSPARSE_OPERATION_NON_TRANSPOSE = 0,
  HIPSPARSE_OPERATION_TRANSPOSE = 1,
  HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2,
} hipsparseOperation_t;
HIP_ON_CUDA_SAME(HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE, CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE);
typedef enum hipsparseIndexType_t {
  HIPSPARSE_INDEX_16U = 1,
  HIPSPARSE_INDEX_32I = 2,
  HIPSPARSE_INDEX_64I = 3,
} hipsparseIndexType_t;
HIP_ON_CUDA_SAME(HIPSPARSE_INDEX_64I, CUSPARSE_INDEX_64I);
typedef enum hipsparseOrder_t {
  HIPSPARSE_ORDER_COL = 1,
  HIPSPARSE_ORDER_ROW = 2,
} hipsparseOrder_t;
HIP_ON_CUDA_SAME(HIPSPARSE_ORDER_ROW, CUSPARSE_ORDER_ROW);
typedef enum hipsparseSpMVAlg_t {
  HIPSPARSE_SPMV_ALG_DEFAULT = 0,
  HIPSPARSE_SPMV_COO_ALG1 = 1,
  HIPSPARSE_SPMV_CSR_ALG1 = 2,
  HIPSPARSE_SPMV_CSR_ALG2 = 3,
  HIPSPARSE_SPMV_COO_ALG2 = 4,
} hipsparseSpMVAlg_t;
HIP_ON_CUDA_SAME(HIPSPARSE_SPMV_CSR_ALG2, CUSPARSE_SPMV_CSR_ALG2);
HIP_ON_CUDA_SAME(HIPSPARSE_SPMV_COO_ALG2, CUSPARSE_SPMV_COO_ALG2);
typedef enum hipsparseSpMMAlg_t {
  HIPSPARSE_SPMM_ALG_DEFAULT = 0,
  HIPSPARSE_SPMM_COO_ALG1 = 1,
  HIPSPARSE_SPMM_COO_ALG2 = 2,
  HIPSPARSE_SPMM_COO_ALG3 = 3,
  HIPSPARSE_SPMM_CSR_ALG1 = 4,
  HIPSPARSE_SPMM_COO_ALG4 = 5,
  HIPSPARSE_SPMM_CSR_ALG2 = 6,
  HIPSPARSE_SPMM_CSR_ALG3 = 12,
  HIPSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,
} hipsparseSpMMAlg_t;
HIP_ON_CUDA_SAME(HIPSPARSE_SPMM_CSR_ALG3, CUSPARSE_SPMM_CSR_ALG3);
HIP_ON_CUDA_SAME(HIPSPARSE_SPMM_BLOCKED_ELL_ALG1, CUSPARSE_SPMM_BLOCKED_ELL_ALG1);

static inline hipsparseStatus_t hip_on_cuda_sparse(cusparseStatus_t s) {
  return (int)s <= 11 ? (hipsparseStatus_t)s : HIPSPARSE_STATUS_INTERNAL_ERROR;
}
#define HIP_ON_CUDA_SP(CALL) return hip_on_cuda_sparse(CALL)

static inline hipsparseStatus_t hipsparseCreate(hipsparseHandle_t *h) {
  HIP_ON_CUDA_SP(cusparseCreate(h));
}
static inline hipsparseStatus_t hipsparseDestroy(hipsparseHandle_t h) {
  HIP_ON_CUDA_SP(cusparseDestroy(h));
}
static inline hipsparseStatus_t hipsparseSetStream(hipsparseHandle_t h, hipStream_t s) {
  HIP_ON_CUDA_SP(cusparseSetStream(h, s));
}
static inline hipsparseStatus_t hipsparseGetStream(hipsparseHandle_t h, hipStream_t *s) {
  HIP_ON_CUDA_SP(cusparseGetStream(h, s));
}
static inline hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t h, int *v) {
  HIP_ON_CUDA_SP(cusparseGetVersion(h, v));
}
static inline hipsparseStatus_t hipsparseCreateMatDescr(hipsparseMatDescr_t *d) {
  HIP_ON_CUDA_SP(cusparseCreateMatDescr(d));
}
static inline hipsparseStatus_t hipsparseDestroyMatDescr(hipsparseMatDescr_t d) {
  HIP_ON_CUDA_SP(cusparseDestroyMatDescr(d));
}
static inline hipsparseStatus_t hipsparseSetMatType(hipsparseMatDescr_t d, hipsparseMatrixType_t t) {
  HIP_ON_CUDA_SP(cusparseSetMatType(d, (cusparseMatrixType_t)t));
}
static inline hipsparseStatus_t hipsparseSetMatIndexBase(hipsparseMatDescr_t d,
                                                         hipsparseIndexBase_t b) {
  HIP_ON_CUDA_SP(cusparseSetMatIndexBase(d, (cusparseIndexBase_t)b));
}
static inline hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t *m, int64_t rows,
                                                   int64_t cols, int64_t nnz, void *rowPtr,
                                                   void *colInd, void *values,
                                                   hipsparseIndexType_t rowType,
                                                   hipsparseIndexType_t colType,
                                                   hipsparseIndexBase_t base, hipDataType t) {
  HIP_ON_CUDA_SP(cusparseCreateCsr(m, rows, cols, nnz, rowPtr, colInd, values,
                                   (cusparseIndexType_t)rowType, (cusparseIndexType_t)colType,
                                   (cusparseIndexBase_t)base, (cudaDataType)t));
}
static inline hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t *m, int64_t rows,
                                                   int64_t cols, int64_t nnz, void *rowInd,
                                                   void *colInd, void *values,
                                                   hipsparseIndexType_t idxType,
                                                   hipsparseIndexBase_t base, hipDataType t) {
  HIP_ON_CUDA_SP(cusparseCreateCoo(m, rows, cols, nnz, rowInd, colInd, values,
                                   (cusparseIndexType_t)idxType, (cusparseIndexBase_t)base,
                                   (cudaDataType)t));
}
static inline hipsparseStatus_t hipsparseDestroySpMat(hipsparseConstSpMatDescr_t m) {
  HIP_ON_CUDA_SP(cusparseDestroySpMat(m));
}
static inline hipsparseStatus_t hipsparseCreateDnVec(hipsparseDnVecDescr_t *v, int64_t n,
                                                     void *values, hipDataType t) {
  HIP_ON_CUDA_SP(cusparseCreateDnVec(v, n, values, (cudaDataType)t));
}
static inline hipsparseStatus_t hipsparseDestroyDnVec(hipsparseConstDnVecDescr_t v) {
  HIP_ON_CUDA_SP(cusparseDestroyDnVec(v));
}
static inline hipsparseStatus_t hipsparseCreateDnMat(hipsparseDnMatDescr_t *m, int64_t rows,
                                                     int64_t cols, int64_t ld, void *values,
                                                     hipDataType t, hipsparseOrder_t order) {
  HIP_ON_CUDA_SP(cusparseCreateDnMat(m, rows, cols, ld, values, (cudaDataType)t,
                                     (cusparseOrder_t)order));
}
static inline hipsparseStatus_t hipsparseDestroyDnMat(hipsparseConstDnMatDescr_t m) {
  HIP_ON_CUDA_SP(cusparseDestroyDnMat(m));
}
static inline hipsparseStatus_t hipsparseSpMV_bufferSize(
    hipsparseHandle_t h, hipsparseOperation_t op, const void *alpha, hipsparseConstSpMatDescr_t A,
    hipsparseConstDnVecDescr_t x, const void *beta, const hipsparseDnVecDescr_t y,
    hipDataType t, hipsparseSpMVAlg_t alg, size_t *bytes) {
  HIP_ON_CUDA_SP(cusparseSpMV_bufferSize(h, (cusparseOperation_t)op, alpha, A, x, beta, y,
                                         (cudaDataType)t, (cusparseSpMVAlg_t)alg, bytes));
}
static inline hipsparseStatus_t hipsparseSpMV(hipsparseHandle_t h, hipsparseOperation_t op,
                                              const void *alpha, hipsparseConstSpMatDescr_t A,
                                              hipsparseConstDnVecDescr_t x, const void *beta,
                                              const hipsparseDnVecDescr_t y, hipDataType t,
                                              hipsparseSpMVAlg_t alg, void *buffer) {
  HIP_ON_CUDA_SP(cusparseSpMV(h, (cusparseOperation_t)op, alpha, A, x, beta, y, (cudaDataType)t,
                              (cusparseSpMVAlg_t)alg, buffer));
}
static inline hipsparseStatus_t hipsparseSpMM_bufferSize(
    hipsparseHandle_t h, hipsparseOperation_t opA, hipsparseOperation_t opB, const void *alpha,
    hipsparseConstSpMatDescr_t A, hipsparseConstDnMatDescr_t B, const void *beta,
    const hipsparseDnMatDescr_t C, hipDataType t, hipsparseSpMMAlg_t alg, size_t *bytes) {
  HIP_ON_CUDA_SP(cusparseSpMM_bufferSize(h, (cusparseOperation_t)opA, (cusparseOperation_t)opB,
                                         alpha, A, B, beta, C, (cudaDataType)t,
                                         (cusparseSpMMAlg_t)alg, bytes));
}
static inline hipsparseStatus_t hipsparseSpMM(hipsparseHandle_t h, hipsparseOperation_t opA,
                                              hipsparseOperation_t opB, const void *alpha,
                                              hipsparseConstSpMatDescr_t A,
                                              hipsparseConstDnMatDescr_t B, const void *beta,
                                              const hipsparseDnMatDescr_t C, hipDataType t,
                                              hipsparseSpMMAlg_t alg, void *buffer) {
  HIP_ON_CUDA_SP(cusparseSpMM(h, (cusparseOperation_t)opA, (cusparseOperation_t)opB, alpha, A, B,
                              beta, C, (cudaDataType)t, (cusparseSpMMAlg_t)alg, buffer));
}
static inline hipsparseStatus_t hipsparseXcsr2coo(hipsparseHandle_t h, const int *rowPtr, int nnz,
                                                  int m, int *rowInd, hipsparseIndexBase_t b) {
  HIP_ON_CUDA_SP(cusparseXcsr2coo(h, rowPtr, nnz, m, rowInd, (cusparseIndexBase_t)b));
}
static inline hipsparseStatus_t hipsparseXcoo2csr(hipsparseHandle_t h, const int *rowInd, int nnz,
                                                  int m, int *rowPtr, hipsparseIndexBase_t b) {
  HIP_ON_CUDA_SP(cusparseXcoo2csr(h, rowInd, nnz, m, rowPtr, (cusparseIndexBase_t)b));
}
#undef HIP_ON_CUDA_SP
#endif
