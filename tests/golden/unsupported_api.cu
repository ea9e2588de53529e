// APIs without a HIP counterpart are left in place, each with a clang-style
// warning on stderr (file:line:col, source line, caret) and exit status 1;
// everything around them is still translated.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// Not compiled with the oracle (../shared/rocm): its output keeps, on purpose, CUDA APIs HIP lacks.

// CHECK: {{^}}#include <hip/hip_runtime.h>
#include <cuda_runtime.h>

__global__ void spin(int *flag) {
  // CHECK: {{^ *}}while (atomicAdd(flag, 0) == 0) __nanosleep(100);
  // DIAG: {{^.*/}}unsupported_api.cu:[[@LINE+3]]:35: warning: '__nanosleep' is not supported by HIP: no HIP equivalent {{.*}}; left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  while (atomicAdd(flag, 0) == 0) __nanosleep(100);
  // DIAG-NEXT: {{^}}                                  ^~~~~~~~~~~
  while (atomicAdd(flag, 0) == 0) __nanosleep(100);
}

void init(int dev, cudaStream_t s) {
  // CHECK: {{^ *}}cudaInitDevice(dev, 0, 0);
  // DIAG: {{^.*/}}unsupported_api.cu:[[@LINE+1]]:3: warning: 'cudaInitDevice' is not supported by HIP: no HIP equivalent; use hipSetDevice and hipSetDeviceFlags; left unchanged [cuda2hip-unsupported-api]
  cudaInitDevice(dev, 0, 0);
  // CHECK: {{^ *}}hipStreamSynchronize(s);
  cudaStreamSynchronize(s);
  // CHECK: {{^ *}}cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
  // DIAG: {{^.*/}}unsupported_api.cu:[[@LINE+3]]:3: warning: 'cudaDeviceFlushGPUDirectRDMAWrites' is not supported by HIP: HIP has no GPUDirect RDMA write flush; left unchanged [cuda2hip-unsupported-api]
  // DIAG: {{^.*/}}unsupported_api.cu:[[@LINE+2]]:38: warning: 'cudaFlushGPUDirectRDMAWritesTargetCurrentDevice' is not supported by HIP{{.*}}[cuda2hip-unsupported-api]
  // DIAG: {{^.*/}}unsupported_api.cu:[[@LINE+2]]:38: warning: 'cudaFlushGPUDirectRDMAWritesToOwner' is not supported by HIP{{.*}}[cuda2hip-unsupported-api]
  cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                     cudaFlushGPUDirectRDMAWritesToOwner);
}

// Nothing else is reported.
// DIAG-NOT: warning
