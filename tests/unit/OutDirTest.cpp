//===- OutDirTest.cpp - links mirrored into --out-dir, the depfile --------===//
#include "../../lib/Tree/OutDir.h"
#include "gtest/gtest.h"

using namespace cuda2hip::tree;

namespace {

TEST(OutDir, LinkTextIsRelativeToTheLinksFolder) {
  EXPECT_EQ(relativeLinkText("/o/a/b", "/o/c/x.h"), "../../c/x.h");
  EXPECT_EQ(relativeLinkText("/o/a", "/o/a/x.h"), "x.h");
  EXPECT_EQ(relativeLinkText("/o", "/o/a/b/x.h"), "a/b/x.h");
}

TEST(OutDir, DepfileEscapesAsMakeReadsIt) {
  std::string T = depfileText({"/o/a b.cu", "/o/c.cu"}, {"/s/x#1.h", "/s/$y.h"});
  EXPECT_EQ(T, "/o/a\\ b.cu /o/c.cu: \\\n  /s/$$y.h \\\n  /s/x\\#1.h\n");
}

} // namespace
