#pragma once
#include <cuda_runtime.h>
namespace c10 {
namespace cuda {
class CUDAStream {
public:
  cudaStream_t stream() const { return nullptr; }
};
CUDAStream getCurrentCUDAStream(int device = -1);
CUDAStream getDefaultCUDAStream(int device = -1);
CUDAStream getStreamFromPool(bool highPriority = false, int device = -1);
void setCurrentCUDAStream(CUDAStream s);
} // namespace cuda
} // namespace c10
