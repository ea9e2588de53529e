// cuFFT -> hipFFT: a program's plans (1d, 2d, 3d, many, and a plan made by
// hand with its own work area), C2C/R2C/C2R/Z2Z/D2Z/Z2D executions, stream,
// size queries, cufftResult checks in the user's macro, cufftComplex data in
// a kernel. hipFFT has the same arguments; CUFFT_INVERSE is HIPFFT_BACKWARD.
// cufftGetProperty(MAJOR_VERSION, ...) becomes hipfftGetProperty with
// hipFFT's own property enum (HIPFFT_MAJOR_VERSION). Both engines agree.
// Compiled against ROCm 6.3.3's hipFFT.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace --allow-empty %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace --allow-empty %s < %t.token.err
// HIP 5.2 has the same hipFFT API at the same place.
// RUN: %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> %t.52.err
// RUN: diff %t.hip.cu %t.52.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace --allow-empty %s < %t.52.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hipfft/hipfft.h>
#include <cuda_runtime.h>
#include <cufft.h>
#include <cstdio>

// CHECK: {{^}}#define CUFFT_CHECK(call)
// CHECK-NEXT: {{^}}  do {
// CHECK-NEXT: {{^}}    hipfftResult r_ = (call);
// CHECK-NEXT: {{^}}    if (r_ != HIPFFT_SUCCESS) {
#define CUFFT_CHECK(call)                                                     \
  do {                                                                        \
    cufftResult r_ = (call);                                                  \
    if (r_ != CUFFT_SUCCESS) {                                                \
      std::fprintf(stderr, "cuFFT error %d at line %d\n", int(r_), __LINE__); \
      return false;                                                           \
    }                                                                         \
  } while (0)

// CHECK-LABEL: {{^}}__global__ void normalize(hipfftComplex *d, int n, float s) {
__global__ void normalize(cufftComplex *d, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}if (i < n) { d[i].x *= s; d[i].y *= s; }
  if (i < n) { d[i].x *= s; d[i].y *= s; }
}

// Batched 1D complex round trip on a stream.
// CHECK-LABEL: {{^}}bool roundTrip(int nx, int batch, hipStream_t stream) {
bool roundTrip(int nx, int batch, cudaStream_t stream) {
  // CHECK: {{^ *}}hipfftComplex *dData = nullptr;
  cufftComplex *dData = nullptr;
  // CHECK: {{^ *}}hipMalloc(&dData, sizeof(hipfftComplex) * nx * batch);
  cudaMalloc(&dData, sizeof(cufftComplex) * nx * batch);
  // CHECK: {{^ *}}hipfftHandle plan;
  cufftHandle plan;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftPlan1d(&plan, nx, HIPFFT_C2C, batch));
  CUFFT_CHECK(cufftPlan1d(&plan, nx, CUFFT_C2C, batch));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftSetStream(plan, stream));
  CUFFT_CHECK(cufftSetStream(plan, stream));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecC2C(plan, dData, dData, HIPFFT_FORWARD));
  CUFFT_CHECK(cufftExecC2C(plan, dData, dData, CUFFT_FORWARD));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecC2C(plan, dData, dData, HIPFFT_BACKWARD));
  CUFFT_CHECK(cufftExecC2C(plan, dData, dData, CUFFT_INVERSE));
  int n = nx * batch;
  // CHECK: {{^ *}}normalize<<<(n + 255) / 256, 256, 0, stream>>>(dData, n, 1.0f / nx);
  normalize<<<(n + 255) / 256, 256, 0, stream>>>(dData, n, 1.0f / nx);
  // CHECK: {{^ *}}hipfftResult res = hipfftDestroy(plan);
  cufftResult res = cufftDestroy(plan);
  // CHECK: {{^ *}}hipFree(dData);
  cudaFree(dData);
  // CHECK: {{^ *}}return res != HIPFFT_INVALID_PLAN;
  return res != CUFFT_INVALID_PLAN;
}

