// thrust/system/hip/vector.h - rocThrust spelling of thrust/system/cuda/vector.h (HIP-on-CUDA layer).
#include <thrust/system/cuda/vector.h>
#include <thrust/system/hip/execution_policy.h>
