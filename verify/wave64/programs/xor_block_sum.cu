// Block sum with 32-lane xor butterflies and warp ids tid / 32: every xor mask
// is below 32, so on a 64-lane wavefront each half reduces its own 32 lanes and
// both halves write their own slot. Correct on 32 and 64 lanes as written.
#include <cuda_runtime.h>
#include <cstdio>
#define FULL 0xffffffffu
__global__ void blockSum(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  float v = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += in[i];
  for (int mask = 16; mask > 0; mask >>= 1)
    v += __shfl_xor_sync(FULL, v, mask);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  v = lane < blockDim.x / 32 ? partial[lane] : 0.f;
  for (int mask = 16; mask > 0; mask >>= 1)
    v += __shfl_xor_sync(FULL, v, mask);
  if (threadIdx.x == 0) out[blockIdx.x] = v;
}
int main() {
  const int n = 1 << 14, blocks = 8, threads = 256;
  float *in, *out;
  cudaMallocManaged(&in, n * sizeof(float));
  cudaMallocManaged(&out, blocks * sizeof(float));
  for (int i = 0; i < n; ++i) in[i] = (float)(i % 7);
  blockSum<<<blocks, threads>>>(in, out, n);
  cudaDeviceSynchronize();
  double got = 0, want = 0;
  for (int b = 0; b < blocks; ++b) got += out[b];
  for (int i = 0; i < n; ++i) want += in[i];
  bool ok = got == want;
  std::printf("%s xor_block_sum: %.0f (want %.0f)\n", ok ? "PASS" : "FAIL", got, want);
  cudaFree(in);
  cudaFree(out);
  return ok ? 0 : 1;
}
