// The CUDA programming guide's atomicAdd(double *) for GPUs before sm_60,
// under `#if __CUDA_ARCH__ < 600`: false on every device from sm_60 on, true
// only in CUDA's host pass (where clang already rejects it as a
// redefinition: the token engine translates the file). HIP declares
// atomicAdd(double *) in both passes (amd_hip_atomic.h), so the branch, a
// redefinition there, is not taken on AMD: the condition is resolved
// (docs/cuda-arch.md), without a warning now that the choice follows from
// what HIP declares, and the result compiles for gfx942.
// RUN: %exit 4 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip63-device -O2 -o %t.dev1.o %t.hip.cu
// RUN: %trap-kernels %t.dev1.o
// RUN: %hip63-host %t.hip.cu
// RUN: %exit 4 %cuda2hip %s -o %t.70.cu
// RUN: diff %t.hip.cu %t.70.cu
// RUN: %hip-device -O2 -o %t.dev2.o %t.70.cu
// RUN: %trap-kernels %t.dev2.o
// RUN: %hip-host %t.70.cu

#include <cuda_runtime.h>

// CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? 0 : (__CUDA_ARCH__ < 600) // pre-Pascal
// DIAG-NOT: warning: {{.*}}[cuda2hip-needs-review]
#if __CUDA_ARCH__ < 600 // pre-Pascal
__device__ double atomicAdd(double *address, double val) {
  unsigned long long *p = (unsigned long long *)address;
  unsigned long long old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
#endif

__global__ void accumulate(double *sum, const double *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, x[i]);
}
