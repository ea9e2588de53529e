// A CUDA 9-era program with texture references (`texture<T, dim, mode>`,
// cudaBindTexture*, tex1Dfetch/tex2D on the reference), which CUDA 12
// removed: it parses against CUDA 13 through the nvcc compatibility
// declarations, so the AST engine translates it (no exit 4). HIP 7 still
// declares texture references (deprecated); the host side compiles. Device
// code does not (gfx942 has no image instructions) and the translation's
// software textures cover texture objects only: each fetch through a
// reference keeps HIP's function and is reported with what to write
// (docs/textures.md).
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-host %t.hip.cu
// DIAG-NOT: token engine
// DIAG-NOT: parse-error
// DIAG: nvcc_texture_reference.cu:[[@LINE+15]]:14: warning: 'tex1Dfetch' reads a legacy texture reference (texture<...>){{.*}}make it a texture object
// DIAG: nvcc_texture_reference.cu:[[@LINE+21]]:31: warning: 'tex2D' reads a legacy texture reference

#include <cstdio>
#include <cuda_runtime.h>

// CHECK: {{^ *}}texture<float, 1, hipReadModeElementType> texInput;
// CHECK: {{^ *}}texture<float, 2, hipReadModeElementType> texImage;
texture<float, 1, cudaReadModeElementType> texInput;
texture<float, 2, cudaReadModeElementType> texImage;

__global__ void gather(float *out, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: {{^ *}}out[i] = tex1Dfetch(texInput, idx[i]);
    out[i] = tex1Dfetch(texInput, idx[i]);
}

__global__ void blur(float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = 0.25f * (tex2D(texImage, x - 1, y) + tex2D(texImage, x + 1, y) +
                              tex2D(texImage, x, y - 1) + tex2D(texImage, x, y + 1));
}

int main() {
  const int n = 1024, w = 64, h = 64;
  float *in, *out, *img;
  int *idx;
  size_t pitch;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&idx, n * sizeof(int));
  cudaMallocPitch(&img, &pitch, w * sizeof(float), h);
  // CHECK: {{^ *}}hipBindTexture(0, texInput, in, n * sizeof(float));
  cudaBindTexture(0, texInput, in, n * sizeof(float));
  texImage.addressMode[0] = cudaAddressModeClamp;
  texImage.filterMode = cudaFilterModePoint;
  // CHECK: {{^ *}}hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  // CHECK: {{^ *}}hipBindTexture2D(0, texImage, img, desc, w, h, pitch);
  cudaBindTexture2D(0, texImage, img, desc, w, h, pitch);
  gather<<<n / 256, 256>>>(out, idx, n);
  blur<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(out, w, h);
  cudaThreadSynchronize();
  // CHECK: {{^ *}}hipUnbindTexture(texInput);
  cudaUnbindTexture(texInput);
  cudaUnbindTexture(texImage);
  printf("done\n");
  return 0;
}
