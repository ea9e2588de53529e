// hipblas/hip_on_cuda_ex.h - hipBLAS's mixed-precision gemm (hipblasGemmEx,
// batched, strided batched) and the complex gemms over cuBLAS; included by
// <hipblas/hipblas.h>.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's hipblas/hipblas.h and hipblas-common/hipblas-common.h:
//  * the _v2 forms (what cuda2hip emits for HIP 6.3): data types are
//    hipDataType (CUDA's cudaDataType numbers), the compute type is
//    hipblasComputeType_t (0, 1, 2, ...: converted to cuBLAS's 64, 65, 68, ...);
//  * without HIPBLAS_V2, hipblasGemmEx / GemmBatchedEx / GemmStridedBatchedEx
//    take the deprecated hipblasDatatype_t (HIPBLAS_R_32F = 151, ..., also as
//    the compute type), converted; with HIPBLAS_V2, hipblasDatatype_t is
//    hipDataType and the plain names are macros for the _v2 functions, as in
//    hipBLAS;
//  * HIPBLAS_GEMM_DEFAULT (160) is cuBLAS's CUBLAS_GEMM_DEFAULT;
//  * complex gemm, gemm batched, gemm strided batched (C and Z) in their _v2
//    form, on hipComplex / hipDoubleComplex (cuComplex here). The pre-V2
//    forms on hipBLAS's own hipblasComplex class are not in the layer.
#ifndef HIP_ON_CUDA_HIPBLAS_EX_H
#define HIP_ON_CUDA_HIPBLAS_EX_H
#include <hipblas/hipblas.h>
#include <hip/library_types.h>
#include <hip/hip_complex.h>

typedef enum hipblasComputeType_t {
  HIPBLAS_COMPUTE_16F = 0,
  HIPBLAS_COMPUTE_16F_PEDANTIC = 1,
  HIPBLAS_COMPUTE_32F = 2,
  HIPBLAS_COMPUTE_32F_PEDANTIC = 3,
  HIPBLAS_COMPUTE_32F_FAST_16F = 4,
  HIPBLAS_COMPUTE_32F_FAST_16BF = 5,
  HIPBLAS_COMPUTE_32F_FAST_TF32 = 6,
  HIPBLAS_COMPUTE_64F = 7,
  HIPBLAS_COMPUTE_64F_PEDANTIC = 8,
  HIPBLAS_COMPUTE_32I = 9,
  HIPBLAS_COMPUTE_32I_PEDANTIC = 10,
} hipblasComputeType_t;
typedef enum hipblasGemmAlgo_t {
  HIPBLAS_GEMM_DEFAULT = 160,
} hipblasGemmAlgo_t;

#ifdef HIPBLAS_V2
typedef hipDataType hipblasDatatype_t;
#define HIPBLAS_R_16F HIP_R_16F
#define HIPBLAS_R_32F HIP_R_32F
#define HIPBLAS_R_64F HIP_R_64F
#define HIPBLAS_C_16F HIP_C_16F
#define HIPBLAS_C_32F HIP_C_32F
#define HIPBLAS_C_64F HIP_C_64F
#define HIPBLAS_R_8I HIP_R_8I
#define HIPBLAS_R_8U HIP_R_8U
#define HIPBLAS_R_32I HIP_R_32I
#define HIPBLAS_R_32U HIP_R_32U
#define HIPBLAS_C_8I HIP_C_8I
#define HIPBLAS_C_8U HIP_C_8U
#define HIPBLAS_C_32I HIP_C_32I
#define HIPBLAS_C_32U HIP_C_32U
#define HIPBLAS_R_16B HIP_R_16BF
#define HIPBLAS_C_16B HIP_C_16BF
#define HIPBLAS_DATATYPE_INVALID hipDataType(31)
#else
typedef enum hipblasDatatype_t {
  HIPBLAS_R_16F = 150,
  HIPBLAS_R_32F = 151,
  HIPBLAS_R_64F = 152,
  HIPBLAS_C_16F = 153,
  HIPBLAS_C_32F = 154,
  HIPBLAS_C_64F = 155,
  HIPBLAS_R_8I = 160,
  HIPBLAS_R_8U = 161,
  HIPBLAS_R_32I = 162,
  HIPBLAS_R_32U = 163,
  HIPBLAS_C_8I = 164,
  HIPBLAS_C_8U = 165,
  HIPBLAS_C_32I = 166,
  HIPBLAS_C_32U = 167,
  HIPBLAS_R_16B = 168,
  HIPBLAS_C_16B = 169,
  HIPBLAS_DATATYPE_INVALID = 255,
} hipblasDatatype_t;
#endif

