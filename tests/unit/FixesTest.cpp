//===- FixesTest.cpp - clang-tidy export-fixes YAML -----------------------===//
#include "PlanTestUtil.h"
#include "cuda2hip/Report.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;
using namespace llvm;
namespace tooling = clang::tooling;

namespace {

const char *Src = "#include <cstdio>\n"
                  "#include <cuda_runtime.h>\n"
                  "__constant__ float c[4];\n"
                  "int main() {\n"
                  "  float *d;\n"
                  "  cudaError_t e = cudaMalloc(&d, 16);\n"
                  "  cudaMemcpyToSymbol(c, d, 16);\n"
                  "  cudaGone(d);\n"
                  "}\n";

/// Writes \p TU as YAML and reads it back, as clang-apply-replacements does.
tooling::TranslationUnitDiagnostics roundTrip(const tooling::TranslationUnitDiagnostics &TU,
                                              std::string *Text = nullptr) {
  std::string Yaml;
  raw_string_ostream OS(Yaml);
  writeFixesYaml(OS, TU);
  if (Text)
    *Text = Yaml;
  tooling::TranslationUnitDiagnostics Back;
  yaml::Input In(Yaml);
  In >> Back;
  EXPECT_FALSE(In.error()) << Yaml;
  return Back;
}

/// Applies every replacement of every diagnostic to \p Code (what
/// clang-apply-replacements does for one file).
std::string applyAll(const tooling::TranslationUnitDiagnostics &TU, StringRef File,
                     StringRef Code) {
  tooling::Replacements All;
  for (const tooling::Diagnostic &D : TU.Diagnostics)
    for (const auto &[Path, Rs] : D.Message.Fix)
      for (const tooling::Replacement &R : Rs)
        if (R.getFilePath() == File) {
          Error E = All.add(R);
          EXPECT_FALSE(bool(E)) << toString(std::move(E));
        }
  auto Out = tooling::applyAllReplacements(Code, All);
  if (!Out) {
    ADD_FAILURE() << toString(Out.takeError());
    return "";
  }
  return *Out;
}

} // namespace

TEST(Fixes, ApplyingTheExportGivesTheTranslation) {
  Plan P;
  std::string Want = planned("/src/a.cu", Src, {}, {6, 3}, &P);
  const FilePlan &FP = P.Files.at("/src/a.cu");
  ASSERT_NE(Want, Src);
  auto Back = roundTrip(exportFixes("/src/a.cu", {&FP}, P.Diags));
  EXPECT_EQ(Back.MainSourceFile, "/src/a.cu");
  EXPECT_EQ(applyAll(Back, "/src/a.cu", Src), Want);
}

TEST(Fixes, OneRewriteDiagnosticPerEdit) {
  Plan P;
  planned("/src/a.cu", Src, {}, {6, 3}, &P);
  const FilePlan &FP = P.Files.at("/src/a.cu");
  auto TU = exportFixes("/src/a.cu", {&FP}, {});
  ASSERT_EQ(TU.Diagnostics.size(), FP.replacements().size());
  bool SawRename = false;
  for (const tooling::Diagnostic &D : TU.Diagnostics) {
    EXPECT_EQ(D.DiagnosticName, "cuda2hip-rewrite");
    EXPECT_EQ(D.Message.FilePath, "/src/a.cu");
    EXPECT_EQ(D.Message.Fix.size(), 1u);
    SawRename |= D.Message.Message == "'cudaMalloc' -> 'hipMalloc'";
  }
  EXPECT_TRUE(SawRename);
}

TEST(Fixes, WarningsCarryTheirFixItOnly) {
  Plan P;
  planned("/src/a.cu", Src, {}, {6, 3}, &P);
  // The plan's warning for cudaGone: exported, with no replacement.
  auto TU = exportFixes("/src/a.cu", {}, P.Diags);
  bool SawGone = false;
  for (const tooling::Diagnostic &D : TU.Diagnostics)
    if (D.DiagnosticName == "cuda2hip-unsupported-api") {
      SawGone = true;
      EXPECT_EQ(D.DiagLevel, tooling::Diagnostic::Warning);
      EXPECT_TRUE(D.Message.Fix.empty());
      EXPECT_EQ(D.Message.FileOffset, StringRef(Src).find("cudaGone"));
    }
  EXPECT_TRUE(SawGone);
  // A diagnostic with a fix-it (a check finding) becomes a replacement.
  Diagnostic D;
  D.Where = FileRange{"/src/h.cu", 2, 10};
  D.RuleId = "residue";
  D.Message = "left";
  D.FixIt = "hipMalloc";
  std::string Yaml;
  auto Back = roundTrip(exportFixes("", {}, {D}), &Yaml);
  ASSERT_EQ(Back.Diagnostics.size(), 1u);
  EXPECT_EQ(Back.Diagnostics[0].DiagnosticName, "cuda2hip-residue");
  EXPECT_EQ(applyAll(Back, "/src/h.cu", "  cudaMalloc(&p, 4);"), "  hipMalloc(&p, 4);");
  EXPECT_NE(Yaml.find("ReplacementText: hipMalloc"), std::string::npos) << Yaml;
  EXPECT_NE(Yaml.find("cuda2hip-residue"), std::string::npos) << Yaml;
}

// A diagnostic whose range an edit of the files touches keeps no fix-it:
// the edit makes it already, and two replacements of one range would clash.
TEST(Fixes, FixItAnEditMakesIsDropped) {
  FilePlan P;
  P.Path = "/x/a.cu";
  P.Original = "cudaFoo(1); cudaBar(2);\n";
  P.Edits = {Edit{0, 7, "hipFoo"}};
  Diagnostic Touched{FileRange{"/x/a.cu", 0, 7}, Severity::Warning, "needs-review",
                     "m", "hipFoo", std::nullopt};
  Diagnostic Apart{FileRange{"/x/a.cu", 12, 7}, Severity::Warning, "needs-review",
                   "m", "hipBar", std::nullopt};
  Diagnostic OtherFile{FileRange{"/x/b.cu", 0, 7}, Severity::Warning, "needs-review",
                       "m", "hipFoo", std::nullopt};
  tooling::TranslationUnitDiagnostics TU =
      exportFixes("/x/a.cu", {&P}, {Touched, Apart, OtherFile});
  ASSERT_EQ(TU.Diagnostics.size(), 4u); // one edit, three diagnostics
  EXPECT_EQ(TU.Diagnostics[0].DiagnosticName, "cuda2hip-rewrite");
  EXPECT_TRUE(TU.Diagnostics[1].Message.Fix.empty());
  EXPECT_EQ(TU.Diagnostics[2].Message.Fix.size(), 1u);
  EXPECT_EQ(TU.Diagnostics[3].Message.Fix.size(), 1u);
}
