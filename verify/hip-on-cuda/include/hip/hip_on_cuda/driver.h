// hip/hip_on_cuda/driver.h - HIP's driver-style API (devices, contexts,
// modules, module launches, hipDeviceptr_t copies) over CUDA's driver API.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md); included by
// hip_runtime_api.h. Written from ROCm's hip_runtime_api.h;
// scripts/hip_on_cuda_decls.py checks every declaration against ROCm. The
// CUDA driver functions are looked up at run time through the runtime
// (cudaGetDriverEntryPointByVersion), so a program needs no -lcuda, as a HIP
// program needs nothing beyond libamdhip64. hipModuleLoad* take what CUDA's
// loader takes (cubin, PTX, fatbin): a HIP code object does not load here.
#ifndef HIP_ON_CUDA_DRIVER_H
#define HIP_ON_CUDA_DRIVER_H

#include <cuda.h>
#include <stdint.h>

typedef int hipDevice_t;
typedef CUcontext hipCtx_t;
typedef CUmodule hipModule_t;
typedef CUfunction hipFunction_t;
typedef void *hipDeviceptr_t;

typedef enum hipFunction_attribute {
  HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
  HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  HIP_FUNC_ATTRIBUTE_NUM_REGS = 4,
  HIP_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  HIP_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
  HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
  HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
} hipFunction_attribute;
HIP_ON_CUDA_SAME(HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT,
                 CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT);

typedef enum hipJitOption {
  hipJitOptionMaxRegisters = 0,
  hipJitOptionThreadsPerBlock = 1,
  hipJitOptionWallTime = 2,
  hipJitOptionInfoLogBuffer = 3,
  hipJitOptionInfoLogBufferSizeBytes = 4,
  hipJitOptionErrorLogBuffer = 5,
  hipJitOptionErrorLogBufferSizeBytes = 6,
  hipJitOptionOptimizationLevel = 7,
} hipJitOption;
HIP_ON_CUDA_SAME(hipJitOptionOptimizationLevel, CU_JIT_OPTIMIZATION_LEVEL);

// HIP's values (CUDA ends the list with 0x00, HIP with 0x03).
#define HIP_LAUNCH_PARAM_BUFFER_POINTER ((void *)0x01)
#define HIP_LAUNCH_PARAM_BUFFER_SIZE ((void *)0x02)
#define HIP_LAUNCH_PARAM_END ((void *)0x03)

static inline void *hip_on_cuda_entry(const char *symbol, int version) {
  void *f = nullptr;
  cudaDriverEntryPointQueryResult q;
  if (cudaGetDriverEntryPointByVersion(symbol, &f, version, cudaEnableDefault, &q) !=
          cudaSuccess ||
      q != cudaDriverEntryPointSuccess)
    return nullptr;
  return f;
}
// Calls the driver function NAME through the entry point of CUDA version
// VERSION, whose ABI must be the one cuda.h declares for NAME: the lookup
// returns the newest ABI at or below VERSION, which for a few functions is
// not the one cuda.h's plain name has (CUDA 13 added cuCtxSynchronize(ctx)
// and cuCtxGetDevice(dev, ctx) as their 13000 entry points, while cuda.h's
// cuCtxSynchronize(void) / cuCtxGetDevice(dev) are the 2000 ones: calling the
// 13000 one through the old type passes a garbage context and gets 709).
// NAME is stringized before it is expanded: cuda.h defines many driver names
// as macros of their versioned symbols (cuModuleGetGlobal -> cuModuleGetGlobal_v2),
// and the entry-point lookup takes the plain name (looked up as
// "cuModuleGetGlobal_v2" it finds nothing and the call fails with
// hipErrorNotSupported); the cast uses the expanded name, whose type is the ABI
// cuda.h declares (scripts/hip_on_cuda_driver_abi.py checks both).
#define HIP_ON_CUDA_CU_CALL(VERSION, SYMBOL, NAME, ...)                        \
  ([&]() -> hipError_t {                                                       \
    static void *hip_on_cuda_fn = hip_on_cuda_entry(SYMBOL, VERSION);          \
    if (!hip_on_cuda_fn)                                                       \
      return hipErrorNotSupported;                                             \
    return hip_on_cuda_error(                                                  \
        (cudaError_t)((decltype(&NAME))hip_on_cuda_fn)(__VA_ARGS__));          \
  }())