static inline bool hip_on_cuda_compute(hipblasComputeType_t c, cublasComputeType_t *out) {
  static const cublasComputeType_t to[] = {
      CUBLAS_COMPUTE_16F,          CUBLAS_COMPUTE_16F_PEDANTIC,  CUBLAS_COMPUTE_32F,
      CUBLAS_COMPUTE_32F_PEDANTIC, CUBLAS_COMPUTE_32F_FAST_16F,  CUBLAS_COMPUTE_32F_FAST_16BF,
      CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_COMPUTE_64F,          CUBLAS_COMPUTE_64F_PEDANTIC,
      CUBLAS_COMPUTE_32I,          CUBLAS_COMPUTE_32I_PEDANTIC};
  if (int(c) < 0 || int(c) > 10) return false;
  *out = to[int(c)];
  return true;
}
static inline cublasGemmAlgo_t hip_on_cuda_algo(hipblasGemmAlgo_t) { return CUBLAS_GEMM_DEFAULT; }
#define HIP_ON_CUDA_BLAS_COMPUTE(C, OUT)                          \
  cublasComputeType_t OUT;                                        \
  if (!hip_on_cuda_compute(C, &OUT)) return HIPBLAS_STATUS_INVALID_ENUM;

static inline hipblasStatus_t hipblasGemmEx_v2(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipDataType aType, int lda, const void *B,
    hipDataType bType, int ldb, const void *beta, void *C, hipDataType cType, int ldc,
    hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {
  HIP_ON_CUDA_BLAS_COMPUTE(computeType, ct)
  return hip_on_cuda_blas(cublasGemmEx(hip_on_cuda_h(handle), hip_on_cuda_op(transA),
                                       hip_on_cuda_op(transB), m, n, k, alpha, A,
                                       cudaDataType(aType), lda, B, cudaDataType(bType), ldb, beta,
                                       C, cudaDataType(cType), ldc, ct, hip_on_cuda_algo(algo)));
}
static inline hipblasStatus_t hipblasGemmBatchedEx_v2(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A[], hipDataType aType, int lda, const void *B[],
    hipDataType bType, int ldb, const void *beta, void *C[], hipDataType cType, int ldc,
    int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {
  HIP_ON_CUDA_BLAS_COMPUTE(computeType, ct)
  return hip_on_cuda_blas(cublasGemmBatchedEx(
      hip_on_cuda_h(handle), hip_on_cuda_op(transA), hip_on_cuda_op(transB), m, n, k, alpha, A,
      cudaDataType(aType), lda, B, cudaDataType(bType), ldb, beta, C, cudaDataType(cType), ldc,
      batchCount, ct, hip_on_cuda_algo(algo)));
}
static inline hipblasStatus_t hipblasGemmStridedBatchedEx_v2(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipDataType aType, int lda, hipblasStride strideA,
    const void *B, hipDataType bType, int ldb, hipblasStride strideB, const void *beta, void *C,
    hipDataType cType, int ldc, hipblasStride strideC, int batchCount,
    hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {
  HIP_ON_CUDA_BLAS_COMPUTE(computeType, ct)
  return hip_on_cuda_blas(cublasGemmStridedBatchedEx(
      hip_on_cuda_h(handle), hip_on_cuda_op(transA), hip_on_cuda_op(transB), m, n, k, alpha, A,
      cudaDataType(aType), lda, strideA, B, cudaDataType(bType), ldb, strideB, beta, C,
      cudaDataType(cType), ldc, strideC, batchCount, ct, hip_on_cuda_algo(algo)));
}

#ifndef HIPBLAS_V2
// The deprecated interface: hipblasDatatype_t for the data and the compute type.
static inline bool hip_on_cuda_datatype(hipblasDatatype_t t, hipDataType *out) {
  switch (t) {
  case HIPBLAS_R_16F: *out = HIP_R_16F; return true;
  case HIPBLAS_R_32F: *out = HIP_R_32F; return true;
  case HIPBLAS_R_64F: *out = HIP_R_64F; return true;
  case HIPBLAS_C_16F: *out = HIP_C_16F; return true;
  case HIPBLAS_C_32F: *out = HIP_C_32F; return true;
  case HIPBLAS_C_64F: *out = HIP_C_64F; return true;
  case HIPBLAS_R_8I: *out = HIP_R_8I; return true;
  case HIPBLAS_R_8U: *out = HIP_R_8U; return true;
  case HIPBLAS_R_32I: *out = HIP_R_32I; return true;
  case HIPBLAS_R_32U: *out = HIP_R_32U; return true;
  case HIPBLAS_C_8I: *out = HIP_C_8I; return true;
  case HIPBLAS_C_8U: *out = HIP_C_8U; return true;
  case HIPBLAS_C_32I: *out = HIP_C_32I; return true;
  case HIPBLAS_C_32U: *out = HIP_C_32U; return true;
  case HIPBLAS_R_16B: *out = HIP_R_16BF; return true;
  case HIPBLAS_C_16B: *out = HIP_C_16BF; return true;
  default: return false;
  }
}
// hipBLAS's reading of a hipblasDatatype_t compute type on cuBLAS.
static inline bool hip_on_cuda_compute_of(hipblasDatatype_t t, hipblasComputeType_t *out) {
  switch (t) {
  case HIPBLAS_R_16F: case HIPBLAS_C_16F: *out = HIPBLAS_COMPUTE_16F; return true;
  case HIPBLAS_R_32F: case HIPBLAS_C_32F: *out = HIPBLAS_COMPUTE_32F; return true;
  case HIPBLAS_R_64F: case HIPBLAS_C_64F: *out = HIPBLAS_COMPUTE_64F; return true;
  case HIPBLAS_R_32I: case HIPBLAS_C_32I: *out = HIPBLAS_COMPUTE_32I; return true;
  default: return false;
  }
}
#define HIP_ON_CUDA_BLAS_TYPES(A, B, C, COMP)                                              \
  hipDataType a_, b_, c_;                                                                  \
  hipblasComputeType_t ct_;                                                                \
  if (!hip_on_cuda_datatype(A, &a_) || !hip_on_cuda_datatype(B, &b_) ||                    \
      !hip_on_cuda_datatype(C, &c_) || !hip_on_cuda_compute_of(COMP, &ct_))                \
    return HIPBLAS_STATUS_INVALID_ENUM;
static inline hipblasStatus_t hipblasGemmEx(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipblasDatatype_t aType, int lda, const void *B,
    hipblasDatatype_t bType, int ldb, const void *beta, void *C, hipblasDatatype_t cType, int ldc,
    hipblasDatatype_t computeType, hipblasGemmAlgo_t algo) {
  HIP_ON_CUDA_BLAS_TYPES(aType, bType, cType, computeType)
  return hipblasGemmEx_v2(handle, transA, transB, m, n, k, alpha, A, a_, lda, B, b_, ldb, beta,
                          C, c_, ldc, ct_, algo);
}
static inline hipblasStatus_t hipblasGemmBatchedEx(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A[], hipblasDatatype_t aType, int lda, const void *B[],
    hipblasDatatype_t bType, int ldb, const void *beta, void *C[], hipblasDatatype_t cType,
    int ldc, int batchCount, hipblasDatatype_t computeType, hipblasGemmAlgo_t algo) {
  HIP_ON_CUDA_BLAS_TYPES(aType, bType, cType, computeType)
  return hipblasGemmBatchedEx_v2(handle, transA, transB, m, n, k, alpha, A, a_, lda, B, b_, ldb,
                                 beta, C, c_, ldc, batchCount, ct_, algo);
}
static inline hipblasStatus_t hipblasGemmStridedBatchedEx(
    hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, int m, int n,
    int k, const void *alpha, const void *A, hipblasDatatype_t aType, int lda,
    hipblasStride strideA, const void *B, hipblasDatatype_t bType, int ldb, hipblasStride strideB,
    const void *beta, void *C, hipblasDatatype_t cType, int ldc, hipblasStride strideC,
    int batchCount, hipblasDatatype_t computeType, hipblasGemmAlgo_t algo) {
  HIP_ON_CUDA_BLAS_TYPES(aType, bType, cType, computeType)
  return hipblasGemmStridedBatchedEx_v2(handle, transA, transB, m, n, k, alpha, A, a_, lda,
                                        strideA, B, b_, ldb, strideB, beta, C, c_, ldc, strideC,
                                        batchCount, ct_, algo);
}
#undef HIP_ON_CUDA_BLAS_TYPES
#endif

//===--- Complex gemm (C: hipComplex, Z: hipDoubleComplex) ----------------===//
#define HIP_ON_CUDA_BLAS_COMPLEX(P, T, CT)                                                        \
  static inline hipblasStatus_t hipblas##P##gemm_v2(                                              \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,       \
      const T *alpha, const T *AP, int lda, const T *BP, int ldb, const T *beta, T *CP,           \
      int ldc) {                                                                                  \
    return hip_on_cuda_blas(cublas##P##gemm(hip_on_cuda_h(h), hip_on_cuda_op(ta),                 \
                                            hip_on_cuda_op(tb), m, n, k, (const CT *)alpha,       \
                                            (const CT *)AP, lda, (const CT *)BP, ldb,             \
                                            (const CT *)beta, (CT *)CP, ldc));                    \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##gemmBatched_v2(                                       \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,       \
      const T *alpha, const T *const AP[], int lda, const T *const BP[], int ldb, const T *beta,  \
      T *const CP[], int ldc, int batchCount) {                                                   \
    return hip_on_cuda_blas(cublas##P##gemmBatched(                                               \
        hip_on_cuda_h(h), hip_on_cuda_op(ta), hip_on_cuda_op(tb), m, n, k, (const CT *)alpha,     \
        (const CT *const *)AP, lda, (const CT *const *)BP, ldb, (const CT *)beta,                 \
        (CT *const *)CP, ldc, batchCount));                                                       \
  }                                                                                               \
  static inline hipblasStatus_t hipblas##P##gemmStridedBatched_v2(                                \
      hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,       \
      const T *alpha, const T *AP, int lda, long long strideA, const T *BP, int ldb,              \
      long long strideB, const T *beta, T *CP, int ldc, long long strideC, int batchCount) {      \
    return hip_on_cuda_blas(cublas##P##gemmStridedBatched(                                        \
        hip_on_cuda_h(h), hip_on_cuda_op(ta), hip_on_cuda_op(tb), m, n, k, (const CT *)alpha,     \
        (const CT *)AP, lda, strideA, (const CT *)BP, ldb, strideB, (const CT *)beta, (CT *)CP,   \
        ldc, strideC, batchCount));                                                               \
  }
HIP_ON_CUDA_BLAS_COMPLEX(C, hipComplex, cuComplex)
HIP_ON_CUDA_BLAS_COMPLEX(Z, hipDoubleComplex, cuDoubleComplex)
#undef HIP_ON_CUDA_BLAS_COMPLEX
#undef HIP_ON_CUDA_BLAS_COMPUTE

#ifdef HIPBLAS_V2
#define hipblasGemmEx hipblasGemmEx_v2
#define hipblasGemmBatchedEx hipblasGemmBatchedEx_v2
#define hipblasGemmStridedBatchedEx hipblasGemmStridedBatchedEx_v2
#define hipblasCgemm hipblasCgemm_v2
#define hipblasZgemm hipblasZgemm_v2
#define hipblasCgemmBatched hipblasCgemmBatched_v2
#define hipblasZgemmBatched hipblasZgemmBatched_v2
#define hipblasCgemmStridedBatched hipblasCgemmStridedBatched_v2
#define hipblasZgemmStridedBatched hipblasZgemmStridedBatched_v2
#endif
#endif
