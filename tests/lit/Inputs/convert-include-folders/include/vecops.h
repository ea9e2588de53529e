#pragma once
#include <cuda_runtime.h>
#include "common/check.h"
void saxpy(float a, const float *x, float *y, int n, cudaStream_t s);
