//===- cuda2hip/Ptx.h - inline PTX idioms and their HIP code ----*- C++ -*-===//
//
// Beside the stages, below Plan and Hazards: reads an `asm [volatile]
// ("template" : outputs : inputs : clobbers)` statement from its source
// text and recognises the idioms that have HIP code: special registers
// (%laneid, %warpid, %clock, %clock64, %globaltimer), ld.global.nc, brev,
// popc, clz, prmt, bfe, bfi, fma.rn, shfl(.sync), vote(.sync) ballot/any/
// all, mov.b32/b64 pack and unpack, add.cc/addc and sub.cc/subc chains.
// The plan stage replaces each recognised statement in the translation
// (lib/Plan/InlinePtx.cpp); lint reports them (lib/Hazards). The idioms
// are data: lib/Ptx/idioms.def.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_PTX_H
#define CUDA2HIP_PTX_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cuda2hip {

/// An inline PTX statement with a HIP equivalent.
struct PtxIdiom {
  /// For the whole `asm ... ( ... )`, no ';': an assignment (`x = f(y)`),
  /// or a `do { ... } while (0)` for several outputs.
  std::string Replacement;
  std::string What;        ///< e.g. "%laneid", "add.cc/addc"
  bool HipOnly = false;    ///< the builtin exists in HIP only
  bool NeedsPointerInput = false; ///< input 0 must point to the output's type
  bool Exact = true;       ///< same semantics (else a suggestion only)
};
/// \p Text spans `asm` to the closing parenthesis.
std::optional<PtxIdiom> matchPtx(llvm::StringRef Text);
/// The asm statement \p Text holds PTX: an instruction with a typed
/// mnemonic (`mov.u32`, `bar.sync`) or a PTX special register. Empty
/// templates (compiler barriers), AMDGPU (`s_nop 0`, `v_mov_b32`) and x86
/// assembly are not PTX.
bool isPtx(llvm::StringRef Text);
/// The asm statements of \p Buf in code (not comments, strings or
/// directives): [begin, end) from `asm` to the closing parenthesis.
std::vector<std::pair<unsigned, unsigned>> findAsmStatements(llvm::StringRef Buf);

} // namespace cuda2hip

#endif
