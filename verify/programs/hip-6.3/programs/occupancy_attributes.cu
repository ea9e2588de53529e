// occupancy_attributes.cu - occupancy, function attributes, device limits,
// stream priorities, host-memory flags, managed-memory advice, PCI bus ids.
//
//  * cudaOccupancyMaxPotentialBlockSize, MaxActiveBlocksPerMultiprocessor
//    (not cudaOccupancyAvailableDynamicSMemPerBlock: HIP 6.3 lacks it)
//  * cudaFuncGetAttributes; cudaFuncSetAttribute(MaxDynamicSharedMemorySize)
//    and a launch with more than 48 KiB of dynamic shared memory
//  * cudaDeviceSetLimit / GetLimit (printf FIFO, malloc heap)
//  * cudaDeviceGetStreamPriorityRange, cudaStreamCreateWithPriority,
//    cudaStreamGetPriority
//  * cudaHostAlloc(Mapped) + cudaHostGetFlags + cudaHostGetDevicePointer
//  * cudaMallocManaged + cudaMemAdvise + cudaMemPrefetchAsync
//  * cudaDeviceGetPCIBusId / cudaDeviceGetByPCIBusId round trip
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstring>
#include "check.cuh"

__global__ void bigShared(int *out, int n) {
  extern __shared__ int buf[];
  for (int i = threadIdx.x; i < n; i += blockDim.x) buf[i] = i;
  __syncthreads();
  long long s = 0;
  if (threadIdx.x == 0) {
    for (int i = 0; i < n; ++i) s += buf[i];
    out[blockIdx.x] = (int)(s % 1000003);
  }
}
__global__ void incr(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

int main() {
  int failures = 0;
  int dev = 0;
  int minGrid = 0, block = 0;
  CHECK_CUDA(hipOccupancyMaxPotentialBlockSize(&minGrid, &block, incr, 0, 0));
  std::printf("potential block size in (0, 1024]: %d\n", block > 0 && block <= 1024);
  EXPECT(block > 0 && block <= 1024 && minGrid > 0);
  std::printf("info: min grid %d, block %d\n", minGrid, block);
  int active = 0;
  CHECK_CUDA(hipOccupancyMaxActiveBlocksPerMultiprocessor(&active, reinterpret_cast<const void *>(incr), 128, 0));
  EXPECT(active >= 1);

  hipFuncAttributes fa;
  CHECK_CUDA(hipFuncGetAttributes(&fa, reinterpret_cast<const void *>(bigShared)));
  std::printf("bigShared: static shared %zu bytes, max threads %d\n", fa.sharedSizeBytes,
              fa.maxThreadsPerBlock);
  EXPECT(fa.sharedSizeBytes == 0 && fa.maxThreadsPerBlock >= 256);
  int optin = 0;
  CHECK_CUDA(hipDeviceGetAttribute(&optin, hipDeviceAttributeSharedMemPerBlockOptin, dev));
  const int shmem = 96 * 1024;
  EXPECT(optin >= shmem);
  CHECK_CUDA(hipFuncSetAttribute(reinterpret_cast<const void *>(bigShared), hipFuncAttributeMaxDynamicSharedMemorySize, shmem));
  CHECK_CUDA(hipFuncGetAttributes(&fa, reinterpret_cast<const void *>(bigShared)));
  std::printf("max dynamic shared memory now %d bytes\n", fa.maxDynamicSharedSizeBytes);
  EXPECT(fa.maxDynamicSharedSizeBytes == shmem);
  int *out;
  CHECK_CUDA(hipMalloc(&out, 4 * sizeof(int)));
  const int elems = shmem / 4;
  bigShared<<<4, 256, shmem>>>(out, elems);
  CHECK_CUDA(hipGetLastError());
  int hOut[4];
  CHECK_CUDA(hipMemcpy(hOut, out, sizeof hOut, hipMemcpyDeviceToHost));
  long long exp = (long long)elems * (elems - 1) / 2 % 1000003;
  std::printf("96 KiB shared-memory kernel: %d %d (expected %lld)\n", hOut[0], hOut[3], exp);
  EXPECT(hOut[0] == exp && hOut[3] == exp);

  size_t fifo = 0;
  CHECK_CUDA(hipDeviceSetLimit(hipLimitPrintfFifoSize, 4 << 20));
  CHECK_CUDA(hipDeviceGetLimit(&fifo, hipLimitPrintfFifoSize));
  std::printf("printf FIFO at least 4 MiB: %d\n", fifo >= (4u << 20));
  EXPECT(fifo >= (4u << 20));
  size_t heap = 0;
  CHECK_CUDA(hipDeviceGetLimit(&heap, hipLimitMallocHeapSize));
  EXPECT(heap > 0);

  int least = 0, greatest = 0;
  CHECK_CUDA(hipDeviceGetStreamPriorityRange(&least, &greatest));
  std::printf("stream priorities: greatest <= least: %d\n", greatest <= least);
  EXPECT(greatest <= least);
  hipStream_t hi;
  CHECK_CUDA(hipStreamCreateWithPriority(&hi, hipStreamNonBlocking, greatest));
  int prio = 1;
  CHECK_CUDA(hipStreamGetPriority(hi, &prio));
  EXPECT(prio == greatest);

  int *mapped = nullptr, *mappedDev = nullptr;
  CHECK_CUDA(hipHostMalloc((void **)&mapped, 1024 * sizeof(int), hipHostMallocMapped));
  unsigned flags = 0;
  CHECK_CUDA(hipHostGetFlags(&flags, mapped));
  std::printf("host flags include mapped: %d\n", (flags & hipHostMallocMapped) != 0);
  EXPECT(flags & hipHostMallocMapped);
  CHECK_CUDA(hipHostGetDevicePointer((void **)((void **)&mappedDev), mapped, 0));
  for (int i = 0; i < 1024; ++i) mapped[i] = i;
  incr<<<4, 256, 0, hi>>>(mappedDev, 1024);
  CHECK_CUDA(hipStreamSynchronize(hi));
  std::printf("mapped host memory: %d %d\n", mapped[0], mapped[1023]);
  EXPECT(mapped[0] == 1 && mapped[1023] == 1024);

  const int m = 1 << 20;
  int *managed;
  CHECK_CUDA(hipMallocManaged(&managed, m * sizeof(int)));
  for (int i = 0; i < m; ++i) managed[i] = 2 * i;
#if CUDART_VERSION >= 13000
  hipMemLocation loc = {};
  loc.type = hipMemLocationTypeDevice;
  loc.id = dev;
  CHECK_CUDA(hipMemAdvise(managed, m * sizeof(int), hipMemAdviseSetPreferredLocation, loc));
  CHECK_CUDA(hipMemPrefetchAsync(managed, m * sizeof(int), loc, 0, hi));
#else
  CHECK_CUDA(hipMemAdvise(managed, m * sizeof(int), hipMemAdviseSetPreferredLocation, dev));
  CHECK_CUDA(hipMemPrefetchAsync(managed, m * sizeof(int), dev, hi));
#endif
  incr<<<(m + 255) / 256, 256, 0, hi>>>(managed, m);
  CHECK_CUDA(hipStreamSynchronize(hi));
  std::printf("managed after advise+prefetch: %d %d\n", managed[0], managed[m - 1]);
  EXPECT(managed[0] == 1 && managed[m - 1] == 2 * (m - 1) + 1);

  char bus[64];
  CHECK_CUDA(hipDeviceGetPCIBusId(bus, sizeof bus, dev));
  int back = -1;
  CHECK_CUDA(hipDeviceGetByPCIBusId(&back, bus));
  std::printf("info: PCI bus id %s\n", bus);
  std::printf("PCI bus id round trip: %d\n", back == dev);
  EXPECT(back == dev);

  CHECK_CUDA(hipFree(managed));
  CHECK_CUDA(hipHostFree(mapped));
  CHECK_CUDA(hipFree(out));
  CHECK_CUDA(hipStreamDestroy(hi));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
