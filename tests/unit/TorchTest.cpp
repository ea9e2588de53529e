//===- TorchTest.cpp - PyTorch rows: styles, qualifiers, namespaces -------===//
#include "cuda2hip/Plan.h"
#include "gtest/gtest.h"
#include <set>

using namespace cuda2hip;

namespace {
/// The token engine and the built-in tables over \p Src, for one style.
std::string translate(const std::string &Src, const std::string &Style = "masquerade") {
  Findings F;
  const std::string Path = "/t/ext.cpp";
  F.MainFile = Path;
  F.Buffers[Path] = Src;
  scanTokens(Path, F.Buffers[Path], Table::builtin(), F);
  MapOptions MO;
  MO.TargetHip = {6, 3};
  MO.TorchStyle = Style;
  Plan P = makePlan(F, Mapper(MO), PlanOptions{});
  return P.Files.at(Path).apply();
}

Entry row(const char *C, const char *H, Kind K, const char *Variant) {
  Entry E{C, H, K, Group::Torch, Special::None, {}, {}, {}, {}, "", ""};
  E.Variant = Variant;
  return E;
}
} // namespace

TEST(TorchStyle, RowsOfOtherStylesAreIgnored) {
  Table T({row("CUDAGuard", "HIPGuardMasqueradingAsCUDA", Kind::Type, "torch:masquerade"),
           row("CUDAGuard", "CUDAGuard", Kind::Type, "torch:v2"),
           row("CUDAGuard", "HIPGuard", Kind::Type, "torch:plain"),
           row("c10/cuda/CUDAGuard.h", "c10/hip/HIPGuard.h", Kind::Header, "torch:plain"),
           row("c10/cuda/", "c10/hip/", Kind::Header, "")});
  MapOptions O;
  EXPECT_EQ(Mapper(O, T).map("CUDAGuard").Replacement, "HIPGuardMasqueradingAsCUDA");
  O.TorchStyle = "v2";
  EXPECT_EQ(Mapper(O, T).map("CUDAGuard").Result, Decision::Same);
  // No exact row for v2: the prefix row applies.
  EXPECT_EQ(Mapper(O, T).mapHeader("c10/cuda/CUDAGuard.h").Replacement,
            "c10/hip/CUDAGuard.h");
  O.TorchStyle = "plain";
  EXPECT_EQ(Mapper(O, T).map("CUDAGuard").Replacement, "HIPGuard");
  EXPECT_EQ(Mapper(O, T).mapHeader("c10/cuda/CUDAGuard.h").Replacement,
            "c10/hip/HIPGuard.h");
}

TEST(TorchStyle, EveryStyleHasTheStyleRows) {
  // Each name with a style row has one in every style.
  std::map<std::string, std::set<std::string>> Styles;
  // (Variants are "option:value"; the --blas ones are tested in MapperTest.)
  for (const Entry &E : Table::builtin().entries())
    if (E.Variant.starts_with("torch:"))
      Styles[E.Cuda.str() + "|" + kindName(E.K).str()].insert(E.Variant.str());
  ASSERT_FALSE(Styles.empty());
  // The --torch-style values (CommonOptions), the default first.
  const std::set<std::string> Every = {"torch:masquerade", "torch:v2", "torch:plain"};
  for (auto &[Name, S] : Styles)
    EXPECT_EQ(S, Every) << Name;
  for (const Entry &E : Table::builtin().entries())
    if (E.Variant.starts_with("torch:"))
      EXPECT_EQ(E.G, Group::Torch) << E.Cuda.str();
  for (const Entry &E : Table::builtin().entries())
    if (E.G == Group::Torch && !E.Variant.empty())
      EXPECT_TRUE(E.Variant.starts_with("torch:")) << E.Cuda.str();
}

