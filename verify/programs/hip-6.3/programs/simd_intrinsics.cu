// simd_intrinsics.cu - the SIMD-in-a-word intrinsics (__vadd2 ... __vsubus4),
// __dp4a/__dp2a and the cache-hint loads and stores, which HIP lacks and the
// translation supplies (docs/helpers.md).
//
//  * every __v* function on edge values (0, -1, 0x7fff/0x8000 and
//    0x7f/0x80 lanes, ...) and pseudo-random words, against a host reference
//    written lane by lane with <cstdint> types
//  * __dp4a (int, unsigned, char4, uchar4), __dp2a_lo/_hi (int, unsigned)
//  * __ldcs/__ldcg/__ldca/__ldlu/__ldcv and __stcs/__stcg/__stwb/__stwt on
//    float, float4, int2 and double: a copy through each must be exact
// Integer arithmetic only: every result is exact. Prints one line per family
// and the number of mismatches.
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include "check.cuh"
// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
#include <hip/hip_runtime.h>
#ifndef CUDA2HIP_HELPER_dp
#define CUDA2HIP_HELPER_dp
namespace cuda2hip_dp {
// c plus the products of the n lanes of a (abits wide) and of b (bbits
// wide, from lane bfrom), sign-extended where Signed, modulo 2^32 as CUDA's
// dp4a/dp2a compute it.
template <bool SignedA, bool SignedB>
__device__ __forceinline__ unsigned int dot(unsigned int a, int abits, unsigned int b, int bbits,
                                            int n, int bfrom, unsigned int c) {
  unsigned int s = c;
  for (int k = 0; k < n; ++k) {
    int i = k * abits, j = (bfrom + k) * bbits;
    int x = SignedA ? int(a << (32 - abits - i)) >> (32 - abits) : int((a >> i) & ((1u << abits) - 1u));
    int y = SignedB ? int(b << (32 - bbits - j)) >> (32 - bbits) : int((b >> j) & ((1u << bbits) - 1u));
    s += unsigned(x) * unsigned(y);
  }
  return s;
}
} // namespace cuda2hip_dp
#endif
#ifndef CUDA2HIP_HELPER___dp2a_hi
#define CUDA2HIP_HELPER___dp2a_hi
template <typename = void>
__device__ __forceinline__ int __dp2a_hi(int a, int b, int c) {
  return int(cuda2hip_dp::dot<true, true>(unsigned(a), 16, unsigned(b), 8, 2, 2, unsigned(c)));
}
template <typename = void>
__device__ __forceinline__ unsigned int __dp2a_hi(unsigned int a, unsigned int b, unsigned int c) {
  return cuda2hip_dp::dot<false, false>(a, 16, b, 8, 2, 2, c);
}
#endif
#ifndef CUDA2HIP_HELPER___dp2a_lo
#define CUDA2HIP_HELPER___dp2a_lo
template <typename = void>
__device__ __forceinline__ int __dp2a_lo(int a, int b, int c) {
  return int(cuda2hip_dp::dot<true, true>(unsigned(a), 16, unsigned(b), 8, 2, 0, unsigned(c)));
}
template <typename = void>
__device__ __forceinline__ unsigned int __dp2a_lo(unsigned int a, unsigned int b, unsigned int c) {
  return cuda2hip_dp::dot<false, false>(a, 16, b, 8, 2, 0, c);
}
#endif
#ifndef CUDA2HIP_HELPER___dp4a
#define CUDA2HIP_HELPER___dp4a
template <typename = void>
__device__ __forceinline__ int __dp4a(int a, int b, int c) {
  return int(cuda2hip_dp::dot<true, true>(unsigned(a), 8, unsigned(b), 8, 4, 0, unsigned(c)));
}
template <typename = void>
__device__ __forceinline__ unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c) {
  return cuda2hip_dp::dot<false, false>(a, 8, b, 8, 4, 0, c);
}
template <typename = void>
__device__ __forceinline__ int __dp4a(char4 a, char4 b, int c) {
  int x, y;
  __builtin_memcpy(&x, &a, 4);
  __builtin_memcpy(&y, &b, 4);
  return __dp4a(x, y, c);
}
template <typename = void>
__device__ __forceinline__ unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c) {
  unsigned int x, y;
  __builtin_memcpy(&x, &a, 4);
  __builtin_memcpy(&y, &b, 4);
  return __dp4a(x, y, c);
}
#endif
#ifndef CUDA2HIP_HELPER_cache
#define CUDA2HIP_HELPER_cache
#include <type_traits>
namespace cuda2hip_cache {
template <typename T> struct same { using type = T; };
// A load the cache may evict first (CUDA's streaming hint): nontemporal on
// AMD for scalars, a plain load otherwise.
template <typename T> __device__ __forceinline__ T load_streaming(const T *p) {
#if defined(__HIP_DEVICE_COMPILE__) && defined(__clang__)
  if constexpr (std::is_scalar<T>::value) return __builtin_nontemporal_load(p);
#endif
  return *p;
}
template <typename T> __device__ __forceinline__ void store_streaming(T *p, T v) {
#if defined(__HIP_DEVICE_COMPILE__) && defined(__clang__)
  if constexpr (std::is_scalar<T>::value) { __builtin_nontemporal_store(v, p); return; }
#endif
  *p = v;
}
// A load that reads memory again, never a cached copy: volatile accesses,
// word by word (byte by byte for sizes not a multiple of 4).
template <typename T> __device__ __forceinline__ T load_volatile(const T *p) {
  if constexpr (std::is_scalar<T>::value) {
    return *reinterpret_cast<const volatile T *>(p);
  } else {
    T r;
    if constexpr (sizeof(T) % 4 == 0) {
      unsigned int w[sizeof(T) / 4];
      for (unsigned i = 0; i < sizeof(T) / 4; ++i)
        w[i] = reinterpret_cast<const volatile unsigned int *>(p)[i];
      __builtin_memcpy(&r, w, sizeof(T));
    } else {
      unsigned char w[sizeof(T)];
      for (unsigned i = 0; i < sizeof(T); ++i)
        w[i] = reinterpret_cast<const volatile unsigned char *>(p)[i];
      __builtin_memcpy(&r, w, sizeof(T));
    }
    return r;
  }
}
} // namespace cuda2hip_cache
#endif
#ifndef CUDA2HIP_HELPER___ldca
#define CUDA2HIP_HELPER___ldca
template <typename T> __device__ __forceinline__ T __ldca(const T *p) { return *p; }
#endif
#ifndef CUDA2HIP_HELPER___ldcg
#define CUDA2HIP_HELPER___ldcg
template <typename T> __device__ __forceinline__ T __ldcg(const T *p) { return *p; }
#endif
#ifndef CUDA2HIP_HELPER___ldcs
#define CUDA2HIP_HELPER___ldcs
template <typename T> __device__ __forceinline__ T __ldcs(const T *p) { return cuda2hip_cache::load_streaming(p); }
#endif
#ifndef CUDA2HIP_HELPER___ldcv
#define CUDA2HIP_HELPER___ldcv
template <typename T> __device__ __forceinline__ T __ldcv(const T *p) { return cuda2hip_cache::load_volatile(p); }
#endif
#ifndef CUDA2HIP_HELPER___ldlu
#define CUDA2HIP_HELPER___ldlu
template <typename T> __device__ __forceinline__ T __ldlu(const T *p) { return cuda2hip_cache::load_streaming(p); }
#endif
#ifndef CUDA2HIP_HELPER___stcg
#define CUDA2HIP_HELPER___stcg
template <typename T> __device__ __forceinline__ void __stcg(T *p, typename cuda2hip_cache::same<T>::type v) { *p = v; }
#endif
#ifndef CUDA2HIP_HELPER___stcs
#define CUDA2HIP_HELPER___stcs
template <typename T> __device__ __forceinline__ void __stcs(T *p, typename cuda2hip_cache::same<T>::type v) { cuda2hip_cache::store_streaming(p, v); }
#endif
#ifndef CUDA2HIP_HELPER___stwb
#define CUDA2HIP_HELPER___stwb
template <typename T> __device__ __forceinline__ void __stwb(T *p, typename cuda2hip_cache::same<T>::type v) { *p = v; }
#endif
#ifndef CUDA2HIP_HELPER___stwt
#define CUDA2HIP_HELPER___stwt
template <typename T> __device__ __forceinline__ void __stwt(T *p, typename cuda2hip_cache::same<T>::type v) { *p = v; }
#endif
#ifndef CUDA2HIP_HELPER_simd
#define CUDA2HIP_HELPER_simd
namespace cuda2hip_simd {
// Lane i/Bits of a: Bits wide from bit i, sign-extended when Signed.
template <int Bits, bool Signed>
__device__ __forceinline__ int lane(unsigned int a, int i) {
  return Signed ? int(a << (32 - Bits - i)) >> (32 - Bits) : int((a >> i) & ((1u << Bits) - 1u));
}
// f applied to each pair of lanes of a and b; the low Bits of each result,
// recombined.
template <int Bits, bool Signed, typename F>
__device__ __forceinline__ unsigned int lanes(unsigned int a, unsigned int b, F f) {
  unsigned int r = 0;
  for (int i = 0; i < 32; i += Bits)
    r |= (unsigned(f(lane<Bits, Signed>(a, i), lane<Bits, Signed>(b, i))) & ((1u << Bits) - 1u)) << i;
  return r;
}
// The sum of |x - y| over the pairs of lanes.
template <int Bits, bool Signed>
__device__ __forceinline__ unsigned int sad(unsigned int a, unsigned int b) {
  unsigned int s = 0;
  for (int i = 0; i < 32; i += Bits) {
    int x = lane<Bits, Signed>(a, i), y = lane<Bits, Signed>(b, i);
    s += unsigned(x > y ? x - y : y - x);
  }
  return s;
}
__device__ __forceinline__ int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
} // namespace cuda2hip_simd
#endif
#ifndef CUDA2HIP_HELPER___vabs2
#define CUDA2HIP_HELPER___vabs2
template <typename = void>
__device__ __forceinline__ unsigned int __vabs2(unsigned int a) {
  return cuda2hip_simd::lanes<16, true>(a, 0u, [](int x, int) { return x < 0 ? -x : x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabs4
#define CUDA2HIP_HELPER___vabs4
template <typename = void>
__device__ __forceinline__ unsigned int __vabs4(unsigned int a) {
  return cuda2hip_simd::lanes<8, true>(a, 0u, [](int x, int) { return x < 0 ? -x : x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabsdiffs2
#define CUDA2HIP_HELPER___vabsdiffs2
template <typename = void>
__device__ __forceinline__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x > y ? x - y : y - x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabsdiffs4
#define CUDA2HIP_HELPER___vabsdiffs4
template <typename = void>
__device__ __forceinline__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x > y ? x - y : y - x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabsdiffu2
#define CUDA2HIP_HELPER___vabsdiffu2
template <typename = void>
__device__ __forceinline__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x > y ? x - y : y - x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabsdiffu4
#define CUDA2HIP_HELPER___vabsdiffu4
template <typename = void>
__device__ __forceinline__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x > y ? x - y : y - x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabsss2
#define CUDA2HIP_HELPER___vabsss2
template <typename = void>
__device__ __forceinline__ unsigned int __vabsss2(unsigned int a) {
  return cuda2hip_simd::lanes<16, true>(a, 0u, [](int x, int) { return x < 0 ? (-x > 32767 ? 32767 : -x) : x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vabsss4
#define CUDA2HIP_HELPER___vabsss4
template <typename = void>
__device__ __forceinline__ unsigned int __vabsss4(unsigned int a) {
  return cuda2hip_simd::lanes<8, true>(a, 0u, [](int x, int) { return x < 0 ? (-x > 127 ? 127 : -x) : x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vadd2
#define CUDA2HIP_HELPER___vadd2
template <typename = void>
__device__ __forceinline__ unsigned int __vadd2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x + y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vadd4
#define CUDA2HIP_HELPER___vadd4
template <typename = void>
__device__ __forceinline__ unsigned int __vadd4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x + y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vaddss2
#define CUDA2HIP_HELPER___vaddss2
template <typename = void>
__device__ __forceinline__ unsigned int __vaddss2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x + y, -32768, 32767); });
}
#endif
#ifndef CUDA2HIP_HELPER___vaddss4
#define CUDA2HIP_HELPER___vaddss4
template <typename = void>
__device__ __forceinline__ unsigned int __vaddss4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x + y, -128, 127); });
}
#endif
#ifndef CUDA2HIP_HELPER___vaddus2
#define CUDA2HIP_HELPER___vaddus2
template <typename = void>
__device__ __forceinline__ unsigned int __vaddus2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x + y, 0, 65535); });
}
#endif
#ifndef CUDA2HIP_HELPER___vaddus4
#define CUDA2HIP_HELPER___vaddus4
template <typename = void>
__device__ __forceinline__ unsigned int __vaddus4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x + y, 0, 255); });
}
#endif
#ifndef CUDA2HIP_HELPER___vavgs2
#define CUDA2HIP_HELPER___vavgs2
template <typename = void>
__device__ __forceinline__ unsigned int __vavgs2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return (x + y + (x + y >= 0 ? 1 : 0)) >> 1; });
}
#endif
#ifndef CUDA2HIP_HELPER___vavgs4
#define CUDA2HIP_HELPER___vavgs4
template <typename = void>
__device__ __forceinline__ unsigned int __vavgs4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return (x + y + (x + y >= 0 ? 1 : 0)) >> 1; });
}
#endif
#ifndef CUDA2HIP_HELPER___vavgu2
#define CUDA2HIP_HELPER___vavgu2
template <typename = void>
__device__ __forceinline__ unsigned int __vavgu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return (x + y + 1) >> 1; });
}
#endif
#ifndef CUDA2HIP_HELPER___vavgu4
#define CUDA2HIP_HELPER___vavgu4
template <typename = void>
__device__ __forceinline__ unsigned int __vavgu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return (x + y + 1) >> 1; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpeq2
#define CUDA2HIP_HELPER___vcmpeq2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpeq2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x == y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpeq4
#define CUDA2HIP_HELPER___vcmpeq4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpeq4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x == y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpges2
#define CUDA2HIP_HELPER___vcmpges2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpges2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x >= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpges4
#define CUDA2HIP_HELPER___vcmpges4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpges4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x >= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpgeu2
#define CUDA2HIP_HELPER___vcmpgeu2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x >= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpgeu4
#define CUDA2HIP_HELPER___vcmpgeu4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x >= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpgts2
#define CUDA2HIP_HELPER___vcmpgts2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpgts2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x > y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpgts4
#define CUDA2HIP_HELPER___vcmpgts4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpgts4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x > y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpgtu2
#define CUDA2HIP_HELPER___vcmpgtu2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x > y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpgtu4
#define CUDA2HIP_HELPER___vcmpgtu4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x > y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmples2
#define CUDA2HIP_HELPER___vcmples2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmples2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x <= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmples4
#define CUDA2HIP_HELPER___vcmples4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmples4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x <= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpleu2
#define CUDA2HIP_HELPER___vcmpleu2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpleu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x <= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpleu4
#define CUDA2HIP_HELPER___vcmpleu4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpleu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x <= y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmplts2
#define CUDA2HIP_HELPER___vcmplts2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmplts2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x < y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmplts4
#define CUDA2HIP_HELPER___vcmplts4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmplts4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x < y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpltu2
#define CUDA2HIP_HELPER___vcmpltu2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpltu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x < y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpltu4
#define CUDA2HIP_HELPER___vcmpltu4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpltu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x < y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpne2
#define CUDA2HIP_HELPER___vcmpne2
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpne2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x != y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vcmpne4
#define CUDA2HIP_HELPER___vcmpne4
template <typename = void>
__device__ __forceinline__ unsigned int __vcmpne4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x != y ? -1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vhaddu2
#define CUDA2HIP_HELPER___vhaddu2
template <typename = void>
__device__ __forceinline__ unsigned int __vhaddu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return (x + y) >> 1; });
}
#endif
#ifndef CUDA2HIP_HELPER___vhaddu4
#define CUDA2HIP_HELPER___vhaddu4
template <typename = void>
__device__ __forceinline__ unsigned int __vhaddu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return (x + y) >> 1; });
}
#endif
#ifndef CUDA2HIP_HELPER___vmaxs2
#define CUDA2HIP_HELPER___vmaxs2
template <typename = void>
__device__ __forceinline__ unsigned int __vmaxs2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x > y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vmaxs4
#define CUDA2HIP_HELPER___vmaxs4
template <typename = void>
__device__ __forceinline__ unsigned int __vmaxs4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x > y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vmaxu2
#define CUDA2HIP_HELPER___vmaxu2
template <typename = void>
__device__ __forceinline__ unsigned int __vmaxu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x > y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vmaxu4
#define CUDA2HIP_HELPER___vmaxu4
template <typename = void>
__device__ __forceinline__ unsigned int __vmaxu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x > y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vmins2
#define CUDA2HIP_HELPER___vmins2
template <typename = void>
__device__ __forceinline__ unsigned int __vmins2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x < y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vmins4
#define CUDA2HIP_HELPER___vmins4
template <typename = void>
__device__ __forceinline__ unsigned int __vmins4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x < y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vminu2
#define CUDA2HIP_HELPER___vminu2
template <typename = void>
__device__ __forceinline__ unsigned int __vminu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x < y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vminu4
#define CUDA2HIP_HELPER___vminu4
template <typename = void>
__device__ __forceinline__ unsigned int __vminu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x < y ? x : y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vneg2
#define CUDA2HIP_HELPER___vneg2
template <typename = void>
__device__ __forceinline__ unsigned int __vneg2(unsigned int a) {
  return cuda2hip_simd::lanes<16, true>(a, 0u, [](int x, int) { return -x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vneg4
#define CUDA2HIP_HELPER___vneg4
template <typename = void>
__device__ __forceinline__ unsigned int __vneg4(unsigned int a) {
  return cuda2hip_simd::lanes<8, true>(a, 0u, [](int x, int) { return -x; });
}
#endif
#ifndef CUDA2HIP_HELPER___vnegss2
#define CUDA2HIP_HELPER___vnegss2
template <typename = void>
__device__ __forceinline__ unsigned int __vnegss2(unsigned int a) {
  return cuda2hip_simd::lanes<16, true>(a, 0u, [](int x, int) { return cuda2hip_simd::clamp(-x, -32768, 32767); });
}
#endif
#ifndef CUDA2HIP_HELPER___vnegss4
#define CUDA2HIP_HELPER___vnegss4
template <typename = void>
__device__ __forceinline__ unsigned int __vnegss4(unsigned int a) {
  return cuda2hip_simd::lanes<8, true>(a, 0u, [](int x, int) { return cuda2hip_simd::clamp(-x, -128, 127); });
}
#endif
#ifndef CUDA2HIP_HELPER___vsads2
#define CUDA2HIP_HELPER___vsads2
template <typename = void>
__device__ __forceinline__ unsigned int __vsads2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::sad<16, true>(a, b);
}
#endif
#ifndef CUDA2HIP_HELPER___vsads4
#define CUDA2HIP_HELPER___vsads4
template <typename = void>
__device__ __forceinline__ unsigned int __vsads4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::sad<8, true>(a, b);
}
#endif
#ifndef CUDA2HIP_HELPER___vsadu2
#define CUDA2HIP_HELPER___vsadu2
template <typename = void>
__device__ __forceinline__ unsigned int __vsadu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::sad<16, false>(a, b);
}
#endif
#ifndef CUDA2HIP_HELPER___vsadu4
#define CUDA2HIP_HELPER___vsadu4
template <typename = void>
__device__ __forceinline__ unsigned int __vsadu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::sad<8, false>(a, b);
}
#endif
#ifndef CUDA2HIP_HELPER___vseteq2
#define CUDA2HIP_HELPER___vseteq2
template <typename = void>
__device__ __forceinline__ unsigned int __vseteq2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x == y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vseteq4
#define CUDA2HIP_HELPER___vseteq4
template <typename = void>
__device__ __forceinline__ unsigned int __vseteq4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x == y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetges2
#define CUDA2HIP_HELPER___vsetges2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetges2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x >= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetges4
#define CUDA2HIP_HELPER___vsetges4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetges4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x >= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetgeu2
#define CUDA2HIP_HELPER___vsetgeu2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetgeu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x >= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetgeu4
#define CUDA2HIP_HELPER___vsetgeu4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetgeu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x >= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetgts2
#define CUDA2HIP_HELPER___vsetgts2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetgts2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x > y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetgts4
#define CUDA2HIP_HELPER___vsetgts4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetgts4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x > y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetgtu2
#define CUDA2HIP_HELPER___vsetgtu2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetgtu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x > y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetgtu4
#define CUDA2HIP_HELPER___vsetgtu4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetgtu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x > y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetles2
#define CUDA2HIP_HELPER___vsetles2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetles2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x <= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetles4
#define CUDA2HIP_HELPER___vsetles4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetles4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x <= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetleu2
#define CUDA2HIP_HELPER___vsetleu2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetleu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x <= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetleu4
#define CUDA2HIP_HELPER___vsetleu4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetleu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x <= y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetlts2
#define CUDA2HIP_HELPER___vsetlts2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetlts2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return x < y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetlts4
#define CUDA2HIP_HELPER___vsetlts4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetlts4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return x < y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetltu2
#define CUDA2HIP_HELPER___vsetltu2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetltu2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x < y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetltu4
#define CUDA2HIP_HELPER___vsetltu4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetltu4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x < y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetne2
#define CUDA2HIP_HELPER___vsetne2
template <typename = void>
__device__ __forceinline__ unsigned int __vsetne2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x != y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsetne4
#define CUDA2HIP_HELPER___vsetne4
template <typename = void>
__device__ __forceinline__ unsigned int __vsetne4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x != y ? 1 : 0; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsub2
#define CUDA2HIP_HELPER___vsub2
template <typename = void>
__device__ __forceinline__ unsigned int __vsub2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return x - y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsub4
#define CUDA2HIP_HELPER___vsub4
template <typename = void>
__device__ __forceinline__ unsigned int __vsub4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return x - y; });
}
#endif
#ifndef CUDA2HIP_HELPER___vsubss2
#define CUDA2HIP_HELPER___vsubss2
template <typename = void>
__device__ __forceinline__ unsigned int __vsubss2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, true>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x - y, -32768, 32767); });
}
#endif
#ifndef CUDA2HIP_HELPER___vsubss4
#define CUDA2HIP_HELPER___vsubss4
template <typename = void>
__device__ __forceinline__ unsigned int __vsubss4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, true>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x - y, -128, 127); });
}
#endif
#ifndef CUDA2HIP_HELPER___vsubus2
#define CUDA2HIP_HELPER___vsubus2
template <typename = void>
__device__ __forceinline__ unsigned int __vsubus2(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<16, false>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x - y, 0, 65535); });
}
#endif
#ifndef CUDA2HIP_HELPER___vsubus4
#define CUDA2HIP_HELPER___vsubus4
template <typename = void>
__device__ __forceinline__ unsigned int __vsubus4(unsigned int a, unsigned int b) {
  return cuda2hip_simd::lanes<8, false>(a, b, [](int x, int y) { return cuda2hip_simd::clamp(x - y, 0, 255); });
}
#endif

