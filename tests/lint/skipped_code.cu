// Code the host-side parse skips (the device side of __CUDA_ARCH__ tests)
// goes through the token rules: inline PTX, masks (fixed with --fix),
// lane arithmetic, warp-size macros; #if comparisons of __CUDA_ARCH__ say
// which branch the HIP device pass takes.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
// RUN: cp %s %t.cu
// RUN: %exit 1 %cuda2hip lint --fix %t.cu
// RUN: FileCheck --check-prefix=FIXED %s < %t.cu
#include <cuda_runtime.h>

__device__ unsigned laneOf() {
#ifdef __CUDA_ARCH__
  unsigned r;
  // CHECK: skipped_code.cu:[[@LINE+1]]:3: error: inline PTX does not assemble for AMD GPUs; '%laneid' has a HIP builtin [cuda2hip-inline-ptx]
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
#else
  return 0;
#endif
}

__global__ void reduce(const float *in, float *out) {
  float v = in[threadIdx.x];
#if defined(__CUDA_ARCH__)
// CHECK: skipped_code.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'WARPSZ' hard-codes a 32-lane warp{{.*}}[cuda2hip-warp-size-constant]
#define WARPSZ 32
  // CHECK: skipped_code.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '& 31' takes the lane id of a 32-lane warp{{.*}}[cuda2hip-warp-size-literal]
  int lane = threadIdx.x & 31;
  // CHECK: skipped_code.cu:[[@LINE+2]]:{{[0-9]+}}: warning: shuffle reduction starting at offset 16{{.*}}[cuda2hip-warp-size-shuffle-loop]
  // CHECK: skipped_code.cu:[[@LINE+2]]:{{[0-9]+}}: warning: 32-bit full lane mask '0xffffffff' in '__shfl_down_sync'{{.*}}[cuda2hip-lane-mask-32]
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  // FIXED: v += __shfl_down_sync(0xffffffffffffffffull, v, o);
  // CHECK: skipped_code.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'bits' keeps 32 bits{{.*}}[cuda2hip-ballot-32bit]
  unsigned bits = __ballot_sync(__activemask(), v > 0);
  // CHECK: skipped_code.cu:[[@LINE-1]]:{{[0-9]+}}: note: '__activemask' assumes independent thread scheduling{{.*}}[cuda2hip-independent-thread-scheduling]
  // CHECK: skipped_code.cu:[[@LINE+1]]:{{[0-9]+}}: warning: '__popc' sees 32 lanes of a 64-lane mask{{.*}}[cuda2hip-ballot-bitop-32bit]
  if (lane == 0) out[blockIdx.x] = v + __popc(bits);
#endif
}

__device__ float fastRcp(float x) {
// CHECK: skipped_code.cu:[[@LINE+1]]:{{[0-9]+}}: warning: HIP defines no __CUDA_ARCH__ {{.*}}is false in the MI300X device pass [cuda2hip-cuda-arch-value]
#if __CUDA_ARCH__ >= 700
  return __frcp_rn(x);
#else
  return 1.0f / x;
#endif
}
