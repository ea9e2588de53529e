#include <hip/hip_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  float *d = nullptr;
  // cudaMalloc in a comment is no residue
  if (hipMalloc(&d, 256 * sizeof(float)) != hipSuccess)
    return 1;
  scale<<<1, 256>>>(d, 2.0f, 256);
  hipFree(d);
  return 0;
}
