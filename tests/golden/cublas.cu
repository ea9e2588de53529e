// cuBLAS (v2 API) -> hipBLAS, the default (no --blas option): a program's
// handle, stream, pointer and math modes, level-1 calls, sgemm/dgemm,
// batched and strided batched gemm, complex gemm, mixed-precision gemmEx with
// cudaDataType and cublasComputeType_t, status checks in the user's macro
// (which keeps its name). The Ex calls, the compute types and the complex
// calls take hipBLAS's v2 API (hipblasGemmEx_v2, hipDataType,
// hipblasComputeType_t, hipComplex: HIP 6.0), the math modes HIP 6.1: the
// main run targets HIP 6.3; for HIP 5.2 they stay, with warnings. Both
// engines agree. Compiled against ROCm 6.3.3 (hipBLAS 2.3). For HIP 7.0
// (hipBLAS 3) the v2 API has no _v2 suffix; there are no ROCm 7 hipBLAS
// headers here, so that output is compiled against the 7.13 runtime with
// hipBLAS 2.3's headers and HIPBLAS_V2 (which gives the un-suffixed names
// hipBLAS 3's signatures). Debian's HIP 5.2 has no hipBLAS: the 5.2 output
// is not compiled.
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
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 7.0 %s -o %t.v70.cu 2> %t.v70.err
// RUN: FileCheck --check-prefix=HIP7 %s < %t.v70.cu
// RUN: %hip7libs-host -DHIPBLAS_V2 %t.v70.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}#include <hip/hip_complex.h>
// CHECK-NEXT: {{^}}#include <hipblas/hipblas.h>
// CHECK-NEXT: {{^}}#include <hip/library_types.h>
// HIP52: {{^}}#include <hipblas/hipblas.h>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuComplex.h>
#include <cublas_v2.h>
#include <library_types.h>
#include <cstdio>

// CHECK: {{^}}#define CUBLAS_CHECK(call)
// CHECK-NEXT: {{^}}  do {
// CHECK-NEXT: {{^}}    hipblasStatus_t status_ = (call);
// CHECK-NEXT: {{^}}    if (status_ != HIPBLAS_STATUS_SUCCESS) {
// CHECK-NEXT: {{^}}      std::fprintf(stderr, "cuBLAS error %d (%s) at %s:%d\n", int(status_),
// CHECK-NEXT: {{^}}                   hipblasStatusToString(status_), __FILE__, __LINE__);
#define CUBLAS_CHECK(call) \
  do { \
    cublasStatus_t status_ = (call); \
    if (status_ != CUBLAS_STATUS_SUCCESS) { \
      std::fprintf(stderr, "cuBLAS error %d (%s) at %s:%d\n", int(status_), \
                   cublasGetStatusString(status_), __FILE__, __LINE__); \
      return false; \
    } \
  } while (0)

// Level 1, with host and device result pointers.
// CHECK-LABEL: {{^}}bool level1(hipblasHandle_t handle, int n, float *dx, float *dy, double *dv, double *dNorm) {
bool level1(cublasHandle_t handle, int n, float *dx, float *dy, double *dv, double *dNorm) {
  const float alpha = 2.0f;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSaxpy(handle, n, &alpha, dx, 1, dy, 1));
  CUBLAS_CHECK(cublasSaxpy(handle, n, &alpha, dx, 1, dy, 1));
  float dot = 0.0f;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSdot(handle, n, dx, 1, dy, 1, &dot));
  CUBLAS_CHECK(cublasSdot(handle, n, dx, 1, dy, 1, &dot));
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_DEVICE));
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE));
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasDnrm2(handle, n, dv, 1, dNorm));
  CUBLAS_CHECK(cublasDnrm2(handle, n, dv, 1, dNorm));
  // CHECK: {{^ *}}hipblasPointerMode_t mode;
  cublasPointerMode_t mode;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasGetPointerMode(handle, &mode));
  CUBLAS_CHECK(cublasGetPointerMode(handle, &mode));
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST));
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
  // CHECK: {{^ *}}return mode == HIPBLAS_POINTER_MODE_DEVICE && dot >= 0.0f;
  return mode == CUBLAS_POINTER_MODE_DEVICE && dot >= 0.0f;
}

