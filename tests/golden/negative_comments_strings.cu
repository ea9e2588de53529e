// CUDA names in comments, string literals, raw strings, character data and
// #error/#pragma message text are not code and stay as written.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <cstdio>

// CHECK: {{^}}/* cudaMalloc, cudaMemcpy and cudaStream_t in a block comment. */
/* cudaMalloc, cudaMemcpy and cudaStream_t in a block comment. */
// CHECK: {{^}}static const char *kUsage = "call cudaSetDevice(n) before cudaMalloc";
static const char *kUsage = "call cudaSetDevice(n) before cudaMalloc";
// CHECK: {{^}}static const char *kKernelSrc = R"cu(
// CHECK-NEXT: {{^}}#include <cuda_runtime.h>
// CHECK-NEXT: {{^}}__global__ void k(cudaTextureObject_t t) {}
// CHECK-NEXT: {{^}})cu";
static const char *kKernelSrc = R"cu(
#include <cuda_runtime.h>
__global__ void k(cudaTextureObject_t t) {}
)cu";
// CHECK: {{^}}static const wchar_t *kWide = L"cudaFree";
static const wchar_t *kWide = L"cudaFree";
// CHECK: {{^}}#define API_NAME "cudaDeviceSynchronize"
#define API_NAME "cudaDeviceSynchronize"

int main() {
  // CHECK: {{^ *}}std::printf("%s %s %s\n", kUsage, kKernelSrc, API_NAME); // cudaDeviceReset() later
  std::printf("%s %s %s\n", kUsage, kKernelSrc, API_NAME); // cudaDeviceReset() later
  // CHECK: {{^ *}}std::puts("cudaError_t: " "cudaSuccess");
  std::puts("cudaError_t: " "cudaSuccess");
  (void)kWide;
  // CHECK: {{^ *}}return hipDeviceReset() == hipSuccess ? 0 : 1; // was: cudaDeviceReset()
  return cudaDeviceReset() == cudaSuccess ? 0 : 1; // was: cudaDeviceReset()
}
