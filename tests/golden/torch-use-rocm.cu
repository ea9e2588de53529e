// A PyTorch extension is built with USE_ROCM defined on ROCm: what is under
// `#ifndef USE_ROCM` / `#if !defined(USE_ROCM)` is the CUDA build's and is
// left as it is, without warnings (translate and lint); what is under
// `#ifdef USE_ROCM` and the #else of a CUDA-only branch is translated.
// RUN: %cuda2hip --engine ast --hip-version 6.3 %s -o %t.ast.cu -- -I%S/Inputs/fake-torch 2> %t.ast.err || true
// RUN: FileCheck %s < %t.ast.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.ast.err
// RUN: %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err || true
// RUN: diff %t.ast.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.token.err
// lint: the 32-lane mask is reported in the live branch only.
// RUN: %cuda2hip lint %s -- -I%S/Inputs/fake-torch > %t.lint 2>&1 || true
// RUN: FileCheck --check-prefix=LINT %s < %t.lint
// Not compiled with the oracle (../shared/rocm): its output includes the ATen/hip and c10/hip headers of a ROCm build of PyTorch, which ../shared/rocm does not have.

#include <torch/extension.h>
#include <c10/cuda/CUDAException.h>
#include <cuda_runtime.h>

__global__ void sum_kernel(const float *x, float *out, int n) {
  float v = threadIdx.x < n ? x[threadIdx.x] : 0.f;
#ifndef USE_ROCM
  // CHECK: {{^}}  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  // LINT-NOT: torch-use-rocm.cu:[[@LINE+2]]:
  // DIAG-NOT: torch-use-rocm.cu:[[@LINE+1]]:
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
#else
  // CHECK: {{^}}  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
  for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
#endif
  if (threadIdx.x == 0)
    *out = v;
}

__global__ void sum_kernel32(const float *x, float *out) {
  float v = x[threadIdx.x];
  // LINT: torch-use-rocm.cu:[[@LINE+1]]:{{[0-9]+}}: {{.*}}[cuda2hip-warp-size-shuffle-loop]
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
  *out = v;
}

void launch(const float *x, float *out, int n, cudaStream_t s) {
  // DIAG-NOT: torch-use-rocm.cu:[[@LINE+1]]:
#if !defined(USE_ROCM) && defined(CUDA_VERSION) && CUDA_VERSION >= 12000
  // CHECK: {{^}}  cudaLaunchAttribute attr;
  // DIAG-NOT: torch-use-rocm.cu:[[@LINE+1]]:
  cudaLaunchAttribute attr;
  // CHECK: {{^}}  attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // DIAG-NOT: torch-use-rocm.cu:[[@LINE+1]]:
  attr.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  (void)attr;
#endif
  // CHECK: {{^}}  sum_kernel<<<1, 64, 0, s>>>(x, out, n);
  sum_kernel<<<1, 64, 0, s>>>(x, out, n);
#ifdef USE_ROCM
  // CHECK: {{^}}  C10_HIP_CHECK(hipStreamSynchronize(s));
  C10_CUDA_CHECK(cudaStreamSynchronize(s));
#else
  // CHECK: {{^}}  C10_CUDA_CHECK(cudaGetLastError());
  C10_CUDA_CHECK(cudaGetLastError());
#endif
}
