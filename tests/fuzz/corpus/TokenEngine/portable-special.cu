// --portable, what a #define cannot express: argument-level rewrites become
// function-like macros (HIP_SYMBOL, the dropped lane mask of HIP < 6.2, the
// kernel pointer cast, CUDART_CB removed); conditions on nvcc's macros gain
// their HIP counterpart; a renamed member is guarded where it is used.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %exit 1 %cuda2hip --portable --hip-version 5.2 %s -o %t.dir/special.cu 2> %t.err
// RUN: FileCheck %s < %t.dir/special.cu
// RUN: FileCheck --check-prefix=HEADER %s < %t.dir/gpu_portability.h
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: %hip-device %t.dir/special.cu
// RUN: %hip-host %t.dir/special.cu

// CHECK: {{^}}#include "gpu_portability.h"
// CHECK-NEXT: {{^}}namespace cg = cooperative_groups;
// CHECK: {{^}}    v += __shfl_down_sync(0xffffffff, v, o);
// CHECK: {{^}}    atomicAdd(&counter, (int)block.
// CHECK-NEXT: {{^}}#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
// CHECK-NEXT: {{^}}size
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}num_threads
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}());
// CHECK: {{^}}#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
// CHECK: {{^}}#if (defined(__CUDACC__) || defined(__HIPCC__)) && !defined(NO_GPU)
// CHECK: {{^}}void CUDART_CB on_done(cudaStream_t, cudaError_t, void *) {}
// CHECK: {{^}}  cudaMemcpyToSymbol(coeff, h, sizeof h);
// CHECK: {{^}}  cudaFuncGetAttributes(&attr, kernel);

// HEADER: {{^}}#include <hip/hip_cooperative_groups.h>
// HEADER: {{^}}#define CUDART_CB{{$}}
// HEADER-NEXT: {{^}}#define __shfl_down_sync(mask, ...) __shfl_down(__VA_ARGS__)
// HEADER: {{^}}#define cudaFuncGetAttributes(a0, a1, ...) hipFuncGetAttributes(a0, reinterpret_cast<const void *>(a1), ##__VA_ARGS__)
// HEADER-NEXT: {{^}}#define cudaMemcpyFromSymbol(a0, a1, ...) hipMemcpyFromSymbol(a0, HIP_SYMBOL(a1), ##__VA_ARGS__)
// HEADER: {{^}}#define cudaMemcpyToSymbol(a0, ...) hipMemcpyToSymbol(HIP_SYMBOL(a0), ##__VA_ARGS__)
// HEADER: {{^}}#include <cooperative_groups.h>

// ERR: warning: '__shfl_down_sync' has no HIP 5.2 equivalent with a lane mask

#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__constant__ float coeff[4];
__device__ int counter;

__global__ void kernel(float *x, int n) {
  cg::thread_block block = cg::this_thread_block();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] * coeff[i % 4] : 0.0f;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (block.thread_rank() == 0)
    atomicAdd(&counter, (int)block.num_threads());
  if (i < n)
    x[i] = v;
}

__device__ float arch_value() {
#ifdef __CUDA_ARCH__
  return 1.0f;
#else
  return 0.0f;
#endif
}

#if defined(__CUDACC__) && !defined(NO_GPU)
static const bool with_gpu = true;
#else
static const bool with_gpu = false;
#endif

void CUDART_CB on_done(cudaStream_t, cudaError_t, void *) {}

int main() {
  float h[4] = {1, 2, 3, 4};
  cudaMemcpyToSymbol(coeff, h, sizeof h);
  int zero = 0;
  cudaMemcpyToSymbol(counter, &zero, sizeof zero, 0, cudaMemcpyHostToDevice);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, kernel);
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaStreamAddCallback(s, on_done, nullptr, 0);
  int result = 0;
  cudaMemcpyFromSymbol(&result, counter, sizeof result);
  return with_gpu && result >= 0 ? 0 : 1;
}
