// hip/hip_on_cuda/runtime.h - the rest of HIP's runtime API over CUDA 13:
// devices (PCI bus ids, limits, cache config, peer), streams (priorities,
// callbacks, flags), host memory flags, managed-memory advice, pointer
// attributes, 3D/array memory, texture and surface objects, IPC, memory
// pools and stream-ordered allocation, occupancy, function attributes,
// cooperative launch.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md); included by
// hip_runtime_api.h. Written from ROCm's hip_runtime_api.h / driver_types.h
// / texture_types.h (names, parameter types, enum values);
// scripts/hip_on_cuda_decls.py checks every declaration against ROCm 7.13 and
// 6.3.3. Where a HIP enum's values equal CUDA's, a static_assert says so and
// the value is cast; where a HIP struct is laid out as CUDA's, a
// static_assert checks size and offsets and the pointer is cast.
#ifndef HIP_ON_CUDA_RUNTIME_MORE_H
#define HIP_ON_CUDA_RUNTIME_MORE_H

#include <stddef.h>
#include <stdlib.h>
#include <cuda_profiler_api.h>

#define HIP_ON_CUDA_SAME(H, C) static_assert((int)(H) == (int)(C), #H " is " #C)
#define HIP_ON_CUDA_LAYOUT(H, C, F)                                            \
  static_assert(offsetof(H, F) == offsetof(C, F), #H "::" #F " is " #C "::" #F)

//===--- Types ------------------------------------------------------------===//

typedef cudaArray_t hipArray_t;
typedef cudaArray_const_t hipArray_const_t;
typedef cudaMipmappedArray_t hipMipmappedArray_t;
typedef cudaMipmappedArray_const_t hipMipmappedArray_const_t;
typedef cudaTextureObject_t hipTextureObject_t;
typedef cudaSurfaceObject_t hipSurfaceObject_t;
typedef cudaMemPool_t hipMemPool_t;
typedef cudaHostFn_t hipHostFn_t;
typedef void (*hipStreamCallback_t)(hipStream_t stream, hipError_t status, void *userData);

typedef enum hipLimit_t {
  hipLimitStackSize = 0,
  hipLimitPrintfFifoSize = 1,
  hipLimitMallocHeapSize = 2,
} hipLimit_t;
HIP_ON_CUDA_SAME(hipLimitStackSize, cudaLimitStackSize);
HIP_ON_CUDA_SAME(hipLimitPrintfFifoSize, cudaLimitPrintfFifoSize);
HIP_ON_CUDA_SAME(hipLimitMallocHeapSize, cudaLimitMallocHeapSize);

typedef enum hipFuncCache_t {
  hipFuncCachePreferNone = 0,
  hipFuncCachePreferShared = 1,
  hipFuncCachePreferL1 = 2,
  hipFuncCachePreferEqual = 3,
} hipFuncCache_t;
HIP_ON_CUDA_SAME(hipFuncCachePreferEqual, cudaFuncCachePreferEqual);

typedef enum hipSharedMemConfig {
  hipSharedMemBankSizeDefault = 0,
  hipSharedMemBankSizeFourByte = 1,
  hipSharedMemBankSizeEightByte = 2,
} hipSharedMemConfig;

typedef enum hipMemoryAdvise {
  hipMemAdviseSetReadMostly = 1,
  hipMemAdviseUnsetReadMostly = 2,
  hipMemAdviseSetPreferredLocation = 3,
  hipMemAdviseUnsetPreferredLocation = 4,
  hipMemAdviseSetAccessedBy = 5,
  hipMemAdviseUnsetAccessedBy = 6,
} hipMemoryAdvise;
HIP_ON_CUDA_SAME(hipMemAdviseUnsetAccessedBy, cudaMemAdviseUnsetAccessedBy);
HIP_ON_CUDA_SAME(hipMemAdviseSetPreferredLocation, cudaMemAdviseSetPreferredLocation);

typedef enum hipMemRangeAttribute {
  hipMemRangeAttributeReadMostly = 1,
  hipMemRangeAttributePreferredLocation = 2,
  hipMemRangeAttributeAccessedBy = 3,
  hipMemRangeAttributeLastPrefetchLocation = 4,
} hipMemRangeAttribute;
HIP_ON_CUDA_SAME(hipMemRangeAttributeLastPrefetchLocation, cudaMemRangeAttributeLastPrefetchLocation);

typedef enum hipMemoryType {
  hipMemoryTypeUnregistered = 0,
  hipMemoryTypeHost = 1,
  hipMemoryTypeDevice = 2,
  hipMemoryTypeManaged = 3,
  hipMemoryTypeArray = 10,
  hipMemoryTypeUnified = 11,
} hipMemoryType;
HIP_ON_CUDA_SAME(hipMemoryTypeManaged, cudaMemoryTypeManaged);

typedef struct hipPointerAttribute_t {
  hipMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned allocationFlags;
} hipPointerAttribute_t;

typedef enum hipDeviceP2PAttr {
  hipDevP2PAttrPerformanceRank = 0,
  hipDevP2PAttrAccessSupported = 1,
  hipDevP2PAttrNativeAtomicSupported = 2,
  hipDevP2PAttrHipArrayAccessSupported = 3,
} hipDeviceP2PAttr;
HIP_ON_CUDA_SAME(hipDevP2PAttrPerformanceRank, cudaDevP2PAttrPerformanceRank - 1);
HIP_ON_CUDA_SAME(hipDevP2PAttrHipArrayAccessSupported, cudaDevP2PAttrCudaArrayAccessSupported - 1);

typedef enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9,
  hipFuncAttributeMax,
} hipFuncAttribute;
HIP_ON_CUDA_SAME(hipFuncAttributeMaxDynamicSharedMemorySize, cudaFuncAttributeMaxDynamicSharedMemorySize);
HIP_ON_CUDA_SAME(hipFuncAttributePreferredSharedMemoryCarveout,
                 cudaFuncAttributePreferredSharedMemoryCarveout);

