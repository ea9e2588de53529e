//===- cuda2hip/Translate.h - `cuda2hip FILE...` as one call -----*- C++ -*-===//
//
// Not a stage: the default command's run, as runConvert (Tree.h) is
// `convert`'s and runCheck (Check.h) is `check`'s. Each input is its own
// translation unit (Batch.h: on a thread pool, handed back in input order);
// the translation goes to stdout, -o, --out-dir or in place, or is shown as
// a diff; diagnostics as text, JSON or SARIF; the edits as clang-tidy fixes;
// the --portable compatibility header once every input is translated. The
// tool (tools/cuda2hip/TranslateCommand.cpp) only parses the options.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TRANSLATE_H
#define CUDA2HIP_TRANSLATE_H

#include "cuda2hip/Driver.h"
#include "cuda2hip/Report.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <optional>

namespace cuda2hip {

struct FilesOptions {
  /// O.Plan.Portable.HeaderPath is set per input (portableHeaderPath).
  TranslateOptions Translate;
  /// The inputs; with StdinText, the one path the buffer stands for.
  std::vector<std::string> Inputs;
  std::optional<std::string> StdinText; ///< --stdin: replaces Inputs[0]'s file
  /// Where translations go: one of Output (a single input), OutDir (relative
  /// inputs keep their folders), InPlace; none of them: stdout.
  std::string Output, OutDir;
  bool InPlace = false;
  std::string BackupSuffix = ".cuda.orig"; ///< --in-place's backup
  bool NoBackup = false;
  bool Diff = false;  ///< print a unified diff, write nothing
  bool Stats = false; ///< counts per API group on the error stream
  ReportFormat Format = ReportFormat::Human;
  std::string ExportFixes; ///< clang-tidy fixes (YAML) here; "" = none
  unsigned Jobs = 0;       ///< inputs translated at a time; 0 = the cores
  std::string DocsUrl;     ///< SARIF's rule links (Tuning::DocsUrl); "" = none
  unsigned LockWaitSeconds = 600; ///< --in-place's tree lock (Tuning::LockWaitSeconds)
  /// --portable-header as given; "" = gpu_portability.h next to the output.
  std::string PortableHeader;
  /// Compile flags for a file, with the compile_commands.json they came from
  /// in \p Database; null = no flags.
  std::function<std::vector<std::string>(llvm::StringRef Path,
                                         std::string *Database)>
      FlagsFor;
  /// Called once every input is translated, with the merged plans, before
  /// the statistics and the report are written (the tool's PyTorch note).
  std::function<void(const Plan &All)> AfterAll;
};

/// Where input \p In's translation goes under \p O (Output, InPlace: the
/// input itself, else OutDir/...); "" for stdout.
std::string outputPathFor(const FilesOptions &O, llvm::StringRef In);

/// The absolute path --portable writes the compatibility header to:
/// \p O.PortableHeader, else gpu_portability.h next to -o's file, in
/// --out-dir, in the deepest folder holding every input (--in-place), or in
/// the current folder (stdout). "" when --portable is off.
std::string portableHeaderPath(const FilesOptions &O);

/// Translates \p O's inputs. Translations and diffs go to \p Out;
/// diagnostics, statistics and reports to \p Err. Returns the exit code
/// (docs/cli.md).
int translateInputs(const FilesOptions &O, llvm::raw_ostream &Out,
                    llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
