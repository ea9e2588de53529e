//===- SkipBodies.cpp - which function bodies the parser may skip ---------===//
//
// FindOptions::SkipForeignBodies: the finder reports only what is spelled in
// user files, so the bodies of functions defined in CUDA, library and system
// headers (Thrust, CUB, libstdc++) are parsed for nothing. clang's
// SkipFunctionBodies (as clangd uses it for its preamble) lets the
// ASTConsumer say, per function, that the parser may skip its body; this is
// that answer. Sema itself never skips constexpr functions nor functions
// with a deduced return type (their callers need the body: a constant, a
// type), and neither do we. Templates defined in those headers lose their
// bodies too: instantiating one from a user file then instantiates no body
// (clang marks the instantiation's body as skipped), which is most of what
// Thrust and CUB cost. What the finder reports never depends on it: it walks
// only the user's declarations, and a declaration, its signature and its
// return type are instantiated as before. Only errors inside such a body
// (which no user line holds) are no longer seen.
//
//===----------------------------------------------------------------------===//
#include "FindContext.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringRef.h"
#include <atomic>
#include <cstdlib>

using namespace llvm;
using namespace clang;

namespace cuda2hip {

uint64_t skippedFunctionBodies(Session &S) { return S.get<SkippedBodies>().Count.load(); }

bool FindContext::canSkipBody(const Decl *D) {
  if (!SkipForeignBodies || !D || !SM)
    return false;
  const FunctionDecl *FD = D->getAsFunction();
  if (!FD || !bodyMayBeSkipped(*FD))
    return false;
  // Both where the definition is expanded and where its name is spelled are
  // outside user files (a user macro that defines functions keeps them).
  for (SourceLocation L : {FD->getLocation(), FD->getBeginLoc()}) {
    if (L.isInvalid())
      return false;
    for (SourceLocation F : {SM->getExpansionLoc(L), SM->getSpellingLoc(L)}) {
      FileID FID = SM->getFileID(F);
      if (FID.isInvalid() || isUserFile(FID))
        return false;
    }
  }
  if (SkippedCount)
    SkippedCount->fetch_add(1, std::memory_order_relaxed);
  return true;
}

} // namespace cuda2hip
