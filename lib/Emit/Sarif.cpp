//===- Sarif.cpp - SARIF 2.1.0 for code-scanning services -----------------===//
//
// One run; tool.driver.rules lists every built-in rule (so ruleIndex is the
// same in every report) plus the rules of hazard checks that reported
// something. Locations are relative to %SRCROOT% (the report root);
// partialFingerprints hold fingerprint() (rule, line text, name: not the
// line number). clang's own SARIF writer (clang/Basic/Sarif.h) needs a
// SourceManager for every location, which a plan no longer has, so the
// document is built here with llvm/Support/JSON.h.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Report.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <cstdlib>

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0.0.0"
#endif

using namespace llvm;

namespace cuda2hip {

namespace {

StringRef sarifLevel(Severity S) {
  return S == Severity::Error ? "error" : S == Severity::Warning ? "warning" : "note";
}

/// Percent-encodes what is not unreserved in a path (RFC 3986), keeping '/'.
std::string uriPath(StringRef P) {
  std::string Out;
  for (unsigned char C : P) {
    if (isAlnum(C) || StringRef("-._~/").contains(C))
      Out += C;
    else
      Out += "%" + utohexstr(C, false, 2);
  }
  return Out;
}

json::Object artifactLocation(StringRef Path) {
  if (sys::path::is_absolute(Path))
    return json::Object{{"uri", "file://" + uriPath(Path)}};
  return json::Object{{"uri", uriPath(Path)}, {"uriBaseId", "%SRCROOT%"}};
}

/// Byte column -> code point column within \p Line (SARIF's columnKind
/// unicodeCodePoints, the one clang's writer uses too).
unsigned codePointColumn(StringRef Line, unsigned ByteCol) {
  unsigned Col = 1;
  for (unsigned I = 0; I + 1 < ByteCol && I < Line.size(); ++I)
    if ((static_cast<unsigned char>(Line[I]) & 0xC0) != 0x80)
      ++Col;
  if (ByteCol > Line.size() + 1)
    Col += ByteCol - Line.size() - 1;
  return Col;
}

json::Object region(const ReportItem &I) {
  json::Object R{{"startLine", I.Line},
                 {"startColumn", codePointColumn(I.LineText, I.Column)},
                 {"byteOffset", I.D.Where.Offset},
                 {"byteLength", I.D.Where.Length}};
  if (I.EndLine) {
    R["endLine"] = I.EndLine;
    R["endColumn"] = I.EndLine == I.Line ? codePointColumn(I.LineText, I.EndColumn)
                                         : I.EndColumn;
  }
  return R;
}

json::Object ruleJson(const RuleInfo &R, bool Described, StringRef DocsUrl) {
  std::string Help = (R.Summary + ".\n\n" + R.Help).str();
  return json::Object{
      {"id", (RulePrefix + R.Id).str()},
      {"name", R.Id},
      {"helpUri", Described ? ruleHelpUri(R, DocsUrl)
                            : ruleHelpUri({}, DocsUrl) + "docs/hazards/README.md"},
      {"shortDescription", json::Object{{"text", R.Summary}}},
      {"fullDescription", json::Object{{"text", R.Help}}},
      {"help", json::Object{{"text", Help}, {"markdown", Help}}},
      {"defaultConfiguration", json::Object{{"level", sarifLevel(R.Level)}}},
      {"properties", json::Object{{"tags", json::Array{"cuda2hip", R.Check}}}},
  };
}

} // namespace

std::string ruleDocPath(const RuleInfo &R) {
  static const StringRef CheckRules[] = {"residue", "drift", "token-engine",
                                         "rewrite"};
  if (R.Check == "hazards")
    return ("docs/hazards/" + R.Id + ".md").str(); // gen_hazard_docs.py
  if (R.Check == "build")
    return "docs/build-files.md";
  if (llvm::is_contained(CheckRules, R.Id))
    return "docs/cli.md#check";
  return "docs/cli.md#diagnostic-ids";
}

std::string ruleHelpUri(const RuleInfo &R, StringRef DocsUrl) {
  std::string Out = DocsUrl.str();
  if (!Out.empty() && !StringRef(Out).ends_with("/"))
    Out += "/";
  return R.Id.empty() ? Out : Out + ruleDocPath(R);
}

json::Value toSarif(const Report &Rep) {
  // Rule table: built-ins, then extra rules, then ids nobody described.
  std::vector<RuleInfo> Rules(builtinRules().begin(), builtinRules().end());
  auto IndexOf = [&](StringRef Id) -> int {
    for (size_t I = 0; I < Rules.size(); ++I)
      if (Rules[I].Id == Id)
        return int(I);
    return -1;
  };
  for (const RuleInfo &R : Rep.ExtraRules)
    if (IndexOf(R.Id) < 0)
      Rules.push_back(R);
  std::vector<std::string> Undescribed; // owns the ids of generic rules
  for (const ReportItem &I : Rep.Items)
    if (IndexOf(I.D.RuleId) < 0 &&
        std::find(Undescribed.begin(), Undescribed.end(), I.D.RuleId) ==
            Undescribed.end())
      Undescribed.push_back(I.D.RuleId);
  for (const std::string &Id : Undescribed)
    Rules.push_back({Id, "hazards", Severity::Warning, "a hazard rule",
                     "Reported by a hazard rule (--hazards)."});

  json::Array RulesJson;
  size_t NumDescribed = Rules.size() - Undescribed.size();
  for (size_t I = 0; I < Rules.size(); ++I)
    RulesJson.push_back(ruleJson(Rules[I], I < NumDescribed, Rep.DocsUrl));

  json::Array Results;
  for (const ReportItem &I : Rep.Items) {
    json::Object Res{
        {"ruleId", (RulePrefix + I.D.RuleId).str()},
        {"ruleIndex", IndexOf(I.D.RuleId)},
        {"level", sarifLevel(I.D.Sev)},
        {"message", json::Object{{"text", I.D.Message}}},
        {"partialFingerprints", json::Object{{"cuda2hipFingerprint/v1", I.Fingerprint}}},
    };
    if (!I.Path.empty()) {
      json::Object Phys{{"artifactLocation", artifactLocation(I.Path)}};
      if (I.Line)
        Phys["region"] = region(I);
      Res["locations"] =
          json::Array{json::Object{{"physicalLocation", std::move(Phys)}}};
      if (!I.D.FixIt.empty() && I.Line) {
        json::Object Repl{{"deletedRegion", region(I)},
                          {"insertedContent", json::Object{{"text", I.D.FixIt}}}};
        json::Object Change{{"artifactLocation", artifactLocation(I.Path)},
                            {"replacements", json::Array{std::move(Repl)}}};
        Res["fixes"] = json::Array{json::Object{
            {"description", json::Object{{"text", "replace with '" + I.D.FixIt + "'"}}},
            {"artifactChanges", json::Array{std::move(Change)}}}};
      }
    }
    json::Object Props;
    if (I.D.G)
      Props["group"] = groupName(*I.D.G);
    if (!I.Detail.empty())
      Props["diff"] = I.Detail;
    if (!Props.empty())
      Res["properties"] = std::move(Props);
    Results.push_back(std::move(Res));
  }

  std::string RootUri = "file://" + uriPath(Rep.Root);
  if (!StringRef(RootUri).ends_with("/"))
    RootUri += "/";
  json::Object Run{
      {"tool",
       json::Object{{"driver", json::Object{{"name", "cuda2hip"},
                                            {"version", CUDA2HIP_VERSION},
                                            {"semanticVersion", CUDA2HIP_VERSION},
                                            {"rules", std::move(RulesJson)}}}}},
      {"originalUriBaseIds",
       json::Object{{"%SRCROOT%", json::Object{{"uri", RootUri}}}}},
      {"columnKind", "unicodeCodePoints"},
      {"invocations",
       json::Array{json::Object{{"executionSuccessful", Rep.ExitCode != ExitIo &&
                                                            Rep.ExitCode != ExitUsage},
                                {"exitCode", Rep.ExitCode}}}},
      {"results", std::move(Results)},
      {"properties", json::Object{{"command", Rep.Command},
                                  {"targetHip", Rep.TargetHip}}},
  };
  return json::Object{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", json::Array{std::move(Run)}},
  };
}

} // namespace cuda2hip
