//===- DiffTest.cpp - unified diffs and changed-line counts ---------------===//
#include "cuda2hip/Basic.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(Tree, UnifiedDiff) {
  EXPECT_EQ(unifiedDiff("same\n", "same\n", "a/x", "b/x"), "");
  std::string Old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n";
  std::string New = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n11\n";
  EXPECT_EQ(unifiedDiff(Old, New, "a/x", "b/x"),
            "--- a/x\n+++ b/x\n"
            "@@ -2,9 +2,10 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n 9\n 10\n+11\n");
  // Far apart: two hunks; a missing final newline is marked.
  std::string A = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk", B = "A\nb\nc\nd\ne\nf\ng\nh\ni\nj\nK";
  EXPECT_EQ(unifiedDiff(A, B, "a/y", "b/y"),
            "--- a/y\n+++ b/y\n@@ -1,4 +1,4 @@\n-a\n+A\n b\n c\n d\n"
            "@@ -8,4 +8,4 @@\n h\n i\n j\n-k\n\\ No newline at end of file\n"
            "+K\n\\ No newline at end of file\n");
  // From nothing.
  EXPECT_EQ(unifiedDiff("", "x\n", "/dev/null", "b/z"),
            "--- /dev/null\n+++ b/z\n@@ -0,0 +1 @@\n+x\n");
}

TEST(Json, UnifiedDiff) {
  EXPECT_EQ(unifiedDiff("a\nb\n", "a\nb\n", "x", "y"), "");
  EXPECT_EQ(unifiedDiff("a\nb\nc\n", "a\nB\nc\n", "x", "y"),
            "--- x\n+++ y\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n");
  // Far-apart changes make two hunks; context is 3 lines.
  std::string A, B;
  for (int I = 0; I < 20; ++I) {
    A += "l" + std::to_string(I) + "\n";
    B += (I == 1 || I == 18 ? "X" : "l") + std::to_string(I) + "\n";
  }
  std::string D = unifiedDiff(A, B, "x", "y");
  EXPECT_NE(D.find("@@ -1,5 +1,5 @@\n l0\n-l1\n+X1\n l2\n"), std::string::npos) << D;
  EXPECT_NE(D.find("@@ -16,5 +16,5 @@\n"), std::string::npos) << D;
  EXPECT_NE(unifiedDiff("a", "b", "x", "y").find("\\ No newline at end of file"),
            std::string::npos);
  EXPECT_EQ(unifiedDiff("", "a\n", "x", "y"), "--- x\n+++ y\n@@ -0,0 +1 @@\n+a\n");
}

TEST(Report, ChangedLines) {
  EXPECT_EQ(changedLines("a\nb\nc\n", "a\nb\nc\n"), 0u);
  EXPECT_EQ(changedLines("a\nb\nc\n", "a\nB\nc\n"), 1u);
  EXPECT_EQ(changedLines("a\nc\n", "x\na\nc\n"), 1u);
  EXPECT_EQ(changedLines("a\nb\nc\n", "a\nc\n"), 1u);
}
