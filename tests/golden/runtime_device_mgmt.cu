// Device management: enumeration, selection, properties, cache config and
// reset become their hip* counterparts; cudaDeviceProp becomes hipDeviceProp_t.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cstdio>

int pickDevice() {
  int count = 0;
  // CHECK: {{^ *}}hipGetDeviceCount(&count);
  cudaGetDeviceCount(&count);
  int best = 0, bestSMs = 0;
  for (int dev = 0; dev < count; ++dev) {
    // CHECK: {{^ *}}hipDeviceProp_t prop;
    cudaDeviceProp prop;
    // CHECK: {{^ *}}hipGetDeviceProperties(&prop, dev);
    cudaGetDeviceProperties(&prop, dev);
    // CHECK: {{^ *}}printf("%d: %s, %d SMs, %zu bytes\n", dev, prop.name, prop.multiProcessorCount,
    printf("%d: %s, %d SMs, %zu bytes\n", dev, prop.name, prop.multiProcessorCount,
           prop.totalGlobalMem);
    if (prop.multiProcessorCount > bestSMs) {
      bestSMs = prop.multiProcessorCount;
      best = dev;
    }
  }
  // CHECK: {{^ *}}hipSetDevice(best);
  cudaSetDevice(best);
  // CHECK: {{^ *}}hipSetDeviceFlags(hipDeviceScheduleBlockingSync);
  cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
  // CHECK: {{^ *}}hipDeviceSetCacheConfig(hipFuncCachePreferShared);
  cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  int current = -1;
  // CHECK: {{^ *}}hipGetDevice(&current);
  cudaGetDevice(&current);
  return current;
}

int main() {
  pickDevice();
  // CHECK: {{^ *}}hipDeviceSynchronize();
  cudaDeviceSynchronize();
  // CHECK: {{^ *}}hipDeviceReset();
  cudaDeviceReset();
  return 0;
}

// No CUDA runtime name is left outside comments and strings.
// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
