// --launch-syntax hip: <<<grid, block[, shared[, stream]]>>> becomes
// hipLaunchKernelGGL(kernel, dim3(grid), dim3(block), shared, stream, args...)
// with 0 for a missing shared-memory size or stream.
// RUN: %cuda2hip --launch-syntax hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 --launch-syntax hip %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

void run(int n, const float *x, float *y, cudaStream_t stream) {
  dim3 block(256);
  dim3 grid((n + block.x - 1) / block.x);
  // CHECK: {{^ *}}hipLaunchKernelGGL(saxpy, dim3(grid), dim3(block), 0, 0, n, 2.0f, x, y);
  saxpy<<<grid, block>>>(n, 2.0f, x, y);
  // CHECK: {{^ *}}hipLaunchKernelGGL(saxpy, dim3((n + 255) / 256), dim3(256), 0, 0, n, 2.0f, x, y);
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
  // CHECK: {{^ *}}hipLaunchKernelGGL(saxpy, dim3(grid), dim3(block), 1024, 0, n, 3.0f, x, y);
  saxpy<<<grid, block, 1024>>>(n, 3.0f, x, y);
  // CHECK: {{^ *}}hipLaunchKernelGGL(saxpy, dim3(grid), dim3(block), 0, stream, n, 4.0f, x, y);
  saxpy<<<grid, block, 0, stream>>>(n, 4.0f, x, y);
  // CHECK: {{^ *}}hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
}

// CHECK-NOT: {{^[^/]*<<<}}
