// A condition that reads __CUDA_ARCH__ is translated as a whole, never one
// identifier at a time: existence tests are renamed (exact in both passes);
// comparisons are resolved for AMD from what each branch contains
// (docs/cuda-arch.md) and stay as written where HIP (which defines no
// __CUDA_ARCH__) already reads them that way, as every one here does.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip63-device -O2 -o %t.dev1.o %t.hip.cu
// RUN: %trap-kernels %t.dev1.o
// RUN: %hip63-host %t.hip.cu
// RUN: %cuda2hip %s -o %t.70.cu
// RUN: %hip-device -O2 -o %t.dev2.o %t.70.cu
// RUN: %trap-kernels %t.dev2.o
// RUN: %hip-host %t.70.cu
// The token engine decides the same.
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu

#include <cuda_runtime.h>
#include <cuda_fp16.h>

// The fp16/bf16 helpers of an extension: on CUDA defined in the host pass and for
// sm_80 devices. Renaming only the defined() operand would drop them from
// HIP's device pass; kept as written it is true in both passes on HIP.
// CHECK: {{^}}#if (__CUDA_ARCH__ >= 800 || !defined(__CUDA_ARCH__))
// DIAG-NOT: cuda_arch_conditions.cu:[[@LINE+1]]:{{.*}}warning
#if (__CUDA_ARCH__ >= 800 || !defined(__CUDA_ARCH__))
__device__ inline float half_to_float(__half v) { return __half2float(v); }
#endif

// A fallback for GPUs before sm_60 that CUDA compiles only for those
// devices: false in every pass on HIP, which has atomicAdd(double *).
// (The programming guide's `#if __CUDA_ARCH__ < 600` form, which clang
// rejects in the host pass, is in cuda_arch_fallback.cu.)
// CHECK: {{^}}#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
// DIAG-NOT: cuda_arch_conditions.cu:[[@LINE+1]]:{{.*}}warning
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double *address, double val) {
  unsigned long long *p = (unsigned long long *)address;
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
#endif

__global__ void accumulate(double *sum, const double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, x[i]);
}

// Old architectures fail; sm_80 and HIP take the #else: kept, no warning.
// CHECK: {{^}}#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
// DIAG-NOT: cuda_arch_conditions.cu:[[@LINE+1]]:{{.*}}warning
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
__device__ inline float twice(float v) { return -1; }
#else
__device__ inline float twice(float v) { return 2 * v; }
#endif

// PTX for sm_50 and newer: HIP's device pass takes the portable #else, as
// it must (no AMD assembler reads PTX); no warning since issue 34.
// CHECK: {{^}}#if (__CUDA_ARCH__ >= 500)
// DIAG-NOT: cuda_arch_conditions.cu:[[@LINE+1]]:{{.*}}warning
#if (__CUDA_ARCH__ >= 500)
__device__ unsigned xor3(unsigned a, unsigned b, unsigned c) {
  unsigned d;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
  return d;
}
#else
__device__ unsigned xor3(unsigned a, unsigned b, unsigned c) { return a ^ b ^ c; }
#endif

// Existence tests only: renamed, every one of them, over continuation lines.
// CHECK: {{^}}#if defined(__HIP_DEVICE_COMPILE__) && \
// CHECK-NEXT: {{^}}    !defined(KERNEL_DEBUG)
#if defined(__CUDA_ARCH__) && \
    !defined(KERNEL_DEBUG)
__device__ int onDevice() { return 1; }
#endif
// CHECK: {{^}}#ifndef __HIP_DEVICE_COMPILE__
#ifndef __CUDA_ARCH__
int onHost() { return 1; }
#endif
