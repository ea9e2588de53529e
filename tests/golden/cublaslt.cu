// cuBLASLt -> hipBLASLt (HIP 6.0): a program's matmul with a bias+ReLU
// epilogue: handle, operation descriptor and its attributes, matrix layouts
// (strided batch), preference with a workspace limit, heuristic, matmul,
// destroy, status checks in the user's macro. hipBLASLt shares hipBLAS's
// status, operation and compute types (hipblas-common.h). The one name
// without an equivalent (cublasLtGetVersion) stays, with a warning. Both
// engines agree. For HIP 5.2, which has no hipBLASLt, the header and the API
// stay. Not compiled: neither ROCm tree of ../shared/rocm has hipBLASLt
// headers (6.3.3 has hipblas-common.h only); the names are checked against
// ../shared/hip-api/hipblaslt.txt (HipNamesTest).
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> %t.52.err
// RUN: FileCheck --check-prefix=HIP52 %s < %t.52.cu
// RUN: FileCheck --check-prefix=DIAG52 %s < %t.52.err

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hipblaslt/hipblaslt.h>
// HIP52: {{^}}#include <hip/hip_runtime.h>
// HIP52-NEXT: {{^}}#include <cublasLt.h>
// DIAG52: {{^.*/}}cublaslt.cu:[[@LINE+3]]:11: warning: 'cublasLt.h' maps to 'hipblaslt/hipblaslt.h', which needs HIP 6.0 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
// DIAG52: warning: 'cublasLtHandle_t' maps to 'hipblasLtHandle_t', which needs HIP 6.0 or newer
#include <cuda_runtime.h>
#include <cublasLt.h>
#include <cstdint>
#include <cstdio>

// CHECK: {{^}}#define LT_CHECK(x) do { hipblasStatus_t s_ = (x); if (s_ != HIPBLAS_STATUS_SUCCESS) { std::printf("cuBLASLt error %d\n", int(s_)); return false; } } while (0)
#define LT_CHECK(x) do { cublasStatus_t s_ = (x); if (s_ != CUBLAS_STATUS_SUCCESS) { std::printf("cuBLASLt error %d\n", int(s_)); return false; } } while (0)

