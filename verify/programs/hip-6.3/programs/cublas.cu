// cublas.cu - cuBLAS levels 1-3 checked against host loops.
//
//  * cublasCreate / SetStream / SetPointerMode / Destroy
//  * level 1: Saxpy, Sdot, Snrm2, Sscal, Isamax; level 2: Dgemv (transposed);
//  * level 3: Sgemm (column-major, op(A)=A^T), SgemmStridedBatched, Dgeam
//  * cublasSetMatrix / GetMatrix
// Inputs are small integers, so every product and sum is exact in float.
// link: -lcublas
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cmath>
#include <vector>
#include <hipblas/hipblas.h>
#include "check.cuh"

#define CHECK_BLAS(call)                                                        \
  do {                                                                          \
    hipblasStatus_t s_ = (call);                                                \
    if (s_ != HIPBLAS_STATUS_SUCCESS) {                                         \
      std::printf("cuBLAS error %d at line %d\n", (int)s_, __LINE__);           \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

int main() {
  int failures = 0;
  hipblasHandle_t h;
  CHECK_BLAS(hipblasCreate(&h));
  hipStream_t s;
  CHECK_CUDA(hipStreamCreate(&s));
  CHECK_BLAS(hipblasSetStream(h, s));
  CHECK_BLAS(hipblasSetPointerMode(h, HIPBLAS_POINTER_MODE_HOST));

  const int n = 4096;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i % 7 - 3);
    y[i] = float(i % 5);
  }
  float *dx, *dy;
  CHECK_CUDA(hipMalloc(&dx, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dy, n * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dx, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dy, y.data(), n * sizeof(float), hipMemcpyHostToDevice));
  float alpha = 2.0f;
  CHECK_BLAS(hipblasSaxpy(h, n, &alpha, dx, 1, dy, 1));
  float dot = 0.0f;
  CHECK_BLAS(hipblasSdot(h, n, dx, 1, dy, 1, &dot));
  double hdot = 0;
  for (int i = 0; i < n; ++i) hdot += x[i] * (2.0f * x[i] + y[i]);
  std::printf("saxpy+sdot: %.1f (expected %.1f)\n", dot, hdot);
  EXPECT(dot == (float)hdot);
  float nrm = 0.0f;
  CHECK_BLAS(hipblasSnrm2(h, n, dx, 1, &nrm));
  double hn = 0;
  for (int i = 0; i < n; ++i) hn += x[i] * x[i];
  std::printf("snrm2: %.4f (expected %.4f)\n", nrm, std::sqrt(hn));
  EXPECT(std::fabs(nrm - std::sqrt(hn)) < 1e-3);
  float half = 0.5f;
  CHECK_BLAS(hipblasSscal(h, n, &half, dx, 1));
  int imax = 0;
  CHECK_BLAS(hipblasIsamax(h, n, dx, 1, &imax));
  std::printf("isamax (1-based): %d\n", imax);
  EXPECT(imax == 1);  // x[0] = -3 is the first of the largest magnitudes

  // C (m x p) = A^T * B with A stored k x m, B k x p, column-major.
  const int m = 64, k = 48, p = 32;
  std::vector<float> A(k * m), B(k * p), C(m * p, 0.0f);
  for (int i = 0; i < k * m; ++i) A[i] = float(i % 3 - 1);
  for (int i = 0; i < k * p; ++i) B[i] = float(i % 4);
  float *dA, *dB, *dC;
  CHECK_CUDA(hipMalloc(&dA, A.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dB, B.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dC, C.size() * sizeof(float)));
  CHECK_BLAS(hipblasSetMatrix(k, m, sizeof(float), A.data(), k, dA, k));
  CHECK_BLAS(hipblasSetMatrix(k, p, sizeof(float), B.data(), k, dB, k));
  float one = 1.0f, zero = 0.0f;
  CHECK_BLAS(hipblasSgemm(h, HIPBLAS_OP_T, HIPBLAS_OP_N, m, p, k, &one, dA, k, dB, k, &zero, dC, m));
  CHECK_BLAS(hipblasGetMatrix(m, p, sizeof(float), dC, m, C.data(), m));
  int bad = 0;
  for (int j = 0; j < p; ++j)
    for (int i = 0; i < m; ++i) {
      float ref = 0;
      for (int l = 0; l < k; ++l) ref += A[i * k + l] * B[j * k + l];
      if (C[j * m + i] != ref) ++bad;
    }
  std::printf("sgemm (A^T B, %dx%dx%d): C[0] %.1f, %d wrong\n", m, p, k, C[0], bad);
  EXPECT(bad == 0);

  // Strided batched: 8 independent 16x16 products.
  const int nb = 8, d = 16;
  std::vector<float> X(nb * d * d), Y(nb * d * d), Z(nb * d * d);
  for (int i = 0; i < nb * d * d; ++i) {
    X[i] = float(i % 5 - 2);
    Y[i] = float((i / 3) % 3);
  }
  float *dX, *dY, *dZ;
  CHECK_CUDA(hipMalloc(&dX, X.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dY, Y.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dZ, Z.size() * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dX, X.data(), X.size() * sizeof(float), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dY, Y.data(), Y.size() * sizeof(float), hipMemcpyHostToDevice));
  CHECK_BLAS(hipblasSgemmStridedBatched(h, HIPBLAS_OP_N, HIPBLAS_OP_N, d, d, d, &one, dX, d, d * d,
                                       dY, d, d * d, &zero, dZ, d, d * d, nb));
  CHECK_CUDA(hipMemcpy(Z.data(), dZ, Z.size() * sizeof(float), hipMemcpyDeviceToHost));
  bad = 0;
  for (int b = 0; b < nb; ++b)
    for (int j = 0; j < d; ++j)
      for (int i = 0; i < d; ++i) {
        float ref = 0;
        for (int l = 0; l < d; ++l) ref += X[b * d * d + l * d + i] * Y[b * d * d + j * d + l];
        if (Z[b * d * d + j * d + i] != ref) ++bad;
      }
  std::printf("sgemm strided batched (%d x %dx%d): %d wrong\n", nb, d, d, bad);
  EXPECT(bad == 0);

  // Double: y = A^T x (gemv), C = 2 A + 3 B (geam).
  const int r = 40, c = 24;
  std::vector<double> M(r * c), v(r), w(c, 0.0), N(r * c), G(r * c);
  for (int i = 0; i < r * c; ++i) {
    M[i] = double(i % 9 - 4);
    N[i] = double(i % 2);
  }
  for (int i = 0; i < r; ++i) v[i] = double(i % 3);
  double *dM, *dv, *dw, *dN, *dG;
  CHECK_CUDA(hipMalloc(&dM, M.size() * sizeof(double)));
  CHECK_CUDA(hipMalloc(&dv, v.size() * sizeof(double)));
  CHECK_CUDA(hipMalloc(&dw, w.size() * sizeof(double)));
  CHECK_CUDA(hipMalloc(&dN, N.size() * sizeof(double)));
  CHECK_CUDA(hipMalloc(&dG, G.size() * sizeof(double)));
  CHECK_CUDA(hipMemcpy(dM, M.data(), M.size() * sizeof(double), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dv, v.data(), v.size() * sizeof(double), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dN, N.data(), N.size() * sizeof(double), hipMemcpyHostToDevice));
  double done = 1.0, dzero = 0.0, two = 2.0, three = 3.0;
  CHECK_BLAS(hipblasDgemv(h, HIPBLAS_OP_T, r, c, &done, dM, r, dv, 1, &dzero, dw, 1));
  CHECK_BLAS(hipblasDgeam(h, HIPBLAS_OP_N, HIPBLAS_OP_N, r, c, &two, dM, r, &three, dN, r, dG, r));
  CHECK_CUDA(hipMemcpy(w.data(), dw, w.size() * sizeof(double), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(G.data(), dG, G.size() * sizeof(double), hipMemcpyDeviceToHost));
  bad = 0;
  for (int j = 0; j < c; ++j) {
    double ref = 0;
    for (int i = 0; i < r; ++i) ref += M[j * r + i] * v[i];
    if (w[j] != ref) ++bad;
  }
  for (int i = 0; i < r * c; ++i)
    if (G[i] != 2 * M[i] + 3 * N[i]) ++bad;
  std::printf("dgemv^T + dgeam: w[0] %.1f G[5] %.1f, %d wrong\n", w[0], G[5], bad);
  EXPECT(bad == 0);

  CHECK_BLAS(hipblasDestroy(h));
  CHECK_CUDA(hipStreamDestroy(s));
  for (void *ptr : {(void *)dx, (void *)dy, (void *)dA, (void *)dB, (void *)dC, (void *)dX,
                    (void *)dY, (void *)dZ, (void *)dM, (void *)dv, (void *)dw, (void *)dN,
                    (void *)dG})
    CHECK_CUDA(hipFree(ptr));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
