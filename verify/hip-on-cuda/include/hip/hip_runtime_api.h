// hip/hip_runtime_api.h - the HIP runtime API over the CUDA runtime.
//
// Part of cuda2hip's HIP-on-CUDA layer (verify/hip-on-cuda, docs/verify.md):
// just enough of HIP, written from HIP's documented API (names, signatures,
// default arguments, flag values), as thin inline wrappers over the CUDA
// runtime, so that `cuda2hip verify --backend nvidia` can build a translated
// program with nvcc and run it on an NVIDIA GPU. It is NOT generated from
// cuda2hip's mapping tables: a wrong mapping must not verify itself.
// Every HIP name it declares is checked against ../shared/hip-api by
// tests/unit/HipOnCudaTest.cpp. Internal helpers are spelled hip_on_cuda_* /
// HIP_ON_CUDA_*.
//
// Where HIP and CUDA differ, HIP's behaviour is what is modelled: hipError_t
// and hipDeviceAttribute_t are HIP's own enums (converted), hipGetErrorName
// gives HIP's names, hipDeviceProp_t has HIP's fields, hipMemPrefetchAsync
// takes a device number, and CUDART_VERSION is undefined once the CUDA
// headers are in (as on AMD, where `#if CUDART_VERSION >= ...` is false);
// define HIP_ON_CUDA_KEEP_CUDART_VERSION to keep it. CUDA headers that use
// CUDART_VERSION (CCCL: libcu++, CUB, Thrust) must then come before this one.
#ifndef HIP_ON_CUDA_HIP_RUNTIME_API_H
#define HIP_ON_CUDA_HIP_RUNTIME_API_H

#include <cuda_runtime.h>
// CUDA headers that must come before CUDART_VERSION is undefined (CCCL
// checks it) and before hip_runtime.h's warp-function macros (they declare
// __shfl* overloads of their own).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#if defined(__CUDACC__)
#include <cooperative_groups.h>
#endif
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#if CUDART_VERSION >= 13000
#define HIP_ON_CUDA_CUDART_13 1
#endif

#define __HIP_PLATFORM_NVIDIA__ 1
#if defined(__CUDACC__)
#define __HIPCC__ 1
#endif
#if defined(__CUDA_ARCH__)
#define __HIP_DEVICE_COMPILE__ 1
#endif

//===--- Types ------------------------------------------------------------===//

typedef cudaStream_t hipStream_t;
typedef cudaEvent_t hipEvent_t;

// HIP's error codes (the numbers are CUDA's for the codes both have).
typedef enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorNotInitialized = 3,
  hipErrorInitializationError = 3,
  hipErrorDeinitialized = 4,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidPitchValue = 12,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorInsufficientDriver = 35,
  hipErrorMissingConfiguration = 52,
  hipErrorPriorLaunchFailure = 53,
  hipErrorInvalidDeviceFunction = 98,
  hipErrorNoDevice = 100,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidImage = 200,
  hipErrorInvalidContext = 201,
  hipErrorNoBinaryForGpu = 209,
  hipErrorInvalidHandle = 400,
  hipErrorInvalidResourceHandle = 400,
  hipErrorNotFound = 500,
  hipErrorNotReady = 600,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchOutOfResources = 701,
  hipErrorLaunchTimeOut = 702,
  hipErrorPeerAccessAlreadyEnabled = 704,
  hipErrorPeerAccessNotEnabled = 705,
  hipErrorSetOnActiveProcess = 708,
  hipErrorContextIsDestroyed = 709,
  hipErrorAssert = 710,
  hipErrorHostMemoryAlreadyRegistered = 712,
  hipErrorHostMemoryNotRegistered = 713,
  hipErrorLaunchFailure = 719,
  hipErrorCooperativeLaunchTooLarge = 720,
  hipErrorNotSupported = 801,
  hipErrorUnknown = 999,
} hipError_t;

typedef enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
} hipMemcpyKind;