TEST(TorchStyle, QualifiedNamesAsHipifyWritesThem) {
  std::string Src = "const at::cuda::OptionalCUDAGuard g(device_of(x));\n"
                    "cudaStream_t s = at::cuda::getCurrentCUDAStream();\n"
                    "c10::cuda::CUDAStream t = c10::cuda::getStreamFromPool();\n"
                    "auto h = at::cuda::getCurrentCUDABlasHandle();\n"
                    "c10::cuda::CUDACachingAllocator::recordStream(p, t);\n"
                    "int d = c10::cuda::current_device();\n";
  EXPECT_EQ(translate(Src),
            "const at::hip::OptionalHIPGuardMasqueradingAsCUDA g(device_of(x));\n"
            "hipStream_t s = at::hip::getCurrentHIPStreamMasqueradingAsCUDA();\n"
            "c10::hip::HIPStreamMasqueradingAsCUDA t = "
            "c10::hip::getStreamFromPoolMasqueradingAsCUDA();\n"
            "auto h = at::cuda::getCurrentCUDABlasHandle();\n"
            "c10::hip::HIPCachingAllocatorMasqueradingAsCUDA::"
            "recordStreamMasqueradingAsCUDA(p, t);\n"
            "int d = c10::hip::current_device();\n");
  EXPECT_EQ(translate(Src, "plain"),
            "const at::hip::OptionalHIPGuard g(device_of(x));\n"
            "hipStream_t s = at::hip::getCurrentHIPStream();\n"
            "c10::hip::HIPStream t = c10::hip::getStreamFromPool();\n"
            "auto h = at::cuda::getCurrentCUDABlasHandle();\n"
            "c10::hip::HIPCachingAllocator::recordStream(p, t);\n"
            "int d = c10::hip::current_device();\n");
  // v2: only cudaStream_t (the CUDA runtime) changes.
  std::string V2 = Src;
  V2.replace(V2.find("cudaStream_t"), 12, "hipStream_t");
  EXPECT_EQ(translate(Src, "v2"), V2);
}

TEST(TorchStyle, UnqualifiedAfterUsingNamespace) {
  EXPECT_EQ(translate("using namespace at::cuda;\n"
                      "CUDAGuard g(0); auto s = getCurrentCUDAStream();\n"),
            "using namespace at::cuda;\n"
            "HIPGuardMasqueradingAsCUDA g(0); auto s = "
            "getCurrentHIPStreamMasqueradingAsCUDA();\n");
  // A namespace row applies where a namespace is named: using-directives
  // and aliases (the token engine used to look such names up as functions).
  EXPECT_EQ(translate("using namespace c10::cuda;\nnamespace cc = c10::cuda;\n"),
            "using namespace c10::hip;\nnamespace cc = c10::hip;\n");
  EXPECT_EQ(translate("using namespace c10::cuda;\n", "v2"),
            "using namespace c10::cuda;\n");
}

TEST(TorchStyle, HeadersAndMacros) {
  std::string Src = "#include <ATen/cuda/CUDAContext.h>\n"
                    "#include <ATen/cuda/Atomic.cuh>\n"
                    "#include <c10/cuda/CUDAGuard.h>\n"
                    "#include <c10/cuda/CUDAException.h>\n"
                    "#include <THC/THC.h>\n"
                    "void f() { C10_CUDA_KERNEL_LAUNCH_CHECK(); "
                    "THCudaCheck(cudaGetLastError()); }\n";
  std::string Out = translate(Src);
  EXPECT_NE(Out.find("<ATen/hip/HIPContext.h>"), std::string::npos) << Out;
  EXPECT_NE(Out.find("<ATen/hip/Atomic.cuh>"), std::string::npos) << Out;
  EXPECT_NE(Out.find("<ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h>"),
            std::string::npos) << Out;
  EXPECT_NE(Out.find("<c10/hip/HIPException.h>"), std::string::npos) << Out;
  EXPECT_NE(Out.find("C10_HIP_KERNEL_LAUNCH_CHECK();"), std::string::npos) << Out;
  EXPECT_NE(Out.find("C10_HIP_CHECK(hipGetLastError());"), std::string::npos) << Out;
  EXPECT_NE(translate(Src, "v2").find("<c10/hip/HIPGuard.h>"), std::string::npos);
}
