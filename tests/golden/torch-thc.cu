// THC-era extension code (PyTorch before 1.11): THC headers become what
// replaced them in ATen (hipify would write THH/..., which no current ROCm
// build ships), THCudaCheck becomes C10_HIP_CHECK, and the THC names that
// need more than a rename stay with a warning that says what to use.
// RUN: %exit 4 %cuda2hip --torch-include none --hip-version 5.2 %S/Inputs/torch_thc.cu -o %t.cu 2> %t.err
// RUN: FileCheck %s < %t.cu
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// Not compiled with the oracle (../shared/rocm): its output includes the ATen/hip and c10/hip headers of a ROCm build of PyTorch, which ../shared/rocm does not have.

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <torch/extension.h>
// CHECK-NEXT: {{^}}#include <ATen/hip/HIPContext.h>
// CHECK-NEXT: {{^}}#include <ATen/hip/Atomic.cuh>
// CHECK-NEXT: {{^}}#include <ATen/hip/DeviceUtils.cuh>
// The second include of ATen/hip/HIPContext.h is dropped.
// CHECK-NOT: #include
// CHECK: {{^}}extern THCState *state;
// CHECK: {{^ *}}hipStream_t stream = THCState_getCurrentStream(state);
// CHECK: {{^ *}}C10_HIP_CHECK(hipGetLastError());

// ERR: torch_thc.cu:9:8: warning: 'THCState' is not supported by HIP: THC was removed in PyTorch 1.11: drop the state
// ERR: torch_thc.cu:19:25: warning: 'THCState_getCurrentStream' is not supported by HIP: THC was removed in PyTorch 1.11: use at::cuda::getCurrentCUDAStream()
// ERR: torch_thc.cu:20:16: warning: 'THCCeilDiv' is not supported by HIP: THC was removed in PyTorch 1.11: use at::ceil_div (ATen/ceil_div.h)
