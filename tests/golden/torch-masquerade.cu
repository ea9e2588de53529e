// --torch-style masquerade, the default: what PyTorch's hipify writes for
// extensions (checked against hipify's own output: only the launch syntax,
// hipBLAS for rocBLAS and the place of hip_runtime.h differ).
// The extension (Inputs/torch_extension.cu) does not parse here (no PyTorch
// headers): the token engine translates it, exit status 4.
// RUN: %exit 4 %cuda2hip --torch-include none --torch-style masquerade --hip-version 5.2 %S/Inputs/torch_extension.cu -o %t.cu 2> %t.err
// RUN: FileCheck %s < %t.cu
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.cu
// Not compiled with the oracle (../shared/rocm): its output includes the ATen/hip and c10/hip headers of a ROCm build of PyTorch, which ../shared/rocm does not have.

// CHECK: {{^ *}}#include <hip/hip_runtime.h>
// CHECK: {{^ *}}#include <ATen/ATen.h>
// CHECK: {{^ *}}#include <ATen/hip/HIPContext.h>
// CHECK: {{^ *}}#include <ATen/hip/HIPEvent.h>
// CHECK: {{^ *}}#include <ATen/hip/HIPGeneratorImpl.h>
// CHECK: {{^ *}}#include <ATen/hip/detail/UnpackRaw.cuh>
// CHECK: {{^ *}}#include <ATen/hip/Atomic.cuh>
// CHECK: {{^ *}}#include <ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h>
// CHECK: {{^ *}}#include <ATen/hip/impl/HIPStreamMasqueradingAsCUDA.h>
// CHECK: {{^ *}}#include <c10/hip/HIPException.h>
// CHECK: {{^ *}}#include <ATen/hip/impl/HIPCachingAllocatorMasqueradingAsCUDA.h>
// CHECK: {{^ *}}#include <hipblas/hipblas.h>
// CHECK: {{^ *}}#include <hiprand/hiprand_kernel.h>
// CHECK: {{^ *}}int64_t n, at::PhiloxCudaState philox_args) {
// CHECK: {{^ *}}auto seeds = at::cuda::philox::unpack(philox_args);
// CHECK: {{^ *}}hiprandStatePhilox4_32_10_t state;
// CHECK: {{^ *}}hiprand_init(std::get<0>(seeds), i, std::get<1>(seeds), &state);
// CHECK: {{^ *}}float r = hiprand_uniform(&state);
// CHECK: {{^ *}}v += __shfl_down(v, o);
// CHECK: {{^ *}}const at::hip::OptionalHIPGuardMasqueradingAsCUDA device_guard(device_of(x));
// CHECK: {{^ *}}hipStream_t stream = at::hip::getCurrentHIPStreamMasqueradingAsCUDA();
// CHECK: {{^ *}}C10_HIP_KERNEL_LAUNCH_CHECK();
// CHECK: {{^ *}}c10::hip::HIPGuardMasqueradingAsCUDA guard(gy.device());
// CHECK: {{^ *}}at::hip::HIPStreamMasqueradingAsCUDA stream = at::hip::getCurrentHIPStreamMasqueradingAsCUDA(gy.device().index());
// CHECK: {{^ *}}C10_HIP_KERNEL_LAUNCH_CHECK();
// CHECK: {{^ *}}hipblasHandle_t handle = at::cuda::getCurrentCUDABlasHandle();
// CHECK: {{^ *}}TORCH_CUDABLAS_CHECK(hipblasSetStream(handle, at::hip::getCurrentHIPStreamMasqueradingAsCUDA()));
// CHECK: {{^ *}}TORCH_CUDABLAS_CHECK(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, b.size(1),
// CHECK: {{^ *}}auto gen = at::get_generator_or_default<at::CUDAGeneratorImpl>(
// CHECK: {{^ *}}c10::nullopt, at::cuda::detail::getDefaultCUDAGenerator());
// CHECK: {{^ *}}at::PhiloxCudaState rng_engine_inputs;
// CHECK: {{^ *}}rng_engine_inputs = gen->philox_cuda_state(4);
// CHECK: {{^ *}}dropout_kernel<<<(n + 255) / 256, 256, 0, at::hip::getCurrentHIPStreamMasqueradingAsCUDA()>>>(
// CHECK: {{^ *}}C10_HIP_KERNEL_LAUNCH_CHECK();
// CHECK: {{^ *}}at::hip::HIPStreamMasqueradingAsCUDA side = at::hip::getStreamFromPoolMasqueradingAsCUDA();
// CHECK: {{^ *}}ready.record(at::hip::getCurrentHIPStreamMasqueradingAsCUDA());
// CHECK: {{^ *}}at::hip::HIPStreamGuardMasqueradingAsCUDA g(side);
// CHECK: {{^ *}}C10_HIP_CHECK(hipMemcpyAsync(dst.data_ptr(), src.data_ptr(), src.nbytes(),
// CHECK: {{^ *}}hipMemcpyDeviceToDevice, side.stream()));
// CHECK: {{^ *}}c10::hip::HIPCachingAllocatorMasqueradingAsCUDA::recordStreamMasqueradingAsCUDA(dst.storage().data_ptr(), side);
// CHECK: {{^ *}}AT_CUDA_CHECK(hipGetLastError());
// CHECK: {{^ *}}int dev = c10::hip::current_device();
// CHECK: {{^ *}}const hipDeviceProp_t *prop = at::cuda::getCurrentDeviceProperties();
// CHECK: {{^ *}}TORCH_CHECK(prop->warpSize == at::cuda::warp_size(), "device ", dev);
// CHECK: {{^ *}}m.def("dropout", &dropout, "dropout with PyTorch's Philox state");

// ERR: note: '__shfl_down_sync' became '__shfl_down' without its lane mask: the mask is full
// ERR: note: could not be parsed{{.*}}; translated with the token engine [cuda2hip-token-engine]

// Nothing of CUDA's runtime, cuBLAS or cuRAND is left.
// NOCUDA-NOT: {{(^|[^A-Za-z_])(cuda[A-Z]|cublas|curand|CUBLAS_)}}
// NOCUDA-NOT: {{CUDAGuard|CUDAStream|c10::cuda|C10_CUDA_}}
