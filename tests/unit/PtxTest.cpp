//===- PtxTest.cpp - inline PTX idioms (lib/Ptx/Ptx.cpp) ------------------===//
#include "cuda2hip/Ptx.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
std::string replaced(const char *S) {
  std::optional<PtxIdiom> P = matchPtx(S);
  return P ? P->Replacement : "(none)";
}
} // namespace

TEST(Ptx, OnlyPtxIsPtx) {
  EXPECT_TRUE(isPtx(R"(asm("mov.u32 %0, %%laneid;" : "=r"(l)))"));
  EXPECT_TRUE(isPtx(R"(asm volatile("bar.sync 0;"))"));
  EXPECT_TRUE(isPtx(R"(asm("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %1, 0;\n\t}" : "=r"(r) : "r"(x)))"));
  EXPECT_TRUE(isPtx(R"(asm("ld.global.nc.L1::no_allocate.f32 %0, [%1];" : "=f"(v) : "l"(p)))"));
  EXPECT_TRUE(isPtx(R"(asm("@p bra.uni DONE;"))"));
  EXPECT_FALSE(isPtx(R"(asm volatile("" ::: "memory"))"));
  EXPECT_FALSE(isPtx(R"(asm volatile("s_nop 0"))"));
  EXPECT_FALSE(isPtx(R"(asm volatile("v_mov_b32 %0, %1" : "=v"(r) : "v"(x)))"));
  EXPECT_FALSE(isPtx(R"(__asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi)))"));
  EXPECT_FALSE(isPtx(R"(asm("pause"))"));
}

TEST(Ptx, SingleInstructionIdioms) {
  auto Lane = matchPtx(R"(asm("mov.u32 %0, %%laneid;" : "=r"(lane)))");
  ASSERT_TRUE(Lane);
  EXPECT_EQ(Lane->Replacement, "lane = __lane_id()");
  EXPECT_TRUE(Lane->HipOnly);
  EXPECT_EQ(replaced(R"(asm volatile("mov.u64 %0, %%clock64;" : "=l"(t[i])))"), "t[i] = clock64()");
  auto Ld = matchPtx(R"(asm("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(p + i)))");
  ASSERT_TRUE(Ld);
  EXPECT_EQ(Ld->Replacement, "v = __ldg((const float *)(p + i))");
  EXPECT_TRUE(Ld->NeedsPointerInput);
  EXPECT_EQ(replaced(R"(asm("brev.b32 %0, %1;" : "=r"(r) : "r"(a ^ b)))"), "r = __brev((a ^ b))");
  EXPECT_EQ(replaced(R"(__asm__("popc.b64 %0, %1;" : "=r"(c) : "l"(x)))"), "c = __popcll(x)");
  EXPECT_EQ(replaced(R"(asm("prmt.b32 %0, %1, %2, %3;" : "=r"(q) : "r"(x), "r"(y), "r"(s)))"),
            "q = __byte_perm(x, y, s)");
  // bfe and bfi: PTX's clamping, each operand read once.
  std::string Bfe = replaced(R"(asm("bfe.u32 %0, %1, %2, %3;" : "=r"(q) : "r"(x), "r"(8), "r"(4)))");
  EXPECT_TRUE(llvm::StringRef(Bfe).starts_with("q = [](unsigned int a, unsigned int p, unsigned int l) {")) << Bfe;
  EXPECT_TRUE(llvm::StringRef(Bfe).ends_with("}(x, 8, 4)")) << Bfe;
  std::string Bfi = replaced(R"(asm("bfi.b32 %0, %1, %2, 8, %3;" : "=r"(q) : "r"(f), "r"(b), "r"(n)))");
  EXPECT_TRUE(llvm::StringRef(Bfi).ends_with("}(f, b, 8, n)")) << Bfi;
  EXPECT_EQ(replaced(R"(asm("fma.rn.f32 %0, %1, %2, %3;" : "=f"(d) : "f"(a), "f"(b), "f"(c)))"),
            "d = fmaf(a, b, c)");
  EXPECT_EQ(replaced(R"(asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"(d) : "d"(a), "d"(b), "d"(c)))"),
            "d = fma(a, b, c)");
  EXPECT_FALSE(matchPtx(R"(asm("mov.u64 %0, %%globaltimer;" : "=l"(t)))")->Exact);
  EXPECT_FALSE(matchPtx(R"(asm("mov.u32 %0, %%warpid;" : "=r"(w)))")->Exact);
}

