// texture_objects.cu - texture objects over linear and pitched memory, the
// shapes the translation reads in software on gfx942 (docs/textures.md):
//
//  * tex1Dfetch<int> on linear memory, in range and out of range (zero)
//  * tex1Dfetch<float> on 8-bit linear memory, cudaReadModeNormalizedFloat
//  * tex2D<float> on pitched memory: point filtering, unnormalised
//    coordinates, clamp and border addressing (border colour -1)
//  * tex2D<float> with normalised coordinates, wrap and mirror addressing
//  * tex2D<float> bilinear filtering (clamp; normalised coordinates, wrap),
//    checked against a host model of CUDA's fixed-point weights within float
//    rounding
//  * tex2D<float4> on uchar4 pitched memory, normalised float read
//  * the object stored in a struct passed to a kernel, created in another
//    function; cudaGetTextureObjectResourceDesc/TextureDesc read back
// link: (none)
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>
#include "check.cuh"

struct Sampler {
  cudaTextureObject_t tex;
  float scale;
};

__global__ void fetchInts(cudaTextureObject_t t, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n + 8) out[i] = tex1Dfetch<int>(t, i - 4);  // four below, four above: zero
}
__global__ void fetchBytes(cudaTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, i);
}
__global__ void sample2D(Sampler s, const float2 *at, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = s.scale * tex2D<float>(s.tex, at[i].x, at[i].y);
}
__global__ void sampleRgba(cudaTextureObject_t t, float4 *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) tex2D(&out[y * w + x], t, x + 0.5f, y + 0.5f);
}

static cudaTextureObject_t pitchTexture(float *p, size_t pitch, int w, int h,
                                        cudaTextureAddressMode mode, cudaTextureFilterMode filter,
                                        int normalized, float border) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = p;
  rd.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  rd.res.pitch2D.width = w;
  rd.res.pitch2D.height = h;
  rd.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = mode;
  td.filterMode = filter;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = normalized;
  td.borderColor[0] = border;
  cudaTextureObject_t t = 0;
  CHECK_CUDA(cudaCreateTextureObject(&t, &rd, &td, nullptr));
  return t;
}

// Host model of CUDA's sampling (the texture programming guide's appendix).
static long addr(long i, long n, cudaTextureAddressMode m, bool *border) {
  if (m == cudaAddressModeWrap) return ((i % n) + n) % n;
  if (m == cudaAddressModeMirror) {
    i = ((i % (2 * n)) + 2 * n) % (2 * n);
    return i >= n ? 2 * n - 1 - i : i;
  }
  if (i < 0 || i >= n) {
    if (m == cudaAddressModeBorder) *border = true;
    return i < 0 ? 0 : n - 1;
  }
  return i;
}
static float texel(const std::vector<float> &img, int w, int h, long x, long y,
                   cudaTextureAddressMode m, float border) {
  bool b = false;
  x = addr(x, w, m, &b);
  y = addr(y, h, m, &b);
  return b ? border : img[y * w + x];
}
static float reference(const std::vector<float> &img, int w, int h, float u, float v,
                       cudaTextureAddressMode m, bool linear, bool normalized, float border) {
  if (normalized) {  // wrap: the fraction; mirror: reflected on odd periods
    auto unit = [m](float x) {
      float f = std::floor(x);
      if (m == cudaAddressModeWrap) return x - f;
      if (m == cudaAddressModeMirror) return ((long)f & 1) ? 1.0f - (x - f) : x - f;
      return x;
    };
    u = unit(u) * w;
    v = unit(v) * h;
  }
  if (!normalized && m != cudaAddressModeBorder) m = cudaAddressModeClamp;  // wrap, mirror: normalised only
  if (!linear) return texel(img, w, h, (long)std::floor(u), (long)std::floor(v), m, border);
  float fu = u - 0.5f, fv = v - 0.5f;
  long x = (long)std::floor(fu), y = (long)std::floor(fv);
  // CUDA's 9-bit fixed-point weights (an H100, every weight of 262144 samples):
  // the fractions rounded to 1/256, halves up; only the product weight is
  // rounded, the others derived so the four sum to 1; the blend is exact,
  // rounded to float once.
  int a = (int)std::floor((fu - x) * 256.0f + 0.5f), b = (int)std::floor((fv - y) * 256.0f + 0.5f);
  int w11 = (a * b + 128) >> 8, w10 = a - w11, w01 = b - w11, w00 = 256 - a - b + w11;
  return (float)((w00 * (double)texel(img, w, h, x, y, m, border) + w10 * (double)texel(img, w, h, x + 1, y, m, border) +
                  w01 * (double)texel(img, w, h, x, y + 1, m, border) +
                  w11 * (double)texel(img, w, h, x + 1, y + 1, m, border)) / 256.0);
}

