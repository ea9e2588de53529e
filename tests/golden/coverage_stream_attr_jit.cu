// Coverage rows of runtime_types.def, driver_types.def and driver_enums2.def:
// the stream attribute names CUDA defines as launch attributes become HIP's
// launch attribute names (HIP has no stream attribute API before ROCm 7, so
// each use is a needs-review warning), and the CUjit_option values of the HIPRTC linker
// (CU_JIT_FTZ, CU_JIT_PREC_DIV, ...) become HIPRTC_JIT_* (hiprtcJIT_option),
// which is what hiprtcLinkCreate takes.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// Not compiled with the oracle (../shared/rocm): the output names hiprtcLinkState without <hip/hiprtc.h> (the input includes no NVRTC header) and keeps its option array for review, by design.
// (No compile lines: the launch attribute names need HIP 6.2 and the HIPRTC
// linker options HIP 5.3; Debian ships HIP 5.2.3.)

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cuda.h>

// A kernel-node attribute set through the value type CUDA shares with
// stream attributes.
// CHECK: {{^}}int persistPolicy(hipGraphNode_t node, void *base, size_t bytes) {
int persistPolicy(cudaGraphNode_t node, void *base, size_t bytes) {
  // CHECK: {{^ *}}hipLaunchAttributeValue v = {};
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+1]]:3: warning: 'cudaStreamAttrValue' became 'hipLaunchAttributeValue': CUDA defines this as the launch attribute, which HIP has; HIP has no stream attribute API before ROCm 7 {{.*}}[cuda2hip-needs-review]
  cudaStreamAttrValue v = {};
  v.accessPolicyWindow.base_ptr = base;
  v.accessPolicyWindow.num_bytes = bytes;
  v.accessPolicyWindow.hitRatio = 1.0f;
  // CHECK: {{^ *}}v.accessPolicyWindow.hitProp = hipAccessPropertyPersisting;
  v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  // CHECK: {{^ *}}v.accessPolicyWindow.missProp = hipAccessPropertyStreaming;
  v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  // CHECK: {{^ *}}hipLaunchAttributeID id = hipLaunchAttributeAccessPolicyWindow;
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+2]]:3: warning: 'cudaStreamAttrID' became 'hipLaunchAttributeID'{{.*}}[cuda2hip-needs-review]
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+1]]:25: warning: 'cudaStreamAttributeAccessPolicyWindow' became 'hipLaunchAttributeAccessPolicyWindow'{{.*}}[cuda2hip-needs-review]
  cudaStreamAttrID id = cudaStreamAttributeAccessPolicyWindow;
  // CHECK: {{^ *}}return hipGraphKernelNodeSetAttribute(node, id, &v) == hipSuccess;
  return cudaGraphKernelNodeSetAttribute(node, id, &v) == cudaSuccess;
}

// CHECK: {{^}}bool isPriority(hipLaunchAttributeID id) {
// DIAG: coverage_stream_attr_jit.cu:[[@LINE+1]]:17: warning: 'CUstreamAttrID' became 'hipLaunchAttributeID'{{.*}}[cuda2hip-needs-review]
bool isPriority(CUstreamAttrID id) {
  // CHECK: {{^ *}}return id == hipLaunchAttributePriority;
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+1]]:16: warning: 'CU_STREAM_ATTRIBUTE_PRIORITY' became 'hipLaunchAttributePriority'{{.*}}[cuda2hip-needs-review]
  return id == CU_STREAM_ATTRIBUTE_PRIORITY;
}

// Linking PTX pieces with IEEE float behaviour requested. The options become
// HIPRTC_JIT_* (what hiprtcLinkCreate takes); the array keeps CUjit_option's
// translation (hipJitOption, for hipModuleLoadDataEx), so each option is a
// needs-review warning: the array must become hiprtcJIT_option by hand.
// CHECK: {{^}}hipError_t linkStrict(const void *image, size_t size, hiprtcLinkState *state) {
CUresult linkStrict(const void *image, size_t size, CUlinkState *state) {
  // CHECK: {{^ *}}hipJitOption opts[] = {HIPRTC_JIT_FTZ, HIPRTC_JIT_PREC_DIV, HIPRTC_JIT_PREC_SQRT, HIPRTC_JIT_FMA};
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+4]]:26: warning: 'CU_JIT_FTZ' became 'HIPRTC_JIT_FTZ': a hiprtcJIT_option for the HIPRTC linker {{.*}}[cuda2hip-needs-review]
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+3]]:38: warning: 'CU_JIT_PREC_DIV' became 'HIPRTC_JIT_PREC_DIV'{{.*}}[cuda2hip-needs-review]
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+2]]:55: warning: 'CU_JIT_PREC_SQRT' became 'HIPRTC_JIT_PREC_SQRT'{{.*}}[cuda2hip-needs-review]
  // DIAG: coverage_stream_attr_jit.cu:[[@LINE+1]]:73: warning: 'CU_JIT_FMA' became 'HIPRTC_JIT_FMA'{{.*}}[cuda2hip-needs-review]
  CUjit_option opts[] = {CU_JIT_FTZ, CU_JIT_PREC_DIV, CU_JIT_PREC_SQRT, CU_JIT_FMA};
  void *vals[] = {(void *)0, (void *)1, (void *)1, (void *)1};
  // CHECK: {{^ *}}hipError_t r = hiprtcLinkCreate(4, opts, vals, state);
  CUresult r = cuLinkCreate(4, opts, vals, state);
  // CHECK: {{^ *}}if (r != hipSuccess) return r;
  if (r != CUDA_SUCCESS) return r;
  // CHECK: {{^ *}}return hiprtcLinkAddData(*state, HIPRTC_JIT_INPUT_PTX, const_cast<void *>(image), size, "k.ptx", 0, nullptr, nullptr);
  return cuLinkAddData(*state, CU_JIT_INPUT_PTX, const_cast<void *>(image), size, "k.ptx", 0, nullptr, nullptr);
}
