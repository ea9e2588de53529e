// __CUDA_ARCH_LIST__ (nvcc 11.5+: the architectures of the build, e.g.
// 800,900) has no HIP counterpart (issue 34, docs/cuda-arch.md). Compared
// as a number (a build for one architecture), it is read like
// __CUDA_ARCH__: the branch of the newest architecture that works on AMD is
// taken. A branch that uses its value is one HIP cannot compile; a
// comparison through a project macro is kept, with a warning that says
// what to write. Compiled for gfx942 at 7.13 and 6.3.3; no kernel traps.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device -O2 -o %t.o %t.hip.cu
// RUN: %trap-kernels %t.o
// RUN: %hip-host %t.hip.cu
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.63.cu
// RUN: diff %t.hip.cu %t.63.cu
// RUN: %hip63-device -O2 -o %t.63.o %t.63.cu
// RUN: %trap-kernels %t.63.o
// RUN: %hip63-host %t.63.cu
// Idempotent.
// RUN: %exit 1 %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

#include <cuda_runtime.h>
#include <cstdio>

// Its value is used only where it exists: HIP reads the guard as false,
// which is right (the branch does not compile there).
// CHECK: {{^}}#if defined(__CUDA_ARCH_LIST__)
// DIAG-NOT: cuda_arch_list.cu:[[@LINE+1]]:{{.*}}warning
#if defined(__CUDA_ARCH_LIST__)
constexpr int kArchs[] = {__CUDA_ARCH_LIST__};
constexpr int kNumArchs = sizeof(kArchs) / sizeof(kArchs[0]);
#else
constexpr int kNumArchs = 0;
#endif

// One architecture, compared: the Hopper branch needs nothing NVIDIA-only.
// CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? 1 : (__CUDA_ARCH_LIST__ >= 900)
#if __CUDA_ARCH_LIST__ >= 900
#define TILE 128
#else
#define TILE 64
#endif

// Through a project macro: kept as written, the warning says what to write.
#define FIRST_ARCH_(a, ...) a
#define FIRST_ARCH(...) FIRST_ARCH_(__VA_ARGS__)
// CHECK: {{^}}#if FIRST_ARCH(__CUDA_ARCH_LIST__) >= 800
// DIAG: cuda_arch_list.cu:[[@LINE+1]]:{{.*}}warning: kept as written: a condition reads macros of the project that cuda2hip cannot evaluate (HIP defines no __CUDA_ARCH_LIST__, {{.*}}`#if defined(__HIP_PLATFORM_AMD__) ? 1 : (<as written>)`
#if FIRST_ARCH(__CUDA_ARCH_LIST__) >= 800
#define SCALE 2.f
#else
#define SCALE 1.f
#endif

__global__ void tile(float *x) {
  __shared__ float s[TILE];
  s[threadIdx.x % TILE] = x[threadIdx.x];
  __syncthreads();
  x[threadIdx.x] = s[(threadIdx.x + 1) % TILE] * SCALE;
}

int main() {
  float *d;
  cudaMalloc(&d, 256 * sizeof(float));
  tile<<<1, 256>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("%d %d\n", kNumArchs, TILE);
  return 0;
}
