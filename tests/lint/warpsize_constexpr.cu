// Rule 4: warpSize where a constant expression is needed (clang's CUDA
// headers and HIP before ROCm 7 make it a constant; newer ROCm does not).
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <int N> __device__ int firstLanes(int v) { return v < N ? v : 0; }

__global__ void softmaxRow(const float *x, float *y, int n) {
  // CHECK: warpsize_constexpr.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSize' used where a constant expression is needed{{.*}}[cuda2hip-warpsize-constexpr]
  __shared__ float partial[warpSize];
  // CHECK: warpsize_constexpr.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSize' used in a constexpr initialiser{{.*}}[cuda2hip-warpsize-constexpr]
  constexpr int lanes = warpSize;
  // CHECK: warpsize_constexpr.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSize' used where a constant expression is needed{{.*}}[cuda2hip-warpsize-constexpr]
  static_assert(warpSize % 32 == 0, "whole warps");
  int lane = threadIdx.x % warpSize;
  // CHECK: warpsize_constexpr.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSize' used where a constant expression is needed{{.*}}[cuda2hip-warpsize-constexpr]
  partial[lane] = firstLanes<warpSize>(lane) + lanes;
  switch (lane) {
  // CHECK: warpsize_constexpr.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSize' used in a case label{{.*}}[cuda2hip-warpsize-constexpr]
  case warpSize - 1: y[0] = partial[0]; break;
  default: break;
  }
  // Run-time uses are fine.
  for (int o = warpSize / 2; o > 0; o /= 2)
    partial[lane] += partial[(lane + o) % warpSize];
  y[threadIdx.x] = x[threadIdx.x] / partial[0] + n;
}
