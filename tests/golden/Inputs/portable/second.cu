#include <cuda_runtime.h>
int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaStreamDestroy(s);
  return 0;
}
