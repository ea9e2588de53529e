// Peer-to-peer access between GPUs: capability query, enabling access (and
// the "already enabled" error), peer copies, disabling access.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

bool linkDevices(int a, int b) {
  int canAccess = 0;
  // CHECK: {{^ *}}hipDeviceCanAccessPeer(&canAccess, a, b);
  cudaDeviceCanAccessPeer(&canAccess, a, b);
  if (!canAccess) return false;
  cudaSetDevice(a);
  // CHECK: {{^ *}}hipError_t err = hipDeviceEnablePeerAccess(b, 0);
  cudaError_t err = cudaDeviceEnablePeerAccess(b, 0);
  // CHECK: {{^ *}}if (err == hipErrorPeerAccessAlreadyEnabled)
  if (err == cudaErrorPeerAccessAlreadyEnabled)
    // CHECK: {{^ *}}(void)hipGetLastError(); // clear the sticky error
    cudaGetLastError(); // clear the sticky error
  // CHECK: {{^ *}}return err == hipSuccess || err == hipErrorPeerAccessAlreadyEnabled;
  return err == cudaSuccess || err == cudaErrorPeerAccessAlreadyEnabled;
}

void exchange(float *dstOnB, int b, const float *srcOnA, int a, size_t bytes,
              cudaStream_t s) {
  // CHECK: {{^ *}}hipMemcpyPeer(dstOnB, b, srcOnA, a, bytes);
  cudaMemcpyPeer(dstOnB, b, srcOnA, a, bytes);
  // CHECK: {{^ *}}hipMemcpyPeerAsync(dstOnB, b, srcOnA, a, bytes, s);
  cudaMemcpyPeerAsync(dstOnB, b, srcOnA, a, bytes, s);
  // CHECK: {{^ *}}hipDeviceDisablePeerAccess(b);
  cudaDeviceDisablePeerAccess(b);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
