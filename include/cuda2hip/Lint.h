//===- cuda2hip/Lint.h - `cuda2hip lint PATHS`: the run ----------*- C++ -*-===//
//
// Not a stage: a consumer of the hazard analysis (Hazards.h), like Check.h
// is of the pipeline. The files under the paths, each analysed on the
// runner toolkit (Batch.h), printed, fixed and exported in input order.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LINT_H
#define CUDA2HIP_LINT_H

#include "cuda2hip/Hazards.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace clang::tooling {
class CompilationDatabase;
}

namespace cuda2hip {

/// `cuda2hip lint PATHS` once its options are parsed (lib/Lint/Lint.cpp).
struct LintOptions {
  std::vector<std::string> Paths; ///< files, or folders searched for .cu/.cuh/.hip
  HazardOptions Hazards; ///< CUDA path, clang arguments, minimum severity
  bool Fix = false;      ///< --fix: apply the safe fixes in place
  std::string Format = "human"; ///< human | json | sarif
  std::string ExportFixes;      ///< --export-fixes FILE; "" = none
  /// -p: each file's flags from this database (not owned); null = the
  /// compile_commands.json found above each file.
  const clang::tooling::CompilationDatabase *Database = nullptr;
  std::string BuildDir; ///< -p's folder (named in the reports)
  unsigned Jobs = 0;    ///< files analysed at a time; 0 = the hardware threads
  std::string DocsUrl;  ///< SARIF's rule links (Tuning::DocsUrl); "" = none
};

/// Lints every file under \p L.Paths: analyses on up to \p L.Jobs threads
/// sharing one PCH of the CUDA preamble (more than one file), results
/// printed (\p Out: findings, reports; \p Err: errors), fixed and exported
/// in input order: the same bytes and exit code as one file at a time.
/// Returns the exit code (0 clean, 1 findings, 3 unreadable or not written).
int runLint(const LintOptions &L, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// The threads runLint uses for \p Inputs: -j (the hardware threads when
/// 0), at most one per file; 1 with --fix (fixes are written between
/// analyses, each analysis sees what the earlier ones wrote).
unsigned lintThreads(const LintOptions &L, llvm::ArrayRef<std::string> Inputs);

} // namespace cuda2hip

#endif
