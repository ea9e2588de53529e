// Driver API: <cuda.h> -> <hip/hip_runtime.h>; cuInit/cuDevice*/cuModule*,
// CUdeviceptr -> hipDeviceptr_t, cuMemAlloc (a macro for cuMemAlloc_v2 in
// cuda.h) -> hipMalloc, cuLaunchKernel -> hipModuleLaunchKernel.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NOT: {{^}}#include <cuda.h>
#include <cuda.h>
#include <cstdio>
#include <vector>

// CHECK: {{^}}#define DRV_CHECK(call) do { hipError_t r_ = (call); if (r_ != hipSuccess) { std::printf("%s failed: %d\n", #call, (int)r_); return false; } } while (0)
#define DRV_CHECK(call) do { CUresult r_ = (call); if (r_ != CUDA_SUCCESS) { std::printf("%s failed: %d\n", #call, (int)r_); return false; } } while (0)

bool runModule(const char *path, std::vector<float> &host) {
  // CHECK: {{^ *}}DRV_CHECK(hipInit(0));
  DRV_CHECK(cuInit(0));
  // CHECK: {{^ *}}hipDevice_t dev;
  CUdevice dev;
  // CHECK: {{^ *}}DRV_CHECK(hipDeviceGet(&dev, 0));
  DRV_CHECK(cuDeviceGet(&dev, 0));
  int sms = 0;
  // CHECK: {{^ *}}DRV_CHECK(hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, dev));
  DRV_CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  // CHECK: {{^ *}}hipCtx_t ctx;
  CUcontext ctx;
  // CHECK: {{^ *}}DRV_CHECK(hipDevicePrimaryCtxRetain(&ctx, dev));
  DRV_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  // CHECK: {{^ *}}DRV_CHECK(hipCtxSetCurrent(ctx));
  DRV_CHECK(cuCtxSetCurrent(ctx));
  // CHECK: {{^ *}}hipModule_t mod;
  CUmodule mod;
  // CHECK: {{^ *}}DRV_CHECK(hipModuleLoad(&mod, path));
  DRV_CHECK(cuModuleLoad(&mod, path));
  // CHECK: {{^ *}}hipFunction_t fn;
  CUfunction fn;
  // CHECK: {{^ *}}DRV_CHECK(hipModuleGetFunction(&fn, mod, "scale"));
  DRV_CHECK(cuModuleGetFunction(&fn, mod, "scale"));
  size_t bytes = host.size() * sizeof(float);
  // CHECK: {{^ *}}hipDeviceptr_t buf;
  CUdeviceptr buf;
  // CHECK: {{^ *}}DRV_CHECK(hipMalloc(&buf, bytes));
  DRV_CHECK(cuMemAlloc(&buf, bytes));
  // CHECK: {{^ *}}DRV_CHECK(hipMemcpyHtoD(buf, host.data(), bytes));
  DRV_CHECK(cuMemcpyHtoD(buf, host.data(), bytes));
  int n = (int)host.size();
  void *args[] = {&buf, &n};
  // CHECK: {{^ *}}DRV_CHECK(hipModuleLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  DRV_CHECK(cuLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  // CHECK: {{^ *}}DRV_CHECK(hipCtxSynchronize());
  DRV_CHECK(cuCtxSynchronize());
  // CHECK: {{^ *}}DRV_CHECK(hipMemcpyDtoH(host.data(), buf, bytes));
  DRV_CHECK(cuMemcpyDtoH(host.data(), buf, bytes));
  // CHECK: {{^ *}}DRV_CHECK(hipFree(buf));
  DRV_CHECK(cuMemFree(buf));
  // CHECK: {{^ *}}DRV_CHECK(hipModuleUnload(mod));
  DRV_CHECK(cuModuleUnload(mod));
  // CHECK: {{^ *}}DRV_CHECK(hipDevicePrimaryCtxRelease(dev));
  DRV_CHECK(cuDevicePrimaryCtxRelease(dev));
  return true;
}

// NOCUDA-NOT: {{^[^/"]*(cu[A-Z][a-z]|CU[a-z]|CU_|CUDA_SUCCESS)}}
