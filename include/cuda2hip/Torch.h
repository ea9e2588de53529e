//===- Torch.h - PyTorch's headers on the parse's include path --*- C++ -*-===//
//
// A PyTorch extension parses with the AST engine when PyTorch's headers are
// found (docs/pytorch.md, "Which engine"): the command line adds what
// torch.utils.cpp_extension.include_paths() adds, before the user's own
// clang arguments.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TORCH_H
#define CUDA2HIP_TORCH_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

/// PyTorch's include folder: \p Requested (--torch-include) when it has
/// torch/extension.h or ATen/ATen.h ("" when it has neither), else
/// $CUDA2HIP_TORCH_INCLUDE, /usr/include (Debian's libtorch-dev),
/// /usr/local/include; "" when none has PyTorch.
std::string findTorchInclude(llvm::StringRef Requested);

/// The clang arguments that make \p Root's PyTorch headers parse: -isystem
/// the folder (unless a system one), -isystem torch/csrc/api/include, and
/// -idirafter Python's headers (torch/extension.h includes Python.h).
std::vector<std::string> torchIncludeArgs(llvm::StringRef Root);

/// What --torch-include \p Option (DIR, "none", or "" = found automatically)
/// adds to the clang arguments; false (with \p Err) for a DIR without
/// PyTorch.
bool torchArguments(llvm::StringRef Option, std::vector<std::string> &Args,
                    std::string &Err);

} // namespace cuda2hip

#endif
