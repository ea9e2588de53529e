// The library's interface: y = a * x + y on the device.
#pragma once
#include <cuda_runtime.h>

void saxpy(int n, float a, const float *x, float *y, cudaStream_t stream = 0);
