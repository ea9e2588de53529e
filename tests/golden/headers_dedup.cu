// <cuda.h>, <cuda_runtime.h> and <cuda_runtime_api.h> all end up as
// <hip/hip_runtime.h> or below it: one include is kept, the others removed
// with their lines.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}// Library entry points.
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdlib>
// CHECK-NEXT: {{^}}#include <cstring>
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}void *deviceAlloc(size_t n) {
// CHECK-NOT: {{^}}#include <cuda
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
// Library entry points.
#include <cuda.h>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cstring>
#include <cuda.h>

void *deviceAlloc(size_t n) {
  void *p = nullptr;
  return cudaMalloc(&p, n) == cudaSuccess ? p : nullptr;
}
