// A CUDA file with a HIP build behind a condition: still CUDA.
#ifdef PROJECT_USE_HIP
#include <hip/hip_runtime.h>
#else
#include <cuda_runtime.h>
#endif

void reset(float *d, int n) { cudaMemset(d, 0, n * sizeof(float)); }
