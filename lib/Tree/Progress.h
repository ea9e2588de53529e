//===- Progress.h - progress lines and the end-of-run summary ---*- C++ -*-===//
//
// Internal to lib/Tree: the summary. The Progress class is in Tree.h (check
// shows its progress the same way).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TREE_PROGRESS_H
#define CUDA2HIP_TREE_PROGRESS_H

#include "cuda2hip/Tree.h"

namespace cuda2hip::tree {

/// A unit's first parse error (UnitResult::FirstParseError) with its file
/// as displayPath shows it.
std::string shownParseError(llvm::StringRef E);
/// Its message alone: what the summary ranks.
std::string parseErrorMessage(llvm::StringRef E);

/// The end-of-run summary.
void printSummary(llvm::raw_ostream &OS, const ConvertSummary &S,
                  const ConvertOptions &O);

} // namespace cuda2hip::tree

#endif
