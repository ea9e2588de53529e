//===- MachineReport.cpp - convert --format json|sarif, --export-fixes ----===//
//
// A convert run described for machines with the writers every command
// shares (Report.h: toJson, toSarif, exportFixes, writeFixesYaml): this file
// only turns the run's files and diagnostics into their inputs.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/MigrationReport.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include <map>

using namespace llvm;

namespace cuda2hip::tree {

namespace {

/// The rules of migrated build files: not in the built-in table.
std::vector<RuleInfo> buildRuleInfos() {
  std::vector<RuleInfo> V;
  for (const build::BuildRule &R : build::buildRules())
    V.push_back({R.Id, "build", Severity::Warning, R.Summary,
                 "A rule of the build-file migration (migrate-build, and convert "
                 "unless --sources-only); see docs/build-files.md."});
  return V;
}

} // namespace

Report convertReport(const ConvertRecord &R) {
  Report Rep;
  Rep.Command = "convert";
  Rep.Root = R.Base;
  Rep.TargetHip = R.TargetHip;
  Rep.Files = R.Files;
  Rep.ExitCode = R.ExitCode;
  std::map<std::string, LineIndex> Lines; // each file's line starts, once
  for (const Diagnostic &D : R.Diags) {
    StringRef Text = R.Lookup && !D.Where.File.empty() ? R.Lookup(D.Where.File)
                                                       : StringRef();
    const LineIndex *L = nullptr;
    if (!Text.empty())
      L = &Lines.try_emplace(D.Where.File, Text).first->second;
    Rep.Items.push_back(makeReportItem(D, L, R.Base));
  }
  for (const RuleInfo &Rule : buildRuleInfos())
    if (any_of(R.Diags, [&](const Diagnostic &D) { return D.RuleId == Rule.Id; }))
      Rep.ExtraRules.push_back(Rule);
  return Rep;
}

bool writeConvertFixes(StringRef Path, ArrayRef<FilePlan> Files,
                       ArrayRef<Diagnostic> Diags, raw_ostream &Err) {
  std::vector<const FilePlan *> Ptrs;
  for (const FilePlan &P : Files)
    if (!P.Edits.empty())
      Ptrs.push_back(&P);
  StringRef Main = Ptrs.empty() ? StringRef() : StringRef(Ptrs.front()->Path);
  std::string Yaml;
  raw_string_ostream YS(Yaml);
  writeFixesYaml(YS, exportFixes(Main, Ptrs, Diags));
  if (Error E = writeFileAtomic(Path, Yaml, WriteOptions{}).takeError()) {
    Err << "cuda2hip: error: --export-fixes: " << toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

} // namespace cuda2hip::tree
