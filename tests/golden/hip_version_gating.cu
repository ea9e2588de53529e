// --hip-version gates APIs by the HIP release that added them:
// cudaDeviceSetLimit/cudaLimitStackSize (HIP 5.3) stay unchanged with a
// not-in-target warning for HIP 5.2, and are renamed for HIP 6.3.
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> %t.52.err
// RUN: FileCheck --check-prefix=OLD %s < %t.52.cu
// RUN: FileCheck --check-prefix=OLDDIAG %s < %t.52.err
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.63.cu 2> %t.63.err
// RUN: FileCheck --check-prefix=NEW %s < %t.63.cu
// RUN: FileCheck --check-prefix=NEWDIAG --allow-empty %s < %t.63.err
// RUN: %hip63-device %t.63.cu
// RUN: %hip63-host %t.63.cu

#include <cuda_runtime.h>

void deepRecursion() {
  size_t stack = 0;
  // OLD: {{^ *}}hipDeviceGetLimit(&stack, hipLimitMallocHeapSize);
  // NEW: {{^ *}}hipDeviceGetLimit(&stack, hipLimitMallocHeapSize);
  cudaDeviceGetLimit(&stack, cudaLimitMallocHeapSize);
  // OLD: {{^ *}}cudaDeviceSetLimit(cudaLimitStackSize, 16384);
  // NEW: {{^ *}}hipDeviceSetLimit(hipLimitStackSize, 16384);
  // OLDDIAG: hip_version_gating.cu:[[@LINE+2]]:3: warning: 'cudaDeviceSetLimit' maps to 'hipDeviceSetLimit', which needs HIP 5.3 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
  // OLDDIAG: hip_version_gating.cu:[[@LINE+1]]:22: warning: 'cudaLimitStackSize' maps to 'hipLimitStackSize', which needs HIP 5.3 or newer; target is HIP 5.2 {{.*}}[cuda2hip-not-in-target]
  cudaDeviceSetLimit(cudaLimitStackSize, 16384);
}

// NEWDIAG-NOT: warning
