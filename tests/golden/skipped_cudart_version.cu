// Code in #if branches the parser skipped is translated too (token engine):
// both sides of `#if CUDART_VERSION >= 12000 ... #else ... #endif` are
// rewritten; CUDART_VERSION itself has no HIP equivalent: HIP reads it as 0
// and takes the #else, which works there, so the condition stays as written
// without a warning (docs/cuda-arch.md).
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

void configure(int dev, cudaStream_t s, float *buf, size_t bytes) {
  // CHECK: {{^}}#if CUDART_VERSION >= 12000
  // DIAG-NOT: warning: 'CUDART_VERSION' 
#if CUDART_VERSION >= 12000
  // CHECK: {{^ *}}hipDeviceProp_t prop;
  cudaDeviceProp prop;
  // CHECK: {{^ *}}hipGetDeviceProperties(&prop, dev);
  cudaGetDeviceProperties(&prop, dev);
  // CHECK: {{^ *}}if (prop.concurrentManagedAccess)
  if (prop.concurrentManagedAccess)
    // CHECK: {{^ *}}hipStreamSynchronize(s);
    cudaStreamSynchronize(s);
  // CHECK: {{^}}#else
#else
  // CHECK: {{^ *}}hipDeviceProp_t prop;
  cudaDeviceProp prop;
  // CHECK: {{^ *}}hipGetDeviceProperties(&prop, dev);
  cudaGetDeviceProperties(&prop, dev);
  // CHECK: {{^ *}}hipMemsetAsync(buf, 0, bytes, s);
  cudaMemsetAsync(buf, 0, bytes, s);
  // CHECK: {{^}}#endif
#endif
  // CHECK: {{^ *}}hipMemsetAsync(buf, 0, bytes, s);
  cudaMemsetAsync(buf, 0, bytes, s);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
