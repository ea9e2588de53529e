//===- MapperTest.cpp - decisions and version gates -----------------------===//
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
Entry row(const char *C, const char *H, Kind K, Version HipAdded = {},
          Special S = Special::None, const char *Note = "",
          const char *OptIn = "") {
  return Entry{C, H, K, Group::Device, S, {}, {}, {}, HipAdded, Note, OptIn};
}

const Table &testTable() {
  static Table T({
      row("__shfl_down_sync", "__shfl_down_sync", Kind::Function, {6, 2},
          Special::None, "", "HIP_ENABLE_WARP_SYNC_BUILTINS"),
      row("__shfl_down_sync", "__shfl_down", Kind::Function, {}, Special::DropMask),
      row("cudaMalloc", "hipMalloc", Kind::Function),
      row("cudaNew", "hipNew", Kind::Function, {6, 1}),
      row("cudaGone", "", Kind::Function, {}, Special::None, "no HIP equivalent"),
      row("__syncthreads", "__syncthreads", Kind::Function),
      row("cuMemAlloc", "hipMalloc", Kind::Function),
      row("cub", "hipcub", Kind::Namespace),
      row("cuda_runtime.h", "hip/hip_runtime.h", Kind::Header),
      row("thrust/system/cuda/", "thrust/system/hip/", Kind::Header),
  });
  return T;
}
} // namespace

TEST(Version, Parse) {
  EXPECT_EQ(*Version::parse("6.2"), (Version{6, 2}));
  EXPECT_EQ(*Version::parse("5.2.3"), (Version{5, 2}));
  EXPECT_EQ(*Version::parse("7"), (Version{7, 0}));
  EXPECT_FALSE(Version::parse("six"));
  EXPECT_FALSE(Version::parse(""));
  EXPECT_FALSE(Version::parse("6.x"));
  EXPECT_TRUE((Version{5, 2}) < (Version{6, 0}));
  EXPECT_TRUE((Version{6, 2}) <= (Version{6, 2}));
  EXPECT_EQ((Version{6, 10}).str(), "6.10");
}

TEST(Mapper, RenameSameAndUnsupported) {
  Mapper M({Version{6, 3}}, testTable());
  Decision D = M.map("cudaMalloc");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "hipMalloc");
  EXPECT_EQ(M.map("__syncthreads").Result, Decision::Same);
  D = M.map("cudaGone");
  EXPECT_EQ(D.Result, Decision::Unsupported);
  EXPECT_EQ(D.RuleId, "unsupported-api");
  EXPECT_NE(D.Message.find("no HIP equivalent"), std::string::npos);
}

TEST(Mapper, VersionGatePicksTheNewestAvailableRow) {
  Mapper New({Version{6, 2}}, testTable());
  Decision D = New.map("__shfl_down_sync");
  EXPECT_EQ(D.Result, Decision::Same);
  EXPECT_EQ(D.RuleId, "opt-in-macro");
  Mapper Old({Version{5, 2}}, testTable());
  D = Old.map("__shfl_down_sync");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "__shfl_down");
  EXPECT_EQ(D.E->Rewrite, Special::DropMask);
  EXPECT_EQ(D.RuleId, "mask-dropped");
}

TEST(Mapper, NotInTargetKeepsTheName) {
  Mapper Old({Version{5, 2}}, testTable());
  Decision D = Old.map("cudaNew");
  EXPECT_EQ(D.Result, Decision::NotInTarget);
  EXPECT_NE(D.Message.find("6.1"), std::string::npos);
  Mapper New({Version{6, 1}}, testTable());
  EXPECT_EQ(New.map("cudaNew").Result, Decision::Rename);
}

TEST(Mapper, UnknownOnlyForCudaLookingNames) {
  Mapper M({Version{6, 3}}, testTable());
  EXPECT_EQ(M.map("cudaSomethingNew").Result, Decision::Unknown);
  EXPECT_EQ(M.map("myHelper").Result, Decision::NotCuda);
  EXPECT_TRUE(Mapper::looksLikeCudaApi("cuMemAlloc"));
  EXPECT_TRUE(Mapper::looksLikeCudaApi("CU_DEVICE_ATTRIBUTE_X"));
  EXPECT_TRUE(Mapper::looksLikeCudaApi("cublasSgemm"));
  EXPECT_FALSE(Mapper::looksLikeCudaApi("cudaless"));
  EXPECT_FALSE(Mapper::looksLikeCudaApi("cute"));
  EXPECT_FALSE(Mapper::looksLikeCudaApi("CudaStream"));
}

TEST(Mapper, KindPreferenceAndNamespaces) {
  Mapper M({Version{6, 3}}, testTable());
  // cuda.h declares cuMemAlloc as a macro; the function row still applies.
  EXPECT_EQ(M.map("cuMemAlloc", Kind::Macro).Replacement, "hipMalloc");
  EXPECT_EQ(M.map("cub", Kind::Namespace).Replacement, "hipcub");
  // A variable that happens to be called "cub" is not the namespace.
  EXPECT_EQ(M.map("cub").Result, Decision::NotCuda);
}

TEST(Mapper, Headers) {
  Mapper M({Version{6, 3}}, testTable());
  EXPECT_EQ(M.mapHeader("cuda_runtime.h").Replacement, "hip/hip_runtime.h");
  Decision D = M.mapHeader("thrust/system/cuda/execution_policy.h");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "thrust/system/hip/execution_policy.h");
  EXPECT_EQ(M.mapHeader("vector").Result, Decision::NotCuda);
}

TEST(Mapper, DetectHipVersion) {
  // Debian's HIP is at /usr; a folder without hip_version.h gives nothing.
  EXPECT_FALSE(detectHipVersion({"/nonexistent"}));
}
