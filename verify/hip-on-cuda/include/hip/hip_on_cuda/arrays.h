// hip/hip_on_cuda/arrays.h - HIP's 3D memory, arrays, mipmapped arrays and
// texture/surface objects over CUDA 13's.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md); included by
// hip_on_cuda/runtime.h (see there for the conventions). Written from ROCm's
// hip_runtime_api.h, driver_types.h and texture_types.h;
// scripts/hip_on_cuda_decls.py checks every declaration against ROCm.
#ifndef HIP_ON_CUDA_ARRAYS_H
#define HIP_ON_CUDA_ARRAYS_H

//===--- 3D memory and arrays ---------------------------------------------===//

typedef enum hipChannelFormatKind {
  hipChannelFormatKindSigned = 0,
  hipChannelFormatKindUnsigned = 1,
  hipChannelFormatKindFloat = 2,
  hipChannelFormatKindNone = 3,
} hipChannelFormatKind;
HIP_ON_CUDA_SAME(hipChannelFormatKindNone, cudaChannelFormatKindNone);

typedef struct hipChannelFormatDesc {
  int x;
  int y;
  int z;
  int w;
  enum hipChannelFormatKind f;
} hipChannelFormatDesc;
static_assert(sizeof(hipChannelFormatDesc) == sizeof(cudaChannelFormatDesc), "layout");
HIP_ON_CUDA_LAYOUT(hipChannelFormatDesc, cudaChannelFormatDesc, f);

typedef struct hipExtent {
  size_t width;
  size_t height;
  size_t depth;
} hipExtent;
typedef struct hipPos {
  size_t x;
  size_t y;
  size_t z;
} hipPos;
typedef struct hipPitchedPtr {
  void *ptr;
  size_t pitch;
  size_t xsize;
  size_t ysize;
} hipPitchedPtr;
typedef struct hipMemcpy3DParms {
  hipArray_t srcArray;
  struct hipPos srcPos;
  struct hipPitchedPtr srcPtr;
  hipArray_t dstArray;
  struct hipPos dstPos;
  struct hipPitchedPtr dstPtr;
  struct hipExtent extent;
  enum hipMemcpyKind kind;
} hipMemcpy3DParms;
static_assert(sizeof(hipExtent) == sizeof(cudaExtent) && sizeof(hipPos) == sizeof(cudaPos) &&
                  sizeof(hipPitchedPtr) == sizeof(cudaPitchedPtr),
              "layout");
static_assert(sizeof(hipMemcpy3DParms) == sizeof(cudaMemcpy3DParms), "layout");
HIP_ON_CUDA_LAYOUT(hipMemcpy3DParms, cudaMemcpy3DParms, dstPtr);
HIP_ON_CUDA_LAYOUT(hipMemcpy3DParms, cudaMemcpy3DParms, extent);
HIP_ON_CUDA_LAYOUT(hipMemcpy3DParms, cudaMemcpy3DParms, kind);

static inline hipExtent make_hipExtent(size_t w, size_t h, size_t d) {
  hipExtent e = {w, h, d};
  return e;
}
static inline hipPos make_hipPos(size_t x, size_t y, size_t z) {
  hipPos p = {x, y, z};
  return p;
}
static inline hipPitchedPtr make_hipPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) {
  hipPitchedPtr r = {d, p, xsz, ysz};
  return r;
}
static inline cudaExtent hip_on_cuda_extent(hipExtent e) {
  return make_cudaExtent(e.width, e.height, e.depth);
}
static inline cudaPitchedPtr hip_on_cuda_pitched(hipPitchedPtr p) {
  return make_cudaPitchedPtr(p.ptr, p.pitch, p.xsize, p.ysize);
}

