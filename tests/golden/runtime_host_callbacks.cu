// Host callbacks: CUDART_CB is removed (HIP callbacks need no calling
// convention macro); cudaStreamAddCallback and cudaLaunchHostFunc map to HIP.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <atomic>
#include <cstdio>

// CHECK: {{^}}static void onStreamDone(hipStream_t stream, hipError_t status, void *userData) {
static void CUDART_CB onStreamDone(cudaStream_t stream, cudaError_t status, void *userData) {
  // CHECK: {{^ *}}printf("stream finished: %s\n", hipGetErrorString(status));
  printf("stream finished: %s\n", cudaGetErrorString(status));
  static_cast<std::atomic<int> *>(userData)->fetch_add(1);
}

// CHECK: {{^}}void  markDone(void *flag) { *static_cast<bool *>(flag) = true; }
void CUDART_CB markDone(void *flag) { *static_cast<bool *>(flag) = true; }

void enqueue(cudaStream_t stream, std::atomic<int> &counter, bool &done) {
  // CHECK: {{^ *}}hipStreamAddCallback(stream, onStreamDone, &counter, 0);
  cudaStreamAddCallback(stream, onStreamDone, &counter, 0);
  // CHECK: {{^ *}}hipHostFn_t fn = markDone;
  cudaHostFn_t fn = markDone;
  // CHECK: {{^ *}}hipLaunchHostFunc(stream, fn, &done);
  cudaLaunchHostFunc(stream, fn, &done);
}

// NOCUDA-NOT: {{^[^/"]*(cuda[A-Z]|CUDART_CB)}}
