//===- DiagnosticCatalogTest.cpp - rule ids, fingerprints, report items ---===//
// lib/Emit/DiagnosticCatalog.cpp: the help of every diagnostic rule id
// (SARIF and --explain read it), report items and their fingerprints.
#include "cuda2hip/Report.h"
#include "gtest/gtest.h"
#include <set>

using namespace cuda2hip;
using namespace llvm;

namespace {

Diagnostic diag(std::string File, unsigned Off, unsigned Len, std::string Rule) {
  Diagnostic D;
  D.Where = FileRange{std::move(File), Off, Len};
  D.Sev = Severity::Warning;
  D.RuleId = std::move(Rule);
  D.Message = "message of " + D.RuleId;
  return D;
}

const char *Src = "#include <hip/hip_runtime.h>\n"
                  "void f(float *p) {\n"
                  "  cudaMalloc(&p, 4);\n"
                  "}\n";

} // namespace

TEST(DiagnosticCatalog, EveryRuleIdHasHelp) {
  // Every rule id in use has help; ids are unique and lower-case.
  for (StringRef Id : {"unsupported-api", "not-in-target", "unknown-api",
                       "mask-dropped", "lane-mask", "lane-mask-widened",
                       "target-version", "opt-in-macro", "parse-error", "environment",
                       "io-error", "conflict", "macro-argument",
                       "launch-not-rewritten", "token-engine", "residue", "drift",
                       "rewrite", "argument-value", "lane-mask-variable",
                       "token-engine-kernel-pointer", "macro-defined", "template-keyword",
                       "wave-size-choice", "conversion-helper", "same-signature", "vector-operator-guarded",
                       "vector-operator-ambiguous"}) {
    const RuleInfo *R = findRule(Id);
    ASSERT_TRUE(R) << Id.str();
    EXPECT_FALSE(R->Help.empty());
    EXPECT_FALSE(R->Summary.empty());
    EXPECT_EQ(findRule(("cuda2hip-" + Id).str()), R) << "prefix accepted";
  }
  std::set<std::string> Seen;
  for (const RuleInfo &R : builtinRules()) {
    EXPECT_TRUE(Seen.insert(R.Id.str()).second) << "duplicate " << R.Id.str();
    EXPECT_EQ(R.Id.lower(), R.Id.str());
  }
  EXPECT_EQ(findRule("no-such-rule"), nullptr);
}

TEST(DiagnosticCatalog, ItemPlacesLineColumnAndPath) {
  ReportItem I = makeReportItem(diag("/proj/src/a.cu", 50, 10, "residue"), Src, "/proj");
  EXPECT_EQ(I.Path, "src/a.cu");
  EXPECT_EQ(I.Line, 3u);
  EXPECT_EQ(I.Column, 3u);
  EXPECT_EQ(I.EndLine, 3u);
  EXPECT_EQ(I.EndColumn, 13u) << "exclusive end";
  EXPECT_EQ(I.LineText, "  cudaMalloc(&p, 4);");
  EXPECT_EQ(I.Fingerprint.size(), 32u);
  ReportItem Out = makeReportItem(diag("/elsewhere/b.cu", 0, 0, "io-error"), "", "/proj");
  EXPECT_EQ(Out.Path, "/elsewhere/b.cu");
  EXPECT_EQ(Out.Line, 0u) << "no text, no line";
}

TEST(DiagnosticCatalog, FingerprintsIgnoreIndentationAndThePrefix) {
  std::string A = fingerprint("residue", "  cudaMalloc(&p, 4);", "cudaMalloc");
  EXPECT_EQ(A.size(), 32u);
  EXPECT_EQ(fingerprint("cuda2hip-residue", "cudaMalloc(&p, 4);  ", "cudaMalloc"), A);
  EXPECT_NE(fingerprint("drift", "  cudaMalloc(&p, 4);", "cudaMalloc"), A);
  EXPECT_NE(fingerprint("residue", "  cudaMalloc(&q, 4);", "cudaMalloc"), A);
  // A finding about the whole file does not depend on its first line.
  ReportItem W1 = makeReportItem(diag("/proj/a.cu", 0, 0, "io-error"), "int a;\n", "/proj");
  ReportItem W2 = makeReportItem(diag("/proj/a.cu", 0, 0, "io-error"), "int b;\n", "/proj");
  EXPECT_EQ(W1.Fingerprint, W2.Fingerprint);
}

TEST(DiagnosticCatalog, SeverityNames) {
  EXPECT_EQ(severityName(Severity::Error), "error");
  EXPECT_EQ(severityName(Severity::Warning), "warning");
  EXPECT_EQ(severityName(Severity::Note), "note");
}
