// A HIP port that this machine's HIP headers cannot parse (a header they
// lack), with one CUDA call left in it.
#include <hip/hip_runtime.h>
#include <cuda2hip_test_header_nobody_has.h>

void leftover(float **p) { cudaMalloc(p, 64); }
