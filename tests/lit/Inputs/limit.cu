#include <cuda_runtime.h>

void grow(size_t bytes) { cudaDeviceSetLimit(cudaLimitStackSize, bytes); }
