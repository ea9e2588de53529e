// With PyTorch's headers on the include path the AST engine parses an
// extension, and must give exactly what the token engine gives without them
// (PyTorch is usually not installed where the translation runs). The
// declarations in ATen/cuda and c10/cuda count as CUDA's (FindContext).
// Inputs/fake-torch holds those headers' names in PyTorch's layout.
// RUN: %cuda2hip --engine ast %s -o %t.ast.cu -- -I%S/Inputs/fake-torch
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu
// RUN: diff %t.token.cu %t.ast.cu
// RUN: FileCheck %s < %t.ast.cu
// RUN: %cuda2hip --engine ast --torch-style plain %s -o %t.plain-ast.cu -- -I%S/Inputs/fake-torch
// RUN: %exit 4 %cuda2hip --engine token --torch-style plain %s -o %t.plain-token.cu
// RUN: diff %t.plain-token.cu %t.plain-ast.cu
// RUN: FileCheck --check-prefix=PLAIN %s < %t.plain-ast.cu
// Not compiled with the oracle (../shared/rocm): its output includes the ATen/hip and c10/hip headers of a ROCm build of PyTorch, which ../shared/rocm does not have.

// CHECK: {{^}}#include <ATen/hip/HIPContext.h>
// CHECK: {{^}}#include <ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h>
// PLAIN: {{^}}#include <c10/hip/HIPGuard.h>
#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>

__global__ void scale_kernel(const float *x, float *y, float a, int64_t n) {
  int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i];
}

void scale(const torch::Tensor &x, torch::Tensor &y, float a) {
  // CHECK: {{^}}  const at::hip::OptionalHIPGuardMasqueradingAsCUDA guard;
  // PLAIN: {{^}}  const at::hip::OptionalHIPGuard guard;
  const at::cuda::OptionalCUDAGuard guard;
  // CHECK: {{^}}  hipStream_t stream = at::hip::getCurrentHIPStreamMasqueradingAsCUDA().stream();
  // PLAIN: {{^}}  hipStream_t stream = at::hip::getCurrentHIPStream().stream();
  cudaStream_t stream = at::cuda::getCurrentCUDAStream().stream();
  const int64_t n = x.numel();
  scale_kernel<<<(n + 255) / 256, 256, 0, stream>>>(x.data_ptr<float>(),
                                                    y.data_ptr<float>(), a, n);
  // CHECK: {{^}}  C10_HIP_KERNEL_LAUNCH_CHECK();
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  // CHECK: {{^}}  hipblasHandle_t handle = at::cuda::getCurrentCUDABlasHandle();
  cublasHandle_t handle = at::cuda::getCurrentCUDABlasHandle();
  (void)handle;
  // CHECK: {{^}}  C10_HIP_CHECK(hipStreamSynchronize(stream));
  C10_CUDA_CHECK(cudaStreamSynchronize(stream));
}
