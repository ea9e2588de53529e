//===- UserDeclarations.h - names a project declares itself ------*- C++ -*-===//
// Private to lib/Find (UserDeclarations.cpp); the public half (declaredNames,
// dropUserDeclaredNames) is in Find.h.
#ifndef CUDA2HIP_LIB_FIND_USERDECLARATIONS_H
#define CUDA2HIP_LIB_FIND_USERDECLARATIONS_H

#include "llvm/ADT/StringRef.h"
#include <set>
#include <string>

namespace cuda2hip {

/// The variables and parameters \p Text declares (`unsigned umax = 4;`,
/// `float *cudaMalloc;`, `(int clock)`, `for (auto x : v)`), read with
/// clang's raw lexer; directives left out. Not `struct X;`, `return x;`,
/// nor `a * b;` after an expression.
std::set<std::string> declaredVariables(llvm::StringRef Text);

} // namespace cuda2hip

#endif
