// --portable: call sites keep their CUDA spellings; the CUDA includes become
// one include of the compatibility header, which maps each name the file uses
// to HIP on AMD and includes the CUDA headers elsewhere. The result compiles
// for gfx942 against ROCm 6.3.3 (it uses hipRAND, which the 7.13 tree lacks)
// and, in the examples' ctest, with nvcc.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2hip --portable %s -o %t.dir/basic.cu
// RUN: FileCheck %s < %t.dir/basic.cu
// RUN: FileCheck --check-prefix=HEADER %s < %t.dir/gpu_portability.h
// RUN: %hip63-device %t.dir/basic.cu
// RUN: %hip63-host %t.dir/basic.cu
// Running again changes neither the file nor the header.
// RUN: cp %t.dir/gpu_portability.h %t.h1
// RUN: %cuda2hip --portable %t.dir/basic.cu -o %t.dir/again.cu
// RUN: diff %t.dir/basic.cu %t.dir/again.cu
// RUN: diff %t.h1 %t.dir/gpu_portability.h

// CHECK: {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}#include "gpu_portability.h"
// CHECK-EMPTY:
// CHECK: {{^}}    cudaError_t e = (call);
// CHECK: {{^}}  curandState s;
// CHECK: {{^}}  CHECK(cudaMalloc(&d, n * sizeof(float)));

// HEADER: {{^}}#ifndef GPU_PORTABILITY_H
// HEADER: {{^}}#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
// HEADER-NEXT: {{^}}// cuda2hip: HIP headers
// HEADER-NEXT: {{^}}#include <hip/hip_runtime.h>
// HEADER-NEXT: {{^}}#include <hiprand/hiprand_kernel.h>
// HEADER-NEXT: {{^}}// cuda2hip: HIP names
// HEADER-NEXT: {{^}}#define cudaDeviceProp hipDeviceProp_t
// HEADER-NEXT: {{^}}#define cudaError_t hipError_t
// HEADER-NEXT: {{^}}#define cudaFree hipFree
// HEADER: {{^}}#define cudaMalloc hipMalloc
// HEADER: {{^}}#define cudaStream_t hipStream_t
// HEADER-NEXT: {{^}}#define cudaSuccess hipSuccess
// HEADER-NEXT: {{^}}#define curandState hiprandState
// HEADER-NEXT: {{^}}#define curand_init hiprand_init
// HEADER-NEXT: {{^}}#define curand_uniform hiprand_uniform
// HEADER-NEXT: {{^}}#else
// HEADER-NEXT: {{^}}// cuda2hip: CUDA headers
// HEADER-NEXT: {{^}}#include <cuda_runtime.h>
// HEADER-NEXT: {{^}}#include <curand_kernel.h>
// HEADER-NEXT: {{^}}#endif

#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e = (call);                                                    \
    if (e != cudaSuccess) {                                                    \
      printf("%s\n", cudaGetErrorString(e));                                   \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__global__ void fill(float *x, unsigned long long seed, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(seed, i, 0, &s);
  if (i < n)
    x[i] = curand_uniform(&s);
}

int main() {
  const int n = 1 << 10;
  float *d = nullptr;
  cudaStream_t stream;
  CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  fill<<<(n + 255) / 256, 256, 0, stream>>>(d, 42, n);
  CHECK(cudaGetLastError());
  float h[4];
  CHECK(cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, stream));
  CHECK(cudaStreamSynchronize(stream));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("%s %f\n", prop.name, h[0]);
  CHECK(cudaFree(d));
  CHECK(cudaStreamDestroy(stream));
  return 0;
}
