//===- cuda2hip/Batch.h - the runner toolkit ------------------*- C++ -*-===//
//
// Not a stage: what every command that runs many files uses (FILE...,
// convert, check, lint, verify, migrate-build): the ordered parallel map
// (runInOrder, runAll), each file's compile flags (compileFlagsFor), the
// run's census of shared leading includes (Parse.h: censusOf) and Driver's
// translateFile over several inputs (`cuda2hip FILE...`), the results
// handed back in input order so that diagnostics, writes and the exit code
// are those of a run one file at a time. The inputs share the PCH of the
// CUDA preamble (Find.h: SharePreamble), as `convert` does.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_BATCH_H
#define CUDA2HIP_BATCH_H

#include "cuda2hip/Driver.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace cuda2hip {

/// Runs \p Work(I) for every I in [0, N) on up to \p Jobs threads (0: the
/// number of cores) and calls \p Done(I) on the calling thread, in order of
/// I, each once Work(I) has finished. At most \p Window results wait ahead
/// of the one Done needs next (0: twice the threads), bounding memory. With
/// one thread (or one item) Work(0), Done(0), Work(1), Done(1), ... run in
/// that order on the calling thread.
void runInOrder(size_t N, unsigned Jobs, llvm::function_ref<void(size_t)> Work,
                llvm::function_ref<void(size_t)> Done, size_t Window = 0);

/// Runs \p Work(I) for every I in [0, N) on up to \p Jobs threads (0: the
/// number of cores), taking them in order of I; returns when all have
/// finished. Work reports its own progress; with one thread (or one item)
/// they run in order on the calling thread.
void runAll(size_t N, unsigned Jobs, llvm::function_ref<void(size_t)> Work);

/// The flags of \p File: from \p DB (the compile_commands.json of
/// \p BuildDir) when given, else from the compile_commands.json found
/// above the file (Driver.h: discoveredFlags; loaded once per session
/// \p Databases, null: per call). \p FoundAt, if given: the database file
/// they came from ("" when none).
std::vector<std::string> compileFlagsFor(const clang::tooling::CompilationDatabase *DB,
                                         llvm::StringRef BuildDir, llvm::StringRef File,
                                         Session *Databases,
                                         std::string *FoundAt = nullptr);

/// One unit of a run's census.
struct CensusUnit {
  std::string Path;
  /// Its text; none: read from disk (an unreadable file counts as a unit
  /// without a block).
  std::optional<llvm::StringRef> Text;
  /// The flags it is parsed with (unitFlags()).
  std::vector<std::string> Flags;
};

/// The finished census (Parse.h: PrefixCensus) of a run's \p Units: the
/// one way every command builds it.
std::shared_ptr<const PrefixCensus> censusOf(llvm::ArrayRef<CensusUnit> Units);

/// The flags the census groups a unit by: DatabaseFlags, then ExtraArgs.
std::vector<std::string> unitFlags(const ParseOptions &O);

/// One input of translateFiles.
struct TranslateJob {
  std::string Path;
  TranslateOptions Opts;
  bool Skip = false; ///< not translated (the caller reports why): Done gets nothing
};

/// translateFile for each job, \p Jobs at a time, handed to \p Done in job
/// order (an empty optional for skipped jobs). With more than one job to
/// translate, the jobs share the PCH of the CUDA preamble (SharePreamble, in
/// memory): findings are the same as without.
void translateFiles(std::vector<TranslateJob> Jobs, unsigned Threads,
                    llvm::function_ref<void(size_t, std::optional<Translation> &)> Done);

/// Some file is named twice among \p Inputs, or is the output of another
/// input (\p Outputs: one per input, or none): such inputs must be
/// translated one after the other, each seeing what the earlier wrote.
bool inputsOverlap(llvm::ArrayRef<std::string> Inputs,
                   llvm::ArrayRef<std::string> Outputs);

/// The number of threads \p Jobs asks for: itself, or the cores when 0.
unsigned threadsFor(unsigned Jobs);

} // namespace cuda2hip

#endif
