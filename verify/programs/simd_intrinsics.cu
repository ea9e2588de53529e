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
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include "check.cuh"

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
  CHECK_CUDA(cudaMalloc(&dIn, n * sizeof(T)));
  CHECK_CUDA(cudaMalloc(&dOut, 9 * n * sizeof(T)));
  CHECK_CUDA(cudaMemcpy(dIn, in.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  hints<T><<<(n + 127) / 128, 128>>>(dIn, dOut, n);
  CHECK_CUDA(cudaGetLastError());
  std::vector<T> out(9 * n);
  CHECK_CUDA(cudaMemcpy(out.data(), dOut, 9 * n * sizeof(T), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int k = 0; k < 9; ++k)
    bad += std::memcmp(out.data() + k * n, in.data(), n * sizeof(T)) != 0;
  std::printf("cache hints %-7s 9 copies, %d wrong\n", name, bad);
  CHECK_CUDA(cudaFree(dIn));
  CHECK_CUDA(cudaFree(dOut));
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
  CHECK_CUDA(cudaMalloc(&dA, n * sizeof(unsigned)));
  CHECK_CUDA(cudaMalloc(&dB, n * sizeof(unsigned)));
  CHECK_CUDA(cudaMalloc(&dOut, n * kSimd * sizeof(unsigned)));
  CHECK_CUDA(cudaMemcpy(dA, a.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dB, b.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  simd<<<(n + 127) / 128, 128>>>(dA, dB, dOut, n);
  CHECK_CUDA(cudaGetLastError());
  std::vector<unsigned> out(size_t(n) * kSimd);
  CHECK_CUDA(cudaMemcpy(out.data(), dOut, out.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
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

  CHECK_CUDA(cudaMemset(dOut, 0, n * 6 * sizeof(unsigned)));
  dots<<<(n + 127) / 128, 128>>>(dA, dB, dOut, n);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaMemcpy(out.data(), dOut, n * 6 * sizeof(unsigned), cudaMemcpyDeviceToHost));
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
  CHECK_CUDA(cudaFree(dA));
  CHECK_CUDA(cudaFree(dB));
  CHECK_CUDA(cudaFree(dOut));
  std::printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}
