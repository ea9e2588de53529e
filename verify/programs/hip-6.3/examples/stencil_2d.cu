// stencil_2d.cu - 5-point Jacobi smoothing on a pitched 2-D grid.
//
//  * cudaMallocPitch for two ping-pong buffers
//  * cudaMemcpy2D host -> device (tightly packed host rows -> pitched rows)
//    and device -> host, plus a device -> device cudaMemcpy2D
//  * cudaMemset2D
//  * 2-D launch with dim3 grid / block; row addressing through the pitch
//
// Initial values are integers 0..255; every sweep averages four neighbours
// (x 0.25), so after 6 sweeps all values are dyadic fractions that float
// holds exactly, and the device result equals the host reference bit for bit.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

__global__ void jacobiStep(const float* src, size_t srcPitch, float* dst, size_t dstPitch,
                           int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  const float* rowC = reinterpret_cast<const float*>(reinterpret_cast<const char*>(src) + y * srcPitch);
  float* out = reinterpret_cast<float*>(reinterpret_cast<char*>(dst) + y * dstPitch);
  if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
    out[x] = rowC[x];  // fixed boundary
    return;
  }
  const float* rowU = reinterpret_cast<const float*>(reinterpret_cast<const char*>(src) + (y - 1) * srcPitch);
  const float* rowD = reinterpret_cast<const float*>(reinterpret_cast<const char*>(src) + (y + 1) * srcPitch);
  out[x] = 0.25f * (rowU[x] + rowD[x] + rowC[x - 1] + rowC[x + 1]);
}

int main() {
  const int width = 1000, height = 700, iters = 6;
  const size_t rowBytes = width * sizeof(float);
  std::vector<float> h(width * height), ref(width * height), got(width * height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) h[y * width + x] = static_cast<float>((x * 13 + y * 29 + x * y) % 256);

  float *dA, *dB, *dCopy;
  size_t pitchA = 0, pitchB = 0, pitchC = 0;
  CHECK_CUDA(hipMallocPitch((void**)&dA, &pitchA, rowBytes, height));
  CHECK_CUDA(hipMallocPitch((void**)&dB, &pitchB, rowBytes, height));
  CHECK_CUDA(hipMallocPitch((void**)&dCopy, &pitchC, rowBytes, height));
  std::printf("info: pitches = %zu %zu %zu bytes for %zu-byte rows\n", pitchA, pitchB, pitchC, rowBytes);

  CHECK_CUDA(hipMemset2D(dB, pitchB, 0, rowBytes, height));
  CHECK_CUDA(hipMemcpy2D(dA, pitchA, h.data(), rowBytes, rowBytes, height, hipMemcpyHostToDevice));

  dim3 block(32, 8);
  dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y);
  float* src = dA;
  float* dst = dB;
  size_t srcPitch = pitchA, dstPitch = pitchB;
  for (int it = 0; it < iters; ++it) {
    jacobiStep<<<grid, block>>>(src, srcPitch, dst, dstPitch, width, height);
    CHECK_LAUNCH();
    float* t = src; src = dst; dst = t;
    size_t tp = srcPitch; srcPitch = dstPitch; dstPitch = tp;
  }
  // Device-to-device 2-D copy of the result, then back to the host.
  CHECK_CUDA(hipMemcpy2D(dCopy, pitchC, src, srcPitch, rowBytes, height, hipMemcpyDeviceToDevice));
  CHECK_CUDA(hipMemcpy2D(got.data(), rowBytes, dCopy, pitchC, rowBytes, height, hipMemcpyDeviceToHost));

  // Host reference.
  std::vector<float> a = h, b(width * height);
  for (int it = 0; it < iters; ++it) {
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
          b[y * width + x] = a[y * width + x];
        } else {
          b[y * width + x] = 0.25f * (a[(y - 1) * width + x] + a[(y + 1) * width + x] +
                                      a[y * width + x - 1] + a[y * width + x + 1]);
        }
      }
    }
    a.swap(b);
  }
  ref = a;

  int bad = 0;
  double checksum = 0.0;
  for (int i = 0; i < width * height; ++i) {
    if (got[i] != ref[i]) {
      if (bad < 5) std::printf("mismatch at (%d,%d): %.8g vs %.8g\n", i % width, i / width, got[i], ref[i]);
      ++bad;
    }
    checksum += got[i];
  }
  std::printf("grid %dx%d, %d sweeps\n", width, height, iters);
  std::printf("center = %.8g, (1,1) = %.8g\n", got[(height / 2) * width + width / 2], got[width + 1]);
  std::printf("checksum = %.6f\n", checksum);
  std::printf("mismatches = %d\n", bad);

  CHECK_CUDA(hipFree(dA));
  CHECK_CUDA(hipFree(dB));
  CHECK_CUDA(hipFree(dCopy));
  return report_result(bad == 0);
}
