// Atomics keep their names; the _block-scoped variants become the device-wide
// ones (HIP has no block scope), which is safe but may be slower.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void histogram(const unsigned char *data, int n, unsigned *bins,
                          int *maxVal, float *sum, unsigned *ticket, int *lock) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}atomicAdd(&bins[data[i]], 1u);
  atomicAdd(&bins[data[i]], 1u);
  // CHECK: {{^ *}}atomicMax(maxVal, (int)data[i]);
  atomicMax(maxVal, (int)data[i]);
  // CHECK: {{^ *}}atomicAdd(sum, 1.0f);
  atomicAdd(sum, 1.0f);
  // CHECK: {{^ *}}atomicInc(ticket, 1023u);
  atomicInc(ticket, 1023u);
  // CHECK: {{^ *}}while (atomicCAS(lock, 0, 1) != 0) {
  while (atomicCAS(lock, 0, 1) != 0) {
  }
  // CHECK: {{^ *}}atomicExch(lock, 0);
  atomicExch(lock, 0);
  // CHECK: {{^ *}}atomicAdd(&bins[0], 0u);
  atomicAdd_block(&bins[0], 0u);
  // CHECK: {{^ *}}atomicMax(maxVal, 0);
  atomicMax_block(maxVal, 0);
  // CHECK: {{^ *}}atomicSub(maxVal, 1);
  atomicSub(maxVal, 1);
  // CHECK: {{^ *}}atomicAnd(ticket, 0xffu);
  atomicAnd(ticket, 0xffu);
}
