// `__CUDA_ARCH__ >= 800` cannot be translated faithfully: __HIP_DEVICE_COMPILE__
// is defined as 1, so renaming makes the comparison false on the device and
// the guarded code silently disappears. The condition is kept as written
// (HIP defines no __CUDA_ARCH__: the device takes the #else, as CUDA's host
// pass does), with a warning on the line that says so; no identifier of it
// is renamed on its own (cuda_arch_conditions.cu has the other cases).
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip52-host %t.hip.cu

#include <cuda_runtime.h>

__device__ float maxOf(float a, float b) {
  // CHECK: {{^}}#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  // DIAG: cuda_arch_comparison.cu:[[@LINE+1]]:{{[0-9]+}}: warning: kept as written: {{.*}}HIP defines no __CUDA_ARCH__{{.*}}
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
