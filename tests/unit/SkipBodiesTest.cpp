//===- SkipBodiesTest.cpp - bodies of foreign functions skipped -----------===//
//
// FindOptions::SkipForeignBodies (lib/Find/SkipBodies.cpp): the parser skips
// the bodies of functions and templates defined in CUDA, library and system
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
#include "FindingsDump.h"

using namespace cuda2hip;
using cuda2hip::test::dump;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }


FindOptions options(bool Skip, bool Pch = false) {
  FindOptions O;
  O.SkipForeignBodies = Skip;
  O.SharePreamble = Pch;
  if (Pch)
    O.RunSession = std::make_shared<Session>();
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
// A user functor and a lambda that Thrust's (skipped) template bodies call.
struct Scale {
  __host__ __device__ int operator()(int x) const { return __shfl_sync(0xffffffff, x, 0) * 2; }
};
template <typename T> __global__ void fill(T *p, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
  __syncwarp(0xffffffff);
}
int main() {
  thrust::device_vector<int> v(1000, 1);
  int s = thrust::reduce(v.begin(), v.end());
  thrust::transform(v.begin(), v.end(), v.begin(), Scale());
  thrust::for_each(v.begin(), v.end(), [] __device__ (int &x) { x = __ldg(&x) + 1; });
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
  FindOptions Off = options(false), On = options(true);
  Off.RunSession = std::make_shared<Session>();
  On.RunSession = std::make_shared<Session>();
  Findings Full = findInFile(T.Main, std::nullopt, Off);
  EXPECT_EQ(skippedFunctionBodies(*Off.RunSession), 0u) << "nothing skipped when off";
  ASSERT_FALSE(Full.ParseFailed) << dump(Full);
  Findings Skipped = findInFile(T.Main, std::nullopt, On);
  EXPECT_GT(skippedFunctionBodies(*On.RunSession), 100u)
      << "the library headers' bodies were skipped";
  EXPECT_EQ(dump(Skipped), dump(Full));
  // The user's header and macro keep theirs: their CUDA calls are found.
  std::string D = dump(Skipped);
  EXPECT_NE(D.find("util.cuh:"), std::string::npos) << D;
  EXPECT_NE(D.find(" cudaDeviceSynchronize "), std::string::npos) << D;
  // The functor and the lambda, called only from Thrust's templates.
  EXPECT_NE(D.find("__shfl_sync"), std::string::npos) << D;
  EXPECT_NE(D.find("__ldg"), std::string::npos) << D;
}

// A function template in a system header whose body does not compile for
// the user's type: with every body parsed, instantiating it is an error;
// with skipping, its body was never parsed, so there is nothing to
// instantiate (the one difference skipping makes: errors inside library
// bodies, which no user line holds, are not seen).
TEST(SkipBodies, TemplateBodiesOfSystemHeadersAreSkipped) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  writeFile(T.Dir + "/sys/libtmpl.h",
            "#pragma once\ntemplate <class T> void twice(T &t) { t.twice(); }\n"
            "template <class T> struct Box { void grow(T &t) { t.grow(); } };\n"
            "template <class T> auto deduced(T &t) { return t.size(); }\n");
  std::string Main = T.Dir + "/tmpl.cu";
  writeFile(Main, "#include <libtmpl.h>\n#include <cuda_runtime.h>\n"
                  "int main() { int x = 0; twice(x); Box<int>().grow(x);\n"
                  "  cudaDeviceSynchronize(); return 0; }\n");
  FindOptions Full = options(false), Skip = options(true);
  for (FindOptions *O : {&Full, &Skip})
    O->ExtraArgs = {"-isystem", T.Dir + "/sys"};
  Findings F = findInFile(Main, std::nullopt, Full);
  EXPECT_TRUE(F.ParseFailed) << "int has no member twice: an instantiation error";
  Findings S = findInFile(Main, std::nullopt, Skip);
  EXPECT_FALSE(S.ParseFailed) << dump(S);
  EXPECT_NE(dump(S).find(" cudaDeviceSynchronize "), std::string::npos) << dump(S);
  // A deduced return type keeps its body: its callers need the type.
  writeFile(Main, "#include <libtmpl.h>\nint main() { int x = 0; return deduced(x); }\n");
  EXPECT_TRUE(findInFile(Main, std::nullopt, Skip).ParseFailed);
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

TEST(SkipBodies, TurnedOffByTheSwitch) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  FindOptions O = options(true);
  O.Switches.SkipBodies = false; // CUDA2HIP_SKIP_BODIES=0
  O.RunSession = std::make_shared<Session>();
  Findings F = findInFile(T.Main, std::nullopt, O);
  EXPECT_EQ(skippedFunctionBodies(*O.RunSession), 0u);
  EXPECT_FALSE(F.ParseFailed) << dump(F);
}

// The count is the run's (its Session's), not the process's: a second
// session's parses leave the first's count as it was, and a parse without
// a session counts nowhere.
TEST(SkipBodies, CountedPerSession) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  Tree T;
  FindOptions A = options(true), B = options(true), None = options(true);
  A.RunSession = std::make_shared<Session>();
  B.RunSession = std::make_shared<Session>();
  findInFile(T.Main, std::nullopt, A);
  uint64_t One = skippedFunctionBodies(*A.RunSession);
  EXPECT_GT(One, 100u);
  EXPECT_EQ(skippedFunctionBodies(*B.RunSession), 0u) << "B has parsed nothing";
  findInFile(T.Main, std::nullopt, B);
  findInFile(T.Main, std::nullopt, None);
  EXPECT_EQ(skippedFunctionBodies(*A.RunSession), One) << "B's and the sessionless parse";
  EXPECT_EQ(skippedFunctionBodies(*B.RunSession), One) << "the same file, the same bodies";
  findInFile(T.Main, std::nullopt, A);
  EXPECT_EQ(skippedFunctionBodies(*A.RunSession), 2 * One) << "A's count adds up";
}
