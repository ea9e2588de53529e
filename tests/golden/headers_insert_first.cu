// A .cu file that relied on nvcc's implicit CUDA runtime include gets
// <hip/hip_runtime.h> as its first include, after the leading comment block.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}// End of the leading comment.
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}#include <vector>
// End of the leading comment.
#include <cstdio>
#include <vector>

__global__ void iota(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = i;
}

int main() {
  std::vector<int> h(256);
  int *d = nullptr;
  // CHECK: {{^ *}}hipMalloc(&d, h.size() * sizeof(int));
  cudaMalloc(&d, h.size() * sizeof(int));
  iota<<<1, 256>>>(d, 256);
  // CHECK: {{^ *}}hipMemcpy(h.data(), d, h.size() * sizeof(int), hipMemcpyDeviceToHost);
  cudaMemcpy(h.data(), d, h.size() * sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("%d\n", h[255]);
  return 0;
}
