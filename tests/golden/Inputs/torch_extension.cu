// A PyTorch C++/CUDA extension as people write them: forward and backward
// kernels dispatched with AT_DISPATCH_*, device guards, the current and a
// pooled stream, an event, cuBLAS through ATen's handle, dropout with
// PyTorch's Philox generator state, warp shuffles and the caching allocator.
// PyTorch's headers are not installed here: the token engine translates it.
#include <torch/extension.h>
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAEvent.h>
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <ATen/cuda/detail/UnpackRaw.cuh>
#include <ATen/cuda/Atomic.cuh>
#include <c10/cuda/CUDAGuard.h>
#include <c10/cuda/CUDAStream.h>
#include <c10/cuda/CUDAException.h>
#include <c10/cuda/CUDACachingAllocator.h>
#include <cuda.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <curand_kernel.h>
#include <mutex>
#include <vector>

template <typename scalar_t>
__global__ void scale_forward_kernel(const scalar_t *__restrict__ x,
                                     scalar_t *__restrict__ y, scalar_t a,
                                     int64_t n) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i];
}

template <typename scalar_t>
__global__ void scale_backward_kernel(const scalar_t *__restrict__ gy,
                                      scalar_t *__restrict__ gx, scalar_t a,
                                      int64_t n) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n)
    gx[i] = a * gy[i];
}

__global__ void dropout_kernel(const float *x, float *y, bool *mask, float p,
                               int64_t n, at::PhiloxCudaState philox_args) {
  auto seeds = at::cuda::philox::unpack(philox_args);
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t state;
  curand_init(std::get<0>(seeds), i, std::get<1>(seeds), &state);
  if (i < n) {
    float r = curand_uniform(&state);
    mask[i] = r > p;
    y[i] = mask[i] ? x[i] / (1.0f - p) : 0.0f;
  }
}

__global__ void warp_sum_kernel(const float *x, float *out, int n) {
  float v = threadIdx.x < n ? x[threadIdx.x] : 0.0f;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x % 32 == 0)
    gpuAtomicAdd(out, v);
}

torch::Tensor scale_forward(torch::Tensor x, double a) {
  TORCH_CHECK(x.is_cuda(), "x must be a CUDA tensor");
  const at::cuda::OptionalCUDAGuard device_guard(device_of(x));
  auto y = torch::empty_like(x);
  const int64_t n = x.numel();
  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "scale_forward", ([&] {
    scale_forward_kernel<scalar_t><<<blocks, threads, 0, stream>>>(
        x.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(),
        static_cast<scalar_t>(a), n);
  }));
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return y;
}

torch::Tensor scale_backward(torch::Tensor gy, double a) {
  c10::cuda::CUDAGuard guard(gy.device());
  auto gx = torch::empty_like(gy);
  const int64_t n = gy.numel();
  at::cuda::CUDAStream stream = at::cuda::getCurrentCUDAStream(gy.device().index());
  AT_DISPATCH_FLOATING_TYPES_AND_HALF(gy.scalar_type(), "scale_backward", [&] {
    scale_backward_kernel<scalar_t><<<(n + 255) / 256, 256, 0, stream.stream()>>>(
        gy.data_ptr<scalar_t>(), gx.data_ptr<scalar_t>(),
        static_cast<scalar_t>(a), n);
  });
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return gx;
}

torch::Tensor matmul(torch::Tensor a, torch::Tensor b) {
  auto c = torch::empty({a.size(0), b.size(1)}, a.options());
  cublasHandle_t handle = at::cuda::getCurrentCUDABlasHandle();
  TORCH_CUDABLAS_CHECK(cublasSetStream(handle, at::cuda::getCurrentCUDAStream()));
  const float alpha = 1.0f, beta = 0.0f;
  TORCH_CUDABLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, b.size(1),
                                   a.size(0), a.size(1), &alpha,
                                   b.data_ptr<float>(), b.size(1),
                                   a.data_ptr<float>(), a.size(1), &beta,
                                   c.data_ptr<float>(), c.size(1)));
  return c;
}

std::vector<torch::Tensor> dropout(torch::Tensor x, double p) {
  auto gen = at::get_generator_or_default<at::CUDAGeneratorImpl>(
      c10::nullopt, at::cuda::detail::getDefaultCUDAGenerator());
  at::PhiloxCudaState rng_engine_inputs;
  {
    std::lock_guard<std::mutex> lock(gen->mutex_);
    rng_engine_inputs = gen->philox_cuda_state(4);
  }
  auto y = torch::empty_like(x);
  auto mask = torch::empty_like(x, x.options().dtype(torch::kBool));
  const int64_t n = x.numel();
  dropout_kernel<<<(n + 255) / 256, 256, 0, at::cuda::getCurrentCUDAStream()>>>(
      x.data_ptr<float>(), y.data_ptr<float>(), mask.data_ptr<bool>(), p, n,
      rng_engine_inputs);
  C10_CUDA_KERNEL_LAUNCH_CHECK();
  return {y, mask};
}

void side_stream_copy(torch::Tensor dst, torch::Tensor src) {
  at::cuda::CUDAStream side = at::cuda::getStreamFromPool();
  at::cuda::CUDAEvent ready;
  ready.record(at::cuda::getCurrentCUDAStream());
  {
    at::cuda::CUDAStreamGuard g(side);
    ready.block(side);
    C10_CUDA_CHECK(cudaMemcpyAsync(dst.data_ptr(), src.data_ptr(), src.nbytes(),
                                   cudaMemcpyDeviceToDevice, side.stream()));
    c10::cuda::CUDACachingAllocator::recordStream(dst.storage().data_ptr(), side);
  }
  AT_CUDA_CHECK(cudaGetLastError());
  int dev = c10::cuda::current_device();
  const cudaDeviceProp *prop = at::cuda::getCurrentDeviceProperties();
  TORCH_CHECK(prop->warpSize == at::cuda::warp_size(), "device ", dev);
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("forward", &scale_forward, "scale forward (CUDA)");
  m.def("backward", &scale_backward, "scale backward (CUDA)");
  m.def("matmul", &matmul, "cuBLAS SGEMM on the current stream");
  m.def("dropout", &dropout, "dropout with PyTorch's Philox state");
  m.def("side_stream_copy", &side_stream_copy, "copy on a pooled stream");
}
