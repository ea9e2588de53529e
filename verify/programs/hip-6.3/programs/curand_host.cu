// curand_host.cu - cuRAND's host API: generators, seeds, distributions.
//
//  * curandCreateGenerator (default pseudo-random and Philox), seeds,
//    offsets, curandSetStream
//  * uniform, normal (mean 5, stddev 2), log-normal, Poisson (lambda 4),
//    raw 32-bit integers, double uniform
//  * statistical checks (mean / variance within tolerances a correct
//    generator meets for 2^20 samples); the same seed gives the same
//    sequence; raw values only on info: lines (rocRAND's differ from cuRAND's)
// link: -lcurand
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cmath>
#include <vector>
#include <hiprand/hiprand.h>
#include "check.cuh"

#define CHECK_RAND(call)                                                        \
  do {                                                                          \
    hiprandStatus_t s_ = (call);                                                \
    if (s_ != HIPRAND_STATUS_SUCCESS) {                                         \
      std::printf("cuRAND error %d at line %d\n", (int)s_, __LINE__);           \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

template <class T> static void stats(const std::vector<T> &v, double &mean, double &var) {
  double s = 0, s2 = 0;
  for (T x : v) {
    s += x;
    s2 += double(x) * x;
  }
  mean = s / v.size();
  var = s2 / v.size() - mean * mean;
}

int main() {
  int failures = 0;
  const size_t n = 1 << 20;
  float *df;
  double *dd;
  unsigned *du;
  CHECK_CUDA(hipMalloc(&df, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dd, n * sizeof(double)));
  CHECK_CUDA(hipMalloc(&du, n * sizeof(unsigned)));
  std::vector<float> f(n), f2(n);
  std::vector<double> dv(n);
  std::vector<unsigned> u(n);
  hipStream_t s;
  CHECK_CUDA(hipStreamCreate(&s));

  hiprandGenerator_t g;
  CHECK_RAND(hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_DEFAULT));
  CHECK_RAND(hiprandSetStream(g, s));
  CHECK_RAND(hiprandSetPseudoRandomGeneratorSeed(g, 1234ULL));
  CHECK_RAND(hiprandGenerateUniform(g, df, n));
  CHECK_CUDA(hipMemcpyAsync(f.data(), df, n * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  double mean, var;
  stats(f, mean, var);
  float lo = 1, hi = 0;
  for (float x : f) {
    lo = x < lo ? x : lo;
    hi = x > hi ? x : hi;
  }
  std::printf("uniform: mean ok %d, variance ok %d, range (0,1]: %d\n",
              std::fabs(mean - 0.5) < 0.005, std::fabs(var - 1.0 / 12) < 0.002, lo > 0 && hi <= 1);
  EXPECT(std::fabs(mean - 0.5) < 0.005 && std::fabs(var - 1.0 / 12) < 0.002 && lo > 0 && hi <= 1);
  std::printf("info: first uniform values %.6f %.6f\n", f[0], f[1]);

  // Same seed, same sequence.
  CHECK_RAND(hiprandSetPseudoRandomGeneratorSeed(g, 1234ULL));
  CHECK_RAND(hiprandSetGeneratorOffset(g, 0));
  CHECK_RAND(hiprandGenerateUniform(g, df, n));
  CHECK_CUDA(hipMemcpyAsync(f2.data(), df, n * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  int same = 1;
  for (size_t i = 0; i < n; ++i) same &= f[i] == f2[i];
  std::printf("reseeded sequence identical: %d\n", same);
  EXPECT(same);

  CHECK_RAND(hiprandGenerateNormal(g, df, n, 5.0f, 2.0f));
  CHECK_CUDA(hipMemcpyAsync(f.data(), df, n * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  stats(f, mean, var);
  std::printf("normal(5, 2): mean ok %d, variance ok %d\n", std::fabs(mean - 5) < 0.02,
              std::fabs(var - 4) < 0.05);
  EXPECT(std::fabs(mean - 5) < 0.02 && std::fabs(var - 4) < 0.05);

  CHECK_RAND(hiprandGenerateLogNormal(g, df, n, 0.0f, 0.5f));
  CHECK_CUDA(hipMemcpyAsync(f.data(), df, n * sizeof(float), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  stats(f, mean, var);
  std::printf("log-normal(0, 0.5): mean ok %d\n", std::fabs(mean - std::exp(0.125)) < 0.01);
  EXPECT(std::fabs(mean - std::exp(0.125)) < 0.01);

  CHECK_RAND(hiprandGeneratePoisson(g, du, n, 4.0));
  CHECK_CUDA(hipMemcpyAsync(u.data(), du, n * sizeof(unsigned), hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  stats(u, mean, var);
  std::printf("poisson(4): mean ok %d, variance ok %d\n", std::fabs(mean - 4) < 0.02,
              std::fabs(var - 4) < 0.08);
  EXPECT(std::fabs(mean - 4) < 0.02 && std::fabs(var - 4) < 0.08);
  CHECK_RAND(hiprandDestroyGenerator(g));

  hiprandGenerator_t ph;
  CHECK_RAND(hiprandCreateGenerator(&ph, HIPRAND_RNG_PSEUDO_PHILOX4_32_10));
  CHECK_RAND(hiprandSetPseudoRandomGeneratorSeed(ph, 42ULL));
  CHECK_RAND(hiprandGenerate(ph, du, n));
  CHECK_RAND(hiprandGenerateUniformDouble(ph, dd, n));
  CHECK_CUDA(hipMemcpy(u.data(), du, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(dv.data(), dd, n * sizeof(double), hipMemcpyDeviceToHost));
  size_t ones = 0;
  for (unsigned x : u) ones += __builtin_popcount(x);
  double bitFrac = double(ones) / (32.0 * n);
  stats(dv, mean, var);
  std::printf("philox: bit balance ok %d, double uniform mean ok %d\n",
              std::fabs(bitFrac - 0.5) < 0.001, std::fabs(mean - 0.5) < 0.005);
  EXPECT(std::fabs(bitFrac - 0.5) < 0.001 && std::fabs(mean - 0.5) < 0.005);
  std::printf("info: first philox words %u %u\n", u[0], u[1]);
  CHECK_RAND(hiprandDestroyGenerator(ph));
  CHECK_CUDA(hipFree(df));
  CHECK_CUDA(hipFree(dd));
  CHECK_CUDA(hipFree(du));
  CHECK_CUDA(hipStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
