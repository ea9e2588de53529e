// ptx_idioms.cu - inline PTX idioms that the translation replaces by HIP
// code (docs/ptx.md): each kernel computes with inline PTX, and the host
// checks every result against a reference written in plain C++.
//
//  * %laneid (against threadIdx.x % 32), %clock64 (increases)
//  * ld.global.nc.f32, brev.b32, popc.b32, clz.b32, prmt.b32, bfe.u32,
//    bfi.b32 (widths 1..32, fields past bit 31 too), fma.rn.f32/f64 (against
//    fma/fmaf on the host: the same single rounding)
//  * shfl.sync idx/down/bfly, vote.sync.ballot of a comparison
//  * mov.b64 pack and unpack (integers and a double), mov.b32 of 16-bit
//    halves, 96-bit add.cc/addc.cc/addc and 64-bit sub.cc/subc chains
//  * vote.sync.any / vote.all (setp, vote.pred, selp), a mad.lo.cc/madc.hi
//    chain
// Integer results are exact; fma is compared bit for bit.
// link: (none)
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
#include "check.cuh"

constexpr int kN = 1024;  // threads, 32 blocks of 32
constexpr int kOut = 24;  // results per thread

__global__ void bits(const unsigned *a, const unsigned *b, const float *f, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i], y = b[i], r, *o = out + i * kOut;
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  o[0] = lane;
  float v;
  asm volatile("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(f + i));
  o[1] = __float_as_uint(v);
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
  o[2] = r;
  asm("popc.b32 %0, %1;" : "=r"(r) : "r"(x));
  o[3] = r;
  asm("clz.b32 %0, %1;" : "=r"(r) : "r"(x));
  o[4] = r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(y & 0x7777u));
  o[5] = r;
  unsigned pos = y % 24u, len = 1u + (x >> 27);  // len 1..32, some past bit 31
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
  o[6] = r;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(y), "r"(x), "r"(pos), "r"(len));
  o[7] = r;
  float fr;
  asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(fr) : "f"(v), "f"(v + 1.f), "f"(-v));
  o[8] = __float_as_uint(fr);
  // warp exchanges: a 32-lane warp (one per block)
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(x), "r"(y & 31u));
  o[9] = r;
  asm volatile("shfl.sync.down.b32 %0, %1, 3, 0x1f, 0xffffffff;" : "=r"(r) : "r"(x));
  o[10] = r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, 5, 0x1f, 0xffffffff;" : "=r"(r) : "r"(x));
  o[11] = r;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, 0xffffffff;\n\t}"
               : "=r"(r) : "r"(x & 1u));
  o[12] = r;
  unsigned long long w;
  asm("mov.b64 %0, {%1, %2};" : "=l"(w) : "r"(x), "r"(y));
  unsigned lo, hi;
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(w ^ 0x0123456789abcdefull));
  o[13] = lo;
  o[14] = hi;
  unsigned short h0 = (unsigned short)x, h1 = (unsigned short)(y >> 16);
  asm("mov.b32 %0, {%1, %2};" : "=r"(r) : "h"(h0), "h"(h1));
  o[15] = r;
  // 96-bit add: (x, y, 7) + (y, x, 0xfffffff0)
  unsigned s0, s1, s2;
  asm("add.cc.u32 %0, %3, %6;\n\taddc.cc.u32 %1, %4, %7;\n\taddc.u32 %2, %5, %8;"
      : "=r"(s0), "=r"(s1), "=r"(s2)
      : "r"(x), "r"(y), "r"(7u), "r"(y), "r"(x), "r"(0xfffffff0u));
  o[16] = s0 ^ s1 ^ s2;
  o[17] = s2;
  // 64-bit sub: (x, y) - (y, x)
  asm("sub.cc.u32 %0, %2, %4;\n\tsubc.u32 %1, %3, %5;" : "=r"(s0), "=r"(s1) : "r"(x), "r"(y), "r"(y), "r"(x));
  o[18] = s0;
  o[19] = s1;
  // vote.any / vote.all as CUDA's __any_sync/__all_sync write them
  asm volatile("{ \n\t.reg .pred \t%%p1; \n\t.reg .pred \t%%p2; \n\t"
               "setp.eq.u32 \t%%p1, %1, 0; \n\tvote.sync.any.pred \t%%p2, %%p1, 0xffffffff; \n\t"
               "selp.s32 \t%0, 1, 0, %%p2; \n\t}"
               : "=r"(r) : "r"(x & 0x3fu));
  o[20] = r;
  asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.sync.all.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }"
               : "=r"(r) : "r"(x & 0x3fu));
  o[21] = r;
  // 64-bit multiply-accumulate: (hi, lo) + x * y. The accumulator must not
  // hold x or y themselves: nvcc may then give %0 and %3 one register, and
  // madc.hi reads y after mad.lo.cc overwrote it (seen on an H100).
  lo = y ^ 0x9e3779b9u;
  hi = x + 0x7f4a7c15u;
  asm("mad.lo.cc.u32 %0, %2, %3, %0;\n\tmadc.hi.u32 %1, %2, %3, %1;" : "+r"(lo), "+r"(hi) : "r"(x), "r"(y));
  o[22] = lo;
  o[23] = hi;
}

