#pragma once
// The project's own stream wrapper: not PyTorch's at::cuda::CUDAStream.
#include <cuda_runtime.h>
class CUDAStream {
public:
  CUDAStream() { cudaStreamCreate(&s_); }
  ~CUDAStream() { cudaStreamDestroy(s_); }
  cudaStream_t get() const { return s_; }

private:
  cudaStream_t s_;
};