#define SIMD_FUNCTIONS \
  X(__vabs2, 1) \
  X(__vabs4, 1) \
  X(__vabsdiffs2, 2) \
  X(__vabsdiffs4, 2) \
  X(__vabsdiffu2, 2) \
  X(__vabsdiffu4, 2) \
  X(__vabsss2, 1) \
  X(__vabsss4, 1) \
  X(__vadd2, 2) \
  X(__vadd4, 2) \
  X(__vaddss2, 2) \
  X(__vaddss4, 2) \
  X(__vaddus2, 2) \
  X(__vaddus4, 2) \
  X(__vavgs2, 2) \
  X(__vavgs4, 2) \
  X(__vavgu2, 2) \
  X(__vavgu4, 2) \
  X(__vcmpeq2, 2) \
  X(__vcmpeq4, 2) \
  X(__vcmpges2, 2) \
  X(__vcmpges4, 2) \
  X(__vcmpgeu2, 2) \
  X(__vcmpgeu4, 2) \
  X(__vcmpgts2, 2) \
  X(__vcmpgts4, 2) \
  X(__vcmpgtu2, 2) \
  X(__vcmpgtu4, 2) \
  X(__vcmples2, 2) \
  X(__vcmples4, 2) \
  X(__vcmpleu2, 2) \
  X(__vcmpleu4, 2) \
  X(__vcmplts2, 2) \
  X(__vcmplts4, 2) \
  X(__vcmpltu2, 2) \
  X(__vcmpltu4, 2) \
  X(__vcmpne2, 2) \
  X(__vcmpne4, 2) \
  X(__vhaddu2, 2) \
  X(__vhaddu4, 2) \
  X(__vmaxs2, 2) \
  X(__vmaxs4, 2) \
  X(__vmaxu2, 2) \
  X(__vmaxu4, 2) \
  X(__vmins2, 2) \
  X(__vmins4, 2) \
  X(__vminu2, 2) \
  X(__vminu4, 2) \
  X(__vneg2, 1) \
  X(__vneg4, 1) \
  X(__vnegss2, 1) \
  X(__vnegss4, 1) \
  X(__vsads2, 2) \
  X(__vsads4, 2) \
  X(__vsadu2, 2) \
  X(__vsadu4, 2) \
  X(__vseteq2, 2) \
  X(__vseteq4, 2) \
  X(__vsetges2, 2) \
  X(__vsetges4, 2) \
  X(__vsetgeu2, 2) \
  X(__vsetgeu4, 2) \
  X(__vsetgts2, 2) \
  X(__vsetgts4, 2) \
  X(__vsetgtu2, 2) \
  X(__vsetgtu4, 2) \
  X(__vsetles2, 2) \
  X(__vsetles4, 2) \
  X(__vsetleu2, 2) \
  X(__vsetleu4, 2) \
  X(__vsetlts2, 2) \
  X(__vsetlts4, 2) \
  X(__vsetltu2, 2) \
  X(__vsetltu4, 2) \
  X(__vsetne2, 2) \
  X(__vsetne4, 2) \
  X(__vsub2, 2) \
  X(__vsub4, 2) \
  X(__vsubss2, 2) \
  X(__vsubss4, 2) \
  X(__vsubus2, 2) \
  X(__vsubus4, 2)