__global__ void doubles(const double *d, double *out, unsigned long long *clk) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  double x = d[i], r;
  asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(x), "d"(x + 1.0), "d"(-x));
  out[2 * i] = r;
  unsigned lo, hi;
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "d"(x));
  asm("mov.b64 %0, {%1, %2};" : "=d"(r) : "r"(lo), "r"(hi + 0x00100000u));  // x * 2
  out[2 * i + 1] = r;
  unsigned long long t0, t1;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t0));
  for (int k = 0; k < 100; ++k) x = x * 1.0000001 + 1e-9;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t1));
  clk[i] = (t1 > t0) + (x != 0.0 ? 0u : 2u);
}

static unsigned brev(unsigned x) {
  unsigned r = 0;
  for (int k = 0; k < 32; ++k) r |= ((x >> k) & 1u) << (31 - k);
  return r;
}
static unsigned popc(unsigned x) { unsigned c = 0; for (; x; x &= x - 1) ++c; return c; }
static unsigned clz(unsigned x) { unsigned c = 0; for (int k = 31; k >= 0 && !((x >> k) & 1u); --k) ++c; return c; }
static unsigned prmt(unsigned x, unsigned y, unsigned s) {
  unsigned long long v = ((unsigned long long)y << 32) | x;
  unsigned r = 0;
  for (int k = 0; k < 4; ++k) r |= (unsigned)((v >> (8 * ((s >> (4 * k)) & 7u))) & 0xffu) << (8 * k);
  return r;
}
static unsigned mask(unsigned len) { return len >= 32 ? 0xffffffffu : (1u << len) - 1u; }

