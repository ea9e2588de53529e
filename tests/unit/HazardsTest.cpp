//===- HazardsTest.cpp - analyzeHazards and the wave64 fix ---------------===//
// lib/Hazards/Hazards.cpp: a file read (or not), parsed through the parse
// layer or scanned as tokens; the rule families have their own test files
// (Hazard<Family>Test.cpp).
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(Hazards, TokenEngineAndUnreadable) {
  HazardOptions O;
  O.Find.Engine = EngineChoice::Token;
  HazardReport R;
  EXPECT_EQ(lint("__global__ void k() { int l = threadIdx.x & 31; }", O, &R),
            (Lines{"1:warp-size-literal"}));
  EXPECT_TRUE(R.UsedTokenEngine);
  HazardReport U = analyzeHazards("/nonexistent/dir/k.cu", std::nullopt, {});
  EXPECT_TRUE(U.Unreadable);
  ASSERT_EQ(U.Diags.size(), 1u);
  EXPECT_EQ(U.Diags[0].RuleId, "io-error");
  EXPECT_TRUE(findHazards("/nonexistent/dir/k.cu", std::string("int x;"), O).empty());
}

TEST(Hazards, NotASourceFile) {
  HazardReport R = analyzeHazards("/tmp/cuda2hip-hazards-test/b.cu",
                                  std::string("int a;\0__syncwarp();", 21), {});
  EXPECT_TRUE(R.Unreadable);
  for (const Diagnostic &D : R.Diags)
    EXPECT_NE(D.RuleId, "independent-thread-scheduling") << "no rule runs";
}

TEST(Hazards, Wave64FixOfCleanCodeIsNone) {
  EXPECT_EQ(wave64FixedSource("/tmp/cuda2hip-hazards-test/c.cu", "int x;\n",
                              FindOptions{}),
            std::nullopt);
}
