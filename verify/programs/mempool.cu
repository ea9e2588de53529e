// mempool.cu - stream-ordered allocation and memory pools.
//
//  * cudaMallocAsync / cudaFreeAsync on a stream, the device's default pool
//  * cudaMemPoolSetAttribute(ReleaseThreshold) and GetAttribute(UsedMemCurrent)
//  * an explicit pool: cudaMemPoolCreate with cudaMemPoolProps,
//    cudaMallocFromPoolAsync, cudaMemPoolTrimTo, cudaMemPoolDestroy
//  * cudaDeviceGetMemPool / cudaDeviceSetMemPool
// link: (none)
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
  CHECK_CUDA(cudaSetDevice(dev));
  int supported = 0;
  CHECK_CUDA(cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, dev));
  std::printf("memory pools supported: %d\n", supported != 0);
  EXPECT(supported);
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(int);

  cudaMemPool_t defPool;
  CHECK_CUDA(cudaDeviceGetDefaultMemPool(&defPool, dev));
  uint64_t threshold = UINT64_MAX;
  CHECK_CUDA(cudaMemPoolSetAttribute(defPool, cudaMemPoolAttrReleaseThreshold, &threshold));
  uint64_t readBack = 0;
  CHECK_CUDA(cudaMemPoolGetAttribute(defPool, cudaMemPoolAttrReleaseThreshold, &readBack));
  EXPECT(readBack == UINT64_MAX);

  int *a = nullptr, *b = nullptr, *c = nullptr;
  CHECK_CUDA(cudaMallocAsync((void **)&a, bytes, s));
  CHECK_CUDA(cudaMallocAsync((void **)&b, bytes, s));
  iota<<<(n + 255) / 256, 256, 0, s>>>(a, n, 0);
  iota<<<(n + 255) / 256, 256, 0, s>>>(b, n, 1000);
  uint64_t used = 0;
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK_CUDA(cudaMemPoolGetAttribute(defPool, cudaMemPoolAttrUsedMemCurrent, &used));
  std::printf("default pool in use: at least 2 buffers: %d\n", used >= 2 * bytes);
  EXPECT(used >= 2 * bytes);

  // An explicit pool on the device.
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = cudaMemHandleTypeNone;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = dev;
  cudaMemPool_t pool;
  CHECK_CUDA(cudaMemPoolCreate(&pool, &props));
  CHECK_CUDA(cudaMallocFromPoolAsync((void **)&c, bytes, pool, s));
  sumInto<<<(n + 255) / 256, 256, 0, s>>>(a, b, c, n);
  std::vector<int> h(n);
  CHECK_CUDA(cudaMemcpyAsync(h.data(), c, bytes, cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  long long sum = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    sum += h[i];
    if (h[i] != 2 * i + 1000) ++bad;
  }
  std::printf("pool result: sum %lld, %d wrong\n", sum, bad);
  EXPECT(bad == 0);
  uint64_t poolUsed = 0;
  CHECK_CUDA(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &poolUsed));
  EXPECT(poolUsed >= bytes);
  CHECK_CUDA(cudaFreeAsync(c, s));
  CHECK_CUDA(cudaFreeAsync(a, s));
  CHECK_CUDA(cudaFreeAsync(b, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK_CUDA(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &poolUsed));
  std::printf("pool in use after free: %llu\n", (unsigned long long)poolUsed);
  EXPECT(poolUsed == 0);
  CHECK_CUDA(cudaMemPoolTrimTo(pool, 0));

  // The pool as the device's current pool: cudaMallocAsync draws from it.
  CHECK_CUDA(cudaDeviceSetMemPool(dev, pool));
  cudaMemPool_t current;
  CHECK_CUDA(cudaDeviceGetMemPool(&current, dev));
  EXPECT(current == pool);
  int *e = nullptr;
  CHECK_CUDA(cudaMallocAsync((void **)&e, bytes, s));
  iota<<<(n + 255) / 256, 256, 0, s>>>(e, n, 7);
  CHECK_CUDA(cudaMemcpyAsync(h.data(), e, bytes, cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaFreeAsync(e, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  std::printf("current pool: e[0] = %d e[n-1] = %d\n", h[0], h[n - 1]);
  EXPECT(h[0] == 7 && h[n - 1] == n + 6);
  CHECK_CUDA(cudaDeviceSetMemPool(dev, defPool));
  CHECK_CUDA(cudaMemPoolDestroy(pool));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
