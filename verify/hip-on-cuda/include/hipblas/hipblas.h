// hipblas/hipblas.h - hipBLAS over cuBLAS.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's hipblas/hipblas.h: HIP's handle type (void *), HIP's enum values
// (HIPBLAS_OP_N is 111, rocBLAS's numbering, converted to cuBLAS's here),
// hipBLAS's status codes; scripts/hip_on_cuda_decls.py checks every
// declaration against ROCm. The routines here: handles, streams, pointer and
// math modes, vector/matrix transfers, level 1 (axpy, dot, nrm2, asum, scal,
// copy, swap, amax, amin), level 2 (gemv, ger, symv, trmv, trsv), level 3
// (gemm, gemm batched / strided batched, geam, symm, syrk, trsm) for float
// and double, and Hgemm; in hipblas/hip_on_cuda_ex.h, hipblasGemmEx (batched,
// strided batched; the _v2 and the deprecated forms) and the complex gemms.
// A program links -lcublas.
#ifndef HIP_ON_CUDA_HIPBLAS_H
#define HIP_ON_CUDA_HIPBLAS_H

#include <hip/hip_runtime_api.h>
#include <cublas_v2.h>
#include <stdint.h>

typedef void *hipblasHandle_t;
typedef uint16_t hipblasHalf;
typedef int64_t hipblasStride;

typedef enum hipblasStatus_t {
  HIPBLAS_STATUS_SUCCESS = 0,
  HIPBLAS_STATUS_NOT_INITIALIZED = 1,
  HIPBLAS_STATUS_ALLOC_FAILED = 2,
  HIPBLAS_STATUS_INVALID_VALUE = 3,
  HIPBLAS_STATUS_MAPPING_ERROR = 4,
  HIPBLAS_STATUS_EXECUTION_FAILED = 5,
  HIPBLAS_STATUS_INTERNAL_ERROR = 6,
  HIPBLAS_STATUS_NOT_SUPPORTED = 7,
  HIPBLAS_STATUS_ARCH_MISMATCH = 8,
  HIPBLAS_STATUS_HANDLE_IS_NULLPTR = 9,
  HIPBLAS_STATUS_INVALID_ENUM = 10,
  HIPBLAS_STATUS_UNKNOWN = 11,
} hipblasStatus_t;
typedef enum hipblasOperation_t {
  HIPBLAS_OP_N = 111,
  HIPBLAS_OP_T = 112,
  HIPBLAS_OP_C = 113,
} hipblasOperation_t;
typedef enum hipblasFillMode_t {
  HIPBLAS_FILL_MODE_UPPER = 121,
  HIPBLAS_FILL_MODE_LOWER = 122,
  HIPBLAS_FILL_MODE_FULL = 123,
} hipblasFillMode_t;
typedef enum hipblasDiagType_t {
  HIPBLAS_DIAG_NON_UNIT = 131,
  HIPBLAS_DIAG_UNIT = 132,
} hipblasDiagType_t;
typedef enum hipblasSideMode_t {
  HIPBLAS_SIDE_LEFT = 141,
  HIPBLAS_SIDE_RIGHT = 142,
  HIPBLAS_SIDE_BOTH = 143,
} hipblasSideMode_t;
typedef enum hipblasPointerMode_t {
  HIPBLAS_POINTER_MODE_HOST = 0,
  HIPBLAS_POINTER_MODE_DEVICE = 1,
} hipblasPointerMode_t;
typedef enum hipblasMath_t {
  HIPBLAS_DEFAULT_MATH = 0,
  HIPBLAS_XF32_XDL_MATH = 1,
  HIPBLAS_PEDANTIC_MATH = 2,
  HIPBLAS_TF32_TENSOR_OP_MATH = 3,
} hipblasMath_t;

