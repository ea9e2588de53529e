// nvtx_ranges.cu - NVTX marks and ranges around GPU work.
//
//  * nvtxMarkA, nvtxRangePushA / nvtxRangePop (nesting levels returned),
//    nvtxRangeStartA / nvtxRangeEnd
//  * the annotated work (a histogram) is checked against the host
// link: (none)
#include <nvtx3/nvToolsExt.h>
#include <cstdio>
#include <vector>
#include "check.cuh"

__global__ void histogram(const unsigned char *in, int n, unsigned *bins) {
  __shared__ unsigned local[256];
  local[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[in[i]], 1u);
  __syncthreads();
  atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

int main() {
  int failures = 0;
  nvtxMarkA("start");
  int outer = nvtxRangePushA("setup");
  const int n = 1 << 22;
  std::vector<unsigned char> h(n);
  for (int i = 0; i < n; ++i) h[i] = (unsigned char)((i * 131) ^ (i >> 7));
  unsigned char *d;
  unsigned *bins;
  CHECK_CUDA(cudaMalloc(&d, n));
  CHECK_CUDA(cudaMalloc(&bins, 256 * sizeof(unsigned)));
  CHECK_CUDA(cudaMemset(bins, 0, 256 * sizeof(unsigned)));
  int inner = nvtxRangePushA("upload");
  CHECK_CUDA(cudaMemcpy(d, h.data(), n, cudaMemcpyHostToDevice));
  int afterInner = nvtxRangePop();
  int afterOuter = nvtxRangePop();
  std::printf("nesting levels: push %d %d, pop %d %d\n", outer, inner, afterInner, afterOuter);
  nvtxRangeId_t id = nvtxRangeStartA("histogram");
  histogram<<<128, 256>>>(d, n, bins);
  CHECK_CUDA(cudaDeviceSynchronize());
  nvtxRangeEnd(id);
  std::vector<unsigned> hb(256), ref(256, 0);
  CHECK_CUDA(cudaMemcpy(hb.data(), bins, 256 * sizeof(unsigned), cudaMemcpyDeviceToHost));
  for (unsigned char c : h) ++ref[c];
  int bad = 0;
  for (int b = 0; b < 256; ++b) bad += hb[b] != ref[b];
  std::printf("histogram: bin 0 %u bin 255 %u, %d wrong\n", hb[0], hb[255], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(cudaFree(d));
  CHECK_CUDA(cudaFree(bins));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
