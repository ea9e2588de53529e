//===- OutDir.h - an output folder convert may write into ------*- C++ -*-===//
//
// Internal to lib/Tree (implemented in OutDir.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TREE_OUTDIR_H
#define CUDA2HIP_TREE_OUTDIR_H

#include "cuda2hip/Tree.h"

namespace cuda2hip::tree {

/// --out-dir inside an input folder: only a new or empty folder, or one an
/// earlier run stamped (Basic.h: OutputStamp), which it stamps; else an
/// error on \p Err and false.
bool checkOutDir(const ConvertOptions &O, llvm::raw_ostream &Err);

} // namespace cuda2hip::tree

#endif
