//===- HazardRulesTest.cpp - the hazard rule table and the sink -----------===//
// lib/Hazards/HazardRules.cpp: the rules table (HazardRules.def), the
// names the rules know, and the Sink every finding goes to (severity
// filter, NOLINT, grouped fixes).
#include "HazardTestUtil.h"
#include "gtest/gtest.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

TEST(HazardRules, TableIsWellFormed) {
  llvm::StringSet<> Ids;
  ASSERT_GE(hazardRules().size(), 20u);
  for (const HazardRuleInfo &R : hazardRules()) {
    EXPECT_TRUE(Ids.insert(R.Id).second) << "duplicate id " << R.Id.str();
    EXPECT_FALSE(R.Title.empty() || R.Why.empty() || R.Advice.empty()) << R.Id.str();
    for (char C : R.Id)
      EXPECT_TRUE(llvm::isLower(C) || llvm::isDigit(C) || C == '-') << R.Id.str();
    EXPECT_EQ(findHazardRule(R.Id), &R);
    // One generated page per rule (scripts/gen_hazard_docs.py).
    llvm::SmallString<256> Page(CUDA2HIP_SOURCE_DIR "/docs/hazards");
    llvm::sys::path::append(Page, R.Id + ".md");
    EXPECT_TRUE(llvm::sys::fs::exists(Page)) << Page.str().str();
  }
  EXPECT_EQ(findHazardRule("no-such-rule"), nullptr);
  EXPECT_EQ(info(Rule::InlinePtx).Id, "inline-ptx");
  EXPECT_EQ(info(Rule::LaneMask32).Fix, HazardFix::Safe);
}

TEST(HazardRules, Severity) {
  EXPECT_EQ(parseSeverity("note"), Severity::Note);
  EXPECT_EQ(parseSeverity("error"), Severity::Error);
  EXPECT_EQ(parseSeverity("warn"), std::nullopt);
}

TEST(HazardNames, WarpConstants) {
  EXPECT_EQ(warpConstKind("WARP_SIZE", 32), WarpConstKind::Size);
  EXPECT_EQ(warpConstKind("kWarpSize", 32), WarpConstKind::Size);
  EXPECT_EQ(warpConstKind("THREADS_PER_WARP", 32), WarpConstKind::Size);
  EXPECT_EQ(warpConstKind("LOG_WARP_SIZE", 5), WarpConstKind::Log);
  EXPECT_EQ(warpConstKind("WARP_MASK", 31), WarpConstKind::Mask);
  EXPECT_EQ(warpConstKind("LANE_MASK", 31), WarpConstKind::Mask);
  // Counts of warps, tiles and blocks are not warp sizes.
  EXPECT_EQ(warpConstKind("MAX_WARPS", 32), WarpConstKind::None);
  EXPECT_EQ(warpConstKind("WARPS_PER_BLOCK", 32), WarpConstKind::None);
  EXPECT_EQ(warpConstKind("TILE", 32), WarpConstKind::None);
  EXPECT_EQ(warpConstKind("WARP_SIZE", 64), WarpConstKind::None);
  EXPECT_TRUE(isLaneName("laneId") && isLaneName("lane_id") && isLaneName("lane"));
  EXPECT_FALSE(isLaneName("lanes") || isLaneName("plane"));
  EXPECT_TRUE(isWarpIdName("warp_id") && isWarpIdName("wid"));
  EXPECT_FALSE(isWarpIdName("warpSize"));
  EXPECT_EQ(parseIntLiteral("0xFFFFFFFFu"), 0xffffffffu);
  EXPECT_EQ(parseIntLiteral("32"), 32u);
  EXPECT_EQ(parseIntLiteral("1.0f"), std::nullopt);
}

