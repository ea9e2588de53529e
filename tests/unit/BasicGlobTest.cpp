//===- BasicGlobTest.cpp - globs over relative paths ----------------------===//
// lib/Basic/Glob.cpp: '*', '?', '**', classes, escapes, name-only patterns.
#include "cuda2hip/Basic.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(BasicGlob, Globs) {
  EXPECT_TRUE(globMatch("*.cu", "src/deep/a.cu")); // no '/': the name only
  EXPECT_FALSE(globMatch("*.cu", "src/a.cuh"));
  EXPECT_TRUE(globMatch("src/*.cu", "src/a.cu"));
  EXPECT_FALSE(globMatch("src/*.cu", "src/x/a.cu")); // '*' stays in a folder
  EXPECT_TRUE(globMatch("src/**/*.cu", "src/a.cu")); // '**/' may be empty
  EXPECT_TRUE(globMatch("src/**/*.cu", "src/x/y/a.cu"));
  EXPECT_TRUE(globMatch("**/test_*", "a/b/test_x.cpp"));
  EXPECT_TRUE(globMatch("third_party/**", "third_party/x/y.h"));
  EXPECT_TRUE(globMatch("third_party/**", "third_party/")); // the folder itself
  EXPECT_FALSE(globMatch("third_party/**", "src/third_party/y.h"));
  EXPECT_TRUE(globMatch("k?.cu", "k1.cu"));
  EXPECT_FALSE(globMatch("src?a.cu", "src/a.cu")); // '?' is not '/'
  EXPECT_TRUE(globMatch("[ab].cu", "b.cu"));
  EXPECT_FALSE(globMatch("[ab].cu", "c.cu"));
  EXPECT_TRUE(globMatch("[!ab].cu", "c.cu"));
  EXPECT_TRUE(globMatch("[a-c]x.h", "bx.h"));
  EXPECT_TRUE(globMatch("./src/*.cu", "src/a.cu"));
}

TEST(BasicGlob, ClassesEscapesAndLiterals) {
  // ']' first in a class is a member; '^' negates as '!' does.
  EXPECT_TRUE(globMatch("[]x].h", "].h"));
  EXPECT_TRUE(globMatch("[]x].h", "x.h"));
  EXPECT_FALSE(globMatch("[]x].h", "y.h"));
  EXPECT_TRUE(globMatch("[^a].cu", "b.cu"));
  EXPECT_FALSE(globMatch("[^a].cu", "a.cu"));
  EXPECT_FALSE(globMatch("[a-c]x.h", "dx.h"));
  // A '[' without its ']' is a literal.
  EXPECT_TRUE(globMatch("a[b", "a[b"));
  EXPECT_FALSE(globMatch("a[b", "ab"));
  // A backslash makes the next character literal.
  EXPECT_TRUE(globMatch("\\*.cu", "*.cu"));
  EXPECT_FALSE(globMatch("\\*.cu", "a.cu"));
  EXPECT_TRUE(globMatch("k\\?.cu", "k?.cu"));
  EXPECT_FALSE(globMatch("k\\?.cu", "k1.cu"));
}

TEST(BasicGlob, SlashesAndFolders) {
  // A class never matches '/', even one that lists it.
  EXPECT_FALSE(globMatch("a[/]b", "a/b"));
  EXPECT_FALSE(globMatch("a[!x]b", "a/b"));
  // A pattern with '/' is matched against the whole path.
  EXPECT_FALSE(globMatch("src/*.cu", "x/src/a.cu"));
  EXPECT_TRUE(globMatch("a/**/b", "a/b"));
  EXPECT_TRUE(globMatch("a/**/b", "a/x/y/b"));
  EXPECT_FALSE(globMatch("a/**/b", "a/xb"));
  EXPECT_TRUE(globMatch("**", "a/b/c.cu"));
  // A name-only pattern looks at the last component; a folder's path
  // ending in '/' has an empty one.
  EXPECT_TRUE(globMatch("build", "x/y/build"));
  EXPECT_FALSE(globMatch("*.cu", "dir.cu/"));
  EXPECT_FALSE(globMatch("a.cu", "a.cux"));
  EXPECT_FALSE(globMatch("a.cu", "xa.cu"));
  EXPECT_TRUE(globMatch("*", "anything"));
  EXPECT_FALSE(globMatch("?", ""));
}
