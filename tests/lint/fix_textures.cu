// Rule 6 with --fix: point-sampled tex1Dfetch over linear memory (0 outside
// the buffer, as the texture reads in every address mode) and tex2D over
// pitched memory, clamp- or border-addressed, become plain loads. The
// texture object of the kernel becomes a view of the memory (pointer, size or
// pitch and extent, the addressing), read by the view's fetch; the view is
// declared after the creation from the descriptor the texture was made from,
// and the launch passes it. The creation stays (reported: nothing reads the
// texture any more); the fixed file translates and compiles for gfx942, and
// a second --fix changes nothing.
// RUN: cp %s %t.cu
// RUN: %exit 1 %cuda2hip lint --fix %t.cu > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
// RUN: FileCheck --check-prefix=FIXED %s < %t.cu
// RUN: cp %t.cu %t.again.cu
// RUN: %exit 1 %cuda2hip lint --fix %t.again.cu > %t.again.out
// RUN: diff %t.cu %t.again.cu
// RUN: FileCheck --check-prefix=AGAIN %s < %t.again.out
// RUN: %cuda2hip %t.cu -o %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
#include <cuda_runtime.h>
#include <cstring>

// FIXED: {{^}}template <class T> struct Cuda2HipLinearTex {
// FIXED: {{^  }}__device__ T fetch(int i) const {
// FIXED-NEXT: {{^    }}return i >= 0 && (unsigned long long)i < count ? ptr[i] : T();
// FIXED: {{^}}__global__ void gather(Cuda2HipLinearTex<float> values, const int *idx, float *out, int n) {
__global__ void gather(cudaTextureObject_t values, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: fix_textures.cu.tmp.cu:[[@LINE+2]]:{{[0-9]+}}: error: 'tex1Dfetch' needs texture hardware, which MI300X (CDNA3) does not have; --fix reads the linear memory behind 'values' directly (fixed) [cuda2hip-texture-memory]
  // FIXED: {{^  }}if (i < n) out[i] = values.fetch(idx[i]) * 2.0f;
  if (i < n) out[i] = tex1Dfetch<float>(values, idx[i]) * 2.0f;
}

// FIXED: {{^}}template <class T> struct Cuda2HipPitchTex {
// FIXED: {{^}}__global__ void blur(Cuda2HipPitchTex<float> img, float *out, int w, int h) {
__global__ void blur(cudaTextureObject_t img, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  // CHECK: fix_textures.cu.tmp.cu:[[@LINE+5]]:{{[0-9]+}}: error: 'tex2D' needs {{.*}}; --fix reads the pitched memory behind 'img' directly (fixed) [cuda2hip-texture-memory]
  // CHECK: fix_textures.cu.tmp.cu:[[@LINE+4]]:{{[0-9]+}}: error: 'tex2D' needs {{.*}} (fixed) [cuda2hip-texture-memory]
  // CHECK: fix_textures.cu.tmp.cu:[[@LINE+4]]:{{[0-9]+}}: error: 'tex2D' needs {{.*}} (fixed) [cuda2hip-texture-memory]
  // FIXED: {{^  }}float s = img.fetch(x - 0.5f, y + 0.5f) + img.fetch(x + 0.5f, y + 0.5f) +
  // FIXED-NEXT: {{^            }}img.fetch(x + 1.5f, y + 0.5f);
  float s = tex2D<float>(img, x - 0.5f, y + 0.5f) + tex2D<float>(img, x + 0.5f, y + 0.5f) +
            tex2D<float>(img, x + 1.5f, y + 0.5f);
  out[y * w + x] = s / 3.0f;
}

void run(const int *idx, float *out, int n, float *lin, float *pitched, size_t pitch,
         int w, int h) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = lin;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.readMode = cudaReadModeElementType;
  td.addressMode[0] = cudaAddressModeClamp;
  cudaTextureObject_t values = 0;
  // CHECK: fix_textures.cu.tmp.cu:[[@LINE+3]]:{{[0-9]+}}: error: 'cudaCreateTextureObject' needs texture hardware{{.*}}[cuda2hip-texture-memory]
  // FIXED: {{^  }}cudaCreateTextureObject(&values, &res, &td, nullptr); // one per buffer
  // FIXED-NEXT: {{^  }}const Cuda2HipLinearTex<float> values_view = {(const float *)res.res.linear.devPtr, res.res.linear.sizeInBytes / sizeof(float)}; // cuda2hip lint --fix: 'values' read as plain memory
  cudaCreateTextureObject(&values, &res, &td, nullptr); // one per buffer
  // FIXED: {{^  }}gather<<<(n + 255) / 256, 256>>>(values_view, idx, out, n);
  gather<<<(n + 255) / 256, 256>>>(values, idx, out, n);
  cudaDestroyTextureObject(values);

  {
    cudaResourceDesc pr{};
    pr.resType = cudaResourceTypePitch2D;
    pr.res.pitch2D.devPtr = pitched;
    pr.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    pr.res.pitch2D.width = w;
    pr.res.pitch2D.height = h;
    pr.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc ptd = {};
    ptd.filterMode = cudaFilterModePoint;
    ptd.addressMode[0] = cudaAddressModeClamp;
    ptd.addressMode[1] = cudaAddressModeBorder;
    ptd.normalizedCoords = 0;
    cudaTextureObject_t img;
    // CHECK: fix_textures.cu.tmp.cu:[[@LINE+3]]:{{[0-9]+}}: error: 'cudaCreateTextureObject' needs texture hardware{{.*}}[cuda2hip-texture-memory]
    // FIXED: {{^    }}if (cudaCreateTextureObject(&img, &pr, &ptd, NULL) != cudaSuccess) return;
    // FIXED-NEXT: {{^    }}const Cuda2HipPitchTex<float> img_view = {(const float *)pr.res.pitch2D.devPtr, pr.res.pitch2D.pitchInBytes, (int)pr.res.pitch2D.width, (int)pr.res.pitch2D.height, false, true};
    if (cudaCreateTextureObject(&img, &pr, &ptd, NULL) != cudaSuccess) return;
    dim3 block(16, 16), grid((w + 15) / 16, (h + 15) / 16);
    for (int pass = 0; pass < 2; ++pass)
      // FIXED: {{^      }}blur<<<grid, block>>>(img_view, out, w, h);
      blur<<<grid, block>>>(img, out, w, h);
    cudaDestroyTextureObject(img);
  }
}
// CHECK: fix_textures.cu.tmp.cu: applied 4 fixes
// AGAIN: 'cudaCreateTextureObject' needs texture hardware{{.*}}[cuda2hip-texture-memory]
// AGAIN: 'cudaCreateTextureObject' needs texture hardware{{.*}}[cuda2hip-texture-memory]
// AGAIN-NOT: [cuda2hip-
