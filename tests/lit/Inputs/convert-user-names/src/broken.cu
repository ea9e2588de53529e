// Does not parse (an undeclared helper): the token engine translates it.
#include "stream.h"

void enqueue(float *d, int n) {
  CUDAStream stream;
  undeclared_helper(d, n);
  cudaMemsetAsync(d, 0, n * sizeof(float), stream.get());
}
