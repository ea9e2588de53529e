//===- LexingTest.cpp - raw tokens and directive lines ---------------------===//
#include "cuda2hip/Lexing.h"
#include "gtest/gtest.h"
#include <string>

using namespace cuda2hip;
using namespace llvm;

namespace {
std::vector<std::string> tokens(const std::string &Text, unsigned Begin = 0,
                                unsigned End = UINT_MAX) {
  std::vector<std::string> Out;
  forEachRawToken(
      Text, cudaLexOptions(),
      [&](const RawToken &T) {
        Out.push_back((T.StartOfLine ? "^" : "") + Text.substr(T.Offset, T.Length));
      },
      Begin, End);
  return Out;
}
} // namespace

TEST(Lexing, RawTokensSkipCommentsAndKeepLaunchBrackets) {
  std::string Text = "k<<<1, 2>>>(x); // call\n/* c */ y";
  EXPECT_EQ(tokens(Text), (std::vector<std::string>{
                              "^k", "<<<", "1", ",", "2", ">>>", "(", "x", ")",
                              ";", "^y"}));
}

TEST(Lexing, RawTokensOfARange) {
  std::string Text = "a b c d";
  // From offset 2, tokens that start before offset 5; lexing starts a line.
  EXPECT_EQ(tokens(Text, 2, 5), (std::vector<std::string>{"^b", "c"}));
  EXPECT_TRUE(tokens(Text, 5, 5).empty());
  EXPECT_EQ(tokens(Text, 0, 100).size(), 4u);
}

TEST(Lexing, DirectiveLinesAreFirstOnTheirLineAndContinue) {
  StringRef Buf = "#define A 1\n  #  define B \\\n  2\nx #define C\n// #define D\n";
  std::vector<DirectiveLine> D = directiveLines(Buf, "define");
  ASSERT_EQ(D.size(), 2u);
  EXPECT_EQ(D[0].LineStart, 0u);
  EXPECT_EQ(D[0].Rest, " A 1");
  EXPECT_EQ(D[1].LineStart, 12u);
  EXPECT_EQ(D[1].Rest, " B \\\n  2");
}

TEST(Lexing, IncludeLines) {
  StringRef Buf = "#include <torch/x.h>\n# include \"a/b.h\" // c\n"
                  "#include_next <n.h>\n#include MACRO\n";
  std::vector<IncludeLine> I = includeLines(Buf);
  ASSERT_EQ(I.size(), 2u);
  EXPECT_EQ(I[0].Open, '<');
  EXPECT_EQ(I[0].Name, "torch/x.h");
  EXPECT_EQ(I[1].Open, '"');
  EXPECT_EQ(I[1].Name, "a/b.h");
  EXPECT_EQ(I[1].LineStart, 21u);
}
