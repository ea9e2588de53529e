//===- LintTest.cpp - runLint: many files, one PCH, the order of -j1 ------===//
//
// lib/Lint/Lint.cpp: over several files the parses share one PCH of the
// CUDA preamble (built once, used by the files), and the output, in every
// format, is the same at -j1 and -j3 and the same as each file's analysis
// without the PCH.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Parse/Preamble.h"
#include "cuda2hip/Lint.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;

namespace {

bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

const char *Reduce = R"(#include <cuda_runtime.h>
#define FULL_MASK 0xffffffff
__global__ void reduce(int *out, const int *in) {
  int v = in[threadIdx.x], w = threadIdx.x / warpSize;
  int lane = threadIdx.x & 31;
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  if (lane == 0) atomicAdd(out + w, v);
}
)";

const char *Managed = R"(#include <cuda_runtime.h>
int main() {
  int *p;
  cudaMallocManaged(&p, 64);
#if CUDART_VERSION >= 12000
  cudaFree(p);
#endif
  return 0;
}
)";

const char *Clean = R"(#include <cuda_runtime.h>
__global__ void add(float *a, const float *b) { a[threadIdx.x] += b[threadIdx.x]; }
)";

const char *Broken = R"(#include <cuda_runtime.h>
__global__ void k(int *p) { int lane = threadIdx.x % 32; p[lane] = undeclared_name; }
)";

struct LintRun {
  int Exit;
  std::string Out, Err;
};

LintRun lint(LintOptions L) {
  LintRun R;
  llvm::raw_string_ostream Out(R.Out), Err(R.Err);
  R.Exit = runLint(L, Out, Err);
  return R;
}

class Lint : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<256> D;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-lint-test", D));
    Dir = std::string(D);
    const std::pair<const char *, const char *> Files[] = {
        {"a_reduce.cu", Reduce}, {"b_managed.cu", Managed},
        {"c_clean.cu", Clean},   {"d_broken.cu", Broken},
        {"e_reduce.cu", Reduce}};
    for (auto [Name, Text] : Files)
      std::ofstream(Dir + "/" + Name, std::ios::binary) << Text;
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  LintOptions options(unsigned Jobs, std::string Format = "human") {
    LintOptions L;
    L.Hazards.Find.RunSession = Pchs; // as the command makes one per run
    L.Paths = {Dir, Dir + "/no-such-file.cu"};
    L.Jobs = Jobs;
    L.Format = std::move(Format);
    return L;
  }
  std::string Dir;
  std::shared_ptr<Session> Pchs = std::make_shared<Session>();
};

TEST_F(Lint, SeveralFilesShareOnePreamble) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  LintRun R = lint(options(1));
  PreambleStats S = preambleStats(*Pchs);
  EXPECT_EQ(S.Built, 1u);
  // Four files parse with the PCH; so does the broken one, whose failed
  // parse stands (the token rules take it, with no second parse).
  EXPECT_EQ(S.Used, 5u);
  EXPECT_EQ(S.Fallbacks, 0u);
  EXPECT_EQ(R.Exit, 3); // the missing path
  EXPECT_NE(R.Out.find("a_reduce.cu:5:28: warning"), std::string::npos) << R.Out;
  EXPECT_NE(R.Out.find("d_broken.cu: note: could not be parsed"), std::string::npos);
  EXPECT_NE(R.Err.find("no-such-file.cu: error: no such file or folder"),
            std::string::npos);

  // One file: no PCH.
  clearPreambles(*Pchs);
  LintOptions One = options(1);
  One.Paths = {Dir + "/a_reduce.cu"};
  lint(One);
  EXPECT_EQ(preambleStats(*Pchs).Built, 0u);
  EXPECT_EQ(preambleStats(*Pchs).Used, 0u);
}

TEST_F(Lint, ParallelOutputIsTheSequentialOne) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  for (const char *Format : {"human", "json", "sarif"}) {
    clearPreambles(*Pchs);
    LintRun Seq = lint(options(1, Format));
    clearPreambles(*Pchs);
    LintRun Par = lint(options(3, Format));
    EXPECT_EQ(Seq.Exit, Par.Exit) << Format;
    EXPECT_EQ(Seq.Out, Par.Out) << Format;
    EXPECT_EQ(Seq.Err, Par.Err) << Format;
  }
}

TEST_F(Lint, FindingsAreThoseWithoutThePreamble) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  LintRun All = lint(options(2));
  // Each file alone (no PCH), concatenated: the same text.
  std::string Alone;
  for (const char *F : {"a_reduce.cu", "b_managed.cu", "c_clean.cu", "d_broken.cu",
                        "e_reduce.cu"}) {
    LintOptions L = options(1);
    L.Paths = {Dir + "/" + F};
    Alone += lint(L).Out;
  }
  EXPECT_EQ(All.Out, Alone);
  EXPECT_GT(preambleStats(*Pchs).Used, 0u);
}

TEST(LintThreads, OneWithFixAndAtMostOnePerFile) {
  LintOptions L;
  L.Jobs = 8;
  std::vector<std::string> Three = {"a", "b", "c"};
  EXPECT_EQ(lintThreads(L, Three), 3u);
  L.Jobs = 2;
  EXPECT_EQ(lintThreads(L, Three), 2u);
  L.Fix = true;
  EXPECT_EQ(lintThreads(L, Three), 1u);
  L.Fix = false;
  L.Jobs = 0;
  EXPECT_GE(lintThreads(L, Three), 1u);
  EXPECT_EQ(lintThreads(L, {}), 1u);
}

} // namespace
