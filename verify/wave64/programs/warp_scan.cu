// Block-wide inclusive scan: Kogge-Stone shuffle-up scan inside each 32-lane
// warp (lane = tid & 31 guards the adds), lane 31 stores the warp total,
// warp 0 scans the totals. On 64 lanes lane 32 has lane id 0 and never reads
// across the half: correct on 32 and 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
__device__ int warpScan(int v, int lane) {
  for (int d = 1; d < 32; d <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d) v += t;
  }
  return v;
}
__global__ void blockScan(const int *in, int *out) {
  __shared__ int totals[32];
  int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  int i = blockIdx.x * blockDim.x + tid;
  int v = warpScan(in[i], lane);
  if (lane == 31) totals[warp] = v;
  __syncthreads();
  // Every warp scans the totals (no shuffle under a lane-dependent branch).
  int t = warpScan(lane < blockDim.x / 32 ? totals[lane] : 0, lane);
  __syncthreads();
  if (warp == 0) totals[lane] = t;
  __syncthreads();
  if (warp > 0) v += totals[warp - 1];
  out[i] = v;
}
int main() {
  const int threads = 512, blocks = 3, n = threads * blocks;
  int *in, *out;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  for (int i = 0; i < n; ++i) in[i] = i % 5 + 1;
  blockScan<<<blocks, threads>>>(in, out);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int s = 0;
    for (int t = 0; t < threads; ++t) {
      s += in[b * threads + t];
      bad += out[b * threads + t] != s;
    }
  }
  std::printf("%s warp_scan: %d wrong prefixes\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(in);
  cudaFree(out);
  return bad ? 1 : 0;
}