TEST(HazardSink, GroupsApplyAllTheirEditsOrNone) {
  std::string Buf = "int a = f(x);\nint b = f(y); // NOLINT\nint c = 0xffffffff;\n";
  auto Run = [&](bool Silenced, bool Overlap) {
    std::string Text = Buf;
    if (!Silenced)
      Text.replace(Text.find(" // NOLINT"), 10, "");
    Sink S("/g.cu");
    S.buffer("/g.cu", Text);
    unsigned A = Text.find("f(x)"), B = Text.find("f(y)"), C = Text.find("0xff");
    unsigned G = S.newGroup({Edit{A, 4, "g(x)"}, Edit{B, 4, "g(y)"}, Edit{0, 0, "// h\n"}});
    S.addGrouped(Rule::TextureMemory, FileRange{"/g.cu", A, 4}, "m", "g(x)", G);
    S.addGrouped(Rule::TextureMemory, FileRange{"/g.cu", B, 4}, "m", "g(y)", G);
    if (Overlap)
      S.add(Rule::LaneMask32, FileRange{"/g.cu", B, 2}, "m", "h", /*Safe=*/true);
    S.add(Rule::LaneMask32, FileRange{"/g.cu", C, 10}, "m", "0xffffffffffffffffull", true);
    return S.finish(Severity::Note, false);
  };
  HazardReport All = Run(false, false);
  ASSERT_EQ(All.Fixes["/g.cu"].size(), 4u);
  EXPECT_EQ(All.Fixes["/g.cu"][0].Text, "// h\n");
  // A NOLINTed finding of the group: none of its edits.
  HazardReport Quiet = Run(true, false);
  ASSERT_EQ(Quiet.Fixes["/g.cu"].size(), 1u);
  EXPECT_EQ(Quiet.Fixes["/g.cu"][0].Text, "0xffffffffffffffffull");
  EXPECT_EQ(Quiet.Diags.size(), 2u);
  // One edit overlapping another fix: none of the group's.
  HazardReport Clash = Run(false, true);
  ASSERT_EQ(Clash.Fixes["/g.cu"].size(), 2u);
  EXPECT_EQ(Clash.Fixes["/g.cu"][0].Text, "h");
}

TEST(HazardSink, SeverityFilterAndNolint) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = R"(
__global__ void k(int *o) {
  __syncwarp();
  int lane = threadIdx.x & 31;
  int w = threadIdx.x / 32; // NOLINT(cuda2hip-warp-size-literal)
  o[lane] = w; int nat = threadIdx.x % warpSize; o[nat] = 0;
})";
  EXPECT_EQ(lint(Src), (Lines{"3:independent-thread-scheduling", "4:warp-size-literal"}));
  HazardOptions O;
  O.MinSeverity = Severity::Warning;
  EXPECT_EQ(lint(Src, O), (Lines{"4:warp-size-literal"}));
  O.MinSeverity = Severity::Error;
  EXPECT_EQ(lint(Src, O), Lines{});
}

TEST(HazardSink, OneFindingPerPlaceAndRuleInOrder) {
  std::string Buf = "int a = 0xffffffff;\nint b = 0xffffffff;\n";
  Sink S("/s.cu");
  S.buffer("/s.cu", Buf);
  unsigned Second = Buf.rfind("0xff"), First = Buf.find("0xff");
  S.add(Rule::LaneMask32, FileRange{"/s.cu", Second, 10}, "m", "", false);
  S.add(Rule::LaneMask32, FileRange{"/s.cu", First, 10}, "m", "", false);
  S.add(Rule::LaneMask32, FileRange{"/s.cu", First, 10}, "again", "", false);
  HazardReport R = S.finish(Severity::Note, false);
  ASSERT_EQ(R.Diags.size(), 2u);
  EXPECT_EQ(R.Diags[0].Where.Offset, First);
  EXPECT_EQ(R.Diags[1].Where.Offset, Second);
  EXPECT_EQ(R.Diags[0].RuleId, "lane-mask-32");
  EXPECT_EQ(R.Diags[0].Sev, info(Rule::LaneMask32).Sev);
  EXPECT_FALSE(R.UsedTokenEngine);
}
