//===- HazardPreprocessorTest.cpp - preprocessor callbacks, end of unit ---===//
// lib/Hazards/Preprocessor.cpp: warp-size macros and their uses, branches
// the compiler skipped (handed to the token rules), <mma.h>, headers of
// the user against the system's.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(HazardPreprocessor, SkippedBranchesGoToTheTokenRules) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  EXPECT_EQ(lint(R"(
__global__ void k(int *o) {
#if 0
  __syncwarp();
#endif
  o[threadIdx.x] = 0;
})",
                 {}, &R),
            (Lines{"4:independent-thread-scheduling"}));
  EXPECT_FALSE(R.UsedTokenEngine) << "the file parsed; only the branch was lexed";
}

TEST(HazardPreprocessor, WarpSizeMacroIsReportedWhereDefined) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  lint(R"(#define WARP_SIZE 32
__global__ void k(int *o) { o[threadIdx.x % WARP_SIZE] = 1; }
)",
       {}, &R);
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].RuleId, "warp-size-constant");
  EXPECT_EQ(R.Diags[0].Where.Offset, 18u) << "the macro's value, 32";
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 1u);
  EXPECT_EQ(R.Fixes[R.MainFile][0].Text, "warpSize");
}

TEST(HazardPreprocessor, WmmaHeader) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint("#include <mma.h>\nint x;\n"), (Lines{"1:wmma"}));
}
