// What HIP lacks, the translation supplies (docs/helpers.md): SIMD-in-a-word
// intrinsics and __dp4a keep their names and calls (the AST engine); the file gets their definitions after its includes, once each,
// only those it uses, and compiles for gfx942 on ROCm 7.13 and 6.3.3.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// Translating the translation adds nothing.
// RUN: %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdint>
// CHECK-NEXT: {{^}}// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#ifndef CUDA2HIP_HELPER_dp
// CHECK: {{^}}#define CUDA2HIP_HELPER___dp4a
// CHECK: {{^}}#define CUDA2HIP_HELPER_simd
// CHECK: {{^}}#define CUDA2HIP_HELPER___vabsdiffu4
// CHECK: {{^}}__device__ __forceinline__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b) {
// CHECK: {{^}}#define CUDA2HIP_HELPER___vaddus2
// CHECK: {{^}}#define CUDA2HIP_HELPER___vcmpeq4
// CHECK: {{^}}#define CUDA2HIP_HELPER___vsadu4
// CHECK: {{^}}#define CUDA2HIP_HELPER___vsubss4
// CHECK: {{^}}#define CUDA2HIP_HELPER_atomicInc_system
// CHECK: {{^}}__device__ __forceinline__ unsigned int atomicInc_system(unsigned int *address, unsigned int val) {
// CHECK-NOT: CUDA2HIP_HELPER___vadd4
// CHECK-NOT: CUDA2HIP_HELPER_cache
#include <cuda_runtime.h>
#include <cstdint>

// DIAG: helpers_supplied.cu:[[@LINE+7]]:{{.*}} note: '__vsadu4' is not in HIP: the translation defines it in this file, with CUDA's meaning (docs/helpers.md) [cuda2hip-helper-supplied]
// Block matching: the sum of absolute differences of 4-pixel words.
// CHECK: {{^}}__global__ void sad8x8(const uint32_t *left, const uint32_t *right, int pitch, int d, uint32_t *cost) {
__global__ void sad8x8(const uint32_t *left, const uint32_t *right, int pitch, int d, uint32_t *cost) {
  uint32_t s = 0;
  for (int r = 0; r < 8; ++r)
    // CHECK: {{^ *}}s += __vsadu4(left[r * pitch], right[r * pitch + d]) + __vsadu4(left[r * pitch + 1], right[r * pitch + d + 1]);
    s += __vsadu4(left[r * pitch], right[r * pitch + d]) + __vsadu4(left[r * pitch + 1], right[r * pitch + d + 1]);
  cost[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

// Frame differencing on packed bytes, and a saturating packed-16 mix.
__global__ void diff(const unsigned *a, const unsigned *b, unsigned *changed, unsigned *mix, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}unsigned d = __vabsdiffu4(a[i], b[i]);
  unsigned d = __vabsdiffu4(a[i], b[i]);
  changed[i] = ~__vcmpeq4(d, 0u) & 0x01010101u;
  mix[i] = __vaddus2(a[i], b[i]) ^ __vsubss4(a[i], b[i]);
}

// int8 dot products, four at a time.
__global__ void gemv_int8(const int *w, const int *x, int *y, int k4) {
  int row = blockIdx.x, acc = 0;
  for (int j = threadIdx.x; j < k4; j += blockDim.x)
    // CHECK: {{^ *}}acc = __dp4a(w[row * k4 + j], x[j], acc);
    acc = __dp4a(w[row * k4 + j], x[j], acc);
  atomicAdd(y + row, acc);
}

// A ring of slots in host-mapped memory, shared with the CPU: the
// system-scope increment wraps at the ring's size.
__global__ void claim(unsigned *head, unsigned slots, unsigned *mine) {
  // CHECK: {{^ *}}mine[threadIdx.x] = atomicInc_system(head, slots - 1);
  mine[threadIdx.x] = atomicInc_system(head, slots - 1);
}

int main() {
  unsigned *p;
  cudaMalloc(&p, 64 * sizeof(unsigned));
  diff<<<1, 16>>>(p, p + 16, p + 32, p + 48, 16);
  cudaDeviceSynchronize();
  cudaFree(p);
  return 0;
}
