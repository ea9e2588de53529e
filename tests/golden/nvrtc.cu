// NVRTC -> hipRTC, and the driver API that loads and launches the result ->
// hipModule*. <nvrtc.h> becomes <hip/hiprtc.h>, <cuda.h> <hip/hip_runtime.h>.
// hipRTC compiles to an AMD code object, not PTX: nvrtcGetPTX(Size) and
// nvrtcGetCUBIN(Size) both become hiprtcGetCode(Size), whose result
// hipModuleLoadData(Ex) loads as cuModuleLoadData(Ex) loaded the PTX/CUBIN.
// Strings are not code: the kernel sources (a raw string and a plain one),
// the file and kernel names and the printf texts keep every CUDA spelling
// (porting the runtime-compiled source and the NVRTC options, such as
// --gpu-architecture=compute_80, is the user's job). No warning. The result
// compiles against Debian's HIP 5.2.3 (hip/hiprtc.h included); the
// translation is the same for HIP 6.3, and the token engine agrees.
// RUN: %cuda2hip --hip-version 5.2 %s -o %t.hip.cu 2> %t.err
// RUN: count 0 < %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip52-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.63.cu
// RUN: diff %t.hip.cu %t.63.cu
// RUN: %exit 4 %cuda2hip --engine token --hip-version 5.2 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// The 6.3 output compiled against ROCm 6.3.3 (hipRTC):
// RUN: %hip63-device %t.63.cu
// RUN: %hip63-host %t.63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hiprtc.h>
// CHECK-NEXT: {{^}}#include <cstdio>
#include <cuda.h>
#include <nvrtc.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// CHECK: {{^}}    hiprtcResult result = x;{{ +}}{{\\$}}
// CHECK-NEXT: {{^}}    if (result != HIPRTC_SUCCESS) {{[{]}}{{ +}}{{\\$}}
// CHECK-NEXT: {{^}}      fprintf(stderr, "error: " #x " failed with error %s\n",{{ +}}{{\\$}}
// CHECK-NEXT: {{^}}              hiprtcGetErrorString(result));{{ +}}{{\\$}}
#define NVRTC_SAFE_CALL(x)                                        \
  do {                                                            \
    nvrtcResult result = x;                                       \
    if (result != NVRTC_SUCCESS) {                                \
      fprintf(stderr, "error: " #x " failed with error %s\n",     \
              nvrtcGetErrorString(result));                       \
      exit(1);                                                    \
    }                                                             \
  } while (0)

// CHECK: {{^}}    hipError_t result = x;{{ +}}{{\\$}}
// CHECK-NEXT: {{^}}    if (result != hipSuccess) {{[{]}}{{ +}}{{\\$}}
#define CUDA_SAFE_CALL(x)                                           \
  do {                                                            \
    CUresult result = x;                                          \
    if (result != CUDA_SUCCESS) {                                 \
      fprintf(stderr, "error: " #x " failed with error %d\n",     \
              int(result));                                       \
      exit(1);                                                    \
    }                                                             \
  } while (0)

// The runtime-compiled sources stay as written.
// CHECK: {{^}}static const char *saxpySource = R"(
// CHECK-NEXT: {{^}}#include <cuda_fp16.h>
// CHECK-NEXT: {{^}}extern "C" __global__ void saxpy(float a, const float *x, float *y, size_t n) {
// CHECK-NEXT: {{^}}  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT: {{^}}  if (i < n) y[i] = a * x[i] + y[i];
// CHECK-NEXT: {{^}}  float s = __shfl_down_sync(0xffffffff, y[i], 16);
// CHECK-NEXT: {{^}}  (void)s; // cudaMalloc is host-only
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}})";
static const char *saxpySource = R"(
#include <cuda_fp16.h>
extern "C" __global__ void saxpy(float a, const float *x, float *y, size_t n) {
  size_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
  float s = __shfl_down_sync(0xffffffff, y[i], 16);
  (void)s; // cudaMalloc is host-only
}
)";

