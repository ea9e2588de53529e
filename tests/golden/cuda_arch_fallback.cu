// The CUDA programming guide's atomicAdd(double *) for GPUs before sm_60,
// under `#if __CUDA_ARCH__ < 600`: false on every device from sm_60 on, true
// only in CUDA's host pass (where clang already rejects it as a
// redefinition: the token engine translates the file). HIP has
// atomicAdd(double *) in both passes, so the condition is kept out on AMD
// as a whole, with a warning, and the result compiles for gfx942.
// RUN: %exit 4 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu

#include <cuda_runtime.h>

// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) && (__CUDA_ARCH__ < 600) // pre-Pascal
// DIAG: cuda_arch_fallback.cu:[[@LINE+1]]:5: warning: an old-GPU fallback{{.*}}[cuda2hip-needs-review]
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
