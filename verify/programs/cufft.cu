// cufft.cu - cuFFT: complex round trip, real-to-complex spectrum, batches.
//
//  * cufftPlan1d C2C forward + inverse: the round trip returns n * input
//  * cufftPlan1d R2C of cos(2 pi k0 t / n): all energy in bin k0
//  * cufftPlanMany: 16 batched transforms of length 256, checked against a
//    host DFT; cufftPlan2d Z2Z round trip in double
//  * cufftSetStream, cufftDestroy
// link: -lcufft
#include <cstdio>
#include <cmath>
#include <vector>
#include <cufft.h>
#include "check.cuh"

#define CHECK_FFT(call)                                                         \
  do {                                                                          \
    cufftResult r_ = (call);                                                    \
    if (r_ != CUFFT_SUCCESS) {                                                  \
      std::printf("cuFFT error %d at line %d\n", (int)r_, __LINE__);            \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

int main() {
  int failures = 0;
  const double pi = 3.14159265358979323846;
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));

  const int n = 1024;
  std::vector<cufftComplex> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i].x = float((i * 37) % 17) - 8.0f;
    x[i].y = float((i * 11) % 13) - 6.0f;
  }
  cufftComplex *dx;
  CHECK_CUDA(cudaMalloc(&dx, n * sizeof(cufftComplex)));
  CHECK_CUDA(cudaMemcpy(dx, x.data(), n * sizeof(cufftComplex), cudaMemcpyHostToDevice));
  cufftHandle plan;
  CHECK_FFT(cufftPlan1d(&plan, n, CUFFT_C2C, 1));
  CHECK_FFT(cufftSetStream(plan, s));
  CHECK_FFT(cufftExecC2C(plan, dx, dx, CUFFT_FORWARD));
  CHECK_FFT(cufftExecC2C(plan, dx, dx, CUFFT_INVERSE));
  CHECK_CUDA(cudaMemcpyAsync(y.data(), dx, n * sizeof(cufftComplex), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  double err = 0;
  for (int i = 0; i < n; ++i)
    err = std::fmax(err, std::fmax(std::fabs(y[i].x / n - x[i].x), std::fabs(y[i].y / n - x[i].y)));
  std::printf("C2C round trip: max error %.3g\n", err);
  EXPECT(err < 1e-4);
  CHECK_FFT(cufftDestroy(plan));

  const int k0 = 37;
  std::vector<float> r(n);
  for (int i = 0; i < n; ++i) r[i] = (float)std::cos(2 * pi * k0 * i / n);
  float *dr;
  cufftComplex *dspec;
  CHECK_CUDA(cudaMalloc(&dr, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dspec, (n / 2 + 1) * sizeof(cufftComplex)));
  CHECK_CUDA(cudaMemcpy(dr, r.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  cufftHandle rplan;
  CHECK_FFT(cufftPlan1d(&rplan, n, CUFFT_R2C, 1));
  CHECK_FFT(cufftExecR2C(rplan, dr, dspec));
  std::vector<cufftComplex> spec(n / 2 + 1);
  CHECK_CUDA(cudaMemcpy(spec.data(), dspec, spec.size() * sizeof(cufftComplex),
                        cudaMemcpyDeviceToHost));
  int peak = 0;
  double other = 0;
  for (int k = 0; k <= n / 2; ++k) {
    double m = std::hypot(spec[k].x, spec[k].y);
    if (m > std::hypot(spec[peak].x, spec[peak].y)) peak = k;
    if (k != k0) other = std::fmax(other, m);
  }
  std::printf("R2C: peak at bin %d, |X[k0]| = %.2f, largest other %.2g\n", peak,
              std::hypot(spec[k0].x, spec[k0].y), other);
  EXPECT(peak == k0 && std::fabs(std::hypot(spec[k0].x, spec[k0].y) - n / 2) < 1e-2 && other < 1e-2);
  CHECK_FFT(cufftDestroy(rplan));

  const int len = 256, batch = 16;
  std::vector<cufftComplex> bx(len * batch), by(len * batch);
  for (int i = 0; i < len * batch; ++i) {
    bx[i].x = float(i % 9) - 4.0f;
    bx[i].y = float(i % 5) - 2.0f;
  }
  cufftComplex *dbx;
  CHECK_CUDA(cudaMalloc(&dbx, bx.size() * sizeof(cufftComplex)));
  CHECK_CUDA(cudaMemcpy(dbx, bx.data(), bx.size() * sizeof(cufftComplex), cudaMemcpyHostToDevice));
  cufftHandle mplan;
  int dims[1] = {len};
  CHECK_FFT(cufftPlanMany(&mplan, 1, dims, nullptr, 1, len, nullptr, 1, len, CUFFT_C2C, batch));
  CHECK_FFT(cufftExecC2C(mplan, dbx, dbx, CUFFT_FORWARD));
  CHECK_CUDA(cudaMemcpy(by.data(), dbx, by.size() * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  double berr = 0;
  for (int b = 0; b < batch; b += 5)
    for (int k = 0; k < len; k += 17) {
      double re = 0, im = 0;
      for (int t = 0; t < len; ++t) {
        double a = -2 * pi * k * t / len;
        const cufftComplex &v = bx[b * len + t];
        re += v.x * std::cos(a) - v.y * std::sin(a);
        im += v.x * std::sin(a) + v.y * std::cos(a);
      }
      berr = std::fmax(berr, std::hypot(by[b * len + k].x - re, by[b * len + k].y - im));
    }
  std::printf("batched C2C vs host DFT: max error below 1e-2: %d\n", berr < 1e-2);
  EXPECT(berr < 1e-2);
  CHECK_FFT(cufftDestroy(mplan));

  const int nx = 32, ny = 48;
  std::vector<cufftDoubleComplex> z(nx * ny), z2(nx * ny);
  for (int i = 0; i < nx * ny; ++i) {
    z[i].x = std::sin(0.1 * i);
    z[i].y = std::cos(0.07 * i);
  }
  cufftDoubleComplex *dz;
  CHECK_CUDA(cudaMalloc(&dz, z.size() * sizeof(cufftDoubleComplex)));
  CHECK_CUDA(cudaMemcpy(dz, z.data(), z.size() * sizeof(cufftDoubleComplex), cudaMemcpyHostToDevice));
  cufftHandle zplan;
  CHECK_FFT(cufftPlan2d(&zplan, nx, ny, CUFFT_Z2Z));
  CHECK_FFT(cufftExecZ2Z(zplan, dz, dz, CUFFT_FORWARD));
  CHECK_FFT(cufftExecZ2Z(zplan, dz, dz, CUFFT_INVERSE));
  CHECK_CUDA(cudaMemcpy(z2.data(), dz, z2.size() * sizeof(cufftDoubleComplex), cudaMemcpyDeviceToHost));
  double zerr = 0;
  for (int i = 0; i < nx * ny; ++i)
    zerr = std::fmax(zerr, std::hypot(z2[i].x / (nx * ny) - z[i].x, z2[i].y / (nx * ny) - z[i].y));
  std::printf("Z2Z 2D round trip: max error below 1e-12: %d\n", zerr < 1e-12);
  EXPECT(zerr < 1e-12);
  CHECK_FFT(cufftDestroy(zplan));
  CHECK_CUDA(cudaFree(dx));
  CHECK_CUDA(cudaFree(dr));
  CHECK_CUDA(cudaFree(dspec));
  CHECK_CUDA(cudaFree(dbx));
  CHECK_CUDA(cudaFree(dz));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
