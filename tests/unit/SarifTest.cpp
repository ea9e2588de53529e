//===- SarifTest.cpp - SARIF 2.1.0: required properties, stable ids -------===//
#include "cuda2hip/Report.h"
#include "gtest/gtest.h"
#include <cstdlib>

using namespace cuda2hip;
using namespace llvm;

namespace {

Diagnostic diag(std::string File, unsigned Off, unsigned Len, std::string Rule,
                std::string FixIt = "") {
  Diagnostic D;
  D.Where = FileRange{std::move(File), Off, Len};
  D.RuleId = std::move(Rule);
  D.Message = "text";
  D.FixIt = std::move(FixIt);
  return D;
}

const json::Object &run(const json::Value &V) {
  return *(*V.getAsObject()->getArray("runs"))[0].getAsObject();
}

Report oneItem(const Diagnostic &D, StringRef Src, StringRef Root = "/proj") {
  Report R;
  R.Root = Root.str();
  R.TargetHip = "6.3";
  R.Items.push_back(makeReportItem(D, Src, Root));
  return R;
}

const char *Src = "int x;\n  cudaMalloc(&p, 4);\n";

} // namespace

TEST(Sarif, RequiredTopLevelProperties) {
  json::Value V = toSarif(oneItem(diag("/proj/a.cu", 9, 10, "residue"), Src));
  const json::Object &O = *V.getAsObject();
  EXPECT_EQ(*O.getString("version"), "2.1.0");
  EXPECT_TRUE(O.getString("$schema"));
  ASSERT_EQ(O.getArray("runs")->size(), 1u);
  const json::Object &Driver = *run(V).getObject("tool")->getObject("driver");
  EXPECT_EQ(*Driver.getString("name"), "cuda2hip");
  EXPECT_TRUE(Driver.getString("version"));
  EXPECT_EQ(*run(V).getString("columnKind"), "unicodeCodePoints");
  const json::Object &Base = *run(V).getObject("originalUriBaseIds");
  EXPECT_EQ(*Base.getObject("%SRCROOT%")->getString("uri"), "file:///proj/")
      << "a base URI ends with a slash";
}

TEST(Sarif, RulesAreStableWithHelpText) {
  json::Value A = toSarif(oneItem(diag("/proj/a.cu", 9, 10, "residue"), Src));
  json::Value B = toSarif(Report{});
  const json::Array &RA = *run(A).getObject("tool")->getObject("driver")->getArray("rules");
  const json::Array &RB = *run(B).getObject("tool")->getObject("driver")->getArray("rules");
  EXPECT_EQ(RA, RB) << "the rule table does not depend on the results";
  ASSERT_EQ(RA.size(), builtinRules().size());
  for (size_t I = 0; I < RA.size(); ++I) {
    const json::Object &R = *RA[I].getAsObject();
    EXPECT_EQ(*R.getString("id"), ("cuda2hip-" + builtinRules()[I].Id).str());
    EXPECT_FALSE(R.getObject("help")->getString("text")->empty());
    EXPECT_FALSE(R.getObject("shortDescription")->getString("text")->empty());
    EXPECT_TRUE(R.getObject("defaultConfiguration")->getString("level"));
  }
  // ruleIndex points at the rule of the result.
  const json::Object &Res = *(*run(A).getArray("results"))[0].getAsObject();
  EXPECT_EQ(*Res.getString("ruleId"), "cuda2hip-residue");
  int64_t Idx = *Res.getInteger("ruleIndex");
  EXPECT_EQ(*RA[Idx].getAsObject()->getString("id"), "cuda2hip-residue");
}

