// A vendor header's compatibility block for old CUDA toolkits: before
// CUDA 11.2 some toolkits lacked cublasComputeType_t and its constants.
#pragma once
#include <cublas_v2.h>

#if CUDART_VERSION < 11020
typedef cudaDataType cublasComputeType_t;
#define CUBLAS_COMPUTE_32F CUDA_R_32F
#define CUBLAS_COMPUTE_16F CUDA_R_16F
#endif

#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
#define VENDOR_GEMM_ALGO CUBLAS_GEMM_DEFAULT
#else
#define VENDOR_GEMM_ALGO CUBLAS_GEMM_DFALT
#endif
