// Pinned host memory: cudaMallocHost and cudaHostAlloc become hipHostMalloc
// (hipMallocHost/hipHostAlloc are deprecated), cudaFreeHost -> hipHostFree.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

struct Staging {
  float *in = nullptr, *out = nullptr, *mapped = nullptr;
  float *mappedDev = nullptr;
};

void allocStaging(Staging &s, size_t n) {
  // CHECK: {{^ *}}hipHostMalloc((void **)&s.in, n * sizeof(float));
  cudaMallocHost((void **)&s.in, n * sizeof(float));
  // CHECK: {{^ *}}hipHostMalloc(&s.out, n * sizeof(float), hipHostMallocDefault);
  cudaHostAlloc(&s.out, n * sizeof(float), cudaHostAllocDefault);
  // CHECK: {{^ *}}hipHostMalloc(&s.mapped, n * sizeof(float), hipHostMallocMapped | hipHostMallocPortable);
  cudaHostAlloc(&s.mapped, n * sizeof(float), cudaHostAllocMapped | cudaHostAllocPortable);
  // The cast CUDA's template overload does is written (HIP takes void ** only).
  // CHECK: {{^ *}}hipHostGetDevicePointer((void **)((void **)&s.mappedDev), s.mapped, 0);
  cudaHostGetDevicePointer((void **)&s.mappedDev, s.mapped, 0);
  float *dev = nullptr;
  // CHECK: {{^ *}}hipHostGetDevicePointer((void **)(&dev), s.mapped, 0);
  cudaHostGetDevicePointer(&dev, s.mapped, 0);
  s.mappedDev = dev;
}

void registerBuffer(float *buf, size_t n) {
  // CHECK: {{^ *}}hipHostRegister(buf, n * sizeof(float), hipHostRegisterDefault);
  cudaHostRegister(buf, n * sizeof(float), cudaHostRegisterDefault);
  // CHECK: {{^ *}}hipHostUnregister(buf);
  cudaHostUnregister(buf);
}

void freeStaging(Staging &s) {
  // CHECK: {{^ *}}hipHostFree(s.in);
  cudaFreeHost(s.in);
  // CHECK: {{^ *}}hipHostFree(s.out);
  cudaFreeHost(s.out);
  // CHECK: {{^ *}}hipHostFree(s.mapped);
  cudaFreeHost(s.mapped);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
