// User identifiers that merely contain "cuda" are not CUDA API and stay:
// a cudaCheck() helper, namespace cuda_utils, class CudaStream, a function
// my_cudaMalloc, a variable cudaDevice; the real CUDA calls around them change.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <cstdio>

// CHECK: {{^}}inline bool cudaCheck(hipError_t e, const char *what) {
inline bool cudaCheck(cudaError_t e, const char *what) {
  if (e != cudaSuccess) std::printf("%s failed\n", what);
  return e == cudaSuccess;
}

// CHECK: {{^}}namespace cuda_utils {
namespace cuda_utils {
// CHECK: {{^}}inline void *my_cudaMalloc(size_t n) {
inline void *my_cudaMalloc(size_t n) {
  void *p = nullptr;
  // CHECK: {{^ *}}cudaCheck(hipMalloc(&p, n), "cudaMalloc");
  cudaCheck(cudaMalloc(&p, n), "cudaMalloc");
  return p;
}
// CHECK: {{^}}} // namespace cuda_utils
} // namespace cuda_utils

// CHECK: {{^}}class CudaStream {
class CudaStream {
public:
  // CHECK: {{^ *}}CudaStream() { hipStreamCreate(&s_); }
  CudaStream() { cudaStreamCreate(&s_); }
  // CHECK: {{^ *}}~CudaStream() { hipStreamDestroy(s_); }
  ~CudaStream() { cudaStreamDestroy(s_); }
  // CHECK: {{^ *}}hipStream_t get() const { return s_; }
  cudaStream_t get() const { return s_; }

private:
  cudaStream_t s_;
};

int main() {
  int cudaDevice = 0;
  // CHECK: {{^ *}}cudaCheck(hipSetDevice(cudaDevice), "set");
  cudaCheck(cudaSetDevice(cudaDevice), "set");
  // CHECK: {{^ *}}CudaStream stream;
  CudaStream stream;
  // CHECK: {{^ *}}float *buf = static_cast<float *>(cuda_utils::my_cudaMalloc(1024));
  float *buf = static_cast<float *>(cuda_utils::my_cudaMalloc(1024));
  // CHECK: {{^ *}}cudaCheck(hipMemsetAsync(buf, 0, 1024, stream.get()), "memset");
  cudaCheck(cudaMemsetAsync(buf, 0, 1024, stream.get()), "memset");
  return 0;
}
