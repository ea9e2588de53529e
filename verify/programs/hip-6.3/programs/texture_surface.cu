// texture_surface.cu - CUDA arrays, texture and surface objects, 3D memory.
//
//  * cudaMallocArray with cudaCreateChannelDesc<float>(), cudaMemcpy2DToArray
//  * a texture object over the array (point filtering, clamp addressing,
//    unnormalised coordinates) read with tex2D<float>
//  * a surface object over a second array written with surf2Dwrite and read
//    back with cudaMemcpy2DFromArray
//  * surf2Dread out of range in zero and clamp boundary modes
//  * cudaArrayGetInfo, cudaMemcpy2DArrayToArray, a 1D copy across rows into
//    an array (cudaMemcpyToArray) and out of it (cudaMemcpyFromArray), a
//    cudaMemcpy3D from an array at an offset
//  * a linear-memory texture read with tex1Dfetch<int>
//  * cudaMalloc3D + cudaMemset3D + cudaMemcpy3D to the host
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "check.cuh"
// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
#include <hip/hip_runtime.h>
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
#ifndef CUDA2HIP_HELPER_cuda2hip_arrayGetInfo
#define CUDA2HIP_HELPER_cuda2hip_arrayGetInfo
template <typename = void>
inline hipError_t cuda2hip_arrayGetInfo(hipChannelFormatDesc *d, hipExtent *e, unsigned *flags, hipArray_t a) {
  const cuda2hip_arr::Array *p = cuda2hip_arr::get(a);
  if (!p) return hipErrorInvalidValue;
  if (d) *d = p->desc;
  if (e) *e = make_hipExtent(p->width, p->height, p->depth);
  if (flags) *flags = p->flags;
  return hipSuccess;
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_createSurfaceObject
#define CUDA2HIP_HELPER_cuda2hip_createSurfaceObject
template <typename = void>
inline hipError_t cuda2hip_createSurfaceObject(hipSurfaceObject_t *s, const hipResourceDesc *r) {
  if (!s || !r) return hipErrorInvalidValue;
  if (r->resType != hipResourceTypeArray) return hipErrorInvalidValue; // as CUDA: arrays only
  const cuda2hip_arr::Array *a = cuda2hip_arr::get(r->res.array.array);
  if (!a) return hipErrorInvalidValue;
  if (a->depth) return hipErrorNotSupported; // 3D surfaces: docs/textures.md
  cuda2hip_arr::Surf d;
  __builtin_memset(&d, 0, sizeof d);
  d.ptr = a->ptr;
  d.pitch = a->pitch;
  d.widthBytes = cuda2hip_arr::rowBytes(*a);
  d.height = a->rows;
  d.res = *r;
  void *dev = nullptr;
  hipError_t e = hipMalloc(&dev, sizeof d);
  if (e != hipSuccess) return e;
  e = hipMemcpy(dev, &d, sizeof d, hipMemcpyHostToDevice);
  if (e != hipSuccess) {
    (void)hipFree(dev);
    return e;
  }
  *s = reinterpret_cast<hipSurfaceObject_t>(dev);
  return hipSuccess;
}
#endif
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
#ifndef CUDA2HIP_HELPER_cuda2hip_destroySurfaceObject
#define CUDA2HIP_HELPER_cuda2hip_destroySurfaceObject
template <typename = void> inline hipError_t cuda2hip_destroySurfaceObject(hipSurfaceObject_t s) {
  return s ? hipFree(reinterpret_cast<void *>(s)) : hipSuccess;
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_destroyTextureObject
#define CUDA2HIP_HELPER_cuda2hip_destroyTextureObject
template <typename = void> inline hipError_t cuda2hip_destroyTextureObject(hipTextureObject_t t) {
  return t ? hipFree(reinterpret_cast<void *>(t)) : hipSuccess;
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_freeArray
#define CUDA2HIP_HELPER_cuda2hip_freeArray
template <typename = void> inline hipError_t cuda2hip_freeArray(hipArray_t a) {
  cuda2hip_arr::Array *p = cuda2hip_arr::get(a);
  if (!p) return hipSuccess;
  hipError_t e = hipFree(p->ptr);
  delete p;
  return e;
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_mallocArray
#define CUDA2HIP_HELPER_cuda2hip_mallocArray
template <typename = void>
inline hipError_t cuda2hip_mallocArray(hipArray_t *a, const hipChannelFormatDesc *d, size_t w, size_t h = 0,
                                       unsigned flags = 0) {
  return cuda2hip_arr::alloc(a, d, w, h, 0, flags);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_memcpy2DArrayToArray
#define CUDA2HIP_HELPER_cuda2hip_memcpy2DArrayToArray
template <typename = void>
inline hipError_t cuda2hip_memcpy2DArrayToArray(hipArray_t dst, size_t wOffsetDst, size_t hOffsetDst, hipArray_const_t src,
                                                size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height,
                                                hipMemcpyKind kind = hipMemcpyDeviceToDevice) {
  const cuda2hip_arr::Array *d = cuda2hip_arr::get(dst), *s = cuda2hip_arr::get(src);
  if (!cuda2hip_arr::fits(d, wOffsetDst, hOffsetDst, width, height) ||
      !cuda2hip_arr::fits(s, wOffsetSrc, hOffsetSrc, width, height))
    return hipErrorInvalidValue;
  return hipMemcpy2D(cuda2hip_arr::at(*d, wOffsetDst, hOffsetDst), d->pitch, cuda2hip_arr::at(*s, wOffsetSrc, hOffsetSrc),
                     s->pitch, width, height, kind);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_memcpy2DFromArray
#define CUDA2HIP_HELPER_cuda2hip_memcpy2DFromArray
template <typename = void>
inline hipError_t cuda2hip_memcpy2DFromArray(void *dst, size_t dpitch, hipArray_const_t src, size_t wOffset,
                                             size_t hOffset, size_t width, size_t height, hipMemcpyKind kind) {
  const cuda2hip_arr::Array *a = cuda2hip_arr::get(src);
  if (!cuda2hip_arr::fits(a, wOffset, hOffset, width, height)) return hipErrorInvalidValue;
  return hipMemcpy2D(dst, dpitch, cuda2hip_arr::at(*a, wOffset, hOffset), a->pitch, width, height, kind);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_memcpy2DToArray
#define CUDA2HIP_HELPER_cuda2hip_memcpy2DToArray
template <typename = void>
inline hipError_t cuda2hip_memcpy2DToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch,
                                           size_t width, size_t height, hipMemcpyKind kind) {
  const cuda2hip_arr::Array *a = cuda2hip_arr::get(dst);
  if (!cuda2hip_arr::fits(a, wOffset, hOffset, width, height)) return hipErrorInvalidValue;
  return hipMemcpy2D(cuda2hip_arr::at(*a, wOffset, hOffset), a->pitch, src, spitch, width, height, kind);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_memcpy3D
#define CUDA2HIP_HELPER_cuda2hip_memcpy3D
template <typename = void> inline hipError_t cuda2hip_memcpy3D(const hipMemcpy3DParms *p) {
  if (!p) return hipErrorInvalidValue;
  hipMemcpy3DParms q = cuda2hip_arr::pitched(*p);
  return hipMemcpy3D(&q);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_memcpyFromArray
#define CUDA2HIP_HELPER_cuda2hip_memcpyFromArray
template <typename = void>
inline hipError_t cuda2hip_memcpyFromArray(void *dst, hipArray_const_t src, size_t wOffset, size_t hOffset, size_t count,
                                           hipMemcpyKind kind) {
  return cuda2hip_arr::linear(cuda2hip_arr::get(src), wOffset, hOffset, dst, count, false, kind, 0, false);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_memcpyToArray
#define CUDA2HIP_HELPER_cuda2hip_memcpyToArray
template <typename = void>
inline hipError_t cuda2hip_memcpyToArray(hipArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count,
                                         hipMemcpyKind kind) {
  return cuda2hip_arr::linear(cuda2hip_arr::get(dst), wOffset, hOffset, const_cast<void *>(src), count, true, kind, 0, false);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_surf2Dread
#define CUDA2HIP_HELPER_cuda2hip_surf2Dread
// x in bytes, as CUDA; mode 0 zero, 1 trap (CUDA's default), 2 clamp (HIP's values).
template <typename T> __device__ inline T cuda2hip_surf2Dread(hipSurfaceObject_t s, int x, int y, int mode = 1) {
  T r;
  const char *p = cuda2hip_arr::surfAt<T>(s, x, y, mode);
  if (p) __builtin_memcpy(&r, p, sizeof r);
  else __builtin_memset(&r, 0, sizeof r);
  return r;
}
template <typename T> __device__ inline void cuda2hip_surf2Dread(T *r, hipSurfaceObject_t s, int x, int y, int mode = 1) {
  *r = cuda2hip_surf2Dread<T>(s, x, y, mode);
}
#endif
#ifndef CUDA2HIP_HELPER_cuda2hip_surf2Dwrite
#define CUDA2HIP_HELPER_cuda2hip_surf2Dwrite
template <typename T>
__device__ inline void cuda2hip_surf2Dwrite(T v, hipSurfaceObject_t s, int x, int y, int mode = 1) {
  if (char *p = cuda2hip_arr::surfAt<T>(s, x, y, mode)) __builtin_memcpy(p, &v, sizeof v);
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
  if (x < w && y < h) cuda2hip_surf2Dwrite(float(x * 10 + y), surf, x * (int)sizeof(float), y);
}
__global__ void readSurfaceModes(hipSurfaceObject_t surf, float *out, int w, int h) {
  int i = threadIdx.x;  // left of row 1 and right of the last row; zero, then clamp
  if (i == 0) cuda2hip_surf2Dwrite(5.0f, surf, w * (int)sizeof(float), 0, hipBoundaryModeZero);  // dropped
  int x = i & 1 ? w : -1, y = i & 1 ? h - 1 : 1;
  out[i] = i < 2 ? cuda2hip_surf2Dread<float>(surf, x * (int)sizeof(float), y, hipBoundaryModeZero)
                 : cuda2hip_surf2Dread<float>(surf, x * (int)sizeof(float), y, hipBoundaryModeClamp);
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
  CHECK_CUDA(cuda2hip_mallocArray(&arr, &fd, w, h));
  CHECK_CUDA(cuda2hip_memcpy2DToArray(arr, 0, 0, img.data(), w * sizeof(float), w * sizeof(float), h,
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
  CHECK_CUDA(cuda2hip_mallocArray(&sarr, &fd, w, h, hipArraySurfaceLoadStore));
  hipResourceDesc sd = {};
  sd.resType = hipResourceTypeArray;
  sd.res.array.array = sarr;
  hipSurfaceObject_t surf = 0;
  CHECK_CUDA(cuda2hip_createSurfaceObject(&surf, &sd));
  writeSurface<<<grd, blk>>>(surf, w, h);
  CHECK_CUDA(cuda2hip_memcpy2DFromArray(out.data(), w * sizeof(float), sarr, 0, 0, w * sizeof(float),
                                   h, hipMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (out[y * w + x] != float(x * 10 + y)) ++bad;
  std::printf("surface: out[1][2] %.1f, %d wrong\n", out[1 * w + 2], bad);
  EXPECT(bad == 0);

  readSurfaceModes<<<1, 4>>>(surf, dOut, w, h);
  float modes[4];
  CHECK_CUDA(hipMemcpy(modes, dOut, sizeof modes, hipMemcpyDeviceToHost));
  std::printf("surface modes: zero %.1f %.1f, clamp %.1f %.1f\n", modes[0], modes[1], modes[2], modes[3]);
  EXPECT(modes[0] == 0.0f && modes[1] == 0.0f && modes[2] == 1.0f && modes[3] == float((w - 1) * 10 + h - 1));
  CHECK_CUDA(cuda2hip_memcpy2DFromArray(out.data(), w * sizeof(float), sarr, 0, 0, w * sizeof(float), h,
                                   hipMemcpyDeviceToHost));
  EXPECT(out[w - 1] == float((w - 1) * 10));  // the zero-mode write went nowhere

  hipChannelFormatDesc gotFd;
  hipExtent gotExt;
  unsigned gotFlags = 99;
  CHECK_CUDA(cuda2hip_arrayGetInfo(&gotFd, &gotExt, &gotFlags, arr));
  std::printf("array info: %d bits, %d x %d x %d, flags %u\n", gotFd.x, (int)gotExt.width, (int)gotExt.height,
              (int)gotExt.depth, gotFlags);
  EXPECT(gotFd.x == 32 && gotFd.f == hipChannelFormatKindFloat && gotExt.width == (size_t)w &&
         gotExt.height == (size_t)h && gotExt.depth == 0 && gotFlags == 0);
  hipArray_t carr;
  CHECK_CUDA(cuda2hip_mallocArray(&carr, &fd, w, h));
  CHECK_CUDA(cuda2hip_memcpy2DArrayToArray(carr, 0, 0, arr, 0, 0, w * sizeof(float), h, hipMemcpyDeviceToDevice));
  std::vector<float> span(w + 16), model(img);
  for (int i = 0; i < w + 16; ++i) {  // from (8, 2) on, row after row
    span[i] = -1.0f - i;
    model[2 * w + 8 + i] = span[i];
  }
  CHECK_CUDA(cuda2hip_memcpyToArray(carr, 8 * sizeof(float), 2, span.data(), span.size() * sizeof(float),
                               hipMemcpyHostToDevice));
  std::vector<float> back(8);
  CHECK_CUDA(cuda2hip_memcpyFromArray(back.data(), carr, (w - 4) * sizeof(float), 2, back.size() * sizeof(float),
                                 hipMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < 8; ++i)
    if (back[i] != model[2 * w + w - 4 + i]) ++bad;
  std::vector<float> all(w * h, 0.0f);
  hipMemcpy3DParms q = {};
  q.srcArray = carr;
  q.srcPos = make_hipPos(1, 2, 0);  // elements of the array
  q.dstPtr = make_hipPitchedPtr(all.data(), w * sizeof(float), w, h);
  q.extent = make_hipExtent(w - 1, h - 2, 1);
  q.kind = hipMemcpyDeviceToHost;
  CHECK_CUDA(cuda2hip_memcpy3D(&q));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (all[y * w + x] != (x < w - 1 && y < h - 2 ? model[(y + 2) * w + x + 1] : 0.0f)) ++bad;
  std::printf("array copies: back[0] %.1f all[0] %.1f all[w] %.1f, %d wrong\n", back[0], all[0], all[w], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(cuda2hip_freeArray(carr));

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
  CHECK_CUDA(cuda2hip_memcpy3D(&p));
  bad = 0;
  for (int v : vol)
    if (v != 0x01010101) ++bad;
  std::printf("3D memset+copy: pitch >= row: %d, %d wrong\n", pp.pitch >= 16 * sizeof(int), bad);
  EXPECT(bad == 0);

  CHECK_CUDA(cuda2hip_destroyTextureObject(tex));
  CHECK_CUDA(cuda2hip_destroyTextureObject(ltex));
  CHECK_CUDA(cuda2hip_destroySurfaceObject(surf));
  CHECK_CUDA(cuda2hip_freeArray(arr));
  CHECK_CUDA(cuda2hip_freeArray(sarr));
  CHECK_CUDA(hipFree(pp.ptr));
  CHECK_CUDA(hipFree(dOut));
  CHECK_CUDA(hipFree(dLin));
  CHECK_CUDA(hipFree(dRev));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
