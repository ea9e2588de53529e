//===- CheckGateTest.cpp - which findings count: the gate and baselines ---===//
// lib/Check/Gate.cpp: makeCheckReport's items and exit code (suppression
// comments, --min-severity, unreadable files) and Baseline (parse, load,
// accept, serialize).
#include "CheckTestUtil.h"

using namespace cuda2hip;
using namespace cuda2hip::test;
using namespace llvm;

TEST(CheckGate, GateExitCodesSuppressionAndSeverity) {
  auto Finding = [](unsigned Off, Severity S, std::string Rule = "residue") {
    CheckFinding C;
    C.D.Where = FileRange{"/p/a.cu", Off, 4};
    C.D.Sev = S;
    C.D.RuleId = Rule;
    C.D.Message = "m";
    return C;
  };
  FileCheck F;
  F.Path = "/p/a.cu";
  F.Text = "aaaa\n// cuda2hip: ignore residue\nbbbb\ncccc\n";
  EXPECT_EQ(makeCheckReport({F}, "/p", {}).ExitCode, ExitClean);
  F.Findings = {Finding(0, Severity::Note)};
  EXPECT_EQ(makeCheckReport({F}, "/p", {}).ExitCode, ExitClean) << "notes do not fail";
  F.Findings.push_back(Finding(34, Severity::Warning)); // "bbbb": suppressed
  Report R = makeCheckReport({F}, "/p", {});
  EXPECT_EQ(R.Suppressed, 1u);
  EXPECT_EQ(R.ExitCode, ExitClean);
  F.Findings.push_back(Finding(39, Severity::Warning)); // "cccc"
  R = makeCheckReport({F}, "/p", {});
  EXPECT_EQ(R.ExitCode, ExitWarnings);
  EXPECT_EQ(R.Items.size(), 2u);
  EXPECT_EQ(R.Items[1].Path, "a.cu");
  EXPECT_EQ(R.Items[1].Line, 4u);
  R = makeCheckReport({F}, "/p", GateOptions{Severity::Warning, nullptr});
  EXPECT_EQ(R.Items.size(), 1u) << "--min-severity warning drops the note";
  F.Status = FileStatus::Unparsable;
  EXPECT_EQ(makeCheckReport({F}, "/p", {}).ExitCode, ExitIo);
}

TEST(CheckGate, BaselineAcceptsRecordedFindingsOnly) {
  auto Item = [](std::string Path, std::string Line) {
    Diagnostic D;
    D.Where = FileRange{"/p/" + Path, unsigned(Line.find("cudaFree")), 8};
    D.RuleId = "residue";
    return makeReportItem(D, Line, "/p");
  };
  std::vector<ReportItem> Old = {Item("a.cu", "cudaFree(p);"),
                                 Item("a.cu", "cudaFree(p);")};
  Expected<Baseline> B = Baseline::parse(Baseline::serialize(Old));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  // The same line moved elsewhere in the file: still accepted, twice.
  EXPECT_TRUE(B->accepts(Item("a.cu", "  cudaFree(p);")));
  EXPECT_TRUE(B->accepts(Item("a.cu", "cudaFree(p);")));
  EXPECT_FALSE(B->accepts(Item("a.cu", "cudaFree(p);"))) << "a third one is new";
  EXPECT_FALSE(B->accepts(Item("b.cu", "cudaFree(p);"))) << "another file";
  EXPECT_FALSE(bool(Baseline::parse("{\"x\": 1}")));
  consumeError(Baseline::parse("{\"x\": 1}").takeError());

  FileCheck F;
  F.Path = "/p/a.cu";
  F.Text = "cudaFree(p);\ncudaFree(q);\n";
  CheckFinding C;
  C.D.Where = FileRange{"/p/a.cu", 0, 4};
  C.D.RuleId = "residue";
  F.Findings = {C};
  C.D.Where.Offset = 13;
  F.Findings.push_back(C);
  Report All = makeCheckReport({F}, "/p", {});
  ASSERT_EQ(All.Items.size(), 2u);
  Expected<Baseline> B2 = Baseline::parse(Baseline::serialize({All.Items[0]}));
  ASSERT_TRUE(bool(B2));
  Report R = makeCheckReport({F}, "/p", GateOptions{Severity::Note, &*B2});
  EXPECT_EQ(R.Baselined, 1u);
  ASSERT_EQ(R.Items.size(), 1u);
  EXPECT_EQ(R.Items[0].Line, 2u);
  EXPECT_EQ(R.ExitCode, ExitWarnings);
}

namespace {
CheckFinding finding(std::string File, unsigned Off, Severity S, std::string Rule = "residue") {
  CheckFinding C;
  C.D.Where = FileRange{std::move(File), Off, 4};
  C.D.Sev = S;
  C.D.RuleId = std::move(Rule);
  C.D.Message = "m";
  return C;
}

std::string parseError(StringRef Text) {
  Expected<Baseline> B = Baseline::parse(Text);
  if (B)
    return "parsed";
  return toString(B.takeError());
}
} // namespace

