//===- VectorOperatorText.h - a vector operator read from the text -*- C++ -*-===//
// Private to lib/Find: both engines read a user's operator on a CUDA vector
// type (VectorOperatorRef, Find.h) with these.
#ifndef CUDA2HIP_LIB_FIND_VECTOROPERATORTEXT_H
#define CUDA2HIP_LIB_FIND_VECTOROPERATORTEXT_H

#include "cuda2hip/Find.h"
#include <optional>

namespace cuda2hip {

/// The declaration in [Begin, End) of \p Buf (from its first specifier to
/// its `}` or `;`), when it is a `*`, `/`, `+=`, `-=`, `*=` or `/=` operator
/// whose first parameter is a vector type HIP defines operators on
/// (tables/VectorTypes.def). Read with the raw lexer: HostDevice when
/// `__host__` and `__device__` are written before `operator`.
std::optional<VectorOperatorRef> readVectorOperator(llvm::StringRef File,
                                                    llvm::StringRef Buf,
                                                    unsigned Begin, unsigned End);

/// The token engine: every such operator whose `operator` keyword is in
/// [Begin, End), not on a directive line; its declaration starts after the
/// `;`, `{` or `}` (or directive line) before it.
void scanVectorOperators(llvm::StringRef File, llvm::StringRef Buf, unsigned Begin,
                         unsigned End, Findings &Out);

} // namespace cuda2hip

#endif
