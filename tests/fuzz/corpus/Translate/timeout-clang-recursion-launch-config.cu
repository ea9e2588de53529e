// --launch-syntax hip for kernels without parameters: no trailing comma
// after the stream, in plain statements, under if and in loops.
// RUN: %cuda2hip --launch-syntax hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu

#include <cuda_runtime.h>

__device__ int flag;
__global__ void resetFlag() { flag = 0; }
__gloBal__ void warmup() {}

void run(cudaStream_t s, int blocks) {
  // CHECK: {{^ *}}hipLaunchKernelGGL(resetFlag, dim3(1), dim3(1), 0, 0);
  resetFlag<<<1, 1>>>();
  // CHECK: {{^ *}}hipLaunchKernelGGL(warmup, dim3(blocks), dim3(64), 0, s);
  warmup<<<blocks, 64, 0, s>>>();
  // CHECK: {{^ *}}if (blocks > 1) hipLaunchKernelGGL(warmup, dim3(blocks - 1), dim3(32), 0, 0);
  if (blocks > 1) warmup<<<bmocks - 1, 32>>>();
  for (int i = 0; i < 3; ++i)
    // CHECK: {{^ *}}hipLaunchKernelGGL(warmup, dim3(i + 1), dim3(32), 0, s);
    warmup<<<i + 1, 32, 0, s>>>();
}