TEST(CheckGate, ErrorsAreNeverSuppressedItemsSortedFilesListed) {
  FileCheck F;
  F.Path = "/p/src/a.cu";
  F.Database = "/p/build/compile_commands.json";
  F.Text = "aaaa // cuda2hip: ignore all\n\nbbbb\n";
  F.Findings = {finding(F.Path, 30, Severity::Warning), finding(F.Path, 0, Severity::Error),
                finding(F.Path, 5, Severity::Warning)};
  Report R = makeCheckReport({F}, "/p", {});
  EXPECT_EQ(R.Command, "check");
  EXPECT_EQ(R.Root, "/p");
  ASSERT_EQ(R.Files.size(), 1u);
  EXPECT_EQ(R.Files[0].Path, "src/a.cu");
  EXPECT_EQ(R.Files[0].Status, "ok");
  EXPECT_EQ(R.Files[0].Database, "build/compile_commands.json");
  // The error on the suppressed line stays; the warning there goes.
  EXPECT_EQ(R.Suppressed, 1u);
  ASSERT_EQ(R.Items.size(), 2u);
  EXPECT_EQ(R.Items[0].D.Sev, Severity::Error);
  EXPECT_EQ(R.Items[0].Line, 1u);
  EXPECT_EQ(R.Items[1].Line, 3u) << "sorted by offset";
  EXPECT_EQ(R.ExitCode, ExitWarnings);
  // Only errors at --min-severity error; only notes left: clean.
  R = makeCheckReport({F}, "/p", GateOptions{Severity::Error, nullptr});
  ASSERT_EQ(R.Items.size(), 1u);
  EXPECT_EQ(R.Items[0].D.Sev, Severity::Error);
}

TEST(CheckGate, FindingsWithoutAFileAndUnreadableFiles) {
  // A FileCheck without a path carries findings only (a missing file).
  FileCheck Missing;
  Missing.Status = FileStatus::Unreadable;
  Missing.Findings = {finding("/p/gone.cu", 0, Severity::Error, "io-error")};
  FileCheck Ok;
  Ok.Path = "/elsewhere/b.cu";
  Report R = makeCheckReport({Missing, Ok}, "/p", {});
  ASSERT_EQ(R.Files.size(), 1u);
  EXPECT_EQ(R.Files[0].Path, "/elsewhere/b.cu") << "outside the root: absolute";
  ASSERT_EQ(R.Items.size(), 1u);
  EXPECT_EQ(R.Items[0].Path, "gone.cu");
  EXPECT_EQ(R.Items[0].Line, 0u) << "no text to place it in";
  EXPECT_EQ(R.ExitCode, ExitIo);
  EXPECT_EQ(makeCheckReport({}, "/p", {}).ExitCode, ExitClean);
  Ok.Status = FileStatus::TokenEngine;
  R = makeCheckReport({Ok}, "/p", {});
  EXPECT_EQ(R.Files[0].Status, "token-engine");
  EXPECT_EQ(R.ExitCode, ExitClean) << "the token engine is not a failure";
}

TEST(CheckGate, BaselineParseErrors) {
  EXPECT_EQ(parseError(R"({"findings": []})"), "parsed") << "an older file, no kind";
  EXPECT_EQ(parseError(R"({"kind": "cuda2hip-baseline", "version": 1, "findings": []})"),
            "parsed");
  EXPECT_EQ(parseError(R"([1, 2])"), "not a cuda2hip baseline (no \"findings\" array)");
  EXPECT_EQ(parseError(R"({"kind": "sarif", "findings": []})"),
            "not a cuda2hip baseline (its kind is \"sarif\", not \"cuda2hip-baseline\")");
  EXPECT_EQ(parseError(R"({"version": 2, "findings": []})"),
            "a baseline of another version (this cuda2hip reads version 1); write it "
            "again with --write-baseline");
  EXPECT_EQ(parseError(R"({"findings": [{"path": "a.cu"}]})"),
            "baseline entry without \"path\" and \"fingerprint\"");
  EXPECT_EQ(parseError(R"({"findings": [7]})"),
            "baseline entry without \"path\" and \"fingerprint\"");
  std::string Deep = "{\"findings\": " + std::string(600, '[') + std::string(600, ']') + "}";
  EXPECT_NE(parseError(Deep).find("nested more than"), std::string::npos);
  EXPECT_NE(parseError("{not json"), "parsed");
}

TEST(CheckGate, BaselineLoadAndSerialize) {
  TempDir T;
  ReportItem I;
  I.Path = "a.cu";
  I.D.RuleId = "residue";
  I.D.Message = "cudaFree is left";
  I.Fingerprint = "abc123";
  std::string Text = Baseline::serialize({I});
  Expected<json::Value> V = json::parse(Text);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  const json::Object &O = *V->getAsObject();
  EXPECT_EQ(O.getString("kind"), "cuda2hip-baseline");
  EXPECT_EQ(O.getInteger("version"), 1);
  const json::Object &E = *(*O.getArray("findings"))[0].getAsObject();
  EXPECT_EQ(E.getString("path"), "a.cu");
  EXPECT_EQ(E.getString("rule"), "residue");
  EXPECT_EQ(E.getString("fingerprint"), "abc123");
  EXPECT_EQ(E.getString("message"), "cudaFree is left");
  EXPECT_TRUE(StringRef(Text).ends_with("}\n"));

  std::string P = T.write("b.json", Text);
  Expected<Baseline> B = Baseline::load(P);
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  EXPECT_TRUE(B->accepts(I));
  EXPECT_FALSE(B->accepts(I)) << "once";
  Expected<Baseline> Missing = Baseline::load(T.file("none.json"));
  ASSERT_FALSE(bool(Missing));
  EXPECT_EQ(toString(Missing.takeError()),
            "cannot read '" + T.file("none.json") + "': No such file or directory");
  std::string Bad = T.write("bad.json", "{}");
  Expected<Baseline> Wrong = Baseline::load(Bad);
  ASSERT_FALSE(bool(Wrong));
  EXPECT_EQ(toString(Wrong.takeError()),
            "'" + Bad + "': not a cuda2hip baseline (no \"findings\" array)");
}
