// Host-side cuRAND: <curand.h> -> <hiprand/hiprand.h>; generators, status
// codes and rng types map to hiprand*/HIPRAND_*.
// Compiled against ROCm 6.3.3 (hipRAND/rocRAND) at --hip-version 6.3; the
// default (7.0) output is FileChecked only: there are no ROCm 7 hipRAND
// headers here, and rocRAND 6.3 does not compile against HIP 7.13.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK: {{^}}#include <hiprand/hiprand.h>
#include <cuda_runtime.h>
#include <curand.h>

// CHECK: {{^}}#define CURAND_CALL(x) do { if ((x) != HIPRAND_STATUS_SUCCESS) return false; } while (0)
#define CURAND_CALL(x) do { if ((x) != CURAND_STATUS_SUCCESS) return false; } while (0)

bool fillRandom(float *dUniform, float *dNormal, size_t n) {
  // CHECK: {{^ *}}hiprandGenerator_t gen;
  curandGenerator_t gen;
  // CHECK: {{^ *}}CURAND_CALL(hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT));
  CURAND_CALL(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  // CHECK: {{^ *}}CURAND_CALL(hiprandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  CURAND_CALL(curandSetPseudoRandomGeneratorSeed(gen, 1234ULL));
  // CHECK: {{^ *}}CURAND_CALL(hiprandGenerateUniform(gen, dUniform, n));
  CURAND_CALL(curandGenerateUniform(gen, dUniform, n));
  // CHECK: {{^ *}}hiprandStatus_t st = hiprandGenerateNormal(gen, dNormal, n, 0.0f, 1.0f);
  curandStatus_t st = curandGenerateNormal(gen, dNormal, n, 0.0f, 1.0f);
  // CHECK: {{^ *}}hiprandDestroyGenerator(gen);
  curandDestroyGenerator(gen);
  // CHECK: {{^ *}}return st == HIPRAND_STATUS_SUCCESS;
  return st == CURAND_STATUS_SUCCESS;
}

// NOCUDA-NOT: {{^[^/"]*(curand|CURAND_[A-Z]+_)}}
