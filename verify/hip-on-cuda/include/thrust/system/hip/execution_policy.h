// thrust/system/hip/execution_policy.h - rocThrust's hip system over
// Thrust's cuda system.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). rocThrust names its
// device system thrust::hip (thrust::system::hip) with thrust::hip::par,
// par_nosync, execution_policy, ...; the implementation namespace is
// thrust::hip_rocprim. Here they are Thrust's cuda system under those names.
#ifndef HIP_ON_CUDA_THRUST_SYSTEM_HIP_EXECUTION_POLICY_H
#define HIP_ON_CUDA_THRUST_SYSTEM_HIP_EXECUTION_POLICY_H
#include <thrust/system/cuda/execution_policy.h>
THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip = ::thrust::system::cuda;
}
namespace hip = ::thrust::system::cuda;
namespace hip_rocprim = ::thrust::cuda_cub;
THRUST_NAMESPACE_END
#endif
