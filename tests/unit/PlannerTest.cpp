//===- PlannerTest.cpp - names and argument-level rewrites ----------------===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(Planner, RenamesAndCountsByGroup) {
  Plan P;
  EXPECT_EQ(planned("/a.cpp", "cudaError_t e = cudaMalloc(&p, 4);", {}, {6, 3}, &P),
            "hipError_t e = hipMalloc(&p, 4);");
  EXPECT_EQ(P.Stats[Group::Runtime].Converted, 2u);
  EXPECT_TRUE(P.Diags.empty());
}

TEST(Planner, UnsupportedStaysWithAWarning) {
  Plan P;
  EXPECT_EQ(planned("/a.cpp", "cudaGone(1);", {}, {6, 3}, &P), "cudaGone(1);");
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].RuleId, "unsupported-api");
  EXPECT_EQ(P.Diags[0].Where.Offset, 0u);
  EXPECT_EQ(P.Stats[Group::Runtime].Unsupported, 1u);
}

TEST(Planner, SymbolArgumentIsWrapped) {
  EXPECT_EQ(planned("/a.cpp", "cudaMemcpyToSymbol(table, h, n);"),
            "hipMemcpyToSymbol(HIP_SYMBOL(table), h, n);");
  // Already wrapped: unchanged (idempotence).
  EXPECT_EQ(planned("/a.cpp", "cudaMemcpyToSymbol(HIP_SYMBOL(table), h, n);"),
            "hipMemcpyToSymbol(HIP_SYMBOL(table), h, n);");
}

TEST(Planner, MaskDroppedWithWarning) {
  Plan P;
  EXPECT_EQ(planned("/a.cpp", "v += __shfl_down_sync(0xffffffff, v, 16);", {},
                    {5, 2}, &P),
            "v += __shfl_down(v, 16);");
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].RuleId, "mask-dropped");
}

TEST(Planner, GraphInstantiateForms) {
  EXPECT_EQ(planned("/a.cpp", "cudaGraphInstantiate(&e, g, 0);"),
            "hipGraphInstantiateWithFlags(&e, g, 0);");
  EXPECT_EQ(planned("/a.cpp", "cudaGraphInstantiate(&e, g, NULL, NULL, 0);"),
            "hipGraphInstantiate(&e, g, NULL, NULL, 0);");
}

TEST(Planner, KernelPointerCastNeedsTheAst) {
  Findings F = tokenFindings("/a.cpp", "cudaLaunchKernel(k, g, b, args, 0, s);");
  ASSERT_EQ(F.Calls.size(), 1u);
  F.Calls[0].ArgIsFunction[0] = true; // what the AST engine reports
  Mapper M({Version{6, 3}}, planTable());
  Plan P = makePlan(F, M, {});
  EXPECT_EQ(P.Files.at("/a.cpp").apply(),
            "hipLaunchKernel(reinterpret_cast<const void *>(k), g, b, args, 0, s);");
}

TEST(Planner, KernelPointerCastByTheTokenEngine) {
  // A __global__ function of the file is a kernel argument; an argument the
  // token engine cannot place draws a warning instead.
  const char *Src = "__global__ void k(float *x) {}\n"
                    "void f() { cudaLaunchKernel(k, a, 0); }\n";
  Findings F = tokenFindings("/a.cu", Src);
  Mapper M({Version{6, 3}}, planTable());
  Plan P = makePlan(F, M, {});
  EXPECT_NE(P.Files.at("/a.cu").apply().find("(reinterpret_cast<const void *>(k), a, 0)"),
            std::string::npos);
  // A variable set to a kernel (an instantiation picked at run time) is one.
  Findings V = tokenFindings("/c.cu", "template <int N> __global__ void k(float *x) {}\n"
                                      "void f(int n) { auto kernel = k<4>; if (n) kernel = &k<8>;\n"
                                      "  cudaLaunchKernel(kernel, a, 0); bool b = x == k<2>; }\n");
  EXPECT_NE(makePlan(V, M, {}).Files.at("/c.cu").apply().find(
                "(reinterpret_cast<const void *>(kernel), a, 0)"),
            std::string::npos);
  Findings G = tokenFindings("/b.cu", "void f(void *p) { cudaLaunchKernel(p, a, 0); }\n");
  Plan Q = makePlan(G, M, {});
  EXPECT_TRUE(llvm::any_of(Q.Diags, [](const Diagnostic &D) {
    return D.RuleId == "token-engine-kernel-pointer";
  }));
}

TEST(Planner, FindNotesBecomeDiagnostics) {
  Findings F = tokenFindings("/a.cpp", "int x;");
  F.Notes.push_back({FileRange{"/a.cpp", 0, 0}, true, "parse-error", "boom"});
  Mapper M({Version{6, 3}}, planTable());
  Plan P = makePlan(F, M, {});
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].Sev, Severity::Error);
}

TEST(Planner, MacroContinuationsKeepTheirColumn) {
  EXPECT_EQ(planned("/a.cpp", "#define CHECK(x) cudaError_t e = x;   \\\n  use(e)\n"),
            "#define CHECK(x) hipError_t e = x;    \\\n  use(e)\n");
  // Longer replacements eat padding, but a space always stays.
  EXPECT_EQ(planned("/a.cpp", "#define A cudaGone(); cudaMalloc(p) \\\n  x\n"),
            "#define A cudaGone(); hipMalloc(p)  \\\n  x\n");
}
