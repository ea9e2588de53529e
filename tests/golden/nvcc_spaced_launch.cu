// Launches spelled with spaces between the chevrons, which nvcc accepts and
// clang rejects, parse (the AST engine: exit 0) and are written <<<...>>>;
// `operator<< <T>` and a template's `>> >` are not launches and stay.
// RUN: %exit 0 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0 %cuda2hip --launch-syntax hip %s -o %t.ggl.cu
// RUN: FileCheck --check-prefix=GGL %s < %t.ggl.cu
// RUN: %hip-host %t.ggl.cu
// RUN: %exit 0 %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

#include <cuda_runtime.h>
#include <ostream>
#include <vector>

template <typename T> struct Box { T v; };
template <typename T> std::ostream &operator<<(std::ostream &os, const Box<T> &b) {
  return os << b.v;
}
// CHECK: {{^}}template std::ostream &operator<< <float>(std::ostream &, const Box<float> &);
template std::ostream &operator<< <float>(std::ostream &, const Box<float> &);

__global__ void fill(float *x, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}

template <int B> __global__ void twice(float *x, int n) {
  int i = blockIdx.x * B + threadIdx.x;
  if (i < n)
    x[i] *= 2;
}

int main() {
  // CHECK: {{^  }}std::vector<std::vector<Box<int>> > nested;
  std::vector<std::vector<Box<int>> > nested;
  int n = 1000;
  float *x;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMalloc(&x, n * sizeof(float));
  // CHECK: {{^  }}fill <<< (n + 255) / 256, 256 >>> (x, 1.0f, n);
  // GGL: {{^  }}hipLaunchKernelGGL(fill, dim3((n + 255) / 256), dim3(256), 0, 0, x, 1.0f, n);
  fill << < (n + 255) / 256, 256 >> > (x, 1.0f, n);
  // CHECK: {{^  }}twice<256><<<(n + 255) / 256, 256, 0, s >>>(x, n);
  twice<256><< <(n + 255) / 256, 256, 0, s >> >(x, n);
  cudaDeviceSynchronize();
  cudaFree(x);
  return (int)nested.size();
}
