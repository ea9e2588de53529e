// Rule 6: texture objects (no image hardware on gfx90a/gfx94x). Surfaces
// and texture references, which clang's CUDA headers lack, are in
// token_fallback.cu and Inputs/texture_reference.cu.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cuda_runtime.h>

__global__ void blur(cudaTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  // CHECK: textures.cu:[[@LINE+2]]:{{[0-9]+}}: error: 'tex2D' needs texture hardware{{.*}}[cuda2hip-texture-memory]
  // CHECK: textures.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex2D' needs texture hardware{{.*}}[cuda2hip-texture-memory]
  float v = tex2D<float>(tex, x + 0.5f, y + 0.5f) + tex2D<float>(tex, x + 1.5f, y + 0.5f);
  out[y * w + x] = v * 0.5f;
}

__global__ void gather(cudaTextureObject_t tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: textures.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' needs texture hardware{{.*}}[cuda2hip-texture-memory]
  if (i < n) out[i] = tex1Dfetch<float>(tex, i);
}

cudaTextureObject_t makeTexture(float *d, int n) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t = 0;
  // CHECK: textures.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'cudaCreateTextureObject' needs texture hardware{{.*}}[cuda2hip-texture-memory]
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  return t;
}
