// Stream-ordered allocation and memory pools: cudaMallocAsync/cudaFreeAsync,
// the default pool, pool attributes and trimming.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <cstdint>

void scratch(int device, size_t bytes, cudaStream_t stream) {
  // CHECK: {{^ *}}hipMemPool_t pool;
  cudaMemPool_t pool;
  // CHECK: {{^ *}}hipDeviceGetDefaultMemPool(&pool, device);
  cudaDeviceGetDefaultMemPool(&pool, device);
  uint64_t threshold = UINT64_MAX;
  // CHECK: {{^ *}}hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &threshold);
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
  void *tmp = nullptr;
  // CHECK: {{^ *}}hipMallocAsync(&tmp, bytes, stream);
  cudaMallocAsync(&tmp, bytes, stream);
  // CHECK: {{^ *}}hipMemsetAsync(tmp, 0, bytes, stream);
  cudaMemsetAsync(tmp, 0, bytes, stream);
  // CHECK: {{^ *}}hipFreeAsync(tmp, stream);
  cudaFreeAsync(tmp, stream);
  // CHECK: {{^ *}}hipMallocFromPoolAsync(&tmp, bytes, pool, stream);
  cudaMallocFromPoolAsync(&tmp, bytes, pool, stream);
  cudaFreeAsync(tmp, stream);
  cudaStreamSynchronize(stream);
  // CHECK: {{^ *}}hipMemPoolTrimTo(pool, 0);
  cudaMemPoolTrimTo(pool, 0);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