constexpr int kSimd = 0
#define X(F, A) +1
    SIMD_FUNCTIONS
#undef X
    ;

__global__ void simd(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], *o = out + i * kSimd;
  int k = 0;
#define CALL1(F) F(x)
#define CALL2(F) F(x, y)
#define X(F, A) o[k++] = CALL##A(F);
  SIMD_FUNCTIONS
#undef X
}

__global__ void dots(const unsigned *a, const unsigned *b, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i], *o = out + i * 6;
  char4 cx = *reinterpret_cast<const char4 *>(&x), cy = *reinterpret_cast<const char4 *>(&y);
  uchar4 ux = *reinterpret_cast<const uchar4 *>(&x), uy = *reinterpret_cast<const uchar4 *>(&y);
  o[0] = unsigned(__dp4a(int(x), int(y), int(i) - 1000));
  o[1] = __dp4a(x, y, unsigned(i) * 77777u);
  o[2] = unsigned(__dp4a(cx, cy, 5)) ^ __dp4a(ux, uy, 5u);
  o[3] = unsigned(__dp2a_lo(int(x), int(y), -7));
  o[4] = unsigned(__dp2a_hi(int(x), int(y), 7));
  o[5] = __dp2a_lo(x, y, 1u) ^ __dp2a_hi(x, y, 2u);
}

