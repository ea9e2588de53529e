//===- LinesTest.cpp - line and column of an offset -----------------------===//
#include "cuda2hip/Basic.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(TokenScanner, LineColumn) {
  EXPECT_EQ(lineColumn("ab\ncd", 4), (std::pair<unsigned, unsigned>{2, 2}));
  EXPECT_EQ(lineColumn("ab", 0), (std::pair<unsigned, unsigned>{1, 1}));
}

TEST(LineIndex, AgreesWithLineColumn) {
  std::string Text = "a\nbc\r\n\n  d\nlast";
  LineIndex L(Text);
  for (unsigned Off = 0; Off <= Text.size() + 2; ++Off)
    EXPECT_EQ(L.lineColumn(Off), lineColumn(Text, Off)) << "offset " << Off;
  LineIndex Empty("");
  EXPECT_EQ(Empty.lineColumn(0), std::make_pair(1u, 1u));
}
