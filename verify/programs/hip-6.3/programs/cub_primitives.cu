// cub_primitives.cu - CUB device-wide and block-wide primitives.
//
//  * cub::DeviceReduce::Sum and ::Max (two-phase temp-storage query)
//  * cub::DeviceScan::ExclusiveSum, cub::DeviceRadixSort::SortPairs
//  * cub::DeviceSelect::If with a functor
//  * cub::BlockReduce and cub::BlockScan inside a kernel
//  * cub::BlockLoad/BlockStore with the warp transpose, at 32 and 128
//    threads (hipCUB's needs whole 64-lane wavefronts: the translation
//    chooses by size)
// Integer data: results are exact.
// link: (none)
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>
#include <cstdio>
#include <vector>
#include <algorithm>
#include "check.cuh"

struct IsEven {
  __host__ __device__ bool operator()(int v) const { return (v & 1) == 0; }
};

template <int THREADS>
__global__ void blockSums(const int *in, int *blockTotal, int *prefix) {
  typedef hipcub::BlockReduce<int, THREADS> Reduce;
  typedef hipcub::BlockScan<int, THREADS> Scan;
  __shared__ typename Reduce::TempStorage rs;
  __shared__ typename Scan::TempStorage ss;
  int v = in[blockIdx.x * THREADS + threadIdx.x];
  int total = Reduce(rs).Sum(v);
  if (threadIdx.x == 0) blockTotal[blockIdx.x] = total;
  int pre;
  Scan(ss).InclusiveSum(v, pre);
  prefix[blockIdx.x * THREADS + threadIdx.x] = pre;
}

// Each thread doubles its ITEMS consecutive items (the blocked arrangement)
// and adds its rank times 1000 to them; the store puts them back in order.
template <int THREADS, int ITEMS>
__global__ void transposeTiles(const int *in, int *out) {
  typedef hipcub::BlockLoad<int, THREADS, ITEMS, ((THREADS) % 64 == 0 ? hipcub::BLOCK_LOAD_WARP_TRANSPOSE : hipcub::BLOCK_LOAD_TRANSPOSE)> Load;
  typedef hipcub::BlockStore<int, THREADS, ITEMS, ((THREADS) % 64 == 0 ? hipcub::BLOCK_STORE_WARP_TRANSPOSE : hipcub::BLOCK_STORE_TRANSPOSE)> Store;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } tmp;
  int v[ITEMS];
  const int base = blockIdx.x * THREADS * ITEMS;
  Load(tmp.load).Load(in + base, v);
  __syncthreads();
  for (int i = 0; i < ITEMS; ++i) v[i] = 2 * v[i] + 1000 * threadIdx.x;
  Store(tmp.store).Store(out + base, v);
}

