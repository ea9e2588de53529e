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
  CHECK_CUDA(cudaOccupancyMaxPotentialBlockSize(&minGrid, &block, incr, 0, 0));
  std::printf("potential block size in (0, 1024]: %d\n", block > 0 && block <= 1024);
  EXPECT(block > 0 && block <= 1024 && minGrid > 0);
  std::printf("info: min grid %d, block %d\n", minGrid, block);
  int active = 0;
  CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&active, incr, 128, 0));
  EXPECT(active >= 1);

  cudaFuncAttributes fa;
  CHECK_CUDA(cudaFuncGetAttributes(&fa, bigShared));
  std::printf("bigShared: static shared %zu bytes, max threads %d\n", fa.sharedSizeBytes,
              fa.maxThreadsPerBlock);
  EXPECT(fa.sharedSizeBytes == 0 && fa.maxThreadsPerBlock >= 256);
  int optin = 0;
  CHECK_CUDA(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev));
  const int shmem = 96 * 1024;
  EXPECT(optin >= shmem);
  CHECK_CUDA(cudaFuncSetAttribute(bigShared, cudaFuncAttributeMaxDynamicSharedMemorySize, shmem));
  CHECK_CUDA(cudaFuncGetAttributes(&fa, bigShared));
  std::printf("max dynamic shared memory now %d bytes\n", fa.maxDynamicSharedSizeBytes);
  EXPECT(fa.maxDynamicSharedSizeBytes == shmem);
  int *out;
  CHECK_CUDA(cudaMalloc(&out, 4 * sizeof(int)));
  const int elems = shmem / 4;
  bigShared<<<4, 256, shmem>>>(out, elems);
  CHECK_CUDA(cudaGetLastError());
  int hOut[4];
  CHECK_CUDA(cudaMemcpy(hOut, out, sizeof hOut, cudaMemcpyDeviceToHost));
  long long exp = (long long)elems * (elems - 1) / 2 % 1000003;
  std::printf("96 KiB shared-memory kernel: %d %d (expected %lld)\n", hOut[0], hOut[3], exp);
  EXPECT(hOut[0] == exp && hOut[3] == exp);

  size_t fifo = 0;
  CHECK_CUDA(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 4 << 20));
  CHECK_CUDA(cudaDeviceGetLimit(&fifo, cudaLimitPrintfFifoSize));
  std::printf("printf FIFO at least 4 MiB: %d\n", fifo >= (4u << 20));
  EXPECT(fifo >= (4u << 20));
  size_t heap = 0;
  CHECK_CUDA(cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize));
  EXPECT(heap > 0);

  int least = 0, greatest = 0;
  CHECK_CUDA(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  std::printf("stream priorities: greatest <= least: %d\n", greatest <= least);
  EXPECT(greatest <= least);
  cudaStream_t hi;
  CHECK_CUDA(cudaStreamCreateWithPriority(&hi, cudaStreamNonBlocking, greatest));
  int prio = 1;
  CHECK_CUDA(cudaStreamGetPriority(hi, &prio));
  EXPECT(prio == greatest);

  int *mapped = nullptr, *mappedDev = nullptr;
  CHECK_CUDA(cudaHostAlloc((void **)&mapped, 1024 * sizeof(int), cudaHostAllocMapped));
  unsigned flags = 0;
  CHECK_CUDA(cudaHostGetFlags(&flags, mapped));
  std::printf("host flags include mapped: %d\n", (flags & cudaHostAllocMapped) != 0);
  EXPECT(flags & cudaHostAllocMapped);
  CHECK_CUDA(cudaHostGetDevicePointer((void **)&mappedDev, mapped, 0));
  for (int i = 0; i < 1024; ++i) mapped[i] = i;
  incr<<<4, 256, 0, hi>>>(mappedDev, 1024);
  CHECK_CUDA(cudaStreamSynchronize(hi));
  std::printf("mapped host memory: %d %d\n", mapped[0], mapped[1023]);
  EXPECT(mapped[0] == 1 && mapped[1023] == 1024);

  const int m = 1 << 20;
  int *managed;
  CHECK_CUDA(cudaMallocManaged(&managed, m * sizeof(int)));
  for (int i = 0; i < m; ++i) managed[i] = 2 * i;
#if CUDART_VERSION >= 13000
  cudaMemLocation loc = {};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = dev;
  CHECK_CUDA(cudaMemAdvise(managed, m * sizeof(int), cudaMemAdviseSetPreferredLocation, loc));
  CHECK_CUDA(cudaMemPrefetchAsync(managed, m * sizeof(int), loc, 0, hi));
#else
  CHECK_CUDA(cudaMemAdvise(managed, m * sizeof(int), cudaMemAdviseSetPreferredLocation, dev));
  CHECK_CUDA(cudaMemPrefetchAsync(managed, m * sizeof(int), dev, hi));
#endif
  incr<<<(m + 255) / 256, 256, 0, hi>>>(managed, m);
  CHECK_CUDA(cudaStreamSynchronize(hi));
  std::printf("managed after advise+prefetch: %d %d\n", managed[0], managed[m - 1]);
  EXPECT(managed[0] == 1 && managed[m - 1] == 2 * (m - 1) + 1);

  char bus[64];
  CHECK_CUDA(cudaDeviceGetPCIBusId(bus, sizeof bus, dev));
  int back = -1;
  CHECK_CUDA(cudaDeviceGetByPCIBusId(&back, bus));
  std::printf("info: PCI bus id %s\n", bus);
  std::printf("PCI bus id round trip: %d\n", back == dev);
  EXPECT(back == dev);

  CHECK_CUDA(cudaFree(managed));
  CHECK_CUDA(cudaFreeHost(mapped));
  CHECK_CUDA(cudaFree(out));
  CHECK_CUDA(cudaStreamDestroy(hi));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
