//===- VerifyCompareTest.cpp - output comparison --------------------------===//
#include "cuda2hip/Verify.h"
#include "gtest/gtest.h"
#include <cmath>

using namespace cuda2hip::verify;

namespace {
std::string kinds(const std::vector<OutputToken> &T) {
  std::string S;
  for (const OutputToken &X : T)
    S += X.K == OutputToken::Text ? 'T' : X.K == OutputToken::Integer ? 'I' : 'R';
  return S;
}
} // namespace

TEST(VerifyTokenize, NumbersAndText) {
  auto T = tokenizeLine("checksum = 123.500000");
  ASSERT_EQ(kinds(T), "TR");
  EXPECT_EQ(T[0].Spelling, "checksum = ");
  EXPECT_DOUBLE_EQ(T[1].Value, 123.5);

  T = tokenizeLine("c[12345] = 1.5e+03, n = -7");
  ASSERT_EQ(kinds(T), "TITRTI");
  EXPECT_DOUBLE_EQ(T[1].Value, 12345);
  EXPECT_DOUBLE_EQ(T[3].Value, 1500);
  EXPECT_DOUBLE_EQ(T[5].Value, -7);
  EXPECT_EQ(T[5].Spelling, "-7");
}

TEST(VerifyTokenize, DigitsGluedToLettersAreText) {
  EXPECT_EQ(kinds(tokenizeLine("sm_90 x2 0x1f gfx942 2D")), "T");
  // A minus after a word is an operator, not a sign.
  auto T = tokenizeLine("a-3");
  ASSERT_EQ(kinds(T), "TI");
  EXPECT_DOUBLE_EQ(T[1].Value, 3);
  // Version-like dotted words stay text after the first number.
  EXPECT_EQ(kinds(tokenizeLine("v1.2.3")), "T");
}

TEST(VerifyTokenize, NanAndInf) {
  auto T = tokenizeLine("x = nan, y = -inf, z = Infinity, w = info");
  ASSERT_EQ(kinds(T), "TRTRTRT");
  EXPECT_TRUE(std::isnan(T[1].Value));
  EXPECT_TRUE(std::isinf(T[3].Value) && T[3].Value < 0);
  EXPECT_TRUE(std::isinf(T[5].Value) && T[5].Value > 0);
}

TEST(VerifyCompare, EqualAndWithinTolerance) {
  CompareResult R = compareOutputs("sum = 1.000000\nPASS\n", "sum = 1.000000\nPASS\n");
  EXPECT_TRUE(R.Equal);
  EXPECT_EQ(R.LinesCompared, 2u);
  EXPECT_EQ(R.NumbersCompared, 1u);
  EXPECT_EQ(R.MaxAbsDev, 0);

  R = compareOutputs("sum = 1000.000\n", "sum = 1000.004\n");
  EXPECT_TRUE(R.Equal) << R.FirstDifference;
  EXPECT_NEAR(R.MaxAbsDev, 0.004, 1e-9);
  EXPECT_NEAR(R.MaxRelDev, 4e-6, 1e-9);

  CompareOptions Tight;
  Tight.RTol = 1e-7;
  Tight.ATol = 0;
  R = compareOutputs("sum = 1000.000\n", "sum = 1000.004\n", Tight);
  EXPECT_FALSE(R.Equal);
  EXPECT_NE(R.FirstDifference.find("line 1"), std::string::npos) << R.FirstDifference;
}

TEST(VerifyCompare, IntegersAreExact) {
  CompareOptions Loose;
  Loose.RTol = 0.5;
  EXPECT_FALSE(compareOutputs("count = 123\n", "count = 124\n", Loose).Equal);
  // A real against an integer uses the tolerance.
  EXPECT_TRUE(compareOutputs("x = 3\n", "x = 3.0000001\n").Equal);
}

TEST(VerifyCompare, TextIsExact) {
  CompareResult R = compareOutputs("PASS\n", "FAIL\n");
  EXPECT_FALSE(R.Equal);
  EXPECT_EQ(R.FirstDifference, "line 1: expected 'PASS', got 'FAIL'");
  EXPECT_FALSE(compareOutputs("a = 1\n", "b = 1\n").Equal);
  EXPECT_FALSE(compareOutputs("a = 1\n", "a = x\n").Equal);
}

TEST(VerifyCompare, InfoLinesBlanksAndLineEndingsIgnored) {
  EXPECT_TRUE(compareOutputs("info: device H200\nn = 4\nPASS\n",
                             "n = 4  \r\ninfo: device MI300X\ninfo: 12 ms\nPASS\n\n")
                  .Equal);
  CompareOptions NoIgnore;
  NoIgnore.IgnorePrefix = "";
  EXPECT_FALSE(compareOutputs("info: a\n", "info: b\n", NoIgnore).Equal);
}

TEST(VerifyCompare, MissingAndExtraLines) {
  CompareResult R = compareOutputs("a\nb\n", "a\n");
  EXPECT_FALSE(R.Equal);
  EXPECT_NE(R.FirstDifference.find("first missing: 'b'"), std::string::npos)
      << R.FirstDifference;
  R = compareOutputs("a\n", "a\nc\n");
  EXPECT_NE(R.FirstDifference.find("first extra: 'c'"), std::string::npos);
}

TEST(VerifyCompare, NanEqualsNan) {
  EXPECT_TRUE(compareOutputs("x = nan\n", "x = -nan\n").Equal);
  EXPECT_FALSE(compareOutputs("x = nan\n", "x = 1.0\n").Equal);
  EXPECT_FALSE(compareOutputs("x = inf\n", "x = -inf\n").Equal);
}

TEST(VerifyCompare, RunsCompareExitCodesAndFiles) {
  RunOutput A{"PASS\n", 0, {{"out.txt", "v = 1.0\n"}, {"raw.bin", std::string("\0\1", 2)}}};
  RunOutput B = A;
  EXPECT_TRUE(compareRuns(A, B).Equal);
  B.Files["out.txt"] = "v = 1.0000001\n";
  EXPECT_TRUE(compareRuns(A, B).Equal);
  B.Files["raw.bin"] = std::string("\0\2", 2);
  CompareResult R = compareRuns(A, B);
  EXPECT_FALSE(R.Equal);
  EXPECT_EQ(R.FirstDifference, "file raw.bin: binary contents differ");
  B = A;
  B.ExitCode = 1;
  R = compareRuns(A, B);
  EXPECT_FALSE(R.Equal);
  EXPECT_EQ(R.FirstDifference, "exit code: expected 0, got 1");
  B = A;
  B.Files.erase("out.txt");
  EXPECT_EQ(compareRuns(A, B).FirstDifference, "file out.txt: not written");
}
