//===- AstState.h - what the preprocessor and AST rules share ---*- C++ -*-===//
// Private to lib/Hazards. One per parse: the sink, the preprocessor facts,
// the ranges of device-only function bodies and of constant-expression
// contexts (for the warp-size macro fix), and location helpers that turn
// clang locations into user-file FileRanges (spelling locations: a finding
// inside a macro body is reported once, in the #define).
#ifndef CUDA2HIP_LIB_HAZARDS_ASTSTATE_H
#define CUDA2HIP_LIB_HAZARDS_ASTSTATE_H

#include "HazardsImpl.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/DenseMap.h"

namespace cuda2hip::hazards {

struct AstState {
  explicit AstState(Sink &S) : S(S) {}

  Sink &S;
  PPFacts PP;
  clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LO = nullptr;
  /// Bodies of __global__ / __device__ (not __host__) functions.
  std::vector<clang::CharSourceRange> DeviceBodies;
  /// Array bounds, template arguments, static_assert, case labels, constexpr
  /// initialisers, #if conditions (file ranges).
  std::vector<clang::CharSourceRange> ConstRanges;
  /// Full-mask macro -> expansion sites used as the mask of a *_sync call.
  llvm::StringMap<std::vector<clang::SourceLocation>> MaskUses;
  /// Texture and surface reads/writes in user code (tex1Dfetch, tex2D,
  /// surf2Dread, ...), reported by runTextureRules with their fix or the
  /// reason there is none.
  std::vector<const clang::CallExpr *> TexFetches;

  bool userFile(clang::FileID FID);
  bool userLoc(clang::SourceLocation L) {
    return L.isValid() && userFile(SM->getFileID(SM->getSpellingLoc(L)));
  }
  const std::string &path(clang::FileID FID);

  /// The token spelled at (the spelling location of) \p L.
  bool tokenAt(clang::SourceLocation L, FileRange &R);
  /// [B, E] (token locations) as spelled, when both spell into one file.
  bool spelled(clang::SourceLocation B, clang::SourceLocation E, FileRange &R);
  /// The written text of \p X: a file range, or its spelling inside one
  /// macro body or argument.
  bool exprRange(const clang::Expr *X, FileRange &R);
  void addConstRange(clang::SourceRange R);

  void report(Rule Ru, clang::SourceLocation L, std::string Msg,
              std::string Fix = {}, bool Safe = false) {
    FileRange R;
    if (tokenAt(L, R))
      S.add(Ru, std::move(R), std::move(Msg), std::move(Fix), Safe);
  }
  void report(Rule Ru, const FileRange &R, std::string Msg, std::string Fix = {},
              bool Safe = false) {
    S.add(Ru, R, std::move(Msg), std::move(Fix), Safe);
  }

private:
  llvm::DenseMap<clang::FileID, bool> UserCache;
  llvm::DenseMap<clang::FileID, std::string> Paths;
};

/// Runs the AST rules over the translation unit.
void runAstRules(AstState &St, clang::ASTContext &Ctx);
/// Reports St.TexFetches (TextureFix.cpp): point-sampled, clamp- or
/// border-addressed tex1Dfetch over linear memory and tex2D over pitched
/// memory get a grouped fix (kernel parameter, reads, launches, a view of
/// the memory beside the creation); the others say which precondition failed.
void runTextureRules(AstState &St, clang::ASTContext &Ctx);

} // namespace cuda2hip::hazards

#endif
