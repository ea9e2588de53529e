// A project header called "cuda_helpers.h" is not a CUDA header: its include
// and its macros are left alone, while the real CUDA header is rewritten.
// RUN: %cuda2hip %s -o %t.hip.cu -- -I%S/Inputs
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu -I%S/Inputs
// RUN: %hip-host %t.hip.cu -I%S/Inputs

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include "cuda_helpers.h"
#include "cuda_helpers.h"
#include <cuda_runtime.h>

int main() {
  // CHECK: {{^ *}}if (CUDA_HELPERS_VERSION < 3 || hipDeviceSynchronize() != hipSuccess)
  if (CUDA_HELPERS_VERSION < 3 || cudaDeviceSynchronize() != cudaSuccess)
    // CHECK: {{^ *}}reportFailure("sync");
    reportFailure("sync");
  return 0;
}