// C = relu(op(A) * B + bias), fp32, column major, A transposed.
// CHECK-LABEL: {{^}}bool ltGemm(
// CHECK: {{^ *}}hipStream_t stream) {
bool ltGemm(const float *dA, const float *dB, float *dC, const float *dBias,
            int m, int n, int k, void *workspace, size_t workspaceSize,
            cudaStream_t stream) {
  // CHECK: {{^ *}}hipblasLtHandle_t lt;
  // HIP52: {{^ *}}cublasLtHandle_t lt;
  cublasLtHandle_t lt;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtCreate(&lt));
  LT_CHECK(cublasLtCreate(&lt));

  // CHECK: {{^ *}}hipblasLtMatmulDesc_t op = nullptr;
  cublasLtMatmulDesc_t op = nullptr;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescCreate(&op, HIPBLAS_COMPUTE_32F, HIP_R_32F));
  LT_CHECK(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
  // CHECK: {{^ *}}hipblasOperation_t transA = HIPBLAS_OP_T, transB = HIPBLAS_OP_N;
  cublasOperation_t transA = CUBLAS_OP_T, transB = CUBLAS_OP_N;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof(transA)));
  LT_CHECK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &transA, sizeof(transA)));
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof(transB)));
  LT_CHECK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &transB, sizeof(transB)));
  // CHECK: {{^ *}}hipblasLtPointerMode_t pointerMode = HIPBLASLT_POINTER_MODE_HOST;
  cublasLtPointerMode_t pointerMode = CUBLASLT_POINTER_MODE_HOST;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_POINTER_MODE, &pointerMode,
  LT_CHECK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_POINTER_MODE, &pointerMode,
                                          sizeof(pointerMode)));
  // CHECK: {{^ *}}hipblasLtEpilogue_t epilogue = HIPBLASLT_EPILOGUE_RELU_BIAS;
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_RELU_BIAS;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue)));
  LT_CHECK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue, sizeof(epilogue)));
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_BIAS_POINTER, &dBias, sizeof(dBias)));
  LT_CHECK(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &dBias, sizeof(dBias)));
  size_t written = 0;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulDescGetAttribute(op, HIPBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
  LT_CHECK(cublasLtMatmulDescGetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epilogue,
                                          sizeof(epilogue), &written));

  // CHECK: {{^ *}}hipblasLtMatrixLayout_t aDesc, bDesc, cDesc;
  cublasLtMatrixLayout_t aDesc, bDesc, cDesc;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatrixLayoutCreate(&aDesc, HIP_R_32F, k, m, k));
  LT_CHECK(cublasLtMatrixLayoutCreate(&aDesc, CUDA_R_32F, k, m, k));
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatrixLayoutCreate(&bDesc, HIP_R_32F, k, n, k));
  LT_CHECK(cublasLtMatrixLayoutCreate(&bDesc, CUDA_R_32F, k, n, k));
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatrixLayoutCreate(&cDesc, HIP_R_32F, m, n, m));
  LT_CHECK(cublasLtMatrixLayoutCreate(&cDesc, CUDA_R_32F, m, n, m));
  // CHECK: {{^ *}}hipblasLtOrder_t order = HIPBLASLT_ORDER_COL;
  cublasLtOrder_t order = CUBLASLT_ORDER_COL;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatrixLayoutSetAttribute(cDesc, HIPBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)));
  LT_CHECK(cublasLtMatrixLayoutSetAttribute(cDesc, CUBLASLT_MATRIX_LAYOUT_ORDER, &order, sizeof(order)));
  int32_t batch = 1;
  int64_t stride = (int64_t)m * n;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatrixLayoutSetAttribute(cDesc, HIPBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch)));
  LT_CHECK(cublasLtMatrixLayoutSetAttribute(cDesc, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch)));
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatrixLayoutSetAttribute(cDesc, HIPBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
  LT_CHECK(cublasLtMatrixLayoutSetAttribute(cDesc, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &stride,
                                            sizeof(stride)));

  // CHECK: {{^ *}}hipblasLtMatmulPreference_t pref;
  cublasLtMatmulPreference_t pref;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulPreferenceCreate(&pref));
  LT_CHECK(cublasLtMatmulPreferenceCreate(&pref));
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulPreferenceSetAttribute(pref, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
  // CHECK-NEXT: {{^ *}}&workspaceSize, sizeof(workspaceSize)));
  LT_CHECK(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                &workspaceSize, sizeof(workspaceSize)));
  // CHECK: {{^ *}}hipblasLtMatmulHeuristicResult_t heuristic[4] = {};
  cublasLtMatmulHeuristicResult_t heuristic[4] = {};
  int found = 0;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmulAlgoGetHeuristic(lt, op, aDesc, bDesc, cDesc, cDesc, pref, 4,
  // CHECK-NEXT: {{^ *}}heuristic, &found));
  LT_CHECK(cublasLtMatmulAlgoGetHeuristic(lt, op, aDesc, bDesc, cDesc, cDesc, pref, 4,
                                          heuristic, &found));
  if (found == 0 || heuristic[0].workspaceSize > workspaceSize)
    return false;
  // CHECK: {{^ *}}const hipblasLtMatmulAlgo_t *algo = &heuristic[0].algo;
  const cublasLtMatmulAlgo_t *algo = &heuristic[0].algo;

  const float alpha = 1.0f, beta = 0.0f;
  // CHECK: {{^ *}}LT_CHECK(hipblasLtMatmul(lt, op, &alpha, dA, aDesc, dB, bDesc, &beta, dC, cDesc, dC, cDesc,
  // CHECK-NEXT: {{^ *}}algo, workspace, heuristic[0].workspaceSize, stream));
  LT_CHECK(cublasLtMatmul(lt, op, &alpha, dA, aDesc, dB, bDesc, &beta, dC, cDesc, dC, cDesc,
                          algo, workspace, heuristic[0].workspaceSize, stream));
  // CHECK: {{^ *}}hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);

  // CHECK: {{^ *}}hipblasLtMatmulPreferenceDestroy(pref);
  cublasLtMatmulPreferenceDestroy(pref);
  // CHECK: {{^ *}}hipblasLtMatrixLayoutDestroy(cDesc);
  cublasLtMatrixLayoutDestroy(cDesc);
  // CHECK: {{^ *}}hipblasLtMatrixLayoutDestroy(bDesc);
  cublasLtMatrixLayoutDestroy(bDesc);
  // CHECK: {{^ *}}hipblasLtMatrixLayoutDestroy(aDesc);
  cublasLtMatrixLayoutDestroy(aDesc);
  // CHECK: {{^ *}}hipblasLtMatmulDescDestroy(op);
  cublasLtMatmulDescDestroy(op);
  // CHECK: {{^ *}}LT_CHECK(hipblasLtDestroy(lt));
  LT_CHECK(cublasLtDestroy(lt));
  return true;
}

// hipblasLtGetVersion takes a handle and an int *: no rename.
// DIAG-NOT: warning:
// DIAG: {{^.*/}}cublaslt.cu:[[@LINE+7]]:44: warning: 'cublasLtGetVersion' is not supported by HIP: hipblasLtGetVersion(handle, int*) has a different signature (cublasLtGetVersion takes no arguments); left unchanged [cuda2hip-unsupported-api]
// DIAG-NEXT: {{^}}void printVersion() { std::printf("%zu\n", cublasLtGetVersion()); }
// DIAG-NEXT: {{^}}                                           ^~~~~~~~~~~~~~~~~~
// NOCUDA-NOT: {{^[^/]*(cublas[A-Z]|CUBLAS[A-Z]*_|cuda[A-Z]|CUDA_R_)}}
// NOCUDA: {{^}}void printVersion() { std::printf("%zu\n", cublasLtGetVersion()); }
// NOCUDA-NOT: {{^[^/]*(cublas[A-Z]|CUBLAS[A-Z]*_|cuda[A-Z]|CUDA_R_)}}
// CHECK: {{^}}void printVersion() { std::printf("%zu\n", cublasLtGetVersion()); }
void printVersion() { std::printf("%zu\n", cublasLtGetVersion()); }
// DIAG-NOT: warning:

