// Managed (unified) memory: cudaMallocManaged with its attach flags, stream
// attachment, and kernels that touch managed memory directly.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void increment(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += 1;
}

int main() {
  const int n = 1 << 20;
  int *data = nullptr;
  // CHECK: {{^ *}}hipMallocManaged(&data, n * sizeof(int), hipMemAttachGlobal);
  cudaMallocManaged(&data, n * sizeof(int), cudaMemAttachGlobal);
  for (int i = 0; i < n; ++i) data[i] = i;
  // CHECK: {{^ *}}hipStream_t s;
  cudaStream_t s;
  cudaStreamCreate(&s);
  // CHECK: {{^ *}}hipStreamAttachMemAsync(s, data, 0, hipMemAttachSingle);
  cudaStreamAttachMemAsync(s, data, 0, cudaMemAttachSingle);
  // CHECK: {{^ *}}increment<<<(n + 255) / 256, 256, 0, s>>>(data, n);
  increment<<<(n + 255) / 256, 256, 0, s>>>(data, n);
  // CHECK: {{^ *}}hipStreamSynchronize(s);
  cudaStreamSynchronize(s);
  int *host = nullptr;
  // CHECK: {{^ *}}hipMallocManaged((void **)&host, sizeof(int), hipMemAttachHost);
  cudaMallocManaged((void **)&host, sizeof(int), cudaMemAttachHost);
  // CHECK: {{^ *}}hipFree(host);
  cudaFree(host);
  // CHECK: {{^ *}}hipFree(data);
  cudaFree(data);
  return 0;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
