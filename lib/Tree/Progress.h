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

/// The end-of-run summary.
void printSummary(llvm::raw_ostream &OS, const ConvertSummary &S,
                  const ConvertOptions &O);

} // namespace cuda2hip::tree

#endif