typedef struct hipFuncAttributes {
  int binaryVersion;
  int cacheModeCA;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxDynamicSharedSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int preferredShmemCarveout;
  int ptxVersion;
  size_t sharedSizeBytes;
} hipFuncAttributes;

// Streams, events, host memory, occupancy, cooperative launch (HIP's values).
#define hipStreamPerThread ((hipStream_t)2)
#define hipEventReleaseToDevice 0x40000000u
#define hipEventReleaseToSystem 0x80000000u
#define hipEventRecordDefault 0x00
#define hipEventRecordExternal 0x01
#define hipHostRegisterIoMemory 0x4
#define hipHostRegisterReadOnly 0x08
#define hipHostMallocNumaUser 0x20000000
#define hipHostMallocCoherent 0x40000000
#define hipHostMallocNonCoherent 0x80000000
#define hipDeviceScheduleAuto 0x0
#define hipDeviceScheduleSpin 0x1
#define hipDeviceScheduleYield 0x2
#define hipDeviceScheduleBlockingSync 0x4
#define hipDeviceScheduleMask 0x7
#define hipDeviceLmemResizeToMax 0x10
#define hipOccupancyDefault 0x00
#define hipOccupancyDisableCachingOverride 0x01
#define hipCooperativeLaunchMultiDeviceNoPreSync 0x01
#define hipCooperativeLaunchMultiDeviceNoPostSync 0x02
#define hipIpcMemLazyEnablePeerAccess 0x01
#define hipArrayDefault 0x00
#define hipArrayLayered 0x01
#define hipArraySurfaceLoadStore 0x02
#define hipArrayCubemap 0x04
#define hipArrayTextureGather 0x08
#define hipStreamWaitValueGte 0x0
#define hipStreamWaitValueEq 0x1
#define hipStreamWaitValueAnd 0x2
#define hipStreamWaitValueNor 0x3

//===--- Devices ----------------------------------------------------------===//

