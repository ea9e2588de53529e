// hipfft/hipfft.h - hipFFT over cuFFT.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's hipfft/hipfft.h (names, signatures, HIPFFT_* values, which are
// cuFFT's); scripts/hip_on_cuda_decls.py checks them. hipfftHandle is HIP's
// opaque pointer; it carries cuFFT's int plan. Links -lcufft.
#ifndef HIP_ON_CUDA_HIPFFT_H
#define HIP_ON_CUDA_HIPFFT_H
#include <hip/hip_runtime_api.h>
#include <hip/hip_complex.h>
#include <cufft.h>
#include <stdint.h>

typedef struct hipfftHandle_t *hipfftHandle;
typedef hipComplex hipfftComplex;
typedef hipDoubleComplex hipfftDoubleComplex;
typedef float hipfftReal;
typedef double hipfftDoubleReal;

typedef enum hipfftResult_t {
  HIPFFT_SUCCESS = 0,
  HIPFFT_INVALID_PLAN = 1,
  HIPFFT_ALLOC_FAILED = 2,
  HIPFFT_INVALID_TYPE = 3,
  HIPFFT_INVALID_VALUE = 4,
  HIPFFT_INTERNAL_ERROR = 5,
  HIPFFT_EXEC_FAILED = 6,
  HIPFFT_SETUP_FAILED = 7,
  HIPFFT_INVALID_SIZE = 8,
  HIPFFT_UNALIGNED_DATA = 9,
  HIPFFT_INCOMPLETE_PARAMETER_LIST = 10,
  HIPFFT_INVALID_DEVICE = 11,
  HIPFFT_PARSE_ERROR = 12,
  HIPFFT_NO_WORKSPACE = 13,
  HIPFFT_NOT_IMPLEMENTED = 14,
  HIPFFT_NOT_SUPPORTED = 16,
} hipfftResult;
HIP_ON_CUDA_SAME(HIPFFT_NOT_SUPPORTED, CUFFT_NOT_SUPPORTED);
HIP_ON_CUDA_SAME(HIPFFT_INVALID_SIZE, CUFFT_INVALID_SIZE);

typedef enum hipfftType_t {
  HIPFFT_R2C = 0x2a,
  HIPFFT_C2R = 0x2c,
  HIPFFT_C2C = 0x29,
  HIPFFT_D2Z = 0x6a,
  HIPFFT_Z2D = 0x6c,
  HIPFFT_Z2Z = 0x69,
} hipfftType;
HIP_ON_CUDA_SAME(HIPFFT_R2C, CUFFT_R2C);
HIP_ON_CUDA_SAME(HIPFFT_Z2Z, CUFFT_Z2Z);
HIP_ON_CUDA_SAME(HIPFFT_Z2D, CUFFT_Z2D);

#define HIPFFT_FORWARD -1
#define HIPFFT_BACKWARD 1

static inline cufftHandle hip_on_cuda_plan(hipfftHandle h) { return (cufftHandle)(intptr_t)h; }
static inline hipfftHandle hip_on_cuda_handle(cufftHandle p) { return (hipfftHandle)(intptr_t)p; }
static inline hipfftResult hip_on_cuda_fft(cufftResult r) { return (hipfftResult)r; }
#define HIP_ON_CUDA_PLAN(CALL)                                                 \
  cufftHandle p = 0;                                                           \
  cufftResult r = CALL;                                                        \
  if (plan)                                                                    \
    *plan = hip_on_cuda_handle(p);                                             \
  return hip_on_cuda_fft(r)

static inline hipfftResult hipfftCreate(hipfftHandle *plan) { HIP_ON_CUDA_PLAN(cufftCreate(&p)); }
static inline hipfftResult hipfftPlan1d(hipfftHandle *plan, int nx, hipfftType t, int batch) {
  HIP_ON_CUDA_PLAN(cufftPlan1d(&p, nx, (cufftType)t, batch));
}
static inline hipfftResult hipfftPlan2d(hipfftHandle *plan, int nx, int ny, hipfftType t) {
  HIP_ON_CUDA_PLAN(cufftPlan2d(&p, nx, ny, (cufftType)t));
}
static inline hipfftResult hipfftPlan3d(hipfftHandle *plan, int nx, int ny, int nz, hipfftType t) {
  HIP_ON_CUDA_PLAN(cufftPlan3d(&p, nx, ny, nz, (cufftType)t));
}
static inline hipfftResult hipfftPlanMany(hipfftHandle *plan, int rank, int *n, int *inembed,
                                          int istride, int idist, int *onembed, int ostride,
                                          int odist, hipfftType t, int batch) {
  HIP_ON_CUDA_PLAN(cufftPlanMany(&p, rank, n, inembed, istride, idist, onembed, ostride, odist,
                                 (cufftType)t, batch));
}
#undef HIP_ON_CUDA_PLAN
static inline hipfftResult hipfftMakePlan1d(hipfftHandle plan, int nx, hipfftType t, int batch,
                                            size_t *workSize) {
  return hip_on_cuda_fft(cufftMakePlan1d(hip_on_cuda_plan(plan), nx, (cufftType)t, batch, workSize));
}
static inline hipfftResult hipfftGetSize(hipfftHandle plan, size_t *workSize) {
  return hip_on_cuda_fft(cufftGetSize(hip_on_cuda_plan(plan), workSize));
}
static inline hipfftResult hipfftSetStream(hipfftHandle plan, hipStream_t s) {
  return hip_on_cuda_fft(cufftSetStream(hip_on_cuda_plan(plan), s));
}
static inline hipfftResult hipfftDestroy(hipfftHandle plan) {
  return hip_on_cuda_fft(cufftDestroy(hip_on_cuda_plan(plan)));
}
static inline hipfftResult hipfftGetVersion(int *v) { return hip_on_cuda_fft(cufftGetVersion(v)); }
static inline hipfftResult hipfftExecC2C(hipfftHandle plan, hipfftComplex *in, hipfftComplex *out,
                                         int direction) {
  return hip_on_cuda_fft(cufftExecC2C(hip_on_cuda_plan(plan), in, out, direction));
}
static inline hipfftResult hipfftExecR2C(hipfftHandle plan, hipfftReal *in, hipfftComplex *out) {
  return hip_on_cuda_fft(cufftExecR2C(hip_on_cuda_plan(plan), in, out));
}
static inline hipfftResult hipfftExecC2R(hipfftHandle plan, hipfftComplex *in, hipfftReal *out) {
  return hip_on_cuda_fft(cufftExecC2R(hip_on_cuda_plan(plan), in, out));
}
static inline hipfftResult hipfftExecZ2Z(hipfftHandle plan, hipfftDoubleComplex *in,
                                         hipfftDoubleComplex *out, int direction) {
  return hip_on_cuda_fft(cufftExecZ2Z(hip_on_cuda_plan(plan), in, out, direction));
}
static inline hipfftResult hipfftExecD2Z(hipfftHandle plan, hipfftDoubleReal *in,
                                         hipfftDoubleComplex *out) {
  return hip_on_cuda_fft(cufftExecD2Z(hip_on_cuda_plan(plan), in, out));
}
static inline hipfftResult hipfftExecZ2D(hipfftHandle plan, hipfftDoubleComplex *in,
                                         hipfftDoubleReal *out) {
  return hip_on_cuda_fft(cufftExecZ2D(hip_on_cuda_plan(plan), in, out));
}
#endif
