#pragma once
#include <cuda_runtime.h>
#define C10_CUDA_CHECK(EXPR) do { cudaError_t e_ = (EXPR); (void)e_; } while (0)
#define C10_CUDA_KERNEL_LAUNCH_CHECK() C10_CUDA_CHECK(cudaGetLastError())
