// `__CUDA_ARCH__ >= 800` cannot be renamed: __HIP_DEVICE_COMPILE__ is 1, so
// the comparison would be false on the device and the guarded code would
// silently disappear. The branch needs nothing NVIDIA-only (fmaxf), so the
// condition is resolved for AMD (docs/cuda-arch.md): HIP's device pass
// takes it, its host pass reads the condition as CUDA's host pass does;
// no identifier of it is renamed on its own (cuda_arch_conditions.cu has
// the other cases). Before issue 34 it was kept as written with a warning,
// and HIP's device pass took the #else.
// RUN: %cuda2hip --hip-version 5.2 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip52-host %t.hip.cu
// RUN: %cuda2hip %s -o %t.70.cu
// RUN: %hip-device -O2 -o %t.dev1.o %t.70.cu
// RUN: %trap-kernels %t.dev1.o
// RUN: %hip-host %t.70.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.63.cu
// RUN: %hip63-device -O2 -o %t.dev2.o %t.63.cu
// RUN: %trap-kernels %t.dev2.o
// RUN: %hip63-host %t.63.cu

#include <cuda_runtime.h>

__device__ float maxOf(float a, float b) {
  // CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : (defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800)
  // DIAG-NOT: cuda_arch_comparison.cu:[[@LINE+1]]:{{.*}}warning
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  return fmaxf(a, b);
#else
  return a > b ? a : b;
#endif
}

// A plain "am I on the device" test needs no warning.
// CHECK: {{^}}#ifdef __HIP_DEVICE_COMPILE__
// DIAG-NOT: cuda_arch_comparison.cu:[[@LINE+1]]:{{.*}}warning
#ifdef __CUDA_ARCH__
__device__ int onDevice() { return 1; }
#endif
