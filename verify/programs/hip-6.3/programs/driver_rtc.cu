// driver_rtc.cu - run-time compilation (NVRTC) and the driver API's modules.
//
//  * nvrtcCreateProgram / CompileProgram / GetProgramLog / GetPTX
//  * cuInit, cuDeviceGet, cuDeviceGetName, cuCtxGetCurrent (the runtime's
//    primary context), cuModuleLoadData, cuModuleGetFunction,
//    cuModuleGetGlobal, cuLaunchKernel with a parameter array
//  * cuMemcpyHtoD / DtoH on runtime allocations
// link: -lnvrtc -lcuda
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstring>
#include <vector>
#include <hip/hiprtc.h>
#include "check.cuh"

#define CHECK_CU(call)                                                          \
  do {                                                                          \
    hipError_t r_ = (call);                                                     \
    if (r_ != hipSuccess) {                                                     \
      std::printf("driver error %d at line %d\n", (int)r_, __LINE__);           \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)
#define CHECK_RTC(call)                                                         \
  do {                                                                          \
    hiprtcResult r_ = (call);                                                   \
    if (r_ != HIPRTC_SUCCESS) {                                                 \
      std::printf("rtc error %s at line %d\n", hiprtcGetErrorString(r_), __LINE__); \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

static const char *source =
    "__device__ int bias = 11;\n"
    "extern \"C\" __global__ void saxpyBias(float a, const float *x, float *y, int n) {\n"
    "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
    "  if (i < n) y[i] = a * x[i] + y[i] + bias;\n"
    "}\n";

int main() {
  int failures = 0;
  CHECK_CUDA(hipFree(0));  // create the runtime's context
  CHECK_CU(hipInit(0));
  hipDevice_t dev;
  CHECK_CU(hipDeviceGet(&dev, 0));
  char name[128];
  CHECK_CU(hipDeviceGetName(name, sizeof name, dev));
  std::printf("info: device %s\n", name);
  hipCtx_t ctx;
  CHECK_CU(hipCtxGetCurrent(&ctx));
  EXPECT(ctx != nullptr);

  hiprtcProgram prog;
  CHECK_RTC(hiprtcCreateProgram(&prog, source, "saxpy_bias.cu", 0, nullptr, nullptr));
  const char *opts[] = {"-default-device"};
  hiprtcResult cr = hiprtcCompileProgram(prog, 1, opts);
  size_t logSize = 0;
  CHECK_RTC(hiprtcGetProgramLogSize(prog, &logSize));
  std::vector<char> log(logSize + 1);
  CHECK_RTC(hiprtcGetProgramLog(prog, log.data()));
  std::printf("compile: %s\n", cr == HIPRTC_SUCCESS ? "ok" : log.data());
  EXPECT(cr == HIPRTC_SUCCESS);
  size_t codeSize = 0;
  CHECK_RTC(hiprtcGetCodeSize(prog, &codeSize));
  std::vector<char> code(codeSize);
  CHECK_RTC(hiprtcGetCode(prog, code.data()));
  CHECK_RTC(hiprtcDestroyProgram(&prog));
  EXPECT(codeSize > 0);

  hipModule_t mod;
  CHECK_CU(hipModuleLoadData(&mod, code.data()));
  hipFunction_t fn;
  CHECK_CU(hipModuleGetFunction(&fn, mod, "saxpyBias"));
  hipDeviceptr_t biasPtr;
  size_t biasBytes = 0;
  CHECK_CU(hipModuleGetGlobal(&biasPtr, &biasBytes, mod, "bias"));
  EXPECT(biasBytes == sizeof(int));
  int bias = 0;
  CHECK_CU(hipMemcpyDtoH(&bias, biasPtr, sizeof bias));
  std::printf("module global bias = %d\n", bias);
  EXPECT(bias == 11);

  const int n = 1 << 16;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i % 100);
    y[i] = 1.0f;
  }
  float *dx, *dy;
  CHECK_CUDA(hipMalloc(&dx, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dy, n * sizeof(float)));
  CHECK_CU(hipMemcpyHtoD((hipDeviceptr_t)dx, x.data(), n * sizeof(float)));
  CHECK_CU(hipMemcpyHtoD((hipDeviceptr_t)dy, y.data(), n * sizeof(float)));
  float a = 2.0f;
  int nArg = n;
  void *args[] = {&a, &dx, &dy, &nArg};
  CHECK_CU(hipModuleLaunchKernel(fn, n / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  CHECK_CU(hipCtxSynchronize());
  CHECK_CU(hipMemcpyDtoH(y.data(), (hipDeviceptr_t)dy, n * sizeof(float)));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (y[i] != 2.0f * float(i % 100) + 1.0f + 11.0f) ++bad;
  std::printf("run-time compiled kernel: y[0] %.1f y[99] %.1f, %d wrong\n", y[0], y[99], bad);
  EXPECT(bad == 0);
  CHECK_CU(hipModuleUnload(mod));
  CHECK_CUDA(hipFree(dx));
  CHECK_CUDA(hipFree(dy));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
