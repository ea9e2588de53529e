// Rule 7, continued: CUDA version conditionals (HIP defines none of the
// version macros: which branch the HIP build takes), managed memory (needs
// XNACK on MI300X) and memory types compared with numbers (hipMemoryType
// numbers them differently). Kernels: a warp-level sum, a histogram over
// managed memory, a pointer-kind report.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#if CUDART_VERSION >= 11000
// CHECK: versions_memory.cu:[[@LINE-1]]:5: warning: HIP defines no CUDART_VERSION: this #if is false in the HIP build, which skips this branch [cuda2hip-cuda-version-conditional]
#include <cooperative_groups/reduce.h>
#define HAVE_CG_REDUCE 1
#endif
namespace cg = cooperative_groups;

// NOTE: needs CUDART_VERSION >= 11000 for cg::reduce (a comment: silent)
__device__ float blockSum(float v) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
#if defined(HAVE_CG_REDUCE) && CUDA_VERSION >= 12000
// CHECK: versions_memory.cu:[[@LINE-1]]:32: warning: HIP defines no CUDA_VERSION: this #if is false in the HIP build, which skips this branch [cuda2hip-cuda-version-conditional]
  return cg::reduce(tile, v, cg::plus<float>());
#elif CUDA_VERSION < 9000
// CHECK: versions_memory.cu:[[@LINE-1]]:7: warning: HIP defines no CUDA_VERSION: this #elif is true in the HIP build, which takes this branch [cuda2hip-cuda-version-conditional]
  return v; // pre-Volta toolkits: no tiles at all
#else
  for (int o = tile.size() / 2; o > 0; o /= 2)
    v += tile.shfl_down(v, o);
  return v;
#endif
}

#ifdef CUDART_VERSION
// CHECK: versions_memory.cu:[[@LINE-1]]:8: warning: HIP defines no CUDART_VERSION: this #ifdef is false in the HIP build, which skips this branch [cuda2hip-cuda-version-conditional]
#define RUNTIME_NAME "CUDA runtime"
#endif
#ifndef __CUDACC_VER_MAJOR__
// CHECK: versions_memory.cu:[[@LINE-1]]:9: warning: HIP defines no __CUDACC_VER_MAJOR__: this #ifndef is true in the HIP build, which takes this branch [cuda2hip-cuda-version-conditional]
#define HOST_COMPILER_ONLY 1
#endif
#if __CUDACC_VER_MAJOR__ * 10 + __CUDACC_VER_MINOR__ >= 118
// CHECK: versions_memory.cu:[[@LINE-1]]:5: warning: HIP defines no __CUDACC_VER_MAJOR__: this #if is false in the HIP build, which skips this branch [cuda2hip-cuda-version-conditional]
#define HAVE_FP8 1
#endif
#if CUDART_VERSION >= 12000 || defined(FORCE_NEW_API)
// CHECK: versions_memory.cu:[[@LINE-1]]:5: warning: HIP defines no CUDART_VERSION: it is 0 in the HIP build, where this #if also depends on other macros [cuda2hip-cuda-version-conditional]
#define NEW_API 1
#endif

// Negatives: the condition tests HIP itself, HIP's own version, other
// macros whose names merely contain CUDA_VERSION, __CUDACC__.
#if defined(__HIP_PLATFORM_AMD__) || CUDART_VERSION >= 12000
#define ASYNC_ALLOC 1
#endif
#if HIP_VERSION >= 60000000 || !defined(CUDART_VERSION_OVERRIDE)
#define MODERN 1
#endif
#define MIN_CUDA_VERSION 11000
#if MIN_CUDA_VERSION > 10000 && defined(__CUDACC__)
#define CHECKED 1
#endif
#ifdef __CUDACC__
#define DEVICE_CODE 1
#endif

// Histogram into a managed array and a managed counter.
// CHECK: versions_memory.cu:[[@LINE+1]]:1: note: '__managed__' memory migrates on GPU page faults only with XNACK enabled on MI300X{{.*}}[cuda2hip-managed-memory-xnack]
__managed__ unsigned long long outOfRange;

