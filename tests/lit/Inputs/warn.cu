#include <cuda_runtime.h>

void init(int dev) {
  cudaInitDevice(dev, 0, 0);
  cudaSetDevice(dev);
}