int main() {
  int failures = 0;
  // 1. Linear ints, tex1Dfetch, out of range reads zero.
  const int n = 1000;
  std::vector<int> lin(n);
  for (int i = 0; i < n; ++i) lin[i] = i * 7 - 300;
  int *dLin, *dInts;
  CHECK_CUDA(cudaMalloc(&dLin, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dInts, (n + 8) * sizeof(int)));
  CHECK_CUDA(cudaMemcpy(dLin, lin.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  cudaResourceDesc ld = {};
  ld.resType = cudaResourceTypeLinear;
  ld.res.linear.devPtr = dLin;
  ld.res.linear.desc = cudaCreateChannelDesc<int>();
  ld.res.linear.sizeInBytes = n * sizeof(int);
  cudaTextureDesc ltd = {};
  ltd.readMode = cudaReadModeElementType;
  cudaTextureObject_t ltex = 0;
  CHECK_CUDA(cudaCreateTextureObject(&ltex, &ld, &ltd, nullptr));
  fetchInts<<<(n + 8 + 255) / 256, 256>>>(ltex, dInts, n);
  std::vector<int> ints(n + 8);
  CHECK_CUDA(cudaMemcpy(ints.data(), dInts, ints.size() * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n + 8; ++i) {
    int j = i - 4;
    if (ints[i] != (j >= 0 && j < n ? lin[j] : 0)) ++bad;
  }
  std::printf("tex1Dfetch int: first %d last %d, %d wrong\n", ints[0], ints[n + 7], bad);
  EXPECT(bad == 0);

  // 2. Bytes read as normalised floats.
  std::vector<unsigned char> bytes(256);
  for (int i = 0; i < 256; ++i) bytes[i] = (unsigned char)(i * 37);
  unsigned char *dBytes;
  float *dF;
  CHECK_CUDA(cudaMalloc(&dBytes, 256));
  CHECK_CUDA(cudaMalloc(&dF, 4096 * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dBytes, bytes.data(), 256, cudaMemcpyHostToDevice));
  ld.res.linear.devPtr = dBytes;
  ld.res.linear.desc = cudaCreateChannelDesc<unsigned char>();
  ld.res.linear.sizeInBytes = 256;
  ltd.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t btex = 0;
  CHECK_CUDA(cudaCreateTextureObject(&btex, &ld, &ltd, nullptr));
  fetchBytes<<<1, 256>>>(btex, dF, 256);
  std::vector<float> f(4096);
  CHECK_CUDA(cudaMemcpy(f.data(), dF, 256 * sizeof(float), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < 256; ++i)
    if (std::fabs(f[i] - bytes[i] / 255.0f) > 1e-6f) ++bad;
  std::printf("normalised bytes: f[1] %.6f f[7] %.6f, %d wrong\n", f[1], f[7], bad);
  EXPECT(bad == 0);

  // 3-5. A pitched float image sampled in every mode.
  const int w = 37, h = 23;
  std::vector<float> img(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = float((x * 13 + y * 29) % 101) - 50.0f;
  float *dImg;
  size_t pitch;
  CHECK_CUDA(cudaMallocPitch(&dImg, &pitch, w * sizeof(float), h));
  CHECK_CUDA(cudaMemcpy2D(dImg, pitch, img.data(), w * sizeof(float), w * sizeof(float), h,
                          cudaMemcpyHostToDevice));
  const int m = 4096;
  std::vector<float2> at(m);
  for (int i = 0; i < m; ++i) {  // from well outside to well inside, fractional,
    at[i].x = -9.3f + (i % 64) * 0.87f;  // at least 0.01 texel off a texel edge in every mode
    at[i].y = -7.07f + (i / 64) * 0.61f;
  }
  float2 *dAt;
  CHECK_CUDA(cudaMalloc(&dAt, m * sizeof(float2)));
  CHECK_CUDA(cudaMemcpy(dAt, at.data(), m * sizeof(float2), cudaMemcpyHostToDevice));
  struct Case {
    const char *name;
    cudaTextureAddressMode mode;
    cudaTextureFilterMode filter;
    int normalized;
  } cases[] = {
      {"point clamp", cudaAddressModeClamp, cudaFilterModePoint, 0},
      {"point border", cudaAddressModeBorder, cudaFilterModePoint, 0},
      {"point wrap (normalised)", cudaAddressModeWrap, cudaFilterModePoint, 1},
      {"point mirror (normalised)", cudaAddressModeMirror, cudaFilterModePoint, 1},
      {"linear clamp", cudaAddressModeClamp, cudaFilterModeLinear, 0},
      {"linear wrap (normalised)", cudaAddressModeWrap, cudaFilterModeLinear, 1},
  };
  for (const Case &c : cases) {
    Sampler s = {pitchTexture(dImg, pitch, w, h, c.mode, c.filter, c.normalized, -1.0f), 2.0f};
    std::vector<float2> uv = at;
    if (c.normalized) {
      for (float2 &p : uv) { p.x /= w; p.y /= h; }
      CHECK_CUDA(cudaMemcpy(dAt, uv.data(), m * sizeof(float2), cudaMemcpyHostToDevice));
    }
    sample2D<<<m / 256, 256>>>(s, dAt, dF, m);
    CHECK_CUDA(cudaMemcpy(f.data(), dF, m * sizeof(float), cudaMemcpyDeviceToHost));
    if (c.normalized) CHECK_CUDA(cudaMemcpy(dAt, at.data(), m * sizeof(float2), cudaMemcpyHostToDevice));
    bool lin = c.filter == cudaFilterModeLinear;
    float tol = lin ? 1e-4f : 0.0f, worst = 0;  // linear: float rounding (values within +-200)
    int exact = 0;
    bad = 0;
    for (int i = 0; i < m; ++i) {
      float r = 2.0f * reference(img, w, h, uv[i].x, uv[i].y, c.mode, lin, c.normalized, -1.0f);
      float d = std::fabs(f[i] - r);
      worst = d > worst ? d : worst;
      exact += d == 0.0f;
      if (d > tol) ++bad;
    }
    std::printf("tex2D %s: f[0] %.2f f[2080] %.2f, %d wrong\n", c.name, f[0], f[2080], bad);
    std::printf("info: %s: %d of %d equal to the host model, worst %.6f\n", c.name, exact, m, worst);
    EXPECT(bad == 0);
    CHECK_CUDA(cudaDestroyTextureObject(s.tex));
  }

  // 6. uchar4 pixels read as normalised float4.
  const int rw = 16, rh = 8;
  std::vector<uchar4> px(rw * rh);
  for (int i = 0; i < rw * rh; ++i) px[i] = make_uchar4(i, 255 - i, i * 2, 128);
  uchar4 *dPx;
  size_t pxPitch;
  CHECK_CUDA(cudaMallocPitch(&dPx, &pxPitch, rw * sizeof(uchar4), rh));
  CHECK_CUDA(cudaMemcpy2D(dPx, pxPitch, px.data(), rw * sizeof(uchar4), rw * sizeof(uchar4), rh,
                          cudaMemcpyHostToDevice));
  cudaResourceDesc prd = {};
  prd.resType = cudaResourceTypePitch2D;
  prd.res.pitch2D.devPtr = dPx;
  prd.res.pitch2D.desc = cudaCreateChannelDesc<uchar4>();
  prd.res.pitch2D.width = rw;
  prd.res.pitch2D.height = rh;
  prd.res.pitch2D.pitchInBytes = pxPitch;
  cudaTextureDesc ptd = {};
  ptd.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t ptex = 0;
  CHECK_CUDA(cudaCreateTextureObject(&ptex, &prd, &ptd, nullptr));
  float4 *dOut4;
  CHECK_CUDA(cudaMalloc(&dOut4, rw * rh * sizeof(float4)));
  sampleRgba<<<dim3(1, 1), dim3(rw, rh)>>>(ptex, dOut4, rw, rh);
  std::vector<float4> out4(rw * rh);
  CHECK_CUDA(cudaMemcpy(out4.data(), dOut4, out4.size() * sizeof(float4), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < rw * rh; ++i)
    if (std::fabs(out4[i].x - px[i].x / 255.0f) > 1e-6f || std::fabs(out4[i].y - px[i].y / 255.0f) > 1e-6f ||
        std::fabs(out4[i].z - px[i].z / 255.0f) > 1e-6f || std::fabs(out4[i].w - px[i].w / 255.0f) > 1e-6f)
      ++bad;
  std::printf("rgba normalised: px[5] %.4f %.4f %.4f %.4f, %d wrong\n", (double)out4[5].x, (double)out4[5].y,
              (double)out4[5].z, (double)out4[5].w, bad);
  EXPECT(bad == 0);

  // 7. The descriptors read back.
  cudaResourceDesc back;
  cudaTextureDesc tback;
  CHECK_CUDA(cudaGetTextureObjectResourceDesc(&back, ptex));
  CHECK_CUDA(cudaGetTextureObjectTextureDesc(&tback, ptex));
  std::printf("read back: type %d width %zu height %zu pitch ok %d, read mode %d\n",
              (int)back.resType, back.res.pitch2D.width, back.res.pitch2D.height,
              back.res.pitch2D.pitchInBytes == pxPitch, (int)tback.readMode);
  EXPECT(back.resType == cudaResourceTypePitch2D && back.res.pitch2D.width == (size_t)rw);
  EXPECT(tback.readMode == cudaReadModeNormalizedFloat);

  CHECK_CUDA(cudaDestroyTextureObject(ltex));
  CHECK_CUDA(cudaDestroyTextureObject(btex));
  CHECK_CUDA(cudaDestroyTextureObject(ptex));
  CHECK_CUDA(cudaFree(dLin));
  CHECK_CUDA(cudaFree(dInts));
  CHECK_CUDA(cudaFree(dBytes));
  CHECK_CUDA(cudaFree(dF));
  CHECK_CUDA(cudaFree(dImg));
  CHECK_CUDA(cudaFree(dAt));
  CHECK_CUDA(cudaFree(dPx));
  CHECK_CUDA(cudaFree(dOut4));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
