#include <cuda_runtime.h>
int device_count() {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}