TEST(Sarif, ResultLocationIsRelativeToSrcRoot) {
  json::Value V = toSarif(oneItem(diag("/proj/src/a b.cu", 9, 10, "residue"), Src));
  const json::Object &Res = *(*run(V).getArray("results"))[0].getAsObject();
  EXPECT_EQ(*Res.getString("level"), "warning");
  EXPECT_EQ(*Res.getObject("message")->getString("text"), "text");
  const json::Object &Phys = *(*Res.getArray("locations"))[0]
                                  .getAsObject()
                                  ->getObject("physicalLocation");
  const json::Object &Art = *Phys.getObject("artifactLocation");
  EXPECT_EQ(*Art.getString("uri"), "src/a%20b.cu");
  EXPECT_EQ(*Art.getString("uriBaseId"), "%SRCROOT%");
  const json::Object &Reg = *Phys.getObject("region");
  EXPECT_EQ(Reg.getInteger("startLine"), 2);
  EXPECT_EQ(Reg.getInteger("startColumn"), 3);
  EXPECT_EQ(Reg.getInteger("endLine"), 2);
  EXPECT_EQ(Reg.getInteger("endColumn"), 13);
  EXPECT_FALSE(Res.get("fixes")) << "no fix-it, no fixes";
}

TEST(Sarif, FileOutsideRootHasAnAbsoluteUri) {
  json::Value V = toSarif(oneItem(diag("/other/a.cu", 9, 10, "residue"), Src));
  const json::Object &Art = *(*(*run(V).getArray("results"))[0].getAsObject()->getArray(
                                   "locations"))[0]
                                 .getAsObject()
                                 ->getObject("physicalLocation")
                                 ->getObject("artifactLocation");
  EXPECT_EQ(*Art.getString("uri"), "file:///other/a.cu");
  EXPECT_FALSE(Art.get("uriBaseId"));
}

TEST(Sarif, FixesWhereFixItIsSet) {
  json::Value V =
      toSarif(oneItem(diag("/proj/a.cu", 9, 10, "residue", "hipMalloc"), Src));
  const json::Object &Res = *(*run(V).getArray("results"))[0].getAsObject();
  const json::Array *Fixes = Res.getArray("fixes");
  ASSERT_TRUE(Fixes);
  const json::Object &Change =
      *(*(*Fixes)[0].getAsObject()->getArray("artifactChanges"))[0].getAsObject();
  const json::Object &Repl = *(*Change.getArray("replacements"))[0].getAsObject();
  EXPECT_EQ(*Repl.getObject("insertedContent")->getString("text"), "hipMalloc");
  EXPECT_EQ(Repl.getObject("deletedRegion")->getInteger("startColumn"), 3);
  EXPECT_EQ(Repl.getObject("deletedRegion")->getInteger("endColumn"), 13);
}

TEST(Sarif, FingerprintsSurviveMovedLines) {
  std::string Before = "int x;\n  cudaMalloc(&p, 4);\n";
  std::string After = "// a new comment\n\nint x;\n    cudaMalloc(&p, 4);\n";
  ReportItem A = makeReportItem(diag("/proj/a.cu", 9, 10, "residue"), Before, "/proj");
  unsigned Moved = unsigned(After.find("cudaMalloc"));
  ReportItem B = makeReportItem(diag("/proj/a.cu", Moved, 10, "residue"), After, "/proj");
  EXPECT_EQ(A.Line, 2u);
  EXPECT_EQ(B.Line, 4u);
  EXPECT_EQ(A.Fingerprint, B.Fingerprint) << "moved and re-indented: same finding";
  // Another rule, another name or another line text: another fingerprint.
  ReportItem C = makeReportItem(diag("/proj/a.cu", 9, 10, "drift"), Before, "/proj");
  EXPECT_NE(A.Fingerprint, C.Fingerprint);
  std::string Edited = "int x;\n  cudaMalloc(&q, 4);\n";
  ReportItem D = makeReportItem(diag("/proj/a.cu", 9, 10, "residue"), Edited, "/proj");
  EXPECT_NE(A.Fingerprint, D.Fingerprint);
  EXPECT_EQ(fingerprint("residue", "  x ", "n"), fingerprint("cuda2hip-residue", "x", "n"));
  EXPECT_NE(fingerprint("residue", "x", "n"), fingerprint("residue", "x", "m"));
  // In SARIF.
  json::Value VA = toSarif(oneItem(diag("/proj/a.cu", 9, 10, "residue"), Before));
  json::Value VB = toSarif(oneItem(diag("/proj/a.cu", Moved, 10, "residue"), After));
  auto FP = [](const json::Value &V) {
    return *(*run(V).getArray("results"))[0]
                .getAsObject()
                ->getObject("partialFingerprints")
                ->getString("cuda2hipFingerprint/v1");
  };
  EXPECT_EQ(FP(VA), FP(VB));
}

