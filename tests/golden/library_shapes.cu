// Issue 18, class 6: library API shapes. cuRAND's quasi-random generators
// (dimensions, ordering) and cuFFT plans with load callbacks (a device
// callback pointer copied from a symbol, cufftXtSetCallback) have hipRAND
// and hipFFT counterparts of the same shape: renamed, and the result
// compiles against ROCm 6.3.3's libraries. The handle-less cuBLAS v1 API is
// in cublas_legacy.cu.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: grep -v "//" %t.hip.cu | FileCheck --check-prefix=NOCUDA %s
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// NOCUDA-NOT: {{cu(rand|fft|da)[A-Z_]}}

// CHECK: {{^}}#include <hiprand/hiprand.h>
#include <curand.h>
// CHECK: {{^}}#include <hipfft/hipfft.h>
#include <cufft.h>
// CHECK: {{^}}#include <hipfft/hipfftXt.h>
#include <cufftXt.h>

// CHECK: {{^}}__device__ hipfftComplex scaleOnLoad(void *in, size_t off, void *info, void *smem) {
__device__ cufftComplex scaleOnLoad(void *in, size_t off, void *info, void *smem) {
  float s = *(float *)info;
  // CHECK: {{^ *}}hipfftComplex v = ((hipfftComplex *)in)[off];
  cufftComplex v = ((cufftComplex *)in)[off];
  v.x *= s;
  v.y *= s;
  return v;
}
// CHECK: {{^}}__device__ hipfftCallbackLoadC d_scaleOnLoad = scaleOnLoad;
__device__ cufftCallbackLoadC d_scaleOnLoad = scaleOnLoad;

int sobol(float *d, size_t n) {
  // CHECK: {{^ *}}hiprandGenerator_t g;
  curandGenerator_t g;
  // CHECK: {{^ *}}if (hiprandCreateGenerator(&g, HIPRAND_RNG_QUASI_SOBOL32) != HIPRAND_STATUS_SUCCESS)
  if (curandCreateGenerator(&g, CURAND_RNG_QUASI_SOBOL32) != CURAND_STATUS_SUCCESS)
    return 1;
  // CHECK: {{^ *}}hiprandSetQuasiRandomGeneratorDimensions(g, 4);
  curandSetQuasiRandomGeneratorDimensions(g, 4);
  // CHECK: {{^ *}}hiprandSetGeneratorOrdering(g, HIPRAND_ORDERING_QUASI_DEFAULT);
  curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT);
  // CHECK: {{^ *}}hiprandGenerateUniform(g, d, n);
  curandGenerateUniform(g, d, n);
  // CHECK: {{^ *}}return hiprandDestroyGenerator(g) == HIPRAND_STATUS_SUCCESS ? 0 : 1;
  return curandDestroyGenerator(g) == CURAND_STATUS_SUCCESS ? 0 : 1;
}

int fft(cufftComplex *d, int n, float *scale) {
  // CHECK: {{^ *}}hipfftHandle p;
  cufftHandle p;
  // CHECK: {{^ *}}if (hipfftPlan1d(&p, n, HIPFFT_C2C, 1) != HIPFFT_SUCCESS)
  if (cufftPlan1d(&p, n, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  cufftCallbackLoadC h;
  // CHECK: {{^ *}}if (hipMemcpyFromSymbol(&h, HIP_SYMBOL(d_scaleOnLoad), sizeof(h)) != hipSuccess)
  if (cudaMemcpyFromSymbol(&h, d_scaleOnLoad, sizeof(h)) != cudaSuccess)
    return 1;
  // CHECK: {{^ *}}hipfftXtSetCallback(p, (void **)&h, HIPFFT_CB_LD_COMPLEX, (void **)&scale);
  cufftXtSetCallback(p, (void **)&h, CUFFT_CB_LD_COMPLEX, (void **)&scale);
  // CHECK: {{^ *}}hipfftExecC2C(p, d, d, HIPFFT_FORWARD);
  cufftExecC2C(p, d, d, CUFFT_FORWARD);
  // CHECK: {{^ *}}return hipfftDestroy(p) == HIPFFT_SUCCESS ? 0 : 1;
  return cufftDestroy(p) == CUFFT_SUCCESS ? 0 : 1;
}
