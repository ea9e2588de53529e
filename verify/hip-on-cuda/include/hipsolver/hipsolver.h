// hipsolver/hipsolver.h - hipSOLVER's dense compatibility API (hipsolverDn*)
// over cuSOLVER's dense API.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's hipsolver (names, signatures, HIPSOLVER_STATUS_* and
// HIPSOLVER_EIG_MODE_* values; fill modes and operations are hipBLAS's,
// converted); scripts/hip_on_cuda_decls.py checks them. The routines here:
// handles and streams; potrf, potrs, getrf, getrs, geqrf, syevd (with their
// _bufferSize queries) for float and double. Links -lcusolver.
#ifndef HIP_ON_CUDA_HIPSOLVER_H
#define HIP_ON_CUDA_HIPSOLVER_H
#include <hipblas/hipblas.h>
#include <cusolverDn.h>

typedef void *hipsolverHandle_t;
typedef hipsolverHandle_t hipsolverDnHandle_t;

typedef enum hipsolverStatus_t {
  HIPSOLVER_STATUS_SUCCESS = 0,
  HIPSOLVER_STATUS_NOT_INITIALIZED = 1,
  HIPSOLVER_STATUS_ALLOC_FAILED = 2,
  HIPSOLVER_STATUS_INVALID_VALUE = 3,
  HIPSOLVER_STATUS_MAPPING_ERROR = 4,
  HIPSOLVER_STATUS_EXECUTION_FAILED = 5,
  HIPSOLVER_STATUS_INTERNAL_ERROR = 6,
  HIPSOLVER_STATUS_NOT_SUPPORTED = 7,
  HIPSOLVER_STATUS_ARCH_MISMATCH = 8,
  HIPSOLVER_STATUS_HANDLE_IS_NULLPTR = 9,
  HIPSOLVER_STATUS_INVALID_ENUM = 10,
  HIPSOLVER_STATUS_UNKNOWN = 11,
  HIPSOLVER_STATUS_ZERO_PIVOT = 12,
  HIPSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 13,
} hipsolverStatus_t;
typedef enum hipsolverEigMode_t {
  HIPSOLVER_EIG_MODE_NOVECTOR = 201,
  HIPSOLVER_EIG_MODE_VECTOR = 202,
} hipsolverEigMode_t;

static inline hipsolverStatus_t hip_on_cuda_solver(cusolverStatus_t s) {
  switch (s) {
  case CUSOLVER_STATUS_SUCCESS: return HIPSOLVER_STATUS_SUCCESS;
  case CUSOLVER_STATUS_NOT_INITIALIZED: return HIPSOLVER_STATUS_NOT_INITIALIZED;
  case CUSOLVER_STATUS_ALLOC_FAILED: return HIPSOLVER_STATUS_ALLOC_FAILED;
  case CUSOLVER_STATUS_INVALID_VALUE: return HIPSOLVER_STATUS_INVALID_VALUE;
  case CUSOLVER_STATUS_ARCH_MISMATCH: return HIPSOLVER_STATUS_ARCH_MISMATCH;
  case CUSOLVER_STATUS_MAPPING_ERROR: return HIPSOLVER_STATUS_MAPPING_ERROR;
  case CUSOLVER_STATUS_EXECUTION_FAILED: return HIPSOLVER_STATUS_EXECUTION_FAILED;
  case CUSOLVER_STATUS_INTERNAL_ERROR: return HIPSOLVER_STATUS_INTERNAL_ERROR;
  case CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return HIPSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED;
  case CUSOLVER_STATUS_NOT_SUPPORTED: return HIPSOLVER_STATUS_NOT_SUPPORTED;
  case CUSOLVER_STATUS_ZERO_PIVOT: return HIPSOLVER_STATUS_ZERO_PIVOT;
  default: return HIPSOLVER_STATUS_UNKNOWN;
  }
}
static inline cusolverDnHandle_t hip_on_cuda_dn(hipsolverHandle_t h) { return (cusolverDnHandle_t)h; }
static inline cusolverEigMode_t hip_on_cuda_eig(hipsolverEigMode_t m) {
  return m == HIPSOLVER_EIG_MODE_VECTOR ? CUSOLVER_EIG_MODE_VECTOR : CUSOLVER_EIG_MODE_NOVECTOR;
}
#define HIP_ON_CUDA_S(CALL) return hip_on_cuda_solver(CALL)

static inline hipsolverStatus_t hipsolverDnCreate(hipsolverHandle_t *h) {
  cusolverDnHandle_t c = nullptr;
  cusolverStatus_t s = cusolverDnCreate(&c);
  if (h)
    *h = (hipsolverHandle_t)c;
  return hip_on_cuda_solver(s);
}
static inline hipsolverStatus_t hipsolverDnDestroy(hipsolverHandle_t h) {
  HIP_ON_CUDA_S(cusolverDnDestroy(hip_on_cuda_dn(h)));
}
static inline hipsolverStatus_t hipsolverDnSetStream(hipsolverHandle_t h, hipStream_t s) {
  HIP_ON_CUDA_S(cusolverDnSetStream(hip_on_cuda_dn(h), s));
}
static inline hipsolverStatus_t hipsolverDnGetStream(hipsolverHandle_t h, hipStream_t *s) {
  HIP_ON_CUDA_S(cusolverDnGetStream(hip_on_cuda_dn(h), s));
}

