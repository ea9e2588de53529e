//===- MigrationReportTest.cpp - convert --report: JSON, Markdown, HTML ---===//
#include "cuda2hip/MigrationReport.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;

namespace {

struct Fixture {
  std::vector<UnitResult> Results;
  std::vector<Diagnostic> Diags;
  std::string Text = "#include <x.h>\n\nint y = cudaFoo();\n";
  MigrationInput In;
  Fixture() {
    UnitResult A;
    A.UsedTokenEngine = true;
    A.ParseFailed = true;
    Diagnostic P;
    P.Where = FileRange{"/p/a.cu", 10, 1};
    P.Sev = Severity::Warning;
    P.RuleId = "parse-error";
    P.Message = "'x.h' file not found";
    A.Diags.push_back(P);
    A.Stats[Group::Runtime].Converted = 2;
    Results.push_back(A);
    Diagnostic W;
    W.Where = FileRange{"/p/a.cu", 24, 7};
    W.Sev = Severity::Warning;
    W.RuleId = "unsupported-api";
    W.Message = "'cudaFoo' is not supported";
    Diags = {P, W, W}; // the same warning twice: once in the report
    In = {"/p", {"/p/a.cu"}, &Results, &Diags,
          [this](const std::string &) { return StringRef(Text); }};
  }
};

} // namespace

TEST(MigrationReport, UnitsFamiliesAndWhatIsLeft) {
  Fixture F;
  json::Value V = migrationReport(F.In);
  const json::Object &R = *V.getAsObject();
  EXPECT_EQ(*R.getObject("summary")->getInteger("tokenEngine"), 1);
  const json::Object &U = *(*R.getArray("units"))[0].getAsObject();
  EXPECT_EQ(*U.getString("engine"), "token");
  EXPECT_EQ(*U.getString("why"), "a.cu:1: 'x.h' file not found");
  EXPECT_EQ(*R.getObject("byFamily")->getObject("runtime")->getInteger("converted"), 2);
  const json::Array &Left = *R.getArray("leftByHand");
  ASSERT_EQ(Left.size(), 2u);
  const json::Object &W = *Left[1].getAsObject();
  EXPECT_EQ(*W.getInteger("line"), 3);
  EXPECT_EQ(*W.getString("doc"), "docs/cli.md#diagnostic-ids");
}

TEST(MigrationReport, MarkdownAndHtmlSayTheSame) {
  Fixture F;
  json::Value V = migrationReport(F.In);
  std::string Md = migrationMarkdown(V);
  EXPECT_NE(Md.find("| a.cu | token | a.cu:1: 'x.h' file not found | runtime 2 |"),
            std::string::npos)
      << Md;
  EXPECT_NE(Md.find("| a.cu:3 | warning | [unsupported-api](docs/cli.md#diagnostic-ids) |"),
            std::string::npos);
  std::string Html = migrationHtml(V);
  EXPECT_NE(Html.find("<a href=\"docs/cli.md#diagnostic-ids\">unsupported-api</a>"),
            std::string::npos);
  EXPECT_NE(Html.find("&#39;") == std::string::npos ? Html.find("'x.h'") : 0,
            std::string::npos);
}
