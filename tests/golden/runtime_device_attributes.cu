// Device attributes: cudaDeviceGetAttribute with cudaDevAttr* enumerators
// (cudaDeviceAttr -> hipDeviceAttribute_t); device property fields stay.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

struct Limits {
  int sms, maxThreads, warp, smemPerBlock, gridX, clockKHz;
};

Limits query(int dev) {
  Limits l{};
  // CHECK: {{^ *}}hipDeviceGetAttribute(&l.sms, hipDeviceAttributeMultiprocessorCount, dev);
  cudaDeviceGetAttribute(&l.sms, cudaDevAttrMultiProcessorCount, dev);
  // CHECK: {{^ *}}hipDeviceGetAttribute(&l.maxThreads, hipDeviceAttributeMaxThreadsPerBlock, dev);
  cudaDeviceGetAttribute(&l.maxThreads, cudaDevAttrMaxThreadsPerBlock, dev);
  // CHECK: {{^ *}}hipDeviceGetAttribute(&l.warp, hipDeviceAttributeWarpSize, dev);
  cudaDeviceGetAttribute(&l.warp, cudaDevAttrWarpSize, dev);
  // CHECK: {{^ *}}hipDeviceGetAttribute(&l.smemPerBlock, hipDeviceAttributeMaxSharedMemoryPerBlock, dev);
  cudaDeviceGetAttribute(&l.smemPerBlock, cudaDevAttrMaxSharedMemoryPerBlock, dev);
  // CHECK: {{^ *}}hipDeviceGetAttribute(&l.gridX, hipDeviceAttributeMaxGridDimX, dev);
  cudaDeviceGetAttribute(&l.gridX, cudaDevAttrMaxGridDimX, dev);
  // CHECK: {{^ *}}hipDeviceAttribute_t attr = hipDeviceAttributeClockRate;
  cudaDeviceAttr attr = cudaDevAttrClockRate;
  // CHECK: {{^ *}}hipDeviceGetAttribute(&l.clockKHz, attr, dev);
  cudaDeviceGetAttribute(&l.clockKHz, attr, dev);
  return l;
}

bool supportsManaged(int dev) {
  // CHECK: {{^ *}}hipDeviceProp_t p;
  cudaDeviceProp p;
  // CHECK: {{^ *}}hipGetDeviceProperties(&p, dev);
  cudaGetDeviceProperties(&p, dev);
  // CHECK: {{^ *}}return p.managedMemory && p.concurrentKernels && p.major >= 6;
  return p.managedMemory && p.concurrentKernels && p.major >= 6;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
