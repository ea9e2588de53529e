// cuBLAS gemm Ex calls written before CUDA 11, which pass a cudaDataType as
// the compute type (CUDA_R_32F), as cuBLAS's C++ overload still accepts:
// hipBLAS's Ex calls (hipblasGemmEx_v2 in hipBLAS 2.x, hipblasGemmEx in
// hipBLAS 3) take only hipblasComputeType_t, so the constant in the
// compute-type position becomes the compute type the overload picks
// (tables/library_args.def); the same constant elsewhere stays a data type.
// Compiled against ROCm 6.3.3 (hipBLAS 2.3) at --hip-version 6.3, and at
// --hip-version 7.0 against the 7.13 runtime with hipBLAS 2.3's headers and
// HIPBLAS_V2 (there are no ROCm 7 hipBLAS headers here; HIPBLAS_V2 gives the
// un-suffixed names hipBLAS 3's signatures).
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// RUN: %cuda2hip --hip-version 7.0 %s -o %t.v70.cu 2> %t.v70.err
// RUN: FileCheck --check-prefix=HIP7 %s < %t.v70.cu
// RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.v70.err
// RUN: %hip7libs-host -DHIPBLAS_V2 %t.v70.cu

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuComplex.h>
#include <cublas_v2.h>
#include <cstdio>

#define CHECK_CUBLAS(x)                                                        \
  do {                                                                         \
    cublasStatus_t s_ = (x);                                                   \
    if (s_ != CUBLAS_STATUS_SUCCESS) {                                         \
      std::fprintf(stderr, "%s:%d: cuBLAS status %d\n", __FILE__, __LINE__,    \
                   int(s_));                                                   \
      return false;                                                            \
    }                                                                          \
  } while (0)

// fp16 inputs, fp32 accumulation and output: the CUDA 10 spelling.
bool hgemmAccumulateFloat(cublasHandle_t h, int m, int n, int k,
                          const __half *A, const __half *B, float *C) {
  const float one = 1.0f, zero = 0.0f;
  // CHECK: {{^ *}}CHECK_CUBLAS(hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &one,
  // CHECK-NEXT: {{^ *}}A, HIP_R_16F, m, B, HIP_R_16F, n, &zero,
  // CHECK-NEXT: {{^ *}}C, HIP_R_32F, m,
  // CHECK-NEXT: {{^ *}}HIPBLAS_COMPUTE_32F, // accumulate in fp32
  // CHECK-NEXT: {{^ *}}HIPBLAS_GEMM_DEFAULT));
  // HIP7: {{^ *}}CHECK_CUBLAS(hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &one,
  // HIP7: {{^ *}}HIPBLAS_COMPUTE_32F, // accumulate in fp32
  CHECK_CUBLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &one,
                            A, CUDA_R_16F, m, B, CUDA_R_16F, n, &zero,
                            C, CUDA_R_32F, m,
                            CUDA_R_32F, // accumulate in fp32
                            CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  // The CUDA 11 spelling of the same call: unchanged by the value table.
  // CHECK: {{^ *}}C, HIP_R_32F, m, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT));
  CHECK_CUBLAS(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &one,
                            A, CUDA_R_16F, m, B, CUDA_R_16F, n, &zero,
                            C, CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  return true;
}

// Double-complex strided batches, compute type spelled as the data type.
bool zgemmStrided(cublasHandle_t h, int m, int batch, const cuDoubleComplex *A,
                  cuDoubleComplex *C) {
  const cuDoubleComplex one = make_cuDoubleComplex(1.0, 0.0);
  const cuDoubleComplex zero = make_cuDoubleComplex(0.0, 0.0);
  long long stride = (long long)m * m;
  // CHECK: {{^ *}}CHECK_CUBLAS(hipblasGemmStridedBatchedEx_v2(
  // CHECK-NEXT: {{^ *}}h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, m, m, &one, A, HIP_C_64F, m, stride,
  // CHECK-NEXT: {{^ *}}A, HIP_C_64F, m, stride, &zero, C, HIP_C_64F, m, stride, batch,
  // CHECK-NEXT: {{^ *}}HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT));
  // HIP7: {{^ *}}CHECK_CUBLAS(hipblasGemmStridedBatchedEx(
  // HIP7: {{^ *}}HIPBLAS_COMPUTE_64F, HIPBLAS_GEMM_DEFAULT));
  CHECK_CUBLAS(cublasGemmStridedBatchedEx(
      h, CUBLAS_OP_N, CUBLAS_OP_N, m, m, m, &one, A, CUDA_C_64F, m, stride,
      A, CUDA_C_64F, m, stride, &zero, C, CUDA_C_64F, m, stride, batch,
      CUDA_C_64F, CUBLAS_GEMM_DEFAULT));
  return true;
}

// Pointer-array batches of single-precision matrices (hipBLAS 2.3 declares
// the arrays as const void *[] and void *[], not CUDA's const void *const[]:
// a program that passes a const-qualified array does not compile there).
bool sgemmBatched(cublasHandle_t h, int m, int batch, const void **A,
                  void **C) {
  const float one = 1.0f, zero = 0.0f;
  // CHECK: {{^ *}}CHECK_CUBLAS(hipblasGemmBatchedEx_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, m, m, m, &one,
  // CHECK-NEXT: {{^ *}}A, HIP_R_32F, m, A, HIP_R_32F, m, &zero,
  // CHECK-NEXT: {{^ *}}C, HIP_R_32F, m, batch, HIPBLAS_COMPUTE_32F,
  // CHECK-NEXT: {{^ *}}HIPBLAS_GEMM_DEFAULT));
  // HIP7: {{^ *}}CHECK_CUBLAS(hipblasGemmBatchedEx(h, HIPBLAS_OP_T, HIPBLAS_OP_N, m, m, m, &one,
  CHECK_CUBLAS(cublasGemmBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, m, m, &one,
                                   A, CUDA_R_32F, m, A, CUDA_R_32F, m, &zero,
                                   C, CUDA_R_32F, m, batch, CUDA_R_32F,
                                   CUBLAS_GEMM_DEFAULT));
  return true;
}

// QUIET-NOT: warning
// NOCUDA-NOT: {{^[^/]*(cublas[A-Z]|CUBLAS_[A-Z0-9]+_|cuda[A-Z]|CUDA_[RC]_)}}
