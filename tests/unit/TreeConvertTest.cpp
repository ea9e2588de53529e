//===- TreeConvertTest.cpp - lib/Tree/Convert.cpp: the whole run ----------===//
// `cuda2hip convert` over a small tree (token engine, no compile commands):
// what it refuses, the units and their headers, each file written once,
// the cache, --in-place with backups, --rename.
#include "TreeTestUtil.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Tree.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace cuda2hip::test;
using namespace llvm;

namespace {

/// A tree of one unit including a header, and a header no unit includes.
void makeTree(const TempTree &T) {
  T.write("src/a.cu", "#include \"k.cuh\"\nvoid f(float *d) { cudaMalloc(&d, 4); release(d); }\n");
  T.write("src/k.cuh", "inline void release(float *d) { cudaFree(d); }\n");
  T.write("src/lone.cuh", "inline void sync() { cudaDeviceSynchronize(); }\n");
  T.write("src/plain.cpp", "int plain() { return 1; }\n");
}

ConvertOptions options(const TempTree &T) {
  ConvertOptions O;
  O.Inputs = {T.path("src")};
  O.Translate.Find.Engine = EngineChoice::Token;
  O.Translate.Map.TargetHip = {6, 3};
  O.NoDatabase = true;
  O.ShowProgress = ConvertOptions::Progress::Off;
  O.Quiet = true;
  O.Jobs = 2;
  return O;
}

} // namespace

TEST(TreeConvert, WhatItRefuses) {
  TempTree T;
  makeTree(T);
  ConvertOptions O = options(T);
  Result R = convert(O); // no --out-dir, --in-place nor --diff
  EXPECT_EQ(R.Exit, ExitUsage);
  EXPECT_NE(R.Err.find("convert needs --out-dir DIR, --in-place or --diff"), std::string::npos);
  O.Diff = true;
  O.Format = ReportFormat::Json;
  R = convert(O);
  EXPECT_EQ(R.Exit, ExitUsage);
  EXPECT_NE(R.Err.find("--diff prints the diff on stdout, where --format json puts its report"),
            std::string::npos)
      << R.Err;
  O = options(T);
  O.OutDir = T.path("src");
  R = convert(O);
  EXPECT_EQ(R.Exit, ExitUsage);
  EXPECT_NE(R.Err.find("--out-dir is the tree itself; use --in-place"), std::string::npos) << R.Err;
  O = options(T);
  O.Inputs = {T.path("nope")};
  O.OutDir = T.path("out");
  R = convert(O);
  EXPECT_EQ(R.Exit, ExitIo);
  EXPECT_NE(R.Err.find("no such file"), std::string::npos) << R.Err;
  EXPECT_FALSE(sys::fs::exists(T.path("out/a.cu")));
}

TEST(TreeConvert, UnitsHeadersAndTheSummary) {
  TempTree T;
  makeTree(T);
  ConvertOptions O = options(T);
  O.OutDir = T.path("out");
  Result R = convert(O);
  EXPECT_EQ(R.Exit, ExitTokenEngine) << R.Err; // the token engine, as asked
  EXPECT_EQ(T.read("out/a.cu"),
            "#include <hip/hip_runtime.h>\n#include \"k.cuh\"\n"
            "void f(float *d) { hipMalloc(&d, 4); release(d); }\n")
      << R.Err;
  // The header is reached through a.cu, which includes HIP's runtime first.
  EXPECT_EQ(T.read("out/k.cuh"), "inline void release(float *d) { hipFree(d); }\n");
  EXPECT_NE(T.read("out/lone.cuh").find("hipDeviceSynchronize()"), std::string::npos);
  EXPECT_EQ(T.read("out/plain.cpp"), "int plain() { return 1; }\n");
  // a.cu, and the two headers the token engine reads on their own; plain.cpp
  // names no CUDA.
  EXPECT_EQ(R.S.Units, 3u);
  EXPECT_EQ(R.S.TokenEngine, 3u);
  EXPECT_EQ(R.S.Sources, 4u);
  EXPECT_EQ(R.S.Changed, 3u);
  EXPECT_EQ(R.S.Unchanged, 1u);
  EXPECT_EQ(R.S.Written, 4u);
  EXPECT_EQ(R.Out, "");
  // Again: nothing to write.
  R = convert(O);
  EXPECT_EQ(R.S.Written, 0u);
  EXPECT_EQ(R.S.UpToDate, 4u);
}

