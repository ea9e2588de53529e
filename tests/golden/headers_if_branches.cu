// Includes on different #if branches are rewritten independently and both
// kept, even when they map to the same HIP header; one already made by an
// enclosing branch (the <hip/hip_runtime.h> inserted at the top) is removed.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %hip-host -DUSE_DRIVER_API %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}#ifdef USE_DRIVER_API
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}#endif
#include <cstdio>
#ifdef USE_DRIVER_API
#include <cuda.h>
#include <cuda_fp16.h>
#else
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <device_launch_parameters.h>
#endif

__global__ void k(__half *h) { h[threadIdx.x] = __float2half(1.0f); }
