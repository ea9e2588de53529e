// nvcc accepts a call of a member template through a dependent type without
// the `template` keyword (Convert<D, S>::apply<N>(...)); clang parses the
// '<' as less-than and fails when it instantiates the code ("reference to
// overloaded function could not be resolved"). Where the class template, or
// one of its specializations, declares the name as a member template, the
// translation adds the keyword, with a note. A name that is no template
// (a comparison), or a qualifier that is a template parameter (nothing to
// look in), is left as written. The header is translated on its own, as
// a project's headers are (nothing instantiates it there: it parses).
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// RUN: %hip-device %t.hip.cu
// The translation translated again is the same (the keyword is there).
// RUN: %cuda2hip --hip-version 6.3 %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu
#include <cuda_fp16.h>
#include <cstddef>

// Element-wise conversion of N values, one specialization per pair of types.
template <typename D, typename S>
struct Convert {
  template <size_t N>
  __device__ static void apply(D *dst, const S *src) {
#pragma unroll
    for (size_t i = 0; i < N; ++i) dst[i] = D(src[i]);
  }
  static constexpr int lanes = 1;
};

template <>
struct Convert<float, __half> {
  template <size_t N>
  __device__ static void apply(float *dst, const __half *src) {
#pragma unroll
    for (size_t i = 0; i < N; ++i) dst[i] = __half2float(src[i]);
  }
  static constexpr int lanes = 2;
};

template <typename T, size_t N>
struct Vec {
  T data[N];
};

// DIAG: template_keyword_added.cu:[[@LINE+4]]:18: note: 'template' added before 'apply': a member template of a dependent type needs it in standard C++ (clang reads the '<' after it as less-than; nvcc accepts it without) [cuda2hip-template-keyword]
// CHECK: {{^}}  Convert<D, S>::template apply<N>(out.data, in.data);
template <typename D, typename S, size_t N>
__device__ void convert_vec(Vec<D, N> &out, const Vec<S, N> &in) {
  Convert<D, S>::apply<N>(out.data, in.data);
}

// A member that is no template: a comparison chain, left alone.
// CHECK: {{^}}  return Convert<D, S>::lanes < N > (n);
template <typename D, typename S, int N>
__device__ bool wide(int n) {
  return Convert<D, S>::lanes < N > (n);
}

// The qualifier is a template parameter: nothing to look in, left alone
// (this one is a comparison too).
// CHECK: {{^}}  return Traits::lanes < N > (n);
template <typename Traits, int N>
__device__ bool wider(int n) {
  return Traits::lanes < N > (n);
}

// Already spelled with the keyword: nothing added.
// CHECK: {{^}}  Convert<D, S>::template apply<1>(out.data, in.data);
template <typename D, typename S, size_t N>
__device__ void convert_first(Vec<D, N> &out, const Vec<S, N> &in) {
  Convert<D, S>::template apply<1>(out.data, in.data);
}

__global__ void widen(const __half *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i * 8 + 8 > n) return;
  Vec<__half, 8> h;
  Vec<float, 8> f;
  for (int k = 0; k < 8; ++k) h.data[k] = in[i * 8 + k];
  convert_vec(f, h);
  if (wide<float, __half, 1>(1) || wider<Convert<float, __half>, 1>(1))
    convert_first(f, h);
  for (int k = 0; k < 8; ++k) out[i * 8 + k] = f.data[k];
}
// DIAG-NOT: template-keyword
