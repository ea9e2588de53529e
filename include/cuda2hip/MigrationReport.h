//===- MigrationReport.h - convert --report FILE ----------------*- C++ -*-===//
//
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

} // namespace cuda2hip::tree

#endif
