//===- BasicPathsTest.cpp - absolute and relative paths -------------------===//
// lib/Basic/Paths.cpp: absolute (dots removed, no trailing '/'),
// relativePath (how reports name files), pathFrom (how an #include spells
// a path).
#include "cuda2hip/Basic.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(BasicPaths, RelativePath) {
  EXPECT_EQ(relativePath("/proj/src/a.cu", "/proj"), "src/a.cu");
  EXPECT_EQ(relativePath("/proj/src/a.cu", "/proj/"), "src/a.cu");
  EXPECT_EQ(relativePath("/project/a.cu", "/proj"), "/project/a.cu");
  EXPECT_EQ(relativePath("/a.cu", "/"), "a.cu");
  EXPECT_EQ(relativePath("rel/a.cu", "/proj"), "rel/a.cu");
}

TEST(BasicPaths, Absolute) {
  EXPECT_EQ(absolute("a/../b", "/r"), "/r/b");
  EXPECT_EQ(absolute("./x/./y/", "/r"), "/r/x/y");
  EXPECT_EQ(absolute("/x/y/../z/"), "/x/z");
  EXPECT_EQ(absolute("/x", "/ignored"), "/x") << "an absolute path keeps its place";
  EXPECT_EQ(absolute("/"), "/");
  EXPECT_EQ(absolute("/a/.."), "/");
  // Without a folder: against the current one.
  std::string Here = absolute(".");
  EXPECT_TRUE(llvm::StringRef(Here).starts_with("/")) << Here;
  EXPECT_EQ(absolute("k.cu"), Here == "/" ? "/k.cu" : Here + "/k.cu");
}

TEST(BasicPaths, RootItselfAndTrailingSlashes) {
  EXPECT_EQ(relativePath("/proj", "/proj"), ".");
  EXPECT_EQ(relativePath("/proj", "/proj//"), ".");
  EXPECT_EQ(relativePath("/proj/a.cu", ""), "/proj/a.cu") << "no root";
  EXPECT_EQ(relativePath("/projx", "/proj"), "/projx");
}

TEST(BasicPaths, PathFrom) {
  EXPECT_EQ(pathFrom("/a/b/c.h", "/a/b"), "c.h");
  EXPECT_EQ(pathFrom("/a/b/c.h", "/a/d"), "../b/c.h");
  EXPECT_EQ(pathFrom("/x/y.h", "/a/b"), "../../x/y.h");
  EXPECT_EQ(pathFrom("/a/b/c/d.h", "/a"), "b/c/d.h");
  EXPECT_EQ(pathFrom("/a", "/a/b/c"), "../..");
  EXPECT_EQ(pathFrom("/a/b", "/a/b"), "");
}