// Each hint copies in[i] to out[k][i]; the host compares the copies.
template <typename T> __global__ void hints(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[0 * n + i] = __ldcs(in + i);
  out[1 * n + i] = __ldcg(in + i);
  out[2 * n + i] = __ldca(in + i);
  out[3 * n + i] = __ldlu(in + i);
  out[4 * n + i] = __ldcv(in + i);
  __stcs(out + 5 * n + i, in[i]);
  __stcg(out + 6 * n + i, in[i]);
  __stwb(out + 7 * n + i, in[i]);
  __stwt(out + 8 * n + i, in[i]);
}

// Host reference, lane by lane.
static long long lane(unsigned w, int bits, int k, bool sgn) {
  unsigned v = (w >> (k * bits)) & ((1u << bits) - 1u);
  if (!sgn) return v;
  return bits == 16 ? (long long)(int16_t)(uint16_t)v : (long long)(int8_t)(uint8_t)v;
}
static long long sat(long long v, long long lo, long long hi) { return v < lo ? lo : v > hi ? hi : v; }

static unsigned ref(const char *name, unsigned a, unsigned b) {
  std::string f = name + 3; // after "__v"
  int bits = f.back() == '2' ? 16 : 8, n = 32 / bits;
  f.pop_back();
  long long smin = -(1LL << (bits - 1)), smax = (1LL << (bits - 1)) - 1, lanemax = (1LL << bits) - 1;
  bool sgn = f == "abs" || f == "absss" || f == "neg" || f == "negss" || f == "absdiffs" ||
             f == "addss" || f == "subss" || f == "avgs" || f == "maxs" || f == "mins" ||
             f == "sads" || (f.size() == 6 && f.back() == 's' && (f.rfind("cmp", 0) == 0)) ||
             (f.size() == 6 && f.back() == 's' && f.rfind("set", 0) == 0);
  unsigned r = 0;
  long long sum = 0;
  for (int k = 0; k < n; ++k) {
    long long x = lane(a, bits, k, sgn), y = lane(b, bits, k, sgn), v = 0;
    std::string c = f.substr(0, 3), rel = f.size() >= 5 ? f.substr(3, 2) : "";
    if (f == "abs") v = x < 0 ? -x : x;
    else if (f == "absss") v = sat(x < 0 ? -x : x, smin, smax);
    else if (f == "absdiffs" || f == "absdiffu") v = x > y ? x - y : y - x;
    else if (f == "add") v = x + y;
    else if (f == "addss") v = sat(x + y, smin, smax);
    else if (f == "addus") v = sat(x + y, 0, lanemax);
    else if (f == "sub") v = x - y;
    else if (f == "subss") v = sat(x - y, smin, smax);
    else if (f == "subus") v = sat(x - y, 0, lanemax);
    else if (f == "avgs") v = (x + y + (x + y >= 0 ? 1 : -1)) / 2; // half away from 0
    else if (f == "avgu") v = (x + y + 1) / 2;
    else if (f == "haddu") v = (x + y) >> 1;
    else if (f == "maxs" || f == "maxu") v = x > y ? x : y;
    else if (f == "mins" || f == "minu") v = x < y ? x : y;
    else if (f == "neg") v = -x;
    else if (f == "negss") v = sat(-x, smin, smax);
    else if (f == "sads" || f == "sadu") sum += x > y ? x - y : y - x;
    else if (c == "cmp" || c == "set") {
      bool t = rel == "eq" ? x == y : rel == "ne" ? x != y : rel == "ge" ? x >= y
             : rel == "gt" ? x > y : rel == "le" ? x <= y : x < y;
      v = t ? (c == "cmp" ? lanemax : 1) : 0;
    } else {
      std::printf("no reference for %s\n", name);
      std::exit(1);
    }
    r |= (unsigned(v) & unsigned(lanemax)) << (k * bits);
  }
  return f == "sads" || f == "sadu" ? unsigned(sum) : r;
}

