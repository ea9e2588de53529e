// hip/hip_on_cuda/runtime.h - the rest of HIP's runtime API over CUDA 13:
// devices (PCI bus ids, limits, cache config, peer), streams (priorities,
// callbacks, flags), host memory flags, managed-memory advice, pointer
// attributes, 3D/array memory, texture and surface objects, IPC, memory
// pools and stream-ordered allocation, occupancy, function attributes,
// cooperative launch (3D memory, arrays and textures: arrays.h).
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

static inline hipError_t hipStreamAttachMemAsync(hipStream_t s, void *p, size_t n = 0,
                                                 unsigned flags = hipMemAttachSingle) {
  return hip_on_cuda_error(cudaStreamAttachMemAsync(s, p, n, flags));
}
static inline hipError_t hipMemRangeGetAttributes(void **data, size_t *dataSizes,
                                                  hipMemRangeAttribute *attrs, size_t numAttrs,
                                                  const void *p, size_t n) {
  return hip_on_cuda_error(cudaMemRangeGetAttributes(data, dataSizes,
                                                     (cudaMemRangeAttribute *)attrs, numAttrs, p, n));
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

#include <hip/hip_on_cuda/arrays.h>

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
static inline hipError_t hipOccupancyMaxPotentialBlockSizeWithFlags(int *gridSize, int *blockSize,
                                                                    const void *f, size_t shmem,
                                                                    int limit, unsigned flags) {
  return hip_on_cuda_error(cudaOccupancyMaxPotentialBlockSizeWithFlags(gridSize, blockSize, f,
                                                                       shmem, limit, flags));
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
