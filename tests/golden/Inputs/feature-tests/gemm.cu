#include <cuda_runtime.h>
#include "vendor/blas_compat.h"

int gemm(cublasHandle_t h, const float *a, const float *b, float *c, int n) {
  const float one = 1.f, zero = 0.f;
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  return cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, CUDA_R_32F, n, b,
                      CUDA_R_32F, n, &zero, c, CUDA_R_32F, n, compute,
                      VENDOR_GEMM_ALGO) != CUBLAS_STATUS_SUCCESS;
}
