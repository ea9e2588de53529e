#pragma once
#include <c10/cuda/CUDAStream.h>
#include <c10/cuda/CUDAException.h>
#include <cublas_v2.h>
namespace at {
namespace cuda {
using namespace c10::cuda;
cublasHandle_t getCurrentCUDABlasHandle();
cudaDeviceProp *getCurrentDeviceProperties();
} // namespace cuda
} // namespace at
