//===- LaneMasks.cpp - the 32-bit lane mask rule family -------------------===//
//
// HazardRules.def section 2: lane masks of 32 bits where MI300X's 64-lane
// wavefronts need 64 (full masks of *_sync calls, ballots kept in 32 bits,
// 32-bit bit operations of a ballot, `1u << lane`). The AST half runs in the
// visitor (AstVisitor.h), the token half where there is no AST
// (TokenScanner.h); full-mask macros are fixed in Preprocessor.cpp.
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "TokenScanner.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

StringRef bitOp64(StringRef Name) {
  return StringSwitch<StringRef>(Name)
      .Case("__popc", "__popcll")
      .Case("__ffs", "__ffsll")
      .Case("__clz", "__clzll")
      .Case("__brev", "__brevll")
      .Default("");
}

// --- AST ------------------------------------------------------------------------

void Visitor::laneMaskCall(const CallExpr *E, StringRef Name,
                           SourceLocation NameLoc) {
  if (isSyncCall(Name))
    syncMask(E, Name);
  if (StringRef Wide = bitOp64(Name); !Wide.empty() && E->getNumArgs() == 1 &&
                                      ballotish(E->getArg(0)))
    St.report(Rule::BallotBitOp32, NameLoc,
              "'" + Name.str() + "' sees 32 lanes of a 64-lane mask; use '" +
                  Wide.str() + "'",
              Wide.str());
}

void Visitor::syncMask(const CallExpr *E, StringRef Name) {
  if (E->getNumArgs() == 0 || (Name != "__syncwarp" && E->getNumArgs() < 2))
    return;
  const Expr *A = E->getArg(0);
  const Expr *W = A->IgnoreParenImpCasts(); // as written (explicit casts kept)
  if (W->isValueDependent() || W->isTypeDependent())
    return;
  std::string Msg = "32-bit full lane mask in '" + Name.str() +
                    "': a 64-lane wavefront needs a 64-bit mask";
  Expr::EvalResult R;
  unsigned Width = width(W->getType());
  const auto *Ref = dyn_cast<DeclRefExpr>(strip(A));
  bool Variable = Ref && isa<VarDecl>(Ref->getDecl());
  if (!Variable && Width && Width <= 32 && W->EvaluateAsInt(R, Ctx) &&
      (R.Val.getInt().getZExtValue() & 0xffffffffu) == 0xffffffffu) {
    SourceLocation B = A->getBeginLoc();
    FileRange FR;
    if (B.isMacroID() && !SM.isMacroArgExpansion(B)) {
      StringRef Macro = Lexer::getImmediateMacroName(B, SM, *St.LO);
      auto It = St.PP.Macros.find(Macro);
      if (It != St.PP.Macros.end() && It->second.FullMask) {
        St.MaskUses[Macro].push_back(SM.getExpansionLoc(B));
        return; // reported at the #define, once every use is known
      }
    }
    if (St.exprRange(A, FR))
      St.report(Rule::LaneMask32, FR, Msg, FullMask64,
                /*Safe=*/!SM.isMacroArgExpansion(B));
    return;
  }
  // A 32-bit variable holding the full mask.
  if (const auto *DR = dyn_cast<DeclRefExpr>(strip(A)))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      if (width(VD->getType()) == 32 && VD->getInit() &&
          !VD->getInit()->isValueDependent() &&
          VD->getInit()->EvaluateAsInt(R, Ctx) &&
          (R.Val.getInt().getZExtValue() & 0xffffffffu) == 0xffffffffu)
        St.report(Rule::LaneMask32, DR->getLocation(),
                  "lane mask '" + VD->getName().str() + "' is a 32-bit integer: "
                  "a 64-lane wavefront needs a 64-bit mask");
}

void Visitor::ballotVariable(const VarDecl *VD, const Expr *Init) {
  QualType T = VD->getType();
  if (directBallot(Init) && width(T) && width(T) <= 32 &&
      !isa<AutoType>(T.getTypePtr()) && !T->getContainedAutoType()) {
    FileRange R;
    TypeLoc TL = VD->getTypeSourceInfo()->getTypeLoc();
    if (St.spelled(TL.getBeginLoc(), TL.getEndLoc(), R))
      St.report(Rule::Ballot32, R,
                "'" + VD->getName().str() + "' keeps 32 bits of a lane mask; "
                "MI300X ballots have 64 lanes",
                "unsigned long long");
  }
}

