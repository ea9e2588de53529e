//===- MigrationReportTextTest.cpp - lib/Tree/MigrationReportText.cpp ----===//
// The migration report as Markdown and HTML (from its JSON), and the file
// written by its extension.
#include "MigrationReportTestUtil.h"
#include "TreeTestUtil.h"
#include "cuda2hip/MigrationReport.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;
using cuda2hip::test::Fixture;
using cuda2hip::test::TempTree;

namespace {
/// A report as migrationReport makes it, with text that needs escaping.
json::Value report() {
  return json::Object{
      {"summary", json::Object{{"units", 2}, {"tokenEngine", 1}, {"leftByHand", 1}}},
      {"byFamily", json::Object{{"runtime", json::Object{{"converted", 3}, {"same", 1}}},
                                {"blas", json::Object{{"unsupported", 2}}}}},
      {"units", json::Array{json::Object{{"path", "a|b.cu"},
                                         {"engine", "ast"},
                                         {"byFamily", json::Object{{"runtime",
                                                                    json::Object{{"converted", 3}}},
                                                                   {"blas", json::Object{}}}}}}},
      {"leftByHand", json::Array{json::Object{{"file", "a.cu"},
                                              {"line", 7},
                                              {"severity", "warning"},
                                              {"rule", "unsupported-api"},
                                              {"doc", "docs/x.md#a&b"},
                                              {"message", "'<T>' & \"q\"\nsecond line"}}}}};
}
} // namespace

TEST(MigrationReportText, MarkdownAndHtmlSayTheSame) {
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

TEST(MigrationReportText, MarkdownTables) {
  std::string Md = migrationMarkdown(report());
  EXPECT_EQ(Md, "# cuda2hip migration report\n"
                "\n## Summary\n\n"
                "| units | token engine | not translated | left by hand |\n"
                "|---|---|---|---|\n"
                "| 2 | 1 | 0 | 1 |\n"
                "\n## By API family\n\n"
                "| family | converted | same name | unsupported | not in target |\n"
                "|---|---|---|---|---|\n"
                "| blas | 0 | 0 | 2 | 0 |\n"
                "| runtime | 3 | 1 | 0 | 0 |\n"
                "\n## Translation units\n\n"
                "| unit | engine | why | edits by family |\n"
                "|---|---|---|---|\n"
                "| a\\|b.cu | ast |  | blas 0, runtime 3 |\n"
                "\n## Left by hand\n\n"
                "| where | severity | rule | message |\n"
                "|---|---|---|---|\n"
                "| a.cu:7 | warning | [unsupported-api](docs/x.md#a&b) | '<T>' & \"q\" second "
                "line |\n");
}

TEST(MigrationReportText, HtmlEscapesAndLinks) {
  std::string Html = migrationHtml(report());
  EXPECT_TRUE(StringRef(Html).starts_with("<!DOCTYPE html>\n")) << Html;
  EXPECT_TRUE(StringRef(Html).ends_with("</body></html>\n"));
  EXPECT_NE(Html.find("<h2>By API family</h2>\n<table><thead><tr><th onclick=\"sortBy(this)\">"
                      "family</th>"),
            std::string::npos);
  EXPECT_NE(Html.find("<tr><td>a|b.cu</td><td>ast</td><td></td><td>blas 0, runtime 3</td></tr>"),
            std::string::npos)
      << Html;
  EXPECT_NE(Html.find("<td><a href=\"docs/x.md#a&amp;b\">unsupported-api</a></td>"
                      "<td>'&lt;T&gt;' &amp; &quot;q&quot;\nsecond line</td>"),
            std::string::npos)
      << Html;
  // Four tables, each row sortable by its head.
  size_t Tables = 0;
  for (size_t P = Html.find("<table>"); P != std::string::npos; P = Html.find("<table>", P + 1))
    ++Tables;
  EXPECT_EQ(Tables, 4u);
}

TEST(MigrationReportText, WrittenByTheExtension) {
  TempTree T;
  Fixture F;
  std::string Err;
  raw_string_ostream ES(Err);
  for (const char *Name : {"r.md", "r.markdown", "r.html", "r.htm", "r.json", "r"})
    ASSERT_TRUE(writeMigrationReport(T.path(Name), F.In, ES)) << Name << ": " << Err;
  EXPECT_TRUE(StringRef(T.read("r.md")).starts_with("# cuda2hip migration report\n"));
  EXPECT_EQ(T.read("r.md"), T.read("r.markdown"));
  EXPECT_TRUE(StringRef(T.read("r.html")).starts_with("<!DOCTYPE html>"));
  EXPECT_EQ(T.read("r.html"), T.read("r.htm"));
  // Anything else: the JSON, indented, with a final newline.
  Expected<json::Value> V = json::parse(T.read("r.json"));
  ASSERT_TRUE(bool(V)) << T.read("r.json");
  EXPECT_EQ(*V, migrationReport(F.In));
  EXPECT_TRUE(StringRef(T.read("r.json")).starts_with("{\n  \""));
  EXPECT_TRUE(StringRef(T.read("r.json")).ends_with("}\n"));
  EXPECT_EQ(T.read("r"), T.read("r.json"));
  EXPECT_EQ(Err, "");
  // Under a file, where no folder can be made: an error.
  T.write("file");
  EXPECT_FALSE(writeMigrationReport(T.path("file/r.md"), F.In, ES));
  EXPECT_TRUE(StringRef(Err).starts_with("cuda2hip: error: --report " + T.path("file/r.md") + ": "))
      << Err;
}
