// A block reduction written for any warp size: lane and warp ids from warpSize,
// offsets from warpSize / 2, one scratch slot per warp (32 slots cover 1024
// threads at 32 lanes and at 64). Correct on 32 and 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void __launch_bounds__(1024) reduce(const double *in, int n, double *out) {
  __shared__ double partial[32];
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  int nwarps = (blockDim.x + warpSize - 1) / warpSize;
  double v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  v = lane < nwarps ? partial[lane] : 0;
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}
int main() {
  const int n = 50000, blocks = 4, threads = 1024;
  double *in, *out;
  cudaMallocManaged(&in, n * sizeof(double));
  cudaMallocManaged(&out, blocks * sizeof(double));
  double want = 0;
  for (int i = 0; i < n; ++i) { in[i] = (i % 13) * 0.5; want += in[i]; }
  reduce<<<blocks, threads>>>(in, n, out);
  cudaDeviceSynchronize();
  double got = 0;
  for (int b = 0; b < blocks; ++b) got += out[b];
  bool ok = got == want;
  std::printf("%s native_block_sum: %.1f (want %.1f)\n", ok ? "PASS" : "FAIL", got, want);
  cudaFree(in);
  cudaFree(out);
  return ok ? 0 : 1;
}
