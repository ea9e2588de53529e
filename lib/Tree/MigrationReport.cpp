//===- MigrationReport.cpp - convert --report FILE ------------------------===//
//
// JSON first; Markdown and HTML are written from the JSON, so the three say
// the same. Paths are relative to the base folder of the run.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/MigrationReport.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Mappings.h"
#include "cuda2hip/Report.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;

namespace cuda2hip::tree {

namespace {

std::string relative(StringRef Path, StringRef Base) {
  SmallString<256> B(Base);
  if (!B.empty() && !B.ends_with("/"))
    B += "/";
  return Path.starts_with(B) ? Path.drop_front(B.size()).str() : Path.str();
}

json::Object familyJson(const GroupStats &S) {
  return json::Object{{"converted", S.Converted}, {"same", S.Same},
                      {"unsupported", S.Unsupported}, {"notInTarget", S.NotInTarget}};
}

/// One unit: engine and why, edits by API family.
json::Object unitJson(const MigrationInput &In, size_t I) {
  const UnitResult &R = (*In.Results)[I];
  std::string Engine = R.ParseFailed && !R.UsedTokenEngine ? "none"
                       : R.UsedTokenEngine                 ? "token"
                                                           : "ast";
  json::Object U{{"path", relative(In.UnitPaths[I], In.Base)}, {"engine", Engine}};
  for (const Diagnostic &D : R.Diags)
    if (D.RuleId == "parse-error" || D.RuleId == "parser-crash" ||
        D.RuleId == "binary-input") {
      StringRef Text = In.Lookup ? In.Lookup(D.Where.File) : StringRef();
      unsigned Line = Text.empty() ? 0 : lineColumn(Text, D.Where.Offset).first;
      U["why"] = relative(D.Where.File, In.Base) +
                 (Line ? ":" + std::to_string(Line) : "") + ": " + D.Message;
      break;
    }
  json::Object Edits;
  for (const auto &[G, S] : R.Stats)
    if (S.Converted + S.Same + S.Unsupported + S.NotInTarget)
      Edits[groupName(G)] = familyJson(S);
  U["byFamily"] = std::move(Edits);
  return U;
}

} // namespace

json::Value migrationReport(const MigrationInput &In) {
  json::Array Units;
  std::map<Group, GroupStats> Families;
  unsigned Token = 0, None = 0;
  for (size_t I = 0; I < In.UnitPaths.size(); ++I) {
    json::Object U = unitJson(In, I);
    Token += *U.getString("engine") == "token";
    None += *U.getString("engine") == "none";
    Units.push_back(std::move(U));
    for (const auto &[G, S] : (*In.Results)[I].Stats)
      Families[G] += S;
  }
  json::Object ByFamily;
  for (const auto &[G, S] : Families)
    if (S.Converted + S.Same + S.Unsupported + S.NotInTarget)
      ByFamily[groupName(G)] = familyJson(S);
  // What is left by hand: each warning or error once, with file:line.
  json::Array Left;
  std::map<std::string, unsigned> ByRule;
  std::set<std::tuple<std::string, unsigned, std::string>> Once;
  for (const Diagnostic &D : *In.Diags) {
    if (D.Sev == Severity::Note ||
        !Once.insert({D.Where.File, D.Where.Offset, D.RuleId}).second)
      continue;
    ++ByRule[D.RuleId];
    StringRef Text = In.Lookup ? In.Lookup(D.Where.File) : StringRef();
    unsigned Line = Text.empty() ? 0 : lineColumn(Text, D.Where.Offset).first;
    const RuleInfo *Rule = findRule(D.RuleId);
    RuleInfo Generic{D.RuleId, "hazards", D.Sev, "", ""};
    Left.push_back(json::Object{{"file", relative(D.Where.File, In.Base)},
                                {"line", Line},
                                {"severity", severityName(D.Sev)},
                                {"rule", D.RuleId},
                                {"message", D.Message},
                                {"doc", ruleHelpUri(Rule ? *Rule : Generic, In.DocsUrl)}});
  }
  json::Object Rules;
  for (const auto &[Id, N] : ByRule)
    Rules[Id] = N;
  return json::Object{
      {"summary", json::Object{{"units", In.UnitPaths.size()},
                               {"tokenEngine", Token},
                               {"notTranslated", None},
                               {"leftByHand", Left.size()}}},
      {"byFamily", std::move(ByFamily)},
      {"warningsByRule", std::move(Rules)},
      {"units", std::move(Units)},
      {"leftByHand", std::move(Left)}};
}

} // namespace cuda2hip::tree
