// hiprand/hiprand_kernel.h - hipRAND's device API over cuRAND's.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). hipRAND's state
// types are cuRAND's states under hipRAND's names, and each hiprand_*
// function forwards to the curand_* function of the same shape (all of its
// overloads: the templates take whatever the cuRAND function takes). On
// NVIDIA this reproduces cuRAND's sequences; rocRAND's on AMD differ, which
// is why programs print raw random values on info: lines only.
#ifndef HIP_ON_CUDA_HIPRAND_KERNEL_H
#define HIP_ON_CUDA_HIPRAND_KERNEL_H
#include <hip/hip_runtime.h>
#include <curand_kernel.h>

typedef curandStateXORWOW_t hiprandStateXORWOW_t;
typedef curandStateXORWOW_t hiprandStateXORWOW;
typedef curandState_t hiprandState_t;
typedef curandState_t hiprandState;
typedef curandStatePhilox4_32_10_t hiprandStatePhilox4_32_10_t;
typedef curandStatePhilox4_32_10_t hiprandStatePhilox4_32_10;
typedef curandStateMRG32k3a_t hiprandStateMRG32k3a_t;
typedef curandStateMRG32k3a_t hiprandStateMRG32k3a;
typedef curandStateSobol32_t hiprandStateSobol32_t;
typedef curandStateSobol32_t hiprandStateSobol32;
typedef curandStateScrambledSobol32_t hiprandStateScrambledSobol32_t;
typedef curandStateScrambledSobol32_t hiprandStateScrambledSobol32;
typedef curandStateSobol64_t hiprandStateSobol64_t;
typedef curandStateSobol64_t hiprandStateSobol64;
typedef curandStateScrambledSobol64_t hiprandStateScrambledSobol64_t;
typedef curandStateScrambledSobol64_t hiprandStateScrambledSobol64;

#define HIP_ON_CUDA_RAND(HIP, CU)                                              \
  template <class... A>                                                        \
  __device__ __forceinline__ auto HIP(A... a)->decltype(CU(a...)) {            \
    return CU(a...);                                                           \
  }
HIP_ON_CUDA_RAND(hiprand_init, curand_init)
HIP_ON_CUDA_RAND(hiprand, curand)
HIP_ON_CUDA_RAND(hiprand4, curand4)
HIP_ON_CUDA_RAND(hiprand_uniform, curand_uniform)
HIP_ON_CUDA_RAND(hiprand_uniform_double, curand_uniform_double)
HIP_ON_CUDA_RAND(hiprand_uniform2_double, curand_uniform2_double)
HIP_ON_CUDA_RAND(hiprand_uniform4, curand_uniform4)
HIP_ON_CUDA_RAND(hiprand_uniform4_double, curand_uniform4_double)
HIP_ON_CUDA_RAND(hiprand_normal, curand_normal)
HIP_ON_CUDA_RAND(hiprand_normal2, curand_normal2)
HIP_ON_CUDA_RAND(hiprand_normal4, curand_normal4)
HIP_ON_CUDA_RAND(hiprand_normal_double, curand_normal_double)
HIP_ON_CUDA_RAND(hiprand_normal2_double, curand_normal2_double)
HIP_ON_CUDA_RAND(hiprand_normal4_double, curand_normal4_double)
HIP_ON_CUDA_RAND(hiprand_log_normal, curand_log_normal)
HIP_ON_CUDA_RAND(hiprand_log_normal2, curand_log_normal2)
HIP_ON_CUDA_RAND(hiprand_log_normal4, curand_log_normal4)
HIP_ON_CUDA_RAND(hiprand_log_normal_double, curand_log_normal_double)
HIP_ON_CUDA_RAND(hiprand_log_normal2_double, curand_log_normal2_double)
HIP_ON_CUDA_RAND(hiprand_log_normal4_double, curand_log_normal4_double)
HIP_ON_CUDA_RAND(hiprand_poisson, curand_poisson)
HIP_ON_CUDA_RAND(hiprand_poisson4, curand_poisson4)
#undef HIP_ON_CUDA_RAND
#endif
