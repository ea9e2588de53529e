// driver_rtc.cu - run-time compilation (NVRTC) and the driver API's modules.
//
//  * nvrtcCreateProgram / CompileProgram / GetProgramLog / GetPTX
//  * cuInit, cuDeviceGet, cuDeviceGetName, cuCtxGetCurrent (the runtime's
//    primary context), cuModuleLoadData, cuModuleGetFunction,
//    cuModuleGetGlobal, cuLaunchKernel with a parameter array
//  * cuMemcpyHtoD / DtoH on runtime allocations
// link: -lnvrtc -lcuda
#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda.h>
#include <nvrtc.h>
#include "check.cuh"

#define CHECK_CU(call)                                                          \
  do {                                                                          \
    CUresult r_ = (call);                                                       \
    if (r_ != CUDA_SUCCESS) {                                                   \
      std::printf("driver error %d at line %d\n", (int)r_, __LINE__);           \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)
#define CHECK_RTC(call)                                                         \
  do {                                                                          \
    nvrtcResult r_ = (call);                                                    \
    if (r_ != NVRTC_SUCCESS) {                                                  \
      std::printf("rtc error %s at line %d\n", nvrtcGetErrorString(r_), __LINE__); \
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
  CHECK_CUDA(cudaFree(0));  // create the runtime's context
  CHECK_CU(cuInit(0));
  CUdevice dev;
  CHECK_CU(cuDeviceGet(&dev, 0));
  char name[128];
  CHECK_CU(cuDeviceGetName(name, sizeof name, dev));
  std::printf("info: device %s\n", name);
  CUcontext ctx;
  CHECK_CU(cuCtxGetCurrent(&ctx));
  EXPECT(ctx != nullptr);

  nvrtcProgram prog;
  CHECK_RTC(nvrtcCreateProgram(&prog, source, "saxpy_bias.cu", 0, nullptr, nullptr));
  const char *opts[] = {"-default-device"};
  nvrtcResult cr = nvrtcCompileProgram(prog, 1, opts);
  size_t logSize = 0;
  CHECK_RTC(nvrtcGetProgramLogSize(prog, &logSize));
  std::vector<char> log(logSize + 1);
  CHECK_RTC(nvrtcGetProgramLog(prog, log.data()));
  std::printf("compile: %s\n", cr == NVRTC_SUCCESS ? "ok" : log.data());
  EXPECT(cr == NVRTC_SUCCESS);
  size_t codeSize = 0;
  CHECK_RTC(nvrtcGetPTXSize(prog, &codeSize));
  std::vector<char> code(codeSize);
  CHECK_RTC(nvrtcGetPTX(prog, code.data()));
  CHECK_RTC(nvrtcDestroyProgram(&prog));
  EXPECT(codeSize > 0);

  CUmodule mod;
  CHECK_CU(cuModuleLoadData(&mod, code.data()));
  CUfunction fn;
  CHECK_CU(cuModuleGetFunction(&fn, mod, "saxpyBias"));
  CUdeviceptr biasPtr;
  size_t biasBytes = 0;
  CHECK_CU(cuModuleGetGlobal(&biasPtr, &biasBytes, mod, "bias"));
  EXPECT(biasBytes == sizeof(int));
  int bias = 0;
  CHECK_CU(cuMemcpyDtoH(&bias, biasPtr, sizeof bias));
  std::printf("module global bias = %d\n", bias);
  EXPECT(bias == 11);

  const int n = 1 << 16;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i % 100);
    y[i] = 1.0f;
  }
  float *dx, *dy;
  CHECK_CUDA(cudaMalloc(&dx, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dy, n * sizeof(float)));
  CHECK_CU(cuMemcpyHtoD((CUdeviceptr)dx, x.data(), n * sizeof(float)));
  CHECK_CU(cuMemcpyHtoD((CUdeviceptr)dy, y.data(), n * sizeof(float)));
  float a = 2.0f;
  int nArg = n;
  void *args[] = {&a, &dx, &dy, &nArg};
  CHECK_CU(cuLaunchKernel(fn, n / 256, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  CHECK_CU(cuCtxSynchronize());
  CHECK_CU(cuMemcpyDtoH(y.data(), (CUdeviceptr)dy, n * sizeof(float)));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (y[i] != 2.0f * float(i % 100) + 1.0f + 11.0f) ++bad;
  std::printf("run-time compiled kernel: y[0] %.1f y[99] %.1f, %d wrong\n", y[0], y[99], bad);
  EXPECT(bad == 0);
  CHECK_CU(cuModuleUnload(mod));
  CHECK_CUDA(cudaFree(dx));
  CHECK_CUDA(cudaFree(dy));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
