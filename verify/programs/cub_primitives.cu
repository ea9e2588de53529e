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
#include <cub/cub.cuh>
#include <cstdio>
#include <vector>
#include <algorithm>
#include "check.cuh"

struct IsEven {
  __host__ __device__ bool operator()(int v) const { return (v & 1) == 0; }
};

template <int THREADS>
__global__ void blockSums(const int *in, int *blockTotal, int *prefix) {
  typedef cub::BlockReduce<int, THREADS> Reduce;
  typedef cub::BlockScan<int, THREADS> Scan;
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
  typedef cub::BlockLoad<int, THREADS, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockStore<int, THREADS, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
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
  CHECK_CUDA(cudaGetLastError());
  std::vector<int> r(n);
  CHECK_CUDA(cudaMemcpy(r.data(), o, n * sizeof(int), cudaMemcpyDeviceToHost));
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
  CHECK_CUDA(cudaMalloc(&d, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&out, sizeof(int)));
  CHECK_CUDA(cudaMalloc(&scan, n * sizeof(int)));
  CHECK_CUDA(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  void *temp = nullptr;
  size_t tempBytes = 0;
  CHECK_CUDA(cub::DeviceReduce::Sum(temp, tempBytes, d, out, n));
  CHECK_CUDA(cudaMalloc(&temp, tempBytes));
  CHECK_CUDA(cub::DeviceReduce::Sum(temp, tempBytes, d, out, n));
  int sum = 0;
  CHECK_CUDA(cudaMemcpy(&sum, out, sizeof sum, cudaMemcpyDeviceToHost));
  long long ref = 0;
  for (int v : h) ref += v;
  std::printf("DeviceReduce::Sum %d (expected %lld)\n", sum, ref);
  EXPECT(sum == ref);
  CHECK_CUDA(cudaFree(temp));

  temp = nullptr;
  CHECK_CUDA(cub::DeviceReduce::Max(temp, tempBytes, d, out, n));
  CHECK_CUDA(cudaMalloc(&temp, tempBytes));
  CHECK_CUDA(cub::DeviceReduce::Max(temp, tempBytes, d, out, n));
  int mx = 0;
  CHECK_CUDA(cudaMemcpy(&mx, out, sizeof mx, cudaMemcpyDeviceToHost));
  std::printf("DeviceReduce::Max %d (expected %d)\n", mx, *std::max_element(h.begin(), h.end()));
  EXPECT(mx == *std::max_element(h.begin(), h.end()));
  CHECK_CUDA(cudaFree(temp));

  temp = nullptr;
  CHECK_CUDA(cub::DeviceScan::ExclusiveSum(temp, tempBytes, d, scan, n));
  CHECK_CUDA(cudaMalloc(&temp, tempBytes));
  CHECK_CUDA(cub::DeviceScan::ExclusiveSum(temp, tempBytes, d, scan, n));
  std::vector<int> hs(n);
  CHECK_CUDA(cudaMemcpy(hs.data(), scan, n * sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0, run = 0;
  for (int i = 0; i < n; ++i) {
    if (hs[i] != run) ++bad;
    run += h[i];
  }
  std::printf("DeviceScan::ExclusiveSum: last %d, %d wrong\n", hs[n - 1], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(cudaFree(temp));

  std::vector<int> vals(n);
  for (int i = 0; i < n; ++i) vals[i] = i;
  int *keysOut, *valsIn, *valsOut;
  CHECK_CUDA(cudaMalloc(&keysOut, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&valsIn, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&valsOut, n * sizeof(int)));
  CHECK_CUDA(cudaMemcpy(valsIn, vals.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  temp = nullptr;
  CHECK_CUDA(cub::DeviceRadixSort::SortPairs(temp, tempBytes, d, keysOut, valsIn, valsOut, n));
  CHECK_CUDA(cudaMalloc(&temp, tempBytes));
  CHECK_CUDA(cub::DeviceRadixSort::SortPairs(temp, tempBytes, d, keysOut, valsIn, valsOut, n));
  std::vector<int> sk(n), sv(n);
  CHECK_CUDA(cudaMemcpy(sk.data(), keysOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(sv.data(), valsOut, n * sizeof(int), cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < n; ++i) {
    if (i && sk[i - 1] > sk[i]) ++bad;
    if (h[sv[i]] != sk[i]) ++bad;
    if (i && sk[i - 1] == sk[i] && sv[i - 1] > sv[i]) ++bad;  // radix sort is stable
  }
  std::printf("DeviceRadixSort::SortPairs: first %d last %d, %d wrong\n", sk[0], sk[n - 1], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(cudaFree(temp));

  int *selected, *numSel;
  CHECK_CUDA(cudaMalloc(&selected, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&numSel, sizeof(int)));
  temp = nullptr;
  CHECK_CUDA(cub::DeviceSelect::If(temp, tempBytes, d, selected, numSel, n, IsEven()));
  CHECK_CUDA(cudaMalloc(&temp, tempBytes));
  CHECK_CUDA(cub::DeviceSelect::If(temp, tempBytes, d, selected, numSel, n, IsEven()));
  int ns = 0;
  CHECK_CUDA(cudaMemcpy(&ns, numSel, sizeof ns, cudaMemcpyDeviceToHost));
  int evens = 0;
  for (int v : h) evens += (v & 1) == 0;
  std::printf("DeviceSelect::If even: %d (expected %d)\n", ns, evens);
  EXPECT(ns == evens);
  CHECK_CUDA(cudaFree(temp));

  const int T = 256, blocks = n / T;
  int *bt;
  CHECK_CUDA(cudaMalloc(&bt, blocks * sizeof(int)));
  blockSums<T><<<blocks, T>>>(d, bt, scan);
  CHECK_CUDA(cudaGetLastError());
  std::vector<int> hb(blocks);
  CHECK_CUDA(cudaMemcpy(hb.data(), bt, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(hs.data(), scan, n * sizeof(int), cudaMemcpyDeviceToHost));
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
    CHECK_CUDA(cudaFree(p));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
