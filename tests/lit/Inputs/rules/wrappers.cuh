// A project's own CUDA wrappers: not CUDA declarations, so only user rules
// (--rules) can rename them.
#pragma once
#include <cuda_runtime.h>
#define MY_CUDA_CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) return e; } while (0)
namespace mycuda {
inline cudaError_t myCudaMalloc(void **p, size_t n) { return cudaMalloc(p, n); }
inline cudaError_t myCudaFree(void *p) { return cudaFree(p); }
}
typedef cudaStream_t myCudaStream;