template <int THREADS, int ITEMS>
int checkTransposeTiles(const int *d, int *o, const std::vector<int> &h, int n) {
  transposeTiles<THREADS, ITEMS><<<n / (THREADS * ITEMS), THREADS>>>(d, o);
  CHECK_CUDA(hipGetLastError());
  std::vector<int> r(n);
  CHECK_CUDA(hipMemcpy(r.data(), o, n * sizeof(int), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (r[i] != 2 * h[i] + 1000 * ((i % (THREADS * ITEMS)) / ITEMS)) ++bad;
  std::printf("BlockLoad/BlockStore warp transpose, %d threads x %d: %d wrong\n",
              THREADS, ITEMS, bad);
  return bad;
}

int main() {
  int failures = 0;
  const int n = 1 << 20;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 2654435761u) % 1000;
  int *d, *out, *scan;
  CHECK_CUDA(hipMalloc(&d, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&out, sizeof(int)));
  CHECK_CUDA(hipMalloc(&scan, n * sizeof(int)));
  CHECK_CUDA(hipMemcpy(d, h.data(), n * sizeof(int), hipMemcpyHostToDevice));

  void *temp = nullptr;
  size_t tempBytes = 0;
  CHECK_CUDA(hipcub::DeviceReduce::Sum(temp, tempBytes, d, out, n));
  CHECK_CUDA(hipMalloc(&temp, tempBytes));
  CHECK_CUDA(hipcub::DeviceReduce::Sum(temp, tempBytes, d, out, n));
  int sum = 0;
  CHECK_CUDA(hipMemcpy(&sum, out, sizeof sum, hipMemcpyDeviceToHost));
  long long ref = 0;
  for (int v : h) ref += v;
  std::printf("DeviceReduce::Sum %d (expected %lld)\n", sum, ref);
  EXPECT(sum == ref);
  CHECK_CUDA(hipFree(temp));

  temp = nullptr;
  CHECK_CUDA(hipcub::DeviceReduce::Max(temp, tempBytes, d, out, n));
  CHECK_CUDA(hipMalloc(&temp, tempBytes));
  CHECK_CUDA(hipcub::DeviceReduce::Max(temp, tempBytes, d, out, n));
  int mx = 0;
  CHECK_CUDA(hipMemcpy(&mx, out, sizeof mx, hipMemcpyDeviceToHost));
  std::printf("DeviceReduce::Max %d (expected %d)\n", mx, *std::max_element(h.begin(), h.end()));
  EXPECT(mx == *std::max_element(h.begin(), h.end()));
  CHECK_CUDA(hipFree(temp));

  temp = nullptr;
  CHECK_CUDA(hipcub::DeviceScan::ExclusiveSum(temp, tempBytes, d, scan, n));
  CHECK_CUDA(hipMalloc(&temp, tempBytes));
  CHECK_CUDA(hipcub::DeviceScan::ExclusiveSum(temp, tempBytes, d, scan, n));
  std::vector<int> hs(n);
  CHECK_CUDA(hipMemcpy(hs.data(), scan, n * sizeof(int), hipMemcpyDeviceToHost));
  int bad = 0, run = 0;
  for (int i = 0; i < n; ++i) {
    if (hs[i] != run) ++bad;
    run += h[i];
  }
  std::printf("DeviceScan::ExclusiveSum: last %d, %d wrong\n", hs[n - 1], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(hipFree(temp));

  std::vector<int> vals(n);
  for (int i = 0; i < n; ++i) vals[i] = i;
  int *keysOut, *valsIn, *valsOut;
  CHECK_CUDA(hipMalloc(&keysOut, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&valsIn, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&valsOut, n * sizeof(int)));
  CHECK_CUDA(hipMemcpy(valsIn, vals.data(), n * sizeof(int), hipMemcpyHostToDevice));
  temp = nullptr;
  CHECK_CUDA(hipcub::DeviceRadixSort::SortPairs(temp, tempBytes, d, keysOut, valsIn, valsOut, n));
  CHECK_CUDA(hipMalloc(&temp, tempBytes));
  CHECK_CUDA(hipcub::DeviceRadixSort::SortPairs(temp, tempBytes, d, keysOut, valsIn, valsOut, n));
  std::vector<int> sk(n), sv(n);
  CHECK_CUDA(hipMemcpy(sk.data(), keysOut, n * sizeof(int), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(sv.data(), valsOut, n * sizeof(int), hipMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < n; ++i) {
    if (i && sk[i - 1] > sk[i]) ++bad;
    if (h[sv[i]] != sk[i]) ++bad;
    if (i && sk[i - 1] == sk[i] && sv[i - 1] > sv[i]) ++bad;  // radix sort is stable
  }
  std::printf("DeviceRadixSort::SortPairs: first %d last %d, %d wrong\n", sk[0], sk[n - 1], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(hipFree(temp));

  int *selected, *numSel;
  CHECK_CUDA(hipMalloc(&selected, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&numSel, sizeof(int)));
  temp = nullptr;
  CHECK_CUDA(hipcub::DeviceSelect::If(temp, tempBytes, d, selected, numSel, n, IsEven()));
  CHECK_CUDA(hipMalloc(&temp, tempBytes));
  CHECK_CUDA(hipcub::DeviceSelect::If(temp, tempBytes, d, selected, numSel, n, IsEven()));
  int ns = 0;
  CHECK_CUDA(hipMemcpy(&ns, numSel, sizeof ns, hipMemcpyDeviceToHost));
  int evens = 0;
  for (int v : h) evens += (v & 1) == 0;
  std::printf("DeviceSelect::If even: %d (expected %d)\n", ns, evens);
  EXPECT(ns == evens);
  CHECK_CUDA(hipFree(temp));

  const int T = 256, blocks = n / T;
  int *bt;
  CHECK_CUDA(hipMalloc(&bt, blocks * sizeof(int)));
  blockSums<T><<<blocks, T>>>(d, bt, scan);
  CHECK_CUDA(hipGetLastError());
  std::vector<int> hb(blocks);
  CHECK_CUDA(hipMemcpy(hb.data(), bt, blocks * sizeof(int), hipMemcpyDeviceToHost));
  CHECK_CUDA(hipMemcpy(hs.data(), scan, n * sizeof(int), hipMemcpyDeviceToHost));
  bad = 0;
  for (int b = 0; b < blocks; ++b) {
    int acc = 0;
    for (int t = 0; t < T; ++t) {
      acc += h[b * T + t];
      if (hs[b * T + t] != acc) ++bad;
    }
    if (hb[b] != acc) ++bad;
  }
  std::printf("BlockReduce + BlockScan: block 0 total %d, %d wrong\n", hb[0], bad);
  EXPECT(bad == 0);
  failures += checkTransposeTiles<32, 4>(d, scan, h, n) != 0;
  failures += checkTransposeTiles<128, 4>(d, scan, h, n) != 0;
  for (void *p : {(void *)d, (void *)out, (void *)scan, (void *)keysOut, (void *)valsIn,
                  (void *)valsOut, (void *)selected, (void *)numSel, (void *)bt})
    CHECK_CUDA(hipFree(p));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
