//===- TorchVersionTest.cpp - PyTorch's version and the default style -----===//
// lib/Find/Torch.cpp: torchVersionAt, torchKeepsCudaNames, defaultTorchStyle;
// Planner.cpp: hipify's breadcrumb in translated PyTorch sources.
#include "cuda2hip/Plan.h"
#include "cuda2hip/Torch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace llvm;

namespace {
struct TempDir {
  SmallString<128> Path;
  TempDir() { EXPECT_FALSE(sys::fs::createUniqueDirectory("torch-version-test", Path)); }
  ~TempDir() { sys::fs::remove_directories(Path); }
  void file(StringRef Rel, StringRef Text) const {
    SmallString<256> P(Path);
    sys::path::append(P, Rel);
    sys::fs::create_directories(sys::path::parent_path(P));
    std::error_code EC;
    raw_fd_ostream OS(P, EC);
    OS << Text;
  }
};

std::string translate(const std::string &Src, bool Breadcrumb = true,
                      const std::string &Path = "/t/ext.cu") {
  Findings F;
  F.MainFile = Path;
  F.Buffers[Path] = Src;
  scanTokens(Path, F.Buffers[Path], Table::builtin(), F);
  MapOptions MO;
  MO.TargetHip = {6, 3};
  PlanOptions PO;
  PO.HipifyBreadcrumb = Breadcrumb;
  Plan P = makePlan(F, Mapper(MO), PO);
  return P.Files.at(Path).apply();
}
} // namespace

TEST(TorchVersion, ReadFromVersionHeader) {
  TempDir D;
  EXPECT_FALSE(torchVersionAt(D.Path).has_value());
  // Where pip installs and Debian's libtorch-dev put it.
  D.file("torch/csrc/api/include/torch/version.h",
         "#pragma once\n/// major\n#define TORCH_VERSION_MAJOR 2\n"
         "#define TORCH_VERSION_MINOR 4\n#define TORCH_VERSION_PATCH 1\n");
  std::string From;
  std::optional<Version> V = torchVersionAt(D.Path, &From);
  ASSERT_TRUE(V.has_value());
  EXPECT_EQ(V->str(), "2.4");
  EXPECT_TRUE(StringRef(From).ends_with("torch/csrc/api/include/torch/version.h"));
}

TEST(TorchVersion, OtherPlaceAndBadHeaders) {
  TempDir D;
  // TORCH_VERSION_MAJORX is another macro; no minor: no version.
  D.file("torch/version.h", "#define TORCH_VERSION_MAJORX 3\n#define TORCH_VERSION_MAJOR 1\n");
  EXPECT_FALSE(torchVersionAt(D.Path).has_value());
  D.file("torch/version.h", "#  define TORCH_VERSION_MAJOR 1\n#define TORCH_VERSION_MINOR 13\n");
  ASSERT_TRUE(torchVersionAt(D.Path).has_value());
  EXPECT_EQ(torchVersionAt(D.Path)->str(), "1.13");
  EXPECT_FALSE(torchVersionAt("").has_value());
}

TEST(TorchVersion, DefaultStyle) {
  EXPECT_EQ(defaultTorchStyle(std::nullopt, false).Style, "masquerade");
  EXPECT_EQ(defaultTorchStyle(Version{1, 13}, false).Style, "masquerade");
  EXPECT_EQ(defaultTorchStyle(Version{2, 4}, false).Style, "masquerade");
  TorchStyleChoice Last = defaultTorchStyle(LastHipifyV1Torch, false);
  EXPECT_EQ(Last.Style, "masquerade");
  EXPECT_EQ(Last.Why.find("newer"), std::string::npos);
  // After the last release known to use hipify v1: still masquerade, but
  // the reason says it is not known.
  TorchStyleChoice Next =
      defaultTorchStyle(Version{LastHipifyV1Torch.Major, uint16_t(LastHipifyV1Torch.Minor + 1)}, false);
  EXPECT_EQ(Next.Style, "masquerade");
  EXPECT_NE(Next.Why.find("--torch-style v2"), std::string::npos);
  // Headers that keep the CUDA names decide, whatever the version.
  EXPECT_EQ(defaultTorchStyle(Version{1, 13}, true).Style, "v2");
  EXPECT_EQ(defaultTorchStyle(std::nullopt, true).Style, "v2");
}

TEST(TorchVersion, KeepsCudaNames) {
  TempDir D;
  EXPECT_FALSE(torchKeepsCudaNames(D.Path));
  D.file("c10/hip/HIPGuard.h", "struct HIPGuard {};\n");
  EXPECT_FALSE(torchKeepsCudaNames(D.Path));
  D.file("c10/hip/HIPGuard.h", "struct CUDAGuard {};\n");
  EXPECT_TRUE(torchKeepsCudaNames(D.Path));
}

TEST(HipifyBreadcrumb, FirstLineOfATranslatedTorchSource) {
  const std::string Crumb = hipifyBreadcrumb();
  std::string Src = "#include <torch/extension.h>\n#include <c10/cuda/CUDAGuard.h>\n"
                    "void f() { cudaDeviceSynchronize(); }\n";
  std::string Out = translate(Src);
  EXPECT_EQ(Out.rfind(Crumb, 0), 0u) << Out;
  EXPECT_NE(Out.find("hipDeviceSynchronize"), std::string::npos);
  // Once: the translation of a translation gets no second line.
  EXPECT_EQ(translate(Out), Out);
  EXPECT_EQ(translate(Src, false).rfind(Crumb, 0), std::string::npos);
}

TEST(HipifyBreadcrumb, NotWithoutPyTorchOrWithoutChanges) {
  const std::string Crumb = hipifyBreadcrumb();
  // No PyTorch header: a plain CUDA file.
  EXPECT_EQ(translate("void f() { cudaDeviceSynchronize(); }\n").find(Crumb), std::string::npos);
  // Nothing to change (a C++ binding file): the file stays as it is.
  std::string Unchanged = "#include <torch/extension.h>\nint f();\n";
  EXPECT_EQ(translate(Unchanged, true, "/t/bind.cpp"), Unchanged);
}
