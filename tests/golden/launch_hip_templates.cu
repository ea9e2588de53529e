// --launch-syntax hip with kernel templates: explicit template arguments go
// through HIP_KERNEL_NAME (their commas would split the macro arguments);
// a deduced template is named plainly.
// RUN: %cuda2hip --launch-syntax hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 --launch-syntax hip %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

template <typename T, int TILE>
__global__ void tiledCopy(const T *in, T *out, int n) {
  int i = blockIdx.x * TILE + threadIdx.x;
  if (i < n) out[i] = in[i];
}

template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

void run(const float *in, float *out, double *d, int n, cudaStream_t s) {
  // CHECK: {{^ *}}hipLaunchKernelGGL(HIP_KERNEL_NAME(tiledCopy<float, 128>), dim3(n / 128), dim3(128), 0, 0, in, out, n);
  tiledCopy<float, 128><<<n / 128, 128>>>(in, out, n);
  // CHECK: {{^ *}}hipLaunchKernelGGL(HIP_KERNEL_NAME(tiledCopy<float, 64>), dim3(n / 64), dim3(64), 0, s, in, out, n);
  tiledCopy<float, 64><<<n / 64, 64, 0, s>>>(in, out, n);
  // CHECK: {{^ *}}hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<double>), dim3(n / 256), dim3(256), 0, 0, d, 1.0, n);
  fill<double><<<n / 256, 256>>>(d, 1.0, n);
  // CHECK: {{^ *}}hipLaunchKernelGGL(fill, dim3(n / 256), dim3(256), 0, s, out, 0.0f, n);
  fill<<<n / 256, 256, 0, s>>>(out, 0.0f, n);
}
