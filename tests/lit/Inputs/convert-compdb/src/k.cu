#include <mylib/defs.h>

__global__ void k(real_t *x) { x[0] = 1; }

int attrs() {
#ifdef FAST_PATH
  cudaFuncAttributes a;
  cudaFuncGetAttributes(&a, k);
  return a.numRegs;
#else
  return 0;
#endif
}
#if 0
#include "extra.cuh"
#endif
