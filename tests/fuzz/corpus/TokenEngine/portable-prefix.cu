// --portable=prefix: names whose HIP spelling starts with hip/HIP take a
// neutral spelling (gpuMalloc, gpuStream_t) that the header maps to either
// platform; --portable-prefix picks another prefix, --portable-header the
// header's place.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2hip --portable=prefix %s -o %t.dir/prefix.cu
// RUN: FileCheck %s < %t.dir/prefix.cu
// RUN: FileCheck --check-prefix=HEADER %s < %t.dir/gpu_portability.h
// RUN: %hip-device %t.dir/prefix.cu
// RUN: %hip-host %t.dir/prefix.cu
// RUN: %cuda2hip --portable-prefix xpu --portable-header %t.dir/inc/compat.h %s -o %t.dir/xpu.cu
// RUN: FileCheck --check-prefix=XPU %s < %t.dir/xpu.cu
// RUN: FileCheck --check-prefix=XPUH %s < %t.dir/inc/compat.h
// RUN: %hip-host %t.dir/xpu.cu

// CHECK: {{^}}#include "gpu_portability.h"
// XPU: {{^}}#include "inc/compat.h"
#include <cuda_runtime.h>

__global__ void twice(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2;
}

int main() {
  float *d = nullptr;
  // CHECK: {{^}}  gpuStream_t s;
  // XPU: {{^}}  xpuStream_t s;
  cudaStream_t s;
  // CHECK: {{^}}  gpuStreamCreate(&s);
  cudaStreamCreate(&s);
  // CHECK: {{^}}  if (gpuMalloc(&d, 64 * sizeof(float)) != gpuSuccess)
  // XPU: {{^}}  if (xpuMalloc(&d, 64 * sizeof(float)) != xpuSuccess)
  if (cudaMalloc(&d, 64 * sizeof(float)) != cudaSuccess)
    return 1;
  twice<<<1, 64, 0, s>>>(d, 64);
  // CHECK: {{^}}  gpuMemcpyAsync(d, d, 4, gpuMemcpyDeviceToDevice, s);
  cudaMemcpyAsync(d, d, 4, cudaMemcpyDeviceToDevice, s);
  cudaStreamSynchronize(s);
  cudaFree(d);
  return 0;
}

// HEADER: {{^}}#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
// HEADER: {{^}}#define gpuFree hipFree
// HEADER: {{^}}#define gpuStream_t hipStream_t
// HEADER: {{^}}#else
// HEADER: {{^}}#include <cuda_runtime.h>
// HEADER-NEXT: {{^}}// cuda2hip: CUDA names
// HEADER-NEXT: {{^}}#define gpuFree cudaFree
// HEADER: {{^}}#define gpuStream_t cudaStream_t
// XPUH: {{^}}#ifndef COMPAT_H
// XPUH: {{^}}#define xpuMalloc hipMalloc
// XPUH: {{^}}#define xpuMalloc cudaMalloc