TEST(Ptx, ShufflesTakeTheirWidthFromTheClampOperand) {
  EXPECT_EQ(replaced(R"(asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(v) : "r"(x), "r"(src)))"),
            "v = __shfl(x, src, 32)");
  EXPECT_EQ(replaced(R"(asm("shfl.sync.down.b32 %0, %1, %2, 0x1f, %3;" : "=f"(v) : "f"(x), "r"(d), "r"(m)))"),
            "v = __shfl_down(x, d, 32)");
  // A clamp __shfl_down does not have (0: every lane keeps its value).
  EXPECT_EQ(replaced(R"(asm("shfl.sync.down.b32 %0, %1, %2, 0x0, %3;" : "=f"(v) : "f"(x), "r"(d), "r"(m)))"),
            "(none)");
  EXPECT_EQ(replaced(R"(asm("shfl.sync.bfly.b32 %0, %1, 4, 0x181f, -1;" : "=r"(v) : "r"(x)))"),
            "v = __shfl_xor(x, 4, 8)");
  EXPECT_EQ(replaced(R"(asm("shfl.up.b32 %0, %1, 1, 0;" : "=r"(v) : "r"(x)))"),
            "v = __shfl_up(x, 1, 32)");
  // The clamp in a register, or a predicate output: not recognised.
  EXPECT_EQ(replaced(R"(asm("shfl.sync.idx.b32 %0, %1, %2, %3, %4;" : "=r"(v) : "r"(x), "r"(s), "r"(c), "r"(m)))"),
            "(none)");
}

TEST(Ptx, PackAndUnpack) {
  EXPECT_EQ(replaced(R"(asm("mov.b64 %0, {%1, %2};" : "=l"(w) : "r"(lo), "r"(hi)))"),
            "w = ((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo");
  EXPECT_EQ(replaced(R"(asm("mov.b64 %0, {%1,%2};" : "=d"(x) : "r"(lo), "r"(hi)))"),
            "x = __hiloint2double((int)hi, (int)lo)");
  EXPECT_EQ(replaced(R"(asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(w)))"),
            "do { unsigned long long c2h_w = (unsigned long long)w; lo = (unsigned int)c2h_w; "
            "hi = (unsigned int)(c2h_w >> 32); } while (0)");
  EXPECT_EQ(replaced(R"(asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "d"(x)))"),
            "do { unsigned long long c2h_w = __double_as_longlong(x); lo = (unsigned int)c2h_w; "
            "hi = (unsigned int)(c2h_w >> 32); } while (0)");
  EXPECT_EQ(replaced(R"(asm("mov.b32 %0, {%1, %2};" : "=r"(h2) : "h"(a), "h"(b)))"),
            "h2 = ((unsigned int)(unsigned short)b << 16) | (unsigned short)a");
}

TEST(Ptx, VoteBallotOfAComparison) {
  EXPECT_EQ(replaced(R"(asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, 0xffffffff;\n\t}" : "=r"(b) : "r"(flag)))"),
            "b = (unsigned int)(__ballot(flag != 0) >> (__lane_id() & 32u))");
  EXPECT_EQ(replaced(R"(asm("{ .reg .pred q; setp.eq.s32 q, %1, %2; vote.ballot.b32 %0, q; }" : "=r"(b) : "r"(x), "r"(y)))"),
            "b = (unsigned int)(__ballot(x == y) >> (__lane_id() & 32u))");
}

