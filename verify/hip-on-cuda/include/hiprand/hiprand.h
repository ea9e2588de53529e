// hiprand/hiprand.h - hipRAND's host API over cuRAND's.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's hiprand/hiprand.h (names, signatures, HIPRAND_RNG_* and
// HIPRAND_STATUS_* values; the generator types are numbered differently from
// cuRAND's and converted here); scripts/hip_on_cuda_decls.py checks them.
// On NVIDIA this reproduces cuRAND's sequences (rocRAND's differ), so
// programs print raw random numbers on info: lines only. Links -lcurand.
#ifndef HIP_ON_CUDA_HIPRAND_H
#define HIP_ON_CUDA_HIPRAND_H
#include <hip/hip_runtime_api.h>
#include <curand.h>

typedef curandGenerator_t hiprandGenerator_t;

typedef enum hiprandStatus {
  HIPRAND_STATUS_SUCCESS = 0,
  HIPRAND_STATUS_VERSION_MISMATCH = 100,
  HIPRAND_STATUS_NOT_INITIALIZED = 101,
  HIPRAND_STATUS_ALLOCATION_FAILED = 102,
  HIPRAND_STATUS_TYPE_ERROR = 103,
  HIPRAND_STATUS_OUT_OF_RANGE = 104,
  HIPRAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  HIPRAND_STATUS_LAUNCH_FAILURE = 201,
  HIPRAND_STATUS_PREEXISTING_FAILURE = 202,
  HIPRAND_STATUS_INITIALIZATION_FAILED = 203,
  HIPRAND_STATUS_ARCH_MISMATCH = 204,
  HIPRAND_STATUS_INTERNAL_ERROR = 999,
  HIPRAND_STATUS_NOT_IMPLEMENTED = 1000,
} hiprandStatus_t;
HIP_ON_CUDA_SAME(HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED, CURAND_STATUS_DOUBLE_PRECISION_REQUIRED);
HIP_ON_CUDA_SAME(HIPRAND_STATUS_ARCH_MISMATCH, CURAND_STATUS_ARCH_MISMATCH);
HIP_ON_CUDA_SAME(HIPRAND_STATUS_INTERNAL_ERROR, CURAND_STATUS_INTERNAL_ERROR);

typedef enum hiprandRngType {
  HIPRAND_RNG_TEST = 0,
  HIPRAND_RNG_PSEUDO_DEFAULT = 400,
  HIPRAND_RNG_PSEUDO_XORWOW = 401,
  HIPRAND_RNG_PSEUDO_MRG32K3A = 402,
  HIPRAND_RNG_PSEUDO_MTGP32 = 403,
  HIPRAND_RNG_PSEUDO_MT19937 = 404,
  HIPRAND_RNG_PSEUDO_PHILOX4_32_10 = 405,
  HIPRAND_RNG_QUASI_DEFAULT = 500,
  HIPRAND_RNG_QUASI_SOBOL32 = 501,
  HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 502,
  HIPRAND_RNG_QUASI_SOBOL64 = 503,
  HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 504,
} hiprandRngType_t;