static inline hipError_t hipDeviceGetPCIBusId(char *pciBusId, int len, int device) {
  return hip_on_cuda_error(cudaDeviceGetPCIBusId(pciBusId, len, device));
}
static inline hipError_t hipDeviceGetByPCIBusId(int *device, const char *pciBusId) {
  return hip_on_cuda_error(cudaDeviceGetByPCIBusId(device, pciBusId));
}
static inline hipError_t hipDeviceSetLimit(hipLimit_t limit, size_t value) {
  return hip_on_cuda_error(cudaDeviceSetLimit((cudaLimit)limit, value));
}
static inline hipError_t hipDeviceGetLimit(size_t *pValue, hipLimit_t limit) {
  return hip_on_cuda_error(cudaDeviceGetLimit(pValue, (cudaLimit)limit));
}
static inline hipError_t hipDeviceSetCacheConfig(hipFuncCache_t c) {
  return hip_on_cuda_error(cudaDeviceSetCacheConfig((cudaFuncCache)c));
}
static inline hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *c) {
  cudaFuncCache v;
  cudaError_t e = cudaDeviceGetCacheConfig(&v);
  if (c)
    *c = (hipFuncCache_t)v;
  return hip_on_cuda_error(e);
}
// CUDA 13 has no shared-memory bank configuration; HIP on AMD ignores it too.
static inline hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }
static inline hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig *c) {
  if (!c)
    return hipErrorInvalidValue;
  *c = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}
static inline hipError_t hipGetDeviceFlags(unsigned *flags) {
  return hip_on_cuda_error(cudaGetDeviceFlags(flags));
}
static inline hipError_t hipDeviceDisablePeerAccess(int peer) {
  return hip_on_cuda_error(cudaDeviceDisablePeerAccess(peer));
}
static inline hipError_t hipDeviceGetP2PAttribute(int *value, hipDeviceP2PAttr attr, int src,
                                                  int dst) {
  return hip_on_cuda_error(
      cudaDeviceGetP2PAttribute(value, (cudaDeviceP2PAttr)(attr + 1), src, dst));
}
static inline hipError_t hipMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
                                       size_t n) {
  return hip_on_cuda_error(cudaMemcpyPeer(dst, dstDevice, src, srcDevice, n));
}
static inline hipError_t hipMemcpyPeerAsync(void *dst, int dstDevice, const void *src,
                                            int srcDevice, size_t n, hipStream_t stream = 0) {
  return hip_on_cuda_error(cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, n, stream));
}
static inline hipError_t hipDeviceGetStreamPriorityRange(int *least, int *greatest) {
  return hip_on_cuda_error(cudaDeviceGetStreamPriorityRange(least, greatest));
}
static inline hipError_t hipSetValidDevices(int *devices, int n) {
  return hip_on_cuda_error(cudaSetValidDevices(devices, n));
}
static inline hipError_t hipProfilerStart(void) { return hip_on_cuda_error(cudaProfilerStart()); }
static inline hipError_t hipProfilerStop(void) { return hip_on_cuda_error(cudaProfilerStop()); }
static inline hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t *pool, int device) {
  return hip_on_cuda_error(cudaDeviceGetDefaultMemPool(pool, device));
}
static inline hipError_t hipDeviceGetMemPool(hipMemPool_t *pool, int device) {
  return hip_on_cuda_error(cudaDeviceGetMemPool(pool, device));
}
static inline hipError_t hipDeviceSetMemPool(int device, hipMemPool_t pool) {
  return hip_on_cuda_error(cudaDeviceSetMemPool(device, pool));
}

//===--- Streams and events -----------------------------------------------===//

