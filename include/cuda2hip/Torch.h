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

#include "cuda2hip/Mappings.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// PyTorch's include folder: \p Requested (--torch-include) when it has
/// torch/extension.h or ATen/ATen.h ("" when it has neither), else
/// \p FromEnvironment ($CUDA2HIP_TORCH_INCLUDE: Tuning::TorchInclude),
/// /usr/include (Debian's libtorch-dev), /usr/local/include; "" when none
/// has PyTorch.
std::string findTorchInclude(llvm::StringRef Requested,
                             const std::optional<std::string> &FromEnvironment);

/// The clang arguments that make \p Root's PyTorch headers parse: -isystem
/// the folder (unless a system one), -isystem torch/csrc/api/include, and
/// -idirafter Python's headers (torch/extension.h includes Python.h).
std::vector<std::string> torchIncludeArgs(llvm::StringRef Root);

/// What --torch-include \p Option (DIR, "none", or "" = found automatically,
/// \p FromEnvironment first: findTorchInclude) adds to the clang
/// arguments; false (with \p Err) for a DIR without PyTorch.
bool torchArguments(llvm::StringRef Option,
                    const std::optional<std::string> &FromEnvironment,
                    std::vector<std::string> &Args, std::string &Err);

/// The PyTorch version of the include folder \p Root: TORCH_VERSION_MAJOR
/// and TORCH_VERSION_MINOR of torch/csrc/api/include/torch/version.h (where
/// pip installs and Debian's libtorch-dev have it) or torch/version.h;
/// nullopt when neither defines them. \p From gets the file read.
std::optional<Version> torchVersionAt(llvm::StringRef Root, std::string *From = nullptr);

/// The last PyTorch release taken to build ROCm extensions with hipify v1
/// (the masquerading names): released before hipify v2's mapping landed
/// (2026). Only 1.13 is checked against its headers (docs/pytorch.md).
inline constexpr Version LastHipifyV1Torch{2, 10};

/// The --torch-style used when none is given, and why.
struct TorchStyleChoice {
  std::string Style;
  std::string Why;
};
/// For PyTorch \p V (nullopt: not known) whose ROCm headers, when found,
/// \p KeepCudaNames (c10/hip/HIPGuard.h declares CUDAGuard: hipify v2):
/// v2 when the headers say so, masquerade otherwise (a version after
/// LastHipifyV1Torch is said to be unchecked).
TorchStyleChoice defaultTorchStyle(std::optional<Version> V, bool KeepCudaNames);

struct Findings;

/// After a PyTorch extension fell to the token engine: for each parse error
/// that names a PyTorch name or header the headers parsed against lack
/// (`no member named 'Float8_e4m3fn' in 'c10::ScalarType'`, `'ATen/X.h'
/// file not found`, an undeclared C10_/TORCH_/AT_ macro), a note at the
/// error that names it, the PyTorch version of those headers and
/// --torch-include. The folder is the -isystem/-I of \p Args that holds
/// PyTorch, else the one found automatically.
void noteMissingTorchNames(Findings &F, llvm::ArrayRef<std::string> Args);

/// Does the PyTorch include folder \p Root keep the CUDA names in its ROCm
/// headers (hipify v2: c10/hip/HIPGuard.h mentions CUDAGuard)?
bool torchKeepsCudaNames(llvm::StringRef Root);

} // namespace cuda2hip

#endif