// Real <-> complex 2D and 3D transforms.
// CHECK-LABEL: {{^}}bool realTransforms(int nx, int ny, int nz) {
bool realTransforms(int nx, int ny, int nz) {
  // CHECK: {{^ *}}hipfftReal *dReal = nullptr;
  cufftReal *dReal = nullptr;
  // CHECK: {{^ *}}hipfftComplex *dSpec = nullptr;
  cufftComplex *dSpec = nullptr;
  // CHECK: {{^ *}}hipMalloc(&dReal, sizeof(hipfftReal) * nx * ny);
  cudaMalloc(&dReal, sizeof(cufftReal) * nx * ny);
  cudaMalloc(&dSpec, sizeof(cufftComplex) * nx * (ny / 2 + 1));
  // CHECK: {{^ *}}hipfftHandle r2c, c2r, c3d;
  cufftHandle r2c, c2r, c3d;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftPlan2d(&r2c, nx, ny, HIPFFT_R2C));
  CUFFT_CHECK(cufftPlan2d(&r2c, nx, ny, CUFFT_R2C));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftPlan2d(&c2r, nx, ny, HIPFFT_C2R));
  CUFFT_CHECK(cufftPlan2d(&c2r, nx, ny, CUFFT_C2R));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecR2C(r2c, dReal, dSpec));
  CUFFT_CHECK(cufftExecR2C(r2c, dReal, dSpec));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecC2R(c2r, dSpec, dReal));
  CUFFT_CHECK(cufftExecC2R(c2r, dSpec, dReal));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftPlan3d(&c3d, nx, ny, nz, HIPFFT_C2C));
  CUFFT_CHECK(cufftPlan3d(&c3d, nx, ny, nz, CUFFT_C2C));
  // CHECK: {{^ *}}hipfftDestroy(r2c);
  cufftDestroy(r2c);
  cufftDestroy(c2r);
  cufftDestroy(c3d);
  cudaFree(dReal);
  cudaFree(dSpec);
  return true;
}

// Double precision: a batched plan, and a plan made by hand with the
// caller's work area.
// CHECK-LABEL: {{^}}bool doublePrecision(int nx, int batch, hipfftDoubleReal *dIn, hipfftDoubleComplex *dOut) {
bool doublePrecision(int nx, int batch, cufftDoubleReal *dIn, cufftDoubleComplex *dOut) {
  int dims[1] = {nx};
  // CHECK: {{^ *}}hipfftHandle many;
  cufftHandle many;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftPlanMany(&many, 1, dims, nullptr, 1, nx, nullptr, 1, nx, HIPFFT_Z2Z, batch));
  CUFFT_CHECK(cufftPlanMany(&many, 1, dims, nullptr, 1, nx, nullptr, 1, nx, CUFFT_Z2Z, batch));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecZ2Z(many, dOut, dOut, HIPFFT_FORWARD));
  CUFFT_CHECK(cufftExecZ2Z(many, dOut, dOut, CUFFT_FORWARD));

  size_t estimate = 0;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftEstimate1d(nx, HIPFFT_D2Z, batch, &estimate));
  CUFFT_CHECK(cufftEstimate1d(nx, CUFFT_D2Z, batch, &estimate));
  // CHECK: {{^ *}}hipfftHandle manual;
  cufftHandle manual;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftCreate(&manual));
  CUFFT_CHECK(cufftCreate(&manual));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftSetAutoAllocation(manual, 0));
  CUFFT_CHECK(cufftSetAutoAllocation(manual, 0));
  size_t workSize = 0;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftMakePlan1d(manual, nx, HIPFFT_D2Z, batch, &workSize));
  CUFFT_CHECK(cufftMakePlan1d(manual, nx, CUFFT_D2Z, batch, &workSize));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftGetSize(manual, &workSize));
  CUFFT_CHECK(cufftGetSize(manual, &workSize));
  void *work = nullptr;
  // CHECK: {{^ *}}hipMalloc(&work, workSize);
  cudaMalloc(&work, workSize);
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftSetWorkArea(manual, work));
  CUFFT_CHECK(cufftSetWorkArea(manual, work));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecD2Z(manual, dIn, dOut));
  CUFFT_CHECK(cufftExecD2Z(manual, dIn, dOut));
  // CHECK: {{^ *}}hipfftType inverse = HIPFFT_Z2D;
  cufftType inverse = CUFFT_Z2D;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftPlan1d(&many, nx, inverse, batch));
  CUFFT_CHECK(cufftPlan1d(&many, nx, inverse, batch));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftExecZ2D(many, dOut, dIn));
  CUFFT_CHECK(cufftExecZ2D(many, dOut, dIn));
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftDestroy(manual));
  CUFFT_CHECK(cufftDestroy(manual));
  CUFFT_CHECK(cufftDestroy(many));
  cudaFree(work);
  return true;
}

// CHECK-LABEL: {{^}}bool printVersion() {
bool printVersion() {
  int version = 0, major = 0;
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftGetVersion(&version));
  CUFFT_CHECK(cufftGetVersion(&version));
  // The generic MAJOR_VERSION written in the call becomes hipFFT's own
  // property (hipfftGetProperty takes a hipfftLibraryPropertyType;
  // tables/library_args.def).
  // CHECK: {{^ *}}CUFFT_CHECK(hipfftGetProperty(HIPFFT_MAJOR_VERSION, &major));
  CUFFT_CHECK(cufftGetProperty(MAJOR_VERSION, &major));
  // DIAG-NOT: warning:
  std::printf("hipFFT %d (major %d)\n", version, major);
  return true;
}

// NOCUDA-NOT: {{^[^/]*(cufft[A-Z]|CUFFT_[A-Z0-9]+[^A-Z0-9_(]|cuda[A-Z])}}
