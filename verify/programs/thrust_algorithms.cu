// thrust_algorithms.cu - Thrust containers and algorithms on the CUDA system.
//
//  * thrust::device_vector, thrust::sequence, transform with a functor,
//    reduce, inclusive_scan, sort_by_key, count_if, unique
//  * execution policies: thrust::cuda::par.on(stream) and thrust::device
//  * thrust::raw_pointer_cast into a hand-written kernel
// link: (none)
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sequence.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/count.h>
#include <thrust/unique.h>
#include <thrust/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
#include <cstdio>
#include "check.cuh"

struct Affine {
  int a, b;
  __host__ __device__ int operator()(int x) const { return a * x + b; }
};
struct Mod3Zero {
  __host__ __device__ bool operator()(int x) const { return x % 3 == 0; }
};
__global__ void negate(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = -p[i];
}

int main() {
  int failures = 0;
  const int n = 1 << 18;
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreate(&s));
  thrust::device_vector<int> v(n);
  thrust::sequence(thrust::cuda::par.on(s), v.begin(), v.end(), 0);
  thrust::device_vector<int> w(n);
  thrust::transform(thrust::cuda::par.on(s), v.begin(), v.end(), w.begin(), Affine{3, -7});
  long long sum = thrust::reduce(thrust::cuda::par.on(s), w.begin(), w.end(), 0LL);
  long long ref = 3LL * n * (n - 1) / 2 - 7LL * n;
  std::printf("transform+reduce: %lld (expected %lld)\n", sum, ref);
  EXPECT(sum == ref);

  // The scan adds in its input's value type (CCCL follows C++17's
  // std::inclusive_scan: int here would wrap at n * (n - 1) / 2 > 2^31), so
  // the input is widened to long long first.
  thrust::device_vector<long long> wide(v.begin(), v.end());
  thrust::device_vector<long long> pre(n);
  thrust::inclusive_scan(thrust::device, wide.begin(), wide.end(), pre.begin());
  long long last = pre[n - 1];
  std::printf("inclusive_scan last: %lld\n", last);
  EXPECT(last == (long long)n * (n - 1) / 2);

  thrust::host_vector<int> hk(n), hv(n);
  for (int i = 0; i < n; ++i) {
    hk[i] = (i * 7919) % 1000;
    hv[i] = i;
  }
  thrust::device_vector<int> keys = hk, vals = hv;
  thrust::sort_by_key(thrust::device, keys.begin(), keys.end(), vals.begin());
  thrust::host_vector<int> sk = keys, sv = vals;
  int bad = 0;
  for (int i = 1; i < n; ++i)
    if (sk[i - 1] > sk[i]) ++bad;
  for (int i = 0; i < n; ++i)
    if (hk[sv[i]] != sk[i]) ++bad;
  std::printf("sort_by_key: first %d last %d, %d wrong\n", (int)sk[0], (int)sk[n - 1], bad);
  EXPECT(bad == 0);
  int c = thrust::count_if(thrust::device, keys.begin(), keys.end(), Mod3Zero());
  int cref = 0;
  for (int i = 0; i < n; ++i) cref += hk[i] % 3 == 0;
  std::printf("count_if multiple of 3: %d (expected %d)\n", c, cref);
  EXPECT(c == cref);
  auto end = thrust::unique(thrust::device, keys.begin(), keys.end());
  int distinct = (int)(end - keys.begin());
  std::printf("unique keys: %d\n", distinct);
  EXPECT(distinct == 1000);

  negate<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(v.data()), n);
  CHECK_CUDA(cudaDeviceSynchronize());
  int mn = thrust::reduce(thrust::device, v.begin(), v.end(), 0, thrust::minimum<int>());
  std::printf("raw kernel + min: %d\n", mn);
  EXPECT(mn == -(n - 1));
  CHECK_CUDA(cudaStreamDestroy(s));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
