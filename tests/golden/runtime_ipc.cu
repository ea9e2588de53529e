// Inter-process sharing: memory and event IPC handles, opening with
// cudaIpcMemLazyEnablePeerAccess, interprocess events.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

struct SharedBlock {
  // CHECK: {{^ *}}hipIpcMemHandle_t mem;
  cudaIpcMemHandle_t mem;
  // CHECK: {{^ *}}hipIpcEventHandle_t done;
  cudaIpcEventHandle_t done;
};

void exportBuffer(void *devPtr, cudaEvent_t *ev, SharedBlock *out) {
  // CHECK: {{^ *}}hipIpcGetMemHandle(&out->mem, devPtr);
  cudaIpcGetMemHandle(&out->mem, devPtr);
  // CHECK: {{^ *}}hipEventCreateWithFlags(ev, hipEventDisableTiming | hipEventInterprocess);
  cudaEventCreateWithFlags(ev, cudaEventDisableTiming | cudaEventInterprocess);
  // CHECK: {{^ *}}hipIpcGetEventHandle(&out->done, *ev);
  cudaIpcGetEventHandle(&out->done, *ev);
}

void *importBuffer(const SharedBlock &in, cudaEvent_t *ev) {
  void *p = nullptr;
  // CHECK: {{^ *}}hipIpcOpenMemHandle(&p, in.mem, hipIpcMemLazyEnablePeerAccess);
  cudaIpcOpenMemHandle(&p, in.mem, cudaIpcMemLazyEnablePeerAccess);
  // CHECK: {{^ *}}hipIpcOpenEventHandle(ev, in.done);
  cudaIpcOpenEventHandle(ev, in.done);
  return p;
}

// CHECK: {{^}}void closeBuffer(void *p) { hipIpcCloseMemHandle(p); }
void closeBuffer(void *p) { cudaIpcCloseMemHandle(p); }

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
