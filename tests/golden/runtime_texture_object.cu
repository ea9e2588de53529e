// Texture objects: resource and texture descriptors, their enumerators,
// cudaCreateTextureObject, tex1Dfetch in a kernel, cudaDestroyTextureObject.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// gfx942 has no image instructions, so HIP's tex1Dfetch does not compile
// for it: the translation's texture objects read memory (docs/textures.md),
// and the device code compiles.

#include <cuda_runtime.h>
#include <cstring>

// CHECK: {{^}}__global__ void gather(hipTextureObject_t tex, const int *idx, float *out, int n) {
__global__ void gather(cudaTextureObject_t tex, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}if (i < n) out[i] = cuda2hip_tex1Dfetch<float>(tex, idx[i]);
  if (i < n) out[i] = tex1Dfetch<float>(tex, idx[i]);
}

// CHECK: {{^}}hipTextureObject_t makeTexture(float *buf, size_t n) {
cudaTextureObject_t makeTexture(float *buf, size_t n) {
  // CHECK: {{^ *}}hipResourceDesc res;
  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  // CHECK: {{^ *}}res.resType = hipResourceTypeLinear;
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = buf;
  // CHECK: {{^ *}}res.res.linear.desc = hipCreateChannelDesc<float>();
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  // CHECK: {{^ *}}hipTextureDesc td;
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  // CHECK: {{^ *}}td.addressMode[0] = hipAddressModeClamp;
  td.addressMode[0] = cudaAddressModeClamp;
  // CHECK: {{^ *}}td.filterMode = hipFilterModePoint;
  td.filterMode = cudaFilterModePoint;
  // CHECK: {{^ *}}td.readMode = hipReadModeElementType;
  td.readMode = cudaReadModeElementType;
  // CHECK: {{^ *}}hipTextureObject_t tex = 0;
  cudaTextureObject_t tex = 0;
  // CHECK: {{^ *}}cuda2hip_createTextureObject(&tex, &res, &td, nullptr);
  cudaCreateTextureObject(&tex, &res, &td, nullptr);
  return tex;
}

// CHECK: {{^}}void release(hipTextureObject_t tex) { cuda2hip_destroyTextureObject(tex); }
void release(cudaTextureObject_t tex) { cudaDestroyTextureObject(tex); }

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
