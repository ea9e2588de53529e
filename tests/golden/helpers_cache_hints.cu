// Cache-hint loads and stores (docs/helpers.md): HIP has __ldcs/__ldcg/__ldca
// for __half and __half2 only, and no __ldlu, __ldcv or store hints. The
// translation supplies templates for every type; HIP's own __half overloads
// still win where they exist. clang 19's CUDA headers do not declare these
// for float4, so this file goes through the token engine (exit 4).
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#ifndef CUDA2HIP_HELPER_cache
// CHECK: {{^}}#define CUDA2HIP_HELPER___ldcg
// CHECK: {{^}}#define CUDA2HIP_HELPER___ldcs
// CHECK: {{^}}#define CUDA2HIP_HELPER___ldcv
// CHECK: {{^}}#define CUDA2HIP_HELPER___stcs
// CHECK: {{^}}#define CUDA2HIP_HELPER___stwt
// CHECK-NOT: CUDA2HIP_HELPER_simd
#include <cuda_runtime.h>
#include <cuda_fp16.h>

// DIAG: helpers_cache_hints.cu:[[@LINE+5]]:{{.*}} note: '__ldcs' is not in HIP: the translation defines it in this file, with CUDA's meaning (docs/helpers.md) [cuda2hip-helper-supplied]
// A streaming copy: read once, written once, neither kept in cache.
// CHECK: {{^}}__global__ void stream_copy(const float4 *in, float4 *out, int n) {
__global__ void stream_copy(const float4 *in, float4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __stcs(out + i, __ldcs(in + i));
}

// A flag another block writes: __ldcv reads memory again on each poll.
__global__ void wait_flag(const int *flag, int2 *pairs, double *acc) {
  // CHECK: {{^ *}}while (__ldcv(flag) == 0) {
  while (__ldcv(flag) == 0) {
  }
  int2 p = __ldcg(pairs + threadIdx.x);
  __stwt(acc + threadIdx.x, double(p.x + p.y));
}

// __half keeps HIP's own overloads.
__global__ void halves(const __half *h, __half *out) {
  // CHECK: {{^ *}}out[threadIdx.x] = __hadd(__ldcs(h + threadIdx.x), __ldcg(h));
  out[threadIdx.x] = __hadd(__ldcs(h + threadIdx.x), __ldcg(h));
}
