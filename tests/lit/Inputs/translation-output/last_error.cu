#include <cuda_runtime.h>

int f(bool b) {
  cudaGetLastError();
  if (b)
    cudaGetLastError(); // reset
  (void)cudaGetLastError();
  cudaError_t e = cudaGetLastError();
  ::cudaGetLastError();
  return e == cudaSuccess ? 0 : int(cudaGetLastError());
}
