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
#include <hip/hip_runtime.h>
#include <cmath>
#include <cstdio>
#include <cstring>
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
// Linear weights as CUDA's 9-bit fixed-point filter makes them (measured on
// an H100, every one of 262144 samples): the fractions a, b rounded to
// 1/256, halves up; only the product weight a*b is rounded, the other three
// are derived from it so the four sum to exactly 1; the blend is exact
// (double) and rounded to float once.
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
  int a = int(__builtin_floorf((fu - float(x)) * 256.0f + 0.5f));
  int b = twoD ? int(__builtin_floorf((fv - float(y)) * 256.0f + 0.5f)) : 0;
  int w11 = (a * b + 128) >> 8, w10 = a - w11, w01 = b - w11, w00 = 256 - a - b + w11;
  float t00[4], t10[4], t01[4] = {0, 0, 0, 0}, t11[4] = {0, 0, 0, 0};
  texel(d, x, y, t00);
  texel(d, x + 1, y, t10);
  if (twoD) {
    texel(d, x, y + 1, t01);
    texel(d, x + 1, y + 1, t11);
  }
  for (int c = 0; c < 4; ++c)
    out[c] = float((double(w00) * t00[c] + double(w10) * t10[c] + double(w01) * t01[c] +
                    double(w11) * t11[c]) / 256.0);
  return fromFloats<T>(out);
}
} // namespace cuda2hip_tex
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_arr
#define CUDA2HIP_HELPER_cuda2hip_arr
namespace cuda2hip_arr {
// A CUDA array of the translation: host memory, its address cast to
// hipArray_t. Never pass one to HIP's own array functions.
struct Array {
  char *ptr;                      // hipMallocPitch'd, rows of `pitch` bytes
  size_t pitch;                   // bytes per row
  size_t width, height, depth;    // elements, as allocated (0: no such dimension)
  size_t rows;                    // rows of a slice (height, at least 1)
  hipChannelFormatDesc desc;
  size_t elemSize;                // bytes per element
  unsigned flags;
};
inline Array *get(hipArray_const_t a) { return static_cast<Array *>(const_cast<void *>(static_cast<const void *>(a))); }
inline size_t rowBytes(const Array &a) { return a.width * a.elemSize; }
inline char *at(const Array &a, size_t xBytes, size_t y) { return a.ptr + y * a.pitch + xBytes; }
// A 2D region (x in bytes) inside the array's first slice.
inline bool fits(const Array *a, size_t xBytes, size_t y, size_t w, size_t h) {
  return a && xBytes + w <= rowBytes(*a) && y + h <= a->rows;
}
inline hipError_t alloc(hipArray_t *out, const hipChannelFormatDesc *d, size_t w, size_t h, size_t depth, unsigned flags) {
  if (!out || !d || w == 0) return hipErrorInvalidValue;
  if (flags & (hipArrayLayered | hipArrayCubemap)) return hipErrorNotSupported; // docs/textures.md
  size_t elem = size_t(d->x + d->y + d->z + d->w) / 8;
  if (elem == 0) return hipErrorInvalidValue;
  Array *a = new Array();
  a->width = w;
  a->height = h;
  a->depth = depth;
  a->rows = h ? h : 1;
  a->desc = *d;
  a->elemSize = elem;
  a->flags = flags;
  void *p = nullptr;
  hipError_t e = hipMallocPitch(&p, &a->pitch, w * elem, a->rows * (depth ? depth : 1));
  if (e != hipSuccess) {
    delete a;
    return e;
  }
  a->ptr = static_cast<char *>(p);
  *out = reinterpret_cast<hipArray_t>(static_cast<void *>(a));
  return hipSuccess;
}
// count bytes between host or device memory p and the array's bytes from
// (xBytes, y) on, in CUDA's row-by-row order (the deprecated 1D copies).
inline hipError_t linear(const Array *a, size_t xBytes, size_t y, void *p, size_t count, bool toArray,
                         hipMemcpyKind kind, hipStream_t s, bool async) {
  if (!a || xBytes > rowBytes(*a) || y * rowBytes(*a) + xBytes + count > a->rows * rowBytes(*a))
    return hipErrorInvalidValue;
  char *q = static_cast<char *>(p);
  while (count) {
    size_t n = rowBytes(*a) - xBytes;
    if (n > count) n = count;
    size_t full = xBytes == 0 ? count / rowBytes(*a) : 0; // whole rows at once
    char *arr = at(*a, xBytes, y);
    hipError_t e;
    if (full > 1) {
      n = full * rowBytes(*a);
      e = toArray ? (async ? hipMemcpy2DAsync(arr, a->pitch, q, rowBytes(*a), rowBytes(*a), full, kind, s)
                           : hipMemcpy2D(arr, a->pitch, q, rowBytes(*a), rowBytes(*a), full, kind))
                  : (async ? hipMemcpy2DAsync(q, rowBytes(*a), arr, a->pitch, rowBytes(*a), full, kind, s)
                           : hipMemcpy2D(q, rowBytes(*a), arr, a->pitch, rowBytes(*a), full, kind));
      y += full;
    } else {
      e = toArray ? (async ? hipMemcpyAsync(arr, q, n, kind, s) : hipMemcpy(arr, q, n, kind))
                  : (async ? hipMemcpyAsync(q, arr, n, kind, s) : hipMemcpy(q, arr, n, kind));
      y += (xBytes + n) / rowBytes(*a);
    }
    if (e != hipSuccess) return e;
    q += n;
    count -= n;
    xBytes = (xBytes + n) % rowBytes(*a);
  }
  return hipSuccess;
}
// A 3D copy with arrays of the translation as the same copy between pitched
// pointers (their buffers): positions and the extent's width in bytes.
inline hipMemcpy3DParms pitched(const hipMemcpy3DParms &p) {
  hipMemcpy3DParms q = p;
  const Array *s = get(p.srcArray), *d = get(p.dstArray);
  size_t elem = s ? s->elemSize : d ? d->elemSize : 1;
  if (s) {
    q.srcArray = nullptr;
    q.srcPtr = make_hipPitchedPtr(s->ptr, s->pitch, rowBytes(*s), s->rows);
    q.srcPos.x *= s->elemSize;
  }
  if (d) {
    q.dstArray = nullptr;
    q.dstPtr = make_hipPitchedPtr(d->ptr, d->pitch, rowBytes(*d), d->rows);
    q.dstPos.x *= d->elemSize;
  }
  q.extent.width *= elem;
  return q;
}
// A surface object of the translation: the address of this descriptor, in
// device memory, cast to hipSurfaceObject_t.
struct Surf {
  char *ptr;
  size_t pitch, widthBytes, height;
  hipResourceDesc res; // as given, for cudaGetSurfaceObjectResourceDesc
};
// The bytes of a T at byte x, row y under a boundary mode (HIP's values: 0
// zero, 1 trap, 2 clamp); null where zero mode skips the access.
template <typename T> __device__ inline char *surfAt(hipSurfaceObject_t s, int x, int y, int mode) {
  const Surf &d = *reinterpret_cast<const Surf *>(s);
  long xb = x, yy = y, maxX = long(d.widthBytes) - long(sizeof(T)), maxY = long(d.height) - 1;
  if (xb < 0 || xb > maxX || yy < 0 || yy > maxY) {
    if (mode == 0) return nullptr;
    if (mode != 2) { // cudaBoundaryModeTrap, the default: the kernel fails
#ifdef __NVCC__
      asm volatile("trap;"); // HIP over CUDA (verify/hip-on-cuda)
#else
      __builtin_trap();
#endif
    }
    xb = xb < 0 ? 0 : xb > maxX ? maxX : xb;
    yy = yy < 0 ? 0 : yy > maxY ? maxY : yy;
  }
  return d.ptr + yy * long(d.pitch) + xb;
}
} // namespace cuda2hip_arr
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
  } else if (r->resType == hipResourceTypeArray) { // an array of the translation (helpers_arrays.def)
    const cuda2hip_arr::Array *a = cuda2hip_arr::get(r->res.array.array);
    if (!a) return hipErrorInvalidValue;
    if (a->depth) return hipErrorNotSupported; // 3D: tex3D is not supplied, docs/textures.md
    c = &a->desc;
    d.ptr = a->ptr;
    d.width = a->width;
    d.height = a->rows;
    d.pitch = a->pitch;
  } else {
    return hipErrorNotSupported; // a mipmapped array: docs/textures.md
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
#ifndef CUDA2HIP_HELPER_cuda2hip_getTextureObjectResourceDesc
#define CUDA2HIP_HELPER_cuda2hip_getTextureObjectResourceDesc
template <typename = void>
inline hipError_t cuda2hip_getTextureObjectResourceDesc(hipResourceDesc *r, hipTextureObject_t t) {
  if (!r || !t) return hipErrorInvalidValue;
  return hipMemcpy(r, &cuda2hip_tex::desc(t)->res, sizeof *r, hipMemcpyDeviceToHost);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_getTextureObjectTextureDesc
#define CUDA2HIP_HELPER_cuda2hip_getTextureObjectTextureDesc
template <typename = void>
inline hipError_t cuda2hip_getTextureObjectTextureDesc(hipTextureDesc *td, hipTextureObject_t t) {
  if (!td || !t) return hipErrorInvalidValue;
  return hipMemcpy(td, &cuda2hip_tex::desc(t)->tex, sizeof *td, hipMemcpyDeviceToHost);
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

struct Sampler {
  hipTextureObject_t tex;
  float scale;
};

__global__ void fetchInts(hipTextureObject_t t, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n + 8) out[i] = cuda2hip_tex1Dfetch<int>(t, i - 4);  // four below, four above: zero
}
__global__ void fetchBytes(hipTextureObject_t t, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cuda2hip_tex1Dfetch<float>(t, i);
}
__global__ void sample2D(Sampler s, const float2 *at, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = s.scale * cuda2hip_tex2D<float>(s.tex, at[i].x, at[i].y);
}
__global__ void sampleRgba(hipTextureObject_t t, float4 *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) cuda2hip_tex2D(&out[y * w + x], t, x + 0.5f, y + 0.5f);
}

static hipTextureObject_t pitchTexture(float *p, size_t pitch, int w, int h,
                                        hipTextureAddressMode mode, hipTextureFilterMode filter,
                                        int normalized, float border) {
  hipResourceDesc rd;
  memset(&rd, 0, sizeof rd);
  rd.resType = hipResourceTypePitch2D;
  rd.res.pitch2D.devPtr = p;
  rd.res.pitch2D.desc = hipCreateChannelDesc<float>();
  rd.res.pitch2D.width = w;
  rd.res.pitch2D.height = h;
  rd.res.pitch2D.pitchInBytes = pitch;
  hipTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = mode;
  td.filterMode = filter;
  td.readMode = hipReadModeElementType;
  td.normalizedCoords = normalized;
  td.borderColor[0] = border;
  hipTextureObject_t t = 0;
  CHECK_CUDA(cuda2hip_createTextureObject(&t, &rd, &td, nullptr));
  return t;
}

// Host model of CUDA's sampling (the texture programming guide's appendix).
static long addr(long i, long n, hipTextureAddressMode m, bool *border) {
  if (m == hipAddressModeWrap) return ((i % n) + n) % n;
  if (m == hipAddressModeMirror) {
    i = ((i % (2 * n)) + 2 * n) % (2 * n);
    return i >= n ? 2 * n - 1 - i : i;
  }
  if (i < 0 || i >= n) {
    if (m == hipAddressModeBorder) *border = true;
    return i < 0 ? 0 : n - 1;
  }
  return i;
}
static float texel(const std::vector<float> &img, int w, int h, long x, long y,
                   hipTextureAddressMode m, float border) {
  bool b = false;
  x = addr(x, w, m, &b);
  y = addr(y, h, m, &b);
  return b ? border : img[y * w + x];
}
static float reference(const std::vector<float> &img, int w, int h, float u, float v,
                       hipTextureAddressMode m, bool linear, bool normalized, float border) {
  if (normalized) {  // wrap: the fraction; mirror: reflected on odd periods
    auto unit = [m](float x) {
      float f = std::floor(x);
      if (m == hipAddressModeWrap) return x - f;
      if (m == hipAddressModeMirror) return ((long)f & 1) ? 1.0f - (x - f) : x - f;
      return x;
    };
    u = unit(u) * w;
    v = unit(v) * h;
  }
  if (!normalized && m != hipAddressModeBorder) m = hipAddressModeClamp;  // wrap, mirror: normalised only
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
  CHECK_CUDA(hipMalloc(&dLin, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dInts, (n + 8) * sizeof(int)));
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
  fetchInts<<<(n + 8 + 255) / 256, 256>>>(ltex, dInts, n);
  std::vector<int> ints(n + 8);
  CHECK_CUDA(hipMemcpy(ints.data(), dInts, ints.size() * sizeof(int), hipMemcpyDeviceToHost));
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
  CHECK_CUDA(hipMalloc(&dBytes, 256));
  CHECK_CUDA(hipMalloc(&dF, 4096 * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dBytes, bytes.data(), 256, hipMemcpyHostToDevice));
  ld.res.linear.devPtr = dBytes;
  ld.res.linear.desc = hipCreateChannelDesc<unsigned char>();
  ld.res.linear.sizeInBytes = 256;
  ltd.readMode = hipReadModeNormalizedFloat;
  hipTextureObject_t btex = 0;
  CHECK_CUDA(cuda2hip_createTextureObject(&btex, &ld, &ltd, nullptr));
  fetchBytes<<<1, 256>>>(btex, dF, 256);
  std::vector<float> f(4096);
  CHECK_CUDA(hipMemcpy(f.data(), dF, 256 * sizeof(float), hipMemcpyDeviceToHost));
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
  CHECK_CUDA(hipMallocPitch(&dImg, &pitch, w * sizeof(float), h));
  CHECK_CUDA(hipMemcpy2D(dImg, pitch, img.data(), w * sizeof(float), w * sizeof(float), h,
                          hipMemcpyHostToDevice));
  const int m = 4096;
  std::vector<float2> at(m);
  for (int i = 0; i < m; ++i) {  // from well outside to well inside, fractional,
    at[i].x = -9.3f + (i % 64) * 0.87f;  // at least 0.01 texel off a texel edge in every mode
    at[i].y = -7.07f + (i / 64) * 0.61f;
  }
  float2 *dAt;
  CHECK_CUDA(hipMalloc(&dAt, m * sizeof(float2)));
  CHECK_CUDA(hipMemcpy(dAt, at.data(), m * sizeof(float2), hipMemcpyHostToDevice));
  struct Case {
    const char *name;
    hipTextureAddressMode mode;
    hipTextureFilterMode filter;
    int normalized;
  } cases[] = {
      {"point clamp", hipAddressModeClamp, hipFilterModePoint, 0},
      {"point border", hipAddressModeBorder, hipFilterModePoint, 0},
      {"point wrap (normalised)", hipAddressModeWrap, hipFilterModePoint, 1},
      {"point mirror (normalised)", hipAddressModeMirror, hipFilterModePoint, 1},
      {"linear clamp", hipAddressModeClamp, hipFilterModeLinear, 0},
      {"linear wrap (normalised)", hipAddressModeWrap, hipFilterModeLinear, 1},
  };
  for (const Case &c : cases) {
    Sampler s = {pitchTexture(dImg, pitch, w, h, c.mode, c.filter, c.normalized, -1.0f), 2.0f};
    std::vector<float2> uv = at;
    if (c.normalized) {
      for (float2 &p : uv) { p.x /= w; p.y /= h; }
      CHECK_CUDA(hipMemcpy(dAt, uv.data(), m * sizeof(float2), hipMemcpyHostToDevice));
    }
    sample2D<<<m / 256, 256>>>(s, dAt, dF, m);
    CHECK_CUDA(hipMemcpy(f.data(), dF, m * sizeof(float), hipMemcpyDeviceToHost));
    if (c.normalized) CHECK_CUDA(hipMemcpy(dAt, at.data(), m * sizeof(float2), hipMemcpyHostToDevice));
    bool lin = c.filter == hipFilterModeLinear;
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
    CHECK_CUDA(cuda2hip_destroyTextureObject(s.tex));
  }

  // 6. uchar4 pixels read as normalised float4.
  const int rw = 16, rh = 8;
  std::vector<uchar4> px(rw * rh);
  for (int i = 0; i < rw * rh; ++i) px[i] = make_uchar4(i, 255 - i, i * 2, 128);
  uchar4 *dPx;
  size_t pxPitch;
  CHECK_CUDA(hipMallocPitch(&dPx, &pxPitch, rw * sizeof(uchar4), rh));
  CHECK_CUDA(hipMemcpy2D(dPx, pxPitch, px.data(), rw * sizeof(uchar4), rw * sizeof(uchar4), rh,
                          hipMemcpyHostToDevice));
  hipResourceDesc prd = {};
  prd.resType = hipResourceTypePitch2D;
  prd.res.pitch2D.devPtr = dPx;
  prd.res.pitch2D.desc = hipCreateChannelDesc<uchar4>();
  prd.res.pitch2D.width = rw;
  prd.res.pitch2D.height = rh;
  prd.res.pitch2D.pitchInBytes = pxPitch;
  hipTextureDesc ptd = {};
  ptd.readMode = hipReadModeNormalizedFloat;
  hipTextureObject_t ptex = 0;
  CHECK_CUDA(cuda2hip_createTextureObject(&ptex, &prd, &ptd, nullptr));
  float4 *dOut4;
  CHECK_CUDA(hipMalloc(&dOut4, rw * rh * sizeof(float4)));
  sampleRgba<<<dim3(1, 1), dim3(rw, rh)>>>(ptex, dOut4, rw, rh);
  std::vector<float4> out4(rw * rh);
  CHECK_CUDA(hipMemcpy(out4.data(), dOut4, out4.size() * sizeof(float4), hipMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < rw * rh; ++i)
    if (std::fabs(out4[i].x - px[i].x / 255.0f) > 1e-6f || std::fabs(out4[i].y - px[i].y / 255.0f) > 1e-6f ||
        std::fabs(out4[i].z - px[i].z / 255.0f) > 1e-6f || std::fabs(out4[i].w - px[i].w / 255.0f) > 1e-6f)
      ++bad;
  std::printf("rgba normalised: px[5] %.4f %.4f %.4f %.4f, %d wrong\n", (double)out4[5].x, (double)out4[5].y,
              (double)out4[5].z, (double)out4[5].w, bad);
  EXPECT(bad == 0);

  // 7. The descriptors read back.
  hipResourceDesc back;
  hipTextureDesc tback;
  CHECK_CUDA(cuda2hip_getTextureObjectResourceDesc(&back, ptex));
  CHECK_CUDA(cuda2hip_getTextureObjectTextureDesc(&tback, ptex));
  std::printf("read back: type %d width %zu height %zu pitch ok %d, read mode %d\n",
              (int)back.resType, back.res.pitch2D.width, back.res.pitch2D.height,
              back.res.pitch2D.pitchInBytes == pxPitch, (int)tback.readMode);
  EXPECT(back.resType == hipResourceTypePitch2D && back.res.pitch2D.width == (size_t)rw);
  EXPECT(tback.readMode == hipReadModeNormalizedFloat);

  CHECK_CUDA(cuda2hip_destroyTextureObject(ltex));
  CHECK_CUDA(cuda2hip_destroyTextureObject(btex));
  CHECK_CUDA(cuda2hip_destroyTextureObject(ptex));
  CHECK_CUDA(hipFree(dLin));
  CHECK_CUDA(hipFree(dInts));
  CHECK_CUDA(hipFree(dBytes));
  CHECK_CUDA(hipFree(dF));
  CHECK_CUDA(hipFree(dImg));
  CHECK_CUDA(hipFree(dAt));
  CHECK_CUDA(hipFree(dPx));
  CHECK_CUDA(hipFree(dOut4));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
