//===- OutDir.h - an output folder convert may write into ------*- C++ -*-===//
//
// Internal to lib/Tree (implemented in OutDir.cpp): the output folder,
// the links mirrored into it, the depfile.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TREE_OUTDIR_H
#define CUDA2HIP_TREE_OUTDIR_H

#include "cuda2hip/Tree.h"
#include <set>

namespace cuda2hip::tree {

/// --out-dir inside an input folder: only a new or empty folder, or one an
/// earlier run stamped (Basic.h: OutputStamp), which it stamps; else an
/// error on \p Err and false.
bool checkOutDir(const ConvertOptions &O, llvm::raw_ostream &Err);

/// A symbolic link's text in folder \p From pointing at \p Target (both
/// absolute): relative ("../b/x.h"), so the mirrored tree can move.
std::string relativeLinkText(llvm::StringRef From, llvm::StringRef Target);

/// --depfile: "T1 T2: \\\n  D1 \\\n  D2\n", make's escapes (' ', '#': a
/// backslash; '$': "$$") applied.
std::string depfileText(const std::set<std::string> &Targets,
                        const std::set<std::string> &Deps);

} // namespace cuda2hip::tree

#endif
