// Launch APIs that take the kernel as a pointer: cudaLaunchKernel and
// cudaLaunchCooperativeKernel get reinterpret_cast<const void *>(kernel);
// an argument that is already a cast is left as it is.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void relax(float *x, int n, float w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= w;
}

void launch(float *x, int n, cudaStream_t s) {
  float w = 0.5f;
  void *args[] = {&x, &n, &w};
  // CHECK: {{^ *}}hipLaunchKernel(reinterpret_cast<const void *>(relax), dim3(n / 256), dim3(256), args, 0, s);
  cudaLaunchKernel(relax, dim3(n / 256), dim3(256), args, 0, s);
  // CHECK: {{^ *}}hipLaunchKernel((const void *)relax, dim3(n / 256), dim3(256), args, 0, s);
  cudaLaunchKernel((const void *)relax, dim3(n / 256), dim3(256), args, 0, s);
  // CHECK: {{^ *}}hipLaunchCooperativeKernel(reinterpret_cast<const void *>(relax), dim3(n / 256), dim3(256), args, 0, s);
  cudaLaunchCooperativeKernel(relax, dim3(n / 256), dim3(256), args, 0, s);
}
