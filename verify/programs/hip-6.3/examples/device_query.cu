// device_query.cu - device enumeration and properties.
//
//  * cudaGetDeviceCount, cudaSetDevice, cudaGetDevice
//  * cudaGetDeviceProperties: name, totalGlobalMem, multiProcessorCount,
//    warpSize, sharedMemPerBlock, maxThreadsPerBlock, major/minor
//  * cudaDeviceGetAttribute(cudaDevAttrMaxThreadsPerBlock / WarpSize /
//    MultiProcessorCount)
//  * cudaMemGetInfo
//  * a kernel that reads the built-in warpSize on the device
//
// Everything device specific is printed on lines starting with "info:" so
// that output comparisons across GPUs can skip them; the remaining lines are
// consistency checks that hold on every device.
#include <hip/hip_runtime.h>
#include <cstdio>
#include "common/check.cuh"

__global__ void readWarpSize(int* out) {
  if (threadIdx.x == 0 && blockIdx.x == 0) out[0] = warpSize;
}

int main() {
  int count = 0;
  CHECK_CUDA(hipGetDeviceCount(&count));
  std::printf("info: device count = %d\n", count);
  std::printf("device count > 0: %s\n", count > 0 ? "yes" : "no");
  if (count <= 0) {
    std::printf("FAIL\n");
    return 1;
  }

  bool ok = true;
  for (int dev = 0; dev < count; ++dev) {
    CHECK_CUDA(hipSetDevice(dev));
    int current = -1;
    CHECK_CUDA(hipGetDevice(&current));
    ok = ok && current == dev;

    hipDeviceProp_t prop;
    CHECK_CUDA(hipGetDeviceProperties(&prop, dev));
    int attrMaxThreads = 0, attrWarp = 0, attrSMs = 0;
    CHECK_CUDA(hipDeviceGetAttribute(&attrMaxThreads, hipDeviceAttributeMaxThreadsPerBlock, dev));
    CHECK_CUDA(hipDeviceGetAttribute(&attrWarp, hipDeviceAttributeWarpSize, dev));
    CHECK_CUDA(hipDeviceGetAttribute(&attrSMs, hipDeviceAttributeMultiprocessorCount, dev));
    size_t freeMem = 0, totalMem = 0;
    CHECK_CUDA(hipMemGetInfo(&freeMem, &totalMem));

    int* dWarp;
    int hWarp = 0;
    CHECK_CUDA(hipMalloc(&dWarp, sizeof(int)));
    readWarpSize<<<1, 64>>>(dWarp);
    CHECK_LAUNCH();
    CHECK_CUDA(hipMemcpy(&hWarp, dWarp, sizeof(int), hipMemcpyDeviceToHost));
    CHECK_CUDA(hipFree(dWarp));

    std::printf("info: device %d: %s (compute %d.%d)\n", dev, prop.name, prop.major, prop.minor);
    std::printf("info:   totalGlobalMem      = %zu MiB\n", prop.totalGlobalMem >> 20);
    std::printf("info:   multiProcessorCount = %d\n", prop.multiProcessorCount);
    std::printf("info:   warpSize            = %d (device builtin %d)\n", prop.warpSize, hWarp);
    std::printf("info:   sharedMemPerBlock   = %zu bytes\n", prop.sharedMemPerBlock);
    std::printf("info:   maxThreadsPerBlock  = %d (attribute %d)\n", prop.maxThreadsPerBlock,
                attrMaxThreads);
    std::printf("info:   memory free/total   = %zu / %zu MiB\n", freeMem >> 20, totalMem >> 20);

    bool devOk = prop.totalGlobalMem > 0 && prop.multiProcessorCount > 0 && prop.warpSize > 0 &&
                 prop.sharedMemPerBlock > 0 && attrMaxThreads > 0 &&
                 attrMaxThreads == prop.maxThreadsPerBlock && attrWarp == prop.warpSize &&
                 attrSMs == prop.multiProcessorCount && hWarp == prop.warpSize &&
                 totalMem > 0 && freeMem <= totalMem && prop.name[0] != '\0';
    std::printf("device %d properties consistent: %s\n", dev, devOk ? "yes" : "no");
    ok = ok && devOk;
  }
  CHECK_CUDA(hipSetDevice(0));
  return report_result(ok);
}
