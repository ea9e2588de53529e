//===- InlinePtx.cpp - the inline PTX rule family -------------------------===//
//
// HazardRules.def section 5: inline PTX does not assemble for AMD GPUs. Idioms
// with a HIP builtin (Ptx.h) get it as the fix-it, applied by --fix where
// the operands are what the builtin takes. The AST half runs in the visitor
// (AstVisitor.h), the token half where there is no AST (TokenScanner.h).
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "TokenScanner.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

bool Visitor::VisitGCCAsmStmt(GCCAsmStmt *S) {
  FileRange R;
  if (!St.spelled(S->getAsmLoc(), S->getRParenLoc(), R))
    return true;
  StringRef Text = St.S.bufferOf(R.File).substr(R.Offset, R.Length);
  // Host code has x86 assembly; HIP sources have AMDGPU assembly.
  if (!inDevice() || !isPtx(Text))
    return true;
  std::optional<PtxIdiom> P = matchPtx(Text);
  std::string Msg = "inline PTX does not assemble for AMD GPUs";
  bool Safe = false;
  if (P) {
    Msg += "; '" + P->What + "' has a HIP builtin";
    // Safe when the operands are what the builtin takes.
    QualType Out = S->getNumOutputs() == 1 ? S->getOutputExpr(0)->getType() : QualType();
    Safe = P->Exact && (!P->HipOnly || St.S.IsHip) && !Out.isNull() &&
           !Out->isDependentType() && Out->isScalarType() &&
           !S->getAsmLoc().isMacroID();
    if (Safe && P->NeedsPointerInput) {
      QualType In = S->getNumInputs() == 1 ? S->getInputExpr(0)->getType() : QualType();
      Safe = !In.isNull() && In->isPointerType() &&
             Ctx.hasSameUnqualifiedType(In->getPointeeType(), Out);
    }
    if (!Safe && P->HipOnly && !St.S.IsHip)
      Msg += " after translation";
  }
  St.report(Rule::InlinePtx, R, Msg, P ? P->Replacement : "", Safe);
  return true;
}

void Scanner::inlineAsm(size_t I) {
  size_t J = I + 1;
  while (J < Toks.size() && Toks[J].K == tok::raw_identifier &&
         StringSwitch<bool>(Toks[J].S)
             .Cases("volatile", "__volatile__", "__volatile", "inline", "goto", true)
             .Default(false))
    ++J;
  if (!is(J, tok::l_paren))
    return;
  size_t Close = matching(J);
  if (Close >= Toks.size())
    return;
  unsigned B = Toks[I].Off, E = Toks[Close].Off + 1;
  if (!isPtx(Buf.slice(B, E)))
    return;
  std::optional<PtxIdiom> P = matchPtx(Buf.slice(B, E));
  std::string Msg = "inline PTX does not assemble for AMD GPUs";
  if (P)
    Msg += "; '" + P->What + "' has a HIP builtin";
  add(Rule::InlinePtx, B, E - B, Msg, P ? P->Replacement : "");
}

} // namespace cuda2hip::hazards
