//===- VerifyRunTest.cpp - lib/Verify/Run.cpp: the programs of a run ------===//
//
// Programs named by files and folders, unique names, the portable flags,
// and one PCH of the CUDA preamble shared by the translations of a run.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Parse/Preamble.h"
#include "cuda2hip/Verify.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;
using namespace cuda2hip::verify;

namespace {

bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

const char *Program = R"(#include <cuda_runtime.h>
#include <cstdio>
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x; }
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  k<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  printf("ok\n");
  return 0;
}
)";

class VerifyRunTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<256> D;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-verify-run", D));
    Dir = std::string(D);
    llvm::sys::fs::create_directories(Dir + "/progs");
    llvm::sys::fs::create_directories(Dir + "/other");
    for (const char *F : {"progs/b.cu", "progs/a.cu", "other/a.cu"})
      std::ofstream(Dir + "/" + F, std::ios::binary) << Program;
    std::ofstream(Dir + "/progs/notes.txt") << "not a program";
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  std::string Dir;
};

TEST_F(VerifyRunTest, ProgramsFromFilesAndFolders) {
  std::vector<std::string> Out;
  std::string Err;
  llvm::raw_string_ostream E(Err);
  ASSERT_TRUE(expandPrograms({Dir + "/progs", Dir + "/other/a.cu"}, Out, E));
  ASSERT_EQ(Out.size(), 3u);
  EXPECT_EQ(Out[0], Dir + "/progs/a.cu");
  EXPECT_EQ(Out[1], Dir + "/progs/b.cu");
  EXPECT_EQ(Out[2], Dir + "/other/a.cu");
  EXPECT_TRUE(Err.empty()) << Err;
  EXPECT_FALSE(expandPrograms({Dir + "/missing.cu"}, Out, E));
  EXPECT_NE(Err.find("no such file or folder"), std::string::npos);

  VerifyRun R;
  R.ClangArgs = {"-DX=1", "-Wall", "-I", "inc"};
  std::vector<ProgramJob> Jobs = programJobs(Out, R);
  ASSERT_EQ(Jobs.size(), 3u);
  EXPECT_EQ(Jobs[0].Name, "a");
  EXPECT_EQ(Jobs[1].Name, "b");
  EXPECT_EQ(Jobs[2].Name, "a-2");
  for (const ProgramJob &J : Jobs) {
    EXPECT_TRUE(J.Options.Translate.Find.SharePreamble);
    EXPECT_EQ(J.Options.Flags, (std::vector<std::string>{"-DX=1", "-I", "inc"}));
  }
  EXPECT_FALSE(programJobs({Out[0]}, R)[0].Options.Translate.Find.SharePreamble);
}

TEST_F(VerifyRunTest, TranslationsShareOnePreamble) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  VerifyRun R;
  R.Options.SkipAmdCompile = true; // translation only: no toolchain, no GPU
  R.Options.WorkDir = Dir + "/work";
  std::vector<std::string> Programs = {Dir + "/progs/a.cu", Dir + "/progs/b.cu",
                                       Dir + "/other/a.cu"};
  R.Options.Translate.Find.RunSession = std::make_shared<Session>();
  std::string Log;
  llvm::raw_string_ostream L(Log);
  // One thread: deterministic (with two, one parses the plain way while the
  // other builds the PCH).
  std::vector<ProgramReport> Reports = verifyPrograms(programJobs(Programs, R), 1, L);
  ASSERT_EQ(Reports.size(), 3u);
  for (const ProgramReport &P : Reports)
    EXPECT_EQ(P.Translate.Status, Step::Ok) << P.Name << ": " << P.Translate.Detail;
  EXPECT_EQ(Reports[2].Name, "a-2");
  PreambleStats S = preambleStats(*R.Options.Translate.Find.RunSession);
  EXPECT_EQ(S.Built, 1u);
  EXPECT_EQ(S.Used, 3u);
  EXPECT_NE(Log.find("cuda2hip verify: b\n"), std::string::npos);
}

} // namespace
