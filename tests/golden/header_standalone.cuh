// A .cuh header translated on its own: its CUDA include is rewritten in
// place (no extra <hip/hip_runtime.h> is inserted into headers), and its
// inline host and device code is translated.
// RUN: %cuda2hip %s -o %t.hip.cuh
// RUN: FileCheck %s < %t.hip.cuh
// RUN: echo '#include "%t.hip.cuh"' > %t.use.cu
// RUN: %hip-host %t.use.cu

// CHECK: {{^}}#pragma once
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <stdexcept>
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
#pragma once
#include <cuda_runtime.h>
#include <stdexcept>

// CHECK: {{^}}inline void throwOnError(hipError_t e) {
inline void throwOnError(cudaError_t e) {
  // CHECK: {{^ *}}if (e != hipSuccess) throw std::runtime_error(hipGetErrorString(e));
  if (e != cudaSuccess) throw std::runtime_error(cudaGetErrorString(e));
}

template <typename T> struct DeviceBuffer {
  T *ptr = nullptr;
  // CHECK: {{^ *}}explicit DeviceBuffer(size_t n) { throwOnError(hipMalloc(&ptr, n * sizeof(T))); }
  explicit DeviceBuffer(size_t n) { throwOnError(cudaMalloc(&ptr, n * sizeof(T))); }
  // CHECK: {{^ *}}~DeviceBuffer() { hipFree(ptr); }
  ~DeviceBuffer() { cudaFree(ptr); }
};

__device__ inline float clamp01(float x) { return __saturatef(x); }
