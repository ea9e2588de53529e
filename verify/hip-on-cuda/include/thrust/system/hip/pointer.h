// thrust/system/hip/pointer.h - rocThrust spelling of thrust/system/cuda/pointer.h (HIP-on-CUDA layer).
#include <thrust/system/cuda/pointer.h>
#include <thrust/system/hip/execution_policy.h>
