//===- SkipBodiesTest.cpp - bodies of foreign functions skipped -----------===//
//
// FindOptions::SkipForeignBodies (lib/Find/SkipBodies.cpp): the parser skips
// the bodies of non-template functions defined in CUDA, library and system
// headers; findings are the same as with every body parsed, with and without
// the shared PCH, and CUDA2HIP_SKIP_BODIES=0 turns it off.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <fstream>

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("").empty() && !findResourceDir().empty(); }

std::string where(const FileRange &R) {
  return R.File + ":" + std::to_string(R.Offset) + "+" + std::to_string(R.Length);
}

/// Everything findInFile reports, as text (as PchTest.cpp has it).
std::string dump(const Findings &F) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "main " << F.MainFile << " token " << F.UsedTokenEngine << " failed "
     << F.ParseFailed << "\n";
  for (const NameRef &N : F.Names)
    OS << "name " << where(N.Where) << " " << N.Name << " "
       << (N.K ? int(*N.K) : -1) << " " << int(N.Found) << " " << N.FromCudaDecl << "\n";
  for (const IncludeRef &I : F.Includes)
    OS << "include " << where(I.Directive) << " " << where(I.Name) << " " << I.Spelled
       << " " << I.Angled << " " << I.CudaOrUnresolved << " " << int(I.Found) << "\n";
  for (const CallRef &C : F.Calls) {
    OS << "call " << C.Callee << " " << where(C.CalleeTok);
    for (size_t K = 0; K < C.Args.size(); ++K)
      OS << " " << where(C.Args[K]) << "/" << C.ArgIsFunction[K] << "/" << C.ArgBits[K]
         << "/" << (C.ArgValue[K] ? std::to_string(*C.ArgValue[K]) : "-");
    OS << "\n";
  }
  for (const LaunchRef &L : F.Launches) {
    OS << "launch " << where(L.Callee) << " " << L.CalleeHasTemplateArgs << " "
       << where(L.Open) << " " << where(L.Close) << " " << where(L.LParen) << " "
       << where(L.RParen);
    for (const FileRange &R : L.Config)
      OS << " c" << where(R);
    for (const FileRange &R : L.Args)
      OS << " a" << where(R);
    OS << "\n";
  }
  for (const FindNote &N : F.Notes)
    OS << "note " << where(N.Where) << " " << N.IsError << " " << N.RuleId << " "
       << N.Message << "\n";
  for (const auto &[Path, Text] : F.Buffers)
    OS << "buffer " << Path << " " << Text.size() << "\n";
  return S;
}

FindOptions options(bool Skip, bool Pch = false) {
  FindOptions O;
  O.SkipForeignBodies = Skip;
  O.SharePreamble = Pch;
  return O;
}

void writeFile(const std::string &Path, const std::string &Text) {
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
  std::ofstream(Path, std::ios::binary) << Text;
}

// Thrust and CUB (template-heavy library headers with non-template inline
// functions), a user header with inline functions that call CUDA, a user
// macro that defines a function, constexpr and auto functions of the user's.
const char *Program = R"(#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <cub/cub.cuh>
#include <cstdio>
#include <vector>
#include "util.cuh"
#define DEFINE_SYNC(name) inline cudaError_t name() { return cudaDeviceSynchronize(); }
DEFINE_SYNC(mySync)
constexpr int blockSize() { return 128; }
auto lastError() { return cudaGetLastError(); }
template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
  __syncwarp(0xffffffff);
}
int main() {
  thrust::device_vector<int> v(1000, 1);
  int s = thrust::reduce(v.begin(), v.end());
  int *d = nullptr;
  cudaMalloc(&d, 1000 * sizeof(int));
  fill<int><<<(1000 + blockSize() - 1) / blockSize(), blockSize()>>>(d, 2, 1000);
  size_t bytes = 0;
  cub::DeviceReduce::Sum(nullptr, bytes, d, d, 1000);
  checked(mySync());
  std::vector<int> h(4);
  printf("%d %s\n", s, cudaGetErrorString(lastError()));
  cudaFree(d);
  return 0;
}
)";

const char *Util = R"(#pragma once
#include <cuda_runtime.h>
#include <cstdio>
inline void checked(cudaError_t e) {
  if (e != cudaSuccess) printf("%s\n", cudaGetErrorString(e));
}
)";

struct Tree {
  std::string Dir, Main;
  Tree() {
    llvm::SmallString<256> D;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-skip-test", D));
    Dir = std::string(D);
    Main = Dir + "/main.cu";
    writeFile(Main, Program);
    writeFile(Dir + "/util.cuh", Util);
  }
  ~Tree() { llvm::sys::fs::remove_directories(Dir); }
};
} // namespace

TEST(SkipBodies, SameFindingsWithAndWithoutSkipping) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  uint64_t Before = skippedFunctionBodies();
  Findings Full = findInFile(T.Main, std::nullopt, options(false));
  EXPECT_EQ(skippedFunctionBodies(), Before) << "nothing skipped when off";
  ASSERT_FALSE(Full.ParseFailed) << dump(Full);
  Findings Skipped = findInFile(T.Main, std::nullopt, options(true));
  EXPECT_GT(skippedFunctionBodies(), Before + 100)
      << "the library headers' bodies were skipped";
  EXPECT_EQ(dump(Skipped), dump(Full));
  // The user's header and macro keep theirs: their CUDA calls are found.
  std::string D = dump(Skipped);
  EXPECT_NE(D.find("util.cuh:"), std::string::npos) << D;
  EXPECT_NE(D.find(" cudaDeviceSynchronize "), std::string::npos) << D;
}

TEST(SkipBodies, SameFindingsWithTheSharedPreamble) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  Findings Full = findInFile(T.Main, std::nullopt, options(false, true));
  Findings Skipped = findInFile(T.Main, std::nullopt, options(true, true));
  ASSERT_FALSE(Full.ParseFailed) << dump(Full);
  EXPECT_EQ(dump(Skipped), dump(Full));
}

TEST(SkipBodies, ErrorsInUserCodeStillReported) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const char *Bad = "#include <cuda_runtime.h>\n#include <thrust/device_vector.h>\n"
                    "int main() { cudaMalloc(undeclared, 4); return 0; }\n";
  Findings Full = findInFile("/virtual/skip/bad.cu", llvm::StringRef(Bad), options(false));
  Findings Skipped = findInFile("/virtual/skip/bad.cu", llvm::StringRef(Bad), options(true));
  EXPECT_TRUE(Skipped.ParseFailed);
  EXPECT_EQ(dump(Skipped), dump(Full));
}

TEST(SkipBodies, TurnedOffByTheEnvironment) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  ::setenv("CUDA2HIP_SKIP_BODIES", "0", 1);
  uint64_t Before = skippedFunctionBodies();
  Findings F = findInFile(T.Main, std::nullopt, options(true));
  ::unsetenv("CUDA2HIP_SKIP_BODIES");
  EXPECT_EQ(skippedFunctionBodies(), Before);
  EXPECT_FALSE(F.ParseFailed) << dump(F);
}
