//===- TranslateFuzzer.cpp - one file translated end to end, arbitrary bytes ===//
//
// libFuzzer target (CUDA2HIP_FUZZ=ON, clang): translateFile() -- the AST
// engine, the token engine where the bytes do not parse, the mapper and the
// planner -- on any buffer, then the plan applied; must not crash, hang, or
// produce edits outside the buffer.
//
// What differs from a user's run: the parse uses a small CUDA stand-in
// (kStub, written once into a temporary folder that serves as --cuda-path)
// with -nocudainc instead of clang's CUDA wrapper and the real CUDA 13
// headers. Those cost ~0.3 s per input, which would allow a few thousand
// executions per hour; the stand-in declares the kinds of names the finder
// matches (functions, overloads, templates, types, enums, macros, device
// built-ins, namespaces, symbol and launch APIs) in a "CUDA header", so every
// stage downstream of clang runs as for real code.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Driver.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace cuda2hip;

namespace {

const char *const kStub = R"cuda(
#pragma once
#define __CUDACC__ 1
#define CUDART_VERSION 13000
#define CUDA_VERSION 13000
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ inline __attribute__((always_inline))
#define CUDART_CB
#define cudaHostAllocDefault 0
#define cudaHostAllocMapped 2
#define cudaStreamNonBlocking 1
#define cudaEventDisableTiming 2
#include "__clang_cuda_builtin_vars.h"
typedef unsigned long size_t;
struct dim3 {
  unsigned x, y, z;
  __host__ __device__ constexpr dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1)
      : x(x), y(y), z(z) {}
};
struct float2 { float x, y; };
struct float4 { float x, y, z, w; };
struct int2 { int x, y; };
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1,
                 cudaErrorMemoryAllocation = 2, cudaErrorNotReady = 600 };
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice,
                      cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice,
                      cudaMemcpyDefault };
enum cudaDeviceAttr { cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrWarpSize = 10 };
enum cudaResourceType { cudaResourceTypeArray, cudaResourceTypeLinear,
                        cudaResourceTypePitch2D };
enum cudaTextureAddressMode { cudaAddressModeWrap, cudaAddressModeClamp,
                              cudaAddressModeMirror, cudaAddressModeBorder };
enum cudaTextureFilterMode { cudaFilterModePoint, cudaFilterModeLinear };
enum cudaTextureReadMode { cudaReadModeElementType, cudaReadModeNormalizedFloat };
enum cudaChannelFormatKind { cudaChannelFormatKindSigned,
                             cudaChannelFormatKindUnsigned,
                             cudaChannelFormatKindFloat };
struct cudaChannelFormatDesc { int x, y, z, w; cudaChannelFormatKind f; };
struct cudaResourceDesc {
  cudaResourceType resType;
  union {
    struct { void *devPtr; cudaChannelFormatDesc desc; size_t sizeInBytes; } linear;
    struct { void *devPtr; cudaChannelFormatDesc desc; size_t width, height, pitchInBytes; } pitch2D;
  } res;
};
struct cudaTextureDesc {
  cudaTextureAddressMode addressMode[3];
  cudaTextureFilterMode filterMode;
  cudaTextureReadMode readMode;
  int normalizedCoords;
};
struct cudaDeviceProp { char name[256]; size_t totalGlobalMem; int warpSize;
                        int major, minor, multiProcessorCount; };
typedef void (*cudaStreamCallback_t)(cudaStream_t, cudaError_t, void *);
extern "C" {
cudaError_t cudaMalloc(void **p, size_t n);
cudaError_t cudaMallocManaged(void **p, size_t n, unsigned flags = 1);
cudaError_t cudaMallocHost(void **p, size_t n);
cudaError_t cudaHostAlloc(void **p, size_t n, unsigned flags);
cudaError_t cudaFree(void *p);
cudaError_t cudaFreeHost(void *p);
cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind k);
cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind k,
                            cudaStream_t st = 0);
cudaError_t cudaMemset(void *d, int v, size_t n);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t e);
const char *cudaGetErrorName(cudaError_t e);
cudaError_t cudaGetDevice(int *d);
cudaError_t cudaSetDevice(int d);
cudaError_t cudaGetDeviceCount(int *n);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d);
cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int d);
cudaError_t cudaStreamCreate(cudaStream_t *s);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned f);
cudaError_t cudaStreamDestroy(cudaStream_t s);
cudaError_t cudaStreamSynchronize(cudaStream_t s);
cudaError_t cudaStreamAddCallback(cudaStream_t s, cudaStreamCallback_t cb,
                                  void *u, unsigned f);
cudaError_t cudaEventCreate(cudaEvent_t *e);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned f);
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t e);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
cudaError_t cudaEventDestroy(cudaEvent_t e);
cudaError_t cudaMemcpyToSymbol(const void *sym, const void *src, size_t n,
                               size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *sym, size_t n,
                                 size_t off = 0, cudaMemcpyKind k = cudaMemcpyDeviceToHost);
cudaError_t cudaGetSymbolAddress(void **p, const void *sym);
cudaError_t cudaLaunchKernel(const void *f, dim3 g, dim3 b, void **args,
                             size_t sh, cudaStream_t s);
cudaError_t cudaFuncGetAttributes(void *attr, const void *f);
cudaError_t cudaGraphCreate(cudaGraph_t *g, unsigned f);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *e, cudaGraph_t g,
                                 unsigned long long flags = 0);