static inline hipblasStatus_t hip_on_cuda_blas(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS: return HIPBLAS_STATUS_SUCCESS;
  case CUBLAS_STATUS_NOT_INITIALIZED: return HIPBLAS_STATUS_NOT_INITIALIZED;
  case CUBLAS_STATUS_ALLOC_FAILED: return HIPBLAS_STATUS_ALLOC_FAILED;
  case CUBLAS_STATUS_INVALID_VALUE: return HIPBLAS_STATUS_INVALID_VALUE;
  case CUBLAS_STATUS_ARCH_MISMATCH: return HIPBLAS_STATUS_ARCH_MISMATCH;
  case CUBLAS_STATUS_MAPPING_ERROR: return HIPBLAS_STATUS_MAPPING_ERROR;
  case CUBLAS_STATUS_EXECUTION_FAILED: return HIPBLAS_STATUS_EXECUTION_FAILED;
  case CUBLAS_STATUS_INTERNAL_ERROR: return HIPBLAS_STATUS_INTERNAL_ERROR;
  case CUBLAS_STATUS_NOT_SUPPORTED: return HIPBLAS_STATUS_NOT_SUPPORTED;
  default: return HIPBLAS_STATUS_UNKNOWN;
  }
}
static inline cublasHandle_t hip_on_cuda_h(hipblasHandle_t h) { return (cublasHandle_t)h; }
static inline cublasOperation_t hip_on_cuda_op(hipblasOperation_t o) {
  return o == HIPBLAS_OP_N ? CUBLAS_OP_N : o == HIPBLAS_OP_T ? CUBLAS_OP_T : CUBLAS_OP_C;
}
static inline cublasFillMode_t hip_on_cuda_fill(hipblasFillMode_t f) {
  return f == HIPBLAS_FILL_MODE_UPPER ? CUBLAS_FILL_MODE_UPPER
         : f == HIPBLAS_FILL_MODE_LOWER ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_FULL;
}
static inline cublasDiagType_t hip_on_cuda_diag(hipblasDiagType_t d) {
  return d == HIPBLAS_DIAG_UNIT ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
}
static inline cublasSideMode_t hip_on_cuda_side(hipblasSideMode_t s) {
  return s == HIPBLAS_SIDE_RIGHT ? CUBLAS_SIDE_RIGHT : CUBLAS_SIDE_LEFT;
}
#define HIP_ON_CUDA_B(CALL) return hip_on_cuda_blas(CALL)

//===--- Handles, streams, modes, transfers -------------------------------===//

static inline hipblasStatus_t hipblasCreate(hipblasHandle_t *h) {
  cublasHandle_t c = nullptr;
  cublasStatus_t s = cublasCreate(&c);
  if (h)
    *h = (hipblasHandle_t)c;
  return hip_on_cuda_blas(s);
}
static inline hipblasStatus_t hipblasDestroy(hipblasHandle_t h) { HIP_ON_CUDA_B(cublasDestroy(hip_on_cuda_h(h))); }
static inline hipblasStatus_t hipblasSetStream(hipblasHandle_t h, hipStream_t s) {
  HIP_ON_CUDA_B(cublasSetStream(hip_on_cuda_h(h), s));
}
static inline hipblasStatus_t hipblasGetStream(hipblasHandle_t h, hipStream_t *s) {
  HIP_ON_CUDA_B(cublasGetStream(hip_on_cuda_h(h), s));
}
static inline hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t h, hipblasPointerMode_t m) {
  HIP_ON_CUDA_B(cublasSetPointerMode(hip_on_cuda_h(h), m == HIPBLAS_POINTER_MODE_DEVICE
                                                          ? CUBLAS_POINTER_MODE_DEVICE
                                                          : CUBLAS_POINTER_MODE_HOST));
}
static inline hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t h, hipblasPointerMode_t *m) {
  cublasPointerMode_t c;
  cublasStatus_t s = cublasGetPointerMode(hip_on_cuda_h(h), &c);
  if (m)
    *m = c == CUBLAS_POINTER_MODE_DEVICE ? HIPBLAS_POINTER_MODE_DEVICE : HIPBLAS_POINTER_MODE_HOST;
  return hip_on_cuda_blas(s);
}
static inline hipblasStatus_t hipblasSetMathMode(hipblasHandle_t h, hipblasMath_t m) {
  HIP_ON_CUDA_B(cublasSetMathMode(hip_on_cuda_h(h), m == HIPBLAS_TF32_TENSOR_OP_MATH
                                                      ? CUBLAS_TF32_TENSOR_OP_MATH
                                                  : m == HIPBLAS_PEDANTIC_MATH
                                                      ? CUBLAS_PEDANTIC_MATH
                                                      : CUBLAS_DEFAULT_MATH));
}
static inline hipblasStatus_t hipblasSetVector(int n, int elemSize, const void *x, int incx,
                                               void *y, int incy) {
  HIP_ON_CUDA_B(cublasSetVector(n, elemSize, x, incx, y, incy));
}
static inline hipblasStatus_t hipblasGetVector(int n, int elemSize, const void *x, int incx,
                                               void *y, int incy) {
  HIP_ON_CUDA_B(cublasGetVector(n, elemSize, x, incx, y, incy));
}
static inline hipblasStatus_t hipblasSetMatrix(int rows, int cols, int elemSize, const void *A,
                                               int lda, void *B, int ldb) {
  HIP_ON_CUDA_B(cublasSetMatrix(rows, cols, elemSize, A, lda, B, ldb));
}
static inline hipblasStatus_t hipblasGetMatrix(int rows, int cols, int elemSize, const void *A,
                                               int lda, void *B, int ldb) {
  HIP_ON_CUDA_B(cublasGetMatrix(rows, cols, elemSize, A, lda, B, ldb));
}

