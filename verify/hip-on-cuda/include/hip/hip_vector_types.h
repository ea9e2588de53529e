// hip/hip_vector_types.h - float4, int2, make_float4, ... (CUDA's, same names).
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md).
#ifndef HIP_ON_CUDA_HIP_VECTOR_TYPES_H
#define HIP_ON_CUDA_HIP_VECTOR_TYPES_H
#include <hip/hip_runtime_api.h>
#include <vector_types.h>
#include <vector_functions.h>
#endif
