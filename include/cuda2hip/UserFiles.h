//===- cuda2hip/UserFiles.h - whose file is this? ----------------*- C++ -*-===//
//
// Part of stage 1, find (lib/Find/FindContext.cpp): the one answer to "is
// this file the user's?", shared by the find stage and the hazard rules.
// A file is the user's when it is a real file (not a built-in buffer), not a
// system header (CUDA, clang's wrappers and libraries come in as system
// headers) and not in the find stage's in-memory overlay folder. The find
// stage adds what is CUDA's by path (the CUDA install, PyTorch's CUDA
// headers, clang's __clang_cuda_* headers) on top.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_USERFILES_H
#define CUDA2HIP_USERFILES_H

#include "clang/Basic/SourceManager.h"
#include <string>

namespace cuda2hip {

/// The file of \p FID as an absolute path, dots removed; "" when \p FID is
/// not a file.
std::string filePath(const clang::SourceManager &SM, clang::FileID FID);

/// Whether \p FID is a file of the user's (see above), given its filePath().
bool ownedByUser(const clang::SourceManager &SM, clang::FileID FID,
                 llvm::StringRef Path);

} // namespace cuda2hip

#endif
