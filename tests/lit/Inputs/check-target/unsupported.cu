#include <cuda_runtime.h>

int main() {
  cudaInitDevice(0, 0, 0);
  return 0;
}
