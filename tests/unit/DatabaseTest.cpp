//===- DatabaseTest.cpp - compile_commands.json found above a file --------===//
#include "cuda2hip/Driver.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuda2hip;
using namespace llvm;

namespace {
struct TempDir {
  SmallString<128> Path;
  TempDir() {
    sys::fs::createUniqueDirectory("cuda2hip-db", Path);
    SmallString<128> Real;
    if (!sys::fs::real_path(Path, Real))
      Path = Real;
  }
  ~TempDir() { sys::fs::remove_directories(Path); }
  std::string file(StringRef Name) const {
    SmallString<128> P(Path);
    sys::path::append(P, Name);
    return std::string(P);
  }
  std::string write(StringRef Name, StringRef Text) const {
    std::string P = file(Name);
    sys::fs::create_directories(sys::path::parent_path(P));
    std::error_code EC;
    raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }
};
bool has(const std::vector<std::string> &V, StringRef S) {
  return std::find(V.begin(), V.end(), S.str()) != V.end();
}
} // namespace

TEST(Database, FoundInABuildFolderAbove) {
  TempDir T;
  std::string Src = T.write("proj/src/deep/k.cu", "");
  std::string Header = T.write("proj/src/deep/k.cuh", "");
  std::string Other = T.write("proj/src/deep/other.cu", "");
  std::string Json = T.write(
      "proj/build/compile_commands.json",
      "[{\"directory\": \"" + T.file("proj/build") + "\", \"file\": \"" + Src +
          "\", \"command\": \"nvcc -DFROM_DB=1 -I../include -c " + Src + "\"}]");
  EXPECT_EQ(findDatabaseFor(Src), Json);
  std::string At;
  Session Run;
  auto Flags = discoveredFlags(Src, &Run, &At);
  EXPECT_EQ(At, Json);
  EXPECT_TRUE(has(Flags, "-DFROM_DB=1"));
  EXPECT_TRUE(has(Flags, "-I" + T.file("proj/include")));
  // A header borrows the flags of a neighbour; another source does not.
  EXPECT_TRUE(has(discoveredFlags(Header, &Run, &At), "-DFROM_DB=1"));
  EXPECT_EQ(At, Json);
  EXPECT_TRUE(discoveredFlags(Other, &Run, &At).empty());
  EXPECT_EQ(At, "");
  // A session loads a database once: a change on disk is seen by a new
  // session (or with none), not by the one that loaded it.
  T.write("proj/build/compile_commands.json",
          "[{\"directory\": \"" + T.file("proj/build") + "\", \"file\": \"" + Src +
              "\", \"command\": \"nvcc -DFROM_DB=2 -c " + Src + "\"}]");
  EXPECT_TRUE(has(discoveredFlags(Src, &Run), "-DFROM_DB=1"));
  Session Next;
  EXPECT_TRUE(has(discoveredFlags(Src, &Next), "-DFROM_DB=2"));
  EXPECT_TRUE(has(discoveredFlags(Src, nullptr), "-DFROM_DB=2"));
}

TEST(Database, NearestWins) {
  TempDir T;
  std::string Src = T.write("a/b/k.cu", "");
  T.write("a/build/compile_commands.json", "[]");
  std::string Near = T.write("a/b/compile_commands.json", "[]");
  EXPECT_EQ(findDatabaseFor(Src), Near);
  // In one folder, compile_commands.json comes before build/.
  T.write("a/b/build/compile_commands.json", "[]");
  EXPECT_EQ(findDatabaseFor(Src), Near);
}
