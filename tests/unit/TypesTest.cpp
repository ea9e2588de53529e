//===- TypesTest.cpp - the shared value types ------------------------------===//
#include "cuda2hip/Types.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(Types, SeverityHasOneParser) {
  EXPECT_EQ(parseSeverity("error"), Severity::Error);
  EXPECT_EQ(parseSeverity("warning"), Severity::Warning);
  EXPECT_EQ(parseSeverity("note"), Severity::Note);
  EXPECT_EQ(parseSeverity("Warning"), std::nullopt);
}

TEST(Types, Versions) {
  ASSERT_TRUE(Version::parse("6.2.1"));
  EXPECT_EQ(Version::parse("6.2.1")->str(), "6.2");
  EXPECT_EQ(Version::parse(" 7 ")->str(), "7.0");
  EXPECT_FALSE(Version::parse("x.1"));
  EXPECT_TRUE((Version{6, 2}) < (Version{6, 10}));
}

TEST(Types, GroupNamesRoundTrip) {
  for (Group G : allGroups())
    EXPECT_EQ(groupFromName(groupName(G)), G);
}

TEST(Types, GroupStatsAddEveryCount) {
  GroupStats A{1, 2, 3, 4, 5}, B{10, 20, 30, 40, 50};
  A += B;
  EXPECT_EQ(A.Converted, 11u);
  EXPECT_EQ(A.Same, 22u);
  EXPECT_EQ(A.Unsupported, 33u);
  EXPECT_EQ(A.NotInTarget, 44u);
  EXPECT_EQ(A.Unknown, 55u);
  EXPECT_EQ(B.Converted, 10u) << "the right side stays";
}

TEST(Types, PortableNeedsMergeTakesTheNewLine) {
  PortableNeeds A, B;
  A.HipDefines["X"] = "#define X 1";
  B.HipDefines["X"] = "#define X 2";
  B.CudaIncludes["a.h"] = "#include <a.h>";
  A.merge(B);
  EXPECT_EQ(A.HipDefines["X"], "#define X 2");
  EXPECT_EQ(A.CudaIncludes.size(), 1u);
}
