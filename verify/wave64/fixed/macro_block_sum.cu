// WARP_SIZE used as the lane count of a block reduction whose result is
// broadcast from lane 0 to every lane of the warp before lane 0 stores it per
// warp. With WARP_SIZE = 32 on a 64-lane wavefront lanes 32..63 broadcast the
// wrong lane: wrong on 64 lanes. The sum does not depend on how lanes are
// grouped, so WARP_SIZE may follow the hardware.
#include <cuda_runtime.h>
#include <cstdio>
#define WARP_SIZE 32
__device__ float warpAllSum(float v) {
  for (int o = WARP_SIZE / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffffffffffull, v, o);
  return __shfl_sync(0xffffffffffffffffull, v, 0, 32);
}
__global__ void dot(const float *a, const float *b, float *out, int n) {
  __shared__ float partial[32];
  int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
  float v = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += a[i] * b[i];
  v = warpAllSum(v);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.f;
    for (int w = 0; w < (int)(blockDim.x / WARP_SIZE); ++w) s += partial[w];
    atomicAdd(out, s);
  }
}
int main() {
  const int n = 30000;
  float *a, *b, *out;
  cudaMallocManaged(&a, n * sizeof(float));
  cudaMallocManaged(&b, n * sizeof(float));
  cudaMallocManaged(&out, sizeof(float));
  double want = 0;
  for (int i = 0; i < n; ++i) { a[i] = (float)(i % 5); b[i] = (float)(i % 3); want += a[i] * b[i]; }
  *out = 0.f;
  dot<<<8, 256>>>(a, b, out, n);
  cudaDeviceSynchronize();
  bool ok = *out == (float)want;
  std::printf("%s macro_block_sum: %.0f (want %.0f)\n", ok ? "PASS" : "FAIL", *out, want);
  cudaFree(a);
  cudaFree(b);
  cudaFree(out);
  return ok ? 0 : 1;
}