static inline hipChannelFormatDesc hipCreateChannelDesc(int x, int y, int z, int w,
                                                        hipChannelFormatKind f) {
  hipChannelFormatDesc d = {x, y, z, w, f};
  return d;
}
#if defined(__cplusplus)
template <class T> static inline hipChannelFormatDesc hipCreateChannelDesc() {
  cudaChannelFormatDesc c = cudaCreateChannelDesc<T>();
  return hipCreateChannelDesc(c.x, c.y, c.z, c.w, (hipChannelFormatKind)c.f);
}
#endif
static inline hipError_t hipMalloc3D(hipPitchedPtr *p, hipExtent e) {
  return hip_on_cuda_error(cudaMalloc3D((cudaPitchedPtr *)p, hip_on_cuda_extent(e)));
}
static inline hipError_t hipMemset3D(hipPitchedPtr p, int value, hipExtent e) {
  return hip_on_cuda_error(cudaMemset3D(hip_on_cuda_pitched(p), value, hip_on_cuda_extent(e)));
}
static inline hipError_t hipMemset3DAsync(hipPitchedPtr p, int value, hipExtent e,
                                          hipStream_t s = 0) {
  return hip_on_cuda_error(
      cudaMemset3DAsync(hip_on_cuda_pitched(p), value, hip_on_cuda_extent(e), s));
}
static inline hipError_t hipMemcpy3D(const hipMemcpy3DParms *p) {
  return hip_on_cuda_error(cudaMemcpy3D((const cudaMemcpy3DParms *)p));
}
static inline hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms *p, hipStream_t s = 0) {
  return hip_on_cuda_error(cudaMemcpy3DAsync((const cudaMemcpy3DParms *)p, s));
}
static inline hipError_t hipMallocArray(hipArray_t *a, const hipChannelFormatDesc *d, size_t w,
                                        size_t h = 0, unsigned flags = hipArrayDefault) {
  return hip_on_cuda_error(cudaMallocArray(a, (const cudaChannelFormatDesc *)d, w, h, flags));
}
static inline hipError_t hipMalloc3DArray(hipArray_t *a, const hipChannelFormatDesc *d,
                                          hipExtent e, unsigned flags) {
  return hip_on_cuda_error(
      cudaMalloc3DArray(a, (const cudaChannelFormatDesc *)d, hip_on_cuda_extent(e), flags));
}
static inline hipError_t hipFreeArray(hipArray_t a) { return hip_on_cuda_error(cudaFreeArray(a)); }
static inline hipError_t hipArrayGetInfo(hipChannelFormatDesc *d, hipExtent *e, unsigned *flags,
                                         hipArray_t a) {
  return hip_on_cuda_error(
      cudaArrayGetInfo((cudaChannelFormatDesc *)d, (cudaExtent *)e, flags, a));
}
static inline hipError_t hipGetChannelDesc(hipChannelFormatDesc *d, hipArray_const_t a) {
  return hip_on_cuda_error(cudaGetChannelDesc((cudaChannelFormatDesc *)d, a));
}
static inline hipError_t hipMemcpy2DToArray(hipArray_t dst, size_t wOffset, size_t hOffset,
                                            const void *src, size_t spitch, size_t width,
                                            size_t height, hipMemcpyKind kind) {
  return hip_on_cuda_error(cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height,
                                               (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpy2DToArrayAsync(hipArray_t dst, size_t wOffset, size_t hOffset,
                                                 const void *src, size_t spitch, size_t width,
                                                 size_t height, hipMemcpyKind kind,
                                                 hipStream_t s = 0) {
  return hip_on_cuda_error(cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width,
                                                    height, (cudaMemcpyKind)kind, s));
}
static inline hipError_t hipMemcpy2DFromArray(void *dst, size_t dpitch, hipArray_const_t src,
                                              size_t wOffset, size_t hOffset, size_t width,
                                              size_t height, hipMemcpyKind kind) {
  return hip_on_cuda_error(cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width,
                                                 height, (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpy2DFromArrayAsync(void *dst, size_t dpitch,
                                                   hipArray_const_t src, size_t wOffset,
                                                   size_t hOffset, size_t width, size_t height,
                                                   hipMemcpyKind kind, hipStream_t s = 0) {
  return hip_on_cuda_error(cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width,
                                                      height, (cudaMemcpyKind)kind, s));
}
static inline hipError_t hipMemcpyToArray(hipArray_t dst, size_t wOffset, size_t hOffset,
                                          const void *src, size_t n, hipMemcpyKind kind) {
  // CUDA 13 removed cudaMemcpyToArray: one row of n bytes.
  return hip_on_cuda_error(
      cudaMemcpy2DToArray(dst, wOffset, hOffset, src, n, n, 1, (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpyFromArray(void *dst, hipArray_const_t src, size_t wOffset,
                                            size_t hOffset, size_t n, hipMemcpyKind kind) {
  return hip_on_cuda_error(
      cudaMemcpy2DFromArray(dst, n, src, wOffset, hOffset, n, 1, (cudaMemcpyKind)kind));
}

static inline hipError_t hipMallocMipmappedArray(hipMipmappedArray_t *a,
                                                 const hipChannelFormatDesc *d, hipExtent e,
                                                 unsigned levels, unsigned flags = 0) {
  return hip_on_cuda_error(cudaMallocMipmappedArray(a, (const cudaChannelFormatDesc *)d,
                                                    hip_on_cuda_extent(e), levels, flags));
}
static inline hipError_t hipFreeMipmappedArray(hipMipmappedArray_t a) {
  return hip_on_cuda_error(cudaFreeMipmappedArray(a));
}
static inline hipError_t hipGetMipmappedArrayLevel(hipArray_t *level, hipMipmappedArray_const_t a,
                                                   unsigned l) {
  return hip_on_cuda_error(cudaGetMipmappedArrayLevel(level, a, l));
}
static inline hipError_t hipMemcpy2DArrayToArray(hipArray_t dst, size_t wOffsetDst,
                                                 size_t hOffsetDst, hipArray_const_t src,
                                                 size_t wOffsetSrc, size_t hOffsetSrc,
                                                 size_t width, size_t height, hipMemcpyKind kind) {
  return hip_on_cuda_error(cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc,
                                                    hOffsetSrc, width, height,
                                                    (cudaMemcpyKind)kind));
}

//===--- Texture and surface objects --------------------------------------===//

typedef enum hipResourceType {
  hipResourceTypeArray = 0,
  hipResourceTypeMipmappedArray = 1,
  hipResourceTypeLinear = 2,
  hipResourceTypePitch2D = 3,
} hipResourceType;
HIP_ON_CUDA_SAME(hipResourceTypePitch2D, cudaResourceTypePitch2D);
typedef enum hipTextureAddressMode {
  hipAddressModeWrap = 0,
  hipAddressModeClamp = 1,
  hipAddressModeMirror = 2,
  hipAddressModeBorder = 3,
} hipTextureAddressMode;
HIP_ON_CUDA_SAME(hipAddressModeBorder, cudaAddressModeBorder);
typedef enum hipTextureFilterMode {
  hipFilterModePoint = 0,
  hipFilterModeLinear = 1,
} hipTextureFilterMode;
HIP_ON_CUDA_SAME(hipFilterModeLinear, cudaFilterModeLinear);
typedef enum hipTextureReadMode {
  hipReadModeElementType = 0,
  hipReadModeNormalizedFloat = 1,
} hipTextureReadMode;
HIP_ON_CUDA_SAME(hipReadModeNormalizedFloat, cudaReadModeNormalizedFloat);

typedef struct hipResourceDesc {
  enum hipResourceType resType;
  union {
    struct {
      hipArray_t array;
    } array;
    struct {
      hipMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void *devPtr;
      struct hipChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      struct hipChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
} hipResourceDesc;

typedef struct hipTextureDesc {
  enum hipTextureAddressMode addressMode[3];
  enum hipTextureFilterMode filterMode;
  enum hipTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
} hipTextureDesc;

// Resource views are declared only (hipCreateTextureObject takes none here).
typedef struct hipResourceViewDesc hipResourceViewDesc;

static inline cudaResourceDesc hip_on_cuda_resource(const hipResourceDesc *r) {
  cudaResourceDesc c;
  memset(&c, 0, sizeof c);
  c.resType = (cudaResourceType)r->resType;
  switch (r->resType) {
  case hipResourceTypeArray:
    c.res.array.array = r->res.array.array;
    break;
  case hipResourceTypeMipmappedArray:
    c.res.mipmap.mipmap = r->res.mipmap.mipmap;
    break;
  case hipResourceTypeLinear:
    c.res.linear.devPtr = r->res.linear.devPtr;
    memcpy(&c.res.linear.desc, &r->res.linear.desc, sizeof c.res.linear.desc);
    c.res.linear.sizeInBytes = r->res.linear.sizeInBytes;
    break;
  case hipResourceTypePitch2D:
    c.res.pitch2D.devPtr = r->res.pitch2D.devPtr;
    memcpy(&c.res.pitch2D.desc, &r->res.pitch2D.desc, sizeof c.res.pitch2D.desc);
    c.res.pitch2D.width = r->res.pitch2D.width;
    c.res.pitch2D.height = r->res.pitch2D.height;
    c.res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
    break;
  }
  return c;
}

static inline hipError_t hipCreateTextureObject(hipTextureObject_t *t, const hipResourceDesc *r,
                                                const hipTextureDesc *d,
                                                const hipResourceViewDesc *v) {
  if (!t || !r || !d || v)
    return hipErrorInvalidValue; // resource views: not in the layer
  cudaResourceDesc cr = hip_on_cuda_resource(r);
  cudaTextureDesc cd;
  memset(&cd, 0, sizeof cd);
  for (int i = 0; i < 3; ++i)
    cd.addressMode[i] = (cudaTextureAddressMode)d->addressMode[i];
  cd.filterMode = (cudaTextureFilterMode)d->filterMode;
  cd.readMode = (cudaTextureReadMode)d->readMode;
  cd.sRGB = d->sRGB;
  for (int i = 0; i < 4; ++i)
    cd.borderColor[i] = d->borderColor[i];
  cd.normalizedCoords = d->normalizedCoords;
  cd.maxAnisotropy = d->maxAnisotropy;
  cd.mipmapFilterMode = (cudaTextureFilterMode)d->mipmapFilterMode;
  cd.mipmapLevelBias = d->mipmapLevelBias;
  cd.minMipmapLevelClamp = d->minMipmapLevelClamp;
  cd.maxMipmapLevelClamp = d->maxMipmapLevelClamp;
  return hip_on_cuda_error(cudaCreateTextureObject(t, &cr, &cd, nullptr));
}
static inline hipError_t hipDestroyTextureObject(hipTextureObject_t t) {
  return hip_on_cuda_error(cudaDestroyTextureObject(t));
}
// HIP's values (surface_types.h), not CUDA's (Clamp 1, Trap 2): HIP code
// passes them to HIP's surface functions, here cuda2hip's supplied ones.
enum hipSurfaceBoundaryMode {
  hipBoundaryModeZero = 0,
  hipBoundaryModeTrap = 1,
  hipBoundaryModeClamp = 2
};
static inline hipError_t hipCreateSurfaceObject(hipSurfaceObject_t *s, const hipResourceDesc *r) {
  if (!s || !r)
    return hipErrorInvalidValue;
  cudaResourceDesc cr = hip_on_cuda_resource(r);
  return hip_on_cuda_error(cudaCreateSurfaceObject(s, &cr));
}
static inline hipError_t hipDestroySurfaceObject(hipSurfaceObject_t s) {
  return hip_on_cuda_error(cudaDestroySurfaceObject(s));
}

#endif
