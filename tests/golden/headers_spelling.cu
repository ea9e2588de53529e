// Include directives are rewritten whatever their spelling: quoted names,
// spaces after '#', trailing comments are kept; a quoted
// "cuda_runtime.h" first include already provides the HIP runtime.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include "hip/hip_runtime.h"  // the runtime
// CHECK-NEXT: {{^}}#  include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}#include <hip/hip_complex.h>/* complex numbers */
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
#include "cuda_runtime.h"  // the runtime
#  include <cuda_fp16.h>
#include <cuComplex.h>/* complex numbers */

__global__ void k(__half *h, cuFloatComplex *c) {
  h[0] = __float2half(cuCrealf(c[0]));
}
