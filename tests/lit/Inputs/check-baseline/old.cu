#include <hip/hip_runtime.h>

int main() {
  float *d = nullptr;
  hipMalloc(&d, 64);
  // A leftover the team accepted: recorded in the baseline.
  float *e = nullptr;
  cudaMalloc(&e, 64);
  cudaMemcpy(e, d, 64, cudaMemcpyDeviceToDevice); // cuda2hip: ignore residue
  // cuda2hip: ignore cuda2hip-residue
  cudaDeviceSynchronize();
  hipFree(d);
  return 0;
}