TEST(Sarif, ColumnsCountCodePoints) {
  std::string U = "/* \xc3\xa9\xc3\xa9 */ cudaFree(p);\n"; // two 2-byte characters
  ReportItem I = makeReportItem(diag("/proj/a.cu", 12, 8, "residue"), U, "/proj");
  EXPECT_EQ(I.Column, 13u) << "bytes in the JSON report";
  json::Value V = toSarif(oneItem(diag("/proj/a.cu", 12, 8, "residue"), U));
  const json::Object &Reg = *(*(*run(V).getArray("results"))[0].getAsObject()->getArray(
                                   "locations"))[0]
                                 .getAsObject()
                                 ->getObject("physicalLocation")
                                 ->getObject("region");
  EXPECT_EQ(Reg.getInteger("startColumn"), 11);
  EXPECT_EQ(Reg.getInteger("endColumn"), 19);
}

TEST(Sarif, UnknownRuleIdsGetARule) {
  Report R = oneItem(diag("/proj/a.cu", 9, 10, "warp-size-32"), Src);
  json::Value V = toSarif(R);
  const json::Array &Rules = *run(V).getObject("tool")->getObject("driver")->getArray("rules");
  EXPECT_EQ(Rules.size(), builtinRules().size() + 1);
  const json::Object &Res = *(*run(V).getArray("results"))[0].getAsObject();
  EXPECT_EQ(*(*Rules[*Res.getInteger("ruleIndex")].getAsObject()).getString("id"),
            "cuda2hip-warp-size-32");
}

TEST(Sarif, EveryRuleHasAHelpUriAndAShortDescription) {
  Report R = oneItem(diag("/proj/a.cu", 9, 10, "warp-size-32"), Src);
  R.ExtraRules.push_back({"warp-size-literal", "hazards", Severity::Warning,
                          "32-lane arithmetic", "why"});
  json::Value V = toSarif(R);
  const json::Array &Rules = *run(V).getObject("tool")->getObject("driver")->getArray("rules");
  for (const json::Value &X : Rules) {
    const json::Object &Rule = *X.getAsObject();
    ASSERT_TRUE(Rule.getString("helpUri")) << Rule.getString("id")->str();
    ASSERT_TRUE(Rule.getObject("shortDescription")->getString("text"));
  }
  auto UriOf = [&](StringRef Id) -> std::string {
    for (const json::Value &X : Rules)
      if (*X.getAsObject()->getString("id") == Id)
        return X.getAsObject()->getString("helpUri")->str();
    return "";
  };
  EXPECT_EQ(UriOf("cuda2hip-unsupported-api"), "docs/cli.md#diagnostic-ids");
  EXPECT_EQ(UriOf("cuda2hip-residue"), "docs/cli.md#check");
  EXPECT_EQ(UriOf("cuda2hip-warp-size-literal"), "docs/hazards/warp-size-literal.md");
  // A rule no table describes: the hazards index.
  EXPECT_EQ(UriOf("cuda2hip-warp-size-32"), "docs/hazards/README.md");
}

TEST(Sarif, HelpUriTakesTheDocsBaseUrl) {
  RuleInfo Rule{"drift", "drift", Severity::Warning, "s", "h"};
  EXPECT_EQ(ruleHelpUri(Rule, "https://example.org/c2h/blob/main"),
            "https://example.org/c2h/blob/main/docs/cli.md#check");
  EXPECT_EQ(ruleHelpUri(Rule, ""), "docs/cli.md#check");
  // A report's DocsUrl reaches every rule's link.
  Report R;
  R.DocsUrl = "https://x/";
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  writeJson(OS, toSarif(R));
  EXPECT_NE(Text.find("https://x/docs/"), std::string::npos);
  EXPECT_EQ(ruleDocPath(Rule), "docs/cli.md#check");
}
