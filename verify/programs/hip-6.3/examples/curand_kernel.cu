// curand_kernel.cu - device-side random numbers with the cuRAND kernel API.
//
//  * curandState (XORWOW) kept in global memory: a setup kernel calls
//    curand_init(seed, subsequence = thread id, offset 0, &state), a second
//    kernel draws curand_uniform / curand_normal and stores the state back
//  * curandStatePhilox4_32_10_t with curand_uniform4 in a single kernel
//
// Seeds are fixed, so a run is deterministic on one platform. The exact
// sample statistics depend on the generator implementation (cuRAND vs.
// rocRAND/hipRAND), so they are printed on "info:" lines; the comparable
// lines only state whether each statistic is within its tolerance.
#include <hip/hip_runtime.h>
#include <cmath>
#include <cstdio>
#include <vector>
#include <hiprand/hiprand_kernel.h>
#include "common/check.cuh"

#define THREADS 256
#define BLOCKS 64
#define UNIFORMS_PER_THREAD 64
#define NORMALS_PER_THREAD 16

__global__ void setupStates(hiprandState* states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  hiprand_init(seed, id, 0, &states[id]);
}

__global__ void drawSamples(hiprandState* states, float* uSum, float* uMin, float* uMax,
                            float* nSum, float* nSumSq) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  hiprandState local = states[id];
  float s = 0.0f, lo = 2.0f, hi = -1.0f;
  for (int k = 0; k < UNIFORMS_PER_THREAD; ++k) {
    float u = hiprand_uniform(&local);  // (0, 1]
    s += u;
    lo = fminf(lo, u);
    hi = fmaxf(hi, u);
  }
  float ns = 0.0f, nss = 0.0f;
  for (int k = 0; k < NORMALS_PER_THREAD; ++k) {
    float z = hiprand_normal(&local);
    ns += z;
    nss += z * z;
  }
  states[id] = local;
  uSum[id] = s;
  uMin[id] = lo;
  uMax[id] = hi;
  nSum[id] = ns;
  nSumSq[id] = nss;
}

__global__ void philoxUniform4(unsigned long long seed, float* sums) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  hiprandStatePhilox4_32_10_t st;
  hiprand_init(seed, id, 0, &st);
  float s = 0.0f;
  for (int k = 0; k < 16; ++k) {
    float4 v = hiprand_uniform4(&st);
    s += v.x + v.y + v.z + v.w;
  }
  sums[id] = s;
}

int main() {
  const int n = THREADS * BLOCKS;
  hiprandState* dStates;
  float *dUSum, *dUMin, *dUMax, *dNSum, *dNSq, *dPhilox;
  CHECK_CUDA(hipMalloc(&dStates, n * sizeof(hiprandState)));
  CHECK_CUDA(hipMalloc(&dUSum, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dUMin, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dUMax, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dNSum, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dNSq, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dPhilox, n * sizeof(float)));

  setupStates<<<BLOCKS, THREADS>>>(dStates, 1234ULL);
  CHECK_LAUNCH();
  drawSamples<<<BLOCKS, THREADS>>>(dStates, dUSum, dUMin, dUMax, dNSum, dNSq);
  CHECK_LAUNCH();
  philoxUniform4<<<BLOCKS, THREADS>>>(42ULL, dPhilox);
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());

  std::vector<float> uSum(n), uMin(n), uMax(n), nSum(n), nSq(n), ph(n);
  CHECK_CUDA(hipMemcpy(uSum.data(), dUSum, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(uMin.data(), dUMin, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(uMax.data(), dUMax, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(nSum.data(), dNSum, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(nSq.data(), dNSq, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(ph.data(), dPhilox, n * sizeof(float), hipMemcpyDeviceToHost));

  double su = 0.0, sn = 0.0, snn = 0.0, sp = 0.0;
  float lo = 2.0f, hi = -1.0f;
  for (int i = 0; i < n; ++i) {
    su += uSum[i];
    sn += nSum[i];
    snn += nSq[i];
    sp += ph[i];
    lo = uMin[i] < lo ? uMin[i] : lo;
    hi = uMax[i] > hi ? uMax[i] : hi;
  }
  const double nu = static_cast<double>(n) * UNIFORMS_PER_THREAD;
  const double nn = static_cast<double>(n) * NORMALS_PER_THREAD;
  const double np = static_cast<double>(n) * 64;
  const double meanU = su / nu;
  const double meanN = sn / nn;
  const double varN = snn / nn - meanN * meanN;
  const double meanP = sp / np;

  std::printf("info: uniform mean = %.6f, min = %.6g, max = %.6g\n", meanU, lo, hi);
  std::printf("info: normal mean = %.6f, variance = %.6f\n", meanN, varN);
  std::printf("info: philox uniform4 mean = %.6f\n", meanP);

  const bool okMeanU = std::fabs(meanU - 0.5) < 0.01;
  const bool okRange = lo > 0.0f && hi <= 1.0f;
  const bool okMeanN = std::fabs(meanN) < 0.02;
  const bool okVarN = std::fabs(varN - 1.0) < 0.03;
  const bool okMeanP = std::fabs(meanP - 0.5) < 0.01;
  std::printf("samples: %d uniform, %d normal, %d philox\n", static_cast<int>(nu),
              static_cast<int>(nn), static_cast<int>(np));
  std::printf("uniform mean ~ 0.50: %s\n", okMeanU ? "yes" : "no");
  std::printf("uniform range in (0, 1]: %s\n", okRange ? "yes" : "no");
  std::printf("normal mean ~ 0.00: %s\n", okMeanN ? "yes" : "no");
  std::printf("normal variance ~ 1.00: %s\n", okVarN ? "yes" : "no");
  std::printf("philox mean ~ 0.50: %s\n", okMeanP ? "yes" : "no");

  CHECK_CUDA(hipFree(dStates));
  CHECK_CUDA(hipFree(dUSum));
  CHECK_CUDA(hipFree(dUMin));
  CHECK_CUDA(hipFree(dUMax));
  CHECK_CUDA(hipFree(dNSum));
  CHECK_CUDA(hipFree(dNSq));
  CHECK_CUDA(hipFree(dPhilox));
  return report_result(okMeanU && okRange && okMeanN && okVarN && okMeanP);
}
