#pragma once
#include <cuda_runtime.h>

__global__ void kern(float *x) { x[0] = 1.0f; }

#ifdef WITH_ATTRS
// Only a.cu compiles this branch: its AST sees that kern is a kernel and
// casts it; b.cu's token engine only renames.
inline int regs() {
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, kern);
  return attr.numRegs;
}
#endif

inline void sync() { cudaDeviceSynchronize(); }
