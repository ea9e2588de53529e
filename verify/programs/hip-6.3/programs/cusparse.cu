// cusparse.cu - cuSPARSE's generic API: CSR and COO SpMV, CSR SpMM.
//
//  * cusparseCreate / SetStream / Destroy
//  * a banded sparse matrix in CSR (built on the host) and in COO
//    (cusparseXcsr2coo on the device)
//  * cusparseSpMV (+ _bufferSize) for both formats, cusparseSpMM with a
//    column-major dense matrix, checked exactly against host loops (small
//    integers: every sum is exact in float)
// link: -lcusparse
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include <hipsparse/hipsparse.h>
#include "check.cuh"

#define CHECK_SPARSE(call)                                                      \
  do {                                                                          \
    hipsparseStatus_t s_ = (call);                                              \
    if (s_ != HIPSPARSE_STATUS_SUCCESS) {                                       \
      std::printf("cuSPARSE error %d at line %d\n", (int)s_, __LINE__);         \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

int main() {
  int failures = 0;
  const int n = 2000, band = 3;
  std::vector<int> rowPtr(n + 1, 0), colInd;
  std::vector<float> vals;
  for (int i = 0; i < n; ++i) {
    for (int j = i - band; j <= i + band; ++j)
      if (j >= 0 && j < n) {
        colInd.push_back(j);
        vals.push_back(float((i + 2 * j) % 5 - 2));
      }
    rowPtr[i + 1] = (int)colInd.size();
  }
  const int nnz = (int)colInd.size();
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i) x[i] = float(i % 7 - 3);
  std::vector<float> ref(n, 0.0f);
  for (int i = 0; i < n; ++i)
    for (int k = rowPtr[i]; k < rowPtr[i + 1]; ++k) ref[i] += vals[k] * x[colInd[k]];

  int *dRow, *dCol, *dCooRow;
  float *dVal, *dx, *dy;
  CHECK_CUDA(hipMalloc(&dRow, (n + 1) * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dCol, nnz * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dCooRow, nnz * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dVal, nnz * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dx, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dy, n * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dCol, colInd.data(), nnz * sizeof(int), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dVal, vals.data(), nnz * sizeof(float), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));

  hipsparseHandle_t h;
  CHECK_SPARSE(hipsparseCreate(&h));
  hipStream_t s;
  CHECK_CUDA(hipStreamCreate(&s));
  CHECK_SPARSE(hipsparseSetStream(h, s));
  hipsparseSpMatDescr_t A;
  CHECK_SPARSE(hipsparseCreateCsr(&A, n, n, nnz, dRow, dCol, dVal, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  hipsparseDnVecDescr_t vx, vy;
  CHECK_SPARSE(hipsparseCreateDnVec(&vx, n, dx, HIP_R_32F));
  CHECK_SPARSE(hipsparseCreateDnVec(&vy, n, dy, HIP_R_32F));
  float one = 1.0f, zero = 0.0f;
  size_t bytes = 0;
  CHECK_SPARSE(hipsparseSpMV_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy,
                                       HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void *buf = nullptr;
  CHECK_CUDA(hipMalloc(&buf, bytes ? bytes : 1));
  CHECK_SPARSE(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy,
                            HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, buf));
  std::vector<float> y(n);
  CHECK_CUDA(hipMemcpyAsync(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += y[i] != ref[i];
  std::printf("CSR SpMV (n %d, nnz %d): y[0] %.1f y[n-1] %.1f, %d wrong\n", n, nnz, y[0],
              y[n - 1], bad);
  EXPECT(bad == 0);

  // COO from CSR on the device, then the same product with y = 2 A x - y.
  CHECK_SPARSE(hipsparseXcsr2coo(h, dRow, nnz, n, dCooRow, HIPSPARSE_INDEX_BASE_ZERO));
  hipsparseSpMatDescr_t C;
  CHECK_SPARSE(hipsparseCreateCoo(&C, n, n, nnz, dCooRow, dCol, dVal, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  float two = 2.0f, minusOne = -1.0f;
  CHECK_SPARSE(hipsparseSpMV_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &two, C, vx, &minusOne,
                                       vy, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void *buf2 = nullptr;
  CHECK_CUDA(hipMalloc(&buf2, bytes ? bytes : 1));
  CHECK_SPARSE(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &two, C, vx, &minusOne, vy,
                            HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, buf2));
  CHECK_CUDA(hipMemcpyAsync(y.data(), dy, n * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  bad = 0;
  for (int i = 0; i < n; ++i) bad += y[i] != ref[i];
  std::printf("COO SpMV (2Ax - y = Ax): %d wrong\n", bad);
  EXPECT(bad == 0);

  // SpMM: Y (n x k) = A X, column-major.
  const int k = 4;
  std::vector<float> X(n * k), Y(n * k);
  for (int i = 0; i < n * k; ++i) X[i] = float(i % 5 - 2);
  float *dX, *dY;
  CHECK_CUDA(hipMalloc(&dX, X.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dY, Y.size() * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dX, X.data(), X.size() * sizeof(float), hipMemcpyHostToDevice));
  hipsparseDnMatDescr_t mX, mY;
  CHECK_SPARSE(hipsparseCreateDnMat(&mX, n, k, n, dX, HIP_R_32F, HIPSPARSE_ORDER_COL));
  CHECK_SPARSE(hipsparseCreateDnMat(&mY, n, k, n, dY, HIP_R_32F, HIPSPARSE_ORDER_COL));
  CHECK_SPARSE(hipsparseSpMM_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                                       HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, mX, &zero, mY,
                                       HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT, &bytes));
  void *buf3 = nullptr;
  CHECK_CUDA(hipMalloc(&buf3, bytes ? bytes : 1));
  CHECK_SPARSE(hipsparseSpMM(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_NON_TRANSPOSE,
                            &one, A, mX, &zero, mY, HIP_R_32F, HIPSPARSE_SPMM_ALG_DEFAULT, buf3));
  CHECK_CUDA(hipMemcpyAsync(Y.data(), dY, Y.size() * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  bad = 0;
  for (int c = 0; c < k; ++c)
    for (int i = 0; i < n; ++i) {
      float r = 0;
      for (int q = rowPtr[i]; q < rowPtr[i + 1]; ++q) r += vals[q] * X[c * n + colInd[q]];
      bad += Y[c * n + i] != r;
    }
  std::printf("CSR SpMM (%d columns): %d wrong\n", k, bad);
  EXPECT(bad == 0);

  CHECK_SPARSE(hipsparseDestroySpMat(A));
  CHECK_SPARSE(hipsparseDestroySpMat(C));
  CHECK_SPARSE(hipsparseDestroyDnVec(vx));
  CHECK_SPARSE(hipsparseDestroyDnVec(vy));
  CHECK_SPARSE(hipsparseDestroyDnMat(mX));
  CHECK_SPARSE(hipsparseDestroyDnMat(mY));
  CHECK_SPARSE(hipsparseDestroy(h));
  for (void *p : {(void *)dRow, (void *)dCol, (void *)dCooRow, (void *)dVal, (void *)dx,
                  (void *)dy, buf, buf2, buf3, (void *)dX, (void *)dY})
    CHECK_CUDA(hipFree(p));
  CHECK_CUDA(hipStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
