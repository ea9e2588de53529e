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
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CUDA_CHECK(expr)                                                            \
  do {                                                                              \
    cudaError_t e_ = (expr);                                                        \
    if (e_ != cudaSuccess) {                                                        \
      std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #expr, \
                   cudaGetErrorString(e_), cudaGetErrorName(e_));                  \
      std::exit(1);                                                                 \
    }                                                                               \
  } while (0)

// Same value on both paths; the device path uses a read-only cached load.
__device__ float loadScaled(const float* p, int i) {
#ifdef __CUDA_ARCH__
  return __ldg(p + i) * 2.0f;
#else
  return p[i] * 2.0f;
#endif
}

// Reports which compilation pass produced the code that ran: 1 = device pass.
__host__ __device__ int compiledForDevice() {
#ifdef __CUDA_ARCH__
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
  CUDA_CHECK(cudaRuntimeGetVersion(&runtimeVersion));
  std::printf("info: CUDA runtime %d (>= 12.0 code path)\n", runtimeVersion);
#else
  int runtimeVersion = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&runtimeVersion));
  std::printf("info: runtime version %d (pre-12.0 / non-CUDA code path)\n", runtimeVersion);
#endif

  // Start from a clean error state.
  std::printf("initial last error is success: %s\n",
              cudaGetLastError() == cudaSuccess ? "yes" : "no");

  const int n = 1000;
  float *dIn, *dOut;
  int* dFlag;
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dFlag, sizeof(int)));
  float hIn[n];
  for (int i = 0; i < n; ++i) hIn[i] = static_cast<float>(i);
  CUDA_CHECK(cudaMemcpy(dIn, hIn, sizeof(hIn), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dFlag, 0xff, sizeof(int)));

  // 1) Invalid launch configuration: 4096 threads per block exceeds every
  //    device's limit. The launch itself returns nothing; the error shows up
  //    in the last-error state.
  scaleKernel<<<1, 4096>>>(dIn, dOut, dFlag, n);
  cudaError_t peeked = cudaPeekAtLastError();
  cudaError_t got = cudaGetLastError();
  cudaError_t after = cudaGetLastError();
  std::printf("info: invalid launch -> %s: %s\n", cudaGetErrorName(got), cudaGetErrorString(got));
  std::printf("invalid launch reported: %s\n", got != cudaSuccess ? "yes" : "no");
  std::printf("peek and get agree: %s\n", peeked == got ? "yes" : "no");
  std::printf("error cleared after get: %s\n", after == cudaSuccess ? "yes" : "no");
  ok = ok && got != cudaSuccess && peeked == got && after == cudaSuccess;

  // 2) Invalid allocation: far more memory than any device has.
  void* huge = nullptr;
  size_t hugeBytes = static_cast<size_t>(1) << 60;
  cudaError_t allocErr = cudaMalloc(&huge, hugeBytes);
  std::printf("info: huge cudaMalloc -> %s: %s\n", cudaGetErrorName(allocErr),
              cudaGetErrorString(allocErr));
  std::printf("huge allocation failed: %s\n", allocErr != cudaSuccess ? "yes" : "no");
  bool isOom = (allocErr == cudaErrorMemoryAllocation);
  std::printf("error is cudaErrorMemoryAllocation: %s\n", isOom ? "yes" : "no");
  (void)cudaGetLastError();  // clear it
  ok = ok && allocErr != cudaSuccess && isOom;

  // 3) The runtime still works: a valid launch succeeds.
  scaleKernel<<<(n + 255) / 256, 256>>>(dIn, dOut, dFlag, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  float hOut[n];
  int flag = -1;
  CUDA_CHECK(cudaMemcpy(hOut, dOut, sizeof(hOut), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&flag, dFlag, sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += (hOut[i] != 2.0f * i + 1.0f);
  std::printf("valid launch mismatches = %d\n", bad);
  std::printf("device code path flag = %d, host code path flag = %d\n", flag, compiledForDevice());
  ok = ok && bad == 0 && flag == 1 && compiledForDevice() == 0;

  // 4) Error-name lookup of a known code is stable.
  std::printf("cudaSuccess string non-empty: %s\n",
              cudaGetErrorString(cudaSuccess)[0] != '\0' ? "yes" : "no");

  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dOut));
  CUDA_CHECK(cudaFree(dFlag));
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
