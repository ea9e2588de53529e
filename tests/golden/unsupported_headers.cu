// CUDA headers with no HIP counterpart (WMMA, arrive/wait barriers) stay as
// written, each with an unsupported-api warning naming the alternative.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// Not compiled with the oracle (../shared/rocm): its output keeps, on purpose, CUDA headers HIP lacks (mma.h, cuda_awbarrier.h).
// (<cuda_pipeline.h> is supplied now: golden/libcudacxx_barrier_supplied.cu.)

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <mma.h>
// CHECK-NEXT: {{^}}#include <cuda_awbarrier.h>
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// DIAG: unsupported_headers.cu:[[@LINE+3]]:11: warning: 'mma.h' is not supported by HIP: HIP has no WMMA header; rocWMMA (rocwmma/rocwmma.hpp) has a different API; left unchanged [cuda2hip-unsupported-api]
// DIAG: unsupported_headers.cu:[[@LINE+3]]:11: warning: 'cuda_awbarrier.h' is not supported by HIP: HIP has no arrive/wait barriers; left unchanged [cuda2hip-unsupported-api]
#include <cuda_runtime.h>
#include <mma.h>
#include <cuda_awbarrier.h>
#include <cuda_fp16.h>

__global__ void noop(__half *p) { p[0] = __float2half(0.0f); }
