// texture_surface.cu - CUDA arrays, texture and surface objects, 3D memory.
//
//  * cudaMallocArray with cudaCreateChannelDesc<float>(), cudaMemcpy2DToArray
//  * a texture object over the array (point filtering, clamp addressing,
//    unnormalised coordinates) read with tex2D<float>
//  * a surface object over a second array written with surf2Dwrite and read
//    back with cudaMemcpy2DFromArray
//  * a linear-memory texture read with tex1Dfetch<int>
//  * cudaMalloc3D + cudaMemset3D + cudaMemcpy3D to the host
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "check.cuh"
// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
#include <hip/hip_runtime.h>
#ifndef CUDA2HIP_HELPER_cuda2hip_tex
#define CUDA2HIP_HELPER_cuda2hip_tex
namespace cuda2hip_tex {
// A texture object of the translation: the address of this descriptor, in
// device memory, cast to hipTextureObject_t. Fetches read memory (gfx942
// has no image instructions); docs/textures.md.
struct Desc {
  const char *ptr;
  size_t width, height, pitch; // texels, rows, bytes per row
  int elemSize, chans, bits, kind; // bytes per texel, channels, bits per channel, hipChannelFormatKind
  int addr[2], linear, normalizedRead, normalizedCoords;
  float border[4];
  hipResourceDesc res; // as given, for cudaGetTextureObjectResourceDesc
  hipTextureDesc tex;
};
__host__ __device__ inline const Desc *desc(hipTextureObject_t t) { return reinterpret_cast<const Desc *>(t); }

// Half bits to float (a 16-bit float channel).
__device__ inline float halfBits(unsigned short h) {
  unsigned s = (h >> 15) & 1u, e = (h >> 10) & 31u, m = h & 1023u;
  float v = e == 0 ? m * (1.0f / 16777216.0f) : e == 31 ? (m ? __builtin_nanf("") : __builtin_inff())
                                                        : __builtin_ldexpf(1.0f + m / 1024.0f, int(e) - 15);
  return s ? -v : v;
}
// Channel c of the texel at p, as a float (scaled to [0,1] or [-1,1] in
// cudaReadModeNormalizedFloat for 8- and 16-bit integers).
__device__ inline float channel(const Desc &d, const char *p, int c) {
  int b = d.bits / 8;
  const char *q = p + c * b;
  if (d.kind == hipChannelFormatKindFloat)
    return b == 2 ? halfBits(*reinterpret_cast<const unsigned short *>(q))
                  : *reinterpret_cast<const float *>(q);
  bool s = d.kind == hipChannelFormatKindSigned;
  if (b == 1) {
    float v = s ? float(*reinterpret_cast<const signed char *>(q)) : float(*reinterpret_cast<const unsigned char *>(q));
    return !d.normalizedRead ? v : s ? __builtin_fmaxf(v / 127.0f, -1.0f) : v / 255.0f;
  }
  if (b == 2) {
    float v = s ? float(*reinterpret_cast<const short *>(q)) : float(*reinterpret_cast<const unsigned short *>(q));
    return !d.normalizedRead ? v : s ? __builtin_fmaxf(v / 32767.0f, -1.0f) : v / 65535.0f;
  }
  return s ? float(*reinterpret_cast<const int *>(q)) : float(*reinterpret_cast<const unsigned *>(q));
}
// Index i of an axis of n texels under an address mode: false when it falls
// on the border. Wrap and mirror apply to normalised coordinates only (CUDA
// clamps otherwise).
__device__ inline bool address(const Desc &d, int axis, long &i, long n) {
  int m = d.normalizedCoords ? d.addr[axis] : (d.addr[axis] == hipAddressModeBorder ? hipAddressModeBorder : hipAddressModeClamp);
  if (m == hipAddressModeWrap) {
    i = ((i % n) + n) % n;
  } else if (m == hipAddressModeMirror) {
    i = ((i % (2 * n)) + 2 * n) % (2 * n);
    if (i >= n) i = 2 * n - 1 - i;
  } else if (i < 0 || i >= n) {
    if (m == hipAddressModeBorder) return false;
    i = i < 0 ? 0 : n - 1;
  }
  return true;
}
// A normalised coordinate under wrap (its fraction) or mirror (the
// fraction, reflected on odd periods), as CUDA's guide defines them, before
// it is scaled to texels.
__device__ inline float unit(const Desc &d, int axis, float x) {
  float f = __builtin_floorf(x);
  if (d.addr[axis] == hipAddressModeWrap)
    return x - f;
  if (d.addr[axis] == hipAddressModeMirror)
    return (long(f) & 1) ? 1.0f - (x - f) : x - f;
  return x;
}
// The texel at (x, y) as four floats: the border colour off the edge.
__device__ inline void texel(const Desc &d, long x, long y, float *v) {
  if (!address(d, 0, x, long(d.width)) || !address(d, 1, y, long(d.height))) {
    for (int c = 0; c < 4; ++c) v[c] = d.border[c];
    return;
  }
  const char *p = d.ptr + y * d.pitch + x * d.elemSize;
  for (int c = 0; c < 4; ++c) v[c] = c < d.chans ? channel(d, p, c) : 0.0f;
}
// The value of type T read from four floats (float, float1/2/4, or the
// integer types in element-type reads).
template <typename T> __device__ inline T fromFloats(const float *v) {
  T r;
  if constexpr (sizeof(T) % sizeof(float) == 0 && sizeof(T) <= 4 * sizeof(float)) {
    for (unsigned c = 0; c < sizeof(T) / sizeof(float); ++c) reinterpret_cast<float *>(&r)[c] = v[c];
  } else {
    __builtin_memset(&r, 0, sizeof r);
  }
  return r;
}
// Point or linear sample at texel coordinates (u, v) (row 0 for 1D).
// Linear weights are rounded to 8 fractional bits, halves up, as CUDA's
// 9-bit fixed-point filter stores them (measured on an H100).
template <typename T> __device__ inline T sample(const Desc &d, float u, float v, bool twoD) {
  if (d.normalizedCoords) {
    u = unit(d, 0, u) * float(d.width);
    v = unit(d, 1, v) * float(d.height);
  }
  float out[4];
  if (!d.linear) {
    long x = long(__builtin_floorf(u)), y = twoD ? long(__builtin_floorf(v)) : 0;
    bool elem = !d.normalizedRead && d.kind != hipChannelFormatKindFloat;
    if (elem || (d.kind == hipChannelFormatKindFloat && d.bits == 32 && sizeof(T) == size_t(d.elemSize))) {
      if (address(d, 0, x, long(d.width)) && address(d, 1, y, long(d.height))) {
        T r;
        __builtin_memcpy(&r, d.ptr + y * d.pitch + x * d.elemSize, sizeof r);
        return r;
      }
      if (elem) {
        T r;
        __builtin_memset(&r, 0, sizeof r);
        return r;
      }
      return fromFloats<T>(d.border);
    }
    texel(d, x, y, out);
    return fromFloats<T>(out);
  }
  float fu = u - 0.5f, fv = twoD ? v - 0.5f : 0.0f;
  long x = long(__builtin_floorf(fu)), y = long(__builtin_floorf(fv));
  float a = __builtin_floorf((fu - float(x)) * 256.0f + 0.5f) / 256.0f;
  float b = twoD ? __builtin_floorf((fv - float(y)) * 256.0f + 0.5f) / 256.0f : 0.0f;
  float t00[4], t10[4], t01[4], t11[4];
  texel(d, x, y, t00);
  texel(d, x + 1, y, t10);
  if (twoD) {
    texel(d, x, y + 1, t01);
    texel(d, x + 1, y + 1, t11);
  }
  for (int c = 0; c < 4; ++c) {
    float top = (1.0f - a) * t00[c] + a * t10[c];
    out[c] = twoD ? (1.0f - b) * top + b * ((1.0f - a) * t01[c] + a * t11[c]) : top;
  }
  return fromFloats<T>(out);
}
} // namespace cuda2hip_tex
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_createTextureObject
#define CUDA2HIP_HELPER_cuda2hip_createTextureObject
template <typename = void>
inline hipError_t cuda2hip_createTextureObject(hipTextureObject_t *t, const hipResourceDesc *r,
                                               const hipTextureDesc *td, const hipResourceViewDesc *view) {
  if (!t || !r || !td) return hipErrorInvalidValue;
  if (view) return hipErrorNotSupported; // a resource view: docs/textures.md
  cuda2hip_tex::Desc d;
  __builtin_memset(&d, 0, sizeof d);
  d.res = *r;
  d.tex = *td;
  const hipChannelFormatDesc *c;
  if (r->resType == hipResourceTypeLinear) {
    c = &r->res.linear.desc;
    d.ptr = static_cast<const char *>(r->res.linear.devPtr);
    d.pitch = r->res.linear.sizeInBytes;
    d.height = 1;
  } else if (r->resType == hipResourceTypePitch2D) {
    c = &r->res.pitch2D.desc;
    d.ptr = static_cast<const char *>(r->res.pitch2D.devPtr);
    d.width = r->res.pitch2D.width;
    d.height = r->res.pitch2D.height;
    d.pitch = r->res.pitch2D.pitchInBytes;
  } else {
    return hipErrorNotSupported; // a CUDA array: docs/textures.md
  }
  d.chans = (c->x > 0) + (c->y > 0) + (c->z > 0) + (c->w > 0);
  d.bits = c->x;
  d.elemSize = (c->x + c->y + c->z + c->w) / 8;
  d.kind = c->f;
  if (!d.ptr || d.elemSize == 0) return hipErrorInvalidValue;
  if (r->resType == hipResourceTypeLinear) d.width = d.pitch / d.elemSize;
  d.addr[0] = td->addressMode[0];
  d.addr[1] = td->addressMode[1];
  d.linear = td->filterMode == hipFilterModeLinear;
  d.normalizedRead = td->readMode == hipReadModeNormalizedFloat && d.kind != hipChannelFormatKindFloat && d.bits <= 16;
  d.normalizedCoords = td->normalizedCoords;
  for (int i = 0; i < 4; ++i) d.border[i] = td->borderColor[i];
  void *dev = nullptr;
  hipError_t e = hipMalloc(&dev, sizeof d);
  if (e != hipSuccess) return e;
  e = hipMemcpy(dev, &d, sizeof d, hipMemcpyHostToDevice);
  if (e != hipSuccess) {
    (void)hipFree(dev);
    return e;
  }
  *t = reinterpret_cast<hipTextureObject_t>(dev);
  return hipSuccess;
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_destroyTextureObject
#define CUDA2HIP_HELPER_cuda2hip_destroyTextureObject
template <typename = void> inline hipError_t cuda2hip_destroyTextureObject(hipTextureObject_t t) {
  return t ? hipFree(reinterpret_cast<void *>(t)) : hipSuccess;
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_tex1Dfetch
#define CUDA2HIP_HELPER_cuda2hip_tex1Dfetch
// tex1Dfetch: element x of a linear texture, zero out of range (no filtering, no addressing).
template <typename T> __device__ inline T cuda2hip_tex1Dfetch(hipTextureObject_t t, int x) {
  const cuda2hip_tex::Desc &d = *cuda2hip_tex::desc(t);
  T r;
  if (x < 0 || size_t(x) >= d.width) {
    __builtin_memset(&r, 0, sizeof r);
  } else if (d.normalizedRead) {
    float v[4];
    cuda2hip_tex::texel(d, x, 0, v);
    r = cuda2hip_tex::fromFloats<T>(v);
  } else {
    __builtin_memcpy(&r, d.ptr + size_t(x) * d.elemSize, sizeof r);
  }
  return r;
}
template <typename T> __device__ inline void cuda2hip_tex1Dfetch(T *r, hipTextureObject_t t, int x) {
  *r = cuda2hip_tex1Dfetch<T>(t, x);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_tex2D
#define CUDA2HIP_HELPER_cuda2hip_tex2D
template <typename T> __device__ inline T cuda2hip_tex2D(hipTextureObject_t t, float x, float y) {
  return cuda2hip_tex::sample<T>(*cuda2hip_tex::desc(t), x, y, true);
}
template <typename T> __device__ inline void cuda2hip_tex2D(T *r, hipTextureObject_t t, float x, float y) {
  *r = cuda2hip_tex2D<T>(t, x, y);
}
#endif

__global__ void sampleShifted(hipTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = cuda2hip_tex2D<float>(tex, x + 1.5f, y + 0.5f);  // right neighbour, clamped
}
__global__ void writeSurface(hipSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) surf2Dwrite(float(x * 10 + y), surf, x * (int)sizeof(float), y);
}
__global__ void fetchLinear(hipTextureObject_t tex, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cuda2hip_tex1Dfetch<int>(tex, n - 1 - i);
}

int main() {
  int failures = 0;
  const int w = 64, h = 32;
  std::vector<float> img(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = float(y * 100 + x);

  hipChannelFormatDesc fd = hipCreateChannelDesc<float>();
  EXPECT(fd.x == 32 && fd.f == hipChannelFormatKindFloat);
  hipArray_t arr;
  CHECK_CUDA(hipMallocArray(&arr, &fd, w, h));
  CHECK_CUDA(hipMemcpy2DToArray(arr, 0, 0, img.data(), w * sizeof(float), w * sizeof(float), h,
                                 hipMemcpyHostToDevice));
  hipResourceDesc rd = {};
  rd.resType = hipResourceTypeArray;
  rd.res.array.array = arr;
  hipTextureDesc td = {};
  td.addressMode[0] = hipAddressModeClamp;
  td.addressMode[1] = hipAddressModeClamp;
  td.filterMode = hipFilterModePoint;
  td.readMode = hipReadModeElementType;
  td.normalizedCoords = 0;
  hipTextureObject_t tex = 0;
  CHECK_CUDA(cuda2hip_createTextureObject(&tex, &rd, &td, nullptr));
  float *dOut;
  CHECK_CUDA(hipMalloc(&dOut, w * h * sizeof(float)));
  dim3 blk(16, 8), grd(w / 16, h / 8);
  sampleShifted<<<grd, blk>>>(tex, dOut, w, h);
  std::vector<float> out(w * h);
  CHECK_CUDA(hipMemcpy(out.data(), dOut, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int xs = x + 1 < w ? x + 1 : w - 1;
      if (out[y * w + x] != float(y * 100 + xs)) ++bad;
    }
  std::printf("texture: out[0] %.1f out[w-1] %.1f, %d wrong\n", out[0], out[w - 1], bad);
  EXPECT(bad == 0);

  hipArray_t sarr;
  CHECK_CUDA(hipMallocArray(&sarr, &fd, w, h, hipArraySurfaceLoadStore));
  hipResourceDesc sd = {};
  sd.resType = hipResourceTypeArray;
  sd.res.array.array = sarr;
  hipSurfaceObject_t surf = 0;
  CHECK_CUDA(hipCreateSurfaceObject(&surf, &sd));
  writeSurface<<<grd, blk>>>(surf, w, h);
  CHECK_CUDA(hipMemcpy2DFromArray(out.data(), w * sizeof(float), sarr, 0, 0, w * sizeof(float),
                                   h, hipMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (out[y * w + x] != float(x * 10 + y)) ++bad;
  std::printf("surface: out[1][2] %.1f, %d wrong\n", out[1 * w + 2], bad);
  EXPECT(bad == 0);

  const int n = 4096;
  std::vector<int> lin(n);
  for (int i = 0; i < n; ++i) lin[i] = i * 3;
  int *dLin, *dRev;
  CHECK_CUDA(hipMalloc(&dLin, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dRev, n * sizeof(int)));
  CHECK_CUDA(hipMemcpy(dLin, lin.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipResourceDesc ld = {};
  ld.resType = hipResourceTypeLinear;
  ld.res.linear.devPtr = dLin;
  ld.res.linear.desc = hipCreateChannelDesc<int>();
  ld.res.linear.sizeInBytes = n * sizeof(int);
  hipTextureDesc ltd = {};
  ltd.readMode = hipReadModeElementType;
  hipTextureObject_t ltex = 0;
  CHECK_CUDA(cuda2hip_createTextureObject(&ltex, &ld, &ltd, nullptr));
  fetchLinear<<<n / 256, 256>>>(ltex, dRev, n);
  std::vector<int> rev(n);
  CHECK_CUDA(hipMemcpy(rev.data(), dRev, n * sizeof(int), hipMemcpyDeviceToHost));
  std::printf("linear texture: rev[0] %d rev[n-1] %d\n", rev[0], rev[n - 1]);
  EXPECT(rev[0] == 3 * (n - 1) && rev[n - 1] == 0);

  hipExtent ext = make_hipExtent(16 * sizeof(int), 8, 4);
  hipPitchedPtr pp;
  CHECK_CUDA(hipMalloc3D(&pp, ext));
  CHECK_CUDA(hipMemset3D(pp, 0x01, ext));
  std::vector<int> vol(16 * 8 * 4, 0);
  hipMemcpy3DParms p = {};
  p.srcPtr = pp;
  p.dstPtr = make_hipPitchedPtr(vol.data(), 16 * sizeof(int), 16, 8);
  p.extent = ext;
  p.kind = hipMemcpyDeviceToHost;
  CHECK_CUDA(hipMemcpy3D(&p));
  bad = 0;
  for (int v : vol)
    if (v != 0x01010101) ++bad;
  std::printf("3D memset+copy: pitch >= row: %d, %d wrong\n", pp.pitch >= 16 * sizeof(int), bad);
  EXPECT(bad == 0);

  CHECK_CUDA(cuda2hip_destroyTextureObject(tex));
  CHECK_CUDA(cuda2hip_destroyTextureObject(ltex));
  CHECK_CUDA(hipDestroySurfaceObject(surf));
  CHECK_CUDA(hipFreeArray(arr));
  CHECK_CUDA(hipFreeArray(sarr));
  CHECK_CUDA(hipFree(pp.ptr));
  CHECK_CUDA(hipFree(dOut));
  CHECK_CUDA(hipFree(dLin));
  CHECK_CUDA(hipFree(dRev));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