// Each HIP attribute, its value in HIP (hip_runtime_api.h), and the CUDA
// attribute it is read from.
#define HIP_ON_CUDA_ATTRIBUTES(X)                                              \
  X(hipDeviceAttributeMaxThreadsPerBlock, 56, cudaDevAttrMaxThreadsPerBlock)       \
  X(hipDeviceAttributeMaxBlockDimX, 26, cudaDevAttrMaxBlockDimX)                   \
  X(hipDeviceAttributeMaxBlockDimY, 27, cudaDevAttrMaxBlockDimY)                   \
  X(hipDeviceAttributeMaxBlockDimZ, 28, cudaDevAttrMaxBlockDimZ)                   \
  X(hipDeviceAttributeMaxGridDimX, 29, cudaDevAttrMaxGridDimX)                     \
  X(hipDeviceAttributeMaxGridDimY, 30, cudaDevAttrMaxGridDimY)                     \
  X(hipDeviceAttributeMaxGridDimZ, 31, cudaDevAttrMaxGridDimZ)                     \
  X(hipDeviceAttributeMaxSharedMemoryPerBlock, 74, cudaDevAttrMaxSharedMemoryPerBlock) \
  X(hipDeviceAttributeTotalConstantMemory, 83, cudaDevAttrTotalConstantMemory)     \
  X(hipDeviceAttributeWarpSize, 87, cudaDevAttrWarpSize)                           \
  X(hipDeviceAttributeMaxRegistersPerBlock, 71, cudaDevAttrMaxRegistersPerBlock)   \
  X(hipDeviceAttributeClockRate, 5, cudaDevAttrClockRate)                         \
  X(hipDeviceAttributeMemoryClockRate, 60, cudaDevAttrMemoryClockRate)             \
  X(hipDeviceAttributeMemoryBusWidth, 59, cudaDevAttrGlobalMemoryBusWidth)         \
  X(hipDeviceAttributeMultiprocessorCount, 63, cudaDevAttrMultiProcessorCount)     \
  X(hipDeviceAttributeComputeMode, 6, cudaDevAttrComputeMode)                     \
  X(hipDeviceAttributeL2CacheSize, 19, cudaDevAttrL2CacheSize)                     \
  X(hipDeviceAttributeMaxThreadsPerMultiProcessor, 57, cudaDevAttrMaxThreadsPerMultiProcessor) \
  X(hipDeviceAttributeComputeCapabilityMajor, 23, cudaDevAttrComputeCapabilityMajor) \
  X(hipDeviceAttributeComputeCapabilityMinor, 61, cudaDevAttrComputeCapabilityMinor) \
  X(hipDeviceAttributeConcurrentKernels, 8, cudaDevAttrConcurrentKernels)         \
  X(hipDeviceAttributePciBusId, 67, cudaDevAttrPciBusId)                           \
  X(hipDeviceAttributePciDeviceId, 68, cudaDevAttrPciDeviceId)                     \
  X(hipDeviceAttributePciDomainID, 69, cudaDevAttrPciDomainId)                     \
  X(hipDeviceAttributeMaxSharedMemoryPerMultiprocessor, 10002, cudaDevAttrMaxSharedMemoryPerMultiprocessor) \
  X(hipDeviceAttributeIsMultiGpuBoard, 17, cudaDevAttrIsMultiGpuBoard)             \
  X(hipDeviceAttributeIntegrated, 16, cudaDevAttrIntegrated)                       \
  X(hipDeviceAttributeCooperativeLaunch, 10, cudaDevAttrCooperativeLaunch)         \
  X(hipDeviceAttributeManagedMemory, 24, cudaDevAttrManagedMemory)                 \
  X(hipDeviceAttributeConcurrentManagedAccess, 9, cudaDevAttrConcurrentManagedAccess) \
  X(hipDeviceAttributePageableMemoryAccess, 65, cudaDevAttrPageableMemoryAccess)   \
  X(hipDeviceAttributeCanMapHostMemory, 3, cudaDevAttrCanMapHostMemory)           \
  X(hipDeviceAttributeUnifiedAddressing, 85, cudaDevAttrUnifiedAddressing)         \
  X(hipDeviceAttributeEccEnabled, 0, cudaDevAttrEccEnabled)                       \
  X(hipDeviceAttributeAsyncEngineCount, 2, cudaDevAttrAsyncEngineCount)           \
  X(hipDeviceAttributeTextureAlignment, 81, cudaDevAttrTextureAlignment)           \
  X(hipDeviceAttributeMaxPitch, 58, cudaDevAttrMaxPitch)                           \
  X(hipDeviceAttributeMaxBlocksPerMultiProcessor, 25, cudaDevAttrMaxBlocksPerMultiprocessor) \
  X(hipDeviceAttributeMaxRegistersPerMultiprocessor, 72, cudaDevAttrMaxRegistersPerMultiprocessor) \
  X(hipDeviceAttributeSharedMemPerBlockOptin, 75, cudaDevAttrMaxSharedMemoryPerBlockOptin) \
  X(hipDeviceAttributeCanUseHostPointerForRegisteredMem, 4, cudaDevAttrCanUseHostPointerForRegisteredMem) \
  X(hipDeviceAttributeComputePreemptionSupported, 7, cudaDevAttrComputePreemptionSupported) \
  X(hipDeviceAttributeDirectManagedMemAccessFromHost, 13, cudaDevAttrDirectManagedMemAccessFromHost) \
  X(hipDeviceAttributeGlobalL1CacheSupported, 14, cudaDevAttrGlobalL1CacheSupported) \
  X(hipDeviceAttributeHostNativeAtomicSupported, 15, cudaDevAttrHostNativeAtomicSupported) \
  X(hipDeviceAttributeHostRegisterSupported, 90, cudaDevAttrHostRegisterSupported) \
  X(hipDeviceAttributeKernelExecTimeout, 18, cudaDevAttrKernelExecTimeout) \
  X(hipDeviceAttributeLocalL1CacheSupported, 20, cudaDevAttrLocalL1CacheSupported) \
  X(hipDeviceAttributeMaxTexture1DWidth, 39, cudaDevAttrMaxTexture1DWidth) \
  X(hipDeviceAttributeMaxTexture2DWidth, 43, cudaDevAttrMaxTexture2DWidth) \
  X(hipDeviceAttributeMaxTexture2DHeight, 44, cudaDevAttrMaxTexture2DHeight) \
  X(hipDeviceAttributeMaxTexture3DWidth, 49, cudaDevAttrMaxTexture3DWidth) \
  X(hipDeviceAttributeMaxTexture3DHeight, 50, cudaDevAttrMaxTexture3DHeight) \
  X(hipDeviceAttributeMaxTexture3DDepth, 51, cudaDevAttrMaxTexture3DDepth) \
  X(hipDeviceAttributeMemoryPoolSupportedHandleTypes, 91, cudaDevAttrMemoryPoolSupportedHandleTypes) \
  X(hipDeviceAttributeMemoryPoolsSupported, 88, cudaDevAttrMemoryPoolsSupported) \
  X(hipDeviceAttributeMultiGpuBoardGroupID, 62, cudaDevAttrMultiGpuBoardGroupID) \
  X(hipDeviceAttributePageableMemoryAccessUsesHostPageTables, 66, cudaDevAttrPageableMemoryAccessUsesHostPageTables) \
  X(hipDeviceAttributeSingleToDoublePrecisionPerfRatio, 77, cudaDevAttrSingleToDoublePrecisionPerfRatio) \
  X(hipDeviceAttributeSurfaceAlignment, 79, cudaDevAttrSurfaceAlignment) \
  X(hipDeviceAttributeTexturePitchAlignment, 82, cudaDevAttrTexturePitchAlignment) \
  X(hipDeviceAttributeTccDriver, 80, cudaDevAttrTccDriver) \
  X(hipDeviceAttributeStreamPrioritiesSupported, 78, cudaDevAttrStreamPrioritiesSupported) \
  X(hipDeviceAttributeSharedMemPerMultiprocessor, 76, cudaDevAttrMaxSharedMemoryPerMultiprocessor)

