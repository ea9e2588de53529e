//===- cuda2hip/Report.h - machine-readable reports --------------*- C++ -*-===//
//
// Part of stage 4 of 5, emit (see Emit.h): find -> map -> plan -> EMIT ->
// verify. Emit.h prints diagnostics for people; this header writes them --
// the plan's, and the findings of `cuda2hip check` -- for machines:
//
//  * JSON, a stable schema (docs/report-format.md, docs/report.schema.json);
//  * SARIF 2.1.0 for code-scanning services (stable rule ids with help text,
//    partialFingerprints that survive moved lines, %SRCROOT%-relative URIs);
//  * clang-tidy's export-fixes YAML, which clang-apply-replacements applies.
//
// It also holds the table of rule ids and their help text, written once and
// shared by SARIF's rule metadata, `--explain` and the docs.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REPORT_H
#define CUDA2HIP_REPORT_H

#include "cuda2hip/Emit.h"
#include "cuda2hip/Basic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace clang::tooling {
struct TranslationUnitDiagnostics;
}

namespace cuda2hip {

/// How a command writes its diagnostics (--format human|json|sarif).
enum class ReportFormat : uint8_t { Human, Json, Sarif };
/// The format --format names ("json", "sarif"; anything else is human: the
/// option's check has refused other names already).
inline ReportFormat reportFormat(llvm::StringRef Name) {
  return Name == "json" ? ReportFormat::Json
         : Name == "sarif" ? ReportFormat::Sarif
                           : ReportFormat::Human;
}

/// Every rule id is shown (clang-style output, SARIF) with this prefix.
constexpr llvm::StringLiteral RulePrefix = "cuda2hip-";

/// Version of the JSON report schema (docs/report.schema.json). Bumped only
/// when a field changes meaning or disappears; new optional fields do not.
constexpr unsigned ReportSchemaVersion = 1;

/// What a rule id means. The table is the single source of rule help.
struct RuleInfo {
  llvm::StringRef Id;    ///< without RulePrefix, e.g. "unsupported-api"
  llvm::StringRef Check; ///< which check reports it: translate, residue,
                         ///< drift, target, hazards
  Severity Level;        ///< default severity
  llvm::StringRef Summary; ///< one line
  llvm::StringRef Help;    ///< what it means and what to do about it
};

/// The built-in rules, in a stable order (SARIF ruleIndex follows it).
llvm::ArrayRef<RuleInfo> builtinRules();
/// Looks \p Id up (with or without RulePrefix); null if unknown.
const RuleInfo *findRule(llvm::StringRef Id);

/// The page that documents \p R, relative to the repository:
/// docs/hazards/ID.md for a hazard rule, docs/build-files.md for a rule of
/// the build-file migration (Check "build"), docs/cli.md#check for the rules
/// of check, docs/cli.md#diagnostic-ids for the others.
std::string ruleDocPath(const RuleInfo &R);
/// SARIF's helpUri: ruleDocPath() after \p DocsUrl (Tuning::DocsUrl,
/// $CUDA2HIP_DOCS_URL: a base URL such as https://host/cuda2hip/blob/main/)
/// when not ""; the bare base for a rule with no id.
std::string ruleHelpUri(const RuleInfo &R, llvm::StringRef DocsUrl);

llvm::StringRef severityName(Severity S); ///< "error", "warning", "note"

/// One diagnostic, placed for a report.
struct ReportItem {
  Diagnostic D;
  std::string Path; ///< relative to Report::Root when inside it, else
                    ///< absolute; "" when the diagnostic has no file
  /// 1-based; columns count bytes, the end is exclusive; 0 = unknown.
  unsigned Line = 0, Column = 0, EndLine = 0, EndColumn = 0;
  std::string LineText; ///< the source line of the start (no newline)
  std::string Fingerprint;
  std::string Detail; ///< e.g. the unified diff of a drift finding
};

/// The fingerprint of a finding: a hash of the rule id, the text of its
/// source line (leading and trailing blanks ignored) and the name it is
/// about -- never the line number, so it survives lines moving.
std::string fingerprint(llvm::StringRef RuleId, llvm::StringRef LineText,
                        llvm::StringRef Name);

/// Places \p D: path relative to \p Root, line and columns from \p Source
/// (the text of D.Where.File; may be empty), fingerprint.
ReportItem makeReportItem(const Diagnostic &D, llvm::StringRef Source,
                          llvm::StringRef Root);
/// The same with the source's line starts found once (many diagnostics of
/// one file); \p Lines may be null (no source).
ReportItem makeReportItem(const Diagnostic &D, const LineIndex *Lines,
                          llvm::StringRef Root);

/// One input of the run.
struct ReportFile {
  std::string Path;     ///< as in ReportItem::Path
  std::string Status;   ///< ok, token-engine, unreadable, unparsable
  std::string Database; ///< compile_commands.json whose flags were used, or ""
};

/// Everything a report says about one run.
struct Report {
  std::string Command = "translate"; ///< translate | check | lint | convert
  std::string Root;       ///< absolute; paths are relative to it (%SRCROOT%)
  std::string TargetHip;  ///< e.g. "6.3"
  std::vector<std::string> Checks; ///< check: the checks that ran
  std::vector<ReportFile> Files;
  std::vector<ReportItem> Items;
  /// Rules reported that the built-in table does not know (hazard rules).
  std::vector<RuleInfo> ExtraRules;
  unsigned Suppressed = 0, Baselined = 0;
  int ExitCode = 0;
  /// The base of the SARIF rules' help links (ruleHelpUri; the command's
  /// Tuning::DocsUrl); "" = none.
  std::string DocsUrl;
};

/// The JSON report (docs/report-format.md).
llvm::json::Value toJson(const Report &R);
/// SARIF 2.1.0 with one run.
llvm::json::Value toSarif(const Report &R);
/// Pretty-printed, with a final newline.
void writeJson(llvm::raw_ostream &OS, const llvm::json::Value &V);

/// Human output: clang-style diagnostics (caret, fix-it) with each item's
/// detail (a drift diff) after it.
void printReportItems(llvm::raw_ostream &OS, const std::vector<ReportItem> &Items,
                      const SourceLookup &Source);

/// The export-fixes document: one clang-tidy diagnostic per edit of
/// \p Files (named cuda2hip-rewrite, the whole translation), then \p Diags,
/// each with its FixIt as a replacement of its range when it has one and
/// no edit of \p Files touches that range (the edit makes the fix already).
clang::tooling::TranslationUnitDiagnostics
exportFixes(llvm::StringRef MainFile, llvm::ArrayRef<const FilePlan *> Files,
            llvm::ArrayRef<Diagnostic> Diags);
/// Writes \p TU as clang-tidy's YAML (clang-apply-replacements reads it).
void writeFixesYaml(llvm::raw_ostream &OS,
                    const clang::tooling::TranslationUnitDiagnostics &TU);

} // namespace cuda2hip

#endif
