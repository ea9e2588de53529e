// A small PyTorch CUDA extension: y = a * x (forward and backward) on the
// current stream, under the tensor's device guard. Its ROCm port,
// ../pytorch-extension-rocm/, is what `cuda2hip convert pytorch-extension
// --out-dir pytorch-extension-rocm --rename` writes (docs/pytorch.md).
#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAException.h>
#include <cuda_runtime.h>

template <typename scalar_t>
__global__ void scale_kernel(const scalar_t *__restrict__ x,
                             scalar_t *__restrict__ y, scalar_t a, int64_t n) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i];
}

static torch::Tensor scale(torch::Tensor x, double a) {
  TORCH_CHECK(x.is_cuda(), "x must be a CUDA tensor");
  const at::cuda::OptionalCUDAGuard device_guard(device_of(x));
  auto xc = x.contiguous();
  auto y = torch::empty_like(xc);
  const int64_t n = xc.numel();
  if (n == 0)
    return y;
  const int threads = 256;
  const int blocks = static_cast<int>((n + threads - 1) / threads);
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  AT_DISPATCH_FLOATING_TYPES_AND_HALF(xc.scalar_type(), "scale", [&] {
    scale_kernel<scalar_t><<<blocks, threads, 0, stream>>>(
        xc.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(),
        static_cast<scalar_t>(a), n);
  });
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return y;
}

torch::Tensor scale_forward(torch::Tensor x, double a) { return scale(x, a); }

// d(a * x)/dx = a: the backward pass scales the incoming gradient.
torch::Tensor scale_backward(torch::Tensor grad_y, double a) {
  return scale(grad_y, a);
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("forward", &scale_forward, "y = a * x (CUDA)");
  m.def("backward", &scale_backward, "dx = a * dy (CUDA)");
}