int main() {
  int failures = 0;
  std::vector<unsigned> a(kN), b(kN);
  std::vector<float> f(kN);
  std::vector<double> d(kN);
  unsigned s = 2024u;
  for (int i = 0; i < kN; ++i) {
    s = s * 1664525u + 1013904223u; a[i] = i < 8 ? (i == 0 ? 0u : 1u << (4 * i - 1)) : s;
    s = s * 1664525u + 1013904223u; b[i] = s;
    f[i] = (float)(int)(s % 20001u - 10000u) / 97.f + 1.f / 3.f;
    d[i] = (double)(int)(s % 30011u - 15000u) / 7.0 + 1.0 / 3.0;
  }
  unsigned *dA, *dB, *dOut;
  float *dF;
  double *dD, *dDo;
  unsigned long long *dClk;
  CHECK_CUDA(cudaMalloc(&dA, kN * sizeof(unsigned)));
  CHECK_CUDA(cudaMalloc(&dB, kN * sizeof(unsigned)));
  CHECK_CUDA(cudaMalloc(&dF, kN * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dD, kN * sizeof(double)));
  CHECK_CUDA(cudaMalloc(&dOut, kN * kOut * sizeof(unsigned)));
  CHECK_CUDA(cudaMalloc(&dDo, 2 * kN * sizeof(double)));
  CHECK_CUDA(cudaMalloc(&dClk, kN * sizeof(unsigned long long)));
  CHECK_CUDA(cudaMemcpy(dA, a.data(), kN * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dB, b.data(), kN * sizeof(unsigned), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dF, f.data(), kN * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dD, d.data(), kN * sizeof(double), cudaMemcpyHostToDevice));
  bits<<<kN / 32, 32>>>(dA, dB, dF, dOut);
  CHECK_CUDA(cudaGetLastError());
  doubles<<<kN / 32, 32>>>(dD, dDo, dClk);
  CHECK_CUDA(cudaGetLastError());
  std::vector<unsigned> out(kN * kOut);
  std::vector<double> dout(2 * kN);
  std::vector<unsigned long long> clk(kN);
  CHECK_CUDA(cudaMemcpy(out.data(), dOut, out.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(dout.data(), dDo, dout.size() * sizeof(double), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(clk.data(), dClk, clk.size() * sizeof(unsigned long long), cudaMemcpyDeviceToHost));

  const char *names[kOut] = {"%laneid", "ld.global.nc", "brev", "popc", "clz", "prmt", "bfe",
                             "bfi", "fma.rn.f32", "shfl.idx", "shfl.down", "shfl.bfly",
                             "vote.ballot", "mov.b64 unpack lo", "mov.b64 unpack hi",
                             "mov.b32 pack", "add.cc chain", "add.cc carry word",
                             "sub.cc lo", "sub.cc hi", "vote.any", "vote.all",
                             "mad.cc lo", "madc.hi"};
  int bad[kOut] = {};
  for (int i = 0; i < kN; ++i) {
    int base = i & ~31;
    unsigned x = a[i], y = b[i], pos = y % 24u, len = 1u + (x >> 27);
    unsigned want[kOut];
    float fv = f[i];
    unsigned fu, fr;
    std::memcpy(&fu, &fv, 4);
    float fm = std::fmaf(fv, fv + 1.f, -fv);
    std::memcpy(&fr, &fm, 4);
    unsigned ballot = 0;
    unsigned any = 0, all = 1;
    for (int l = 0; l < 32; ++l) {
      ballot |= (a[base + l] & 1u) << l;
      any |= (a[base + l] & 0x3fu) == 0;
      all &= (a[base + l] & 0x3fu) != 0;
    }
    unsigned long long mad = (unsigned long long)x * y + ((unsigned long long)(x + 0x7f4a7c15u) << 32 | (y ^ 0x9e3779b9u));
    unsigned long long w = (((unsigned long long)y << 32) | x) ^ 0x0123456789abcdefull;
    unsigned long long s01 = (((unsigned long long)y << 32) | x) + (((unsigned long long)x << 32) | y);
    unsigned carry = (unsigned)(s01 < (((unsigned long long)y << 32) | x));
    unsigned s2 = 7u + 0xfffffff0u + carry;
    unsigned long long diff = (((unsigned long long)y << 32) | x) - (((unsigned long long)x << 32) | y);
    want[0] = (unsigned)(i % 32);
    want[1] = fu;
    want[2] = brev(x);
    want[3] = popc(x);
    want[4] = clz(x);
    want[5] = prmt(x, y, y & 0x7777u);
    want[6] = (x >> pos) & mask(len);
    want[7] = (x & ~(mask(len) << pos)) | ((y & mask(len)) << pos);
    want[8] = fr;
    want[9] = a[base + (y & 31u)];
    want[10] = (i % 32) + 3 < 32 ? a[i + 3] : x;
    want[11] = a[base + ((i % 32) ^ 5)];
    want[12] = ballot;
    want[13] = (unsigned)w;
    want[14] = (unsigned)(w >> 32);
    want[15] = (unsigned)(unsigned short)x | ((y >> 16) << 16);
    want[16] = (unsigned)s01 ^ (unsigned)(s01 >> 32) ^ s2;
    want[17] = s2;
    want[18] = (unsigned)diff;
    want[19] = (unsigned)(diff >> 32);
    want[20] = any;
    want[21] = all;
    want[22] = (unsigned)mad;
    want[23] = (unsigned)(mad >> 32);
    for (int k = 0; k < kOut; ++k)
      if (out[i * kOut + k] != want[k]) {
        if (bad[k]++ == 0)
          std::printf("%s: thread %d got 0x%08x, reference 0x%08x\n", names[k], i,
                      out[i * kOut + k], want[k]);
      }
  }
  int wrong = 0;
  for (int k = 0; k < kOut; ++k) {
    std::printf("%-18s %d of %d wrong\n", names[k], bad[k], kN);
    wrong += bad[k] != 0;
  }
  int dBad = 0, clkBad = 0;
  for (int i = 0; i < kN; ++i) {
    double x = d[i];
    dBad += dout[2 * i] != std::fma(x, x + 1.0, -x);
    dBad += dout[2 * i + 1] != x * 2.0;
    clkBad += clk[i] != 1u;
  }
  std::printf("fma.rn.f64, mov.b64 double: %d of %d wrong\n", dBad, 2 * kN);
  std::printf("%%clock64 increasing: %d of %d wrong\n", clkBad, kN);
  EXPECT(wrong == 0);
  EXPECT(dBad == 0);
  EXPECT(clkBad == 0);
  CHECK_CUDA(cudaFree(dA));
  CHECK_CUDA(cudaFree(dB));
  CHECK_CUDA(cudaFree(dF));
  CHECK_CUDA(cudaFree(dD));
  CHECK_CUDA(cudaFree(dOut));
  CHECK_CUDA(cudaFree(dDo));
  CHECK_CUDA(cudaFree(dClk));
  std::printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? 1 : 0;
}
