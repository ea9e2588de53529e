// hipcub/hipcub.hpp - hipCUB over CUB.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). hipCUB's own CUDA
// backend is this too: namespace hipcub is CUB's (hipcub::DeviceReduce,
// hipcub::BlockReduce, hipcub::WarpReduce, ... with CUB's signatures).
#ifndef HIP_ON_CUDA_HIPCUB_HPP
#define HIP_ON_CUDA_HIPCUB_HPP
#include <cub/cub.cuh>
#include <hip/hip_runtime.h>
namespace hipcub = cub;
#endif
