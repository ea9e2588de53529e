// Thrust -> rocThrust. rocThrust keeps the thrust:: namespace and the
// thrust/*.h headers: a Thrust program keeps its includes and its generic
// names (each has a row that maps it to itself: no edit and no warning); only
// the CUDA system is renamed (thrust::cuda::par -> thrust::hip::par, the
// thrust/system/cuda/ headers). A name rocThrust lacks stays, with a warning.
// Both engines give the same translation and the same warnings. The 6.3
// output is compiled against ROCm 6.3.3's rocThrust; the default (7.0) one is
// not: there are no ROCm 7 rocThrust headers here, and rocPRIM 6.3 does not
// compile against HIP 7.13.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-host -DORACLE_SKIPS_UNPORTED %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <thrust/device_vector.h>
// CHECK-NEXT: {{^}}#include <thrust/host_vector.h>
// CHECK-NEXT: {{^}}#include <thrust/execution_policy.h>
// CHECK-NEXT: {{^}}#include <thrust/functional.h>
// CHECK-NEXT: {{^}}#include <thrust/reduce.h>
// CHECK-NEXT: {{^}}#include <thrust/scan.h>
// CHECK-NEXT: {{^}}#include <thrust/sequence.h>
// CHECK-NEXT: {{^}}#include <thrust/sort.h>
// CHECK-NEXT: {{^}}#include <thrust/transform.h>
// CHECK-NEXT: {{^}}#include <thrust/iterator/counting_iterator.h>
// CHECK-NEXT: {{^}}#include <thrust/iterator/transform_iterator.h>
// CHECK-NEXT: {{^}}#include <thrust/count.h>
// CHECK-NEXT: {{^}}#include <thrust/unique.h>
// CHECK-NEXT: {{^}}#include <thrust/random.h>
// CHECK-NEXT: {{^}}#include <thrust/iterator/constant_iterator.h>
// CHECK-NEXT: {{^}}#include <thrust/system/hip/execution_policy.h>
// CHECK: {{^}}#include <thrust/iterator/tabulate_output_iterator.h>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/count.h>
#include <thrust/unique.h>
#include <thrust/random.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/system/cuda/execution_policy.h>
// What rocThrust lacks is left out of the compile checks (ORACLE_SKIPS_UNPORTED).
#ifndef ORACLE_SKIPS_UNPORTED
// DIAG-NOT: warning:
// DIAG: {{^.*/}}thrust.cu:[[@LINE+3]]:11: warning: 'thrust/iterator/tabulate_output_iterator.h' is not supported by HIP: declares thrust::tabulate_output_iterator, which rocThrust 3.3 lacks; left unchanged [cuda2hip-unsupported-api]
// DIAG-NEXT: {{^}}#include <thrust/iterator/tabulate_output_iterator.h>
// DIAG-NEXT: {{^}}          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
#include <thrust/iterator/tabulate_output_iterator.h>
#endif

