#include <cuda_runtime.h>

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  int dev = -1;
  cudaStreamGetDevice(s, &dev); // hipStreamGetDevice: HIP 6.2 and newer
  cudaStreamDestroy(s);
  return dev < 0;
}