// CHECK: {{^}}static const char *templateSource =
// CHECK-NEXT: {{^}}    "template <typename T> __global__ void scale(T *p, T f) {\n"
// CHECK-NEXT: {{^}}    "  p[threadIdx.x] *= f; /* cudaDeviceSynchronize */\n"
static const char *templateSource =
    "template <typename T> __global__ void scale(T *p, T f) {\n"
    "  p[threadIdx.x] *= f; /* cudaDeviceSynchronize */\n"
    "}\n";

int main() {
  // CHECK: {{^ *}}hiprtcProgram prog;
  nvrtcProgram prog;
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcCreateProgram(&prog, saxpySource, "saxpy.cu", 0, nullptr, nullptr));
  NVRTC_SAFE_CALL(nvrtcCreateProgram(&prog, saxpySource, "saxpy.cu", 0, nullptr, nullptr));
  // CHECK: {{^ *}}const char *opts[] = {"--gpu-architecture=compute_80", "-default-device", "--use_fast_math"};
  const char *opts[] = {"--gpu-architecture=compute_80", "-default-device", "--use_fast_math"};
  // CHECK: {{^ *}}hiprtcResult compileResult = hiprtcCompileProgram(prog, 3, opts);
  nvrtcResult compileResult = nvrtcCompileProgram(prog, 3, opts);
  size_t logSize;
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetProgramLogSize(prog, &logSize));
  NVRTC_SAFE_CALL(nvrtcGetProgramLogSize(prog, &logSize));
  std::string log(logSize, '\0');
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetProgramLog(prog, &log[0]));
  NVRTC_SAFE_CALL(nvrtcGetProgramLog(prog, &log[0]));
  // CHECK: {{^ *}}if (compileResult != HIPRTC_SUCCESS) {
  if (compileResult != NVRTC_SUCCESS) {
    // CHECK: {{^ *}}fprintf(stderr, "nvrtcCompileProgram failed:\n%s\n", log.c_str());
    fprintf(stderr, "nvrtcCompileProgram failed:\n%s\n", log.c_str());
    return 1;
  }
  size_t ptxSize;
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetCodeSize(prog, &ptxSize));
  NVRTC_SAFE_CALL(nvrtcGetPTXSize(prog, &ptxSize));
  std::vector<char> ptx(ptxSize);
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetCode(prog, ptx.data()));
  NVRTC_SAFE_CALL(nvrtcGetPTX(prog, ptx.data()));
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcDestroyProgram(&prog));
  NVRTC_SAFE_CALL(nvrtcDestroyProgram(&prog));

  nvrtcProgram tprog;
  NVRTC_SAFE_CALL(nvrtcCreateProgram(&tprog, templateSource, "scale.cu", 0, nullptr, nullptr));
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcAddNameExpression(tprog, "scale<float>"));
  NVRTC_SAFE_CALL(nvrtcAddNameExpression(tprog, "scale<float>"));
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcCompileProgram(tprog, 0, nullptr));
  NVRTC_SAFE_CALL(nvrtcCompileProgram(tprog, 0, nullptr));
  const char *lowered;
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetLoweredName(tprog, "scale<float>", &lowered));
  NVRTC_SAFE_CALL(nvrtcGetLoweredName(tprog, "scale<float>", &lowered));
  size_t cubinSize;
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetCodeSize(tprog, &cubinSize));
  NVRTC_SAFE_CALL(nvrtcGetCUBINSize(tprog, &cubinSize));
  std::vector<char> cubin(cubinSize);
  // CHECK: {{^ *}}NVRTC_SAFE_CALL(hiprtcGetCode(tprog, cubin.data()));
  NVRTC_SAFE_CALL(nvrtcGetCUBIN(tprog, cubin.data()));

  // CHECK: {{^ *}}hipDevice_t device;
  CUdevice device;
  // CHECK: {{^ *}}hipCtx_t context;
  CUcontext context;
  // CHECK: {{^ *}}hipModule_t module, tmodule;
  CUmodule module, tmodule;
  // CHECK: {{^ *}}hipFunction_t kernel, scaleKernel;
  CUfunction kernel, scaleKernel;
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipInit(0));
  CUDA_SAFE_CALL(cuInit(0));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipDeviceGet(&device, 0));
  CUDA_SAFE_CALL(cuDeviceGet(&device, 0));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipDevicePrimaryCtxRetain(&context, device));
  CUDA_SAFE_CALL(cuDevicePrimaryCtxRetain(&context, device));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipCtxSetCurrent(context));
  CUDA_SAFE_CALL(cuCtxSetCurrent(context));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipModuleLoadDataEx(&module, ptx.data(), 0, nullptr, nullptr));
  CUDA_SAFE_CALL(cuModuleLoadDataEx(&module, ptx.data(), 0, nullptr, nullptr));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipModuleGetFunction(&kernel, module, "saxpy"));
  CUDA_SAFE_CALL(cuModuleGetFunction(&kernel, module, "saxpy"));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipModuleLoadData(&tmodule, cubin.data()));
  CUDA_SAFE_CALL(cuModuleLoadData(&tmodule, cubin.data()));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipModuleGetFunction(&scaleKernel, tmodule, lowered));
  CUDA_SAFE_CALL(cuModuleGetFunction(&scaleKernel, tmodule, lowered));
  NVRTC_SAFE_CALL(nvrtcDestroyProgram(&tprog));

  size_t n = 1 << 16;
  size_t bytes = n * sizeof(float);
  std::vector<float> hx(n, 1.0f), hy(n, 2.0f);
  // CHECK: {{^ *}}hipDeviceptr_t dx, dy;
  CUdeviceptr dx, dy;
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipMalloc(&dx, bytes));
  CUDA_SAFE_CALL(cuMemAlloc(&dx, bytes));
  CUDA_SAFE_CALL(cuMemAlloc(&dy, bytes));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipMemcpyHtoD(dx, hx.data(), bytes));
  CUDA_SAFE_CALL(cuMemcpyHtoD(dx, hx.data(), bytes));
  CUDA_SAFE_CALL(cuMemcpyHtoD(dy, hy.data(), bytes));
  float a = 2.0f;
  void *args[] = {&a, &dx, &dy, &n};
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipModuleLaunchKernel(kernel, unsigned(n / 256), 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  CUDA_SAFE_CALL(cuLaunchKernel(kernel, unsigned(n / 256), 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipCtxSynchronize());
  CUDA_SAFE_CALL(cuCtxSynchronize());
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipMemcpyDtoH(hy.data(), dy, bytes));
  CUDA_SAFE_CALL(cuMemcpyDtoH(hy.data(), dy, bytes));
  // CHECK: {{^ *}}printf("y[0] = %f (nvrtcGetPTX, cuLaunchKernel)\n", hy[0]);
  printf("y[0] = %f (nvrtcGetPTX, cuLaunchKernel)\n", hy[0]);
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipFree(dx));
  CUDA_SAFE_CALL(cuMemFree(dx));
  CUDA_SAFE_CALL(cuMemFree(dy));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipModuleUnload(module));
  CUDA_SAFE_CALL(cuModuleUnload(module));
  CUDA_SAFE_CALL(cuModuleUnload(tmodule));
  // CHECK: {{^ *}}CUDA_SAFE_CALL(hipDevicePrimaryCtxRelease(device));
  CUDA_SAFE_CALL(cuDevicePrimaryCtxRelease(device));
  return 0;
}


// NOCUDA-NOT: {{^[^/"]*(cuda[A-Z]|cu[A-Z][a-z]|CU[a-z]|CU_[A-Z]|CUDA_SUCCESS|nvrtc[A-Z]|NVRTC_(SUCCESS|ERROR)|<nvrtc|<cuda\.h)}}
