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

TEST(Planner, QualifiersOfASuppliedNameStay) {
  // cuda::std:: becomes std::, except in front of a name the translation
  // supplies under its CUDA spelling (cuda::std::atomic_ref).
  Table T({row("cuda::std", "std", Kind::Namespace),
           row("cuda::std::atomic_ref", "cuda::std::atomic_ref", Kind::Type, Special::None, {},
               "helper:libcu++ atomics")});
  Findings F;
  F.MainFile = "/a.cpp";
  F.Buffers["/a.cpp"] = "cuda::std::atomic_ref<int> r(x); cuda::std::pair<int, int> p;\n";
  scanTokens("/a.cpp", F.Buffers["/a.cpp"], T, F);
  Plan P = makePlan(F, Mapper({{7, 0}}, T), {});
  std::string R = P.Files.at("/a.cpp").apply();
  EXPECT_NE(R.find("cuda::std::atomic_ref<int> r(x); std::pair<int, int> p;"), std::string::npos)
      << R;
}

TEST(Planner, QualifiersOfANameHipLacksStay) {
  // A namespace row renames cub:: everywhere, except in front of a name that
  // HIP lacks or the target HIP does not have yet: "left unchanged" means
  // the whole qualified name, not hipcub::DeviceFor::Bulk (exists nowhere).
  Table T({row("cub", "hipcub", Kind::Namespace),
           row("cub::DeviceReduce", "hipcub::DeviceReduce", Kind::Type),
           row("cub::DeviceReduce::Sum", "hipcub::DeviceReduce::Sum", Kind::Member),
           row("cub::DeviceFor", "", Kind::Type, Special::None, {}, "not in hipCUB"),
           row("cub::DeviceFor::Bulk", "", Kind::Member, Special::None, {}, "not in hipCUB"),
           row("cub::DeviceCopy", "hipcub::DeviceCopy", Kind::Type, Special::None, {6, 3}),
           row("cub::DeviceCopy::Batched", "hipcub::DeviceCopy::Batched", Kind::Member,
               Special::None, {6, 3})});
  auto run = [&](const std::string &Src, Version Target, Plan *Out = nullptr) {
    Findings F;
    F.MainFile = "/a.cpp";
    F.Buffers["/a.cpp"] = Src;
    scanTokens("/a.cpp", F.Buffers["/a.cpp"], T, F);
    Plan P = makePlan(F, Mapper({Target}, T), {});
    std::string R = P.Files.at("/a.cpp").apply();
    if (Out)
      *Out = std::move(P);
    return R;
  };
  Plan P;
  EXPECT_EQ(run("cub::DeviceFor::Bulk(n, op); cub::DeviceReduce::Sum(t, b, i, o, n);\n"
                "::cub :: DeviceFor::Bulk(n, op);\n",
                {6, 3}, &P),
            "cub::DeviceFor::Bulk(n, op); hipcub::DeviceReduce::Sum(t, b, i, o, n);\n"
            "::cub :: DeviceFor::Bulk(n, op);\n");
  EXPECT_FALSE(P.Diags.empty());
  for (const Diagnostic &D : P.Diags)
    EXPECT_EQ(D.RuleId, "unsupported-api");
  // Not in the target: stays; in it: renamed with its namespace.
  EXPECT_EQ(run("cub::DeviceCopy::Batched(t, b);", {5, 7}),
            "cub::DeviceCopy::Batched(t, b);");
  EXPECT_EQ(run("cub::DeviceCopy::Batched(t, b);", {6, 3}),
            "hipcub::DeviceCopy::Batched(t, b);");
}
