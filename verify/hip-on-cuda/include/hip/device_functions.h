// hip/device_functions.h - device intrinsics (CUDA's, same names).
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md).
#ifndef HIP_ON_CUDA_DEVICE_FUNCTIONS_H
#define HIP_ON_CUDA_DEVICE_FUNCTIONS_H
#include <hip/hip_runtime.h>
#endif
