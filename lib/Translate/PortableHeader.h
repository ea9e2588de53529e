//===- PortableHeader.h - --portable's header, private to lib/Translate ---===//
#ifndef CUDA2HIP_LIB_TRANSLATE_PORTABLEHEADER_H
#define CUDA2HIP_LIB_TRANSLATE_PORTABLEHEADER_H

#include "cuda2hip/Translate.h"

namespace cuda2hip {

/// Sets O.Plan.Portable.HeaderPath for input \p In written to \p Out, when
/// \p Header (portableHeaderPath) is not "".
void preparePortable(llvm::StringRef Header, TranslateOptions &O,
                     llvm::StringRef In, llvm::StringRef Out);

/// Writes \p Header with \p Needs added to what it holds; returns an exit
/// code (0 or ExitIo), the message on \p Err. Nothing when \p Header is "".
int writePortableHeader(llvm::StringRef Header, const PortableNeeds &Needs,
                        llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
