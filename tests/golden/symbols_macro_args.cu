// Argument-level rewrites inside macro arguments: HIP_SYMBOL() and the
// kernel-pointer cast are applied where the argument is written, also when
// the symbol itself is spelled through a macro.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

#define CK(call) do { if ((call) != cudaSuccess) return false; } while (0)
#define COEFFS coeff

__constant__ float coeff[4];
__global__ void k(float *p) { p[threadIdx.x] = coeff[threadIdx.x % 4]; }

bool setup(const float *h) {
  // CHECK: {{^ *}}CK(hipMemcpyToSymbol(HIP_SYMBOL(coeff), h, sizeof(coeff)));
  CK(cudaMemcpyToSymbol(coeff, h, sizeof(coeff)));
  // CHECK: {{^ *}}CK(hipMemcpyToSymbol(HIP_SYMBOL(COEFFS), h, sizeof(coeff)));
  CK(cudaMemcpyToSymbol(COEFFS, h, sizeof(coeff)));
  // CHECK: {{^ *}}CK(hipFuncSetAttribute(reinterpret_cast<const void *>(k), hipFuncAttributeMaxDynamicSharedMemorySize, 0));
  CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 0));
  return true;
}
