// Events: timing a kernel with cudaEvent_t, flags, inter-stream waits and
// elapsed time all become hipEvent*. The C++ overload cudaEventCreate(e,
// flags) becomes hipEventCreateWithFlags (HIP has no such overload), also in
// --portable output, where one macro serves both forms.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// RUN: rm -rf %t.pdir && mkdir -p %t.pdir
// RUN: %cuda2hip --portable %s -o %t.pdir/events.cu
// RUN: FileCheck --check-prefix=PORTABLE %s < %t.pdir/gpu_portability.h
// RUN: %hip-device %t.pdir/events.cu
// RUN: %hip-host %t.pdir/events.cu
// PORTABLE: #define C2H_EVENT_CREATE_SELECT(_1, _2, NAME, ...) NAME
// PORTABLE: #define cudaEventCreate(...) C2H_EVENT_CREATE_SELECT(__VA_ARGS__, hipEventCreateWithFlags, hipEventCreate)(__VA_ARGS__)

#include <cuda_runtime.h>
#include <cstdio>

__global__ void busy(float *p) { p[threadIdx.x] *= 2.0f; }

float timeKernel(float *d, cudaStream_t producer, cudaStream_t consumer) {
  // CHECK: {{^ *}}hipEvent_t start, stop, ready;
  cudaEvent_t start, stop, ready;
  // CHECK: {{^ *}}hipEventCreate(&start);
  cudaEventCreate(&start);
  // CHECK: {{^ *}}hipEventCreateWithFlags(&stop, hipEventBlockingSync);
  cudaEventCreateWithFlags(&stop, cudaEventBlockingSync);
  // CHECK: {{^ *}}hipEventCreateWithFlags(&ready, hipEventDisableTiming);
  cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);
  cudaEvent_t marker;
  // CHECK: {{^ *}}hipEventCreateWithFlags(&marker, hipEventDisableTiming);
  cudaEventCreate(&marker, cudaEventDisableTiming);
  // CHECK: {{^ *}}hipEventRecord(marker, producer);
  cudaEventRecord(marker, producer);
  // CHECK: {{^ *}}hipEventRecord(start, producer);
  cudaEventRecord(start, producer);
  busy<<<1, 64, 0, producer>>>(d);
  // CHECK: {{^ *}}hipEventRecord(ready, producer);
  cudaEventRecord(ready, producer);
  // CHECK: {{^ *}}hipStreamWaitEvent(consumer, ready, 0);
  cudaStreamWaitEvent(consumer, ready, 0);
  busy<<<1, 64, 0, consumer>>>(d);
  // CHECK: {{^ *}}hipEventRecord(stop, consumer);
  cudaEventRecord(stop, consumer);
  // CHECK: {{^ *}}hipEventSynchronize(stop);
  cudaEventSynchronize(stop);
  // CHECK: {{^ *}}if (hipEventQuery(stop) != hipSuccess)
  if (cudaEventQuery(stop) != cudaSuccess)
    printf("event not complete\n");
  float ms = 0.0f;
  // CHECK: {{^ *}}hipEventElapsedTime(&ms, start, stop);
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK: {{^ *}}hipEventDestroy(start);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaEventDestroy(ready);
  return ms;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
