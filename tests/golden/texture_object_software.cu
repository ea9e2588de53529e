// Texture objects read in software (docs/textures.md): gfx942 has no image
// instructions, so cudaCreateTextureObject becomes a descriptor in device
// memory (cuda2hip_createTextureObject) and tex1Dfetch/tex1D/tex2D read the
// memory with CUDA's addressing, filtering and read modes. The object stays
// opaque: it is stored in a struct, created in another function, passed
// through a __device__ function. Device code now compiles for gfx942.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// Translating the translation adds nothing (the token engine: this
// machine's HIP 5.2 headers lack the hipMallocPitch template).
// RUN: %exit 0,4 %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu
// DIAG: helper-supplied
// DIAG-NOT: texture objects need image{{.*}}--portable

#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>

// CHECK: // cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
// CHECK: #ifndef CUDA2HIP_HELPER_cuda2hip_tex
// CHECK: namespace cuda2hip_tex {
// CHECK: inline hipError_t cuda2hip_createTextureObject(
// CHECK: __device__ inline T cuda2hip_tex1Dfetch(hipTextureObject_t t, int x)
// CHECK: __device__ inline T cuda2hip_tex2D(hipTextureObject_t t, float x, float y)

// An image and the texture that samples it, kept together.
struct Image {
  float *pixels;
  size_t pitch;
  int width, height;
  // CHECK: {{^ *}}hipTextureObject_t tex;
  cudaTextureObject_t tex;
};

// A lookup table of float4 coefficients, fetched by index.
// CHECK: {{^}}__global__ void applyTable(hipTextureObject_t table, const int *keys, float4 *out, int n) {
__global__ void applyTable(cudaTextureObject_t table, const int *keys, float4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}if (i < n) out[i] = cuda2hip_tex1Dfetch<float4>(table, keys[i]);
  if (i < n) out[i] = tex1Dfetch<float4>(table, keys[i]);
}

// Bilinear resize with normalised coordinates, through a __device__ helper.
// CHECK: {{^}}__device__ float sampleAt(hipTextureObject_t t, float u, float v) { return cuda2hip_tex2D<float>(t, u, v); }
__device__ float sampleAt(cudaTextureObject_t t, float u, float v) { return tex2D<float>(t, u, v); }

__global__ void resize(Image src, float *dst, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) dst[y * w + x] = sampleAt(src.tex, (x + 0.5f) / w, (y + 0.5f) / h);
}

// 8-bit RGBA read as normalised floats, point sampled, border addressing.
__global__ void toLuma(cudaTextureObject_t rgba, float *luma, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  // CHECK: {{^ *}}float4 c = cuda2hip_tex2D<float4>(rgba, x - 0.5f, y + 0.5f);
  float4 c = tex2D<float4>(rgba, x - 0.5f, y + 0.5f);
  float4 up;
  // CHECK: {{^ *}}cuda2hip_tex2D(&up, rgba, x + 0.5f, y - 0.5f);
  tex2D(&up, rgba, x + 0.5f, y - 0.5f);
  luma[y * w + x] = 0.299f * c.x + 0.587f * c.y + 0.114f * c.z + 0.5f * up.w;
}

// CHECK: {{^}}hipTextureObject_t makeTable(float4 *coeffs, int n) {
cudaTextureObject_t makeTable(float4 *coeffs, int n) {
  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = coeffs;
  res.res.linear.desc = cudaCreateChannelDesc<float4>();
  res.res.linear.sizeInBytes = n * sizeof(float4);
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t t = 0;
  // CHECK: {{^ *}}if (cuda2hip_createTextureObject(&t, &res, &td, nullptr) != hipSuccess) return 0;
  if (cudaCreateTextureObject(&t, &res, &td, nullptr) != cudaSuccess) return 0;
  return t;
}

void attachTexture(Image &img) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = img.pixels;
  res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  res.res.pitch2D.width = img.width;
  res.res.pitch2D.height = img.height;
  res.res.pitch2D.pitchInBytes = img.pitch;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeMirror;
  td.addressMode[1] = cudaAddressModeWrap;
  td.filterMode = cudaFilterModeLinear;
  td.normalizedCoords = 1;
  cudaCreateTextureObject(&img.tex, &res, &td, nullptr);
}

int main() {
  const int n = 256, w = 64, h = 48;
  float4 *coeffs, *out4;
  int *keys;
  cudaMalloc(&coeffs, n * sizeof(float4));
  cudaMalloc(&out4, n * sizeof(float4));
  cudaMalloc(&keys, n * sizeof(int));
  cudaTextureObject_t table = makeTable(coeffs, n);
  applyTable<<<n / 128, 128>>>(table, keys, out4, n);

  Image img;
  img.width = w;
  img.height = h;
  cudaMallocPitch(&img.pixels, &img.pitch, w * sizeof(float), h);
  attachTexture(img);
  float *dst;
  cudaMalloc(&dst, 2 * w * 2 * h * sizeof(float));
  resize<<<dim3(2 * w / 16, 2 * h / 16), dim3(16, 16)>>>(img, dst, 2 * w, 2 * h);

  uchar4 *rgba;
  size_t rgbaPitch;
  cudaMallocPitch(&rgba, &rgbaPitch, w * sizeof(uchar4), h);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = rgba;
  res.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>();
  res.res.pitch2D.width = w;
  res.res.pitch2D.height = h;
  res.res.pitch2D.pitchInBytes = rgbaPitch;
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeBorder;
  td.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t rgbaTex;
  cudaCreateTextureObject(&rgbaTex, &res, &td, nullptr);
  toLuma<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(rgbaTex, dst, w, h);

  // CHECK: {{^ *}}hipResourceDesc back;
  cudaResourceDesc back;
  // CHECK: {{^ *}}cuda2hip_getTextureObjectResourceDesc(&back, img.tex);
  cudaGetTextureObjectResourceDesc(&back, img.tex);
  printf("pitch %zu\n", back.res.pitch2D.pitchInBytes);
  cudaDeviceSynchronize();
  // CHECK: {{^ *}}cuda2hip_destroyTextureObject(table);
  cudaDestroyTextureObject(table);
  cudaDestroyTextureObject(img.tex);
  cudaDestroyTextureObject(rgbaTex);
  cudaFree(coeffs);
  cudaFree(out4);
  cudaFree(keys);
  cudaFree(img.pixels);
  cudaFree(dst);
  cudaFree(rgba);
  return 0;
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
