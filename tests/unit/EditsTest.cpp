//===- EditsTest.cpp - sorted, non-overlapping edits ----------------------===//
#include "cuda2hip/Plan.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(Edits, ApplyInOrder) {
  FilePlan P;
  P.Path = "/x.cu";
  P.Original = "cudaMalloc(&p); cudaFree(p);";
  ASSERT_TRUE(addEdit(P.Edits, {16, 8, "hipFree"}));
  ASSERT_TRUE(addEdit(P.Edits, {0, 10, "hipMalloc"}));
  EXPECT_EQ(P.apply(), "hipMalloc(&p); hipFree(p);");
}

TEST(Edits, IdenticalEditsOnceOverlapsRefused) {
  std::vector<Edit> E;
  ASSERT_TRUE(addEdit(E, {0, 4, "abcd"}));
  EXPECT_TRUE(addEdit(E, {0, 4, "abcd"}));
  EXPECT_EQ(E.size(), 1u);
  EXPECT_FALSE(addEdit(E, {2, 4, "zz"}));
  EXPECT_FALSE(addEdit(E, {0, 4, "other"}));
  EXPECT_FALSE(addEdit(E, {2, 0, "inside"}));
  EXPECT_EQ(E.size(), 1u);
}

TEST(Edits, InsertionsKeepArrivalOrderAndPrecedeReplacement) {
  FilePlan P;
  P.Path = "/x.cu";
  P.Original = "sym, n";
  ASSERT_TRUE(addEdit(P.Edits, {0, 0, "A("}));
  ASSERT_TRUE(addEdit(P.Edits, {0, 3, "SYM"}));
  ASSERT_TRUE(addEdit(P.Edits, {0, 0, "B("}));
  ASSERT_TRUE(addEdit(P.Edits, {3, 0, "))"}));
  EXPECT_EQ(P.apply(), "A(B(SYM)), n");
  auto R = P.replacements();
  EXPECT_EQ(R.size(), 2u) << "insertions at one offset merge with the replacement";
}

TEST(Edits, MergePlansReportsConflicts) {
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
