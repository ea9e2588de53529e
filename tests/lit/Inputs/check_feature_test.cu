#include <cuda_runtime.h>
__device__ float f(float a) {
#if __CUDA_ARCH__ == 800 || __CUDA_ARCH__ >= 900
  return a * 2.f;
#else
  return a;
#endif
}
__global__ void k(float *x) { x[0] = f(x[0]); }
