// mempool.cu - stream-ordered allocation and memory pools.
//
//  * cudaMallocAsync / cudaFreeAsync on a stream, the device's default pool
//  * cudaMemPoolSetAttribute(ReleaseThreshold) and GetAttribute(UsedMemCurrent)
//  * an explicit pool: cudaMemPoolCreate with cudaMemPoolProps,
//    cudaMallocFromPoolAsync, cudaMemPoolTrimTo, cudaMemPoolDestroy
//  * cudaDeviceGetMemPool / cudaDeviceSetMemPool
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdint>
#include <vector>
#include "check.cuh"

__global__ void iota(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
}
__global__ void sumInto(const int *a, const int *b, int *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main() {
  int failures = 0;
  int dev = 0;
  CHECK_CUDA(hipSetDevice(dev));
  int supported = 0;
  CHECK_CUDA(hipDeviceGetAttribute(&supported, hipDeviceAttributeMemoryPoolsSupported, dev));
  std::printf("memory pools supported: %d\n", supported != 0);
  EXPECT(supported);
  hipStream_t s;
  CHECK_CUDA(hipStreamCreate(&s));
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(int);

  hipMemPool_t defPool;
  CHECK_CUDA(hipDeviceGetDefaultMemPool(&defPool, dev));
  uint64_t threshold = UINT64_MAX;
  CHECK_CUDA(hipMemPoolSetAttribute(defPool, hipMemPoolAttrReleaseThreshold, &threshold));
  uint64_t readBack = 0;
  CHECK_CUDA(hipMemPoolGetAttribute(defPool, hipMemPoolAttrReleaseThreshold, &readBack));
  EXPECT(readBack == UINT64_MAX);

  int *a = nullptr, *b = nullptr, *c = nullptr;
  CHECK_CUDA(hipMallocAsync((void **)&a, bytes, s));
  CHECK_CUDA(hipMallocAsync((void **)&b, bytes, s));
  iota<<<(n + 255) / 256, 256, 0, s>>>(a, n, 0);
  iota<<<(n + 255) / 256, 256, 0, s>>>(b, n, 1000);
  uint64_t used = 0;
  CHECK_CUDA(hipStreamSynchronize(s));
  CHECK_CUDA(hipMemPoolGetAttribute(defPool, hipMemPoolAttrUsedMemCurrent, &used));
  std::printf("default pool in use: at least 2 buffers: %d\n", used >= 2 * bytes);
  EXPECT(used >= 2 * bytes);

  // An explicit pool on the device.
  hipMemPoolProps props = {};
  props.allocType = hipMemAllocationTypePinned;
  props.handleTypes = hipMemHandleTypeNone;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = dev;
  hipMemPool_t pool;
  CHECK_CUDA(hipMemPoolCreate(&pool, &props));
  CHECK_CUDA(hipMallocFromPoolAsync((void **)&c, bytes, pool, s));
  sumInto<<<(n + 255) / 256, 256, 0, s>>>(a, b, c, n);
  std::vector<int> h(n);
  CHECK_CUDA(hipMemcpyAsync(h.data(), c, bytes, hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  long long sum = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    sum += h[i];
    if (h[i] != 2 * i + 1000) ++bad;
  }
  std::printf("pool result: sum %lld, %d wrong\n", sum, bad);
  EXPECT(bad == 0);
  uint64_t poolUsed = 0;
  CHECK_CUDA(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &poolUsed));
  EXPECT(poolUsed >= bytes);
  CHECK_CUDA(hipFreeAsync(c, s));
  CHECK_CUDA(hipFreeAsync(a, s));
  CHECK_CUDA(hipFreeAsync(b, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  CHECK_CUDA(hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &poolUsed));
  std::printf("pool in use after free: %llu\n", (unsigned long long)poolUsed);
  EXPECT(poolUsed == 0);
  CHECK_CUDA(hipMemPoolTrimTo(pool, 0));

  // The pool as the device's current pool: cudaMallocAsync draws from it.
  CHECK_CUDA(hipDeviceSetMemPool(dev, pool));
  hipMemPool_t current;
  CHECK_CUDA(hipDeviceGetMemPool(&current, dev));
  EXPECT(current == pool);
  int *e = nullptr;
  CHECK_CUDA(hipMallocAsync((void **)&e, bytes, s));
  iota<<<(n + 255) / 256, 256, 0, s>>>(e, n, 7);
  CHECK_CUDA(hipMemcpyAsync(h.data(), e, bytes, hipMemcpyDeviceToHost, s));
  CHECK_CUDA(hipFreeAsync(e, s));
  CHECK_CUDA(hipStreamSynchronize(s));
  std::printf("current pool: e[0] = %d e[n-1] = %d\n", h[0], h[n - 1]);
  EXPECT(h[0] == 7 && h[n - 1] == n + 6);
  CHECK_CUDA(hipDeviceSetMemPool(dev, defPool));
  CHECK_CUDA(hipMemPoolDestroy(pool));
  CHECK_CUDA(hipStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
