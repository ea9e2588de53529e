//===- cuda2hip/Emit.h - the emit stage: files, diagnostics, stats -*- C++ -*-===//
//
// Stage 4 of 5:  find (Find.h) -> map (Mappings.h) -> plan (Plan.h) -> EMIT
//                (this) -> verify (Verify.h).
//
// Applies a plan's edits and writes the results: atomically (a temporary
// file in the target folder, renamed into place), only when the content
// changed, with a backup when converting in place. Prints the plan's
// diagnostics clang-style, the statistics, and maps the outcome of a run to
// the documented exit codes.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_EMIT_H
#define CUDA2HIP_EMIT_H

#include "cuda2hip/Basic.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class MemoryBuffer;
}

namespace cuda2hip {

/// The documented exit codes (docs/cli.md).
enum ExitCode : int {
  ExitClean = 0,       ///< translated, nothing to report
  ExitWarnings = 1,    ///< translated, with warnings (APIs left unchanged, ...)
  ExitUsage = 2,       ///< bad command line
  ExitIo = 3,          ///< an input could not be read / an output not written,
                       ///< or (--engine ast) the input did not parse
  ExitTokenEngine = 4, ///< translated, but the token engine had to be used
};

/// The worse of two exit codes of one run (ExitUsage never comes here):
/// I/O > token engine > warnings > clean.
inline int worseExitCode(int Exit, int Code) {
  static const int Rank[] = {0, 1, 0, 3, 2};
  return Rank[Code] > Rank[Exit] ? Code : Exit;
}

/// The exit code of a run whose plans are \p Plans.
int exitCodeFor(const Plan &P);

struct WriteOptions {
  std::string BackupSuffix; ///< "" = no backup
  bool OnlyIfChanged = true;
  /// --in-place: what the file held when it was read. If it holds something
  /// else when it is to be replaced (someone edited it meanwhile), nothing
  /// is written and an error says so.
  std::optional<std::string> ExpectedOld;
  /// --in-place: a file without any write permission bit is not replaced
  /// (an error says so), even when we run as root.
  bool RefuseReadOnly = false;
};

/// An atomic write in two steps: stageWrite() checks that the file may be
/// replaced, backs it up (WriteOptions::BackupSuffix) and writes the new
/// text beside it, on disk; commit() renames it over the file. A process
/// that dies in between leaves the file old and whole (the temporary file
/// is swept by the next run, Basic.h). Dropped without a commit, the
/// temporary file goes, and so does a backup made for it while the file
/// still holds the text backed up.
class StagedWrite {
public:
  StagedWrite(StagedWrite &&O);
  StagedWrite &operator=(StagedWrite &&) = delete;
  ~StagedWrite();
  /// False when there is nothing to write (the file holds the text).
  bool pending() const { return !Tmp.empty(); }
  /// The temporary file holding the new text ("" when none).
  llvm::StringRef temporary() const { return Tmp; }
  /// Replaces the file with the new text; returns whether it changed. With
  /// WriteOptions::ExpectedOld, fails (nothing replaced) when the file was
  /// edited since it was read.
  llvm::Expected<bool> commit();

private:
  friend llvm::Expected<StagedWrite> stageWrite(llvm::StringRef, llvm::StringRef,
                                                const WriteOptions &);
  StagedWrite() = default;
  void undo();
  std::string Path, Tmp, MadeBackup;
  std::unique_ptr<llvm::MemoryBuffer> Old;
  std::optional<std::string> ExpectedOld;
};

/// The first step of a write to \p Path (StagedWrite).
llvm::Expected<StagedWrite> stageWrite(llvm::StringRef Path, llvm::StringRef Content,
                                       const WriteOptions &O = {});

/// Writes \p Content to \p Path atomically. Returns whether the file changed.
llvm::Expected<bool> writeFileAtomic(llvm::StringRef Path, llvm::StringRef Content,
                                     const WriteOptions &O = {});

/// Source text lookup for diagnostics ("" when unknown).
using SourceLookup = std::function<llvm::StringRef(const std::string &Path)>;

/// Path as shown to the user: relative to the working directory when inside
/// it, absolute otherwise.
std::string displayPath(llvm::StringRef Path);

/// Prints diagnostics as `file:line:col: warning: text [cuda2hip-id]`, with
/// the source line, a caret and the fix-it, sorted by place, duplicates once.
void printDiagnostics(llvm::raw_ostream &OS, std::vector<Diagnostic> Diags,
                      const SourceLookup &Source);

/// The --stats table: per API group, converted / same / unsupported / not in
/// target, plus lines changed.
void printStats(llvm::raw_ostream &OS, const Plan &P, unsigned LinesChanged);

} // namespace cuda2hip

#endif
