// hip/hip_bf16.h - HIP's bfloat16 over CUDA's cuda_bf16.h.
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). The intrinsics are
// spelled as in CUDA; the types carry HIP's names.
#ifndef HIP_ON_CUDA_HIP_BF16_H
#define HIP_ON_CUDA_HIP_BF16_H
#include <hip/hip_runtime_api.h>
#include <cuda_bf16.h>
typedef __nv_bfloat16 __hip_bfloat16;
typedef __nv_bfloat162 __hip_bfloat162;
typedef __nv_bfloat16_raw __hip_bfloat16_raw;
typedef __nv_bfloat162_raw __hip_bfloat162_raw;
#endif
