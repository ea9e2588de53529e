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
#include <cstdio>
#include <cmath>
#include <vector>
#include <curand.h>
#include "check.cuh"

#define CHECK_RAND(call)                                                        \
  do {                                                                          \
    curandStatus_t s_ = (call);                                                 \
    if (s_ != CURAND_STATUS_SUCCESS) {                                          \
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
  CHECK_CUDA(cudaMalloc(&df, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dd, n * sizeof(double)));
  CHECK_CUDA(cudaMalloc(&du, n * sizeof(unsigned)));
  std::vector<float> f(n), f2(n);
  std::vector<double> dv(n);
  std::vector<unsigned> u(n);
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));

  curandGenerator_t g;
  CHECK_RAND(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT));
  CHECK_RAND(curandSetStream(g, s));
  CHECK_RAND(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
  CHECK_RAND(curandGenerateUniform(g, df, n));
  CHECK_CUDA(cudaMemcpyAsync(f.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
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
  CHECK_RAND(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
  CHECK_RAND(curandSetGeneratorOffset(g, 0));
  CHECK_RAND(curandGenerateUniform(g, df, n));
  CHECK_CUDA(cudaMemcpyAsync(f2.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  int same = 1;
  for (size_t i = 0; i < n; ++i) same &= f[i] == f2[i];
  std::printf("reseeded sequence identical: %d\n", same);
  EXPECT(same);

  CHECK_RAND(curandGenerateNormal(g, df, n, 5.0f, 2.0f));
  CHECK_CUDA(cudaMemcpyAsync(f.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  stats(f, mean, var);
  std::printf("normal(5, 2): mean ok %d, variance ok %d\n", std::fabs(mean - 5) < 0.02,
              std::fabs(var - 4) < 0.05);
  EXPECT(std::fabs(mean - 5) < 0.02 && std::fabs(var - 4) < 0.05);

  CHECK_RAND(curandGenerateLogNormal(g, df, n, 0.0f, 0.5f));
  CHECK_CUDA(cudaMemcpyAsync(f.data(), df, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  stats(f, mean, var);
  std::printf("log-normal(0, 0.5): mean ok %d\n", std::fabs(mean - std::exp(0.125)) < 0.01);
  EXPECT(std::fabs(mean - std::exp(0.125)) < 0.01);

  CHECK_RAND(curandGeneratePoisson(g, du, n, 4.0));
  CHECK_CUDA(cudaMemcpyAsync(u.data(), du, n * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  stats(u, mean, var);
  std::printf("poisson(4): mean ok %d, variance ok %d\n", std::fabs(mean - 4) < 0.02,
              std::fabs(var - 4) < 0.08);
  EXPECT(std::fabs(mean - 4) < 0.02 && std::fabs(var - 4) < 0.08);
  CHECK_RAND(curandDestroyGenerator(g));

  curandGenerator_t ph;
  CHECK_RAND(curandCreateGenerator(&ph, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  CHECK_RAND(curandSetPseudoRandomGeneratorSeed(ph, 42ULL));
  CHECK_RAND(curandGenerate(ph, du, n));
  CHECK_RAND(curandGenerateUniformDouble(ph, dd, n));
  CHECK_CUDA(cudaMemcpy(u.data(), du, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(dv.data(), dd, n * sizeof(double), cudaMemcpyDeviceToHost));
  size_t ones = 0;
  for (unsigned x : u) ones += __builtin_popcount(x);
  double bitFrac = double(ones) / (32.0 * n);
  stats(dv, mean, var);
  std::printf("philox: bit balance ok %d, double uniform mean ok %d\n",
              std::fabs(bitFrac - 0.5) < 0.001, std::fabs(mean - 0.5) < 0.005);
  EXPECT(std::fabs(bitFrac - 0.5) < 0.001 && std::fabs(mean - 0.5) < 0.005);
  std::printf("info: first philox words %u %u\n", u[0], u[1]);
  CHECK_RAND(curandDestroyGenerator(ph));
  CHECK_CUDA(cudaFree(df));
  CHECK_CUDA(cudaFree(dd));
  CHECK_CUDA(cudaFree(du));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
