#include "cuda.h"
#include <cuda_runtime.h>

void f() { my_cuda_wrapper(); cudaDeviceSynchronize(); }
