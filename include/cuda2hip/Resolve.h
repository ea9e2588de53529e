//===- Resolve.h - CUDA feature tests resolved for the HIP target -*- C++ -*-===//
// Part of stage 1, find (lib/Find/Resolve.cpp), used by the plan stage.
// A conditional group (#if ... #elif ... #else ... #endif) whose conditions
// test what CUDA defines and HIP does not (__CUDA_ARCH__ compared with a
// number, __CUDA_ARCH_LIST__, CUDART_VERSION, CUDA_VERSION,
// __CUDACC_VER_MAJOR__/MINOR/BUILD__, __NVCC__) takes, on AMD, the branch
// that works there, decided from what each branch contains:
//
//  * classifyBranch() reads a branch with clang's raw lexer: inline asm
//    (PTX), tensor-core and async-copy names, names the target HIP lacks,
//    traps (__trap(), NO_DEVICE_CODE-style macros) and device overloads
//    HIP declares (a redefinition) or lacks (a fallback to keep);
//  * resolveConditions() picks, for the device pass, the branch CUDA takes
//    on the newest architecture whose branch works on AMD, for the host
//    pass the branch CUDA's host pass takes, and for version tests the
//    newest CUDA version whose branch names only what the target HIP has.
//    A condition whose HIP reading already agrees is left as it is; others
//    are written `defined(__HIP_PLATFORM_AMD__) ? <AMD> : (<as written>)`,
//    AMD being 1, 0, defined(__HIP_DEVICE_COMPILE__) or its negation. The
//    CUDA build reads the original; a condition already in that form is
//    never touched again (idempotent). docs/cuda-arch.md has the rules.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_RESOLVE_H
#define CUDA2HIP_RESOLVE_H

#include "cuda2hip/Conditions.h"
#include "llvm/ADT/ArrayRef.h"
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace cuda2hip {

struct Findings;
class Mapper;

/// What the target HIP has, and what the project's macros do.
struct ResolveTarget {
  /// True for a name the target HIP lacks (the mapping tables: unsupported,
  /// or added after the target version). Null: none.
  std::function<bool(llvm::StringRef)> Lacks;
  /// True for a CUDA name the target HIP declares under its HIP name (a
  /// typedef or #define of it is a redefinition after translation).
  std::function<bool(llvm::StringRef)> Declared;
  /// The target HIP version, major * 100 + minor (7.0 -> 700).
  unsigned HipVersion = 700;
  /// Macros whose definition traps (NO_DEVICE_CODE: printf + __trap()).
  std::set<std::string> TrapMacros;
  /// Macros whose definition is NVIDIA-only, or that guard NVIDIA-only code
  /// (`#ifdef MMA_AVAILABLE` around mma.sync): defining one is NVIDIA-only.
  std::set<std::string> NvidiaMacros;
};

/// What a branch needs (its text, directives inside included).
struct BranchFacts {
  bool Empty = true;     ///< no token at all
  std::string Nvidia;    ///< why it needs NVIDIA-only ISA; empty: it does not
  std::string Traps;     ///< why it reduces to a trap; empty: it does not
  std::string Lacks;     ///< a name the target HIP lacks
  std::string Conflicts; ///< an overload it defines that the target declares
  std::string Provides;  ///< an overload it defines that the target lacks
  bool works() const {
    return Nvidia.empty() && Traps.empty() && Lacks.empty() && Conflicts.empty();
  }
};
BranchFacts classifyBranch(llvm::StringRef Text, const ResolveTarget &T);

/// A device overload `atomicAdd(TYPE *, TYPE)` and the first HIP version
/// that declares it (lib/Find/tables/AtomicAdd.def, one row per spelling).
struct AtomicAddRow {
  llvm::StringRef CudaType; ///< as CUDA code spells the pointee type
  llvm::StringRef HipType;  ///< the type HIP declares it for
  unsigned Since;           ///< MAJOR * 100 + MINOR; 0: every version
  llvm::StringRef At713, At633; ///< evidence: PATH:LINE in ../shared/rocm/VER/include; "": absent
};
llvm::ArrayRef<AtomicAddRow> atomicAddRows();

/// Fills T's TrapMacros and NvidiaMacros from the #defines and #ifdef
/// guards of \p Bufs (all files of a unit: a header's macro is used in
/// another file).
void collectMacroFacts(llvm::ArrayRef<llvm::StringRef> Bufs, ResolveTarget &T);

/// The target of \p M (its HIP version; the names its tables say HIP
/// lacks) and the macros of every buffer of \p F.
ResolveTarget resolveTarget(const Findings &F, const Mapper &M);

/// One condition of a resolved group.
struct Resolution {
  /// [Begin, End): from the directive's keyword (`if`, `elif`, `ifdef`...)
  /// to the end of its condition (a trailing comment excluded).
  unsigned Begin = 0, End = 0;
  /// The replacement of [Begin, End) (`if defined(__HIP_PLATFORM_AMD__) ?
  /// ...`); empty: the condition stays, HIP reads it as decided.
  std::string Text;
  /// Offsets (in the buffer) of the CUDA macros the condition names: no
  /// identifier of it is renamed on its own.
  std::vector<unsigned> Names;
  /// Kept as written, with this reason (once per condition).
  std::string Warning;
  /// A remark on what was decided (for check and the report).
  std::string Note;
};

/// The conditions of \p Buf that test CUDA-only macros, resolved for the
/// target. Existence tests of __CUDA_ARCH__ alone are not among them (they
/// are renamed to __HIP_DEVICE_COMPILE__, exact in both passes).
std::vector<Resolution> resolveConditions(llvm::StringRef Buf,
                                          const ResolveTarget &T);

/// Offsets of the uses of __CUDA_ARCH_LIST__ in the code of \p Buf (not in
/// a directive) outside every group whose conditions test it: HIP defines
/// no list of target architectures, so each is an error on HIP that only
/// the author can resolve (convert and check warn at each).
std::vector<unsigned> archListUses(llvm::StringRef Buf);
/// The warning at each of them.
std::string archListWarning();

/// Is \p Name a macro CUDA defines that resolveConditions() decides?
bool isCudaWorldMacro(llvm::StringRef Name);

} // namespace cuda2hip

#endif