static inline hiprandStatus_t hip_on_cuda_rand(curandStatus_t s) { return (hiprandStatus_t)s; }
static inline curandRngType_t hip_on_cuda_rng(hiprandRngType_t t) {
  switch (t) {
  case HIPRAND_RNG_PSEUDO_XORWOW: return CURAND_RNG_PSEUDO_XORWOW;
  case HIPRAND_RNG_PSEUDO_MRG32K3A: return CURAND_RNG_PSEUDO_MRG32K3A;
  case HIPRAND_RNG_PSEUDO_MTGP32: return CURAND_RNG_PSEUDO_MTGP32;
  case HIPRAND_RNG_PSEUDO_MT19937: return CURAND_RNG_PSEUDO_MT19937;
  case HIPRAND_RNG_PSEUDO_PHILOX4_32_10: return CURAND_RNG_PSEUDO_PHILOX4_32_10;
  case HIPRAND_RNG_QUASI_DEFAULT: return CURAND_RNG_QUASI_DEFAULT;
  case HIPRAND_RNG_QUASI_SOBOL32: return CURAND_RNG_QUASI_SOBOL32;
  case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32: return CURAND_RNG_QUASI_SCRAMBLED_SOBOL32;
  case HIPRAND_RNG_QUASI_SOBOL64: return CURAND_RNG_QUASI_SOBOL64;
  case HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64: return CURAND_RNG_QUASI_SCRAMBLED_SOBOL64;
  default: return CURAND_RNG_PSEUDO_DEFAULT;
  }
}
#define HIP_ON_CUDA_R(CALL) return hip_on_cuda_rand(CALL)
static inline hiprandStatus_t hiprandCreateGenerator(hiprandGenerator_t *g, hiprandRngType_t t) {
  HIP_ON_CUDA_R(curandCreateGenerator(g, hip_on_cuda_rng(t)));
}
static inline hiprandStatus_t hiprandCreateGeneratorHost(hiprandGenerator_t *g, hiprandRngType_t t) {
  HIP_ON_CUDA_R(curandCreateGeneratorHost(g, hip_on_cuda_rng(t)));
}
static inline hiprandStatus_t hiprandDestroyGenerator(hiprandGenerator_t g) {
  HIP_ON_CUDA_R(curandDestroyGenerator(g));
}
static inline hiprandStatus_t hiprandSetPseudoRandomGeneratorSeed(hiprandGenerator_t g,
                                                                  unsigned long long seed) {
  HIP_ON_CUDA_R(curandSetPseudoRandomGeneratorSeed(g, seed));
}
static inline hiprandStatus_t hiprandSetGeneratorOffset(hiprandGenerator_t g,
                                                        unsigned long long offset) {
  HIP_ON_CUDA_R(curandSetGeneratorOffset(g, offset));
}
static inline hiprandStatus_t hiprandSetQuasiRandomGeneratorDimensions(hiprandGenerator_t g,
                                                                       unsigned dims) {
  HIP_ON_CUDA_R(curandSetQuasiRandomGeneratorDimensions(g, dims));
}
static inline hiprandStatus_t hiprandSetStream(hiprandGenerator_t g, hipStream_t s) {
  HIP_ON_CUDA_R(curandSetStream(g, s));
}
static inline hiprandStatus_t hiprandGenerateSeeds(hiprandGenerator_t g) {
  HIP_ON_CUDA_R(curandGenerateSeeds(g));
}
static inline hiprandStatus_t hiprandGetVersion(int *v) { HIP_ON_CUDA_R(curandGetVersion(v)); }
static inline hiprandStatus_t hiprandGenerate(hiprandGenerator_t g, unsigned int *out, size_t n) {
  HIP_ON_CUDA_R(curandGenerate(g, out, n));
}
static inline hiprandStatus_t hiprandGenerateLongLong(hiprandGenerator_t g,
                                                      unsigned long long *out, size_t n) {
  HIP_ON_CUDA_R(curandGenerateLongLong(g, out, n));
}
static inline hiprandStatus_t hiprandGenerateUniform(hiprandGenerator_t g, float *out, size_t n) {
  HIP_ON_CUDA_R(curandGenerateUniform(g, out, n));
}
static inline hiprandStatus_t hiprandGenerateUniformDouble(hiprandGenerator_t g, double *out,
                                                           size_t n) {
  HIP_ON_CUDA_R(curandGenerateUniformDouble(g, out, n));
}
static inline hiprandStatus_t hiprandGenerateNormal(hiprandGenerator_t g, float *out, size_t n,
                                                    float mean, float stddev) {
  HIP_ON_CUDA_R(curandGenerateNormal(g, out, n, mean, stddev));
}
static inline hiprandStatus_t hiprandGenerateNormalDouble(hiprandGenerator_t g, double *out,
                                                          size_t n, double mean, double stddev) {
  HIP_ON_CUDA_R(curandGenerateNormalDouble(g, out, n, mean, stddev));
}
static inline hiprandStatus_t hiprandGenerateLogNormal(hiprandGenerator_t g, float *out, size_t n,
                                                       float mean, float stddev) {
  HIP_ON_CUDA_R(curandGenerateLogNormal(g, out, n, mean, stddev));
}
static inline hiprandStatus_t hiprandGenerateLogNormalDouble(hiprandGenerator_t g, double *out,
                                                             size_t n, double mean,
                                                             double stddev) {
  HIP_ON_CUDA_R(curandGenerateLogNormalDouble(g, out, n, mean, stddev));
}
static inline hiprandStatus_t hiprandGeneratePoisson(hiprandGenerator_t g, unsigned int *out,
                                                     size_t n, double lambda) {
  HIP_ON_CUDA_R(curandGeneratePoisson(g, out, n, lambda));
}
#undef HIP_ON_CUDA_R
#endif
