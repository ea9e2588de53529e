//===- PlanMergeTest.cpp - lib/Plan/PlanMerge.cpp -------------------------===//
// A file's edits as clang Replacements (insertions at one place merged),
// and the plans of several units merged into one.
#include "cuda2hip/Plan.h"
#include "clang/Tooling/Core/Replacement.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(PlanMerge, MergePlansReportsConflicts) {
  Plan A, B;
  A.Files["/h.cuh"] = FilePlan{"/h.cuh", "cudaX", {{0, 5, "hipX"}}};
  B.Files["/h.cuh"] = FilePlan{"/h.cuh", "cudaX", {{0, 5, "hipY"}}};
  B.Stats[Group::Runtime].Converted = 1;
  mergePlan(A, B);
  EXPECT_EQ(A.Files["/h.cuh"].apply(), "hipX");
  ASSERT_EQ(A.Diags.size(), 1u);
  EXPECT_EQ(A.Diags[0].RuleId, "conflict");
  EXPECT_EQ(A.Stats[Group::Runtime].Converted, 1u);
  Plan C;
  C.Files["/h.cuh"] = FilePlan{"/h.cuh", "cudaX", {{0, 5, "hipX"}}};
  mergePlan(A, C);
  EXPECT_EQ(A.Diags.size(), 1u) << "agreeing edits are no conflict";
}


TEST(PlanMerge, ReplacementsJoinInsertionsAtOnePlace) {
  FilePlan P{"/x.cu", "abcdefgh", {}};
  ASSERT_TRUE(addEdit(P.Edits, {0, 0, "<"}));
  ASSERT_TRUE(addEdit(P.Edits, {0, 0, "["}));
  ASSERT_TRUE(addEdit(P.Edits, {0, 3, "X"}));
  ASSERT_TRUE(addEdit(P.Edits, {5, 0, "1"}));
  ASSERT_TRUE(addEdit(P.Edits, {5, 0, "2"}));
  ASSERT_TRUE(addEdit(P.Edits, {7, 1, ""}));
  clang::tooling::Replacements R = P.replacements();
  std::vector<std::tuple<unsigned, unsigned, std::string>> Got;
  for (const clang::tooling::Replacement &X : R) {
    EXPECT_EQ(X.getFilePath(), "/x.cu");
    Got.push_back({X.getOffset(), X.getLength(), X.getReplacementText().str()});
  }
  EXPECT_EQ(Got, (std::vector<std::tuple<unsigned, unsigned, std::string>>{
                     {0, 3, "<[X"}, {5, 0, "12"}, {7, 1, ""}}));
  // Applied by clang, they give what the plan gives.
  auto Applied = clang::tooling::applyAllReplacements(P.Original, R);
  ASSERT_TRUE(bool(Applied));
  EXPECT_EQ(*Applied, P.apply());
  EXPECT_EQ(*Applied, "<[Xde12fg");
  EXPECT_TRUE(FilePlan().replacements().empty());
}

TEST(PlanMerge, EverythingOfTheOtherPlanIsAdded) {
  Plan A, B;
  A.Files["/a.cu"] = FilePlan{"/a.cu", "cudaA", {{0, 5, "hipA"}}};
  A.Files["/h.cuh"] = FilePlan{"/h.cuh", "cudaX cudaY", {{0, 5, "hipX"}}};
  A.Stats[Group::Runtime] = {1, 1, 0, 0, 0};
  A.UnknownApis = 1;
  A.Diags.push_back({FileRange{"/a.cu", 0, 5}, Severity::Note, "n", "from A", "", std::nullopt});
  B.Files["/b.cu"] = FilePlan{"/b.cu", "cudaB", {{0, 5, "hipB"}}};
  B.Files["/h.cuh"] = FilePlan{"/h.cuh", "cudaX cudaY", {{6, 5, "hipY"}, {0, 5, "hipX"}}};
  B.Stats[Group::Runtime] = {2, 3, 4, 5, 6};
  B.Stats[Group::Blas] = {1, 0, 0, 0, 0};
  B.UnknownApis = 2;
  B.UsedTokenEngine = true;
  B.ParseFailed = true;
  B.Portable.HipDefines["cudaB"] = "#define cudaB hipB";
  B.Diags.push_back({FileRange{"/b.cu", 0, 5}, Severity::Warning, "w", "from B", "", std::nullopt});
  mergePlan(A, B);
  EXPECT_EQ(A.Files.size(), 3u);
  EXPECT_EQ(A.Files["/b.cu"].apply(), "hipB");
  EXPECT_EQ(A.Files["/h.cuh"].apply(), "hipX hipY"); // the union
  ASSERT_EQ(A.Diags.size(), 2u);
  EXPECT_EQ(A.Diags[1].Message, "from B");
  const GroupStats &R = A.Stats[Group::Runtime];
  EXPECT_EQ(std::make_tuple(R.Converted, R.Same, R.Unsupported, R.NotInTarget, R.Unknown),
            std::make_tuple(3u, 4u, 4u, 5u, 6u));
  EXPECT_EQ(A.Stats[Group::Blas].Converted, 1u);
  EXPECT_EQ(A.UnknownApis, 3u);
  EXPECT_TRUE(A.UsedTokenEngine);
  EXPECT_TRUE(A.ParseFailed);
  EXPECT_EQ(A.Portable.HipDefines.count("cudaB"), 1u);
  // Flags once set stay set.
  mergePlan(A, Plan());
  EXPECT_TRUE(A.UsedTokenEngine);
  EXPECT_TRUE(A.ParseFailed);
  EXPECT_EQ(A.UnknownApis, 3u);
}

TEST(PlanMerge, TheConflictNamesTheReplacementLeftOut) {
  Plan A, B;
  A.Files["/h.cuh"] = FilePlan{"/h.cuh", "int cudaX;", {{4, 5, "hipX"}}};
  B.Files["/h.cuh"] = FilePlan{"/h.cuh", "int cudaX;", {{4, 0, "/*?*/"}, {6, 2, "zz"}}};
  mergePlan(A, B);
  // An insertion in front of the replacement is none; an overlapping one is.
  ASSERT_EQ(A.Diags.size(), 1u);
  const Diagnostic &D = A.Diags[0];
  EXPECT_EQ(D.Sev, Severity::Warning);
  EXPECT_EQ(D.Where.File, "/h.cuh");
  EXPECT_EQ(D.Where.Offset, 6u);
  EXPECT_EQ(D.Where.Length, 2u);
  EXPECT_EQ(D.Message, "translation units disagree about this text (replacement 'zz' not applied)");
  EXPECT_EQ(A.Files["/h.cuh"].apply(), "int /*?*/hipX;");
}