// CHECK-LABEL: {{^}}bool gemms(int m, int n, int k, int batch, hipStream_t stream) {
bool gemms(int m, int n, int k, int batch, cudaStream_t stream) {
  // CHECK: {{^ *}}hipblasHandle_t handle = nullptr;
  cublasHandle_t handle = nullptr;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasCreate(&handle));
  CUBLAS_CHECK(cublasCreate(&handle));
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSetStream(handle, stream));
  CUBLAS_CHECK(cublasSetStream(handle, stream));
  // TF32 for the float gemms.
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSetMathMode(handle, HIPBLAS_TF32_TENSOR_OP_MATH));
  // HIP52: {{^ *}}CUBLAS_CHECK(cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH));
  // HIP 5.2 has none of hipBLAS's v2 API, compute types or math modes: each
  // use stays, with a warning; the rest is translated.
  // DIAG52-NOT: warning:
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+3]]:16: warning: 'cublasSetMathMode' maps to 'hipblasSetMathMode', which needs HIP 6.1 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
  // DIAG52-NEXT: {{^}}  CUBLAS_CHECK(cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH));
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:42: warning: 'CUBLAS_TF32_TENSOR_OP_MATH' maps to 'HIPBLAS_TF32_TENSOR_OP_MATH', which needs HIP 6.1 {{.*}}[cuda2hip-not-in-target]
  CUBLAS_CHECK(cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH));
  float *dA, *dB, *dC;
  // CHECK: {{^ *}}hipMalloc(&dA, sizeof(float) * m * k * batch);
  cudaMalloc(&dA, sizeof(float) * m * k * batch);
  cudaMalloc(&dB, sizeof(float) * k * n * batch);
  cudaMalloc(&dC, sizeof(float) * m * n * batch);
  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &alpha,
  // CHECK-NEXT: {{^ *}}dA, m, dB, n, &beta, dC, m));
  // HIP52: {{^ *}}CUBLAS_CHECK(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, m, n, k, &alpha,
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha,
                           dA, m, dB, n, &beta, dC, m));
  double *dDA, *dDB, *dDC;
  cudaMalloc(&dDA, sizeof(double) * m * k);
  cudaMalloc(&dDB, sizeof(double) * k * n);
  cudaMalloc(&dDC, sizeof(double) * m * n);
  const double dalpha = 1.0, dbeta = 1.0;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasDgemm(handle, HIPBLAS_OP_T, HIPBLAS_OP_N, m, n, k, &dalpha,
  // CHECK-NEXT: {{^ *}}dDA, k, dDB, k, &dbeta, dDC, m));
  CUBLAS_CHECK(cublasDgemm(handle, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &dalpha,
                           dDA, k, dDB, k, &dbeta, dDC, m));
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSgemmStridedBatched(
  // CHECK-NEXT: {{^ *}}handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, dA, m,
  // CHECK-NEXT: {{^ *}}(long long)m * k, dB, k, (long long)k * n, &beta, dC, m,
  // CHECK-NEXT: {{^ *}}(long long)m * n, batch));
  CUBLAS_CHECK(cublasSgemmStridedBatched(
      handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, dA, m,
      (long long)m * k, dB, k, (long long)k * n, &beta, dC, m,
      (long long)m * n, batch));

  // Mixed precision: fp16 inputs, fp32 output, fp32 compute.
  // CHECK: {{^ *}}__half *hA, *hB;
  __half *hA, *hB;
  cudaMalloc(&hA, sizeof(__half) * m * k);
  cudaMalloc(&hB, sizeof(__half) * k * n);
  // CHECK: {{^ *}}hipDataType inType = HIP_R_16F, outType = HIP_R_32F;
  cudaDataType_t inType = CUDA_R_16F, outType = CUDA_R_32F;
  // CHECK: {{^ *}}hipblasComputeType_t compute = HIPBLAS_COMPUTE_32F;
  // HIP52: {{^ *}}cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+2]]:3: warning: 'cublasComputeType_t' maps to 'hipblasComputeType_t', which needs HIP 6.0 {{.*}}[cuda2hip-not-in-target]
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:33: warning: 'CUBLAS_COMPUTE_32F' maps to 'HIPBLAS_COMPUTE_32F', which needs HIP 6.0 {{.*}}[cuda2hip-not-in-target]
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  // CHECK: {{^ *}}hipblasGemmAlgo_t algo = HIPBLAS_GEMM_DEFAULT;
  cublasGemmAlgo_t algo = CUBLAS_GEMM_DEFAULT;
  // CHECK: {{^ *}}hipblasStatus_t st = hipblasGemmEx_v2(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k,
  // CHECK-NEXT: {{^ *}}&alpha, hA, inType, m, hB, HIP_R_16F, k,
  // CHECK-NEXT: {{^ *}}&beta, dC, outType, m, compute, algo);
  // HIP7: {{^ *}}hipblasStatus_t st = hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k,
  // HIP52: {{^ *}}hipblasStatus_t st = cublasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k,
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:23: warning: 'cublasGemmEx' maps to 'hipblasGemmEx_v2', which needs HIP 6.0 {{.*}}[cuda2hip-not-in-target]
  cublasStatus_t st = cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k,
                                   &alpha, hA, inType, m, hB, CUDA_R_16F, k,
                                   &beta, dC, outType, m, compute, algo);
  // CHECK: {{^ *}}if (st == HIPBLAS_STATUS_NOT_SUPPORTED || st == HIPBLAS_STATUS_INVALID_VALUE)
  if (st == CUBLAS_STATUS_NOT_SUPPORTED || st == CUBLAS_STATUS_INVALID_VALUE)
    std::printf("gemmEx not available\n");
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasGemmStridedBatchedEx_v2(
  // CHECK-NEXT: {{^ *}}handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &alpha, hA, HIP_R_16F, m,
  // CHECK-NEXT: {{^ *}}(long long)m * k, hB, HIP_R_16F, k, (long long)k * n, &beta, dC,
  // CHECK-NEXT: {{^ *}}HIP_R_32F, m, (long long)m * n, batch, HIPBLAS_COMPUTE_32F_FAST_TF32,
  // CHECK-NEXT: {{^ *}}HIPBLAS_GEMM_DEFAULT));
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+2]]:16: warning: 'cublasGemmStridedBatchedEx' maps to 'hipblasGemmStridedBatchedEx_v2', which needs HIP 6.0 {{.*}}[cuda2hip-not-in-target]
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+4]]:47: warning: 'CUBLAS_COMPUTE_32F_FAST_TF32' maps to 'HIPBLAS_COMPUTE_32F_FAST_TF32', which needs HIP 6.0 {{.*}}[cuda2hip-not-in-target]
  CUBLAS_CHECK(cublasGemmStridedBatchedEx(
      handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, hA, CUDA_R_16F, m,
      (long long)m * k, hB, CUDA_R_16F, k, (long long)k * n, &beta, dC,
      CUDA_R_32F, m, (long long)m * n, batch, CUBLAS_COMPUTE_32F_FAST_TF32,
      CUBLAS_GEMM_DEFAULT_TENSOR_OP));

  // CHECK: {{^ *}}hipStream_t got;
  cudaStream_t got;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasGetStream(handle, &got));
  CUBLAS_CHECK(cublasGetStream(handle, &got));
  bool ok = level1(handle, m, dA, dC, dDA, dDC) && got == stream;
  // CHECK: {{^ *}}hipFree(dA); hipFree(dB); hipFree(dC);
  cudaFree(dA); cudaFree(dB); cudaFree(dC);
  cudaFree(dDA); cudaFree(dDB); cudaFree(dDC);
  cudaFree(hA); cudaFree(hB);
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasDestroy(handle));
  CUBLAS_CHECK(cublasDestroy(handle));
  // CHECK: {{^ *}}return ok && st == HIPBLAS_STATUS_SUCCESS;
  return ok && st == CUBLAS_STATUS_SUCCESS;
}

