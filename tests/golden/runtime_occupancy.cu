// Occupancy and function attributes: the calculators and
// cudaFuncGetAttributes/cudaFuncSetAttribute take the kernel as a const void *
// in HIP, so the kernel argument is cast.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void reduce(const float *in, float *out, int n) {
  extern __shared__ float buf[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = buf[0];
}

int chooseBlockSize() {
  int minGrid = 0, block = 0;
  // CHECK: {{^ *}}hipOccupancyMaxPotentialBlockSize(&minGrid, &block, reduce, 0, 0);
  cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, reduce, 0, 0);
  int active = 0;
  // CHECK: {{^ *}}hipOccupancyMaxActiveBlocksPerMultiprocessor(&active, reinterpret_cast<const void *>(reduce), block,
  // CHECK-NEXT: {{^ *}}block * sizeof(float));
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, reduce, block,
                                                block * sizeof(float));
  // CHECK: {{^ *}}hipFuncAttributes attr;
  cudaFuncAttributes attr;
  // CHECK: {{^ *}}hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(reduce));
  cudaFuncGetAttributes(&attr, reduce);
  // CHECK: {{^ *}}hipFuncSetAttribute(reinterpret_cast<const void *>(reduce), hipFuncAttributeMaxDynamicSharedMemorySize, 65536);
  cudaFuncSetAttribute(reduce, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536);
  return attr.maxThreadsPerBlock < block ? attr.maxThreadsPerBlock : block;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
