//===- HazardInlinePtxTest.cpp - the inline PTX rule family ---------------===//
// lib/Hazards/InlinePtx.cpp: every PTX asm block in device code is an
// error; an idiom with a HIP builtin gets it as the fix-it, applied by
// --fix when the operands are what the builtin takes.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(HazardInlinePtx, IdiomGetsItsBuiltin) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  std::string Src = R"(
__device__ long long cycles() {
  long long t;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  return t;
})";
  EXPECT_EQ(lint(Src, {}, &R), (Lines{"4:inline-ptx"}));
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].Sev, Severity::Error);
  EXPECT_NE(R.Diags[0].Message.find("'%clock64' has a HIP builtin"), std::string::npos)
      << R.Diags[0].Message;
  EXPECT_FALSE(R.Diags[0].FixIt.empty());
}

TEST(HazardInlinePtx, HostAssemblyIsNotPtx) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
void pause() { asm volatile("pause"); }
__device__ void nothing() {}
)"),
            Lines{});
}

TEST(HazardInlinePtx, TokenHalf) {
  HazardReport R;
  EXPECT_EQ(scanned("asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(l));\n"
                    "asm(\"bar.sync 0;\");\n",
                    &R),
            (Lines{"1:inline-ptx", "2:inline-ptx"}));
  EXPECT_NE(R.Diags[0].Message.find("has a HIP builtin"), std::string::npos);
  EXPECT_EQ(R.Diags[1].Message, "inline PTX does not assemble for AMD GPUs");
}
