#include <hip/hip_runtime.h>
#include <cstdio>
#include "sub/util.cuh"

__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  const int n = 1024;
  float *a, *b, *c;
  hipMalloc(&a, n * sizeof(float));
  hipMalloc(&b, n * sizeof(float));
  hipMalloc(&c, n * sizeof(float));
  hipMemset(a, 0, n * sizeof(float));
  hipMemset(b, 1, n * sizeof(float)); // edited by hand
  add<<<(n + 255) / 256, 256>>>(a, b, c, n);
  check(hipDeviceSynchronize());
  hipFree(a);
  hipFree(b);
  hipFree(c);
  printf("PASS\n");
  return 0;
}