#define HIP_ON_CUDA_ENUMERATOR(H, V, C) H = V,
typedef enum hipDeviceAttribute_t {
  HIP_ON_CUDA_ATTRIBUTES(HIP_ON_CUDA_ENUMERATOR)
} hipDeviceAttribute_t;
#undef HIP_ON_CUDA_ENUMERATOR

// HIP's device properties (a subset of hipDeviceProp_t's fields, HIP's names).
typedef struct hipDeviceProp_t {
  char name[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
  size_t maxSharedMemoryPerMultiProcessor;
  char gcnArchName[256]; // "sm_MN" here
} hipDeviceProp_t;

//===--- Flags ------------------------------------------------------------===//

#define hipStreamDefault 0x00
#define hipStreamNonBlocking 0x01
#define hipEventDefault 0x0
#define hipEventBlockingSync 0x1
#define hipEventDisableTiming 0x2
#define hipEventInterprocess 0x4
#define hipHostMallocDefault 0x0
#define hipHostMallocPortable 0x1
#define hipHostMallocMapped 0x2
#define hipHostMallocWriteCombined 0x4
#define hipHostRegisterDefault 0x0
#define hipHostRegisterPortable 0x1
#define hipHostRegisterMapped 0x2
#define hipMemAttachGlobal 0x01
#define hipMemAttachHost 0x02
#define hipMemAttachSingle 0x04
#define hipDeviceMapHost 0x8
#define hipCpuDeviceId ((int)-1)
#define hipInvalidDeviceId ((int)-2)

//===--- Errors -----------------------------------------------------------===//

static inline hipError_t hip_on_cuda_error(cudaError_t e) {
  switch ((int)e) {
#define HIP_ON_CUDA_CODE(N) case N: return (hipError_t)N;
    HIP_ON_CUDA_CODE(0) HIP_ON_CUDA_CODE(1) HIP_ON_CUDA_CODE(2) HIP_ON_CUDA_CODE(3)
    HIP_ON_CUDA_CODE(4) HIP_ON_CUDA_CODE(9) HIP_ON_CUDA_CODE(12) HIP_ON_CUDA_CODE(13)
    HIP_ON_CUDA_CODE(17) HIP_ON_CUDA_CODE(21) HIP_ON_CUDA_CODE(35) HIP_ON_CUDA_CODE(52)
    HIP_ON_CUDA_CODE(53) HIP_ON_CUDA_CODE(98) HIP_ON_CUDA_CODE(100) HIP_ON_CUDA_CODE(101)
    HIP_ON_CUDA_CODE(200) HIP_ON_CUDA_CODE(201) HIP_ON_CUDA_CODE(209) HIP_ON_CUDA_CODE(400)
    HIP_ON_CUDA_CODE(500) HIP_ON_CUDA_CODE(600) HIP_ON_CUDA_CODE(700) HIP_ON_CUDA_CODE(701)
    HIP_ON_CUDA_CODE(702) HIP_ON_CUDA_CODE(704) HIP_ON_CUDA_CODE(705) HIP_ON_CUDA_CODE(708)
    HIP_ON_CUDA_CODE(709) HIP_ON_CUDA_CODE(710) HIP_ON_CUDA_CODE(712) HIP_ON_CUDA_CODE(713)
    HIP_ON_CUDA_CODE(719) HIP_ON_CUDA_CODE(720) HIP_ON_CUDA_CODE(801)
#undef HIP_ON_CUDA_CODE
  default:
    return hipErrorUnknown;
  }
}

static inline const char *hipGetErrorName(hipError_t e) {
  switch (e) {
#define HIP_ON_CUDA_NAME(N) case N: return #N;
    HIP_ON_CUDA_NAME(hipSuccess) HIP_ON_CUDA_NAME(hipErrorInvalidValue)
    HIP_ON_CUDA_NAME(hipErrorOutOfMemory) HIP_ON_CUDA_NAME(hipErrorNotInitialized)
    HIP_ON_CUDA_NAME(hipErrorDeinitialized) HIP_ON_CUDA_NAME(hipErrorInvalidConfiguration)
    HIP_ON_CUDA_NAME(hipErrorInvalidPitchValue) HIP_ON_CUDA_NAME(hipErrorInvalidSymbol)
    HIP_ON_CUDA_NAME(hipErrorInvalidDevicePointer)
    HIP_ON_CUDA_NAME(hipErrorInvalidMemcpyDirection)
    HIP_ON_CUDA_NAME(hipErrorInsufficientDriver) HIP_ON_CUDA_NAME(hipErrorMissingConfiguration)
    HIP_ON_CUDA_NAME(hipErrorPriorLaunchFailure) HIP_ON_CUDA_NAME(hipErrorInvalidDeviceFunction)
    HIP_ON_CUDA_NAME(hipErrorNoDevice) HIP_ON_CUDA_NAME(hipErrorInvalidDevice)
    HIP_ON_CUDA_NAME(hipErrorInvalidImage) HIP_ON_CUDA_NAME(hipErrorInvalidContext)
    HIP_ON_CUDA_NAME(hipErrorNoBinaryForGpu) HIP_ON_CUDA_NAME(hipErrorInvalidHandle)
    HIP_ON_CUDA_NAME(hipErrorNotFound) HIP_ON_CUDA_NAME(hipErrorNotReady)
    HIP_ON_CUDA_NAME(hipErrorIllegalAddress) HIP_ON_CUDA_NAME(hipErrorLaunchOutOfResources)
    HIP_ON_CUDA_NAME(hipErrorLaunchTimeOut) HIP_ON_CUDA_NAME(hipErrorPeerAccessAlreadyEnabled)
    HIP_ON_CUDA_NAME(hipErrorPeerAccessNotEnabled) HIP_ON_CUDA_NAME(hipErrorSetOnActiveProcess)
    HIP_ON_CUDA_NAME(hipErrorContextIsDestroyed) HIP_ON_CUDA_NAME(hipErrorAssert)
    HIP_ON_CUDA_NAME(hipErrorHostMemoryAlreadyRegistered)
    HIP_ON_CUDA_NAME(hipErrorHostMemoryNotRegistered) HIP_ON_CUDA_NAME(hipErrorLaunchFailure)
    HIP_ON_CUDA_NAME(hipErrorCooperativeLaunchTooLarge) HIP_ON_CUDA_NAME(hipErrorNotSupported)
#undef HIP_ON_CUDA_NAME
  default:
    return "hipErrorUnknown";
  }
}

static inline const char *hipGetErrorString(hipError_t e) {
  return e == hipErrorUnknown ? "unknown error" : cudaGetErrorString((cudaError_t)e);
}
static inline hipError_t hipGetLastError(void) { return hip_on_cuda_error(cudaGetLastError()); }
static inline hipError_t hipPeekAtLastError(void) {
  return hip_on_cuda_error(cudaPeekAtLastError());
}

//===--- Devices ----------------------------------------------------------===//

static inline hipError_t hipGetDeviceCount(int *count) {
  return hip_on_cuda_error(cudaGetDeviceCount(count));
}
static inline hipError_t hipSetDevice(int device) { return hip_on_cuda_error(cudaSetDevice(device)); }
static inline hipError_t hipGetDevice(int *device) { return hip_on_cuda_error(cudaGetDevice(device)); }
static inline hipError_t hipDeviceSynchronize(void) {
  return hip_on_cuda_error(cudaDeviceSynchronize());
}
static inline hipError_t hipDeviceReset(void) { return hip_on_cuda_error(cudaDeviceReset()); }
static inline hipError_t hipSetDeviceFlags(unsigned flags) {
  return hip_on_cuda_error(cudaSetDeviceFlags(flags));
}
static inline hipError_t hipRuntimeGetVersion(int *v) {
  return hip_on_cuda_error(cudaRuntimeGetVersion(v));
}
static inline hipError_t hipDriverGetVersion(int *v) {
  return hip_on_cuda_error(cudaDriverGetVersion(v));
}
static inline hipError_t hipDeviceCanAccessPeer(int *can, int device, int peer) {
  return hip_on_cuda_error(cudaDeviceCanAccessPeer(can, device, peer));
}
static inline hipError_t hipDeviceEnablePeerAccess(int peer, unsigned flags) {
  return hip_on_cuda_error(cudaDeviceEnablePeerAccess(peer, flags));
}

static inline hipError_t hipDeviceGetAttribute(int *value, hipDeviceAttribute_t attr,
                                               int device) {
  switch (attr) {
#define HIP_ON_CUDA_CASE(H, V, C) case H: return hip_on_cuda_error(cudaDeviceGetAttribute(value, C, device));
    HIP_ON_CUDA_ATTRIBUTES(HIP_ON_CUDA_CASE)
#undef HIP_ON_CUDA_CASE
  }
  return hipErrorInvalidValue;
}

static inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *p, int device) {
  if (!p)
    return hipErrorInvalidValue;
  cudaDeviceProp c;
  cudaError_t e = cudaGetDeviceProperties(&c, device);
  if (e != cudaSuccess)
    return hip_on_cuda_error(e);
  memset(p, 0, sizeof *p);
  memcpy(p->name, c.name, sizeof p->name);
  p->totalGlobalMem = c.totalGlobalMem;
  p->sharedMemPerBlock = c.sharedMemPerBlock;
  p->regsPerBlock = c.regsPerBlock;
  p->warpSize = c.warpSize;
  p->memPitch = c.memPitch;
  p->maxThreadsPerBlock = c.maxThreadsPerBlock;
  for (int i = 0; i < 3; ++i) {
    p->maxThreadsDim[i] = c.maxThreadsDim[i];
    p->maxGridSize[i] = c.maxGridSize[i];
  }
  p->totalConstMem = c.totalConstMem;
  p->major = c.major;
  p->minor = c.minor;
  p->textureAlignment = c.textureAlignment;
  p->multiProcessorCount = c.multiProcessorCount;
  p->integrated = c.integrated;
  p->canMapHostMemory = c.canMapHostMemory;
  p->concurrentKernels = c.concurrentKernels;
  p->ECCEnabled = c.ECCEnabled;
  p->pciBusID = c.pciBusID;
  p->pciDeviceID = c.pciDeviceID;
  p->pciDomainID = c.pciDomainID;
  p->asyncEngineCount = c.asyncEngineCount;
  p->deviceOverlap = c.asyncEngineCount > 0;
  p->unifiedAddressing = c.unifiedAddressing;
  p->memoryBusWidth = c.memoryBusWidth;
  p->l2CacheSize = c.l2CacheSize;
  p->maxThreadsPerMultiProcessor = c.maxThreadsPerMultiProcessor;
  p->streamPrioritiesSupported = c.streamPrioritiesSupported;
  p->sharedMemPerMultiprocessor = c.sharedMemPerMultiprocessor;
  p->maxSharedMemoryPerMultiProcessor = c.sharedMemPerMultiprocessor;
  p->regsPerMultiprocessor = c.regsPerMultiprocessor;
  p->managedMemory = c.managedMemory;
  p->isMultiGpuBoard = c.isMultiGpuBoard;
  p->pageableMemoryAccess = c.pageableMemoryAccess;
  p->concurrentManagedAccess = c.concurrentManagedAccess;
  p->cooperativeLaunch = c.cooperativeLaunch;
  p->sharedMemPerBlockOptin = c.sharedMemPerBlockOptin;
  p->maxBlocksPerMultiProcessor = c.maxBlocksPerMultiProcessor;
  // Fields CUDA 13 moved out of cudaDeviceProp: read as attributes.
  cudaDeviceGetAttribute(&p->clockRate, cudaDevAttrClockRate, device);
  cudaDeviceGetAttribute(&p->memoryClockRate, cudaDevAttrMemoryClockRate, device);
  cudaDeviceGetAttribute(&p->computeMode, cudaDevAttrComputeMode, device);
  cudaDeviceGetAttribute(&p->kernelExecTimeoutEnabled, cudaDevAttrKernelExecTimeout, device);
  snprintf(p->gcnArchName, sizeof p->gcnArchName, "sm_%d%d", c.major, c.minor);
  return hipSuccess;
}

