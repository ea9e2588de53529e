//===- PlanMaskVariablesTest.cpp - lib/Plan/MaskVariables.cpp -------------===//
// 32-bit variables that hold a lane mask: widened to unsigned long long
// where every use is a mask (HIP >= 6.2), else left with a warning that
// names the use.
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
std::string kernel(const std::string &Body) {
  return "__global__ void k(int *o, int p) {\n" + Body + "}\n";
}
} // namespace

TEST(PlanMaskVariables, WidenedWhereEveryUseIsAMask) {
  Plan P;
  std::string Out = builtinPlanned(
      "/t/k.cu",
      kernel("  unsigned m = __ballot_sync(0xffffffff, p);\n"
             "  if (m & 1) o[0] = __popc(m) + __ffs(m);\n"
             "  m &= m - 1;\n"),
      {6, 3}, &P);
  EXPECT_NE(Out.find("  unsigned long long m = __ballot(p);"), std::string::npos) << Out;
  EXPECT_NE(Out.find("if (m & 1) o[0] = __popcll(m) + __ffsll(m);"), std::string::npos) << Out;
  const Diagnostic *D = nullptr;
  for (const Diagnostic &X : P.Diags)
    if (X.RuleId == "lane-mask-variable")
      D = &X;
  ASSERT_TRUE(D) << Out;
  EXPECT_EQ(D->Sev, Severity::Note);
  EXPECT_NE(D->Message.find("widened from 'unsigned' to 'unsigned long long'"),
            std::string::npos)
      << D->Message;
  EXPECT_NE(D->Message.find("__popc/__ffs of it became __popcll/__ffsll"), std::string::npos);
}

TEST(PlanMaskVariables, EveryUnsignedSpelling) {
  for (const char *T : {"unsigned", "unsigned int", "uint32_t", "std::uint32_t"}) {
    std::string Out = builtinPlanned(
        "/t/k.cu", kernel(std::string("  ") + T + " m = __ballot_sync(~0u, p);\n  if (m & 3) o[0] = 1;\n"));
    EXPECT_NE(Out.find("  unsigned long long m = "), std::string::npos) << T << "\n" << Out;
  }
  // const and static stay in front.
  std::string Const = builtinPlanned(
      "/t/k.cu", kernel("  const unsigned m = __ballot_sync(~0u, p);\n  if (m & 3) o[0] = 1;\n"));
  EXPECT_NE(Const.find("  const unsigned long long m = "), std::string::npos) << Const;
  // Another namespace's uint32_t is not the standard one.
  std::string Other = builtinPlanned("/t/k.cu",
                                     kernel("  my::uint32_t m = __ballot_sync(~0u, p);\n  if (m & 3) o[0] = 1;\n"));
  EXPECT_EQ(Other.find("unsigned long long"), std::string::npos) << Other;
}

TEST(PlanMaskVariables, AUseThatMayNeed32BitsKeepsTheDeclaration) {
  Plan P;
  std::string Src = kernel("  unsigned m = __ballot_sync(0xffffffff, p);\n"
                           "  o[0] = m == 0xffffffff;\n");
  std::string Out = builtinPlanned("/t/k.cu", Src, {6, 3}, &P);
  EXPECT_NE(Out.find("  unsigned m = __ballot(p);"), std::string::npos) << Out;
  bool Warned = false;
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == "lane-mask-variable") {
      Warned = true;
      EXPECT_EQ(D.Sev, Severity::Warning);
      EXPECT_NE(D.Message.find("not widened because of its use as"), std::string::npos)
          << D.Message;
      EXPECT_NE(D.Message.find("(line 3)"), std::string::npos) << D.Message;
      EXPECT_EQ(Src.substr(D.Where.Offset, D.Where.Length), "m");
    }
  EXPECT_TRUE(Warned);
  // Passed to another function: the same.
  Out = builtinPlanned("/t/k.cu", kernel("  unsigned m = __ballot_sync(~0u, p);\n  store(o, m);\n"),
                       {6, 3}, &P);
  EXPECT_EQ(Out.find("unsigned long long"), std::string::npos) << Out;
  EXPECT_EQ(diagsOf(P, "lane-mask-variable").size(), 1u);
}

TEST(PlanMaskVariables, SignedIntIsWarnedNotWidened) {
  Plan P;
  std::string Out =
      builtinPlanned("/t/k.cu", kernel("  int m = __ballot_sync(0xffffffff, p);\n  o[0] = m;\n"),
                     {6, 3}, &P);
  EXPECT_NE(Out.find("  int m = __ballot(p);"), std::string::npos) << Out;
  bool Warned = false;
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == "lane-mask-variable") {
      Warned = true;
      EXPECT_NE(D.Message.find("in a signed 32-bit 'int'"), std::string::npos) << D.Message;
    }
  EXPECT_TRUE(Warned);
}

TEST(PlanMaskVariables, OnlyAWholeInitializerOfItsOwnFromHip62) {
  // Before HIP 6.2: nothing.
  Plan P;
  std::string Src = kernel("  unsigned m = __ballot_sync(~0u, p);\n  if (m & 3) o[0] = 1;\n");
  EXPECT_EQ(builtinPlanned("/t/k.cu", Src, {6, 1}, &P).find("unsigned long long"),
            std::string::npos);
  EXPECT_TRUE(diagsOf(P, "lane-mask-variable").empty());
  // The call is part of the initializer, an assignment or a second
  // declarator: not ours.
  for (const char *Body : {"  unsigned m = __ballot_sync(~0u, p) & 3;\n  if (m) o[0] = 1;\n",
                           "  unsigned m; m = __ballot_sync(~0u, p);\n  if (m & 3) o[0] = 1;\n",
                           "  unsigned a = 1, m = __ballot_sync(~0u, p);\n  if (m & a) o[0] = 1;\n"}) {
    std::string Out = builtinPlanned("/t/k.cu", kernel(Body), {6, 3}, &P);
    EXPECT_EQ(Out.find("unsigned long long"), std::string::npos) << Out;
  }
  // Uses after the variable's block are another variable's.
  std::string Out = builtinPlanned("/t/k.cu",
                                   kernel("  { unsigned m = __ballot_sync(~0u, p); if (m & 1) o[0] = 1; }\n"
                                          "  { int m = 3; o[1] = m == 3; }\n"));
  EXPECT_NE(Out.find("{ unsigned long long m = __ballot(p); if (m & 1) o[0] = 1; }"),
            std::string::npos)
      << Out;
  // A comment or string naming it is no use.
  Out = builtinPlanned("/t/k.cu", kernel("  unsigned m = __ballot_sync(~0u, p);\n"
                                         "  // m == 1\n  if (m ^ 1) o[0] = 1; const char *s = \"m == 2\";\n"));
  EXPECT_NE(Out.find("unsigned long long m"), std::string::npos) << Out;
}
