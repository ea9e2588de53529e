// What `cuda2hip lint --fix` assumes of texture reads (lib/Hazards/Textures.cpp),
// checked on an NVIDIA GPU: the helper types the fix inserts read what
// tex1Dfetch (linear memory, every address mode, any border colour) and a
// point-sampled tex2D (pitched memory, clamp/border, border colour 0) read.
// Not run by ctest (needs an NVIDIA GPU and nvcc):
//   nvcc -arch=sm_90 texture_semantics_nvidia.cu && ./a.out   -> TOTAL MISMATCHES 0
// H200, CUDA 13.0: 0 mismatches (16 indices x 4 modes, 196 2D points x 4 mode pairs).

#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>
// cuda2hip lint --fix: a tex1Dfetch over linear memory, read without texture units
template <class T> struct Cuda2HipLinearTex {
  const T *ptr;
  unsigned long long count;
  // out-of-range reads give 0, as tex1Dfetch does in every address mode
  __device__ T fetch(int i) const {
    return i >= 0 && (unsigned long long)i < count ? ptr[i] : T();
  }
};
// cuda2hip lint --fix: a point-sampled tex2D over pitched memory, read without texture units
template <class T> struct Cuda2HipPitchTex {
  const T *ptr;
  unsigned long long pitch; // bytes
  int width, height;
  bool borderX, borderY; // out-of-range reads give 0 (else clamped)
  __device__ T fetch(float x, float y) const {
    float fx = floorf(x), fy = floorf(y);
    if ((borderX && !(fx >= 0.0f && fx < (float)width)) ||
        (borderY && !(fy >= 0.0f && fy < (float)height)))
      return T();
    int i = (int)fminf(fmaxf(fx, 0.0f), (float)(width - 1));
    int j = (int)fminf(fmaxf(fy, 0.0f), (float)(height - 1));
    return *(const T *)((const char *)ptr + (unsigned long long)j * pitch +
                        (unsigned long long)i * sizeof(T));
  }
};
__global__ void lin(cudaTextureObject_t t, Cuda2HipLinearTex<float> v, const int *idx, float *a, float *b, int n) {
  int i = threadIdx.x; if (i < n) { a[i] = tex1Dfetch<float>(t, idx[i]); b[i] = v.fetch(idx[i]); }
}
__global__ void pit(cudaTextureObject_t t, Cuda2HipPitchTex<float> v, const float *xs, const float *ys, float *a, float *b, int n) {
  int i = threadIdx.x; if (i < n) { a[i] = tex2D<float>(t, xs[i], ys[i]); b[i] = v.fetch(xs[i], ys[i]); }
}
int main() {
  int bad = 0;
  const int N = 8; float h[N]; for (int i = 0; i < N; ++i) h[i] = i + 1;
  float *d; cudaMalloc(&d, sizeof h); cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  int hidx[16]; for (int i = 0; i < 16; ++i) hidx[i] = i - 4;
  int *didx; cudaMalloc(&didx, sizeof hidx); cudaMemcpy(didx, hidx, sizeof hidx, cudaMemcpyHostToDevice);
  float *a, *b; cudaMalloc(&a, 4096); cudaMalloc(&b, 4096);
  for (int mode = 0; mode < 4; ++mode) {
    cudaResourceDesc res = {}; res.resType = cudaResourceTypeLinear; res.res.linear.devPtr = d;
    res.res.linear.desc = cudaCreateChannelDesc<float>(); res.res.linear.sizeInBytes = sizeof h;
    cudaTextureDesc td = {}; td.addressMode[0] = (cudaTextureAddressMode)mode; td.readMode = cudaReadModeElementType; td.borderColor[0] = 7.0f; /* ignored by tex1Dfetch */
    cudaTextureObject_t t = 0; cudaError_t e = cudaCreateTextureObject(&t, &res, &td, nullptr);
    Cuda2HipLinearTex<float> v = {(const float *)res.res.linear.devPtr, res.res.linear.sizeInBytes / sizeof(float)};
    lin<<<1, 16>>>(t, v, didx, a, b, 16); cudaDeviceSynchronize();
    float ha[16], hb[16]; cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost); cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost);
    printf("linear mode %d (create %d):", mode, (int)e);
    for (int i = 0; i < 16; ++i) { printf(" %d:%g/%g", hidx[i], ha[i], hb[i]); if (ha[i] != hb[i]) ++bad; }
    printf("\n"); cudaDestroyTextureObject(t);
  }
  const int W = 5, H = 3; float img[H][W]; for (int y = 0; y < H; ++y) for (int x = 0; x < W; ++x) img[y][x] = 10 * y + x + 1;
  float *p; size_t pitch; cudaMallocPitch(&p, &pitch, W * sizeof(float), H);
  cudaMemcpy2D(p, pitch, img, W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice);
  const float cs[] = {-2.3f, -0.5f, -0.01f, 0.f, 0.49f, 0.5f, 0.99f, 1.f, 2.5f, 2.999f, 3.f, 4.99f, 5.f, 7.2f};
  const int C = sizeof cs / sizeof cs[0]; float hx[C * C], hy[C * C];
  for (int i = 0; i < C; ++i) for (int j = 0; j < C; ++j) { hx[i * C + j] = cs[i]; hy[i * C + j] = cs[j]; }
  float *dx, *dy; cudaMalloc(&dx, sizeof hx); cudaMalloc(&dy, sizeof hy);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice); cudaMemcpy(dy, hy, sizeof hy, cudaMemcpyHostToDevice);
  for (int mx = 1; mx <= 3; mx += 2) for (int my = 1; my <= 3; my += 2) {
    cudaResourceDesc res = {}; res.resType = cudaResourceTypePitch2D; res.res.pitch2D.devPtr = p;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>(); res.res.pitch2D.width = W; res.res.pitch2D.height = H; res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {}; td.addressMode[0] = (cudaTextureAddressMode)mx; td.addressMode[1] = (cudaTextureAddressMode)my;
    cudaTextureObject_t t = 0; cudaError_t e = cudaCreateTextureObject(&t, &res, &td, nullptr);
    Cuda2HipPitchTex<float> v = {(const float *)res.res.pitch2D.devPtr, res.res.pitch2D.pitchInBytes, (int)res.res.pitch2D.width, (int)res.res.pitch2D.height, mx == 3, my == 3};
    pit<<<1, C * C>>>(t, v, dx, dy, a, b, C * C); cudaDeviceSynchronize();
    float ha[C * C], hb[C * C]; cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost); cudaMemcpy(hb, b, sizeof hb, cudaMemcpyDeviceToHost);
    int m = 0; for (int i = 0; i < C * C; ++i) if (ha[i] != hb[i]) { ++m; if (m < 6) printf("  pitch %d/%d (%g,%g): tex %g view %g\n", mx, my, hx[i], hy[i], ha[i], hb[i]); }
    printf("pitch modes %d/%d (create %d): %d mismatches of %d\n", mx, my, (int)e, m, C * C); bad += m; cudaDestroyTextureObject(t);
  }
  printf("TOTAL MISMATCHES %d (%s)\n", bad, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
