// Segmented maximum over 32-element segments: WARP_SIZE names the segment
// (a tile size that the output depends on), reduced with xor butterflies.
// Correct on 32 and 64 lanes as written; turning WARP_SIZE into warpSize
// would change the segments and the result.
#include <cuda_runtime.h>
#include <cstdio>
#define WARP_SIZE 32
__global__ void segmentMax(const int *x, int *segMax, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? x[i] : -2147483647;
  for (int o = WARP_SIZE / 2; o > 0; o /= 2)
    v = max(v, __shfl_xor_sync(0xffffffff, v, o));
  if (i < n && i % WARP_SIZE == 0) segMax[i / WARP_SIZE] = v;
}
int main() {
  const int n = 4096, segs = n / 32;
  int *x, *segMax;
  cudaMallocManaged(&x, n * sizeof(int));
  cudaMallocManaged(&segMax, segs * sizeof(int));
  for (int i = 0; i < n; ++i) x[i] = (i * 7919) % 1000 - (i / 32) * 3;
  segmentMax<<<n / 256, 256>>>(x, segMax, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int s = 0; s < segs; ++s) {
    int m = x[s * 32];
    for (int k = 1; k < 32; ++k) m = x[s * 32 + k] > m ? x[s * 32 + k] : m;
    bad += segMax[s] != m;
  }
  std::printf("%s segment_max_macro: %d wrong segments\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(segMax);
  return bad ? 1 : 0;
}
