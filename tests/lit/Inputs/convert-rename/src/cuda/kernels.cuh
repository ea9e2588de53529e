#pragma once
#include <cuda_runtime.h>
void launch_fill(float *d, int n);
