// Linear device memory: allocation, copies in every direction, memset, async
// copies and free-memory queries map to hip*; cudaMemcpyKind enumerators too.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <vector>

void roundTrip(std::vector<float> &host, cudaStream_t stream) {
  const size_t bytes = host.size() * sizeof(float);
  float *dA = nullptr, *dB = nullptr;
  // CHECK: {{^ *}}hipMalloc(&dA, bytes);
  cudaMalloc(&dA, bytes);
  // CHECK: {{^ *}}hipMalloc((void **)&dB, bytes);
  cudaMalloc((void **)&dB, bytes);
  // CHECK: {{^ *}}hipMemset(dB, 0, bytes);
  cudaMemset(dB, 0, bytes);
  // CHECK: {{^ *}}hipMemcpy(dA, host.data(), bytes, hipMemcpyHostToDevice);
  cudaMemcpy(dA, host.data(), bytes, cudaMemcpyHostToDevice);
  // CHECK: {{^ *}}hipMemcpy(dB, dA, bytes, hipMemcpyDeviceToDevice);
  cudaMemcpy(dB, dA, bytes, cudaMemcpyDeviceToDevice);
  // CHECK: {{^ *}}hipMemsetAsync(dA, 0xff, bytes, stream);
  cudaMemsetAsync(dA, 0xff, bytes, stream);
  // CHECK: {{^ *}}hipMemcpyAsync(host.data(), dB, bytes, hipMemcpyDeviceToHost, stream);
  cudaMemcpyAsync(host.data(), dB, bytes, cudaMemcpyDeviceToHost, stream);
  // CHECK: {{^ *}}hipMemcpy(dA, dB, bytes, hipMemcpyDefault);
  cudaMemcpy(dA, dB, bytes, cudaMemcpyDefault);
  size_t freeBytes = 0, totalBytes = 0;
  // CHECK: {{^ *}}hipMemGetInfo(&freeBytes, &totalBytes);
  cudaMemGetInfo(&freeBytes, &totalBytes);
  // CHECK: {{^ *}}hipFree(dA);
  cudaFree(dA);
  // CHECK: {{^ *}}hipFree(dB);
  cudaFree(dB);
}

// No CUDA runtime name is left outside comments and strings.
// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
