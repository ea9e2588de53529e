//===- VerifyReferenceTest.cpp - lib/Verify/Reference.cpp -----------------===//
// Reference outputs stored in a folder (stdout, exit_code, files/) and read
// back.
#include "VerifyTestUtil.h"
#include "cuda2hip/Verify.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace cuda2hip::verify;
using cuda2hip::test::TempDir;
using llvm::SmallString;

TEST(VerifyReference, RoundTrip) {
  SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("verify-ref", Dir));
  RunOutput R{"n = 1\nPASS\n", 3, {{"result.txt", "42\n"}}};
  ASSERT_FALSE(bool(writeReference(Dir, "prog", R)));
  auto Back = readReference(Dir, "prog");
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->Stdout, R.Stdout);
  EXPECT_EQ(Back->ExitCode, 3);
  EXPECT_EQ(Back->Files, R.Files);
  auto Missing = readReference(Dir, "nothing");
  EXPECT_FALSE(bool(Missing));
  llvm::consumeError(Missing.takeError());
  llvm::sys::fs::remove_directories(Dir);
}

// The references checked in for the examples: recorded from the CUDA
// originals (on an H200, docs/verify.md), each a passing run.
TEST(VerifyReference, ExampleReferencesArePassingRuns) {
  std::string Root = std::string(CUDA2HIP_SOURCE_DIR) + "/examples";
  std::error_code EC;
  unsigned Examples = 0;
  for (llvm::sys::fs::directory_iterator I(Root, EC), E; I != E && !EC; I.increment(EC)) {
    if (llvm::sys::path::extension(I->path()) != ".cu")
      continue;
    ++Examples;
    std::string Name = llvm::sys::path::stem(I->path()).str();
    auto R = readReference(Root + "/references", Name);
    ASSERT_TRUE(bool(R)) << Name << ": " << llvm::toString(R.takeError());
    EXPECT_EQ(R->ExitCode, 0) << Name;
    llvm::StringRef Out = llvm::StringRef(R->Stdout).rtrim();
    EXPECT_TRUE(Out.ends_with("\nPASS")) << Name;
    EXPECT_TRUE(compareOutputs(R->Stdout, R->Stdout).Equal) << Name;
  }
  EXPECT_GE(Examples, 15u);
}

TEST(VerifyReference, TheLayoutOnDisk) {
  // Declared files are stored by their name alone; the exit code is a
  // decimal line; stdout is kept byte for byte.
  TempDir D;
  RunOutput R{std::string("a\r\nb\0c", 6), -2, {{"out/result.txt", "1\n"}}};
  ASSERT_FALSE(bool(writeReference(D.Path, "p", R)));
  auto Code = llvm::MemoryBuffer::getFile(D / "p/exit_code");
  ASSERT_TRUE(bool(Code));
  EXPECT_EQ((*Code)->getBuffer(), "-2\n");
  EXPECT_TRUE(llvm::sys::fs::exists(D / "p/files/result.txt"));
  EXPECT_FALSE(llvm::sys::fs::exists(D / "p/files/out"));
  auto Back = readReference(D.Path, "p");
  ASSERT_TRUE(bool(Back)) << llvm::toString(Back.takeError());
  EXPECT_EQ(Back->Stdout, R.Stdout);
  EXPECT_EQ(Back->ExitCode, -2);
  EXPECT_EQ(Back->Files, (std::map<std::string, std::string>{{"result.txt", "1\n"}}));
  // No declared files: no files/ folder.
  ASSERT_FALSE(bool(writeReference(D.Path, "q", RunOutput{"x\n", 0, {}})));
  EXPECT_FALSE(llvm::sys::fs::exists(D / "q/files"));
}

TEST(VerifyReference, BrokenReferences) {
  TempDir D;
  D.write("noexit/stdout", "x\n");
  auto NoExit = readReference(D.Path, "noexit");
  ASSERT_FALSE(bool(NoExit));
  EXPECT_NE(llvm::toString(NoExit.takeError()).find("no reference '" + (D / "noexit") +
                                                    "/exit_code'"),
            std::string::npos);
  D.write("text/stdout", "x\n");
  D.write("text/exit_code", "zero\n");
  auto Text = readReference(D.Path, "text");
  ASSERT_FALSE(bool(Text));
  EXPECT_NE(llvm::toString(Text.takeError()).find("holds no number"), std::string::npos);
  auto None = readReference(D.Path, "none");
  ASSERT_FALSE(bool(None));
  EXPECT_NE(llvm::toString(None.takeError()).find("/none/stdout'"), std::string::npos);
  // The folder cannot be made where a file stands.
  D.write("file", "");
  llvm::Error E = writeReference(D / "file", "p", RunOutput{"x", 0, {}});
  ASSERT_TRUE(bool(E));
  EXPECT_NE(llvm::toString(std::move(E)).find("cannot create"), std::string::npos);
}