static inline hipError_t hipStreamGetPriority(hipStream_t s, int *priority) {
  return hip_on_cuda_error(cudaStreamGetPriority(s, priority));
}
static inline hipError_t hipStreamGetFlags(hipStream_t s, unsigned *flags) {
  return hip_on_cuda_error(cudaStreamGetFlags(s, flags));
}
struct hip_on_cuda_callback {
  hipStreamCallback_t fn;
  void *user;
};
static inline void CUDART_CB hip_on_cuda_callback_thunk(cudaStream_t s, cudaError_t e, void *p) {
  hip_on_cuda_callback c = *(hip_on_cuda_callback *)p;
  free(p);
  c.fn(s, hip_on_cuda_error(e), c.user);
}
static inline hipError_t hipStreamAddCallback(hipStream_t s, hipStreamCallback_t cb, void *user,
                                              unsigned flags) {
  hip_on_cuda_callback *p = (hip_on_cuda_callback *)malloc(sizeof *p);
  if (!p)
    return hipErrorOutOfMemory;
  p->fn = cb;
  p->user = user;
  cudaError_t e = cudaStreamAddCallback(s, hip_on_cuda_callback_thunk, p, flags);
  if (e != cudaSuccess)
    free(p);
  return hip_on_cuda_error(e);
}
static inline hipError_t hipLaunchHostFunc(hipStream_t s, hipHostFn_t fn, void *user) {
  return hip_on_cuda_error(cudaLaunchHostFunc(s, fn, user));
}
static inline hipError_t hipEventRecordWithFlags(hipEvent_t e, hipStream_t s = 0,
                                                 unsigned flags = 0) {
  return hip_on_cuda_error(cudaEventRecordWithFlags(e, s, flags));
}
static inline hipError_t hipMemcpyWithStream(void *dst, const void *src, size_t n,
                                             hipMemcpyKind kind, hipStream_t s) {
  cudaError_t e = cudaMemcpyAsync(dst, src, n, (cudaMemcpyKind)kind, s);
  if (e == cudaSuccess)
    e = cudaStreamSynchronize(s);
  return hip_on_cuda_error(e);
}
static inline hipError_t hipMemset2DAsync(void *p, size_t pitch, int value, size_t width,
                                          size_t height, hipStream_t s = 0) {
  return hip_on_cuda_error(cudaMemset2DAsync(p, pitch, value, width, height, s));
}

//===--- Host and managed memory ------------------------------------------===//

static inline hipError_t hipHostGetFlags(unsigned *flags, void *host) {
  return hip_on_cuda_error(cudaHostGetFlags(flags, host));
}
static inline cudaMemLocation hip_on_cuda_location(int device) {
  cudaMemLocation loc = {};
  loc.type = device == hipCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  loc.id = device == hipCpuDeviceId ? 0 : device;
  return loc;
}
// HIP's form: a device number, hipCpuDeviceId for the host.
static inline hipError_t hipMemAdvise(const void *p, size_t n, hipMemoryAdvise advice,
                                      int device) {
  return hip_on_cuda_error(
      cudaMemAdvise(p, n, (cudaMemoryAdvise)advice, hip_on_cuda_location(device)));
}
static inline hipError_t hipMemRangeGetAttribute(void *data, size_t dataSize,
                                                 hipMemRangeAttribute attr, const void *p,
                                                 size_t n) {
  return hip_on_cuda_error(
      cudaMemRangeGetAttribute(data, dataSize, (cudaMemRangeAttribute)attr, p, n));
}
static inline hipError_t hipPointerGetAttributes(hipPointerAttribute_t *a, const void *p) {
  if (!a)
    return hipErrorInvalidValue;
  cudaPointerAttributes c;
  cudaError_t e = cudaPointerGetAttributes(&c, p);
  if (e != cudaSuccess)
    return hip_on_cuda_error(e);
  memset(a, 0, sizeof *a);
  a->type = (hipMemoryType)c.type;
  a->device = c.device;
  a->devicePointer = c.devicePointer;
  a->hostPointer = c.hostPointer;
  a->isManaged = c.type == cudaMemoryTypeManaged;
  return hipSuccess;
}

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
static inline hipError_t hipCreateSurfaceObject(hipSurfaceObject_t *s, const hipResourceDesc *r) {
  if (!s || !r)
    return hipErrorInvalidValue;
  cudaResourceDesc cr = hip_on_cuda_resource(r);
  return hip_on_cuda_error(cudaCreateSurfaceObject(s, &cr));
}
static inline hipError_t hipDestroySurfaceObject(hipSurfaceObject_t s) {
  return hip_on_cuda_error(cudaDestroySurfaceObject(s));
}

//===--- IPC --------------------------------------------------------------===//

#define HIP_IPC_HANDLE_SIZE 64
typedef struct hipIpcMemHandle_st {
  char reserved[HIP_IPC_HANDLE_SIZE];
} hipIpcMemHandle_t;
typedef struct hipIpcEventHandle_st {
  char reserved[HIP_IPC_HANDLE_SIZE];
} hipIpcEventHandle_t;
static_assert(sizeof(hipIpcMemHandle_t) == sizeof(cudaIpcMemHandle_t), "layout");
static_assert(sizeof(hipIpcEventHandle_t) == sizeof(cudaIpcEventHandle_t), "layout");

