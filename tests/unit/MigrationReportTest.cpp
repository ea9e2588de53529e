//===- MigrationReportTest.cpp - convert --report: JSON, Markdown, HTML ---===//
#include "MigrationReportTestUtil.h"
#include "cuda2hip/MigrationReport.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;
using cuda2hip::test::Fixture;

TEST(MigrationReport, UnitsFamiliesAndWhatIsLeft) {
  Fixture F;
  json::Value V = migrationReport(F.In);
  const json::Object &R = *V.getAsObject();
  EXPECT_EQ(*R.getObject("summary")->getInteger("tokenEngine"), 1);
  const json::Object &U = *(*R.getArray("units"))[0].getAsObject();
  EXPECT_EQ(*U.getString("engine"), "token");
  EXPECT_EQ(*U.getString("why"), "a.cu:1: 'x.h' file not found");
  EXPECT_EQ(*R.getObject("byFamily")->getObject("runtime")->getInteger("converted"), 2);
  const json::Array &Left = *R.getArray("leftByHand");
  ASSERT_EQ(Left.size(), 2u);
  const json::Object &W = *Left[1].getAsObject();
  EXPECT_EQ(*W.getInteger("line"), 3);
  EXPECT_EQ(*W.getString("doc"), "docs/cli.md#diagnostic-ids");
}
