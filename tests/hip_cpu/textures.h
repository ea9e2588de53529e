// Test shim for tests/hip_cpu_run.sh: the texture-object, array, surface and
// 3D-memory types of HIP's GPU headers that HIP-CPU lacks (same fields as
// HIP's texture_types.h, surface_types.h and driver_types.h), and HIP's 3D
// copies on plain memory, so the translation's software texture objects,
// arrays and surfaces (docs/textures.md) run on the CPU. No image or HIP
// array function is declared: a translation that still calls one does not
// build here.
#pragma once
#include <hip/hip_runtime.h>
#include <cstring>
typedef struct hipArray *hipArray_t;
typedef const struct hipArray *hipArray_const_t;
typedef struct __hip_surface *hipSurfaceObject_t;
enum hipSurfaceBoundaryMode { hipBoundaryModeZero = 0, hipBoundaryModeTrap = 1, hipBoundaryModeClamp = 2 };
#define hipArrayDefault 0x00
#define hipArrayLayered 0x01
#define hipArraySurfaceLoadStore 0x02
#define hipArrayCubemap 0x04
#define hipArrayTextureGather 0x08
typedef struct __hip_texture *hipTextureObject_t;
enum hipChannelFormatKind {
  hipChannelFormatKindSigned = 0,
  hipChannelFormatKindUnsigned = 1,
  hipChannelFormatKindFloat = 2,
  hipChannelFormatKindNone = 3
};
struct hipChannelFormatDesc {
  int x, y, z, w;
  enum hipChannelFormatKind f;
};
template <typename T> struct hip_cpu_channel;
template <> struct hip_cpu_channel<int> { static constexpr hipChannelFormatDesc d{32, 0, 0, 0, hipChannelFormatKindSigned}; };
template <> struct hip_cpu_channel<unsigned char> { static constexpr hipChannelFormatDesc d{8, 0, 0, 0, hipChannelFormatKindUnsigned}; };
template <> struct hip_cpu_channel<float> { static constexpr hipChannelFormatDesc d{32, 0, 0, 0, hipChannelFormatKindFloat}; };
template <> struct hip_cpu_channel<float4> { static constexpr hipChannelFormatDesc d{32, 32, 32, 32, hipChannelFormatKindFloat}; };
template <> struct hip_cpu_channel<uchar4> { static constexpr hipChannelFormatDesc d{8, 8, 8, 8, hipChannelFormatKindUnsigned}; };
template <typename T> hipChannelFormatDesc hipCreateChannelDesc() { return hip_cpu_channel<T>::d; }
enum hipResourceType { hipResourceTypeArray = 0, hipResourceTypeMipmappedArray = 1, hipResourceTypeLinear = 2, hipResourceTypePitch2D = 3 };
enum hipTextureAddressMode { hipAddressModeWrap = 0, hipAddressModeClamp = 1, hipAddressModeMirror = 2, hipAddressModeBorder = 3 };
enum hipTextureFilterMode { hipFilterModePoint = 0, hipFilterModeLinear = 1 };
enum hipTextureReadMode { hipReadModeElementType = 0, hipReadModeNormalizedFloat = 1 };
struct hipResourceDesc {
  enum hipResourceType resType;
  union {
    struct { hipArray_t array; } array;
    struct { void *mipmap; } mipmap;
    struct { void *devPtr; struct hipChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct { void *devPtr; struct hipChannelFormatDesc desc; size_t width, height, pitchInBytes; } pitch2D;
  } res;
};
struct hipTextureDesc {
  enum hipTextureAddressMode addressMode[3];
  enum hipTextureFilterMode filterMode;
  enum hipTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias, minMipmapLevelClamp, maxMipmapLevelClamp;
};
struct hipResourceViewDesc;
struct hipExtent { size_t width, height, depth; };
struct hipPos { size_t x, y, z; };
struct hipPitchedPtr { void *ptr; size_t pitch, xsize, ysize; };
struct hipMemcpy3DParms {
  hipArray_t srcArray;
  hipPos srcPos;
  hipPitchedPtr srcPtr;
  hipArray_t dstArray;
  hipPos dstPos;
  hipPitchedPtr dstPtr;
  hipExtent extent;
  hipMemcpyKind kind;
};
inline hipExtent make_hipExtent(size_t w, size_t h, size_t d) { return {w, h, d}; }
inline hipPos make_hipPos(size_t x, size_t y, size_t z) { return {x, y, z}; }
inline hipPitchedPtr make_hipPitchedPtr(void *p, size_t pitch, size_t xs, size_t ys) { return {p, pitch, xs, ys}; }
inline hipError_t hipMalloc3D(hipPitchedPtr *p, hipExtent e) {
  p->xsize = e.width;
  p->ysize = e.height;
  return hipMallocPitch(&p->ptr, &p->pitch, e.width, e.height * e.depth);
}
inline hipError_t hipMemset3D(hipPitchedPtr p, int v, hipExtent e) {
  for (size_t z = 0; z < e.depth; ++z)
    for (size_t y = 0; y < e.height; ++y)
      std::memset(static_cast<char *>(p.ptr) + (z * p.ysize + y) * p.pitch, v, e.width);
  return hipSuccess;
}
// Pitched pointers only (HIP's arrays are not modelled): bytes, rows, slices.
inline hipError_t hipMemcpy3D(const hipMemcpy3DParms *p) {
  if (p->srcArray || p->dstArray) return hipErrorInvalidValue;
  for (size_t z = 0; z < p->extent.depth; ++z)
    for (size_t y = 0; y < p->extent.height; ++y)
      std::memcpy(static_cast<char *>(p->dstPtr.ptr) +
                      ((p->dstPos.z + z) * p->dstPtr.ysize + p->dstPos.y + y) * p->dstPtr.pitch + p->dstPos.x,
                  static_cast<const char *>(p->srcPtr.ptr) +
                      ((p->srcPos.z + z) * p->srcPtr.ysize + p->srcPos.y + y) * p->srcPtr.pitch + p->srcPos.x,
                  p->extent.width);
  return hipSuccess;
}
inline hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms *p, hipStream_t = 0) { return hipMemcpy3D(p); }