TEST(Ptx, VoteAnyAllUniAsCudasHeadersWriteThem) {
  // sm_30_intrinsics.hpp's __any_sync: setp, vote.sync.any.pred, selp.
  EXPECT_EQ(replaced(R"(asm volatile("{ \n\t.reg .pred \t%%p1; \n\t.reg .pred \t%%p2; \n\tsetp.ne.u32 \t%%p1, %1, 0; \n\tvote.sync.any.pred \t%%p2, %%p1, %2; \n\tselp.s32 \t%0, 1, 0, %%p2; \n\t}" : "=r"(r) : "r"(pred), "r"(mask)))"),
            "r = (((unsigned int)(__ballot(pred != 0) >> (__lane_id() & 32u)) != 0u) ? 1 : 0)");
  EXPECT_EQ(replaced(R"(asm("{ .reg .pred p, q; setp.eq.s32 p, %1, %2; vote.all.pred q, p; selp.u32 %0, 1, 0, q; }" : "=r"(r) : "r"(x), "r"(y)))"),
            "r = (((unsigned int)(__ballot(x == y) >> (__lane_id() & 32u)) == "
            "(unsigned int)(__ballot(1) >> (__lane_id() & 32u))) ? 1 : 0)");
  auto Uni = matchPtx(R"(asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.uni.pred q, p; selp.s32 %0, 1, 0, q; }" : "=r"(r) : "r"(x)))");
  ASSERT_TRUE(Uni);
  EXPECT_NE(Uni->Replacement.find("return v == 0u || v == a;"), std::string::npos);
  EXPECT_EQ(Uni->What, "vote.uni");
  // selp of another predicate, or 0, 1: not the idiom.
  EXPECT_FALSE(matchPtx(R"(asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.any.pred q, p; selp.s32 %0, 1, 0, p; }" : "=r"(r) : "r"(x)))"));
  EXPECT_FALSE(matchPtx(R"(asm("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.any.pred q, p; selp.s32 %0, 0, 1, q; }" : "=r"(r) : "r"(x)))"));
}

TEST(Ptx, MadCarryChains) {
  // A 32x64 multiply-accumulate: lo words, then hi words with the carry.
  auto M = matchPtx(R"(asm("mad.lo.cc.u32 %0, %2, %3, %0; madc.hi.u32 %1, %2, %3, %1;" : "+r"(lo), "+r"(hi) : "r"(a), "r"(b)))");
  ASSERT_TRUE(M);
  EXPECT_EQ(M->Replacement,
            "do { const unsigned int c2h_a0 = a, c2h_b0 = b, c2h_c0 = lo; "
            "const unsigned int c2h_a1 = a, c2h_b1 = b, c2h_c1 = hi; "
            "const unsigned long long c2h_t0 = (unsigned long long)(unsigned int)(c2h_a0 * c2h_b0) + c2h_c0; "
            "const unsigned long long c2h_t1 = ((unsigned long long)c2h_a1 * c2h_b1 >> 32) + c2h_c1 + (c2h_t0 >> 32); "
            "lo = (unsigned int)c2h_t0; hi = (unsigned int)c2h_t1; } while (0)");
  EXPECT_EQ(M->What, "mad.cc/madc");
  // Mixed with addc; a sub in an add chain is not a chain.
  EXPECT_TRUE(matchPtx(R"(asm("mad.lo.cc.u32 %0, %3, %4, %0; madc.hi.cc.u32 %1, %3, %4, %1; addc.u32 %2, %2, 0;" : "+r"(r0), "+r"(r1), "+r"(r2) : "r"(a), "r"(b)))"));
  EXPECT_FALSE(matchPtx(R"(asm("mad.lo.cc.u32 %0, %2, %3, %0; subc.u32 %1, %1, 0;" : "+r"(lo), "+r"(hi) : "r"(a), "r"(b)))"));
  // madc without a carry before it is not a chain.
  EXPECT_FALSE(matchPtx(R"(asm("madc.lo.cc.u32 %0, %2, %3, %0; madc.hi.u32 %1, %2, %3, %1;" : "+r"(lo), "+r"(hi) : "r"(a), "r"(b)))"));
}

