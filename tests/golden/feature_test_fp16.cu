// Half arithmetic behind `__CUDA_ARCH__ >= 530`, and a macro that such a
// condition defines (FP16_AVAILABLE, `>= 600`) guarding kernels whose other
// branch is a NO_DEVICE_CODE-style trap (printf + __trap()). MI300X has
// the half arithmetic, so on AMD GPUs the device pass takes the fp16
// branches and no kernel is reduced to the trap; the host pass reads each
// condition as CUDA's host pass does, and the CUDA build reads them as
// written (docs/cuda-arch.md).
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device -O2 -o %t.o %t.hip.cu
// RUN: %trap-kernels %t.o
// RUN: %hip-host %t.hip.cu
// The same at HIP 6.3, compiled against ROCm 6.3.3.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.63.cu
// RUN: diff %t.hip.cu %t.63.cu
// RUN: %hip63-device -O2 -o %t.63.o %t.63.cu
// RUN: %trap-kernels %t.63.o
// RUN: %hip63-host %t.63.cu
// Idempotent: the translation translates to itself.
// RUN: %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cstdio>

// CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : (__CUDA_ARCH__ >= 600) // Pascal and newer
#if __CUDA_ARCH__ >= 600 // Pascal and newer
#define FP16_AVAILABLE
#endif

// CHECK: {{^}}#ifdef __HIP_DEVICE_COMPILE__
#ifdef __CUDA_ARCH__
#define NO_DEVICE_CODE                                                        \
  do {                                                                        \
    printf("%s: no device code for this architecture\n", __func__);          \
    __trap();                                                                 \
  } while (0)
#else
#define NO_DEVICE_CODE
#endif

// CHECK: {{^}}#ifdef FP16_AVAILABLE
__global__ void scale_half(__half *x, __half s, int n) {
#ifdef FP16_AVAILABLE
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = __hmul(x[i], s);
#else
  NO_DEVICE_CODE;
#endif
}

__device__ __half2 fma2(__half2 a, __half2 b, __half2 c) {
// CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : (__CUDA_ARCH__ >= 530)
#if __CUDA_ARCH__ >= 530
  return __hfma2(a, b, c);
#else
  float2 fa = __half22float2(a), fb = __half22float2(b), fc = __half22float2(c);
  return __floats2half2_rn(fa.x * fb.x + fc.x, fa.y * fb.y + fc.y);
#endif
}

__global__ void axpy_half2(__half2 *y, const __half2 *x, __half2 a, int n) {
#if defined(FP16_AVAILABLE)
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = fma2(a, x[i], y[i]);
#else
  NO_DEVICE_CODE;
#endif
}

int main() {
  __half2 *y = nullptr, *x = nullptr;
  cudaMalloc(&y, 1024 * sizeof(__half2));
  cudaMalloc(&x, 1024 * sizeof(__half2));
  axpy_half2<<<4, 256>>>(y, x, __floats2half2_rn(2.f, 2.f), 1024);
  scale_half<<<8, 256>>>(reinterpret_cast<__half *>(y), __float2half(0.5f), 2048);
  cudaDeviceSynchronize();
  cudaFree(x);
  cudaFree(y);
  return 0;
}
