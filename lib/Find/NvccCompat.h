//===- NvccCompat.h - what nvcc accepts and clang 19 does not ----*- C++ -*-===//
//
// Private to lib/Find (implemented in NvccCompat.cpp). The parse side of
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
#ifndef CUDA2HIP_LIB_FIND_NVCCCOMPAT_H
#define CUDA2HIP_LIB_FIND_NVCCCOMPAT_H

#include "cuda2hip/Find.h"
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

/// \p Text with every kernel-launch opener spelled with spaces between its
/// three '<' (`k << < g, b >> > (x)`) spelled `<<<` followed by the same
/// whitespace, and its closer likewise: the same length, every other byte
/// in place. nullopt when there is none. `operator<< <T>` and the like are
/// left alone.
std::optional<std::string> normalizeSpacedLaunches(llvm::StringRef Text);
/// The length of the chevrons \p C ('<' or '>') spelled at \p Offset of the
/// user's \p Text: 3 for `<<<`, more for `<< <`.
unsigned spelledChevronLength(llvm::StringRef Text, unsigned Offset, char C);

/// Adds the compatibility header and the patched toolkit files to \p Mem
/// (files that are missing or need no patch are left as they are).
void addNvccCompatFiles(llvm::vfs::InMemoryFileSystem &Mem, llvm::StringRef CudaPath,
                        llvm::StringRef ResourceDir);

/// The user's text of each file a parse read respelled (absolute path ->
/// text), filled by respellLaunches' file system.
struct RespelledOriginals {
  std::mutex Mu;
  std::map<std::string, std::string> Text;
};
/// \p FS with every file outside \p SkipPrefixes read through
/// normalizeSpacedLaunches.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
respellLaunches(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS,
                std::vector<std::string> SkipPrefixes,
                std::shared_ptr<RespelledOriginals> Originals);

/// After a parse through respellLaunches: the user's text back in
/// \p F's buffers, and each launch's chevrons as long as the user spelled
/// them (the plan respells them `<<<`/`>>>`).
void restoreRespelled(Findings &F, const RespelledOriginals &O);

} // namespace cuda2hip

#endif