#define HIP_ON_CUDA_CU_AT(VERSION, NAME, ...)                                  \
  HIP_ON_CUDA_CU_CALL(VERSION, #NAME, NAME, __VA_ARGS__)
// NAME's newest ABI up to the headers' CUDA version (what cuda.h declares for
// all but the functions that use HIP_ON_CUDA_CU_AT).
#define HIP_ON_CUDA_CU(NAME, ...) HIP_ON_CUDA_CU_CALL(CUDA_VERSION, #NAME, NAME, __VA_ARGS__)
static inline CUdeviceptr hip_on_cuda_dptr(const void *p) { return (CUdeviceptr)(uintptr_t)p; }

//===--- Initialisation, devices, contexts --------------------------------===//

static inline hipError_t hipInit(unsigned flags) { return HIP_ON_CUDA_CU(cuInit, flags); }
static inline hipError_t hipDeviceGet(hipDevice_t *d, int ordinal) {
  return HIP_ON_CUDA_CU(cuDeviceGet, d, ordinal);
}
static inline hipError_t hipDeviceGetName(char *name, int len, hipDevice_t d) {
  return HIP_ON_CUDA_CU(cuDeviceGetName, name, len, d);
}
static inline hipError_t hipDeviceTotalMem(size_t *bytes, hipDevice_t d) {
  return HIP_ON_CUDA_CU(cuDeviceTotalMem, bytes, d);
}
static inline hipError_t hipDeviceComputeCapability(int *major, int *minor, hipDevice_t d) {
  hipError_t e = hipDeviceGetAttribute(major, hipDeviceAttributeComputeCapabilityMajor, d);
  return e != hipSuccess ? e
                         : hipDeviceGetAttribute(minor, hipDeviceAttributeComputeCapabilityMinor, d);
}
static inline hipError_t hipDrvGetErrorName(hipError_t e, const char **s) {
  if (!s)
    return hipErrorInvalidValue;
  *s = hipGetErrorName(e);
  return hipSuccess;
}
static inline hipError_t hipDrvGetErrorString(hipError_t e, const char **s) {
  if (!s)
    return hipErrorInvalidValue;
  *s = hipGetErrorString(e);
  return hipSuccess;
}
static inline hipError_t hipCtxCreate(hipCtx_t *ctx, unsigned flags, hipDevice_t d) {
  return HIP_ON_CUDA_CU(cuCtxCreate, ctx, (CUctxCreateParams *)nullptr, flags, d);
}
static inline hipError_t hipCtxDestroy(hipCtx_t ctx) { return HIP_ON_CUDA_CU(cuCtxDestroy, ctx); }
static inline hipError_t hipCtxGetCurrent(hipCtx_t *ctx) {
  return HIP_ON_CUDA_CU(cuCtxGetCurrent, ctx);
}
static inline hipError_t hipCtxSetCurrent(hipCtx_t ctx) {
  return HIP_ON_CUDA_CU(cuCtxSetCurrent, ctx);
}
static inline hipError_t hipCtxPushCurrent(hipCtx_t ctx) {
  return HIP_ON_CUDA_CU(cuCtxPushCurrent, ctx);
}
static inline hipError_t hipCtxPopCurrent(hipCtx_t *ctx) {
  return HIP_ON_CUDA_CU(cuCtxPopCurrent, ctx);
}
// cuda.h's cuCtxGetDevice(dev) and cuCtxSynchronize(void) are the 2000 ABIs.
static inline hipError_t hipCtxGetDevice(hipDevice_t *d) {
  return HIP_ON_CUDA_CU_AT(2000, cuCtxGetDevice, d);
}
static inline hipError_t hipCtxSynchronize(void) { return HIP_ON_CUDA_CU_AT(2000, cuCtxSynchronize); }
static inline hipError_t hipDevicePrimaryCtxRetain(hipCtx_t *ctx, hipDevice_t d) {
  return HIP_ON_CUDA_CU(cuDevicePrimaryCtxRetain, ctx, d);
}
static inline hipError_t hipDevicePrimaryCtxRelease(hipDevice_t d) {
  return HIP_ON_CUDA_CU(cuDevicePrimaryCtxRelease, d);
}
static inline hipError_t hipDevicePrimaryCtxReset(hipDevice_t d) {
  return HIP_ON_CUDA_CU(cuDevicePrimaryCtxReset, d);
}
static inline hipError_t hipDevicePrimaryCtxGetState(hipDevice_t d, unsigned *flags, int *active) {
  return HIP_ON_CUDA_CU(cuDevicePrimaryCtxGetState, d, flags, active);
}

static inline hipError_t hipCtxGetFlags(unsigned *flags) { return HIP_ON_CUDA_CU(cuCtxGetFlags, flags); }
static inline hipError_t hipCtxGetApiVersion(hipCtx_t ctx, unsigned *v) {
  return HIP_ON_CUDA_CU(cuCtxGetApiVersion, ctx, v);
}
static inline hipError_t hipDevicePrimaryCtxSetFlags(hipDevice_t d, unsigned flags) {
  return HIP_ON_CUDA_CU(cuDevicePrimaryCtxSetFlags, d, flags);
}
static inline hipError_t hipStreamGetDevice(hipStream_t s, hipDevice_t *d) {
  return hip_on_cuda_error(cudaStreamGetDevice(s, d));
}

//===--- Modules ----------------------------------------------------------===//

static inline hipError_t hipModuleLoad(hipModule_t *m, const char *fname) {
  return HIP_ON_CUDA_CU(cuModuleLoad, m, fname);
}
static inline hipError_t hipModuleLoadData(hipModule_t *m, const void *image) {
  return HIP_ON_CUDA_CU(cuModuleLoadData, m, image);
}
static inline hipError_t hipModuleLoadDataEx(hipModule_t *m, const void *image, unsigned n,
                                             hipJitOption *options, void **values) {
  return HIP_ON_CUDA_CU(cuModuleLoadDataEx, m, image, n, (CUjit_option *)options, values);
}
static inline hipError_t hipModuleUnload(hipModule_t m) { return HIP_ON_CUDA_CU(cuModuleUnload, m); }
static inline hipError_t hipModuleGetFunction(hipFunction_t *f, hipModule_t m, const char *name) {
  return HIP_ON_CUDA_CU(cuModuleGetFunction, f, m, name);
}
static inline hipError_t hipModuleGetGlobal(hipDeviceptr_t *p, size_t *bytes, hipModule_t m,
                                            const char *name) {
  CUdeviceptr d = 0;
  hipError_t e = HIP_ON_CUDA_CU(cuModuleGetGlobal, &d, bytes, m, name);
  if (p)
    *p = (hipDeviceptr_t)(uintptr_t)d;
  return e;
}
static inline hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned gx, unsigned gy,
                                               unsigned gz, unsigned bx, unsigned by, unsigned bz,
                                               unsigned shmem, hipStream_t stream, void **params,
                                               void **extra) {
  // HIP's HIP_LAUNCH_PARAM_END is 0x03, CUDA's 0x00.
  void *cextra[8];
  if (extra) {
    int i = 0;
    for (; i < 7 && extra[i] != HIP_LAUNCH_PARAM_END && extra[i] != nullptr; ++i)
      cextra[i] = extra[i];
    cextra[i] = CU_LAUNCH_PARAM_END;
  }
  return HIP_ON_CUDA_CU(cuLaunchKernel, f, gx, gy, gz, bx, by, bz, shmem, (CUstream)stream, params,
                        extra ? cextra : nullptr);
}
static inline hipError_t hipModuleLaunchCooperativeKernel(hipFunction_t f, unsigned gx,
                                                          unsigned gy, unsigned gz, unsigned bx,
                                                          unsigned by, unsigned bz, unsigned shmem,
                                                          hipStream_t stream, void **params) {
  return HIP_ON_CUDA_CU(cuLaunchCooperativeKernel, f, gx, gy, gz, bx, by, bz, shmem,
                        (CUstream)stream, params);
}
static inline hipError_t hipFuncGetAttribute(int *value, hipFunction_attribute attr,
                                             hipFunction_t f) {
  return HIP_ON_CUDA_CU(cuFuncGetAttribute, value, (CUfunction_attribute)attr, f);
}
static inline hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks,
                                                                            hipFunction_t f,
                                                                            int blockSize,
                                                                            size_t shmem) {
  return HIP_ON_CUDA_CU(cuOccupancyMaxActiveBlocksPerMultiprocessor, blocks, f, blockSize, shmem);
}
static inline hipError_t hipModuleOccupancyMaxPotentialBlockSize(int *grid, int *block,
                                                                 hipFunction_t f, size_t shmem,
                                                                 int limit) {
  return HIP_ON_CUDA_CU(cuOccupancyMaxPotentialBlockSize, grid, block, f,
                        (CUoccupancyB2DSize) nullptr, shmem, limit);
}
static inline hipError_t hipGetFuncBySymbol(hipFunction_t *f, const void *symbol) {
  return hip_on_cuda_error(cudaGetFuncBySymbol((cudaFunction_t *)f, symbol));
}

