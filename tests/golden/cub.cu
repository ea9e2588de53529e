// CUB -> hipCUB. hipCUB keeps CUB's class and member names in namespace
// hipcub: cub:: becomes hipcub:: (qualified names, `using namespace`, a
// namespace alias), every cub/*.cuh header becomes <hipcub/hipcub.hpp>, once.
// Names found through `using namespace` or the alias are not respelled. A
// user's own names that contain "cub" stay. A CUB algorithm hipCUB lacks
// (cub::DeviceFor) stays as written, qualifier included, with a warning.
// Both engines give the same translation; the AST engine also warns for the
// class that qualifies the member (AST prefix). Compiled against ROCm 6.3.3's
// hipCUB/rocPRIM; the 7.0 output is not compiled: there are no ROCm 7 hipCUB
// headers here, and rocPRIM 6.3 does not compile against HIP 7.13. --hip-version 6.3 keeps
// the result the same whichever HIP is installed.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefixes=DIAG,AST --strict-whitespace %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// RUN: %hip63-device -DORACLE_SKIPS_UNPORTED %t.hip.cu
// RUN: %hip63-host -DORACLE_SKIPS_UNPORTED %t.hip.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hipcub/hipcub.hpp>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NOT: {{^}}#include <{{.*}}cub
#include <cuda_runtime.h>
#include <cub/cub.cuh>
#include <cstdio>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/device/device_for.cuh>

// The user's own "cub" names are not CUB's.
// CHECK: {{^}}namespace mycub {
namespace mycub {
// CHECK: {{^}}struct Stats { int cub; size_t cubBytes; };
struct Stats { int cub; size_t cubBytes; };
// CHECK: {{^}}inline int cubCount(const Stats &s) { int cub = s.cub + 1; return cub; }
inline int cubCount(const Stats &s) { int cub = s.cub + 1; return cub; }
} // namespace mycub

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// Block and warp collectives with their TempStorage in shared memory.
template <int BLOCK>
__global__ void blockStats(const int *in, int *sums, int *maxima, int *prefix, int n) {
  // CHECK: {{^ *}}typedef hipcub::BlockReduce<int, BLOCK> BlockReduceT;
  typedef cub::BlockReduce<int, BLOCK> BlockReduceT;
  // CHECK: {{^ *}}using BlockScanT = hipcub::BlockScan<int, BLOCK>;
  using BlockScanT = cub::BlockScan<int, BLOCK>;
  // CHECK: {{^ *}}using WarpReduceT = hipcub::WarpReduce<int>;
  using WarpReduceT = cub::WarpReduce<int>;
  // CHECK: {{^ *}}__shared__ typename BlockReduceT::TempStorage reduceStorage;
  __shared__ typename BlockReduceT::TempStorage reduceStorage;
  // CHECK: {{^ *}}__shared__ typename BlockScanT::TempStorage scanStorage;
  __shared__ typename BlockScanT::TempStorage scanStorage;
  // CHECK: {{^ *}}__shared__ typename WarpReduceT::TempStorage warpStorage[BLOCK / 32];
  __shared__ typename WarpReduceT::TempStorage warpStorage[BLOCK / 32];
  // CHECK: {{^ *}}__shared__ typename hipcub::BlockReduce<int, BLOCK>::TempStorage maxStorage;
  __shared__ typename cub::BlockReduce<int, BLOCK>::TempStorage maxStorage;

  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = i < n ? in[i] : 0;
  // CHECK: {{^ *}}int total = BlockReduceT(reduceStorage).Sum(v);
  int total = BlockReduceT(reduceStorage).Sum(v);
  // CHECK: {{^ *}}int largest = hipcub::BlockReduce<int, BLOCK>(maxStorage).Reduce(v, MaxOp());
  int largest = cub::BlockReduce<int, BLOCK>(maxStorage).Reduce(v, MaxOp());
  int excl;
  // CHECK: {{^ *}}BlockScanT(scanStorage).ExclusiveSum(v, excl);
  BlockScanT(scanStorage).ExclusiveSum(v, excl);
  // CHECK: {{^ *}}int warpTotal = WarpReduceT(warpStorage[threadIdx.x / 32]).Sum(v);
  int warpTotal = WarpReduceT(warpStorage[threadIdx.x / 32]).Sum(v);
  if (i < n) prefix[i] = excl;
  if (threadIdx.x % 32 == 0) (void)warpTotal;
  if (threadIdx.x == 0) {
    sums[blockIdx.x] = total;
    maxima[blockIdx.x] = largest;
  }
}

