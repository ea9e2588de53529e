// hip/hip_runtime.h - HIP's runtime and kernel language over CUDA (nvcc).
//
// Part of cuda2hip's HIP-on-CUDA layer (see hip_runtime_api.h and
// docs/verify.md): the host API, plus what HIP adds to the kernel language:
// hipLaunchKernelGGL, HIP_KERNEL_NAME, the mask-less warp functions of
// HIP < 6.2 (all lanes take part, as on AMD: here the full 32-lane mask),
// a 64-bit __ballot, __lane_id, hipThreadIdx_x and friends, HIP_DYNAMIC_SHARED.
#ifndef HIP_ON_CUDA_HIP_RUNTIME_H
#define HIP_ON_CUDA_HIP_RUNTIME_H

#include <hip/hip_runtime_api.h>

// hipLaunchKernelGGL(kernel, grid, block, sharedBytes, stream, args...)
#define hipLaunchKernelGGL(kernel, grid, block, shmem, stream, ...)              \
  kernel<<<(grid), (block), (shmem), (stream)>>>(__VA_ARGS__)
#define HIP_KERNEL_NAME(...) __VA_ARGS__

#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

// HIP's warp functions without a lane mask: every lane of the warp.
#define HIP_ON_CUDA_FULL_MASK 0xffffffffu
#define __shfl(var, lane, ...) __shfl_sync(HIP_ON_CUDA_FULL_MASK, (var), (lane), ##__VA_ARGS__)
#define __shfl_up(var, delta, ...)                                               \
  __shfl_up_sync(HIP_ON_CUDA_FULL_MASK, (var), (delta), ##__VA_ARGS__)
#define __shfl_down(var, delta, ...)                                             \
  __shfl_down_sync(HIP_ON_CUDA_FULL_MASK, (var), (delta), ##__VA_ARGS__)
#define __shfl_xor(var, mask, ...)                                               \
  __shfl_xor_sync(HIP_ON_CUDA_FULL_MASK, (var), (mask), ##__VA_ARGS__)
#define __ballot(pred) ((unsigned long long)__ballot_sync(HIP_ON_CUDA_FULL_MASK, (pred)))
#define __any(pred) __any_sync(HIP_ON_CUDA_FULL_MASK, (pred))
#define __all(pred) __all_sync(HIP_ON_CUDA_FULL_MASK, (pred))

// HIP's lane index (0..warpSize-1), not in CUDA.
__device__ inline unsigned int __lane_id() {
  unsigned int lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

// HIP's older index spellings.
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

#endif