//===--- Level 1, 2, 3 for float (S) and double (D) -----------------------===//

#define HIP_ON_CUDA_BLAS_REAL(P, L, T)                                                               \
  static inline hipblasStatus_t hipblas##P##axpy(hipblasHandle_t h, int n, const T *alpha,        \
                                                 const T *x, int incx, T *y, int incy) {          \
    HIP_ON_CUDA_B(cublas##P##axpy(hip_on_cuda_h(h), n, alpha, x, incx, y, incy));                 \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##dot(hipblasHandle_t h, int n, const T *x, int incx,   \
                                                const T *y, int incy, T *result) {                \
    HIP_ON_CUDA_B(cublas##P##dot(hip_on_cuda_h(h), n, x, incx, y, incy, result));                 \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##nrm2(hipblasHandle_t h, int n, const T *x, int incx,  \
                                                 T *result) {                                     \
    HIP_ON_CUDA_B(cublas##P##nrm2(hip_on_cuda_h(h), n, x, incx, result));                         \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##asum(hipblasHandle_t h, int n, const T *x, int incx,  \
                                                 T *result) {                                     \
    HIP_ON_CUDA_B(cublas##P##asum(hip_on_cuda_h(h), n, x, incx, result));                         \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##scal(hipblasHandle_t h, int n, const T *alpha, T *x,  \
                                                 int incx) {                                      \
    HIP_ON_CUDA_B(cublas##P##scal(hip_on_cuda_h(h), n, alpha, x, incx));                          \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##copy(hipblasHandle_t h, int n, const T *x, int incx,  \
                                                 T *y, int incy) {                                \
    HIP_ON_CUDA_B(cublas##P##copy(hip_on_cuda_h(h), n, x, incx, y, incy));                        \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##swap(hipblasHandle_t h, int n, T *x, int incx, T *y,  \
                                                 int incy) {                                      \
    HIP_ON_CUDA_B(cublas##P##swap(hip_on_cuda_h(h), n, x, incx, y, incy));                        \
  }                                                                                               \
  static inline hipblasStatus_t hipblasI##L##amax(hipblasHandle_t h, int n, const T *x, int incx, \
                                                  int *result) {                                  \
    HIP_ON_CUDA_B(cublasI##L##amax(hip_on_cuda_h(h), n, x, incx, result));                        \
  }                                                                                               \
  static inline hipblasStatus_t hipblasI##L##amin(hipblasHandle_t h, int n, const T *x, int incx, \
                                                  int *result) {                                  \
    HIP_ON_CUDA_B(cublasI##L##amin(hip_on_cuda_h(h), n, x, incx, result));                        \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##gemv(hipblasHandle_t h, hipblasOperation_t trans,     \
                                                 int m, int n, const T *alpha, const T *A,        \
                                                 int lda, const T *x, int incx, const T *beta,    \
                                                 T *y, int incy) {                                \
    HIP_ON_CUDA_B(cublas##P##gemv(hip_on_cuda_h(h), hip_on_cuda_op(trans), m, n, alpha, A, lda,   \
                                  x, incx, beta, y, incy));                                       \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##ger(hipblasHandle_t h, int m, int n, const T *alpha,  \
                                                const T *x, int incx, const T *y, int incy, T *A, \
                                                int lda) {                                        \
    HIP_ON_CUDA_B(cublas##P##ger(hip_on_cuda_h(h), m, n, alpha, x, incx, y, incy, A, lda));       \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##symv(hipblasHandle_t h, hipblasFillMode_t uplo,       \
                                                 int n, const T *alpha, const T *A, int lda,      \
                                                 const T *x, int incx, const T *beta, T *y,       \
                                                 int incy) {                                      \
    HIP_ON_CUDA_B(cublas##P##symv(hip_on_cuda_h(h), hip_on_cuda_fill(uplo), n, alpha, A, lda, x,  \
                                  incx, beta, y, incy));                                          \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##trmv(hipblasHandle_t h, hipblasFillMode_t uplo,       \
                                                 hipblasOperation_t trans,                        \
                                                 hipblasDiagType_t diag, int n, const T *A,       \
                                                 int lda, T *x, int incx) {                       \
    HIP_ON_CUDA_B(cublas##P##trmv(hip_on_cuda_h(h), hip_on_cuda_fill(uplo),                       \
                                  hip_on_cuda_op(trans), hip_on_cuda_diag(diag), n, A, lda, x,    \
                                  incx));                                                         \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##trsv(hipblasHandle_t h, hipblasFillMode_t uplo,       \
                                                 hipblasOperation_t trans,                        \
                                                 hipblasDiagType_t diag, int n, const T *A,       \
                                                 int lda, T *x, int incx) {                       \
    HIP_ON_CUDA_B(cublas##P##trsv(hip_on_cuda_h(h), hip_on_cuda_fill(uplo),                       \
                                  hip_on_cuda_op(trans), hip_on_cuda_diag(diag), n, A, lda, x,    \
                                  incx));                                                         \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##gemm(                                                 \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,       \
      const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, int ldc) {   \
    HIP_ON_CUDA_B(cublas##P##gemm(hip_on_cuda_h(h), hip_on_cuda_op(ta), hip_on_cuda_op(tb), m, n, \
                                  k, alpha, A, lda, B, ldb, beta, C, ldc));                       \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##gemmBatched(                                          \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,       \
      const T *alpha, const T *const A[], int lda, const T *const B[], int ldb, const T *beta,    \
      T *const C[], int ldc, int batchCount) {                                                    \
    HIP_ON_CUDA_B(cublas##P##gemmBatched(hip_on_cuda_h(h), hip_on_cuda_op(ta),                    \
                                         hip_on_cuda_op(tb), m, n, k, alpha, A, lda, B, ldb,      \
                                         beta, C, ldc, batchCount));                              \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##gemmStridedBatched(                                   \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,       \
      const T *alpha, const T *A, int lda, long long strideA, const T *B, int ldb,                \
      long long strideB, const T *beta, T *C, int ldc, long long strideC, int batchCount) {       \
    HIP_ON_CUDA_B(cublas##P##gemmStridedBatched(                                                  \
        hip_on_cuda_h(h), hip_on_cuda_op(ta), hip_on_cuda_op(tb), m, n, k, alpha, A, lda,         \
        strideA, B, ldb, strideB, beta, C, ldc, strideC, batchCount));                            \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##geam(                                                 \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n,              \
      const T *alpha, const T *A, int lda, const T *beta, const T *B, int ldb, T *C, int ldc) {   \
    HIP_ON_CUDA_B(cublas##P##geam(hip_on_cuda_h(h), hip_on_cuda_op(ta), hip_on_cuda_op(tb), m, n, \
                                  alpha, A, lda, beta, B, ldb, C, ldc));                          \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##symm(                                                 \
      hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo, int m, int n,            \
      const T *alpha, const T *A, int lda, const T *B, int ldb, const T *beta, T *C, int ldc) {   \
    HIP_ON_CUDA_B(cublas##P##symm(hip_on_cuda_h(h), hip_on_cuda_side(side),                       \
                                  hip_on_cuda_fill(uplo), m, n, alpha, A, lda, B, ldb, beta, C,   \
                                  ldc));                                                          \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##syrk(hipblasHandle_t h, hipblasFillMode_t uplo,       \
                                                 hipblasOperation_t trans, int n, int k,          \
                                                 const T *alpha, const T *A, int lda,             \
                                                 const T *beta, T *C, int ldc) {                  \
    HIP_ON_CUDA_B(cublas##P##syrk(hip_on_cuda_h(h), hip_on_cuda_fill(uplo),                       \
                                  hip_on_cuda_op(trans), n, k, alpha, A, lda, beta, C, ldc));     \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##trsm(                                                 \
      hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo,                          \
      hipblasOperation_t trans, hipblasDiagType_t diag, int m, int n, const T *alpha,             \
      const T *A, int lda, T *B, int ldb) {                                                       \
    HIP_ON_CUDA_B(cublas##P##trsm(hip_on_cuda_h(h), hip_on_cuda_side(side),                       \
                                  hip_on_cuda_fill(uplo), hip_on_cuda_op(trans),                  \
                                  hip_on_cuda_diag(diag), m, n, alpha, A, lda, B, ldb));          \
  }
HIP_ON_CUDA_BLAS_REAL(S, s, float)
HIP_ON_CUDA_BLAS_REAL(D, d, double)
#undef HIP_ON_CUDA_BLAS_REAL

static inline hipblasStatus_t hipblasHgemm(hipblasHandle_t h, hipblasOperation_t ta,
                                           hipblasOperation_t tb, int m, int n, int k,
                                           const hipblasHalf *alpha, const hipblasHalf *A, int lda,
                                           const hipblasHalf *B, int ldb, const hipblasHalf *beta,
                                           hipblasHalf *C, int ldc) {
  HIP_ON_CUDA_B(cublasHgemm(hip_on_cuda_h(h), hip_on_cuda_op(ta), hip_on_cuda_op(tb), m, n, k,
                            (const __half *)alpha, (const __half *)A, lda, (const __half *)B, ldb,
                            (const __half *)beta, (__half *)C, ldc));
}
#undef HIP_ON_CUDA_B
#include <hipblas/hip_on_cuda_ex.h>
#endif
