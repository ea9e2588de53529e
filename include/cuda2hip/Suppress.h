//===- cuda2hip/Suppress.h - suppression comments ----------------*- C++ -*-===//
//
// Part of stage 1, find (lib/Find/Suppress.cpp): one reading of the comments
// that silence a finding, for every command that reports (check, lint, the
// hazards of check --hazards), both spellings:
//
//   // cuda2hip: ignore RULE[,RULE...]            the line or the line before
//   // NOLINT   or   // NOLINT(cuda2hip-RULE,...)  the line
//   // NOLINTNEXTLINE[(cuda2hip-RULE,...)]        the line before
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_SUPPRESS_H
#define CUDA2HIP_SUPPRESS_H

#include "llvm/ADT/StringRef.h"

namespace cuda2hip {

/// True if a suppression comment silences rule \p RuleId (with or without
/// the cuda2hip- prefix) at \p Offset of \p Text. `all` (ignore) and
/// `cuda2hip-*` (NOLINT) name every rule; a bare NOLINT silences all.
bool isSuppressed(llvm::StringRef Text, unsigned Offset, llvm::StringRef RuleId);

} // namespace cuda2hip

#endif
