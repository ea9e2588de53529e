// Members named like CUDA APIs belong to the user's classes: obj.cudaMalloc(),
// ptr->cudaFree(), a field called cudaStream and a method called
// cudaMemcpy stay, while the real CUDA calls in their bodies are rewritten.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

struct DeviceContext {
  // CHECK: {{^ *}}hipStream_t cudaStream = nullptr;
  cudaStream_t cudaStream = nullptr;
  int cudaDevice = 0;
  // CHECK: {{^ *}}void *cudaMalloc(size_t n) {
  void *cudaMalloc(size_t n) {
    void *p = nullptr;
    // CHECK: {{^ *}}::hipMallocAsync(&p, n, cudaStream);
    ::cudaMallocAsync(&p, n, cudaStream);
    return p;
  }
  // CHECK: {{^ *}}void cudaFree(void *p) { ::hipFreeAsync(p, cudaStream); }
  void cudaFree(void *p) { ::cudaFreeAsync(p, cudaStream); }
  // CHECK: {{^ *}}void cudaMemcpy(void *dst, const void *src, size_t n) {
  void cudaMemcpy(void *dst, const void *src, size_t n) {
    // CHECK: {{^ *}}::hipMemcpyAsync(dst, src, n, hipMemcpyDefault, cudaStream);
    ::cudaMemcpyAsync(dst, src, n, cudaMemcpyDefault, cudaStream);
  }
};

void use(DeviceContext &ctx, DeviceContext *pctx, float *host) {
  // CHECK: {{^ *}}hipStreamCreate(&ctx.cudaStream);
  cudaStreamCreate(&ctx.cudaStream);
  // CHECK: {{^ *}}void *d = ctx.cudaMalloc(256);
  void *d = ctx.cudaMalloc(256);
  // CHECK: {{^ *}}pctx->cudaMemcpy(d, host, 256);
  pctx->cudaMemcpy(d, host, 256);
  // CHECK: {{^ *}}hipStreamSynchronize(pctx->cudaStream);
  cudaStreamSynchronize(pctx->cudaStream);
  // CHECK: {{^ *}}pctx->cudaFree(d);
  pctx->cudaFree(d);
  // CHECK: {{^ *}}hipSetDevice(ctx.cudaDevice);
  cudaSetDevice(ctx.cudaDevice);
}
