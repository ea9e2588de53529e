//===- FinderTest.cpp - findInFile: environment, fallback, own blocks -----===//
// lib/Find/Finder.cpp: the token engine when the parse fails or CUDA is
// missing, unreadable inputs, NVTX 2 headers, cuda2hip's own blocks (the
// AST engine itself is FindAstFinderTest.cpp, its bookkeeping
// FindFindContextTest.cpp).
#include "FindTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(Finder, Nvtx2HeadersParseThroughNvtx3) {
  // CUDA 13 has only nvtx3/; <nvToolsExt.h> (NVTX 2) is served from memory
  // as a forward to it, so legacy programs are parsed, not token-scanned.
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Src = R"(#include <nvToolsExt.h>
#include <nvToolsExtCudaRt.h>
void f(cudaStream_t s) {
  nvtxNameCudaStreamA(s, "main");
  nvtxRangeId_t r = nvtxRangeStartA("x");
  nvtxRangeEnd(r);
}
)";
  Findings F = findInFile("/virtual/nvtx.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  EXPECT_FALSE(F.UsedTokenEngine);
  auto N = astNames(F);
  for (const char *Want : {"nvtxRangeId_t", "nvtxRangeStartA", "nvtxRangeEnd",
                           "nvtxNameCudaStreamA"})
    EXPECT_TRUE(has(N, Want)) << Want;
  ASSERT_EQ(F.Includes.size(), 2u);
  EXPECT_TRUE(F.Includes[0].CudaOrUnresolved);
  EXPECT_TRUE(F.Includes[1].CudaOrUnresolved);
}

TEST(Finder, ParseErrorsFallBackToTokens) {
  const char *Src = "#include \"no_such_header.h\"\nvoid f() { cudaMalloc(0, 0); }\n";
  Findings F = findInFile("/virtual/d.cu", llvm::StringRef(Src), FindOptions());
  EXPECT_TRUE(F.ParseFailed);
  EXPECT_TRUE(F.UsedTokenEngine);
  ASSERT_FALSE(F.Notes.empty());
  EXPECT_TRUE(F.Notes[0].IsError);
  EXPECT_NE(F.Notes[0].Message.find("no_such_header.h"), std::string::npos);
  EXPECT_FALSE(F.Names.empty());

  FindOptions Strict;
  Strict.Engine = EngineChoice::Ast;
  Findings G = findInFile("/virtual/d.cu", llvm::StringRef(Src), Strict);
  EXPECT_TRUE(G.ParseFailed);
  EXPECT_FALSE(G.UsedTokenEngine);
}

TEST(Finder, MissingCudaIsReported) {
  FindOptions O;
  O.CudaPath = "/nonexistent/cuda";
  Findings F = findInFile("/virtual/e.cu", llvm::StringRef("int x;\n"), O);
  EXPECT_TRUE(F.UsedTokenEngine);
  ASSERT_FALSE(F.Notes.empty());
  EXPECT_EQ(F.Notes[0].RuleId, "environment");
}

TEST(Finder, UnreadableInput) {
  Findings F = findInFile("/nonexistent/x.cu", std::nullopt, FindOptions());
  EXPECT_TRUE(F.ParseFailed);
  ASSERT_FALSE(F.Notes.empty());
  EXPECT_EQ(F.Notes[0].RuleId, "io-error");
}

TEST(Finder, OwnBlocksKeepTheirCudaBranch) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // What `lint --fix` writes for warp-vote-32: its CUDA branch is the CUDA
  // build's and portable as written; the same call outside is translated.
  const char *Src = R"(#include <cuda_runtime.h>
#ifndef CUDA2HIP_VOTE32
#define CUDA2HIP_VOTE32
#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
__device__ inline unsigned cuda2hip_activemask32() { return 0; }
#else
__device__ inline unsigned cuda2hip_activemask32() { return __activemask(); }
#endif
#endif
__global__ void k(unsigned *o) { o[0] = cuda2hip_activemask32() + cudaGetLastError(); }
)";
  Findings F = findInFile("/virtual/own.cu", llvm::StringRef(Src), FindOptions());
  std::string Text(Src);
  unsigned InBlock = Text.find("__activemask()"), After = Text.find("cudaGetLastError");
  bool SeenInBlock = false, SeenAfter = false;
  for (const NameRef &N : F.Names) {
    SeenInBlock |= N.Where.Offset == InBlock;
    SeenAfter |= N.Where.Offset == After;
  }
  EXPECT_FALSE(SeenInBlock);
  EXPECT_TRUE(SeenAfter);
}
