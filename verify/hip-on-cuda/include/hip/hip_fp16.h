// hip/hip_fp16.h - HIP's half precision over CUDA's cuda_fp16.h.
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). HIP spells the
// type and the intrinsics as CUDA does (__half, __half2, __hadd, ...).
#ifndef HIP_ON_CUDA_HIP_FP16_H
#define HIP_ON_CUDA_HIP_FP16_H
#include <hip/hip_runtime_api.h>
#include <cuda_fp16.h>
#endif
