#include <vecops.h>
int main() {
  float *x;
  cudaMalloc(&x, 4 * sizeof(float));
  saxpy(2.0f, x, x, 4, 0);
  cudaFree(x);
}