cudaError_t cudaGraphLaunch(cudaGraphExec_t e, cudaStream_t s);
cudaError_t cudaStreamBeginCapture(cudaStream_t s, int mode);
cudaError_t cudaStreamEndCapture(cudaStream_t s, cudaGraph_t *g);
cudaError_t cudaCreateTextureObject(cudaTextureObject_t *t, const cudaResourceDesc *r,
                                    const cudaTextureDesc *d, const void *v);
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t t);
cudaChannelFormatDesc cudaCreateChannelDescHelper(int x, int y, int z, int w,
                                                  cudaChannelFormatKind f);
cudaError_t cudaConfigureCall(dim3 g, dim3 b, size_t s = 0, cudaStream_t st = 0);
}
template <class T> cudaError_t cudaMalloc(T **p, size_t n) { return cudaMalloc((void **)p, n); }
template <class T> cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n,
    size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol((const void *)&sym, src, n, off, k);
}
template <class T> cudaError_t cudaLaunchKernel(T *f, dim3 g, dim3 b, void **a,
                                                size_t s = 0, cudaStream_t st = 0) {
  return cudaLaunchKernel((const void *)f, g, b, a, s, st);
}
template <class T> cudaChannelFormatDesc cudaCreateChannelDesc() {
  return cudaCreateChannelDescHelper(32, 0, 0, 0, cudaChannelFormatKindFloat);
}
__device__ void __syncthreads(void);
__device__ int __syncthreads_or(int);
__device__ void __threadfence(void);
__device__ float atomicAdd(float *a, float v);
__device__ int atomicAdd(int *a, int v);
__device__ int atomicCAS(int *a, int c, int v);
__device__ unsigned __ballot_sync(unsigned m, int p);
__device__ int __any_sync(unsigned m, int p);
__device__ int __all_sync(unsigned m, int p);
__device__ float __shfl_sync(unsigned m, float v, int l, int w = 32);
__device__ float __shfl_down_sync(unsigned m, float v, unsigned d, int w = 32);
__device__ float __shfl_xor_sync(unsigned m, float v, int l, int w = 32);
__device__ int __popc(unsigned x);
__device__ int __ffs(int x);
__device__ float __fdividef(float a, float b);
__device__ float __expf(float x);
__device__ long long clock64(void);
__device__ unsigned __activemask(void);
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t t, int i);
template <class T> __device__ T tex2D(cudaTextureObject_t t, float x, float y);
namespace cooperative_groups {
struct thread_block { __device__ void sync(); __device__ unsigned thread_rank(); };
template <unsigned N> struct thread_block_tile {
  __device__ void sync(); __device__ unsigned thread_rank();
  template <class T> __device__ T shfl_down(T v, unsigned d);
};
__device__ thread_block this_thread_block();
template <unsigned N> __device__ thread_block_tile<N> tiled_partition(const thread_block &);
}
namespace cub {
template <class T, int N> struct BlockReduce {
  struct TempStorage { T d[N]; };
  __device__ BlockReduce(TempStorage &);
  __device__ T Sum(T);
};
}
)cuda";

std::string StubDir;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::SmallString<128> Dir;
  if (llvm::sys::fs::createUniqueDirectory("cuda2hip-fuzz-cuda", Dir))
    std::abort();
  llvm::SmallString<128> Inc(Dir);
  llvm::sys::path::append(Inc, "include");
  llvm::sys::fs::create_directories(Inc);
  llvm::sys::path::append(Inc, "cuda_runtime.h");
  std::error_code EC;
  llvm::raw_fd_ostream OS(Inc, EC);
  if (EC)
    std::abort();
  OS << kStub;
  StubDir = std::string(Dir);
  std::atexit([] { llvm::sys::fs::remove_directories(StubDir); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (StubDir.empty()) // the replay main does not call LLVMFuzzerInitialize
    LLVMFuzzerInitialize(nullptr, nullptr);
  TranslateOptions O;
  O.Find.CudaPath = StubDir;
  O.Find.ExtraArgs = {"-nocudainc", "-nocudalib", "-isystem", StubDir + "/include",
                      "-include", StubDir + "/include/cuda_runtime.h"};
  O.Map.TargetHip = DefaultHipVersion;
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  Translation T = translateFile("/fuzz/input.cu", llvm::StringRef(Text), O);
  // CUDA2HIP_FUZZ_VERBOSE=1: which engine ran and why (checks that the
  // seeds reach the AST engine; not used while fuzzing).
  static const bool Verbose = std::getenv("CUDA2HIP_FUZZ_VERBOSE") != nullptr;
  if (Verbose) {
    size_t Edits = 0;
    for (const auto &[Path, FP] : T.Result.Files)
      Edits += FP.Edits.size();
    llvm::errs() << (T.Found.ParseFailed ? "token engine" : "AST engine") << ", "
                 << Edits << " edits\n";
    for (const auto &N : T.Found.Notes)
      llvm::errs() << "  " << N.Message << "\n";
  }
  for (const auto &[Path, FP] : T.Result.Files) {
    unsigned End = 0;
    for (const Edit &E : FP.Edits) {
      if (E.Offset + E.Length > FP.Original.size() || E.Offset < End)
        std::abort(); // outside the buffer, or overlapping / unsorted
      End = E.Offset + E.Length;
    }
    (void)FP.apply();
  }
  return 0;
}
