//===- PlanQualifiersTest.cpp - lib/Plan/Qualifiers.cpp -------------------===//
// Qualifiers renamed with a qualified row (at::cuda:: of PyTorch's rows),
// outer namespaces dropped (cuda::std -> std), and the qualifiers of a
// name HIP lacks or the translation supplies kept as spelled.
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
std::string run(const Table &T, const std::string &Src, Plan *Out = nullptr) {
  Findings F;
  F.MainFile = "/a.cpp";
  F.Buffers["/a.cpp"] = Src;
  scanTokens("/a.cpp", F.Buffers["/a.cpp"], T, F);
  Plan P = makePlan(F, Mapper({{6, 3}}, T), {});
  std::string R = P.Files.count("/a.cpp") ? P.Files.at("/a.cpp").apply() : Src;
  if (Out)
    *Out = std::move(P);
  return R;
}
} // namespace

TEST(PlanQualifiers, QualifiersOfASuppliedNameStay) {
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

TEST(PlanQualifiers, QualifiersOfANameHipLacksStay) {
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

TEST(PlanQualifiers, QualifiersRenamedWithTheirRow) {
  // No namespace row for at::cuda: the row's qualifiers go with its name,
  // as far as they are spelled, spaces and all.
  Table T({row("at::cuda::CUDAGuard", "at::hip::HIPGuard", Kind::Type),
           row("at::cuda::getStream", "at::cuda::getStream", Kind::Function)});
  EXPECT_EQ(run(T, "at::cuda::CUDAGuard g(d);\n"), "at::hip::HIPGuard g(d);\n");
  EXPECT_EQ(run(T, "at :: cuda :: CUDAGuard g(d);\n"), "at :: hip :: HIPGuard g(d);\n");
  EXPECT_EQ(run(T, "::at::cuda::CUDAGuard g(d);\n"), "::at::hip::HIPGuard g(d);\n");
  // The same qualifiers before a row that keeps them: unchanged.
  EXPECT_EQ(run(T, "auto s = at::cuda::getStream();\n"), "auto s = at::cuda::getStream();\n");
}

TEST(PlanQualifiers, OuterNamespacesDropped) {
  Table T({row("cuda::std", "std", Kind::Namespace),
           row("thrust", "thrust", Kind::Namespace)});
  EXPECT_EQ(run(T, "cuda::std::pair<int, int> p; ::cuda::std::tuple<> t;\n"),
            "std::pair<int, int> p; ::std::tuple<> t;\n");
  EXPECT_EQ(run(T, "cuda :: std::pair<int, int> p;\n"), "std::pair<int, int> p;\n");
  // Another namespace of the same spelling, and a row that keeps its name.
  EXPECT_EQ(run(T, "thrust::pair<int, int> p;\n"), "thrust::pair<int, int> p;\n");
}
