#include <hip/hip_runtime.h>
__global__ void k(float *p) { p[threadIdx.x] = 0 }
