// conversion_values.cu - CUDA's bfloat16 <-> half and 64-bit integer ->
// bfloat16 conversions, written as casts in a __host__ __device__ template
// and in plain code: every bfloat16 and every half bit pattern, and
// integers around each rounding boundary, checked against the value
// rounded to nearest even by a reference in long double arithmetic. After
// translation the casts go through the supplied cuda2hip_convert
// (docs/helpers.md); tests/hip_host_run.sh runs the host side against the
// oracle's HIP headers.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cmath>
#include <cstdio>
#include <cstring>

template <typename To, typename From> __host__ __device__ To convertTo(From x) {
  return static_cast<To>(x);
}

// v rounded to `bits` significant bits, ties to even, with an ulp of at
// least 2^minUlp (subnormals); beyond maxv: infinity.
static long double rounded(long double v, int bits, int minUlp, long double maxv) {
  if (v == 0 || std::isnan(v) || std::isinf(v))
    return v;
  int e;
  std::frexp(std::fabs(v), &e);
  long double scale = std::ldexp(1.0L, e - bits > minUlp ? e - bits : minUlp);
  long double r = std::nearbyint(v / scale) * scale;
  return std::fabs(r) > maxv ? std::copysign((long double)INFINITY, v) : r;
}

static unsigned short raw(const void *p) {
  unsigned short b;
  std::memcpy(&b, p, 2);
  return b;
}

static int bad = 0;
static void check(bool ok, const char *what, long long v, double got, double want) {
  if (!ok && bad++ < 10)
    std::printf("%s %lld: %g, want %g\n", what, v, got, want);
}

int main() {
  const long double maxHalf = 65504.0L, maxBf16 = std::ldexp(255.0L, 120);
  for (unsigned b = 0; b < 65536; ++b) {
    unsigned short s = (unsigned short)b;
    __nv_bfloat16 x;
    std::memcpy(&x, &s, 2);
    float fx = __bfloat162float(x);
    __half h = convertTo<__half>(x);
    float fh = __half2float(h);
    long double want = rounded(fx, 11, -24, maxHalf);
    check(std::isnan(fx) ? std::isnan(fh) : (long double)fh == want && std::signbit(fh) == std::signbit(fx),
          "bfloat16 -> half", b, fh, (double)want);
    __half y;
    std::memcpy(&y, &s, 2);
    float fy = __half2float(y);
    __nv_bfloat16 c = __nv_bfloat16(y);
    float fc = __bfloat162float(c);
    want = rounded(fy, 8, -133, maxBf16);
    check(std::isnan(fy) ? std::isnan(fc) : (long double)fc == want && std::signbit(fc) == std::signbit(fy),
          "half -> bfloat16", b, fc, (double)want);
  }
  unsigned n = 0;
  for (int shift = 0; shift < 56; ++shift)
    for (long long head = 0x100; head < 0x200; head += 0x3) // 9 bits: the 8 kept and the half
      for (long long tail : {0ll, 1ll, -1ll})
        for (int sign : {1, -1}) {
          long long v = sign * ((head << shift) + (shift ? tail : 0));
          __nv_bfloat16 r = convertTo<__nv_bfloat16>(v);
          __nv_bfloat16 q = (__nv_bfloat16)(long)v;
          long double want = rounded((long double)v, 8, -133, maxBf16);
          check((long double)__bfloat162float(r) == want, "long long -> bfloat16", v,
                __bfloat162float(r), (double)want);
          check(raw(&q) == raw(&r), "long -> bfloat16", v, __bfloat162float(q), (double)want);
          ++n;
        }
  std::printf("bfloat16 -> half, half -> bfloat16: 65536 each; 64-bit integers -> bfloat16: %u; "
              "%d wrong\n", n, bad);
  return bad != 0;
}
