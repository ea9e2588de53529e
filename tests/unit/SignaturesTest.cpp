//===- SignaturesTest.cpp - overloads that translation makes one ----------===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
const char *Src = "static const char *err(cudaError_t e) {\n"
                  "  return \"rt\";\n"
                  "}\n"
                  "static const char *err(CUresult e) {\n"
                  "  return \"drv\";\n"
                  "}\n"
                  "static const char *err(cufftResult e) { return \"fft\"; }\n"
                  "static const char *err(cudaError_t e);\n";

SignatureRef sig(const std::string &Text, const char *Decl, const char *End,
                 std::vector<std::string> Params) {
  size_t B = Text.find(Decl), E = Text.find(End, B) + std::string(End).size();
  return SignatureRef{FileRange{"/a.cu", unsigned(B), unsigned(E - B)}, "err", std::move(Params)};
}

Findings findings() {
  Findings F;
  F.MainFile = "/a.cu";
  F.Buffers["/a.cu"] = Src;
  const std::string &T = F.Buffers["/a.cu"];
  F.Signatures = {sig(T, "static const char *err(cudaError_t e) {", "}\n", {"cudaError_t"}),
                  sig(T, "static const char *err(CUresult", "}\n", {"CUresult"}),
                  sig(T, "static const char *err(cufftResult", "}\n", {"cufftResult"}),
                  sig(T, "static const char *err(cudaError_t e);", ")", {"cudaError_t"})};
  for (SignatureRef &S : F.Signatures) // the ranges end at '}' or ')'
    if (T[S.Decl.Offset + S.Decl.Length - 1] == '\n')
      --S.Decl.Length;
  return F;
}
} // namespace

TEST(Signatures, AnOverloadThatTranslationMakesOneIsKeptUnderIfZero) {
  Table T({row("cudaError_t", "hipError_t", Kind::Type), row("CUresult", "hipError_t", Kind::Type),
           row("cufftResult", "hipfftResult", Kind::Type)});
  Plan P = makePlan(findings(), Mapper({{7, 0}}, T), {});
  std::string R = P.Files.at("/a.cu").apply();
  // The CUresult overload: between #if 0 and #endif, whole lines, nothing lost.
  EXPECT_NE(R.find("}\n#if 0 // cuda2hip: err(CUresult) has the signature of err(cudaError_t) "
                   "(a.cu:1) after translation: both take (hipError_t); the first is kept\n"
                   "static const char *err(CUresult e) {\n  return \"drv\";\n}\n#endif\n"
                   "static const char *err(cufftResult e)"),
            std::string::npos)
      << R;
  // cufftResult stays a type of its own; a second declaration of the first
  // function is the same function.
  EXPECT_EQ(R.find("#if 0", R.find("#endif")), std::string::npos) << R;
  unsigned Warnings = 0;
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == "same-signature") {
      ++Warnings;
      EXPECT_EQ(D.Sev, Severity::Warning);
      EXPECT_EQ(D.Where.Offset, std::string(Src).find("static const char *err(CUresult"));
    }
  EXPECT_EQ(Warnings, 1u);
}

TEST(Signatures, TypesThatStayApartChangeNothing) {
  // A target where the driver's status is its own type: no collision.
  Table T({row("cudaError_t", "hipError_t", Kind::Type), row("CUresult", "hipDrvError_t", Kind::Type),
           row("cufftResult", "hipfftResult", Kind::Type)});
  Plan P = makePlan(findings(), Mapper({{7, 0}}, T), {});
  EXPECT_EQ(P.Files.at("/a.cu").apply().find("#if 0"), std::string::npos);
  for (const Diagnostic &D : P.Diags)
    EXPECT_NE(D.RuleId, "same-signature");
}