TEST(TreeConvert, TheCacheSkipsUnchangedUnits) {
  TempTree T;
  makeTree(T);
  ConvertOptions O = options(T);
  O.OutDir = T.path("out");
  O.CacheDir = T.path("cache");
  Result First = convert(O);
  EXPECT_EQ(First.S.FromCache, 0u);
  Result Second = convert(O);
  EXPECT_EQ(Second.S.FromCache, Second.S.Units);
  EXPECT_EQ(T.read("out/a.cu"), "#include <hip/hip_runtime.h>\n#include \"k.cuh\"\n"
                                "void f(float *d) { hipMalloc(&d, 4); release(d); }\n");
  // A header changed: the unit that includes it runs again.
  T.write("src/k.cuh", "inline void release(float *d) { cudaFreeHost(d); }\n");
  Result Third = convert(O);
  EXPECT_LT(Third.S.FromCache, Third.S.Units);
  EXPECT_NE(T.read("out/k.cuh").find("hipHostFree(d)"), std::string::npos) << T.read("out/k.cuh");
  // The cache folder is no part of the tree.
  EXPECT_FALSE(sys::fs::exists(T.path("out/cache")));
}

TEST(TreeConvert, InPlaceKeepsBackups) {
  TempTree T;
  makeTree(T);
  ConvertOptions O = options(T);
  O.InPlace = true;
  Result R = convert(O);
  EXPECT_EQ(R.Exit, ExitTokenEngine) << R.Err;
  EXPECT_NE(T.read("src/a.cu").find("hipMalloc(&d, 4)"), std::string::npos);
  EXPECT_NE(T.read("src/a.cu.cuda.orig").find("cudaMalloc(&d, 4)"), std::string::npos);
  EXPECT_EQ(T.read("src/plain.cpp.cuda.orig"), "<missing>"); // unchanged: no backup
  // A second run does not take the backups for sources.
  R = convert(O);
  EXPECT_EQ(R.S.Sources, 4u);
  EXPECT_NE(T.read("src/a.cu.cuda.orig").find("cudaMalloc(&d, 4)"), std::string::npos);
}

TEST(TreeConvert, RenameMovesFilesAndTheirIncludes) {
  TempTree T;
  T.write("src/cuda/kernels.cu", "#include \"cuda_util.cuh\"\nvoid f() { g(); }\n");
  T.write("src/cuda/cuda_util.cuh", "inline void g() { cudaDeviceSynchronize(); }\n");
  ConvertOptions O = options(T);
  O.OutDir = T.path("out");
  O.Rename = true;
  Result R = convert(O);
  EXPECT_NE(R.Exit, ExitUsage) << R.Err;
  EXPECT_EQ(T.read("out/hip/kernels.hip"),
            "#include <hip/hip_runtime.h>\n#include \"hip_util.cuh\"\nvoid f() { g(); }\n")
      << R.Err;
  EXPECT_NE(T.read("out/hip/hip_util.cuh").find("hipDeviceSynchronize()"), std::string::npos);
  EXPECT_FALSE(sys::fs::exists(T.path("out/cuda")));
}

TEST(TreeConvert, DiffWritesNothing) {
  TempTree T;
  makeTree(T);
  ConvertOptions O = options(T);
  O.Diff = true;
  Result R = convert(O);
  EXPECT_EQ(R.Exit, ExitTokenEngine) << R.Err;
  EXPECT_NE(R.Out.find("--- a/a.cu\n+++ b/a.cu\n"), std::string::npos) << R.Out;
  EXPECT_NE(R.Out.find("+void f(float *d) { hipMalloc(&d, 4); release(d); }"), std::string::npos);
  EXPECT_EQ(R.Out.find("plain.cpp"), std::string::npos);
  EXPECT_EQ(T.read("src/a.cu.cuda.orig"), "<missing>");
  EXPECT_NE(T.read("src/a.cu").find("cudaMalloc"), std::string::npos);
}
