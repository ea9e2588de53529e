// Persisting L2 and stream access policy windows (docs/helpers.md): AMD GPUs
// have no persisting L2 cache, and CUDA's set-aside and windows are hints,
// so the translation supplies them: the limit (its own type, with
// hipDeviceSetLimit/GetLimit overloads: set succeeds, get reads 0), the
// reset, and cudaStreamSetAttribute/GetAttribute (a window is accepted, none
// is reported in effect, the priority is the stream's). Compiles for gfx942
// on ROCm 7.13 and 6.3.3.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> /dev/null
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call)                                                         \
  do {                                                                      \
    cudaError_t err_ = (call);                                              \
    if (err_ != cudaSuccess) {                                              \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err_));  \
      return 1;                                                             \
    }                                                                       \
  } while (0)

// CHECK: {{^}}enum cuda2hip_PersistingL2Limit { cuda2hip_limitPersistingL2CacheSize = 0x06 };
// CHECK: {{^}}inline hipError_t cuda2hip_streamGetAttribute(
// CHECK: {{^}}__global__ void scale(float *x, int n, float f) {
__global__ void scale(float *x, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= f;
}

// A window over the hot buffer, as in CUDA's programming guide.
// CHECK: {{^}}int setWindow(hipStream_t s, float *hot, size_t bytes, size_t maxWindow) {
int setWindow(cudaStream_t s, float *hot, size_t bytes, size_t maxWindow) {
  cudaStreamAttrValue attr = {};
  attr.accessPolicyWindow.base_ptr = hot;
  attr.accessPolicyWindow.num_bytes = bytes < maxWindow ? bytes : maxWindow;
  attr.accessPolicyWindow.hitRatio = 0.6f;
  attr.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  attr.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  // CHECK: {{^ *}}CHECK(cuda2hip_streamSetAttribute(s, hipLaunchAttributeAccessPolicyWindow, &attr));
  // DIAG: runtime_persisting_l2.cu:[[@LINE+1]]:9: note: 'cudaStreamSetAttribute' is not in the target HIP: the translation defines 'cuda2hip_streamSetAttribute' in this file, with CUDA's meaning (docs/helpers.md) [cuda2hip-helper-supplied]
  CHECK(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &attr));
  cudaStreamAttrValue back = {};
  // CHECK: {{^ *}}CHECK(cuda2hip_streamGetAttribute(s, hipLaunchAttributeAccessPolicyWindow, &back));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &back));
  CHECK(cudaStreamGetAttribute(s, cudaStreamAttributePriority, &back));
  std::printf("window %zu bytes, priority %d\n", back.accessPolicyWindow.num_bytes, back.priority);
  return 0;
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  size_t setAside = prop.persistingL2CacheMaxSize;
  // CHECK: {{^ *}}CHECK(hipDeviceSetLimit(cuda2hip_limitPersistingL2CacheSize, setAside));
  // DIAG: runtime_persisting_l2.cu:[[@LINE+1]]:28: note: 'cudaLimitPersistingL2CacheSize' is not in the target HIP: the translation defines 'cuda2hip_limitPersistingL2CacheSize' in this file{{.*}}[cuda2hip-helper-supplied]
  CHECK(cudaDeviceSetLimit(cudaLimitPersistingL2CacheSize, setAside));
  size_t limit = 1;
  // CHECK: {{^ *}}CHECK(hipDeviceGetLimit(&limit, cuda2hip_limitPersistingL2CacheSize));
  CHECK(cudaDeviceGetLimit(&limit, cudaLimitPersistingL2CacheSize));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  const int n = 1 << 20;
  float *x;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMemset(x, 0, n * sizeof(float)));
  if (setWindow(s, x, n * sizeof(float), prop.accessPolicyMaxWindowSize)) return 1;
  scale<<<n / 256, 256, 0, s>>>(x, n, 2.0f);
  CHECK(cudaStreamSynchronize(s));
  // CHECK: {{^ *}}CHECK(cuda2hip_ctxResetPersistingL2Cache());
  CHECK(cudaCtxResetPersistingL2Cache());
  std::printf("persisting L2 limit %zu of %zu\n", limit, setAside);
  CHECK(cudaFree(x));
  CHECK(cudaStreamDestroy(s));
  return 0;
}
