//===- FindAstFinderTest.cpp - the AST engine and preprocessor callbacks --===//
// lib/Find/AstFinder.cpp: references decided by declaration, kinds, kernel
// launches and calls, macro bodies and skipped branches handed to the
// token engine.
#include "FindTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(FindAstFinder, ReferencesAreDecidedByDeclarationNotSpelling) {
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

TEST(FindAstFinder, MacroBodiesAndSkippedBranchesGoToTheTokenEngine) {
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

TEST(FindAstFinder, KernelLaunchesAndSpecialCalls) {
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

namespace {
/// The kind the AST engine gave the first reference to \p Name.
std::optional<Kind> kindOf(const Findings &F, llvm::StringRef Name) {
  for (const NameRef &N : F.Names)
    if (N.Found == Engine::Ast && N.Name == Name)
      return N.K;
  return std::nullopt;
}
} // namespace

TEST(FindAstFinder, KindsOfTheDeclarations) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Src = R"(#include <cuda_runtime.h>
void f() {
  cudaDeviceProp p;
  int m = p.major;
  cudaError_t e = cudaGetDeviceProperties(&p, 0);
  if (e == cudaErrorInvalidValue) return;
  dim3 g(1);
}
)";
  Findings F = findInFile("/virtual/kinds.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  EXPECT_EQ(kindOf(F, "cudaDeviceProp"), Kind::Type);
  EXPECT_EQ(kindOf(F, "cudaError_t"), Kind::Type);
  EXPECT_EQ(kindOf(F, "cudaGetDeviceProperties"), Kind::Function);
  EXPECT_EQ(kindOf(F, "cudaErrorInvalidValue"), Kind::Enumerator);
  for (const NameRef &N : F.Names)
    if (N.Found == Engine::Ast && N.Name == "cudaGetDeviceProperties") {
      EXPECT_TRUE(N.FromCudaDecl);
      EXPECT_EQ(N.Where.File, "/virtual/kinds.cu");
      EXPECT_EQ(N.Where.Offset, std::string(Src).find("cudaGetDeviceProperties"));
      EXPECT_EQ(N.Where.Length, 23u);
    }
  // The user's own variable and members are not CUDA's.
  EXPECT_FALSE(has(astNames(F), "p"));
  EXPECT_FALSE(has(astNames(F), "m"));
}

TEST(FindAstFinder, AUsersDeclarationWithACudaNameIsNotCudas) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // The user's own cudaMalloc in a namespace: the call to it is not
  // CUDA's, the one to ::cudaMalloc is.
  const char *Src = R"(#include <cuda_runtime.h>
namespace mine { int cudaMalloc(void **p, size_t n) { return 0; } }
int f(void **p) { return mine::cudaMalloc(p, 1) + ::cudaMalloc(p, 2); }
)";
  Findings F = findInFile("/virtual/own.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  std::string Text(Src);
  unsigned Mine = Text.find("mine::cudaMalloc") + 6, Theirs = Text.find("::cudaMalloc(p, 2)") + 2;
  bool SeenMine = false, SeenTheirs = false;
  for (const NameRef &N : F.Names) {
    SeenMine |= N.Where.Offset == Mine;
    SeenTheirs |= N.Where.Offset == Theirs && N.Found == Engine::Ast;
  }
  EXPECT_FALSE(SeenMine);
  EXPECT_TRUE(SeenTheirs);
}