static inline hipError_t hipIpcGetMemHandle(hipIpcMemHandle_t *h, void *p) {
  return hip_on_cuda_error(cudaIpcGetMemHandle((cudaIpcMemHandle_t *)h, p));
}
static inline hipError_t hipIpcOpenMemHandle(void **p, hipIpcMemHandle_t h, unsigned flags) {
  cudaIpcMemHandle_t c;
  memcpy(&c, &h, sizeof c);
  return hip_on_cuda_error(cudaIpcOpenMemHandle(p, c, flags));
}
static inline hipError_t hipIpcCloseMemHandle(void *p) {
  return hip_on_cuda_error(cudaIpcCloseMemHandle(p));
}
static inline hipError_t hipIpcGetEventHandle(hipIpcEventHandle_t *h, hipEvent_t e) {
  return hip_on_cuda_error(cudaIpcGetEventHandle((cudaIpcEventHandle_t *)h, e));
}
static inline hipError_t hipIpcOpenEventHandle(hipEvent_t *e, hipIpcEventHandle_t h) {
  cudaIpcEventHandle_t c;
  memcpy(&c, &h, sizeof c);
  return hip_on_cuda_error(cudaIpcOpenEventHandle(e, c));
}

//===--- Memory pools and stream-ordered allocation -----------------------===//

typedef enum hipMemPoolAttr {
  hipMemPoolReuseFollowEventDependencies = 0x1,
  hipMemPoolReuseAllowOpportunistic = 0x2,
  hipMemPoolReuseAllowInternalDependencies = 0x3,
  hipMemPoolAttrReleaseThreshold = 0x4,
  hipMemPoolAttrReservedMemCurrent = 0x5,
  hipMemPoolAttrReservedMemHigh = 0x6,
  hipMemPoolAttrUsedMemCurrent = 0x7,
  hipMemPoolAttrUsedMemHigh = 0x8,
} hipMemPoolAttr;
HIP_ON_CUDA_SAME(hipMemPoolAttrUsedMemHigh, cudaMemPoolAttrUsedMemHigh);
HIP_ON_CUDA_SAME(hipMemPoolReuseFollowEventDependencies, cudaMemPoolReuseFollowEventDependencies);
typedef enum hipMemLocationType {
  hipMemLocationTypeInvalid = 0,
  hipMemLocationTypeDevice = 1,
  hipMemLocationTypeHost = 2,
  hipMemLocationTypeHostNuma = 3,
  hipMemLocationTypeHostNumaCurrent = 4,
} hipMemLocationType;
HIP_ON_CUDA_SAME(hipMemLocationTypeDevice, cudaMemLocationTypeDevice);
HIP_ON_CUDA_SAME(hipMemLocationTypeHostNumaCurrent, cudaMemLocationTypeHostNumaCurrent);
typedef struct hipMemLocation {
  hipMemLocationType type;
  int id;
} hipMemLocation;
typedef enum hipMemAccessFlags {
  hipMemAccessFlagsProtNone = 0,
  hipMemAccessFlagsProtRead = 1,
  hipMemAccessFlagsProtReadWrite = 3,
} hipMemAccessFlags;
HIP_ON_CUDA_SAME(hipMemAccessFlagsProtReadWrite, cudaMemAccessFlagsProtReadWrite);
typedef struct hipMemAccessDesc {
  hipMemLocation location;
  hipMemAccessFlags flags;
} hipMemAccessDesc;
typedef enum hipMemAllocationType {
  hipMemAllocationTypeInvalid = 0x0,
  hipMemAllocationTypePinned = 0x1,
  hipMemAllocationTypeMax = 0x7FFFFFFF,
} hipMemAllocationType;
HIP_ON_CUDA_SAME(hipMemAllocationTypePinned, cudaMemAllocationTypePinned);
typedef enum hipMemAllocationHandleType {
  hipMemHandleTypeNone = 0x0,
  hipMemHandleTypePosixFileDescriptor = 0x1,
  hipMemHandleTypeWin32 = 0x2,
  hipMemHandleTypeWin32Kmt = 0x4,
} hipMemAllocationHandleType;
HIP_ON_CUDA_SAME(hipMemHandleTypePosixFileDescriptor, cudaMemHandleTypePosixFileDescriptor);
typedef struct hipMemPoolProps {
  hipMemAllocationType allocType;
  hipMemAllocationHandleType handleTypes;
  hipMemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned char reserved[56];
} hipMemPoolProps;
static_assert(sizeof(hipMemAccessDesc) == sizeof(cudaMemAccessDesc), "layout");
static_assert(sizeof(hipMemLocation) == sizeof(cudaMemLocation), "layout");
static_assert(sizeof(hipMemPoolProps) == sizeof(cudaMemPoolProps), "layout");
HIP_ON_CUDA_LAYOUT(hipMemPoolProps, cudaMemPoolProps, location);
HIP_ON_CUDA_LAYOUT(hipMemPoolProps, cudaMemPoolProps, maxSize);

