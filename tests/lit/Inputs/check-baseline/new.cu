#include <hip/hip_runtime.h>

// Two lines added at the top move every finding down.
static int unused_counter = 0;

int main() {
  float *d = nullptr;
  hipMalloc(&d, 64);
  // A leftover the team accepted: recorded in the baseline.
  float *e = nullptr;
  cudaMalloc(&e, 64);
  cudaMemcpy(e, d, 64, cudaMemcpyDeviceToDevice); // cuda2hip: ignore residue
  // cuda2hip: ignore cuda2hip-residue
  cudaDeviceSynchronize();
  // cuda2hip: ignore drift  (names another rule: does not hide the residue)
  cudaFree(e);
  hipFree(d);
  return 0;
}
