// A PyTorch extension parses against the PyTorch headers scripts/setup.sh
// installs (Debian's libtorch-dev, PyTorch 1.13), found without options:
// the AST engine translates it (--engine ast fails rather than fall back).
// REQUIRES: libtorch
// RUN: %cuda2hip --engine ast --hip-version 6.3 %s -o %t.cu 2> %t.err
// RUN: FileCheck %s < %t.cu
// RUN: FileCheck --check-prefix=ERR --allow-empty %s < %t.err
// Without PyTorch on the include path it does not parse.
// RUN: %exit 3 %cuda2hip --engine ast --torch-include none --hip-version 6.3 %s -o %t.none.cu
// Not compiled with the oracle (../shared/rocm): its output includes the ATen/hip and c10/hip headers of a ROCm build of PyTorch, which ../shared/rocm does not have.
// ERR-NOT: token-engine
// ERR-NOT: error

// CHECK: {{^}}#include <torch/extension.h>
#include <torch/extension.h>
// CHECK: {{^}}#include <ATen/hip/HIPContext.h>
#include <ATen/cuda/CUDAContext.h>
// CHECK: {{^}}#include <ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h>
#include <c10/cuda/CUDAGuard.h>

template <typename scalar_t>
__global__ void axpy_kernel(const scalar_t *__restrict__ x, scalar_t *__restrict__ y,
                            scalar_t a, int64_t n) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

torch::Tensor axpy(torch::Tensor x, torch::Tensor y, double a) {
  TORCH_CHECK(x.is_cuda() && y.is_cuda(), "x and y must be CUDA tensors");
  // CHECK: {{^}}  const at::hip::OptionalHIPGuardMasqueradingAsCUDA guard(device_of(x));
  const at::cuda::OptionalCUDAGuard guard(device_of(x));
  // CHECK: {{^}}  hipStream_t stream = at::hip::getCurrentHIPStreamMasqueradingAsCUDA();
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  const int64_t n = x.numel();
  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "axpy", [&] {
    // CHECK: {{^}}    axpy_kernel<scalar_t><<<blocks, threads, 0, stream>>>(
    axpy_kernel<scalar_t><<<blocks, threads, 0, stream>>>(
        x.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(), static_cast<scalar_t>(a), n);
  });
  // CHECK: {{^}}  C10_HIP_KERNEL_LAUNCH_CHECK();
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return y;
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) { m.def("axpy", &axpy, "y += a * x"); }
