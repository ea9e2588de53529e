#pragma once
#include <cuda_runtime.h>
inline int report() { return cudaGetLastError() == cudaSuccess ? 0 : 1; }
