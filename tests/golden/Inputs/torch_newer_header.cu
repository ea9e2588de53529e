// A PyTorch 2.x extension that includes a header PyTorch 1.13 lacks
// (ATen/cuda/CUDAContextLight.h): tests/golden/torch-newer-pytorch.cu.
#include <torch/extension.h>
#include <ATen/cuda/CUDAContextLight.h>

void sync_current() {
  cudaStream_t stream = at::cuda::getCurrentCUDAStream();
  cudaStreamSynchronize(stream);
}
