// The three rules on a translated (HIP) source: the translation leaves
// CUDART_VERSION (HIP has no equivalent), keeps managed memory, and renames
// cudaMemoryType to hipMemoryType, whose numbering is HIP's own.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <hip/hip_runtime.h>
#include <cstdio>

// CHECK: versions_memory_hip.cpp:[[@LINE+1]]:1: note: '__managed__' memory migrates on GPU page faults only with XNACK{{.*}}[cuda2hip-managed-memory-xnack]
__managed__ int done;

__global__ void fill(float *x, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
  if (i == 0)
    done = 1;
}

int main() {
  const int n = 4096;
  float *x;
  // CHECK: versions_memory_hip.cpp:[[@LINE+1]]:3: note: 'hipMallocManaged': managed memory migrates{{.*}}[cuda2hip-managed-memory-xnack]
  hipMallocManaged(&x, n * sizeof(float));
#if CUDART_VERSION >= 11000
// CHECK: versions_memory_hip.cpp:[[@LINE-1]]:5: warning: HIP defines no CUDART_VERSION: this #if is false in the HIP build, which skips this branch [cuda2hip-cuda-version-conditional]
  // CHECK: versions_memory_hip.cpp:[[@LINE+1]]:3: note: 'hipMemPrefetchAsync' migrates or places managed pages{{.*}}[cuda2hip-managed-memory-xnack]
  hipMemPrefetchAsync(x, n * sizeof(float), 0, 0);
#endif
  fill<<<n / 256, 256>>>(x, n, 1.0f);
  hipDeviceSynchronize();
  hipPointerAttribute_t attr;
  hipPointerGetAttributes(&attr, x);
  // CHECK: versions_memory_hip.cpp:[[@LINE+1]]:26: warning: memory type compared with 1, which is host memory in ROCm 6 but device memory in HIP 5.x (hipMemoryType numbers memory types differently); use 'hipMemoryTypeHost' [cuda2hip-memory-type-enum]
  if (attr.memoryType == 1)
    std::printf("host\n");
  // Silent: the enumerators, and the HIP-aware condition.
  if (attr.memoryType == hipMemoryTypeDevice || attr.memoryType == hipMemoryTypeHost)
    std::printf("device or host\n");
#if defined(__HIP_PLATFORM_AMD__) || CUDART_VERSION >= 11000
  std::printf("%d\n", done);
#endif
  hipFree(x);
  return 0;
}
