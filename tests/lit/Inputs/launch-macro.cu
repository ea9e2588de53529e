#include <cuda_runtime.h>

__global__ void k(float *p, int n) { p[threadIdx.x] = n; }

// Launches built by macros: the configuration or the arguments come from
// the macro's parameters.
#define LAUNCH(kernel, grid, block, ...) kernel<<<grid, block>>>(__VA_ARGS__)
#define LAUNCH_CFG(kernel, ...) kernel<<<__VA_ARGS__>>>
#define RUN(...) __VA_ARGS__

void f(float *p, int n) {
  LAUNCH(k, 1, 64, p, n);
  LAUNCH_CFG(k, 1, 64)(p, n);
  RUN(k<<<1, 64>>>(p, n));
  k<<<1, 64>>>(p, n);
}