__global__ void histogram(const int *data, int n, unsigned *bins, int nbins) {
  extern __shared__ unsigned local[];
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int b = data[i];
    if (b >= 0 && b < nbins)
      atomicAdd(&local[b], 1u);
    else
      atomicAdd(&outOfRange, 1ull);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

__global__ void scale(float *x, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = blockSum(x[i]) * s;
}

static void place(const void *p, size_t bytes, int device, cudaStream_t s) {
#if CUDART_VERSION >= 13000
// CHECK: versions_memory.cu:[[@LINE-1]]:5: warning: HIP defines no CUDART_VERSION: this #if is false in the HIP build, which skips this branch [cuda2hip-cuda-version-conditional]
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = device;
  // CHECK: versions_memory.cu:[[@LINE+1]]:3: note: 'cudaMemAdvise' migrates or places managed pages only with XNACK enabled on MI300X{{.*}}[cuda2hip-managed-memory-xnack]
  cudaMemAdvise(p, bytes, cudaMemAdviseSetPreferredLocation, loc);
  // CHECK: versions_memory.cu:[[@LINE+1]]:3: note: 'cudaMemPrefetchAsync' migrates or places managed pages{{.*}}[cuda2hip-managed-memory-xnack]
  cudaMemPrefetchAsync(p, bytes, loc, 0, s);
#else
  // The branch the parse skipped (CUDA 13 headers): token rules.
  // CHECK: versions_memory.cu:[[@LINE+1]]:3: note: 'cudaMemPrefetchAsync' migrates or places managed pages{{.*}}[cuda2hip-managed-memory-xnack]
  cudaMemPrefetchAsync(p, bytes, device, s);
#endif
}

// Pointer kinds: compared with numbers (reported) or enumerators (silent).
static const char *kKind[] = {"unregistered", "host", "device", "managed"};

struct Buffer {
  int type; // not a memory type
  void *ptr;
};

static void describe(const void *p) {
  cudaPointerAttributes attr;
  if (cudaPointerGetAttributes(&attr, p) != cudaSuccess)
    return;
  // CHECK: versions_memory.cu:[[@LINE+1]]:20: warning: memory type compared with 2, which is device memory in CUDA and ROCm 6 but array memory in HIP 5.x (hipMemoryType numbers memory types differently); use 'cudaMemoryTypeDevice' [cuda2hip-memory-type-enum]
  if (attr.type == 2)
    std::printf("device pointer on %d\n", attr.device);
  // CHECK: versions_memory.cu:[[@LINE+1]]:25: warning: memory type compared with 1, which is host memory in CUDA and ROCm 6 but device memory in HIP 5.x{{.*}}[cuda2hip-memory-type-enum]
  if ((int)attr.type != 1 && attr.type != cudaMemoryTypeDevice)
    std::printf("neither host nor device\n");
  int kind = attr.type;
  // CHECK: versions_memory.cu:[[@LINE+1]]:15: warning: memory type compared with 3, which is managed memory in CUDA and ROCm 6 but unified memory in HIP 5.x{{.*}}[cuda2hip-memory-type-enum]
  if (kind == 3)
    std::printf("managed\n");
  switch (attr.type) {
  // CHECK: versions_memory.cu:[[@LINE+1]]:8: warning: switch on a memory type with case 0, which is unregistered memory in CUDA and ROCm 6 but host memory in HIP 5.x{{.*}}[cuda2hip-memory-type-enum]
  case 0:
    std::printf("pageable host memory\n");
    break;
  case cudaMemoryTypeHost:
    std::printf("pinned host memory\n");
    break;
  default:
    break;
  }
  // CHECK: versions_memory.cu:[[@LINE+1]]:35: warning: table indexed by a memory type{{.*}}[cuda2hip-memory-type-enum]
  std::printf("kind: %s\n", kKind[attr.type]);
  // CHECK: versions_memory.cu:[[@LINE+1]]:25: warning: cast of 3 to a memory type, which is managed memory in CUDA and ROCm 6 but unified memory in HIP 5.x{{.*}}; use 'cudaMemoryTypeManaged' [cuda2hip-memory-type-enum]
  cudaMemoryType want = static_cast<cudaMemoryType>(3);
  // Negatives: enumerators, other fields, printing, a user struct's 'type'.
  if (attr.type == want || attr.type == cudaMemoryTypeManaged)
    std::printf("managed (enumerator)\n");
  switch (attr.type) {
  case cudaMemoryTypeUnregistered:
  case cudaMemoryTypeHost:
    break;
  case cudaMemoryTypeDevice:
  case cudaMemoryTypeManaged:
    break;
  }
  if (attr.device == 0 && attr.devicePointer != nullptr)
    std::printf("type %d on device 0\n", (int)attr.type);
  Buffer b{2, nullptr};
  if (b.type == 2 && kind >= 0)
    std::printf("user type\n");
}

int main() {
  const int n = 1 << 20, nbins = 256;
  int *data;
  unsigned *bins;
  // CHECK: versions_memory.cu:[[@LINE+1]]:3: note: 'cudaMallocManaged': managed memory migrates on GPU page faults only with XNACK enabled on MI300X (HSA_XNACK=1, code object built for xnack+ or xnack-any); without it the allocation is pinned and does not migrate [cuda2hip-managed-memory-xnack]
  cudaMallocManaged(&data, n * sizeof(int));
  // CHECK: versions_memory.cu:[[@LINE+1]]:3: note: 'cudaMallocManaged'{{.*}}[cuda2hip-managed-memory-xnack]
  cudaMallocManaged(&bins, nbins * sizeof(unsigned), cudaMemAttachGlobal);
  for (int i = 0; i < n; ++i)
    data[i] = i % nbins;
  place(data, n * sizeof(int), 0, 0);
  histogram<<<128, 256, nbins * sizeof(unsigned)>>>(data, n, bins, nbins);
  // Negatives: device memory with explicit copies, pinned host memory, the
  // names in strings and comments (cudaMallocManaged, __managed__).
  float *x, *hx;
  cudaMalloc(&x, n * sizeof(float));
  cudaMallocHost(&hx, n * sizeof(float));
  cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<n / 256, 256>>>(x, n, 2.0f);
  cudaDeviceSynchronize();
  // CHECK: versions_memory.cu:[[@LINE+1]]:64: warning: HIP defines no CUDART_VERSION: used in code, it is an undeclared identifier in the HIP build{{.*}}[cuda2hip-cuda-version-conditional]
  std::printf("not cudaMallocManaged: %s %d\n", "__managed__", CUDART_VERSION);
  describe(data);
  describe(x);
  cudaFree(x);
  cudaFreeHost(hx);
  cudaFree(data);
  cudaFree(bins);
  return 0;
}
