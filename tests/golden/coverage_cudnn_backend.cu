// cuDNN backend (graph) API -> MIOpen's backend API, which mirrors it but
// exists only with MIOPEN_BETA_API defined: every name is translated and each
// use gets a warning naming the macro.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// Compiled against ROCm 6.3.3 (MIOpen) with MIOPEN_BETA_API, as the warning says:
// RUN: %hip63-device -DMIOPEN_BETA_API %t.hip.cu
// RUN: %hip63-host -DMIOPEN_BETA_API %t.hip.cu
// (No compile lines: Debian ships no MIOpen headers.)

// CHECK: {{^}}#include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: {{^}}bool pointwiseAdd(miopenHandle_t handle, miopenBackendDescriptor_t plan, miopenBackendDescriptor_t pack) {
bool pointwiseAdd(cudnnHandle_t handle, cudnnBackendDescriptor_t plan, cudnnBackendDescriptor_t pack) {
  // CHECK: {{^ *}}miopenBackendDescriptor_t pw;
  cudnnBackendDescriptor_t pw;
  // CHECK: {{^ *}}if (miopenBackendCreateDescriptor(MIOPEN_BACKEND_POINTWISE_DESCRIPTOR, &pw) != miopenStatusSuccess) return false;
  // DIAG: coverage_cudnn_backend.cu:[[@LINE+1]]:7: warning: 'miopenBackendCreateDescriptor' exists only when 'MIOPEN_BETA_API' is defined {{.*}}[cuda2hip-opt-in-macro]
  if (cudnnBackendCreateDescriptor(CUDNN_BACKEND_POINTWISE_DESCRIPTOR, &pw) != CUDNN_STATUS_SUCCESS) return false;
  // CHECK: {{^ *}}miopenPointwiseMode_t mode = MIOPEN_POINTWISE_ADD;
  cudnnPointwiseMode_t mode = CUDNN_POINTWISE_ADD;
  // CHECK: {{^ *}}miopenBackendSetAttribute(pw, MIOPEN_ATTR_POINTWISE_MODE, MIOPEN_TYPE_POINTWISE_MODE, 1, &mode);
  cudnnBackendSetAttribute(pw, CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE, 1, &mode);
  // CHECK: {{^ *}}miopenBackendFinalize(pw);
  cudnnBackendFinalize(pw);
  // CHECK: {{^ *}}miopenStatus_t st = miopenBackendExecute(handle, plan, pack);
  cudnnStatus_t st = cudnnBackendExecute(handle, plan, pack);
  // CHECK: {{^ *}}miopenBackendDestroyDescriptor(pw);
  cudnnBackendDestroyDescriptor(pw);
  return st == CUDNN_STATUS_SUCCESS;
}
