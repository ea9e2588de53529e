// Device symbols: HIP takes HIP_SYMBOL(sym) where CUDA takes the symbol
// itself -- 1st argument of cudaMemcpyToSymbol[Async], 2nd of
// cudaMemcpyFromSymbol, cudaGetSymbolAddress and cudaGetSymbolSize.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__constant__ float coeffs[16];
__device__ int counter;
__device__ float table[256];

__global__ void apply(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = coeffs[i % 16] * table[i % 256];
  if (i == 0) atomicAdd(&counter, 1);
}

void upload(const float *hostCoeffs, const float *hostTable, cudaStream_t s) {
  // CHECK: {{^ *}}hipMemcpyToSymbol(HIP_SYMBOL(coeffs), hostCoeffs, 16 * sizeof(float));
  cudaMemcpyToSymbol(coeffs, hostCoeffs, 16 * sizeof(float));
  // CHECK: {{^ *}}hipMemcpyToSymbol(HIP_SYMBOL(coeffs), hostCoeffs + 8, 8 * sizeof(float), 8 * sizeof(float),
  // CHECK-NEXT: {{^ *}}hipMemcpyHostToDevice);
  cudaMemcpyToSymbol(coeffs, hostCoeffs + 8, 8 * sizeof(float), 8 * sizeof(float),
                     cudaMemcpyHostToDevice);
  // CHECK: {{^ *}}hipMemcpyToSymbolAsync(HIP_SYMBOL(table), hostTable, sizeof(table), 0, hipMemcpyHostToDevice, s);
  cudaMemcpyToSymbolAsync(table, hostTable, sizeof(table), 0, cudaMemcpyHostToDevice, s);
}

int readCounter() {
  int value = 0;
  // CHECK: {{^ *}}hipMemcpyFromSymbol(&value, HIP_SYMBOL(counter), sizeof(int));
  cudaMemcpyFromSymbol(&value, counter, sizeof(int));
  return value;
}

void resetCounter() {
  int *p = nullptr;
  size_t bytes = 0;
  // CHECK: {{^ *}}hipGetSymbolAddress((void **)&p, HIP_SYMBOL(counter));
  cudaGetSymbolAddress((void **)&p, counter);
  // CHECK: {{^ *}}hipGetSymbolSize(&bytes, HIP_SYMBOL(counter));
  cudaGetSymbolSize(&bytes, counter);
  // CHECK: {{^ *}}hipMemset(p, 0, bytes);
  cudaMemset(p, 0, bytes);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
