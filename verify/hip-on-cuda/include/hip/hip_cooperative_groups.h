// hip/hip_cooperative_groups.h - HIP's cooperative groups over CUDA's.
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). HIP keeps CUDA's
// namespace and names (cooperative_groups::this_thread_block,
// tiled_partition, thread_block_tile, ...).
#ifndef HIP_ON_CUDA_HIP_COOPERATIVE_GROUPS_H
#define HIP_ON_CUDA_HIP_COOPERATIVE_GROUPS_H
#include <hip/hip_runtime.h>
#include <cooperative_groups.h>
#endif
