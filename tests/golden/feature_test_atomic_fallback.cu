// A PyTorch extension's own atomicAdd(__half2 *) for GPUs before sm_60 and
// for ROCm (`__CUDA_ARCH__ < 600 || defined(USE_ROCM)`). Whether AMD needs
// it depends on the target: ROCm 7.13's amd_hip_fp16.h declares
// atomicAdd(__half2 *, __half2), 6.3.3's does not. So at HIP 7.0 the
// overload is kept out on AMD (a redefinition otherwise), at 6.3 it stays
// (the calls need it). The CUDA build reads the condition as written.
// CUDA's own host pass rejects the overload as a redefinition (cuda_fp16.hpp
// declares it): the token engine translates the file (exit 4).
// RUN: %exit 4 %cuda2hip %s -o %t.70.cu
// RUN: FileCheck --check-prefix=V70 %s < %t.70.cu
// RUN: %hip-device -O2 -o %t.dev1.o %t.70.cu -DUSE_ROCM
// RUN: %trap-kernels %t.dev1.o
// RUN: %hip-host %t.70.cu -DUSE_ROCM
// RUN: %exit 4 %cuda2hip --hip-version 6.3 %s -o %t.63.cu
// RUN: FileCheck --check-prefix=V63 %s < %t.63.cu
// RUN: %hip63-device -O2 -o %t.dev2.o %t.63.cu -DUSE_ROCM
// RUN: %trap-kernels %t.dev2.o
// RUN: %hip63-host %t.63.cu -DUSE_ROCM
// Each translation translates to itself at its version.
// RUN: %exit 4 %cuda2hip %t.70.cu -o %t.70.again.cu
// RUN: diff %t.70.cu %t.70.again.cu
// RUN: %cuda2hip --hip-version 6.3 %t.63.cu -o %t.63.again.cu
// RUN: diff %t.63.cu %t.63.again.cu

#include <cuda_runtime.h>
#include <cuda_fp16.h>

// V70: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? 0 : (__CUDA_ARCH__ < 600 || defined(USE_ROCM))
// V63: {{^}}#if __CUDA_ARCH__ < 600 || defined(USE_ROCM)
#if __CUDA_ARCH__ < 600 || defined(USE_ROCM)
__device__ __half2 atomicAdd(__half2 *address, __half2 val) {
  unsigned int *p = reinterpret_cast<unsigned int *>(address);
  unsigned int old = *p, assumed;
  do {
    assumed = old;
    __half2 sum = __hadd2(*reinterpret_cast<__half2 *>(&assumed), val);
    old = atomicCAS(p, assumed, *reinterpret_cast<unsigned int *>(&sum));
  } while (assumed != old);
  return *reinterpret_cast<__half2 *>(&old);
}
#endif

__global__ void accumulate(__half2 *sum, const __half2 *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(sum, x[i]);
}
