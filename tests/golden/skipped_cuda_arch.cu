// __CUDA_ARCH__ tests become __HIP_DEVICE_COMPILE__ ones (#ifdef, #ifndef,
// defined()), __CUDACC__ becomes __HIPCC__; the code inside the branch
// that the host-side parse skipped is translated as well.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__host__ __device__ inline int laneCount() {
  // CHECK: {{^}}#ifdef __HIP_DEVICE_COMPILE__
#ifdef __CUDA_ARCH__
  return warpSize;
#else
  int dev = 0, w = 0;
  // CHECK: {{^ *}}hipGetDevice(&dev);
  cudaGetDevice(&dev);
  // CHECK: {{^ *}}hipDeviceGetAttribute(&w, hipDeviceAttributeWarpSize, dev);
  cudaDeviceGetAttribute(&w, cudaDevAttrWarpSize, dev);
  return w;
#endif
}

__device__ float fastExp(float x) {
  // CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__) && !defined(NO_FAST_MATH)
#if defined(__CUDA_ARCH__) && !defined(NO_FAST_MATH)
  // CHECK: {{^ *}}return __expf(x);
  return __expf(x);
#else
  return expf(x);
#endif
}

// CHECK: {{^}}#ifndef __HIP_DEVICE_COMPILE__
#ifndef __CUDA_ARCH__
void hostOnly(float *p) {
  // CHECK: {{^ *}}hipFree(p);
  cudaFree(p);
}
#endif

// CHECK: {{^}}#ifdef __HIPCC__
#ifdef __CUDACC__
#define HD __host__ __device__
#else
#define HD
#endif
HD inline float twice(float x) { return 2.0f * x; }
