//===- cuda2hip/Batch.h - many files, one process -------------*- C++ -*-===//
//
// Not a stage: Driver's translateFile over several inputs (`cuda2hip
// FILE...`), on a thread pool, the results handed back in input order so
// that diagnostics, writes and the exit code are those of a run one file at
// a time. The inputs share the PCH of the CUDA preamble (Find.h:
// SharePreamble), as `convert` does.
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
