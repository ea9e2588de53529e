// cusparse.cu - cuSPARSE's generic API: CSR and COO SpMV, CSR SpMM.
//
//  * cusparseCreate / SetStream / Destroy
//  * a banded sparse matrix in CSR (built on the host) and in COO
//    (cusparseXcsr2coo on the device)
//  * cusparseSpMV (+ _bufferSize) for both formats, cusparseSpMM with a
//    column-major dense matrix, checked exactly against host loops (small
//    integers: every sum is exact in float)
// link: -lcusparse
#include <cstdio>
#include <vector>
#include <cusparse.h>
#include "check.cuh"

#define CHECK_SPARSE(call)                                                      \
  do {                                                                          \
    cusparseStatus_t s_ = (call);                                               \
    if (s_ != CUSPARSE_STATUS_SUCCESS) {                                        \
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
  CHECK_CUDA(cudaMalloc(&dRow, (n + 1) * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dCol, nnz * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dCooRow, nnz * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dVal, nnz * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dx, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dy, n * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dCol, colInd.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dVal, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  cusparseHandle_t h;
  CHECK_SPARSE(cusparseCreate(&h));
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));
  CHECK_SPARSE(cusparseSetStream(h, s));
  cusparseSpMatDescr_t A;
  CHECK_SPARSE(cusparseCreateCsr(&A, n, n, nnz, dRow, dCol, dVal, CUSPARSE_INDEX_32I,
                                 CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  cusparseDnVecDescr_t vx, vy;
  CHECK_SPARSE(cusparseCreateDnVec(&vx, n, dx, CUDA_R_32F));
  CHECK_SPARSE(cusparseCreateDnVec(&vy, n, dy, CUDA_R_32F));
  float one = 1.0f, zero = 0.0f;
  size_t bytes = 0;
  CHECK_SPARSE(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy,
                                       CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void *buf = nullptr;
  CHECK_CUDA(cudaMalloc(&buf, bytes ? bytes : 1));
  CHECK_SPARSE(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy,
                            CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf));
  std::vector<float> y(n);
  CHECK_CUDA(cudaMemcpyAsync(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += y[i] != ref[i];
  std::printf("CSR SpMV (n %d, nnz %d): y[0] %.1f y[n-1] %.1f, %d wrong\n", n, nnz, y[0],
              y[n - 1], bad);
  EXPECT(bad == 0);

  // COO from CSR on the device, then the same product with y = 2 A x - y.
  CHECK_SPARSE(cusparseXcsr2coo(h, dRow, nnz, n, dCooRow, CUSPARSE_INDEX_BASE_ZERO));
  cusparseSpMatDescr_t C;
  CHECK_SPARSE(cusparseCreateCoo(&C, n, n, nnz, dCooRow, dCol, dVal, CUSPARSE_INDEX_32I,
                                 CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  float two = 2.0f, minusOne = -1.0f;
  CHECK_SPARSE(cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &two, C, vx, &minusOne,
                                       vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bytes));
  void *buf2 = nullptr;
  CHECK_CUDA(cudaMalloc(&buf2, bytes ? bytes : 1));
  CHECK_SPARSE(cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &two, C, vx, &minusOne, vy,
                            CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buf2));
  CHECK_CUDA(cudaMemcpyAsync(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  bad = 0;
  for (int i = 0; i < n; ++i) bad += y[i] != ref[i];
  std::printf("COO SpMV (2Ax - y = Ax): %d wrong\n", bad);
  EXPECT(bad == 0);

  // SpMM: Y (n x k) = A X, column-major.
  const int k = 4;
  std::vector<float> X(n * k), Y(n * k);
  for (int i = 0; i < n * k; ++i) X[i] = float(i % 5 - 2);
  float *dX, *dY;
  CHECK_CUDA(cudaMalloc(&dX, X.size() * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dY, Y.size() * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dX, X.data(), X.size() * sizeof(float), cudaMemcpyHostToDevice));
  cusparseDnMatDescr_t mX, mY;
  CHECK_SPARSE(cusparseCreateDnMat(&mX, n, k, n, dX, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CHECK_SPARSE(cusparseCreateDnMat(&mY, n, k, n, dY, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CHECK_SPARSE(cusparseSpMM_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                       CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, mX, &zero, mY,
                                       CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &bytes));
  void *buf3 = nullptr;
  CHECK_CUDA(cudaMalloc(&buf3, bytes ? bytes : 1));
  CHECK_SPARSE(cusparseSpMM(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                            &one, A, mX, &zero, mY, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buf3));
  CHECK_CUDA(cudaMemcpyAsync(Y.data(), dY, Y.size() * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  bad = 0;
  for (int c = 0; c < k; ++c)
    for (int i = 0; i < n; ++i) {
      float r = 0;
      for (int q = rowPtr[i]; q < rowPtr[i + 1]; ++q) r += vals[q] * X[c * n + colInd[q]];
      bad += Y[c * n + i] != r;
    }
  std::printf("CSR SpMM (%d columns): %d wrong\n", k, bad);
  EXPECT(bad == 0);

  CHECK_SPARSE(cusparseDestroySpMat(A));
  CHECK_SPARSE(cusparseDestroySpMat(C));
  CHECK_SPARSE(cusparseDestroyDnVec(vx));
  CHECK_SPARSE(cusparseDestroyDnVec(vy));
  CHECK_SPARSE(cusparseDestroyDnMat(mX));
  CHECK_SPARSE(cusparseDestroyDnMat(mY));
  CHECK_SPARSE(cusparseDestroy(h));
  for (void *p : {(void *)dRow, (void *)dCol, (void *)dCooRow, (void *)dVal, (void *)dx,
                  (void *)dy, buf, buf2, buf3, (void *)dX, (void *)dY})
    CHECK_CUDA(cudaFree(p));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
