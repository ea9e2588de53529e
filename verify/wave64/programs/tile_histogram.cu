// Shared-memory histogram with one private copy per 32-thread tile
// (WARP_SIZE used as a tile size: array bound and tile index), merged after a
// barrier. Nothing here is a warp-level operation: correct on 32 and 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
#define WARP_SIZE 32
#define BLOCK 256
#define BINS 16
__global__ void histogram(const unsigned char *in, int *hist, int n) {
  __shared__ int local[BLOCK / WARP_SIZE][BINS];
  int tile = threadIdx.x / WARP_SIZE;
  for (int k = threadIdx.x; k < BLOCK / WARP_SIZE * BINS; k += blockDim.x)
    local[k / BINS][k % BINS] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[tile][in[i] % BINS], 1);
  __syncthreads();
  if (threadIdx.x < BINS) {
    int s = 0;
    for (int t = 0; t < BLOCK / WARP_SIZE; ++t) s += local[t][threadIdx.x];
    atomicAdd(&hist[threadIdx.x], s);
  }
}
int main() {
  const int n = 20000;
  unsigned char *in;
  int *hist;
  cudaMallocManaged(&in, n);
  cudaMallocManaged(&hist, BINS * sizeof(int));
  int want[BINS] = {0};
  for (int i = 0; i < n; ++i) { in[i] = (unsigned char)((i * 31) % 251); ++want[in[i] % BINS]; }
  for (int b = 0; b < BINS; ++b) hist[b] = 0;
  histogram<<<8, BLOCK>>>(in, hist, n);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < BINS; ++b) bad += hist[b] != want[b];
  std::printf("%s tile_histogram: %d wrong bins\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(in);
  cudaFree(hist);
  return bad ? 1 : 0;
}
