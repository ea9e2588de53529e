// hip/hip_complex.h - HIP's complex numbers over CUDA's cuComplex.h.
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md).
#ifndef HIP_ON_CUDA_HIP_COMPLEX_H
#define HIP_ON_CUDA_HIP_COMPLEX_H
#include <hip/hip_runtime_api.h>
#include <cuComplex.h>

typedef cuFloatComplex hipFloatComplex;
typedef cuDoubleComplex hipDoubleComplex;
typedef cuFloatComplex hipComplex;

#define HIP_ON_CUDA_CX __host__ __device__ static inline
HIP_ON_CUDA_CX hipFloatComplex make_hipFloatComplex(float r, float i) { return make_cuFloatComplex(r, i); }
HIP_ON_CUDA_CX hipDoubleComplex make_hipDoubleComplex(double r, double i) { return make_cuDoubleComplex(r, i); }
HIP_ON_CUDA_CX hipComplex make_hipComplex(float r, float i) { return make_cuComplex(r, i); }
HIP_ON_CUDA_CX float hipCrealf(hipFloatComplex z) { return cuCrealf(z); }
HIP_ON_CUDA_CX float hipCimagf(hipFloatComplex z) { return cuCimagf(z); }
HIP_ON_CUDA_CX hipFloatComplex hipConjf(hipFloatComplex z) { return cuConjf(z); }
HIP_ON_CUDA_CX float hipCsqabsf(hipFloatComplex z) { return cuCrealf(z) * cuCrealf(z) + cuCimagf(z) * cuCimagf(z); }
HIP_ON_CUDA_CX hipFloatComplex hipCaddf(hipFloatComplex a, hipFloatComplex b) { return cuCaddf(a, b); }
HIP_ON_CUDA_CX hipFloatComplex hipCsubf(hipFloatComplex a, hipFloatComplex b) { return cuCsubf(a, b); }
HIP_ON_CUDA_CX hipFloatComplex hipCmulf(hipFloatComplex a, hipFloatComplex b) { return cuCmulf(a, b); }
HIP_ON_CUDA_CX hipFloatComplex hipCdivf(hipFloatComplex a, hipFloatComplex b) { return cuCdivf(a, b); }
HIP_ON_CUDA_CX float hipCabsf(hipFloatComplex z) { return cuCabsf(z); }
HIP_ON_CUDA_CX hipFloatComplex hipCfmaf(hipFloatComplex p, hipFloatComplex q, hipFloatComplex r) { return cuCfmaf(p, q, r); }
HIP_ON_CUDA_CX double hipCreal(hipDoubleComplex z) { return cuCreal(z); }
HIP_ON_CUDA_CX double hipCimag(hipDoubleComplex z) { return cuCimag(z); }
HIP_ON_CUDA_CX hipDoubleComplex hipConj(hipDoubleComplex z) { return cuConj(z); }
HIP_ON_CUDA_CX double hipCsqabs(hipDoubleComplex z) { return cuCreal(z) * cuCreal(z) + cuCimag(z) * cuCimag(z); }
HIP_ON_CUDA_CX hipDoubleComplex hipCadd(hipDoubleComplex a, hipDoubleComplex b) { return cuCadd(a, b); }
HIP_ON_CUDA_CX hipDoubleComplex hipCsub(hipDoubleComplex a, hipDoubleComplex b) { return cuCsub(a, b); }
HIP_ON_CUDA_CX hipDoubleComplex hipCmul(hipDoubleComplex a, hipDoubleComplex b) { return cuCmul(a, b); }
HIP_ON_CUDA_CX hipDoubleComplex hipCdiv(hipDoubleComplex a, hipDoubleComplex b) { return cuCdiv(a, b); }
HIP_ON_CUDA_CX double hipCabs(hipDoubleComplex z) { return cuCabs(z); }
HIP_ON_CUDA_CX hipDoubleComplex hipCfma(hipDoubleComplex p, hipDoubleComplex q, hipDoubleComplex r) { return cuCfma(p, q, r); }
HIP_ON_CUDA_CX hipDoubleComplex hipComplexFloatToDouble(hipFloatComplex z) { return cuComplexFloatToDouble(z); }
HIP_ON_CUDA_CX hipFloatComplex hipComplexDoubleToFloat(hipDoubleComplex z) { return cuComplexDoubleToFloat(z); }
#undef HIP_ON_CUDA_CX
#endif
