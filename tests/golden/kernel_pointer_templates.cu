// hipFuncSetAttribute and friends take `const void *`: a kernel named in a
// template (kern<T>, &kern<T>, a templated lambda's kernel<Traits>) is cast
// too, although its type is known only at instantiation (the corpus's ssm).
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>
#include <type_traits>

template <class T> __global__ void kern(T *p) { p[threadIdx.x] = T(); }

template <class T> void prepare(int smem) {
  // CHECK: {{^ *}}hipFuncSetAttribute(reinterpret_cast<const void *>(kern<T>), hipFuncAttributeMaxDynamicSharedMemorySize, smem);
  cudaFuncSetAttribute(kern<T>, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
  // CHECK: {{^ *}}hipFuncSetCacheConfig(reinterpret_cast<const void *>(&kern<T>), hipFuncCachePreferShared);
  cudaFuncSetCacheConfig(&kern<T>, cudaFuncCachePreferShared);
}

// A variable that holds the instantiation (the corpus's
// attentionMultiHeadKVCache): dependent until instantiation, cast too.
template <class T> void prepareHeld(int smem) {
  auto kernel = kern<T>;
  // CHECK: {{^ *}}hipFuncSetAttribute(reinterpret_cast<const void *>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize, smem);
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
}

void run(float *p, int smem) {
  prepare<float>(smem);
  prepareHeld<double>(smem);
  auto dispatch = [&]<bool Big>() {
    using T = typename std::conditional<Big, double, float>::type;
    // CHECK: {{^ *}}hipFuncSetAttribute(reinterpret_cast<const void *>(kern<T>),
    cudaFuncSetAttribute(kern<T>,
                         cudaFuncAttributeMaxDynamicSharedMemorySize, smem);
    kern<T><<<1, 32>>>((T *)p);
  };
  dispatch.template operator()<true>();
}
