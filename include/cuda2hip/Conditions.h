//===- Conditions.h - what #if conditions mean on CUDA and on HIP -*- C++ -*-===//
// Part of the parse layer (lib/Parse): every command that evaluates an #if.
// Preprocessor conditions are read here, not by clang: a file is parsed once
// (the CUDA host pass), while a condition's meaning on HIP depends on the
// pass and on macros no parse defines (USE_ROCM, __HIP_PLATFORM_AMD__).
//
//  * scanConditionals() finds the conditional directives of a buffer (#if,
//    #ifdef, #ifndef, #elif, #elifdef, #elifndef, #else, #endif) outside
//    comments, with their continuation lines;
//  * evalCondition() evaluates a condition in three-valued logic: macros a
//    world does not know are unknown, `0 && unknown` is still 0;
//  * deadOnRocm() gives the branches no ROCm build of PyTorch compiles
//    (USE_ROCM and __HIP_PLATFORM_AMD__ defined): `#ifndef USE_ROCM`;
//  * resolveConditions() (Resolve.h) decides what a condition that tests
//    CUDA's architecture or version macros becomes on HIP.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_CONDITIONS_H
#define CUDA2HIP_CONDITIONS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cuda2hip {

struct Conditional {
  enum KindT { If, Ifdef, Ifndef, Elif, Elifdef, Elifndef, Else, Endif } Kind;
  unsigned Hash = 0;      ///< offset of '#'
  unsigned CondBegin = 0; ///< the condition (after the keyword)
  unsigned CondEnd = 0;   ///< end of the directive (its last line's newline)
};

/// The conditional directives of \p Buf, in order.
std::vector<Conditional> scanConditionals(llvm::StringRef Buf);

/// A macro as a world sees it: undefined, or defined with a value (a macro
/// defined without a number counts as 1 in this model; #if would reject it).
struct MacroState {
  bool Defined = false;
  long long Value = 0;
};
/// nullopt: the world does not know the macro.
using MacroWorld = llvm::function_ref<std::optional<MacroState>(llvm::StringRef)>;

/// The value of #if/#elif condition \p Cond (its text), or nullopt when it
/// depends on macros the world does not know or cannot be read.
/// \p Kind Ifdef/Ifndef/Elifdef/Elifndef read \p Cond as one macro name.
std::optional<long long> evalCondition(llvm::StringRef Cond, MacroWorld World,
                                       Conditional::KindT Kind = Conditional::If);

/// The identifiers of \p Cond, with their offsets in it, and whether each is
/// the operand of `defined`.
struct CondName {
  llvm::StringRef Name;
  unsigned Offset = 0;
  bool Existence = false;
};
std::vector<CondName> conditionNames(llvm::StringRef Cond,
                                     Conditional::KindT Kind = Conditional::If);

/// Offset ranges [begin, end) of \p Buf that no ROCm build compiles: the
/// branches whose condition is false (or follows a true one) when USE_ROCM,
/// __HIP_PLATFORM_AMD__ and __HIPCC__ are defined, other macros unknown. The
/// range starts at the branch's #if/#elif when that condition is false
/// (after an #else, or an #elif that follows a true branch, past it) and
/// ends at the next directive of its group.
std::vector<std::pair<unsigned, unsigned>> deadOnRocm(llvm::StringRef Buf);

/// Does \p Buf include a PyTorch header (torch/, ATen/, c10/, THC/)?
bool includesTorch(llvm::StringRef Buf);

} // namespace cuda2hip

#endif
