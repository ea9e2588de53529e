#pragma once
// hipify v2: the ROCm build keeps the CUDA class names.
namespace c10::cuda { struct CUDAGuard; }
