// One 32-element row per 32-lane warp: __any_sync flags rows holding a
// negative value, __all_sync rows that are all even. On 64 lanes the vote
// covers two rows at once: wrong on 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
// cuda2hip: votes of one 32-lane group, also on 64-lane wavefronts (docs/hazards/warp-vote-32.md)
#ifndef CUDA2HIP_VOTE32
#define CUDA2HIP_VOTE32
#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
// The lane's 32-lane half of a wavefront ballot (all of it on 32 lanes).
__device__ inline unsigned cuda2hip_half32(unsigned long long b) {
  return (unsigned)(b >> (__lane_id() & 32));
}
__device__ inline unsigned cuda2hip_activemask32() { return cuda2hip_half32(__ballot(1)); }
__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
  return cuda2hip_half32(__ballot(p)) & (unsigned)mask;
}
__device__ inline int cuda2hip_any32(unsigned long long mask, int p) {
  return cuda2hip_ballot32(mask, p) != 0;
}
__device__ inline int cuda2hip_all32(unsigned long long mask, int p) {
  return cuda2hip_ballot32(mask, p) == (cuda2hip_activemask32() & (unsigned)mask);
}
#else // CUDA: 32-lane warps, the calls as written
__device__ inline unsigned cuda2hip_activemask32() { return __activemask(); }
__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
  return __ballot_sync((unsigned)mask, p);
}
__device__ inline int cuda2hip_any32(unsigned long long mask, int p) {
  return __any_sync((unsigned)mask, p);
}
__device__ inline int cuda2hip_all32(unsigned long long mask, int p) {
  return __all_sync((unsigned)mask, p);
}
#endif
#endif
__global__ void flags(const int *x, int *anyNeg, int *allEven, int rows) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int row = g / 32;
  int v = row < rows ? x[g] : 0;
  int a = cuda2hip_any32(0xffffffffffffffffull, v < 0);
  int e = cuda2hip_all32(0xffffffffffffffffull, v % 2 == 0);
  if (row < rows && g % 32 == 0) { anyNeg[row] = a; allEven[row] = e; }
}
int main() {
  const int rows = 64;
  int *x, *anyNeg, *allEven;
  cudaMallocManaged(&x, rows * 32 * sizeof(int));
  cudaMallocManaged(&anyNeg, rows * sizeof(int));
  cudaMallocManaged(&allEven, rows * sizeof(int));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < 32; ++c)
      x[r * 32 + c] = (r % 3 == 0 && c == 17) ? -2 : (r % 4 == 1 && c == 5 ? 3 : 2 * c);
  flags<<<rows * 32 / 128, 128>>>(x, anyNeg, allEven, rows);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int r = 0; r < rows; ++r) {
    int a = 0, e = 1;
    for (int c = 0; c < 32; ++c) { a |= x[r * 32 + c] < 0; e &= x[r * 32 + c] % 2 == 0; }
    bad += (anyNeg[r] != 0) != a || (allEven[r] != 0) != e;
  }
  std::printf("%s vote_rows: %d wrong rows\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(anyNeg);
  cudaFree(allEven);
  return bad ? 1 : 0;
}
