// Streams: creation with flags (cudaStreamNonBlocking is a macro in CUDA's
// headers) and priorities, queries, synchronization, launches on a stream.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

void pipeline(float *d, int n) {
  // CHECK: {{^ *}}hipStream_t streams[2];
  cudaStream_t streams[2];
  // CHECK: {{^ *}}hipStreamCreateWithFlags(&streams[0], hipStreamNonBlocking);
  cudaStreamCreateWithFlags(&streams[0], cudaStreamNonBlocking);
  int lo = 0, hi = 0;
  // CHECK: {{^ *}}hipDeviceGetStreamPriorityRange(&lo, &hi);
  cudaDeviceGetStreamPriorityRange(&lo, &hi);
  // CHECK: {{^ *}}hipStreamCreateWithPriority(&streams[1], hipStreamDefault, hi);
  cudaStreamCreateWithPriority(&streams[1], cudaStreamDefault, hi);
  for (int k = 0; k < 2; ++k)
    // CHECK: {{^ *}}fill<<<(n / 2 + 255) / 256, 256, 0, streams[k]>>>(d + k * n / 2, 1.0f, n / 2);
    fill<<<(n / 2 + 255) / 256, 256, 0, streams[k]>>>(d + k * n / 2, 1.0f, n / 2);
  // CHECK: {{^ *}}if (hipStreamQuery(streams[0]) == hipErrorNotReady)
  if (cudaStreamQuery(streams[0]) == cudaErrorNotReady)
    // CHECK: {{^ *}}hipStreamSynchronize(streams[0]);
    cudaStreamSynchronize(streams[0]);
  unsigned flags = 0;
  // CHECK: {{^ *}}hipStreamGetFlags(streams[1], &flags);
  cudaStreamGetFlags(streams[1], &flags);
  // CHECK: {{^ *}}hipStreamSynchronize(0);
  cudaStreamSynchronize(0);
  for (cudaStream_t s : streams)
    // CHECK: {{^ *}}hipStreamDestroy(s);
    cudaStreamDestroy(s);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