TEST(Ptx, CarryChains) {
  EXPECT_EQ(replaced(R"(asm("add.cc.u32 %0, %2, %4;\n\taddc.u32 %1, %3, %5;" : "=r"(lo), "=r"(hi) : "r"(a0), "r"(a1), "r"(b0), "r"(b1)))"),
            "do { const unsigned int c2h_a0 = a0, c2h_b0 = b0; const unsigned int c2h_a1 = a1, "
            "c2h_b1 = b1; const unsigned long long c2h_t0 = (unsigned long long)c2h_a0 + c2h_b0; "
            "const unsigned long long c2h_t1 = (unsigned long long)c2h_a1 + c2h_b1 + (c2h_t0 >> 32); "
            "lo = (unsigned int)c2h_t0; hi = (unsigned int)c2h_t1; } while (0)");
  // Read-write operands and three words; sub with borrows.
  auto Three = matchPtx(R"(asm("add.cc.u32 %0, %0, %3; addc.cc.u32 %1, %1, %4; addc.u32 %2, %2, 0;" : "+r"(r[0]), "+r"(r[1]), "+r"(r[2]) : "r"(x), "r"(y)))");
  ASSERT_TRUE(Three);
  EXPECT_NE(Three->Replacement.find("c2h_a2 = r[2], c2h_b2 = 0;"), std::string::npos) << Three->Replacement;
  auto Sub = matchPtx(R"(asm("sub.cc.u32 %0, %2, %4; subc.u32 %1, %3, %5;" : "=r"(lo), "=r"(hi) : "r"(a0), "r"(a1), "r"(b0), "r"(b1)))");
  ASSERT_TRUE(Sub);
  EXPECT_NE(Sub->Replacement.find("c2h_a1 - c2h_b1 - (c2h_t0 >> 63)"), std::string::npos) << Sub->Replacement;
  EXPECT_EQ(Sub->What, "sub.cc/subc");
  // A broken chain is not one.
  EXPECT_EQ(replaced(R"(asm("add.cc.u32 %0, %2, %4;\n\tmul.lo.u32 %1, %3, %5;" : "=r"(lo), "=r"(hi) : "r"(a0), "r"(a1), "r"(b0), "r"(b1)))"),
            "(none)");
}

TEST(Ptx, NotIdioms) {
  EXPECT_FALSE(matchPtx(R"(asm("add.u32 %0, %1, 1;\n\tmul.lo.u32 %0, %0, 3;" : "=r"(r) : "r"(x)))"));
  EXPECT_FALSE(matchPtx(R"(asm("brev.b32 %0, %0;" : "+r"(r)))"));
  EXPECT_FALSE(matchPtx(R"(asm volatile("bar.sync 0;" ::: "memory"))"));
  EXPECT_FALSE(matchPtx(R"(asm("ld.global.nc.v4.f32 {%0,%1,%2,%3}, [%4];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(p)))"));
  EXPECT_FALSE(matchPtx("not asm at all"));
}

TEST(Ptx, FindsStatementsInCodeOnly) {
  std::string Buf = "// asm(\"x\")\n#define A asm(\"y\")\nvoid f() {\n"
                    "  asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(l));\n"
                    "  const char *s = \"asm(z)\";\n  __asm__ (\"nop\" ::: \"memory\");\n}\n";
  auto Found = findAsmStatements(Buf);
  ASSERT_EQ(Found.size(), 2u);
  EXPECT_EQ(Buf.substr(Found[0].first, Found[0].second - Found[0].first),
            "asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(l))");
  EXPECT_EQ(Buf.substr(Found[1].first, Found[1].second - Found[1].first),
            "__asm__ (\"nop\" ::: \"memory\")");
}
