// cusolver.cu - cuSOLVER's dense API: Cholesky, LU and symmetric eigensolver.
//
//  * cusolverDnCreate / SetStream / Destroy
//  * Dpotrf + Dpotrs: solve an SPD system, residual checked on the host
//  * Sgetrf + Sgetrs with pivoting: solve a general system
//  * Dsyevd: eigenvalues of the 1-D Laplacian, known in closed form
//    (2 - 2 cos(k pi / (n + 1)))
//  * every *_bufferSize query and the devInfo results
// link: -lcusolver -lcublas
#include <cstdio>
#include <cmath>
#include <vector>
#include <cusolverDn.h>
#include "check.cuh"

#define CHECK_SOLVER(call)                                                      \
  do {                                                                          \
    cusolverStatus_t s_ = (call);                                               \
    if (s_ != CUSOLVER_STATUS_SUCCESS) {                                        \
      std::printf("cuSOLVER error %d at line %d\n", (int)s_, __LINE__);         \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

int main() {
  int failures = 0;
  cusolverDnHandle_t h;
  CHECK_SOLVER(cusolverDnCreate(&h));
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));
  CHECK_SOLVER(cusolverDnSetStream(h, s));
  int *info;
  CHECK_CUDA(cudaMalloc(&info, sizeof(int)));

  // SPD: A = B^T B + n I (column-major), b = A * ones.
  const int n = 64;
  std::vector<double> B(n * n), A(n * n, 0.0), rhs(n, 0.0);
  for (int i = 0; i < n * n; ++i) B[i] = double((i * 7) % 11) - 5.0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      double v = i == j ? n : 0.0;
      for (int k = 0; k < n; ++k) v += B[i * n + k] * B[j * n + k];
      A[j * n + i] = v;
    }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) rhs[i] += A[j * n + i];
  double *dA, *db, *work;
  CHECK_CUDA(cudaMalloc(&dA, A.size() * sizeof(double)));
  CHECK_CUDA(cudaMalloc(&db, n * sizeof(double)));
  CHECK_CUDA(cudaMemcpy(dA, A.data(), A.size() * sizeof(double), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(db, rhs.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  int lwork = 0;
  CHECK_SOLVER(cusolverDnDpotrf_bufferSize(h, CUBLAS_FILL_MODE_LOWER, n, dA, n, &lwork));
  CHECK_CUDA(cudaMalloc(&work, (lwork > 0 ? lwork : 1) * sizeof(double)));
  CHECK_SOLVER(cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, n, dA, n, work, lwork, info));
  CHECK_SOLVER(cusolverDnDpotrs(h, CUBLAS_FILL_MODE_LOWER, n, 1, dA, n, db, n, info));
  int hinfo = -1;
  std::vector<double> x(n);
  CHECK_CUDA(cudaMemcpyAsync(&hinfo, info, sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaMemcpyAsync(x.data(), db, n * sizeof(double), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  double err = 0;
  for (double v : x) err = std::fmax(err, std::fabs(v - 1.0));
  std::printf("Cholesky solve: info %d, max |x - 1| below 1e-10: %d\n", hinfo, err < 1e-10);
  EXPECT(hinfo == 0 && err < 1e-10);
  CHECK_CUDA(cudaFree(work));

  // General: M[i][j] = 1 / (1 + |i - 2j| % 7) + (i == j ? 4 : 0), b = M * (1..m).
  const int m = 48;
  std::vector<float> M(m * m), fb(m, 0.0f);
  for (int j = 0; j < m; ++j)
    for (int i = 0; i < m; ++i)
      M[j * m + i] = 1.0f / float(1 + std::abs(i - 2 * j) % 7) + (i == j ? 4.0f : 0.0f);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < m; ++j) fb[i] += M[j * m + i] * float(j + 1);
  float *dM, *dfb, *fwork;
  int *ipiv;
  CHECK_CUDA(cudaMalloc(&dM, M.size() * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dfb, m * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&ipiv, m * sizeof(int)));
  CHECK_CUDA(cudaMemcpy(dM, M.data(), M.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dfb, fb.data(), m * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_SOLVER(cusolverDnSgetrf_bufferSize(h, m, m, dM, m, &lwork));
  CHECK_CUDA(cudaMalloc(&fwork, (lwork > 0 ? lwork : 1) * sizeof(float)));
  CHECK_SOLVER(cusolverDnSgetrf(h, m, m, dM, m, fwork, ipiv, info));
  CHECK_SOLVER(cusolverDnSgetrs(h, CUBLAS_OP_N, m, 1, dM, m, ipiv, dfb, m, info));
  std::vector<float> fx(m);
  CHECK_CUDA(cudaMemcpy(&hinfo, info, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(fx.data(), dfb, m * sizeof(float), cudaMemcpyDeviceToHost));
  double ferr = 0;
  for (int i = 0; i < m; ++i) ferr = std::fmax(ferr, std::fabs(fx[i] - (i + 1)) / (i + 1));
  std::printf("LU solve: info %d, max relative error below 1e-4: %d\n", hinfo, ferr < 1e-4);
  EXPECT(hinfo == 0 && ferr < 1e-4);

  // Eigenvalues of tridiag(-1, 2, -1).
  const int e = 40;
  std::vector<double> T(e * e, 0.0), w(e);
  for (int i = 0; i < e; ++i) {
    T[i * e + i] = 2.0;
    if (i + 1 < e) T[i * e + i + 1] = T[(i + 1) * e + i] = -1.0;
  }
  double *dT, *dw, *ework;
  CHECK_CUDA(cudaMalloc(&dT, T.size() * sizeof(double)));
  CHECK_CUDA(cudaMalloc(&dw, e * sizeof(double)));
  CHECK_CUDA(cudaMemcpy(dT, T.data(), T.size() * sizeof(double), cudaMemcpyHostToDevice));
  CHECK_SOLVER(cusolverDnDsyevd_bufferSize(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER,
                                           e, dT, e, dw, &lwork));
  CHECK_CUDA(cudaMalloc(&ework, (lwork > 0 ? lwork : 1) * sizeof(double)));
  CHECK_SOLVER(cusolverDnDsyevd(h, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, e, dT, e,
                                dw, ework, lwork, info));
  CHECK_CUDA(cudaMemcpy(&hinfo, info, sizeof(int), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(w.data(), dw, e * sizeof(double), cudaMemcpyDeviceToHost));
  const double pi = 3.14159265358979323846;
  double werr = 0;
  for (int k = 0; k < e; ++k)
    werr = std::fmax(werr, std::fabs(w[k] - (2 - 2 * std::cos((k + 1) * pi / (e + 1)))));
  std::printf("syevd: info %d, smallest %.6f largest %.6f, max error below 1e-10: %d\n", hinfo,
              w[0], w[e - 1], werr < 1e-10);
  EXPECT(hinfo == 0 && werr < 1e-10);

  for (void *p : {(void *)info, (void *)dA, (void *)db, (void *)dM, (void *)dfb, (void *)fwork,
                  (void *)ipiv, (void *)dT, (void *)dw, (void *)ework})
    CHECK_CUDA(cudaFree(p));
  CHECK_SOLVER(cusolverDnDestroy(h));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