//===--- hipDeviceptr_t memory --------------------------------------------===//

static inline hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, const void *src, size_t n) {
  return hip_on_cuda_error(cudaMemcpy(dst, src, n, cudaMemcpyHostToDevice));
}
static inline hipError_t hipMemcpyDtoH(void *dst, hipDeviceptr_t src, size_t n) {
  return hip_on_cuda_error(cudaMemcpy(dst, src, n, cudaMemcpyDeviceToHost));
}
static inline hipError_t hipMemcpyDtoD(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n) {
  return hip_on_cuda_error(cudaMemcpy(dst, src, n, cudaMemcpyDeviceToDevice));
}
static inline hipError_t hipMemcpyHtoDAsync(hipDeviceptr_t dst, const void *src, size_t n,
                                            hipStream_t s) {
  return hip_on_cuda_error(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s));
}
static inline hipError_t hipMemcpyDtoHAsync(void *dst, hipDeviceptr_t src, size_t n,
                                            hipStream_t s) {
  return hip_on_cuda_error(cudaMemcpyAsync(dst, src, n, cudaMemcpyDeviceToHost, s));
}
static inline hipError_t hipMemcpyDtoDAsync(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n,
                                            hipStream_t s) {
  return hip_on_cuda_error(cudaMemcpyAsync(dst, src, n, cudaMemcpyDeviceToDevice, s));
}
static inline hipError_t hipMemsetD8(hipDeviceptr_t p, unsigned char v, size_t n) {
  return HIP_ON_CUDA_CU(cuMemsetD8, hip_on_cuda_dptr(p), v, n);
}
static inline hipError_t hipMemsetD16(hipDeviceptr_t p, unsigned short v, size_t n) {
  return HIP_ON_CUDA_CU(cuMemsetD16, hip_on_cuda_dptr(p), v, n);
}
static inline hipError_t hipMemsetD32(hipDeviceptr_t p, int v, size_t n) {
  return HIP_ON_CUDA_CU(cuMemsetD32, hip_on_cuda_dptr(p), (unsigned)v, n);
}
static inline hipError_t hipMemsetD32Async(hipDeviceptr_t p, int v, size_t n, hipStream_t s) {
  return HIP_ON_CUDA_CU(cuMemsetD32Async, hip_on_cuda_dptr(p), (unsigned)v, n, (CUstream)s);
}
static inline hipError_t hipMemsetD8Async(hipDeviceptr_t p, unsigned char v, size_t n,
                                          hipStream_t s) {
  return HIP_ON_CUDA_CU(cuMemsetD8Async, hip_on_cuda_dptr(p), v, n, (CUstream)s);
}
static inline hipError_t hipMemsetD16Async(hipDeviceptr_t p, unsigned short v, size_t n,
                                           hipStream_t s) {
  return HIP_ON_CUDA_CU(cuMemsetD16Async, hip_on_cuda_dptr(p), v, n, (CUstream)s);
}
static inline hipError_t hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *blocks, hipFunction_t f, int blockSize, size_t shmem, unsigned flags) {
  return HIP_ON_CUDA_CU(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, blocks, f, blockSize,
                        shmem, flags);
}
static inline hipError_t hipMemAllocPitch(hipDeviceptr_t *p, size_t *pitch, size_t width,
                                          size_t height, unsigned elementSize) {
  (void)elementSize;
  return hip_on_cuda_error(cudaMallocPitch(p, pitch, width, height));
}
static inline hipError_t hipMemAllocHost(void **p, size_t n) {
  return hip_on_cuda_error(cudaMallocHost(p, n));
}
static inline hipError_t hipMemGetAddressRange(hipDeviceptr_t *base, size_t *n,
                                               hipDeviceptr_t p) {
  CUdeviceptr b = 0;
  hipError_t e = HIP_ON_CUDA_CU(cuMemGetAddressRange, &b, n, hip_on_cuda_dptr(p));
  if (base)
    *base = (hipDeviceptr_t)(uintptr_t)b;
  return e;
}

#endif