static unsigned dotRef(unsigned a, int abits, bool sa, unsigned b, int bbits, bool sb,
                       int n, int bfrom, unsigned c) {
  unsigned s = c;
  for (int k = 0; k < n; ++k)
    s += unsigned(lane(a, abits, k, sa) * lane(b, bbits, bfrom + k, sb));
  return s;
}

template <typename T> static int checkHints(const char *name, int n) {
  std::vector<T> in(n);
  unsigned char *bytes = reinterpret_cast<unsigned char *>(in.data());
  for (size_t i = 0; i < n * sizeof(T); ++i) bytes[i] = (unsigned char)(i * 37 + 11);
  T *dIn, *dOut;
  CHECK_CUDA(hipMalloc(&dIn, n * sizeof(T)));
  CHECK_CUDA(hipMalloc(&dOut, 9 * n * sizeof(T)));
  CHECK_CUDA(hipMemcpy(dIn, in.data(), n * sizeof(T), hipMemcpyHostToDevice));
  hints<T><<<(n + 127) / 128, 128>>>(dIn, dOut, n);
  CHECK_CUDA(hipGetLastError());
  std::vector<T> out(9 * n);
  CHECK_CUDA(hipMemcpy(out.data(), dOut, 9 * n * sizeof(T), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int k = 0; k < 9; ++k)
    bad += std::memcmp(out.data() + k * n, in.data(), n * sizeof(T)) != 0;
  std::printf("cache hints %-7s 9 copies, %d wrong\n", name, bad);
  CHECK_CUDA(hipFree(dIn));
  CHECK_CUDA(hipFree(dOut));
  return bad;
}

int main() {
  int failures = 0;
  const unsigned edges[] = {0u, 0xffffffffu, 0x7fff7fffu, 0x80008000u, 0x7fff8000u,
                            0x7f7f7f7fu, 0x80808080u, 0x7f80ff01u, 0x00010001u,
                            0xfffe0002u, 0x01010101u, 0xff00ff00u, 0x12345678u};
  std::vector<unsigned> a, b;
  for (unsigned x : edges)
    for (unsigned y : edges) a.push_back(x), b.push_back(y);
  unsigned s = 12345u;
  while (a.size() < 4096) {
    s = s * 1664525u + 1013904223u; a.push_back(s);
    s = s * 1664525u + 1013904223u; b.push_back(s);
  }
  const int n = int(a.size());
  unsigned *dA, *dB, *dOut;
  CHECK_CUDA(hipMalloc(&dA, n * sizeof(unsigned)));
  CHECK_CUDA(hipMalloc(&dB, n * sizeof(unsigned)));
  CHECK_CUDA(hipMalloc(&dOut, n * kSimd * sizeof(unsigned)));
  CHECK_CUDA(hipMemcpy(dA, a.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dB, b.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  simd<<<(n + 127) / 128, 128>>>(dA, dB, dOut, n);
  CHECK_CUDA(hipGetLastError());
  std::vector<unsigned> out(size_t(n) * kSimd);
  CHECK_CUDA(hipMemcpy(out.data(), dOut, out.size() * sizeof(unsigned), hipMemcpyDeviceToHost));
  const char *names[] = {
#define X(F, A) #F,
      SIMD_FUNCTIONS
#undef X
  };
  int simdBad = 0;
  for (int k = 0; k < kSimd; ++k) {
    int bad = 0;
    for (int i = 0; i < n; ++i) {
      unsigned want = ref(names[k], a[i], b[i]), got = out[size_t(i) * kSimd + k];
      if (got != want && bad++ < 2)
        std::printf("%s(0x%08x, 0x%08x) = 0x%08x, reference 0x%08x\n", names[k], a[i], b[i], got, want);
    }
    simdBad += bad != 0;
  }
  std::printf("SIMD intrinsics: %d functions x %d inputs, %d functions wrong\n", kSimd, n, simdBad);
  EXPECT(simdBad == 0);

  CHECK_CUDA(hipMemset(dOut, 0, n * 6 * sizeof(unsigned)));
  dots<<<(n + 127) / 128, 128>>>(dA, dB, dOut, n);
  CHECK_CUDA(hipGetLastError());
  CHECK_CUDA(hipMemcpy(out.data(), dOut, n * 6 * sizeof(unsigned), hipMemcpyDeviceToHost));
  int dotBad = 0;
  for (int i = 0; i < n; ++i) {
    unsigned x = a[i], y = b[i], want[6] = {
        dotRef(x, 8, true, y, 8, true, 4, 0, unsigned(i - 1000)),
        dotRef(x, 8, false, y, 8, false, 4, 0, unsigned(i) * 77777u),
        dotRef(x, 8, true, y, 8, true, 4, 0, 5u) ^ dotRef(x, 8, false, y, 8, false, 4, 0, 5u),
        dotRef(x, 16, true, y, 8, true, 2, 0, unsigned(-7)),
        dotRef(x, 16, true, y, 8, true, 2, 2, 7u),
        dotRef(x, 16, false, y, 8, false, 2, 0, 1u) ^ dotRef(x, 16, false, y, 8, false, 2, 2, 2u)};
    for (int k = 0; k < 6; ++k)
      if (out[size_t(i) * 6 + k] != want[k] && dotBad++ < 3)
        std::printf("dot %d (0x%08x, 0x%08x) = 0x%08x, reference 0x%08x\n", k, x, y,
                    out[size_t(i) * 6 + k], want[k]);
  }
  std::printf("dp4a/dp2a: 6 forms x %d inputs, %d wrong\n", n, dotBad);
  EXPECT(dotBad == 0);

  EXPECT(checkHints<float>("float", 1000) == 0);
  EXPECT(checkHints<float4>("float4", 1000) == 0);
  EXPECT(checkHints<int2>("int2", 1000) == 0);
  EXPECT(checkHints<double>("double", 1000) == 0);
  CHECK_CUDA(hipFree(dA));
  CHECK_CUDA(hipFree(dB));
  CHECK_CUDA(hipFree(dOut));
  std::printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}
