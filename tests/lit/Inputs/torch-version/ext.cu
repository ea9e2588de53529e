// A PyTorch extension for tests/lit/torch-version.test.
#include <torch/extension.h>
#include <c10/cuda/CUDAGuard.h>

void run(const at::Tensor &x) {
  const at::cuda::OptionalCUDAGuard guard(device_of(x));
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  cudaStreamSynchronize(stream);
}