void Visitor::ballotAssigned(const DeclRefExpr *DR, const VarDecl *VD,
                             const Expr *R) {
  unsigned W = width(VD->getType());
  if (directBallot(R) && W && W <= 32)
    St.report(Rule::Ballot32, DR->getLocation(),
              "'" + VD->getName().str() + "' keeps 32 bits of a lane "
              "mask; MI300X ballots have 64 lanes");
}

void Visitor::ballotStored(const Expr *L, const Expr *R) {
  // votes[w] = __ballot_sync(...) into 32-bit elements.
  unsigned W = width(L->getType());
  if (directBallot(R) && W && W <= 32)
    St.report(Rule::Ballot32, L->getBeginLoc(),
              "a lane mask stored in a " + std::to_string(W) +
                  "-bit integer keeps lanes 0..31 only");
}

bool Visitor::VisitReturnStmt(ReturnStmt *S) {
  if (!S->getRetValue() || Fns.empty() || !directBallot(S->getRetValue()))
    return true;
  unsigned W = width(Fns.back().FD->getReturnType());
  if (W && W <= 32)
    St.report(Rule::Ballot32, S->getRetValue()->getBeginLoc(),
              "a lane mask returned as a " + std::to_string(W) +
                  "-bit integer keeps lanes 0..31 only");
  return true;
}

void Visitor::laneBit(const Expr *L, const Expr *R) {
  if (isLit(L, 1) && width(strip(L)->getType()) <= 32 &&
      classify(R) == Cls::Lane) {
    const Expr *One = L->IgnoreParenImpCasts();
    if (reportable(One))
      St.report(Rule::LaneBit32, One->getBeginLoc(),
                "a 32-bit '1 << lane' is undefined for lanes 32..63 of a "
                "64-lane wavefront", "1ull");
  }
}

// --- tokens ---------------------------------------------------------------------

namespace {
bool fullMaskLiteral(StringRef S) {
  std::optional<uint64_t> V = parseIntLiteral(S);
  return V && *V == 0xffffffffu;
}
} // namespace

void Scanner::syncMask(size_t I) {
  auto [B, E] = argument(I + 1, 0);
  if (B == 0)
    return;
  // strip one pair of parentheses
  size_t b = B, e = E;
  if (is(b, tok::l_paren) && matching(b) == e) {
    ++b;
    --e;
  }
  bool Full = (b == e && fullMaskLiteral(text(b))) ||
              (e == b + 1 && is(b, tok::tilde) &&
               parseIntLiteral(text(e)).value_or(1) == 0 &&
               !StringRef(text(e)).contains_insensitive("l"));
  if (!Full)
    return;
  unsigned Off = Toks[B].Off, Len = Toks[E].Off + Toks[E].Len - Off;
  add(Rule::LaneMask32, Off, Len,
      "32-bit full lane mask '" + Buf.substr(Off, Len).str() + "' in '" +
          Toks[I].S.str() + "': a 64-lane wavefront needs a 64-bit mask",
      FullMask64, /*Safe=*/true);
}

void Scanner::ballotStore(size_t I) {
  // [unsigned|int|uint32_t|unsigned int] name = __ballot...(
  size_t T = I - 3;
  StringRef Ty = text(T);
  bool Narrow = StringSwitch<bool>(Ty)
                    .Cases("unsigned", "int", "uint32_t", "uint", "int32_t", true)
                    .Default(false);
  if (!Narrow || Toks[I - 2].K != tok::raw_identifier)
    return;
  if (Ty == "int" && T > 0 && text(T - 1) == "long")
    return;
  BallotNames.insert(Toks[I - 2].S);
  add(Rule::Ballot32, T, "'" + Toks[I - 2].S.str() + "' keeps 32 bits of a "
      "lane mask; MI300X ballots have 64 lanes", "unsigned long long");
}

void Scanner::ballotBitOp(size_t I) {
  StringRef S = Toks[I].S;
  add(Rule::BallotBitOp32, I, "'" + S.str() + "' sees 32 lanes of a "
      "64-lane mask; use '" + bitOp64(S).str() + "'", bitOp64(S).str());
}

void Scanner::laneBit(size_t I) {
  StringRef S = Toks[I].S;
  // 1u << lane
  if (isLaneName(S) && I >= 2 && is(I - 1, tok::lessless) &&
      literal(I - 2).value_or(0) == 1 &&
      !StringRef(text(I - 2)).contains_insensitive("l"))
    add(Rule::LaneBit32, I - 2,
        "'" + text(I - 2).str() + " << " + S.str() + "' is a 32-bit lane "
        "bit: undefined for lanes 32..63 of a 64-lane wavefront", "1ull");
}

} // namespace cuda2hip::hazards
