//===- FindFindContextTest.cpp - what the AST engine records, and where ---===//
// lib/Find/FindContext.cpp: only user files are reported (a user header on
// disk is, CUDA's are not); include directives with their ranges; files
// entered; signatures with CUDA parameter types.
#include "FindTestUtil.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
struct Tree {
  llvm::SmallString<128> Dir;
  Tree() {
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("find-context", Dir));
    llvm::SmallString<128> Real;
    if (!llvm::sys::fs::real_path(Dir, Real))
      Dir = Real;
  }
  ~Tree() { llvm::sys::fs::remove_directories(Dir); }
  std::string write(const std::string &Name, const std::string &Text) const {
    std::string P = std::string(Dir) + "/" + Name;
    std::ofstream(P, std::ios::binary) << Text;
    return P;
  }
};
} // namespace

TEST(FindFindContext, UserHeadersIncludesAndEnteredFiles) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  std::string H = T.write("local.h", "#pragma once\ninline void freeIt(void *p) { cudaFree(p); }\n");
  std::string Main = "#include <cuda_runtime.h>\n#include \"local.h\"  \r\nint x;\n";
  std::string M = T.write("main.cu", Main);
  Findings F = findInFile(M, std::nullopt, FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  EXPECT_EQ(F.MainFile, M);
  ASSERT_EQ(F.Includes.size(), 2u);
  const IncludeRef &Cuda = F.Includes[0], &Local = F.Includes[1];
  EXPECT_EQ(Cuda.Spelled, "cuda_runtime.h");
  EXPECT_TRUE(Cuda.Angled);
  EXPECT_TRUE(Cuda.CudaOrUnresolved);
  EXPECT_EQ(Cuda.Directive.Offset, 0u);
  EXPECT_EQ(Cuda.Directive.Length, 25u) << "'#' to the end of the line";
  EXPECT_EQ(Cuda.Name.Offset, 10u) << "without the '<'";
  EXPECT_EQ(Cuda.Name.Length, 14u);
  EXPECT_EQ(Local.Spelled, "local.h");
  EXPECT_FALSE(Local.Angled);
  EXPECT_FALSE(Local.CudaOrUnresolved) << "the user's own header";
  EXPECT_EQ(Local.Directive.Offset, 26u);
  EXPECT_EQ(Local.Directive.Length, 18u) << "trailing blanks and the CR left out";
  // The name in the user's header is reported there; CUDA's headers are
  // never entered as user files.
  bool InHeader = false;
  for (const NameRef &N : F.Names)
    if (N.Name == "cudaFree") {
      EXPECT_EQ(N.Where.File, H);
      InHeader = true;
    }
  EXPECT_TRUE(InHeader);
  EXPECT_TRUE(F.Buffers.count(H));
  EXPECT_TRUE(F.Entered.count(H));
  EXPECT_TRUE(F.Entered.count(M));
  for (const std::string &E : F.Entered)
    EXPECT_EQ(E.find("/cuda"), std::string::npos) << E;
}

TEST(FindFindContext, SignaturesWithCudaParameterTypes) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Src = R"(#include <cuda_runtime.h>
namespace util { const char *name(cudaError_t e) { return ""; } }
void plain(int x) {}
template <class T> void t(cudaStream_t s, T) {}
void two(int n, cudaStream_t s);
)";
  Findings F = findInFile("/virtual/sig.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  ASSERT_EQ(F.Signatures.size(), 2u);
  EXPECT_EQ(F.Signatures[0].Name, "util::name");
  EXPECT_EQ(F.Signatures[0].Params, std::vector<std::string>{"cudaError_t"});
  std::string Text(Src);
  EXPECT_EQ(F.Signatures[0].Decl.Offset, Text.find("const char *name"));
  EXPECT_EQ(F.Signatures[1].Name, "two");
  EXPECT_EQ(F.Signatures[1].Params, (std::vector<std::string>{"int", "cudaStream_t"}));
  EXPECT_EQ(F.Signatures[1].Decl.Offset + F.Signatures[1].Decl.Length,
            Text.find("cudaStream_t s);") + 15) << "to its ')'";
}