// CHECK: {{^}}struct saxpy {
struct saxpy {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

struct square {
  __host__ __device__ float operator()(int i) const { return float(i) * i; }
};

float pipeline(int n) {
  // CHECK: {{^ *}}hipStream_t stream;
  cudaStream_t stream;
  // CHECK: {{^ *}}hipStreamCreate(&stream);
  cudaStreamCreate(&stream);

  // CHECK: {{^ *}}thrust::host_vector<float> h(n);
  thrust::host_vector<float> h(n);
  // CHECK: {{^ *}}thrust::sequence(h.begin(), h.end(), 1.0f);
  thrust::sequence(h.begin(), h.end(), 1.0f);
  // CHECK: {{^ *}}thrust::device_vector<float> x = h, y(n, 2.0f);
  thrust::device_vector<float> x = h, y(n, 2.0f);

  // The CUDA system is the HIP system in rocThrust.
  // CHECK: {{^ *}}thrust::sort(thrust::hip::par.on(stream), x.begin(), x.end(), thrust::greater<float>());
  thrust::sort(thrust::cuda::par.on(stream), x.begin(), x.end(), thrust::greater<float>());
  // CHECK: {{^ *}}thrust::transform(thrust::device, x.begin(), x.end(), y.begin(), y.begin(), saxpy{2.0f});
  thrust::transform(thrust::device, x.begin(), x.end(), y.begin(), y.begin(), saxpy{2.0f});
  // CHECK: {{^ *}}thrust::transform(y.begin(), y.end(), y.begin(), [] __device__ (float v) { return v * 0.5f; });
  thrust::transform(y.begin(), y.end(), y.begin(), [] __device__ (float v) { return v * 0.5f; });
  // CHECK: {{^ *}}thrust::inclusive_scan(thrust::hip::par.on(stream), y.begin(), y.end(), x.begin());
  thrust::inclusive_scan(thrust::cuda::par.on(stream), y.begin(), y.end(), x.begin());

  // CHECK: {{^ *}}auto squares = thrust::make_transform_iterator(thrust::make_counting_iterator(0), square());
  auto squares = thrust::make_transform_iterator(thrust::make_counting_iterator(0), square());
  // CHECK: {{^ *}}float sumSquares = thrust::reduce(thrust::host, squares, squares + n, 0.0f, thrust::plus<float>());
  float sumSquares = thrust::reduce(thrust::host, squares, squares + n, 0.0f, thrust::plus<float>());
  // CHECK: {{^ *}}float total = thrust::reduce(thrust::device, x.begin(), x.end());
  float total = thrust::reduce(thrust::device, x.begin(), x.end());

  // Algorithms, random numbers and fancy iterators of the other public
  // headers: each name maps to itself.
  // CHECK: {{^ *}}thrust::default_random_engine rng(1234);
  thrust::default_random_engine rng(1234);
  // CHECK: {{^ *}}thrust::uniform_int_distribution<int> dist(0, 9);
  thrust::uniform_int_distribution<int> dist(0, 9);
  int pick = dist(rng);
  // CHECK: {{^ *}}auto last = thrust::unique(thrust::hip::par.on(stream), x.begin(), x.end());
  auto last = thrust::unique(thrust::cuda::par.on(stream), x.begin(), x.end());
  // CHECK: {{^ *}}auto twos = thrust::count(thrust::device, x.begin(), last, 2.0f);
  auto twos = thrust::count(thrust::device, x.begin(), last, 2.0f);
  // CHECK: {{^ *}}thrust::constant_iterator<int> ones = thrust::make_constant_iterator(1);
  thrust::constant_iterator<int> ones = thrust::make_constant_iterator(1);
  // CHECK: {{^ *}}auto hits = thrust::count(ones, ones + n, pick);
  auto hits = thrust::count(ones, ones + n, pick);
  total += float(twos + hits);

#ifndef ORACLE_SKIPS_UNPORTED
  // DIAG-NOT: warning:
  // DIAG: {{^.*/}}thrust.cu:[[@LINE+3]]:22: warning: 'thrust::make_tabulate_output_iterator' is not supported by HIP: recent CCCL iterator (thrust/iterator/tabulate_output_iterator.h), not in rocThrust 3.3; left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  auto out = thrust::make_tabulate_output_iterator([] __device__ (int i, float v) { (void)i; (void)v; });
  // DIAG-NEXT: {{^}}                     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
  auto out = thrust::make_tabulate_output_iterator([] __device__ (int i, float v) { (void)i; (void)v; });
  (void)out;
#endif

  // CHECK: {{^ *}}hipStreamDestroy(stream);
  cudaStreamDestroy(stream);
  return total + sumSquares;
}
// DIAG-NOT: warning:

// NOCUDA-NOT: {{^[^/]*(cuda[A-Z]|thrust::cuda|thrust/system/cuda)}}
