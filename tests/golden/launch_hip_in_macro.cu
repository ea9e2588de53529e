// --launch-syntax hip rewrites a launch written in a #define body (found by
// the token engine) and a launch split over several lines.
// RUN: %cuda2hip --launch-syntax hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 --launch-syntax hip %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void addOne(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

// CHECK: {{^}}#define LAUNCH_ADD_ONE(p, n) hipLaunchKernelGGL(addOne, dim3(((n) + 255) / 256), dim3(256), 0, 0, p, n)
#define LAUNCH_ADD_ONE(p, n) addOne<<<((n) + 255) / 256, 256>>>(p, n)

void run(int *p, int n, cudaStream_t s) {
  LAUNCH_ADD_ONE(p, n);
  // CHECK: {{^ *}}hipLaunchKernelGGL(addOne, dim3((n + 255) / 256), dim3(256), 0, s, p,
  // CHECK-NEXT: {{^ *}}n);
  addOne<<<(n + 255) / 256, 256, 0,
           s>>>(p,
                n);
}
