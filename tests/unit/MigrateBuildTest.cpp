//===- MigrateBuildTest.cpp - runMigrateBuild: modes, outputs, exit codes -===//
//
// lib/MigrateBuild/MigrateBuild.cpp: the run of `cuda2hip migrate-build`
// (the tool file only parses options). The rules themselves are
// BuildFilesTest's; here the run: one file to stdout, --check writes
// nothing and says what is left, --out-dir writes there, modes that do not
// go together and unknown files are usage errors.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/MigrateBuild.h"
#include "cuda2hip/Emit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;

namespace {

const char *Script = "nvcc -O2 -arch=sm_80 -o app app.cu\n";

struct Dir {
  Dir() { llvm::sys::fs::createUniqueDirectory("c2h-migrate-build", Path); }
  ~Dir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(llvm::StringRef Name, llvm::StringRef Text) {
    llvm::SmallString<256> P(Path);
    llvm::sys::path::append(P, Name);
    std::ofstream(std::string(P)) << Text.str();
    return std::string(P);
  }
  llvm::SmallString<256> Path;
};

struct Result {
  int Exit;
  std::string Out, Err;
};

Result migrate(const MigrateBuildOptions &C) {
  Result R;
  llvm::raw_string_ostream Out(R.Out), Err(R.Err);
  R.Exit = runMigrateBuild(C, Out, Err);
  return R;
}

TEST(MigrateBuild, OneFileToStdout) {
  Dir D;
  MigrateBuildOptions C;
  C.Paths = {D.file("build.sh", Script)};
  Result R = migrate(C);
  EXPECT_NE(R.Out.find("hipcc"), std::string::npos) << R.Out;
  EXPECT_EQ(R.Out.find("nvcc"), std::string::npos) << R.Out;
  EXPECT_NE(R.Err.find("cuda2hip migrate-build: 1 file, 1 changed"), std::string::npos)
      << R.Err;
}

TEST(MigrateBuild, CheckWritesNothingAndSaysWhatIsLeft) {
  Dir D;
  std::string P = D.file("build.sh", Script);
  MigrateBuildOptions C;
  C.Paths = {std::string(D.Path)};
  C.Check = true;
  Result R = migrate(C);
  EXPECT_EQ(R.Exit, ExitWarnings) << R.Err;
  EXPECT_EQ(R.Out, "");
  auto Now = llvm::MemoryBuffer::getFile(P);
  ASSERT_TRUE(bool(Now));
  EXPECT_EQ((*Now)->getBuffer(), Script);
  EXPECT_NE(R.Err.find("1 to change"), std::string::npos) << R.Err;
}

TEST(MigrateBuild, OutDirKeepsTheLayout) {
  Dir D, O;
  D.file("build.sh", Script);
  MigrateBuildOptions C;
  C.Paths = {std::string(D.Path)};
  C.OutDir = std::string(O.Path);
  Result R = migrate(C);
  EXPECT_NE(R.Exit, ExitUsage) << R.Err;
  llvm::SmallString<256> Written(O.Path);
  llvm::sys::path::append(Written, "build.sh");
  auto Text = llvm::MemoryBuffer::getFile(Written);
  ASSERT_TRUE(bool(Text)) << R.Err;
  EXPECT_NE((*Text)->getBuffer().find("hipcc"), llvm::StringRef::npos);
}

TEST(MigrateBuild, UsageErrors) {
  Dir D;
  MigrateBuildOptions C;
  C.Paths = {D.file("build.sh", Script)};
  C.Diff = C.Check = true;
  EXPECT_EQ(migrate(C).Exit, ExitUsage);
  C.Diff = C.Check = false;
  C.Archs = {"sm_80"};
  EXPECT_EQ(migrate(C).Exit, ExitUsage);
  C.Archs = {};
  C.Paths = {D.file("notes.txt", "hello\n")};
  Result R = migrate(C);
  EXPECT_EQ(R.Exit, ExitUsage);
  EXPECT_NE(R.Err.find("not a build file cuda2hip knows"), std::string::npos) << R.Err;
}

} // namespace
