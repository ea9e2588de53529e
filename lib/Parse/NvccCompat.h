//===- NvccCompat.h - what nvcc accepts and clang 19 does not ----*- C++ -*-===//
//
// Private to lib/Parse (implemented in NvccCompat.cpp). The parse side of
// "parse the CUDA real projects are written in" (docs/parsing.md): every
// parse (translation, lint, verify's inventory) reads the user's code
// through parseFileSystem, which serves
//  - a compatibility header at the end of clang's implicit CUDA preamble
//    (cache-hint loads and stores, host min/max, the APIs CUDA 12 and 13
//    removed, texture and surface references, CUB's removed functors), so
//    each use parses and is then mapped by the tables like any CUDA name;
//  - CUDA's driver_types.h with the cudaDeviceProp fields CUDA 13 removed;
//  - user files with launches spelled `<< <` / `>> >` read as `<<<` / `>>>`
//    (same length: offsets stay the user's; the plan respells them).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_PARSE_NVCCCOMPAT_H
#define CUDA2HIP_LIB_PARSE_NVCCCOMPAT_H

#include "cuda2hip/Parse.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// The text of the compatibility header, and where the parse serves it.
llvm::StringRef nvccCompatHeader();
std::string nvccCompatPath();

/// clang's __clang_cuda_runtime_wrapper.h including the compatibility
/// header at its end; nullopt when \p Wrapper is not that file.
std::optional<std::string> patchedCudaWrapper(llvm::StringRef Wrapper);
/// CUDA's driver_types.h with the cudaDeviceProp fields CUDA 13 removed
/// added back; nullopt when none is missing (an older CUDA) or the struct
/// is not found.
std::optional<std::string> patchedDriverTypes(llvm::StringRef Text);

/// Adds the compatibility header and the patched toolkit files to \p Mem
/// (files that are missing or need no patch are left as they are).
void addNvccCompatFiles(llvm::vfs::InMemoryFileSystem &Mem, llvm::StringRef CudaPath,
                        llvm::StringRef ResourceDir);

/// \p FS with every file outside \p SkipPrefixes read through
/// normalizeSpacedLaunches.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
respellLaunches(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                std::vector<std::string> SkipPrefixes,
                std::shared_ptr<RespelledOriginals> Originals);

} // namespace cuda2hip

#endif
