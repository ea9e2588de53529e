#include "no/such/header.h"
#include <cuda_runtime.h>

void f(cudaStream_t s) { cudaStreamSynchronize(s); }