static inline hipError_t hipMallocAsync(void **p, size_t n, hipStream_t s) {
  return hip_on_cuda_error(cudaMallocAsync(p, n, s));
}
static inline hipError_t hipFreeAsync(void *p, hipStream_t s) {
  return hip_on_cuda_error(cudaFreeAsync(p, s));
}
static inline hipError_t hipMallocFromPoolAsync(void **p, size_t n, hipMemPool_t pool,
                                                hipStream_t s) {
  return hip_on_cuda_error(cudaMallocFromPoolAsync(p, n, pool, s));
}
#if defined(__cplusplus)
template <class T> static inline hipError_t hipMallocAsync(T **p, size_t n, hipStream_t s) {
  return hipMallocAsync((void **)p, n, s);
}
template <class T>
static inline hipError_t hipMallocFromPoolAsync(T **p, size_t n, hipMemPool_t pool,
                                                hipStream_t s) {
  return hipMallocFromPoolAsync((void **)p, n, pool, s);
}
#endif
static inline hipError_t hipMemPoolCreate(hipMemPool_t *pool, const hipMemPoolProps *props) {
  cudaMemPoolProps c;
  memcpy(&c, props, sizeof c);
  // HIP's props end in reserved bytes where CUDA 13 has `usage`: HIP zeroes them.
  return hip_on_cuda_error(cudaMemPoolCreate(pool, &c));
}
static inline hipError_t hipMemPoolDestroy(hipMemPool_t pool) {
  return hip_on_cuda_error(cudaMemPoolDestroy(pool));
}
static inline hipError_t hipMemPoolSetAttribute(hipMemPool_t pool, hipMemPoolAttr attr,
                                                void *value) {
  return hip_on_cuda_error(cudaMemPoolSetAttribute(pool, (cudaMemPoolAttr)attr, value));
}
static inline hipError_t hipMemPoolGetAttribute(hipMemPool_t pool, hipMemPoolAttr attr,
                                                void *value) {
  return hip_on_cuda_error(cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)attr, value));
}
static inline hipError_t hipMemPoolTrimTo(hipMemPool_t pool, size_t keep) {
  return hip_on_cuda_error(cudaMemPoolTrimTo(pool, keep));
}
static inline hipError_t hipMemPoolSetAccess(hipMemPool_t pool, const hipMemAccessDesc *d,
                                             size_t count) {
  return hip_on_cuda_error(cudaMemPoolSetAccess(pool, (const cudaMemAccessDesc *)d, count));
}
static inline hipError_t hipMemPoolGetAccess(hipMemAccessFlags *flags, hipMemPool_t pool,
                                             hipMemLocation *loc) {
  return hip_on_cuda_error(
      cudaMemPoolGetAccess((cudaMemAccessFlags *)flags, pool, (cudaMemLocation *)loc));
}

//===--- Occupancy, function attributes, cooperative launch ---------------===//

static inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *blocks, const void *f, int blockSize, size_t shmem, unsigned flags) {
  return hip_on_cuda_error(
      cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(blocks, f, blockSize, shmem, flags));
}
static inline hipError_t hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize,
                                                           const void *f, size_t shmem,
                                                           int limit) {
  return hip_on_cuda_error(cudaOccupancyMaxPotentialBlockSize(gridSize, blockSize, f, shmem,
                                                              limit));
}
static inline hipError_t hipOccupancyAvailableDynamicSMemPerBlock(size_t *shmem, const void *f,
                                                                  int numBlocks, int blockSize) {
  return hip_on_cuda_error(
      cudaOccupancyAvailableDynamicSMemPerBlock(shmem, f, numBlocks, blockSize));
}
static inline hipError_t hipFuncGetAttributes(hipFuncAttributes *a, const void *f) {
  if (!a)
    return hipErrorInvalidValue;
  cudaFuncAttributes c;
  cudaError_t e = cudaFuncGetAttributes(&c, f);
  if (e != cudaSuccess)
    return hip_on_cuda_error(e);
  a->binaryVersion = c.binaryVersion;
  a->cacheModeCA = c.cacheModeCA;
  a->constSizeBytes = c.constSizeBytes;
  a->localSizeBytes = c.localSizeBytes;
  a->maxDynamicSharedSizeBytes = c.maxDynamicSharedSizeBytes;
  a->maxThreadsPerBlock = c.maxThreadsPerBlock;
  a->numRegs = c.numRegs;
  a->preferredShmemCarveout = c.preferredShmemCarveout;
  a->ptxVersion = c.ptxVersion;
  a->sharedSizeBytes = c.sharedSizeBytes;
  return hipSuccess;
}
static inline hipError_t hipFuncSetAttribute(const void *f, hipFuncAttribute attr, int value) {
  return hip_on_cuda_error(cudaFuncSetAttribute(f, (cudaFuncAttribute)attr, value));
}
static inline hipError_t hipFuncSetCacheConfig(const void *f, hipFuncCache_t c) {
  return hip_on_cuda_error(cudaFuncSetCacheConfig(f, (cudaFuncCache)c));
}
static inline hipError_t hipFuncSetSharedMemConfig(const void *, hipSharedMemConfig) {
  return hipSuccess; // see hipDeviceSetSharedMemConfig
}
static inline hipError_t hipLaunchCooperativeKernel(const void *f, dim3 grid, dim3 block,
                                                    void **args, unsigned int shmem,
                                                    hipStream_t stream) {
  return hip_on_cuda_error(cudaLaunchCooperativeKernel(f, grid, block, args, shmem, stream));
}

#if defined(__cplusplus)
// HIP's C++ forms: the kernel itself instead of const void *.
template <class F>
static inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *blocks, F f, int blockSize, size_t shmem, unsigned flags) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(blocks, (const void *)f,
                                                               blockSize, shmem, flags);
}
template <class F>
static inline hipError_t hipOccupancyMaxPotentialBlockSize(int *gridSize, int *blockSize, F f,
                                                           size_t shmem = 0, int limit = 0) {
  return hipOccupancyMaxPotentialBlockSize(gridSize, blockSize, (const void *)f, shmem, limit);
}
template <class F>
static inline hipError_t hipFuncGetAttributes(hipFuncAttributes *a, F f) {
  return hipFuncGetAttributes(a, (const void *)f);
}
template <class F>
static inline hipError_t hipFuncSetAttribute(F f, hipFuncAttribute attr, int value) {
  return hipFuncSetAttribute((const void *)f, attr, value);
}
template <class F> static inline hipError_t hipFuncSetCacheConfig(F f, hipFuncCache_t c) {
  return hipFuncSetCacheConfig((const void *)f, c);
}
template <class F>
static inline hipError_t hipLaunchCooperativeKernel(F f, dim3 grid, dim3 block, void **args,
                                                    unsigned int shmem, hipStream_t stream) {
  return hipLaunchCooperativeKernel((const void *)f, grid, block, args, shmem, stream);
}
template <class F>
static inline hipError_t hipLaunchKernel(F f, dim3 grid, dim3 block, void **args,
                                         size_t shmem = 0, hipStream_t stream = 0) {
  return hipLaunchKernel((const void *)f, grid, block, args, shmem, stream);
}
#endif

#endif