// Complex data and arrays of matrices.
// CHECK-LABEL: {{^}}bool batched(hipblasHandle_t handle, int n, hipComplex *dZ,
bool batched(cublasHandle_t handle, int n, cuComplex *dZ,
             const float *const *As, float *const *Cs, int count) {
  // CHECK: {{^ *}}const hipComplex one = make_hipComplex(1.0f, 0.0f), zero = make_hipComplex(0.0f, 0.0f);
  const cuComplex one = make_cuComplex(1.0f, 0.0f), zero = make_cuComplex(0.0f, 0.0f);
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasCgemm_v2(handle, HIPBLAS_OP_C, HIPBLAS_OP_N, n, n, n, &one, dZ, n, dZ, n,
  // HIP52: {{^ *}}CUBLAS_CHECK(cublasCgemm(handle, HIPBLAS_OP_C, HIPBLAS_OP_N, n, n, n, &one, dZ, n, dZ, n,
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:16: warning: 'cublasCgemm' maps to 'hipblasCgemm_v2', which needs HIP 6.0 {{.*}}[cuda2hip-not-in-target]
  CUBLAS_CHECK(cublasCgemm(handle, CUBLAS_OP_C, CUBLAS_OP_N, n, n, n, &one, dZ, n, dZ, n,
                           &zero, dZ, n));
  const float a = 1.0f, b = 0.0f;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSgemmBatched(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &a, As, n,
  CUBLAS_CHECK(cublasSgemmBatched(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &a, As, n,
                                  As, n, &b, Cs, n, count));
  // CHECK: {{^ *}}hipblasMath_t math;
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:3: warning: 'cublasMath_t' maps to 'hipblasMath_t', which needs HIP 6.1 {{.*}}[cuda2hip-not-in-target]
  cublasMath_t math;
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasGetMathMode(handle, &math));
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:16: warning: 'cublasGetMathMode' maps to 'hipblasGetMathMode', which needs HIP 6.1 {{.*}}[cuda2hip-not-in-target]
  CUBLAS_CHECK(cublasGetMathMode(handle, &math));
  // CHECK: {{^ *}}return math == HIPBLAS_DEFAULT_MATH;
  // DIAG52: {{^.*/}}cublas.cu:[[@LINE+1]]:18: warning: 'CUBLAS_DEFAULT_MATH' maps to 'HIPBLAS_DEFAULT_MATH', which needs HIP 6.1 {{.*}}[cuda2hip-not-in-target]
  return math == CUBLAS_DEFAULT_MATH;
}

// Host <-> device copies keep their argument order.
bool transfer(float *h, float *d, int rows, int cols, cudaStream_t s) {
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasSetMatrix(rows, cols, sizeof(float), h, rows, d, rows));
  CUBLAS_CHECK(cublasSetMatrix(rows, cols, sizeof(float), h, rows, d, rows));
  // CHECK: {{^ *}}CUBLAS_CHECK(hipblasGetVectorAsync(rows, sizeof(float), d, 1, h, 1, s));
  CUBLAS_CHECK(cublasGetVectorAsync(rows, sizeof(float), d, 1, h, 1, s));
  return true;
}

// DIAG52-NOT: warning:

// NOCUDA-NOT: {{^[^/]*(cublas[A-Z]|CUBLAS_[A-Z0-9]+_|cuda[A-Z]|CUDA_R_|cuComplex|make_cuComplex)}}
// QUIET-NOT: warning
