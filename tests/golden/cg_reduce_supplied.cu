// cooperative_groups/reduce.h at a target HIP without it (6.3, the default
// 7.0): the #include line goes, cg::reduce and its operators keep their
// names, and the file gets the helper (HIP's header where the compiler has
// it, else a shuffle reduce over the tile). At 7.13 HIP's header is used.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.err
// RUN: FileCheck %s < %t.v63.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// The default target (7.0) gets the helper too; ROCm 7.13's headers take
// its HIP branch.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck --check-prefix=CHECK %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 7.13 %s -o %t.v713.cu
// RUN: FileCheck --check-prefix=V713 %s < %t.v713.cu
// RUN: %hip-device %t.v713.cu
// Translating the translation adds nothing.
// RUN: %cuda2hip --hip-version 6.3 %t.v63.cu -o %t.again.cu
// RUN: diff %t.v63.cu %t.again.cu
// The token engine supplies it too (the dropped #include brings it).
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> /dev/null
// RUN: FileCheck %s < %t.token.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>
// CHECK: {{^}}// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
// CHECK: {{^}}#define CUDA2HIP_HELPER_cg_reduce
// CHECK-NEXT: {{^}}// cooperative_groups/reduce.h: HIP's where this compiler has it, else the
// CHECK-NOT: {{^}}#include <cooperative_groups/reduce.h>
// CHECK: {{^}}#include <cfloat>
// V713: {{^}}#include <hip/cooperative_groups/hip_reduce.h>
// V713-NOT: CUDA2HIP_HELPER_cg_reduce
#include <cooperative_groups.h>
// DIAG: cg_reduce_supplied.cu:[[@LINE+1]]:{{.*}} note: <cooperative_groups/reduce.h> is not in the target HIP: the line is dropped
#include <cooperative_groups/reduce.h>
#include <cfloat>

namespace cg = cooperative_groups;

// Layer-norm statistics: one 32-thread tile per row.
__global__ void rowMoments(const float *x, float *mean, float *rstd, int cols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const float *r = x + (size_t)row * cols;
  float s = 0.f, s2 = 0.f;
  for (int i = tile.thread_rank(); i < cols; i += tile.size()) {
    s += r[i];
    s2 += r[i] * r[i];
  }
// DIAG: cg_reduce_supplied.cu:[[@LINE+2]]:{{.*}} note: 'cooperative_groups::reduce' is not in the target HIP: the translation defines it in this file
// CHECK: {{^}}  s = cg::reduce(tile, s, cg::plus<float>());
  s = cg::reduce(tile, s, cg::plus<float>());
  s2 = cg::reduce(tile, s2, cg::plus<float>());
  if (tile.thread_rank() == 0) {
    float m = s / cols;
    mean[row] = m;
    rstd[row] = rsqrtf(s2 / cols - m * m + 1e-5f);
  }
}

// The range of each row, and a flag word: min, max and bit-or.
__global__ void rowRange(const int *x, int *lo, int *hi, unsigned *flags, int cols) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  int row = blockIdx.x * (blockDim.x / 16) + threadIdx.x / 16;
  int mn = INT_MAX, mx = INT_MIN;
  unsigned f = 0;
  for (int i = tile.thread_rank(); i < cols; i += 16) {
    int v = x[row * cols + i];
    mn = min(mn, v);
    mx = max(mx, v);
    f |= 1u << (v & 31);
  }
  mn = cg::reduce(tile, mn, cg::less<int>());
  mx = cg::reduce(tile, mx, cg::greater<int>());
  f = cg::reduce(tile, f, cg::bit_or<unsigned>());
  if (tile.thread_rank() == 0) {
    lo[row] = mn;
    hi[row] = mx;
    flags[row] = f;
  }
}

// Online softmax: a (max, sum) pair combined by a user's operator.
struct MaxSum {
  float m, s;
};
struct CombineMaxSum {
  __device__ MaxSum operator()(MaxSum a, MaxSum b) const {
    float m = fmaxf(a.m, b.m);
    return {m, a.s * __expf(a.m - m) + b.s * __expf(b.m - m)};
  }
};
__global__ void softmaxRow(const float *x, float *y, int cols) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const float *r = x + (size_t)blockIdx.x * cols;
  MaxSum p = {-FLT_MAX, 0.f};
  for (int i = warp.thread_rank(); i < cols; i += 32)
    p = CombineMaxSum()(p, MaxSum{r[i], 1.f});
  MaxSum t = cg::reduce(warp, p, CombineMaxSum());
  for (int i = warp.thread_rank(); i < cols; i += 32)
    y[(size_t)blockIdx.x * cols + i] = __expf(r[i] - t.m) / t.s;
}
