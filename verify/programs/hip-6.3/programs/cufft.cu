// cufft.cu - cuFFT: complex round trip, real-to-complex spectrum, batches.
//
//  * cufftPlan1d C2C forward + inverse: the round trip returns n * input
//  * cufftPlan1d R2C of cos(2 pi k0 t / n): all energy in bin k0
//  * cufftPlanMany: 16 batched transforms of length 256, checked against a
//    host DFT; cufftPlan2d Z2Z round trip in double
//  * cufftSetStream, cufftDestroy
// link: -lcufft
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cmath>
#include <vector>
#include <hipfft/hipfft.h>
#include "check.cuh"

#define CHECK_FFT(call)                                                         \
  do {                                                                          \
    hipfftResult r_ = (call);                                                   \
    if (r_ != HIPFFT_SUCCESS) {                                                 \
      std::printf("cuFFT error %d at line %d\n", (int)r_, __LINE__);            \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

int main() {
  int failures = 0;
  const double pi = 3.14159265358979323846;
  hipStream_t s;
  CHECK_CUDA(hipStreamCreate(&s));

  const int n = 1024;
  std::vector<hipfftComplex> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i].x = float((i * 37) % 17) - 8.0f;
    x[i].y = float((i * 11) % 13) - 6.0f;
  }
  hipfftComplex *dx;
  CHECK_CUDA(hipMalloc(&dx, n * sizeof(hipfftComplex)));
  CHECK_CUDA(hipMemcpy(dx, x.data(), n * sizeof(hipfftComplex), hipMemcpyHostToDevice));
  hipfftHandle plan;
  CHECK_FFT(hipfftPlan1d(&plan, n, HIPFFT_C2C, 1));
  CHECK_FFT(hipfftSetStream(plan, s));
  CHECK_FFT(hipfftExecC2C(plan, dx, dx, HIPFFT_FORWARD));
  CHECK_FFT(hipfftExecC2C(plan, dx, dx, HIPFFT_BACKWARD));
  CHECK_CUDA(hipMemcpyAsync(y.data(), dx, n * sizeof(hipfftComplex), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  double err = 0;
  for (int i = 0; i < n; ++i)
    err = std::fmax(err, std::fmax(std::fabs(y[i].x / n - x[i].x), std::fabs(y[i].y / n - x[i].y)));
  std::printf("C2C round trip: max error %.3g\n", err);
  EXPECT(err < 1e-4);
  CHECK_FFT(hipfftDestroy(plan));

  const int k0 = 37;
  std::vector<float> r(n);
  for (int i = 0; i < n; ++i) r[i] = (float)std::cos(2 * pi * k0 * i / n);
  float *dr;
  hipfftComplex *dspec;
  CHECK_CUDA(hipMalloc(&dr, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dspec, (n / 2 + 1) * sizeof(hipfftComplex)));
  CHECK_CUDA(hipMemcpy(dr, r.data(), n * sizeof(float), hipMemcpyHostToDevice));
  hipfftHandle rplan;
  CHECK_FFT(hipfftPlan1d(&rplan, n, HIPFFT_R2C, 1));
  CHECK_FFT(hipfftExecR2C(rplan, dr, dspec));
  std::vector<hipfftComplex> spec(n / 2 + 1);
  CHECK_CUDA(hipMemcpy(spec.data(), dspec, spec.size() * sizeof(hipfftComplex),
                        hipMemcpyDeviceToHost));
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
  CHECK_FFT(hipfftDestroy(rplan));

  const int len = 256, batch = 16;
  std::vector<hipfftComplex> bx(len * batch), by(len * batch);
  for (int i = 0; i < len * batch; ++i) {
    bx[i].x = float(i % 9) - 4.0f;
    bx[i].y = float(i % 5) - 2.0f;
  }
  hipfftComplex *dbx;
  CHECK_CUDA(hipMalloc(&dbx, bx.size() * sizeof(hipfftComplex)));
  CHECK_CUDA(hipMemcpy(dbx, bx.data(), bx.size() * sizeof(hipfftComplex), hipMemcpyHostToDevice));
  hipfftHandle mplan;
  int dims[1] = {len};
  CHECK_FFT(hipfftPlanMany(&mplan, 1, dims, nullptr, 1, len, nullptr, 1, len, HIPFFT_C2C, batch));
  CHECK_FFT(hipfftExecC2C(mplan, dbx, dbx, HIPFFT_FORWARD));
  CHECK_CUDA(hipMemcpy(by.data(), dbx, by.size() * sizeof(hipfftComplex), hipMemcpyDeviceToHost));
  double berr = 0;
  for (int b = 0; b < batch; b += 5)
    for (int k = 0; k < len; k += 17) {
      double re = 0, im = 0;
      for (int t = 0; t < len; ++t) {
        double a = -2 * pi * k * t / len;
        const hipfftComplex &v = bx[b * len + t];
        re += v.x * std::cos(a) - v.y * std::sin(a);
        im += v.x * std::sin(a) + v.y * std::cos(a);
      }
      berr = std::fmax(berr, std::hypot(by[b * len + k].x - re, by[b * len + k].y - im));
    }
  std::printf("batched C2C vs host DFT: max error below 1e-2: %d\n", berr < 1e-2);
  EXPECT(berr < 1e-2);
  CHECK_FFT(hipfftDestroy(mplan));

  const int nx = 32, ny = 48;
  std::vector<hipfftDoubleComplex> z(nx * ny), z2(nx * ny);
  for (int i = 0; i < nx * ny; ++i) {
    z[i].x = std::sin(0.1 * i);
    z[i].y = std::cos(0.07 * i);
  }
  hipfftDoubleComplex *dz;
  CHECK_CUDA(hipMalloc(&dz, z.size() * sizeof(hipfftDoubleComplex)));
  CHECK_CUDA(hipMemcpy(dz, z.data(), z.size() * sizeof(hipfftDoubleComplex), hipMemcpyHostToDevice));
  hipfftHandle zplan;
  CHECK_FFT(hipfftPlan2d(&zplan, nx, ny, HIPFFT_Z2Z));
  CHECK_FFT(hipfftExecZ2Z(zplan, dz, dz, HIPFFT_FORWARD));
  CHECK_FFT(hipfftExecZ2Z(zplan, dz, dz, HIPFFT_BACKWARD));
  CHECK_CUDA(hipMemcpy(z2.data(), dz, z2.size() * sizeof(hipfftDoubleComplex), hipMemcpyDeviceToHost));
  double zerr = 0;
  for (int i = 0; i < nx * ny; ++i)
    zerr = std::fmax(zerr, std::hypot(z2[i].x / (nx * ny) - z[i].x, z2[i].y / (nx * ny) - z[i].y));
  std::printf("Z2Z 2D round trip: max error below 1e-12: %d\n", zerr < 1e-12);
  EXPECT(zerr < 1e-12);
  CHECK_FFT(hipfftDestroy(zplan));
  CHECK_CUDA(hipFree(dx));
  CHECK_CUDA(hipFree(dr));
  CHECK_CUDA(hipFree(dspec));
  CHECK_CUDA(hipFree(dbx));
  CHECK_CUDA(hipFree(dz));
  CHECK_CUDA(hipStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
