// cublas.cu - cuBLAS levels 1-3 checked against host loops.
//
//  * cublasCreate / SetStream / SetPointerMode / Destroy
//  * level 1: Saxpy, Sdot, Snrm2, Sscal, Isamax; level 2: Dgemv (transposed);
//  * level 3: Sgemm (column-major, op(A)=A^T), SgemmStridedBatched, Dgeam
//  * cublasSetMatrix / GetMatrix
//  * cublasGemmEx (float, CUBLAS_COMPUTE_32F), cublasGemmStridedBatchedEx
//    (half inputs, float output), Cgemm (A B^H), ZgemmStridedBatched (A^T B)
// Inputs are small integers, so every product and sum is exact in float.
// link: -lcublas
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cmath>
#include <vector>
#include <hipblas/hipblas.h>
#include <hip/hip_complex.h>
#include <hip/hip_fp16.h>
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

  // GemmEx: the Sgemm above again, float in and out, 32-bit compute.
  std::vector<float> C2(m * p, -1.0f);
  CHECK_BLAS(hipblasGemmEx_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, m, p, k, &one, dA, HIP_R_32F, k, dB,
                          HIP_R_32F, k, &zero, dC, HIP_R_32F, m, HIPBLAS_COMPUTE_32F,
                          HIPBLAS_GEMM_DEFAULT));
  CHECK_BLAS(hipblasGetMatrix(m, p, sizeof(float), dC, m, C2.data(), m));
  bad = 0;
  for (int i = 0; i < m * p; ++i) bad += C2[i] != C[i];
  std::printf("gemmEx (float, compute 32F): %d differ from sgemm\n", bad);
  EXPECT(bad == 0);

  // GemmStridedBatchedEx: the strided batch again from half inputs into float.
  std::vector<__half> X16(X.size()), Y16(Y.size());
  for (size_t i = 0; i < X.size(); ++i) {
    X16[i] = __float2half(X[i]);
    Y16[i] = __float2half(Y[i]);
  }
  __half *dX16, *dY16;
  CHECK_CUDA(hipMalloc(&dX16, X16.size() * sizeof(__half)));
  CHECK_CUDA(hipMalloc(&dY16, Y16.size() * sizeof(__half)));
  CHECK_CUDA(hipMemcpy(dX16, X16.data(), X16.size() * sizeof(__half), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dY16, Y16.data(), Y16.size() * sizeof(__half), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemset(dZ, 0, Z.size() * sizeof(float)));
  CHECK_BLAS(hipblasGemmStridedBatchedEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, d, d, d, &one, dX16,
                                        HIP_R_16F, d, d * d, dY16, HIP_R_16F, d, d * d, &zero,
                                        dZ, HIP_R_32F, d, d * d, nb, HIPBLAS_COMPUTE_32F,
                                        HIPBLAS_GEMM_DEFAULT));
  std::vector<float> Z2(Z.size());
  CHECK_CUDA(hipMemcpy(Z2.data(), dZ, Z2.size() * sizeof(float), hipMemcpyDeviceToHost));
  bad = 0;
  for (size_t i = 0; i < Z.size(); ++i) bad += Z2[i] != Z[i];
  std::printf("gemmStridedBatchedEx (half in, float out): %d differ from sgemm\n", bad);
  EXPECT(bad == 0);

  // Cgemm: P (q x q) = U V^H, complex float.
  const int q = 12;
  std::vector<hipComplex> U(q * q), V(q * q), P(q * q);
  for (int i = 0; i < q * q; ++i) {
    U[i] = make_hipComplex(float(i % 3 - 1), float(i % 2));
    V[i] = make_hipComplex(float(i % 2), float((i / 2) % 3 - 1));
  }
  hipComplex *dU, *dV, *dP;
  CHECK_CUDA(hipMalloc(&dU, U.size() * sizeof(hipComplex)));
  CHECK_CUDA(hipMalloc(&dV, V.size() * sizeof(hipComplex)));
  CHECK_CUDA(hipMalloc(&dP, P.size() * sizeof(hipComplex)));
  CHECK_CUDA(hipMemcpy(dU, U.data(), U.size() * sizeof(hipComplex), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dV, V.data(), V.size() * sizeof(hipComplex), hipMemcpyHostToDevice));
  hipComplex cone = make_hipComplex(1, 0), czero = make_hipComplex(0, 0);
  CHECK_BLAS(hipblasCgemm_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_C, q, q, q, &cone, dU, q, dV, q, &czero, dP,
                         q));
  CHECK_CUDA(hipMemcpy(P.data(), dP, P.size() * sizeof(hipComplex), hipMemcpyDeviceToHost));
  bad = 0;
  for (int j = 0; j < q; ++j)
    for (int i = 0; i < q; ++i) {
      float re = 0, im = 0;
      for (int l = 0; l < q; ++l) {  // U(i,l) * conj(V(j,l))
        hipComplex a = U[l * q + i], b = V[l * q + j];
        re += a.x * b.x + a.y * b.y;
        im += a.y * b.x - a.x * b.y;
      }
      bad += P[j * q + i].x != re || P[j * q + i].y != im;
    }
  std::printf("cgemm (U V^H): P[1] (%.1f, %.1f), %d wrong\n", P[1].x, P[1].y, bad);
  EXPECT(bad == 0);

  // ZgemmStridedBatched: 3 products W_b = S_b^T T_b, complex double.
  const int zb = 3, zd = 8;
  std::vector<hipDoubleComplex> S(zb * zd * zd), T(zb * zd * zd), W(zb * zd * zd);
  for (int i = 0; i < zb * zd * zd; ++i) {
    S[i] = make_hipDoubleComplex(double(i % 4 - 2), double(i % 3 - 1));
    T[i] = make_hipDoubleComplex(double((i / 3) % 2), double(i % 5 - 2));
  }
  hipDoubleComplex *dS, *dT, *dW;
  CHECK_CUDA(hipMalloc(&dS, S.size() * sizeof(hipDoubleComplex)));
  CHECK_CUDA(hipMalloc(&dT, T.size() * sizeof(hipDoubleComplex)));
  CHECK_CUDA(hipMalloc(&dW, W.size() * sizeof(hipDoubleComplex)));
  CHECK_CUDA(hipMemcpy(dS, S.data(), S.size() * sizeof(hipDoubleComplex), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dT, T.data(), T.size() * sizeof(hipDoubleComplex), hipMemcpyHostToDevice));
  hipDoubleComplex zone = make_hipDoubleComplex(1, 0), zzero = make_hipDoubleComplex(0, 0);
  CHECK_BLAS(hipblasZgemmStridedBatched_v2(h, HIPBLAS_OP_T, HIPBLAS_OP_N, zd, zd, zd, &zone, dS, zd,
                                       zd * zd, dT, zd, zd * zd, &zzero, dW, zd, zd * zd, zb));
  CHECK_CUDA(hipMemcpy(W.data(), dW, W.size() * sizeof(hipDoubleComplex), hipMemcpyDeviceToHost));
  bad = 0;
  for (int b = 0; b < zb; ++b)
    for (int j = 0; j < zd; ++j)
      for (int i = 0; i < zd; ++i) {
        double re = 0, im = 0;
        for (int l = 0; l < zd; ++l) {  // S_b(l,i) * T_b(l,j)
          hipDoubleComplex a = S[b * zd * zd + i * zd + l], t = T[b * zd * zd + j * zd + l];
          re += a.x * t.x - a.y * t.y;
          im += a.x * t.y + a.y * t.x;
        }
        hipDoubleComplex got = W[b * zd * zd + j * zd + i];
        bad += got.x != re || got.y != im;
      }
  std::printf("zgemm strided batched (%d x S^T T): W[2] (%.1f, %.1f), %d wrong\n", zb, W[2].x,
              W[2].y, bad);
  EXPECT(bad == 0);

  CHECK_BLAS(hipblasDestroy(h));
  CHECK_CUDA(hipStreamDestroy(s));
  for (void *ptr : {(void *)dX16, (void *)dY16, (void *)dU, (void *)dV, (void *)dP, (void *)dS,
                    (void *)dT, (void *)dW})
    CHECK_CUDA(hipFree(ptr));
  for (void *ptr : {(void *)dx, (void *)dy, (void *)dA, (void *)dB, (void *)dC, (void *)dX,
                    (void *)dY, (void *)dZ, (void *)dM, (void *)dv, (void *)dw, (void *)dN,
                    (void *)dG})
    CHECK_CUDA(hipFree(ptr));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
