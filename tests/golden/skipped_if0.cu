// Code under #if 0 and in a branch of an undefined macro is never parsed; it
// is still translated, so re-enabling it later gives HIP code.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %hip-host -DUSE_OLD_PATH %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

void copyBack(float *host, const float *dev, size_t n, cudaStream_t s) {
#if 0
  // CHECK: {{^ *}}hipMemcpy(host, dev, n * sizeof(float), hipMemcpyDeviceToHost);
  cudaMemcpy(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK: {{^ *}}hipDeviceSynchronize();
  cudaDeviceSynchronize();
#endif
#ifdef USE_OLD_PATH
  // CHECK: {{^ *}}hipEvent_t done;
  cudaEvent_t done;
  // CHECK: {{^ *}}hipEventCreateWithFlags(&done, hipEventDisableTiming);
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  // CHECK: {{^ *}}hipMemcpyAsync(host, dev, n * sizeof(float), hipMemcpyDeviceToHost, s);
  cudaMemcpyAsync(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK: {{^ *}}hipEventRecord(done, s);
  cudaEventRecord(done, s);
  // CHECK: {{^ *}}hipEventSynchronize(done);
  cudaEventSynchronize(done);
#else
  // CHECK: {{^ *}}hipMemcpyAsync(host, dev, n * sizeof(float), hipMemcpyDeviceToHost, s);
  cudaMemcpyAsync(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK: {{^ *}}hipStreamSynchronize(s);
  cudaStreamSynchronize(s);
#endif
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
