#include <hip/hip_runtime.h>

int main() {
  float *d = nullptr;
  hipMalloc(&d, 64);
  float *e = nullptr;
  cudaMalloc(&e, 64);
  hipFree(d);
  return 0;
}
