//===- InputsTest.cpp - an input's path and text (Inputs.cpp) -------------===//
#include "cuda2hip/Basic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;

namespace {
std::string tempDir() {
  llvm::SmallString<128> D;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-inputs", D));
  return std::string(D);
}
} // namespace

TEST(Inputs, GivenTextIsTakenAsItIsUnderTheAbsolutePath) {
  InputText In = readInput("/no/such/dir/../k.cu", llvm::StringRef("int x;\n"));
  EXPECT_EQ(In.Path, "/no/such/k.cu");
  EXPECT_EQ(In.Text, "int x;\n");
  EXPECT_FALSE(In.Error) << "the file is not read when its text is given";
  EXPECT_EQ(readInput("/no/./such/", llvm::StringRef("")).Path, "/no/such")
      << "a trailing slash is dropped";
}

TEST(Inputs, RelativePathIsMadeAbsolute) {
  InputText In = readInput("./a/./b.cu", llvm::StringRef(""));
  llvm::SmallString<256> Cwd;
  ASSERT_FALSE(llvm::sys::fs::current_path(Cwd));
  EXPECT_EQ(In.Path, (Cwd + "/a/b.cu").str());
}

TEST(Inputs, FileIsReadWhole) {
  std::string D = tempDir();
  std::string P = D + "/k.cu";
  std::ofstream(P) << "__global__ void k() {}\n";
  InputText In = readInput(P, std::nullopt);
  EXPECT_FALSE(In.Error);
  EXPECT_EQ(In.Text, "__global__ void k() {}\n");
  EXPECT_EQ(In.Path, P);
  llvm::sys::fs::remove_directories(D);
}

TEST(Inputs, UnreadableFileSaysWhy) {
  std::string D = tempDir();
  InputText In = readInput(D + "/missing.cu", std::nullopt);
  ASSERT_TRUE(In.Error);
  EXPECT_TRUE(llvm::StringRef(*In.Error).starts_with("cannot read '" + D + "/missing.cu': "))
      << *In.Error;
  EXPECT_TRUE(In.Text.empty());
  // A folder is not a source file.
  InputText Dir = readInput(D, std::nullopt);
  EXPECT_TRUE(Dir.Error);
  llvm::sys::fs::remove_directories(D);
}