//===--- Memory -----------------------------------------------------------===//

static inline hipError_t hipMalloc(void **p, size_t n) { return hip_on_cuda_error(cudaMalloc(p, n)); }
static inline hipError_t hipFree(void *p) { return hip_on_cuda_error(cudaFree(p)); }
static inline hipError_t hipMallocManaged(void **p, size_t n,
                                          unsigned flags = hipMemAttachGlobal) {
  return hip_on_cuda_error(cudaMallocManaged(p, n, flags));
}
static inline hipError_t hipHostMalloc(void **p, size_t n, unsigned flags = hipHostMallocDefault) {
  return hip_on_cuda_error(cudaHostAlloc(p, n, flags));
}
static inline hipError_t hipHostAlloc(void **p, size_t n, unsigned flags) {
  return hip_on_cuda_error(cudaHostAlloc(p, n, flags));
}
static inline hipError_t hipMallocHost(void **p, size_t n) {
  return hip_on_cuda_error(cudaMallocHost(p, n));
}
static inline hipError_t hipHostFree(void *p) { return hip_on_cuda_error(cudaFreeHost(p)); }
static inline hipError_t hipFreeHost(void *p) { return hip_on_cuda_error(cudaFreeHost(p)); }
static inline hipError_t hipHostGetDevicePointer(void **d, void *h, unsigned flags) {
  return hip_on_cuda_error(cudaHostGetDevicePointer(d, h, flags));
}
static inline hipError_t hipHostRegister(void *h, size_t n, unsigned flags) {
  return hip_on_cuda_error(cudaHostRegister(h, n, flags));
}
static inline hipError_t hipHostUnregister(void *h) {
  return hip_on_cuda_error(cudaHostUnregister(h));
}
static inline hipError_t hipMemGetInfo(size_t *free, size_t *total) {
  return hip_on_cuda_error(cudaMemGetInfo(free, total));
}
static inline hipError_t hipMallocPitch(void **p, size_t *pitch, size_t width, size_t height) {
  return hip_on_cuda_error(cudaMallocPitch(p, pitch, width, height));
}

