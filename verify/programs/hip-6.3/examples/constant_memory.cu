// constant_memory.cu - __constant__ and __device__ symbols.
//
//  * a 1-D convolution whose filter taps live in a __constant__ array,
//    uploaded with cudaMemcpyToSymbol (whole array and with an offset)
//  * a __device__ scale factor set with cudaMemcpyToSymbol
//  * a __device__ counter read back with cudaMemcpyFromSymbol
//  * cudaGetSymbolAddress to get a plain device pointer to a __device__
//    array, which is then used with cudaMemset / cudaMemcpy and as a kernel
//    argument
//
// Filter taps are multiples of 1/16 and the data are small integers, so the
// convolution is exact and compared with the host bit for bit.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

#define RADIUS 4
#define TAPS (2 * RADIUS + 1)
#define NBLOCK_SLOTS 64

__constant__ float c_filter[TAPS];
__constant__ int c_params[2];  // {n, radius}
__device__ float d_scale;
__device__ unsigned int d_blocksDone;
__device__ int d_blockMax[NBLOCK_SLOTS];

__global__ void convolve(const float* in, float* out, int* blockMax) {
  const int n = c_params[0];
  const int radius = c_params[1];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float acc = 0.0f;
    for (int k = -radius; k <= radius; ++k) {
      int j = i + k;
      float x = (j >= 0 && j < n) ? in[j] : 0.0f;
      acc += c_filter[k + radius] * x;
    }
    out[i] = acc * d_scale;
    atomicMax(&blockMax[blockIdx.x % NBLOCK_SLOTS], static_cast<int>(in[i]));
  }
  if (threadIdx.x == 0) atomicAdd(&d_blocksDone, 1u);
}

int main() {
  const int n = 1 << 18;
  std::vector<float> hIn(n), hOut(n), hRef(n);
  for (int i = 0; i < n; ++i) hIn[i] = static_cast<float>((i * 37) % 29 - 14);

  // Taps 1..5..1 over 16; the first half is uploaded with the offset form.
  float hFilter[TAPS];
  for (int k = 0; k < TAPS; ++k) {
    int w = RADIUS + 1 - (k > RADIUS ? k - RADIUS : RADIUS - k);
    hFilter[k] = static_cast<float>(w) / 16.0f;
  }
  const float scale = 2.0f;
  const int params[2] = {n, RADIUS};
  const unsigned int zero = 0;

  CHECK_CUDA(hipMemcpyToSymbol(HIP_SYMBOL(c_filter), hFilter, sizeof(float) * (RADIUS + 1)));
  CHECK_CUDA(hipMemcpyToSymbol(HIP_SYMBOL(c_filter), hFilter + RADIUS + 1, sizeof(float) * RADIUS,
                                sizeof(float) * (RADIUS + 1), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpyToSymbol(HIP_SYMBOL(c_params), params, sizeof(params)));
  CHECK_CUDA(hipMemcpyToSymbol(HIP_SYMBOL(d_scale), &scale, sizeof(float)));
  CHECK_CUDA(hipMemcpyToSymbol(HIP_SYMBOL(d_blocksDone), &zero, sizeof(zero)));

  // Read the filter back to make sure both uploads landed.
  float hFilterBack[TAPS];
  CHECK_CUDA(hipMemcpyFromSymbol(hFilterBack, HIP_SYMBOL(c_filter), sizeof(hFilterBack)));
  bool filterOk = true;
  for (int k = 0; k < TAPS; ++k) filterOk = filterOk && (hFilterBack[k] == hFilter[k]);

  int* dBlockMax = nullptr;
  CHECK_CUDA(hipGetSymbolAddress((void**)&dBlockMax, HIP_SYMBOL(d_blockMax)));
  CHECK_CUDA(hipMemset(dBlockMax, 0x80, sizeof(int) * NBLOCK_SLOTS));  // very negative

  float *dIn, *dOut;
  CHECK_CUDA(hipMalloc(&dIn, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dOut, n * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dIn, hIn.data(), n * sizeof(float), hipMemcpyHostToDevice));

  const int threads = 128;
  const int blocks = (n + threads - 1) / threads;
  convolve<<<blocks, threads>>>(dIn, dOut, dBlockMax);
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());

  CHECK_CUDA(hipMemcpy(hOut.data(), dOut, n * sizeof(float), hipMemcpyDeviceToHost));
  unsigned int blocksDone = 0;
  CHECK_CUDA(hipMemcpyFromSymbol(&blocksDone, HIP_SYMBOL(d_blocksDone), sizeof(blocksDone)));
  int hBlockMax[NBLOCK_SLOTS];
  CHECK_CUDA(hipMemcpy(hBlockMax, dBlockMax, sizeof(hBlockMax), hipMemcpyDeviceToHost));
  float scaleBack = 0.0f;
  CHECK_CUDA(hipMemcpyFromSymbol(&scaleBack, HIP_SYMBOL(d_scale), sizeof(float), 0, hipMemcpyDeviceToHost));

  // Host reference.
  int bad = 0;
  double checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = -RADIUS; k <= RADIUS; ++k) {
      int j = i + k;
      float x = (j >= 0 && j < n) ? hIn[j] : 0.0f;
      acc += hFilter[k + RADIUS] * x;
    }
    hRef[i] = acc * scale;
    if (hOut[i] != hRef[i]) {
      if (bad < 5) std::printf("mismatch at %d: %.6g vs %.6g\n", i, hOut[i], hRef[i]);
      ++bad;
    }
    checksum += hOut[i];
  }
  int refMax[NBLOCK_SLOTS];
  for (int s = 0; s < NBLOCK_SLOTS; ++s) refMax[s] = static_cast<int>(0x80808080u);
  for (int i = 0; i < n; ++i) {
    int s = (i / threads) % NBLOCK_SLOTS;
    int v = static_cast<int>(hIn[i]);
    if (v > refMax[s]) refMax[s] = v;
  }
  int maxBad = 0;
  for (int s = 0; s < NBLOCK_SLOTS; ++s) maxBad += (hBlockMax[s] != refMax[s]);

  std::printf("filter readback ok = %d\n", filterOk ? 1 : 0);
  std::printf("scale readback = %.6g\n", scaleBack);
  std::printf("blocks done = %u (expected %d)\n", blocksDone, blocks);
  std::printf("out[0] = %.6g, out[1000] = %.6g, out[n-1] = %.6g\n", hOut[0], hOut[1000], hOut[n - 1]);
  std::printf("checksum = %.6f\n", checksum);
  std::printf("mismatches = %d, block-max mismatches = %d\n", bad, maxBad);

  CHECK_CUDA(hipFree(dIn));
  CHECK_CUDA(hipFree(dOut));
  bool ok = filterOk && scaleBack == scale && blocksDone == static_cast<unsigned int>(blocks) &&
            bad == 0 && maxBad == 0;
  return report_result(ok);
}
