//===- cuda2hip/Helpers.h - code the translation supplies -------*- C++ -*-===//
//
// Part of the map stage (Mappings.h): what HIP lacks and the translation
// writes into the file that needs it (docs/helpers.md). A table row whose
// note starts with "helper:" keeps its CUDA name, and its code comes from
// tables/helpers.def; tables/std_headers.def lists the standard headers
// CUDA's headers brought and HIP 7's do not. The plan stage places both
// (lib/Plan/Supply.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_HELPERS_H
#define CUDA2HIP_HELPERS_H

#include "cuda2hip/Mappings.h"
#include <string>

namespace cuda2hip {

/// A row whose note says "helper:": HIP lacks the name and the translation
/// supplies it; its Hip is the CUDA name.
inline bool isHelperRow(const Entry &E) { return E.Note.starts_with("helper:"); }

/// A row whose note is "define:MACRO|remark": HIP's function takes CUDA's
/// types only when MACRO is defined before its headers (hipBLAS's
/// HIPBLAS_USE_HIP_HALF: hipblasHalf is __half, else uint16_t), and the
/// translation defines it at the top of the file that uses the name.
/// MACRO, or "".
inline llvm::StringRef definedMacro(const Entry &E) {
  llvm::StringRef N = E.Note;
  return N.consume_front("define:") ? N.split('|').first : llvm::StringRef();
}
/// The remark of a "define:MACRO|remark" row.
inline llvm::StringRef definedMacroRemark(const Entry &E) {
  return E.Note.starts_with("define:") ? E.Note.split('|').second : llvm::StringRef();
}

/// One piece of code the translation supplies (tables/helpers.def).
struct HelperDef {
  llvm::StringRef Id;    ///< the CUDA function it defines, or a shared piece
  llvm::StringRef Needs; ///< ids it uses, space separated
  llvm::StringRef Code;
};
/// Every helper, in the order of tables/helpers.def.
llvm::ArrayRef<HelperDef> helpers();
/// The helper \p Id, or nullptr.
const HelperDef *findHelper(llvm::StringRef Id);
/// The code defining the helpers \p Ids (unknown ids skipped) with what they
/// need, each needed piece first and once, each under its own guard
/// (helperGuard) so that a file including several translated headers gets
/// one copy; lines end with \p EOL.
std::string renderHelpers(llvm::ArrayRef<std::string> Ids, llvm::StringRef EOL = "\n");
/// The macro guarding helper \p Id: CUDA2HIP_HELPER_<Id>.
std::string helperGuard(llvm::StringRef Id);
/// True when the call whose name ends at \p NameEnd in \p Buf
/// (`tex1Dfetch(texRef, i)`, `tex2D<float>(texRef, x, y)`) reads a legacy
/// texture reference: its first argument is a name the file declares as
/// `texture<...> NAME`. Such a call keeps HIP's function (docs/textures.md).
bool legacyTextureArgument(llvm::StringRef Buf, unsigned NameEnd);
/// The helper that supplies \p CudaName (a name or header spelling whose
/// row needs a newer HIP than the target; tables/helper_names.def), or "".
llvm::StringRef suppliedBy(llvm::StringRef CudaName);

/// What --portable writes for \p CudaName, a name the translation supplies
/// with an array helper (tables/helpers_portable.def): HIP's own function,
/// since the compatibility header has no place for the helpers; "" if none.
llvm::StringRef portableFallback(llvm::StringRef CudaName);

/// A standard header CUDA's headers bring and HIP's do not
/// (tables/std_headers.def).
struct StdHeaderDef {
  llvm::StringRef Header;    ///< what to include: "cstring"
  llvm::StringRef Spellings; ///< includes that already bring it, space separated
  llvm::StringRef Names;     ///< the functions that need it, space separated
};
llvm::ArrayRef<StdHeaderDef> stdHeaders();

} // namespace cuda2hip

#endif
