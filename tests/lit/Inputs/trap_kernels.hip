#include <hip/hip_runtime.h>
#include <cstdio>
// What a "no device code for this architecture" branch compiles to.
__global__ void no_device_code(float *x) {
  printf("%s: no device code for this architecture\n", __func__);
  abort();
}
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.f;
}
// A trap behind a test is not a trap-only kernel.
__global__ void checked(float *x) {
  if (x[0] < 0)
    abort();
  x[1] = 1.f;
}