// CHECK: {{^}}namespace hc = hipcub;
namespace hc = cub;

struct Doubler {
  int *p;
  __device__ void operator()(int i) const { p[i] *= 2; }
};

// CHECK: {{^}}int deviceWide(int *dIn, int *dOut, int *dKeys, int *dVals, int n, hipStream_t stream) {
int deviceWide(int *dIn, int *dOut, int *dKeys, int *dVals, int n, cudaStream_t stream) {
  int *dSum;
  // CHECK: {{^ *}}hipMalloc(&dSum, sizeof(int));
  cudaMalloc(&dSum, sizeof(int));

  // Two-phase temporary storage: the first call only sizes it.
  void *dTemp = nullptr;
  size_t tempBytes = 0;
  // CHECK: {{^ *}}hipcub::DeviceReduce::Sum(dTemp, tempBytes, dIn, dSum, n, stream);
  cub::DeviceReduce::Sum(dTemp, tempBytes, dIn, dSum, n, stream);
  // CHECK: {{^ *}}hipMalloc(&dTemp, tempBytes);
  cudaMalloc(&dTemp, tempBytes);
  // CHECK: {{^ *}}hipcub::DeviceReduce::Sum(dTemp, tempBytes, dIn, dSum, n, stream);
  cub::DeviceReduce::Sum(dTemp, tempBytes, dIn, dSum, n, stream);
  // CHECK: {{^ *}}hipFree(dTemp);
  cudaFree(dTemp);

  // Through the namespace alias.
  dTemp = nullptr;
  // CHECK: {{^ *}}hc::DeviceScan::ExclusiveSum(dTemp, tempBytes, dIn, dOut, n, stream);
  hc::DeviceScan::ExclusiveSum(dTemp, tempBytes, dIn, dOut, n, stream);
  cudaMalloc(&dTemp, tempBytes);
  // CHECK: {{^ *}}hc::DeviceScan::ExclusiveSum(dTemp, tempBytes, dIn, dOut, n, stream);
  hc::DeviceScan::ExclusiveSum(dTemp, tempBytes, dIn, dOut, n, stream);
  cudaFree(dTemp);

  // Radix sort of (key, value) pairs, with a DoubleBuffer for the keys'
  // ping-pong form.
  size_t sortBytes = 0;
  // CHECK: {{^ *}}hipcub::DeviceRadixSort::SortPairs(nullptr, sortBytes, dIn, dKeys, dOut, dVals, n, 0, int(sizeof(int) * 8), stream);
  cub::DeviceRadixSort::SortPairs(nullptr, sortBytes, dIn, dKeys, dOut, dVals, n, 0, int(sizeof(int) * 8), stream);
  cudaMalloc(&dTemp, sortBytes);
  // CHECK: {{^ *}}hipcub::DeviceRadixSort::SortPairs(dTemp, sortBytes, dIn, dKeys, dOut, dVals, n, 0, int(sizeof(int) * 8), stream);
  cub::DeviceRadixSort::SortPairs(dTemp, sortBytes, dIn, dKeys, dOut, dVals, n, 0, int(sizeof(int) * 8), stream);
  // CHECK: {{^ *}}hipcub::DoubleBuffer<int> keys(dIn, dKeys), vals(dOut, dVals);
  cub::DoubleBuffer<int> keys(dIn, dKeys), vals(dOut, dVals);
  // CHECK: {{^ *}}hipcub::DeviceRadixSort::SortPairs(dTemp, sortBytes, keys, vals, n, 0, int(sizeof(int) * 8), stream);
  cub::DeviceRadixSort::SortPairs(dTemp, sortBytes, keys, vals, n, 0, int(sizeof(int) * 8), stream);
  // CHECK: {{^ *}}int *sorted = keys.Current();
  int *sorted = keys.Current();

  // CHECK: {{^ *}}blockStats<256><<<n / 256, 256, 0, stream>>>(sorted, dSum, dKeys, dOut, n);
  blockStats<256><<<n / 256, 256, 0, stream>>>(sorted, dSum, dKeys, dOut, n);

  // hipCUB has no DeviceFor: the call stays as written, cub:: included (the
  // compile checks leave it out: it cannot compile on HIP).
#ifndef ORACLE_SKIPS_UNPORTED
  // DIAG-NOT: warning:
  // AST: {{^.*/}}cub.cu:[[@LINE+6]]:8: warning: 'cub::DeviceFor' is not supported by HIP: device algorithm not in hipCUB (ROCm 6.3); left unchanged [cuda2hip-unsupported-api]
  // AST-NEXT: {{^}}  cub::DeviceFor::Bulk(n, Doubler{dOut}, stream);
  // AST-NEXT: {{^}}       ^~~~~~~~~{{$}}
  // DIAG: {{^.*/}}cub.cu:[[@LINE+3]]:19: warning: 'cub::DeviceFor::Bulk' is not supported by HIP: not in hipCUB (ROCm 6.3); left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  cub::DeviceFor::Bulk(n, Doubler{dOut}, stream);
  // DIAG-NEXT: {{^}}                  ^~~~{{$}}
  cub::DeviceFor::Bulk(n, Doubler{dOut}, stream);
#endif
  // CHECK: {{^ *}}cub::DeviceFor::Bulk(n, Doubler{dOut}, stream);
  // NOCUDA-NOT: {{^[^/"]*(cuda[A-Z]|[^a-z"]cub(::|/)|= cub;|namespace cub;)}}
  // NOCUDA: {{^ *}}cub::DeviceFor::Bulk(n, Doubler{dOut}, stream);

  int sum = 0;
  // CHECK: {{^ *}}hipMemcpy(&sum, dSum, sizeof(int), hipMemcpyDeviceToHost);
  cudaMemcpy(&sum, dSum, sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(dTemp);
  cudaFree(dSum);
  return sum;
}
// DIAG-NOT: warning:

// CHECK: {{^}}using namespace hipcub;
using namespace cub;

// Unqualified after `using namespace`: the names are hipCUB's already.
void sortKeys(int *dIn, int *dOut, int n, mycub::Stats &stats) {
  void *dTemp = nullptr;
  // CHECK: {{^ *}}DeviceRadixSort::SortKeys(dTemp, stats.cubBytes, dIn, dOut, n);
  DeviceRadixSort::SortKeys(dTemp, stats.cubBytes, dIn, dOut, n);
  // CHECK: {{^ *}}CachingDeviceAllocator allocator;
  CachingDeviceAllocator allocator;
  // CHECK: {{^ *}}allocator.DeviceAllocate(&dTemp, stats.cubBytes);
  allocator.DeviceAllocate(&dTemp, stats.cubBytes);
  // CHECK: {{^ *}}DeviceRadixSort::SortKeys(dTemp, stats.cubBytes, dIn, dOut, n);
  DeviceRadixSort::SortKeys(dTemp, stats.cubBytes, dIn, dOut, n);
  allocator.DeviceFree(dTemp);
  // Strings and comments keep cub::DeviceRadixSort.
  // CHECK: {{^ *}}printf("cub::DeviceRadixSort sorted %d keys (%d)\n", n, mycub::cubCount(stats));
  printf("cub::DeviceRadixSort sorted %d keys (%d)\n", n, mycub::cubCount(stats));
}

// NOCUDA-NOT: {{^[^/"]*(cuda[A-Z]|[^a-z"]cub(::|/)|= cub;|namespace cub;)}}
