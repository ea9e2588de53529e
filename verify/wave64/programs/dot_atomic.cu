// Grid-stride dot product: xor butterfly from 16, one atomic per 32-lane warp
// from the lane whose (threadIdx.x & 31) is 0. Correct on 32 and 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void dot(const int *a, const int *b, unsigned long long *out, int n) {
  long long v = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v += (long long)a[i] * b[i];
  v += __shfl_xor_sync(0xffffffff, v, 16);
  v += __shfl_xor_sync(0xffffffff, v, 8);
  v += __shfl_xor_sync(0xffffffff, v, 4);
  v += __shfl_xor_sync(0xffffffff, v, 2);
  v += __shfl_xor_sync(0xffffffff, v, 1);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, (unsigned long long)v);
}
int main() {
  const int n = 70000;
  int *a, *b;
  unsigned long long *out;
  cudaMallocManaged(&a, n * sizeof(int));
  cudaMallocManaged(&b, n * sizeof(int));
  cudaMallocManaged(&out, sizeof(unsigned long long));
  unsigned long long want = 0;
  for (int i = 0; i < n; ++i) { a[i] = i % 100; b[i] = (i * 3) % 7; want += (unsigned long long)a[i] * b[i]; }
  *out = 0;
  dot<<<12, 128>>>(a, b, out, n);
  cudaDeviceSynchronize();
  bool ok = *out == want;
  std::printf("%s dot_atomic: %llu (want %llu)\n", ok ? "PASS" : "FAIL", *out, want);
  cudaFree(a);
  cudaFree(b);
  cudaFree(out);
  return ok ? 0 : 1;
}
