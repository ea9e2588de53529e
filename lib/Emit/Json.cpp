//===- Json.cpp - the JSON report (docs/report-format.md) -----------------===//
//
// The schema is docs/report.schema.json; a lit test validates real output
// against it. Keep the three in step: a new optional field is fine, a
// renamed or removed one bumps ReportSchemaVersion.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Report.h"
#include "llvm/Support/FormatVariadic.h"

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0.0.0"
#endif
#ifndef CUDA2HIP_CLANG_VERSION
#define CUDA2HIP_CLANG_VERSION "unknown"
#endif

using namespace llvm;

namespace cuda2hip {

static json::Object itemJson(const ReportItem &I, ArrayRef<RuleInfo> Extra) {
  const RuleInfo *Rule = findRule(I.D.RuleId);
  for (const RuleInfo &E : Extra)
    if (!Rule && E.Id == I.D.RuleId)
      Rule = &E;
  json::Object O{
      {"rule", I.D.RuleId},
      {"ruleId", (RulePrefix + I.D.RuleId).str()},
      {"check", Rule ? Rule->Check.str() : std::string("hazards")},
      {"severity", severityName(I.D.Sev)},
      {"message", I.D.Message},
      {"fingerprint", I.Fingerprint},
  };
  if (!I.Path.empty()) {
    O["path"] = I.Path;
    O["offset"] = I.D.Where.Offset;
    O["length"] = I.D.Where.Length;
  }
  if (I.Line) {
    O["line"] = I.Line;
    O["column"] = I.Column;
    O["endLine"] = I.EndLine;
    O["endColumn"] = I.EndColumn;
  }
  if (I.D.G)
    O["group"] = groupName(*I.D.G);
  if (!I.D.FixIt.empty())
    O["fixIt"] = I.D.FixIt;
  if (!I.Detail.empty())
    O["diff"] = I.Detail;
  return O;
}

json::Value toJson(const Report &R) {
  unsigned Errors = 0, Warnings = 0, Notes = 0;
  json::Array Items;
  for (const ReportItem &I : R.Items) {
    (I.D.Sev == Severity::Error     ? Errors
     : I.D.Sev == Severity::Warning ? Warnings
                                    : Notes)++;
    Items.push_back(itemJson(I, R.ExtraRules));
  }
  json::Array Files;
  for (const ReportFile &F : R.Files) {
    json::Object O{{"path", F.Path}, {"status", F.Status}};
    if (!F.Database.empty())
      O["compileCommands"] = F.Database;
    Files.push_back(std::move(O));
  }
  json::Array Checks;
  for (const std::string &C : R.Checks)
    Checks.push_back(C);
  json::Object Out{
      {"version", ReportSchemaVersion},
      {"tool", json::Object{{"name", "cuda2hip"},
                            {"version", CUDA2HIP_VERSION},
                            {"clangVersion", CUDA2HIP_CLANG_VERSION}}},
      {"command", R.Command},
      {"root", R.Root},
      {"targetHip", R.TargetHip},
      {"summary", json::Object{{"files", R.Files.size()},
                               {"findings", R.Items.size()},
                               {"errors", Errors},
                               {"warnings", Warnings},
                               {"notes", Notes},
                               {"suppressed", R.Suppressed},
                               {"baselined", R.Baselined},
                               {"exitCode", R.ExitCode}}},
      {"files", std::move(Files)},
      {"findings", std::move(Items)},
  };
  if (R.Command == "check")
    Out["checks"] = std::move(Checks);
  return Out;
}

void writeJson(raw_ostream &OS, const json::Value &V) {
  OS << formatv("{0:2}", V) << "\n";
}

} // namespace cuda2hip