#define HIP_ON_CUDA_SOLVER_REAL(P, T)                                                             \
  static inline hipsolverStatus_t hipsolverDn##P##potrf_bufferSize(                              \
      hipsolverHandle_t h, hipblasFillMode_t uplo, int n, T *A, int lda, int *lwork) {           \
    HIP_ON_CUDA_S(cusolverDn##P##potrf_bufferSize(hip_on_cuda_dn(h), hip_on_cuda_fill(uplo), n,  \
                                                  A, lda, lwork));                               \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##potrf(hipsolverHandle_t h,                     \
                                                        hipblasFillMode_t uplo, int n, T *A,     \
                                                        int lda, T *work, int lwork, int *info) { \
    HIP_ON_CUDA_S(cusolverDn##P##potrf(hip_on_cuda_dn(h), hip_on_cuda_fill(uplo), n, A, lda,     \
                                       work, lwork, info));                                      \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##potrs(hipsolverHandle_t h,                     \
                                                        hipblasFillMode_t uplo, int n, int nrhs, \
                                                        const T *A, int lda, T *B, int ldb,      \
                                                        int *info) {                             \
    HIP_ON_CUDA_S(cusolverDn##P##potrs(hip_on_cuda_dn(h), hip_on_cuda_fill(uplo), n, nrhs, A,    \
                                       lda, B, ldb, info));                                      \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##getrf_bufferSize(hipsolverHandle_t h, int m,   \
                                                                   int n, T *A, int lda,         \
                                                                   int *lwork) {                 \
    HIP_ON_CUDA_S(cusolverDn##P##getrf_bufferSize(hip_on_cuda_dn(h), m, n, A, lda, lwork));      \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##getrf(hipsolverHandle_t h, int m, int n, T *A, \
                                                        int lda, T *work, int *ipiv,             \
                                                        int *info) {                             \
    HIP_ON_CUDA_S(cusolverDn##P##getrf(hip_on_cuda_dn(h), m, n, A, lda, work, ipiv, info));      \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##getrs(                                         \
      hipsolverHandle_t h, hipblasOperation_t trans, int n, int nrhs, const T *A, int lda,       \
      const int *ipiv, T *B, int ldb, int *info) {                                               \
    HIP_ON_CUDA_S(cusolverDn##P##getrs(hip_on_cuda_dn(h), hip_on_cuda_op(trans), n, nrhs, A,     \
                                       lda, ipiv, B, ldb, info));                                \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##geqrf_bufferSize(hipsolverHandle_t h, int m,   \
                                                                   int n, T *A, int lda,         \
                                                                   int *lwork) {                 \
    HIP_ON_CUDA_S(cusolverDn##P##geqrf_bufferSize(hip_on_cuda_dn(h), m, n, A, lda, lwork));      \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##geqrf(hipsolverHandle_t h, int m, int n, T *A, \
                                                        int lda, T *tau, T *work, int lwork,     \
                                                        int *info) {                             \
    HIP_ON_CUDA_S(cusolverDn##P##geqrf(hip_on_cuda_dn(h), m, n, A, lda, tau, work, lwork, info)); \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##syevd_bufferSize(                              \
      hipsolverHandle_t h, hipsolverEigMode_t jobz, hipblasFillMode_t uplo, int n, const T *A,   \
      int lda, const T *W, int *lwork) {                                                         \
    HIP_ON_CUDA_S(cusolverDn##P##syevd_bufferSize(hip_on_cuda_dn(h), hip_on_cuda_eig(jobz),      \
                                                  hip_on_cuda_fill(uplo), n, A, lda, W, lwork)); \
  }                                                                                              \
  static inline hipsolverStatus_t hipsolverDn##P##syevd(                                         \
      hipsolverHandle_t h, hipsolverEigMode_t jobz, hipblasFillMode_t uplo, int n, T *A,         \
      int lda, T *W, T *work, int lwork, int *info) {                                            \
    HIP_ON_CUDA_S(cusolverDn##P##syevd(hip_on_cuda_dn(h), hip_on_cuda_eig(jobz),                 \
                                       hip_on_cuda_fill(uplo), n, A, lda, W, work, lwork, info)); \
  }
HIP_ON_CUDA_SOLVER_REAL(S, float)
HIP_ON_CUDA_SOLVER_REAL(D, double)
#undef HIP_ON_CUDA_SOLVER_REAL
#undef HIP_ON_CUDA_S
#endif
