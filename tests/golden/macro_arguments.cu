// CUDA names passed as macro arguments (to user macros that paste, call or
// stringify them) are rewritten where they are written.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <cstdio>

#define CALL_AND_LOG(fn, ...) (std::printf("calling %s\n", #fn), fn(__VA_ARGS__))
// The macro body's CUDA name is rewritten in the body.
// CHECK: {{^}}#define ALLOC(ptr, type, n) CALL_AND_LOG(hipMalloc, &ptr, (n) * sizeof(type))
#define ALLOC(ptr, type, n) CALL_AND_LOG(cudaMalloc, &ptr, (n) * sizeof(type))
#define DECLARE(T, name) T name
#define SAME(x) x

void run() {
  float *d = nullptr;
  // CHECK: {{^ *}}CALL_AND_LOG(hipMemset, d, 0, 16);
  CALL_AND_LOG(cudaMemset, d, 0, 16);
  // CHECK: {{^ *}}DECLARE(hipStream_t, stream);
  DECLARE(cudaStream_t, stream);
  // CHECK: {{^ *}}SAME(hipStreamCreateWithFlags)(&stream, SAME(hipStreamNonBlocking));
  SAME(cudaStreamCreateWithFlags)(&stream, SAME(cudaStreamNonBlocking));
  // CHECK: {{^ *}}DECLARE(hipEvent_t, ev);
  DECLARE(cudaEvent_t, ev);
  // CHECK: {{^ *}}SAME(hipEventCreate(&ev));
  SAME(cudaEventCreate(&ev));
  // CHECK: {{^ *}}ALLOC(d, float, 16);
  ALLOC(d, float, 16);
  // CHECK: {{^ *}}SAME(hipFree)(d);
  SAME(cudaFree)(d);
}

