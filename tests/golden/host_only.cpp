// A plain C++ file (.cpp) that uses the CUDA runtime from the host: it is
// parsed as C++, its include and calls are rewritten, and no kernel-side
// header is added beyond the one that replaces <cuda_runtime_api.h>.
// RUN: %cuda2hip %s -o %t.hip.cpp
// RUN: FileCheck %s < %t.hip.cpp
// RUN: %hip-host %t.hip.cpp
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cpp 2> %t.v63.err
// RUN: %hip63-host %t.v63.cpp

// CHECK: {{^}}#include <vector>
// CHECK-NEXT: {{^}}#include <hip/hip_runtime_api.h>
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
#include <vector>
#include <cuda_runtime_api.h>

std::vector<float> download(const float *dev, size_t n) {
  std::vector<float> host(n);
  // CHECK: {{^ *}}hipMemcpy(host.data(), dev, n * sizeof(float), hipMemcpyDeviceToHost);
  cudaMemcpy(host.data(), dev, n * sizeof(float), cudaMemcpyDeviceToHost);
  return host;
}

// CHECK: {{^}}int deviceCount() {
int deviceCount() {
  int n = 0;
  // CHECK: {{^ *}}return hipGetDeviceCount(&n) == hipSuccess ? n : 0;
  return cudaGetDeviceCount(&n) == cudaSuccess ? n : 0;
}
