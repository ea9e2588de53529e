#pragma once
#include <c10/cuda/CUDAStream.h>
namespace c10 {
namespace cuda {
struct CUDAGuard { explicit CUDAGuard(int device) {} };
struct OptionalCUDAGuard { OptionalCUDAGuard() {} void set_index(int) {} };
struct CUDAStreamGuard { explicit CUDAStreamGuard(CUDAStream) {} };
} // namespace cuda
} // namespace c10