template <class T> static inline hipError_t hipMalloc(T **p, size_t n) {
  return hipMalloc((void **)p, n);
}
template <class T>
static inline hipError_t hipMallocManaged(T **p, size_t n, unsigned flags = hipMemAttachGlobal) {
  return hipMallocManaged((void **)p, n, flags);
}
template <class T>
static inline hipError_t hipHostMalloc(T **p, size_t n, unsigned flags = hipHostMallocDefault) {
  return hipHostMalloc((void **)p, n, flags);
}
template <class T> static inline hipError_t hipMallocPitch(T **p, size_t *pitch, size_t w, size_t h) {
  return hipMallocPitch((void **)p, pitch, w, h);
}

static inline hipError_t hipMemcpy(void *dst, const void *src, size_t n, hipMemcpyKind kind) {
  return hip_on_cuda_error(cudaMemcpy(dst, src, n, (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpyAsync(void *dst, const void *src, size_t n,
                                        hipMemcpyKind kind, hipStream_t stream = 0) {
  return hip_on_cuda_error(cudaMemcpyAsync(dst, src, n, (cudaMemcpyKind)kind, stream));
}
static inline hipError_t hipMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                                     size_t width, size_t height, hipMemcpyKind kind) {
  return hip_on_cuda_error(
      cudaMemcpy2D(dst, dpitch, src, spitch, width, height, (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpy2DAsync(void *dst, size_t dpitch, const void *src,
                                          size_t spitch, size_t width, size_t height,
                                          hipMemcpyKind kind, hipStream_t stream = 0) {
  return hip_on_cuda_error(cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height,
                                             (cudaMemcpyKind)kind, stream));
}
static inline hipError_t hipMemset(void *p, int value, size_t n) {
  return hip_on_cuda_error(cudaMemset(p, value, n));
}
static inline hipError_t hipMemsetAsync(void *p, int value, size_t n, hipStream_t stream = 0) {
  return hip_on_cuda_error(cudaMemsetAsync(p, value, n, stream));
}
static inline hipError_t hipMemset2D(void *p, size_t pitch, int value, size_t width,
                                     size_t height) {
  return hip_on_cuda_error(cudaMemset2D(p, pitch, value, width, height));
}

// HIP's form: a device number, hipCpuDeviceId for the host.
static inline hipError_t hipMemPrefetchAsync(const void *p, size_t n, int device,
                                             hipStream_t stream = 0) {
#if defined(HIP_ON_CUDA_CUDART_13)
  cudaMemLocation loc = {};
  loc.type = device == hipCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
  loc.id = device == hipCpuDeviceId ? 0 : device;
  return hip_on_cuda_error(cudaMemPrefetchAsync(p, n, loc, 0, stream));
#else
  return hip_on_cuda_error(cudaMemPrefetchAsync(p, n, device, stream));
#endif
}

// Symbols: HIP_SYMBOL(x) is x (as on AMD); the templates take the variable.
static inline hipError_t hipMemcpyToSymbol(const void *symbol, const void *src, size_t n,
                                           size_t offset = 0,
                                           hipMemcpyKind kind = hipMemcpyHostToDevice) {
  return hip_on_cuda_error(cudaMemcpyToSymbol(symbol, src, n, offset, (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpyFromSymbol(void *dst, const void *symbol, size_t n,
                                             size_t offset = 0,
                                             hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  return hip_on_cuda_error(cudaMemcpyFromSymbol(dst, symbol, n, offset, (cudaMemcpyKind)kind));
}
static inline hipError_t hipMemcpyToSymbolAsync(const void *symbol, const void *src, size_t n,
                                                size_t offset, hipMemcpyKind kind,
                                                hipStream_t stream = 0) {
  return hip_on_cuda_error(
      cudaMemcpyToSymbolAsync(symbol, src, n, offset, (cudaMemcpyKind)kind, stream));
}
static inline hipError_t hipMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t n,
                                                  size_t offset, hipMemcpyKind kind,
                                                  hipStream_t stream = 0) {
  return hip_on_cuda_error(
      cudaMemcpyFromSymbolAsync(dst, symbol, n, offset, (cudaMemcpyKind)kind, stream));
}
static inline hipError_t hipGetSymbolAddress(void **p, const void *symbol) {
  return hip_on_cuda_error(cudaGetSymbolAddress(p, symbol));
}
static inline hipError_t hipGetSymbolSize(size_t *n, const void *symbol) {
  return hip_on_cuda_error(cudaGetSymbolSize(n, symbol));
}
template <class T>
static inline hipError_t hipMemcpyToSymbol(const T &symbol, const void *src, size_t n,
                                           size_t offset = 0,
                                           hipMemcpyKind kind = hipMemcpyHostToDevice) {
  return hipMemcpyToSymbol((const void *)&symbol, src, n, offset, kind);
}
template <class T>
static inline hipError_t hipMemcpyFromSymbol(void *dst, const T &symbol, size_t n,
                                             size_t offset = 0,
                                             hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  return hipMemcpyFromSymbol(dst, (const void *)&symbol, n, offset, kind);
}
template <class T>
static inline hipError_t hipMemcpyToSymbolAsync(const T &symbol, const void *src, size_t n,
                                                size_t offset, hipMemcpyKind kind,
                                                hipStream_t stream = 0) {
  return hipMemcpyToSymbolAsync((const void *)&symbol, src, n, offset, kind, stream);
}
template <class T>
static inline hipError_t hipMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t n,
                                                  size_t offset, hipMemcpyKind kind,
                                                  hipStream_t stream = 0) {
  return hipMemcpyFromSymbolAsync(dst, (const void *)&symbol, n, offset, kind, stream);
}
template <class T> static inline hipError_t hipGetSymbolAddress(void **p, const T &symbol) {
  return hipGetSymbolAddress(p, (const void *)&symbol);
}
template <class T> static inline hipError_t hipGetSymbolSize(size_t *n, const T &symbol) {
  return hipGetSymbolSize(n, (const void *)&symbol);
}

//===--- Streams and events -----------------------------------------------===//

static inline hipError_t hipStreamCreate(hipStream_t *s) { return hip_on_cuda_error(cudaStreamCreate(s)); }
static inline hipError_t hipStreamCreateWithFlags(hipStream_t *s, unsigned flags) {
  return hip_on_cuda_error(cudaStreamCreateWithFlags(s, flags));
}
static inline hipError_t hipStreamCreateWithPriority(hipStream_t *s, unsigned flags, int prio) {
  return hip_on_cuda_error(cudaStreamCreateWithPriority(s, flags, prio));
}
static inline hipError_t hipStreamDestroy(hipStream_t s) { return hip_on_cuda_error(cudaStreamDestroy(s)); }
static inline hipError_t hipStreamSynchronize(hipStream_t s) {
  return hip_on_cuda_error(cudaStreamSynchronize(s));
}
static inline hipError_t hipStreamQuery(hipStream_t s) { return hip_on_cuda_error(cudaStreamQuery(s)); }
static inline hipError_t hipStreamWaitEvent(hipStream_t s, hipEvent_t e, unsigned flags = 0) {
  return hip_on_cuda_error(cudaStreamWaitEvent(s, e, flags));
}
static inline hipError_t hipEventCreate(hipEvent_t *e) { return hip_on_cuda_error(cudaEventCreate(e)); }
static inline hipError_t hipEventCreateWithFlags(hipEvent_t *e, unsigned flags) {
  return hip_on_cuda_error(cudaEventCreateWithFlags(e, flags));
}
static inline hipError_t hipEventRecord(hipEvent_t e, hipStream_t s = 0) {
  return hip_on_cuda_error(cudaEventRecord(e, s));
}
static inline hipError_t hipEventSynchronize(hipEvent_t e) {
  return hip_on_cuda_error(cudaEventSynchronize(e));
}
static inline hipError_t hipEventQuery(hipEvent_t e) { return hip_on_cuda_error(cudaEventQuery(e)); }
static inline hipError_t hipEventElapsedTime(float *ms, hipEvent_t start, hipEvent_t stop) {
  return hip_on_cuda_error(cudaEventElapsedTime(ms, start, stop));
}
static inline hipError_t hipEventDestroy(hipEvent_t e) { return hip_on_cuda_error(cudaEventDestroy(e)); }

//===--- Launches ---------------------------------------------------------===//

static inline hipError_t hipLaunchKernel(const void *f, dim3 grid, dim3 block, void **args,
                                         size_t shmem = 0, hipStream_t stream = 0) {
  return hip_on_cuda_error(cudaLaunchKernel(f, grid, block, args, shmem, stream));
}
static inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, const void *f,
                                                                      int blockSize,
                                                                      size_t shmem) {
  return hip_on_cuda_error(
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocks, f, blockSize, shmem));
}
template <class F>
static inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, F f,
                                                                      int blockSize,
                                                                      size_t shmem) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(blocks, (const void *)f, blockSize, shmem);
}

#define HIP_SYMBOL(X) X

// The rest of the runtime: devices, streams, memory, textures, pools,
// occupancy, cooperative launch; graphs; the driver/module API.
#include <hip/hip_on_cuda/runtime.h>
#include <hip/hip_on_cuda/graph.h>
#include <hip/hip_on_cuda/driver.h>

#if !defined(HIP_ON_CUDA_KEEP_CUDART_VERSION)
#undef CUDART_VERSION
#endif

#endif
