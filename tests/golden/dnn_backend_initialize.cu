// cudnnBackendInitialize (deprecated in cuDNN 9) takes only the descriptor;
// miopenBackendInitialize takes (descriptor, descriptorType, sizeInBytes), so
// renaming the call gave code that does not compile against MIOpen 6.3.3
// (found building verify/programs translations, issue 21). The call is left
// as it is, with a warning that says why.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// Not compiled with the oracle (../shared/rocm): it keeps cudnnBackendInitialize (unsupported on purpose: MIOpen's takes three arguments).

// CHECK: {{^}}#include <miopen/miopen.h>
#include <cudnn.h>

// CHECK: {{^}}miopenStatus_t reinit(miopenBackendDescriptor_t d) {
cudnnStatus_t reinit(cudnnBackendDescriptor_t d) {
  // CHECK: {{^}}  return cudnnBackendInitialize(d);
  // DIAG: dnn_backend_initialize.cu:[[@LINE+1]]:10: warning: 'cudnnBackendInitialize' {{.*}}miopenBackendInitialize takes (descriptor, descriptorType, sizeInBytes){{.*}}
  return cudnnBackendInitialize(d);
}
