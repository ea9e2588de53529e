// hip/library_types.h - HIP's hipDataType (and hipLibraryPropertyType).
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md); written from ROCm's
// hip/library_types.h, whose values are CUDA's cudaDataType's (asserted).
#ifndef HIP_ON_CUDA_LIBRARY_TYPES_H
#define HIP_ON_CUDA_LIBRARY_TYPES_H
#include <hip/hip_runtime_api.h>
#include <library_types.h>
typedef enum hipDataType {
  HIP_R_32F = 0,
  HIP_R_64F = 1,
  HIP_R_16F = 2,
  HIP_R_8I = 3,
  HIP_C_32F = 4,
  HIP_C_64F = 5,
  HIP_C_16F = 6,
  HIP_C_8I = 7,
  HIP_R_8U = 8,
  HIP_C_8U = 9,
  HIP_R_32I = 10,
  HIP_C_32I = 11,
  HIP_R_32U = 12,
  HIP_C_32U = 13,
  HIP_R_16BF = 14,
  HIP_C_16BF = 15,
  HIP_R_4I = 16,
  HIP_C_4I = 17,
  HIP_R_4U = 18,
  HIP_C_4U = 19,
  HIP_R_16I = 20,
  HIP_C_16I = 21,
  HIP_R_16U = 22,
  HIP_C_16U = 23,
  HIP_R_64I = 24,
  HIP_C_64I = 25,
  HIP_R_64U = 26,
  HIP_C_64U = 27,
} hipDataType;
HIP_ON_CUDA_SAME(HIP_R_32F, CUDA_R_32F);
HIP_ON_CUDA_SAME(HIP_C_64F, CUDA_C_64F);
HIP_ON_CUDA_SAME(HIP_R_16BF, CUDA_R_16BF);
HIP_ON_CUDA_SAME(HIP_C_64U, CUDA_C_64U);
typedef enum hipLibraryPropertyType {
  HIP_LIBRARY_MAJOR_VERSION,
  HIP_LIBRARY_MINOR_VERSION,
  HIP_LIBRARY_PATCH_LEVEL,
} hipLibraryPropertyType;
#endif
