#include "cuda/kernels.cuh"
#include "cuda_utils.h"

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(float));
  launch_fill(d, 64);
  cudaFree(d);
  return report();
}
