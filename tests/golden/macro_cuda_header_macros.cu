// Object-like macros defined by CUDA's headers (flags such as
// cudaStreamNonBlocking, cudaHostAllocDefault, cudaEventDisableTiming,
// cudaMemAttachGlobal, cudaArrayDefault) are rewritten at their use sites.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

// CHECK: {{^}}static const unsigned kStreamFlags = hipStreamNonBlocking;
static const unsigned kStreamFlags = cudaStreamNonBlocking;
// CHECK: {{^}}static const unsigned kPinnedFlags = hipHostMallocDefault | hipHostMallocWriteCombined;
static const unsigned kPinnedFlags = cudaHostAllocDefault | cudaHostAllocWriteCombined;

void setup(cudaStream_t *s, cudaEvent_t *e, float **managed, unsigned *flagsOut) {
  // CHECK: {{^ *}}hipStreamCreateWithFlags(s, kStreamFlags);
  cudaStreamCreateWithFlags(s, kStreamFlags);
  // CHECK: {{^ *}}hipEventCreateWithFlags(e, hipEventDisableTiming | hipEventBlockingSync);
  cudaEventCreateWithFlags(e, cudaEventDisableTiming | cudaEventBlockingSync);
  // CHECK: {{^ *}}hipMallocManaged(managed, 4096, hipMemAttachGlobal);
  cudaMallocManaged(managed, 4096, cudaMemAttachGlobal);
  // CHECK: {{^ *}}*flagsOut = kPinnedFlags | hipDeviceScheduleAuto | hipDeviceMapHost;
  *flagsOut = kPinnedFlags | cudaDeviceScheduleAuto | cudaDeviceMapHost;
  // CHECK: {{^ *}}hipEventRecord(*e, hipStreamPerThread);
  cudaEventRecord(*e, cudaStreamPerThread);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
