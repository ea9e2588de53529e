// cooperative_launch.cu - grid-wide synchronisation with a cooperative launch.
//
//  * the grid is sized from cudaOccupancyMaxActiveBlocksPerMultiprocessor and
//    the multiprocessor count (every block resident, as grid.sync() needs)
//  * cudaLaunchCooperativeKernel with an argument array
//  * cooperative_groups::this_grid().sync() between two phases: phase 1
//    writes per-block partial sums, phase 2 (block 0) adds them up
//  * cudaDevAttrCooperativeLaunch
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include <hip/hip_cooperative_groups.h>
#include "check.cuh"
namespace cg = cooperative_groups;

__global__ void twoPhaseSum(const int *in, int n, long long *partial, long long *total,
                            int *phases) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  __shared__ long long s[256];
  long long acc = 0;
  for (int i = grid.thread_rank(); i < n; i += grid.size()) acc += in[i];
  s[threadIdx.x] = acc;
  block.sync();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) s[threadIdx.x] += s[threadIdx.x + stride];
    block.sync();
  }
  if (threadIdx.x == 0) partial[blockIdx.x] = s[0];
  grid.sync();
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    long long t = 0;
    for (int b = 0; b < gridDim.x; ++b) t += partial[b];
    *total = t;
    atomicAdd(phases, 1);
  }
}

int main() {
  int failures = 0;
  int dev = 0, coop = 0, sms = 0;
  CHECK_CUDA(hipDeviceGetAttribute(&coop, hipDeviceAttributeCooperativeLaunch, dev));
  CHECK_CUDA(hipDeviceGetAttribute(&sms, hipDeviceAttributeMultiprocessorCount, dev));
  std::printf("cooperative launch supported: %d\n", coop != 0);
  EXPECT(coop);
  const int threads = 256;
  int perSm = 0;
  CHECK_CUDA(hipOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, reinterpret_cast<const void *>(twoPhaseSum), threads, 0));
  EXPECT(perSm >= 1);
  int blocks = sms * perSm;
  std::printf("info: %d SMs x %d blocks per SM\n", sms, perSm);

  const int n = 3 << 20;
  std::vector<int> h(n);
  long long expect = 0;
  for (int i = 0; i < n; ++i) {
    h[i] = (i * 7) % 1001 - 500;
    expect += h[i];
  }
  int *d;
  long long *partial, *total;
  int *phases;
  CHECK_CUDA(hipMalloc(&d, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&partial, blocks * sizeof(long long)));
  CHECK_CUDA(hipMalloc(&total, sizeof(long long)));
  CHECK_CUDA(hipMalloc(&phases, sizeof(int)));
  CHECK_CUDA(hipMemset(phases, 0, sizeof(int)));
  CHECK_CUDA(hipMemcpy(d, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
  int nArg = n;
  void *args[] = {&d, &nArg, &partial, &total, &phases};
  for (int rep = 0; rep < 3; ++rep)
    CHECK_CUDA(hipLaunchCooperativeKernel((void *)twoPhaseSum, dim3(blocks), dim3(threads), args,
                                           0, 0));
  CHECK_CUDA(hipDeviceSynchronize());
  long long got = 0;
  int ph = 0;
  CHECK_CUDA(hipMemcpy(&got, total, sizeof got, hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(&ph, phases, sizeof ph, hipMemcpyDeviceToHost));
  std::printf("grid sum %lld (expected %lld), %d launches completed\n", got, expect, ph);
  EXPECT(got == expect && ph == 3);

  // Too many blocks for a cooperative launch is an error, not a hang.
  hipError_t e = hipLaunchCooperativeKernel((void *)twoPhaseSum, dim3(blocks * 64),
                                              dim3(threads), args, 0, 0);
  std::printf("oversized cooperative launch rejected: %d\n", e != hipSuccess);
  EXPECT(e != hipSuccess);
  (void)hipGetLastError();
  CHECK_CUDA(hipFree(d));
  CHECK_CUDA(hipFree(partial));
  CHECK_CUDA(hipFree(total));
  CHECK_CUDA(hipFree(phases));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
