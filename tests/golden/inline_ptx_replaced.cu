// Inline PTX in translation (docs/ptx.md): the idioms with HIP code are
// replaced by it (a ptx-replaced note each), the others stay, reported
// where they are with what to write (ptx-left). Without the one left, the
// translation compiles for gfx942 at 7.13 and 6.3.3.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: grep -v "bar.arrive" %t.hip.cu > %t.ok.cu
// RUN: %hip-device %t.ok.cu
// RUN: %hip-host %t.ok.cu
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> /dev/null
// RUN: grep -v "bar.arrive" %t.v63.cu > %t.v63ok.cu
// RUN: %hip63-device %t.v63ok.cu
// RUN: %hip63-host %t.v63ok.cu
// The token engine finds the same statements.
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.token.cu
#include <cstdint>

// Multi-precision add of 128-bit keys (a hash table's probe step).
__device__ void add128(const uint32_t *a, const uint32_t *b, uint32_t *r) {
// DIAG: inline_ptx_replaced.cu:[[@LINE+2]]:3: note: inline PTX ('add.cc/addc') replaced by its HIP equivalent: do { const unsigned int c2h_a0 = a[0], c2h_b0 = b[0];{{.*}}[cuda2hip-ptx-replaced]
// CHECK: {{^}}  do { const unsigned int c2h_a0 = a[0], c2h_b0 = b[0]; {{.*}} r[3] = (unsigned int)c2h_t3; } while (0);
  asm("add.cc.u32 %0, %4, %8;\n\t"
      "addc.cc.u32 %1, %5, %9;\n\t"
      "addc.cc.u32 %2, %6, %10;\n\t"
      "addc.u32 %3, %7, %11;"
      : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(b[2]), "r"(b[3]));
}

__device__ __forceinline__ float warpSum(float v) {
  for (int o = 16; o > 0; o >>= 1) {
    float w;
// CHECK: {{^}}    w = __shfl_xor(v, o, 32);
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(w) : "f"(v), "r"(o));
    v += w;
  }
  return v;
}

__global__ void histogramBits(const uint32_t *keys, const float *weights, uint32_t *bins,
                              float *sums, uint32_t *votes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t lane, key = 0, rev, field, hits;
  float wgt = 0.f;
// CHECK: {{^}}  lane = __lane_id();
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  if (i < n) {
// CHECK: {{^}}    key = __ldg((const unsigned int *)(keys + i));
    asm("ld.global.nc.u32 %0, [%1];" : "=r"(key) : "l"(keys + i));
// CHECK: {{^}}    wgt = __ldg((const float *)(weights + i));
    asm("ld.global.nc.f32 %0, [%1];" : "=f"(wgt) : "l"(weights + i));
  }
// CHECK: {{^}}  rev = __brev(key);
  asm("brev.b32 %0, %1;" : "=r"(rev) : "r"(key));
// CHECK: {{^}}  field = [](unsigned int a, unsigned int p, unsigned int l) {{.*}}(rev, 4, 6);
  asm("bfe.u32 %0, %1, 4, 6;" : "=r"(field) : "r"(rev));
// CHECK: {{^}}  hits = (unsigned int)(__ballot(field != 0) >> (__lane_id() & 32u));
  asm("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, 0xffffffff;\n\t}"
      : "=r"(hits) : "r"(field));
  if (lane == 0)
    votes[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32] = hits;
  float s = warpSum(wgt);
  if (lane == 0)
    atomicAdd(sums + field, s);
  atomicAdd(bins + field, 1u);
  unsigned long long t;
// CHECK: {{^}}  t = clock64();
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  double d = (double)t;
  uint32_t lo, hi;
// CHECK: {{^}}  do { unsigned long long c2h_w = __double_as_longlong(d); lo = (unsigned int)c2h_w; hi = (unsigned int)(c2h_w >> 32); } while (0);
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "d"(d));
  if (i == 0)
    votes[0] ^= lo ^ hi;
// An idiom it does not know: reported where it is, left as written.
// DIAG: inline_ptx_replaced.cu:[[@LINE+2]]:3: warning: inline PTX does not assemble for AMD GPUs; left unchanged: rewrite it in HIP {{.*}}[cuda2hip-ptx-left]
// CHECK: {{^}}  asm volatile("bar.arrive 1, 64;");
  asm volatile("bar.arrive 1, 64;");
}

// A path without the PTX (an #else, or a test of __CUDA_ARCH__): the HIP
// build takes it; the statement is left alone, not reported.
__device__ unsigned laneOf(unsigned tid) {
  unsigned l;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
// CHECK: {{^}}  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
#else
  l = tid % 32;
#endif
  return l;
}
// DIAG-NOT: inline_ptx_replaced.cu:[[@LINE-7]]

// Montgomery-style multiply-accumulate of a 64-bit limb pair by a word
// (mad.lo/madc.hi carry chain), and a warp's "any"/"all" votes as CUDA's
// own headers spell them (setp, vote.pred, selp).
__global__ void limbsAndVotes(const uint32_t *a, uint32_t m, uint32_t *acc, int *flags) {
  uint32_t lo = acc[2 * threadIdx.x], hi = acc[2 * threadIdx.x + 1];
// DIAG: inline_ptx_replaced.cu:[[@LINE+2]]:3: note: inline PTX ('mad.cc/madc') replaced by its HIP equivalent
// CHECK: {{^}}  do { const unsigned int c2h_a0 = a[threadIdx.x], c2h_b0 = m, c2h_c0 = lo; {{.*}} hi = (unsigned int)c2h_t1; } while (0);
  asm("mad.lo.cc.u32 %0, %2, %3, %0;\n\t"
      "madc.hi.u32 %1, %2, %3, %1;"
      : "+r"(lo), "+r"(hi)
      : "r"(a[threadIdx.x]), "r"(m));
  acc[2 * threadIdx.x] = lo;
  acc[2 * threadIdx.x + 1] = hi;
  int any, all;
// DIAG: inline_ptx_replaced.cu:[[@LINE+2]]:3: note: inline PTX ('vote.sync.any') replaced by its HIP equivalent
// CHECK: {{^}}  any = (((unsigned int)(__ballot(lo != 0) >> (__lane_id() & 32u)) != 0u) ? 1 : 0);
  asm volatile("{ \n\t.reg .pred \t%%p1; \n\t.reg .pred \t%%p2; \n\t"
               "setp.ne.u32 \t%%p1, %1, 0; \n\t"
               "vote.sync.any.pred \t%%p2, %%p1, %2; \n\t"
               "selp.s32 \t%0, 1, 0, %%p2; \n\t}"
               : "=r"(any) : "r"(lo), "r"(0xffffffffu));
// CHECK: {{^}}  all = (((unsigned int)(__ballot(hi == 0) >> (__lane_id() & 32u)) == (unsigned int)(__ballot(1) >> (__lane_id() & 32u))) ? 1 : 0);
  asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 0; vote.sync.all.pred q, p, 0xffffffff; selp.s32 %0, 1, 0, q; }"
               : "=r"(all) : "r"(hi));
  flags[threadIdx.x] = any + 2 * all;
}
