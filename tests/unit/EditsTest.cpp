//===- EditsTest.cpp - sorted, non-overlapping edits ----------------------===//
#include "cuda2hip/Plan.h"
#include "gtest/gtest.h"
#include <random>
#include <tuple>

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

// EditSet must decide exactly as addEdit() does: same accepted edits, same
// order, same answers, for edits arriving in any order.
TEST(Edits, EditSetAgreesWithAddEdit) {
  std::mt19937 Rng(12345);
  for (int Round = 0; Round < 300; ++Round) {
    std::vector<Edit> Vec;
    EditSet Set;
    int N = 1 + Rng() % 60;
    for (int I = 0; I < N; ++I) {
      unsigned Off = Rng() % 40, Len = Rng() % 3 == 0 ? 0 : Rng() % 6;
      std::string Text(1, char('a' + Rng() % 3));
      Edit E{Off, Len, Text};
      bool A = addEdit(Vec, E);
      bool B = Set.add(E);
      ASSERT_EQ(A, B) << "round " << Round << " edit " << I << " at " << Off
                      << "+" << Len << " '" << Text << "'";
    }
    ASSERT_EQ(Set.size(), Vec.size());
    std::vector<Edit> Out = Set.take();
    EXPECT_TRUE(Set.empty());
    ASSERT_EQ(Out.size(), Vec.size());
    for (size_t I = 0; I < Out.size(); ++I) {
      EXPECT_EQ(Out[I].Offset, Vec[I].Offset) << "round " << Round;
      EXPECT_EQ(Out[I].Length, Vec[I].Length) << "round " << Round;
      EXPECT_EQ(Out[I].Text, Vec[I].Text) << "round " << Round;
    }
    // Starting from sorted edits continues the same way.
    EditSet Again(Vec);
    std::vector<Edit> Vec2 = Vec;
    for (int I = 0; I < 20; ++I) {
      Edit E{unsigned(Rng() % 40), unsigned(Rng() % 4), "z"};
      ASSERT_EQ(addEdit(Vec2, E), Again.add(E)) << "round " << Round;
    }
    std::vector<Edit> Out2 = Again.take();
    ASSERT_EQ(Out2.size(), Vec2.size());
    for (size_t I = 0; I < Out2.size(); ++I)
      EXPECT_EQ(std::make_tuple(Out2[I].Offset, Out2[I].Length, Out2[I].Text),
                std::make_tuple(Vec2[I].Offset, Vec2[I].Length, Vec2[I].Text));
  }
}

TEST(Edits, ApplyEditsComputesTheSize) {
  std::vector<Edit> E = {{0, 4, "hipMalloc"}, {5, 0, "X"}, {8, 3, ""}};
  EXPECT_EQ(applyEdits("cudaMalloc p; q", E), "hipMallocMXallp; q");
}

TEST(Edits, EditSetExtractTakesWhatLiesInside) {
  EditSet S;
  ASSERT_TRUE(S.add({0, 3, "head"}));    // before the range [5, 12]
  ASSERT_TRUE(S.add({4, 2, "cross"}));   // crosses its start: stays
  ASSERT_TRUE(S.add({6, 3, "abc"}));     // inside
  ASSERT_TRUE(S.add({12, 0, ">"}));      // insertion at its end: inside
  ASSERT_TRUE(S.add({12, 3, "beyond"})); // starts at its end, reaches beyond
  ASSERT_TRUE(S.add({20, 2, "tail"}));   // after
  std::vector<Edit> In = S.extract(5, 12);
  ASSERT_EQ(In.size(), 2u);
  EXPECT_EQ(In[0].Text, "abc");
  EXPECT_EQ(In[1].Text, ">");
  EXPECT_EQ(S.size(), 4u);
  // One edit of the whole range conflicts with the edit crossing it.
  EXPECT_FALSE(S.add({5, 7, "whole"}));
  std::vector<Edit> Rest = S.take();
  ASSERT_EQ(Rest.size(), 4u);
  EXPECT_EQ(Rest[1].Text, "cross");
  EXPECT_EQ(Rest[2].Text, "beyond");
  // An insertion at the range's end and a replacement ending there.
  EditSet T;
  ASSERT_TRUE(T.add({2, 2, "xx"}));
  ASSERT_TRUE(T.add({4, 0, ")"}));
  EXPECT_EQ(T.extract(0, 4).size(), 2u);
  EXPECT_TRUE(T.empty());
  EXPECT_TRUE(T.add({0, 4, "all"}));
}
