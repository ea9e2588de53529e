#pragma once
// The project's own port layer: maps the CUDA names it uses to HIP's.
#ifdef PROJECT_USE_HIP
#include <hip/hip_runtime.h>
#define cudaStream_t hipStream_t
#define cudaStreamCreate hipStreamCreate
#define cudaMalloc hipMalloc
#else
#include <cuda_runtime.h>
#endif
