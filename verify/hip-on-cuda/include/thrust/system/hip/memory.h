// thrust/system/hip/memory.h - rocThrust spelling of thrust/system/cuda/memory.h (HIP-on-CUDA layer).
#include <thrust/system/cuda/memory.h>
#include <thrust/system/hip/execution_policy.h>
