// error_handling.cu - the error-reporting side of the runtime API.
//
//  * a CUDA_CHECK macro defined in this file (not the shared header) that
//    uses cudaGetErrorName / cudaGetErrorString
//  * a deliberately invalid launch (too many threads per block): the error is
//    observed with cudaPeekAtLastError (does not clear) and then
//    cudaGetLastError (clears), after which the runtime is usable again
//  * a deliberately invalid allocation whose error is reported and cleared
//  * a CUDART_VERSION >= 12000 preprocessor branch
//  * an #ifdef __CUDA_ARCH__ branch inside __device__ / __host__ __device__
//    functions
//
// Error *strings* differ between runtimes, so they are printed only on
// "info:" lines; the comparable lines print yes/no facts.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(expr)                                                            \
  do {                                                                              \
    hipError_t e_ = (expr);                                                         \
    if (e_ != hipSuccess) {                                                         \
      std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr, \
                   hipGetErrorString(e_), hipGetErrorName(e_));                    \
      std::exit(1);                                                                 \
    }                                                                               \
  } while (0)

// Same value on both paths; the device path uses a read-only cached load.
__device__ float loadScaled(const float* p, int i) {
#ifdef __HIP_DEVICE_COMPILE__
  return __ldg(p + i) * 2.0f;
#else
  return p[i] * 2.0f;
#endif
}

// Reports which compilation pass produced the code that ran: 1 = device pass.
__host__ __device__ int compiledForDevice() {
#ifdef __HIP_DEVICE_COMPILE__
  return 1;
#else
  return 0;
#endif
}

__global__ void scaleKernel(const float* in, float* out, int* flag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = loadScaled(in, i) + 1.0f;
  if (i == 0) *flag = compiledForDevice();
}

int main() {
  bool ok = true;

#if CUDART_VERSION >= 12000
  int runtimeVersion = 0;
  CUDA_CHECK(hipRuntimeGetVersion(&runtimeVersion));
  std::printf("info: CUDA runtime %d (>= 12.0 code path)\n", runtimeVersion);
#else
  int runtimeVersion = 0;
  CUDA_CHECK(hipRuntimeGetVersion(&runtimeVersion));
  std::printf("info: runtime version %d (pre-12.0 / non-CUDA code path)\n", runtimeVersion);
#endif

  // Start from a clean error state.
  std::printf("initial last error is success: %s\n",
              hipGetLastError() == hipSuccess ? "yes" : "no");

  const int n = 1000;
  float *dIn, *dOut;
  int* dFlag;
  CUDA_CHECK(hipMalloc(&dIn, n * sizeof(float)));
  CUDA_CHECK(hipMalloc(&dOut, n * sizeof(float)));
  CUDA_CHECK(hipMalloc(&dFlag, sizeof(int)));
  float hIn[n];
  for (int i = 0; i < n; ++i) hIn[i] = static_cast<float>(i);
  CUDA_CHECK(hipMemcpy(dIn, hIn, sizeof(hIn), hipMemcpyHostToDevice));
  CUDA_CHECK(hipMemset(dFlag, 0xff, sizeof(int)));

  // 1) Invalid launch configuration: 4096 threads per block exceeds every
  //    device's limit. The launch itself returns nothing; the error shows up
  //    in the last-error state.
  scaleKernel<<<1, 4096>>>(dIn, dOut, dFlag, n);
  hipError_t peeked = hipPeekAtLastError();
  hipError_t got = hipGetLastError();
  hipError_t after = hipGetLastError();
  std::printf("info: invalid launch -> %s: %s\n", hipGetErrorName(got), hipGetErrorString(got));
  std::printf("invalid launch reported: %s\n", got != hipSuccess ? "yes" : "no");
  std::printf("peek and get agree: %s\n", peeked == got ? "yes" : "no");
  std::printf("error cleared after get: %s\n", after == hipSuccess ? "yes" : "no");
  ok = ok && got != hipSuccess && peeked == got && after == hipSuccess;

  // 2) Invalid allocation: far more memory than any device has.
  void* huge = nullptr;
  size_t hugeBytes = static_cast<size_t>(1) << 60;
  hipError_t allocErr = hipMalloc(&huge, hugeBytes);
  std::printf("info: huge cudaMalloc -> %s: %s\n", hipGetErrorName(allocErr),
              hipGetErrorString(allocErr));
  std::printf("huge allocation failed: %s\n", allocErr != hipSuccess ? "yes" : "no");
  bool isOom = (allocErr == hipErrorOutOfMemory);
  std::printf("error is cudaErrorMemoryAllocation: %s\n", isOom ? "yes" : "no");
  (void)hipGetLastError();  // clear it
  ok = ok && allocErr != hipSuccess && isOom;

  // 3) The runtime still works: a valid launch succeeds.
  scaleKernel<<<(n + 255) / 256, 256>>>(dIn, dOut, dFlag, n);
  CUDA_CHECK(hipGetLastError());
  CUDA_CHECK(hipDeviceSynchronize());
  float hOut[n];
  int flag = -1;
  CUDA_CHECK(hipMemcpy(hOut, dOut, sizeof(hOut), hipMemcpyDeviceToHost));
  CUDA_CHECK(hipMemcpy(&flag, dFlag, sizeof(int), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += (hOut[i] != 2.0f * i + 1.0f);
  std::printf("valid launch mismatches = %d\n", bad);
  std::printf("device code path flag = %d, host code path flag = %d\n", flag, compiledForDevice());
  ok = ok && bad == 0 && flag == 1 && compiledForDevice() == 0;

  // 4) Error-name lookup of a known code is stable.
  std::printf("cudaSuccess string non-empty: %s\n",
              hipGetErrorString(hipSuccess)[0] != '\0' ? "yes" : "no");

  CUDA_CHECK(hipFree(dIn));
  CUDA_CHECK(hipFree(dOut));
  CUDA_CHECK(hipFree(dFlag));
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
