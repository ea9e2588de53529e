//===- MigrationReport.h - convert --report FILE ----------------*- C++ -*-===//
// Part of tree mode (lib/Tree, Tree.h): written after the emit stage.
// The migration report of a `cuda2hip convert` run: per translation unit the
// engine used and why (the first parse error of a unit that fell back to the
// token engine), its edits by API family; the warnings left by hand with
// file:line, each linked to its rule's page (docs/hazards, docs/cli.md); a
// summary table and counts per API family. JSON, Markdown (.md) or HTML
// (.html, sortable tables), chosen by the file's extension.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_MIGRATIONREPORT_H
#define CUDA2HIP_MIGRATIONREPORT_H

#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "llvm/Support/JSON.h"

namespace cuda2hip::tree {

/// What the report is made of: the run's units and their results (in
/// order), the merged diagnostics, the base folder paths are relative to.
struct MigrationInput {
  std::string Base;
  std::vector<std::string> UnitPaths;
  const std::vector<UnitResult> *Results = nullptr;
  const std::vector<Diagnostic> *Diags = nullptr;
  SourceLookup Lookup; ///< file contents, for line numbers
  std::string DocsUrl; ///< the base of the rules' links (ruleHelpUri)
};

/// The report as JSON (the Markdown and HTML forms are written from it).
llvm::json::Value migrationReport(const MigrationInput &In);
/// The JSON report as Markdown / as an HTML page.
std::string migrationMarkdown(const llvm::json::Value &Report);
std::string migrationHtml(const llvm::json::Value &Report);

/// Writes the report to \p Path (.md, .markdown: Markdown; .html, .htm:
/// HTML; else JSON); false, with the error on \p Err, when it cannot.
bool writeMigrationReport(llvm::StringRef Path, const MigrationInput &In,
                          llvm::raw_ostream &Err);

//===-- convert --format json|sarif, --export-fixes (MachineReport.cpp) ---===//

/// What a convert run hands to its machine-readable outputs.
struct ConvertRecord {
  std::string Base;      ///< absolute; report paths are relative to it
  std::string TargetHip; ///< e.g. "7.0"
  std::vector<ReportFile> Files; ///< each source and header, with its status
  std::vector<Diagnostic> Diags; ///< every diagnostic of the run
  SourceLookup Lookup;           ///< file contents, for lines and columns
  int ExitCode = 0;
};

/// Report.h's Report of a convert run (command "convert"): one item per
/// diagnostic, the build-file rules described (docs/build-files.md). The
/// JSON and SARIF writers are Report.h's toJson and toSarif.
Report convertReport(const ConvertRecord &R);

/// Writes the export-fixes YAML of a convert run to \p Path: one document
/// with an edit per replacement of \p Files (absolute paths) and the
/// diagnostics, as exportFixes (Report.h) makes it. False, with the error
/// on \p Err, when it cannot be written.
bool writeConvertFixes(llvm::StringRef Path, llvm::ArrayRef<FilePlan> Files,
                       llvm::ArrayRef<Diagnostic> Diags, llvm::raw_ostream &Err);

} // namespace cuda2hip::tree

#endif
