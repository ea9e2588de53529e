//===- FinderTest.cpp - the AST engine, environment, fallback -------------===//
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

std::vector<std::string> astNames(const Findings &F) {
  std::vector<std::string> R;
  for (const NameRef &N : F.Names)
    if (N.Found == Engine::Ast)
      R.push_back(N.Name);
  std::sort(R.begin(), R.end());
  R.erase(std::unique(R.begin(), R.end()), R.end());
  return R;
}
bool has(const std::vector<std::string> &V, const std::string &S) {
  return std::find(V.begin(), V.end(), S) != V.end();
}
} // namespace


TEST(Finder, ReferencesAreDecidedByDeclarationNotSpelling) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Src = R"(#include <cuda_runtime.h>
namespace cuda_utils { int cudaCheck(int x) { return x; } }
int cudaMallocWrapper(void **p) { return cudaMalloc(p, 4); }
int main() {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  return cuda_utils::cudaCheck(cudaSuccess);
}
)";
  Findings F = findInFile("/virtual/a.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  EXPECT_FALSE(F.UsedTokenEngine);
  auto N = astNames(F);
  for (const char *Want : {"cudaMalloc", "cudaStream_t", "cudaStreamCreateWithFlags",
                           "cudaStreamNonBlocking", "cudaSuccess"})
    EXPECT_TRUE(has(N, Want)) << Want;
  EXPECT_FALSE(has(N, "cudaCheck"));
  EXPECT_FALSE(has(N, "cudaMallocWrapper"));
  ASSERT_FALSE(F.Includes.empty());
  EXPECT_EQ(F.Includes[0].Spelled, "cuda_runtime.h");
  EXPECT_TRUE(F.Includes[0].CudaOrUnresolved);
}

TEST(Finder, MacroBodiesAndSkippedBranchesGoToTheTokenEngine) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Src = R"(#include <cuda_runtime.h>
#define ALLOC(p, n) cudaMalloc(p, n)
#if 0
void never() { cudaFree(0); }
#endif
)";
  Findings F = findInFile("/virtual/b.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  std::vector<std::string> Tok;
  for (const NameRef &R : F.Names)
    if (R.Found == Engine::Token)
      Tok.push_back(R.Name);
  EXPECT_TRUE(has(Tok, "cudaMalloc"));
  EXPECT_TRUE(has(Tok, "cudaFree"));
}

TEST(Finder, KernelLaunchesAndSpecialCalls) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Src = R"(#include <cuda_runtime.h>
__constant__ float table[4];
template <typename T> __global__ void k(T *x) {}
void f(float *p, cudaStream_t s) {
  k<float><<<2, 64, 0, s>>>(p);
  float h[4] = {};
  cudaMemcpyToSymbol(table, h, sizeof h);
}
)";
  Findings F = findInFile("/virtual/c.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  ASSERT_EQ(F.Launches.size(), 1u);
  EXPECT_TRUE(F.Launches[0].CalleeHasTemplateArgs);
  EXPECT_EQ(F.Launches[0].Config.size(), 4u);
  bool Sym = false;
  for (const CallRef &C : F.Calls)
    Sym |= C.Callee == "cudaMemcpyToSymbol" && C.Args.size() == 3;
  EXPECT_TRUE(Sym);
}

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
