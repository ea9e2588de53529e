#pragma once
#include "cuda_runtime.h"
#include <cuda_runtime.h>
inline void sync_all() { cudaDeviceSynchronize(); }
