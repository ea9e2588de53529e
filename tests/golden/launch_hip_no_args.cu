// --launch-syntax hip for kernels without parameters: no trailing comma
// after the stream, in plain statements, under if and in loops.
// RUN: %cuda2hip --launch-syntax hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 --launch-syntax hip %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__device__ int flag;
__global__ void resetFlag() { flag = 0; }
__global__ void warmup() {}

void run(cudaStream_t s, int blocks) {
  // CHECK: {{^ *}}hipLaunchKernelGGL(resetFlag, dim3(1), dim3(1), 0, 0);
  resetFlag<<<1, 1>>>();
  // CHECK: {{^ *}}hipLaunchKernelGGL(warmup, dim3(blocks), dim3(64), 0, s);
  warmup<<<blocks, 64, 0, s>>>();
  // CHECK: {{^ *}}if (blocks > 1) hipLaunchKernelGGL(warmup, dim3(blocks - 1), dim3(32), 0, 0);
  if (blocks > 1) warmup<<<blocks - 1, 32>>>();
  for (int i = 0; i < 3; ++i)
    // CHECK: {{^ *}}hipLaunchKernelGGL(warmup, dim3(i + 1), dim3(32), 0, s);
    warmup<<<i + 1, 32, 0, s>>>();
}
