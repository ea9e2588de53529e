//===- TreeMergeTest.cpp - lib/Tree/Merge.cpp -----------------------------===//
// One file's edits from every unit that saw it: the union, disagreements
// settled by the token engine or by the first unit, each reported.
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;

TEST(TreeMerge, MergeKeepsTheUnionAndReportsConflicts) {
  std::string Text = "cudaMalloc(p); cudaFree(p); cudaStreamCreate(s);\n";
  std::vector<Edit> A = {{0, 10, "hipMalloc"}, {15, 8, "hipFree"}};
  std::vector<Edit> B = {{0, 10, "hipMalloc"}, {28, 16, "hipStreamCreate"}};
  std::vector<Diagnostic> Diags;
  std::vector<Edit> M = mergeEdits("/t/h.cuh", Text, {{"/t/a.cu", &A}, {"/t/b.cu", &B}},
                                   TranslateOptions(), Diags);
  EXPECT_EQ(M.size(), 3u);
  EXPECT_TRUE(Diags.empty());

  // Disagreement: the token engine reads "cudaFree" as hipFree.
  std::vector<Edit> C = {{15, 8, "SOMETHING_ELSE"}};
  std::vector<Edit> M2 = mergeEdits("/t/h.cuh", Text, {{"/t/a.cu", &A}, {"/t/c.cu", &C}},
                                    TranslateOptions(), Diags);
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_EQ(Diags[0].RuleId, "conflict");
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("/t/a.cu"));
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("/t/c.cu"));
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("SOMETHING_ELSE"));
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("token engine"));
  ASSERT_EQ(M2.size(), 2u);
  EXPECT_EQ(M2[1].Text, "hipFree");

  // Where the token engine has nothing to say, the first unit's edit stays.
  std::string Plain = "int foo;\n";
  std::vector<Edit> X = {{4, 3, "bar"}}, Y = {{4, 3, "baz"}};
  Diags.clear();
  std::vector<Edit> M3 = mergeEdits("/t/p.h", Plain, {{"/t/x.cu", &X}, {"/t/y.cu", &Y}},
                                    TranslateOptions(), Diags);
  ASSERT_EQ(M3.size(), 1u);
  EXPECT_EQ(M3[0].Text, "bar");
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("kept the first"));
}

TEST(TreeMerge, EditsPastTheEndAreDropped) {
  // A unit that saw another version of the file (longer): its edits past
  // the end are not applied, with one unit or several.
  std::string Text = "int x;\n";
  std::vector<Edit> A = {{4, 1, "y"}, {20, 3, "far"}};
  std::vector<Diagnostic> Diags;
  std::vector<Edit> One = mergeEdits("/t/h.h", Text, {{"/t/a.cu", &A}}, TranslateOptions(), Diags);
  ASSERT_EQ(One.size(), 1u);
  EXPECT_EQ(One[0].Text, "y");
  std::vector<Edit> B = {{5, 3, "end"}};
  std::vector<Edit> Two = mergeEdits("/t/h.h", Text, {{"/t/a.cu", &A}, {"/t/b.cu", &B}},
                                     TranslateOptions(), Diags);
  ASSERT_EQ(Two.size(), 1u);
  EXPECT_EQ(Two[0].Text, "y");
  EXPECT_TRUE(Diags.empty());
  // A unit without edits of the file counts for nothing.
  std::vector<Edit> M = mergeEdits("/t/h.h", Text, {{"/t/c.cu", nullptr}, {"/t/a.cu", &A}},
                                   TranslateOptions(), Diags);
  EXPECT_EQ(M.size(), 1u);
  EXPECT_TRUE(mergeEdits("/t/h.h", Text, {}, TranslateOptions(), Diags).empty());
}

TEST(TreeMerge, InsertionsBesideAReplacementAgree) {
  // An insertion at either end of another unit's replacement is no conflict.
  std::string Text = "foo(x);\n";
  std::vector<Edit> A = {{0, 3, "bar"}};
  std::vector<Edit> B = {{0, 0, "/*a*/"}, {3, 0, "/*b*/"}};
  std::vector<Diagnostic> Diags;
  std::vector<Edit> M = mergeEdits("/t/h.h", Text, {{"/t/a.cu", &A}, {"/t/b.cu", &B}},
                                   TranslateOptions(), Diags);
  EXPECT_TRUE(Diags.empty());
  FilePlan P{"/t/h.h", Text, M};
  EXPECT_EQ(P.apply(), "/*a*/bar/*b*/(x);\n");
}

TEST(TreeMerge, TheConflictSaysWhatEachUnitDid) {
  std::string Text = "int foo;\nint bar;\n";
  std::vector<Edit> X = {{4, 3, ""}}, Y = {{4, 3, "baz"}}, Z = {{13, 3, "qux"}};
  std::vector<Diagnostic> Diags;
  std::vector<Edit> M = mergeEdits("/t/p.h", Text, {{"/t/x.cu", &X}, {"/t/y.cu", &Y}, {"/t/z.cu", &Z}},
                                   TranslateOptions(), Diags);
  ASSERT_EQ(M.size(), 2u);
  EXPECT_EQ(M[0].Text, "");    // the first unit's
  EXPECT_EQ(M[1].Text, "qux"); // no one disagreed
  ASSERT_EQ(Diags.size(), 1u);
  const Diagnostic &D = Diags[0];
  EXPECT_EQ(D.Sev, Severity::Warning);
  EXPECT_EQ(D.Where.File, "/t/p.h");
  EXPECT_EQ(D.Where.Offset, 4u);
  EXPECT_EQ(D.Where.Length, 3u);
  EXPECT_TRUE(StringRef(D.Message).starts_with("translation units disagree about this text: "))
      << D.Message;
  EXPECT_NE(D.Message.find("x.cu removes 'foo' at 1:5, "), std::string::npos) << D.Message;
  EXPECT_NE(D.Message.find("y.cu makes 'foo' 'baz' at 1:5; kept the first"), std::string::npos)
      << D.Message;
  // A long replacement is cut short, a newline shown as \n.
  std::vector<Edit> L = {{4, 3, std::string(70, 'a') + "\n"}};
  Diags.clear();
  mergeEdits("/t/p.h", Text, {{"/t/x.cu", &X}, {"/t/l.cu", &L}}, TranslateOptions(), Diags);
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_NE(Diags[0].Message.find("'foo' '" + std::string(57, 'a') + "...' at 1:5"),
            std::string::npos)
      << Diags[0].Message;
  std::vector<Edit> N = {{4, 3, "a\nb"}};
  Diags.clear();
  mergeEdits("/t/p.h", Text, {{"/t/x.cu", &X}, {"/t/n.cu", &N}}, TranslateOptions(), Diags);
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_NE(Diags[0].Message.find("'a\\nb'"), std::string::npos) << Diags[0].Message;
}
