//===- MigrationReportText.cpp - the migration report as Markdown, HTML ---===//
//
// Both are written from the JSON report (MigrationReport.cpp): the same
// tables (summary, API families, units, what is left by hand), each rule
// linked to its page. The HTML tables sort by a click on a column.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/MigrationReport.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::tree {

namespace {

using Row = std::vector<std::string>;
struct TableData {
  std::string Title;
  Row Head;
  std::vector<Row> Rows;
};

std::string num(const json::Object &O, StringRef K) {
  return std::to_string(O.getInteger(K).value_or(0));
}

std::string familyEdits(const json::Object *F) {
  std::string S;
  for (const auto &[Name, V] : *F) {
    const json::Object &C = *V.getAsObject();
    S += (S.empty() ? "" : ", ") + Name.str() + " " + num(C, "converted");
  }
  return S;
}

/// The report's tables; a cell "[text](link)" is a link.
std::vector<TableData> tables(const json::Value &Report) {
  const json::Object &R = *Report.getAsObject();
  const json::Object &Sum = *R.getObject("summary");
  std::vector<TableData> T;
  T.push_back({"Summary",
               {"units", "token engine", "not translated", "left by hand"},
               {{num(Sum, "units"), num(Sum, "tokenEngine"), num(Sum, "notTranslated"),
                 num(Sum, "leftByHand")}}});
  TableData Fam{"By API family", {"family", "converted", "same name", "unsupported", "not in target"}, {}};
  for (const auto &[Name, V] : *R.getObject("byFamily")) {
    const json::Object &C = *V.getAsObject();
    Fam.Rows.push_back({Name.str(), num(C, "converted"), num(C, "same"),
                        num(C, "unsupported"), num(C, "notInTarget")});
  }
  T.push_back(std::move(Fam));
  TableData Units{"Translation units", {"unit", "engine", "why", "edits by family"}, {}};
  for (const json::Value &V : *R.getArray("units")) {
    const json::Object &U = *V.getAsObject();
    Units.Rows.push_back({U.getString("path")->str(), U.getString("engine")->str(),
                          U.getString("why").value_or("").str(),
                          familyEdits(U.getObject("byFamily"))});
  }
  T.push_back(std::move(Units));
  TableData Left{"Left by hand", {"where", "severity", "rule", "message"}, {}};
  for (const json::Value &V : *R.getArray("leftByHand")) {
    const json::Object &L = *V.getAsObject();
    Left.Rows.push_back({L.getString("file")->str() + ":" + num(L, "line"),
                         L.getString("severity")->str(),
                         "[" + L.getString("rule")->str() + "](" +
                             L.getString("doc")->str() + ")",
                         L.getString("message")->str()});
  }
  T.push_back(std::move(Left));
  return T;
}

std::string mdCell(StringRef S) {
  std::string Out;
  for (char C : S)
    Out += C == '|' ? std::string("\\|") : C == '\n' ? std::string(" ") : std::string(1, C);
  return Out;
}

std::string html(StringRef S) {
  std::string Out;
  for (char C : S)
    Out += C == '<' ? "&lt;" : C == '>' ? "&gt;" : C == '&' ? "&amp;"
         : C == '"' ? "&quot;" : std::string(1, C);
  return Out;
}

/// "[text](link)" as an HTML link; anything else escaped.
std::string htmlCell(StringRef S) {
  if (S.starts_with("[") && S.ends_with(")") && S.contains("](")) {
    auto [Text, Link] = S.drop_front().drop_back().split("](");
    return "<a href=\"" + html(Link) + "\">" + html(Text) + "</a>";
  }
  return html(S);
}

} // namespace

std::string migrationMarkdown(const json::Value &Report) {
  std::string Out = "# cuda2hip migration report\n";
  for (const TableData &T : tables(Report)) {
    Out += "\n## " + T.Title + "\n\n|";
    for (const std::string &H : T.Head)
      Out += " " + H + " |";
    Out += "\n|";
    for (size_t I = 0; I < T.Head.size(); ++I)
      Out += "---|";
    Out += "\n";
    for (const Row &R : T.Rows) {
      Out += "|";
      for (const std::string &C : R)
        Out += " " + mdCell(C) + " |";
      Out += "\n";
    }
  }
  return Out;
}

std::string migrationHtml(const json::Value &Report) {
  std::string Out =
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>cuda2hip "
      "migration report</title>\n<style>table{border-collapse:collapse}td,th{"
      "border:1px solid #999;padding:2px 6px}th{cursor:pointer}</style>\n"
      "<script>function sortBy(th){var t=th.closest('table'),i=th.cellIndex,"
      "b=t.tBodies[0],r=Array.from(b.rows),d=th.dataset.d=th.dataset.d=='1'?'-1':'1';"
      "r.sort(function(x,y){var a=x.cells[i].innerText,c=y.cells[i].innerText,"
      "n=parseFloat(a)-parseFloat(c);return d*(isNaN(n)?a.localeCompare(c):n)});"
      "r.forEach(function(x){b.appendChild(x)})}</script></head><body>\n"
      "<h1>cuda2hip migration report</h1>\n";
  for (const TableData &T : tables(Report)) {
    Out += "<h2>" + html(T.Title) + "</h2>\n<table><thead><tr>";
    for (const std::string &H : T.Head)
      Out += "<th onclick=\"sortBy(this)\">" + html(H) + "</th>";
    Out += "</tr></thead><tbody>\n";
    for (const Row &R : T.Rows) {
      Out += "<tr>";
      for (const std::string &C : R)
        Out += "<td>" + htmlCell(C) + "</td>";
      Out += "</tr>\n";
    }
    Out += "</tbody></table>\n";
  }
  return Out + "</body></html>\n";
}

bool writeMigrationReport(StringRef Path, const MigrationInput &In, raw_ostream &Err) {
  json::Value Report = migrationReport(In);
  StringRef Ext = sys::path::extension(Path);
  std::string Text = Ext == ".md" || Ext == ".markdown" ? migrationMarkdown(Report)
                     : Ext == ".html" || Ext == ".htm"  ? migrationHtml(Report)
                                                        : formatv("{0:2}", Report).str() + "\n";
  Expected<bool> W = writeFileAtomic(Path, Text);
  if (!W) {
    Err << "cuda2hip: error: --report " << Path << ": " << toString(W.takeError()) << "\n";
    return false;
  }
  return true;
}

} // namespace cuda2hip::tree
