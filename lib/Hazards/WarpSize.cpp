//===- WarpSize.cpp - the warp-size rule family ---------------------------===//
//
// HazardRules.def sections 1 and 4: code that assumes 32-lane warps (lane and warp
// ids from 32, warp-size constants, shuffle loops from 16, arrays of 32
// lanes or of 32-lane warps, 32-thread tiles used as the warp, shuffles and
// votes of code that groups lanes by 32) and warpSize used as a constant
// expression. MI300X (gfx942) runs 64-lane wavefronts. The AST half runs in
// the visitor (AstVisitor.h), the token half where there is no AST
// (TokenScanner.h); the votes' helper is in Votes32.cpp, the warp-size
// macros' fix in Preprocessor.cpp.
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "TokenScanner.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

// --- AST ------------------------------------------------------------------------

void Visitor::laneArithmetic(const BinaryOperator *BO, Cls L, const Expr *Other) {
  if (Exempt.count(BO))
    return;
  BinaryOperatorKind Op = BO->getOpcode();
  const Expr *Lit = intLit(Other);
  if (!Lit)
    return;
  bool ThreadLike = L == Cls::Thread || L == Cls::GlobalThread || L == Cls::Lane;
  if (Op == BO_And && isLit(Lit, 31) && ThreadLike)
    literal(Lit, "'& 31' takes the lane id of a 32-lane warp; MI300X "
                 "wavefronts have 64 lanes", "(warpSize - 1)", BO);
  else if (Op == BO_Rem && isLit(Lit, 32) && (ThreadLike || L == Cls::BlockDim))
    literal(Lit, L == Cls::BlockDim
                     ? "'blockDim.x % 32' checks for whole 32-lane warps; MI300X "
                       "wavefronts have 64 lanes"
                     : "'% 32' takes the lane id of a 32-lane warp; MI300X "
                       "wavefronts have 64 lanes",
            "warpSize", BO);
  else if ((Op == BO_Div && isLit(Lit, 32)) || (Op == BO_Shr && isLit(Lit, 5))) {
    if (L == Cls::Thread || L == Cls::GlobalThread)
      literal(Lit, std::string(Op == BO_Div ? "'/ 32'" : "'>> 5'") +
                       " takes the warp id of 32-lane warps; MI300X wavefronts "
                       "have 64 lanes",
              Op == BO_Div ? "warpSize" : "", BO);
    else if (L == Cls::BlockDim)
      literal(Lit, std::string(Op == BO_Div ? "'/ 32'" : "'>> 5'") +
                       " counts 32-lane warps per block; MI300X has half as "
                       "many 64-lane wavefronts",
              Op == BO_Div ? "warpSize" : "", BO);
  } else if (Op == BO_Mul && isLit(Lit, 32) && L == Cls::Warp)
    literal(Lit, "'warp * 32' is the first thread of a 32-lane warp; MI300X "
                 "wavefronts have 64 lanes", "warpSize", BO);
  else if ((Op == BO_EQ || Op == BO_NE) && isLit(Lit, 31) && L == Cls::Lane)
    literal(Lit, "lane 31 is the last lane of a 32-lane warp; a 64-lane "
                 "wavefront's is 63", "(warpSize - 1)", BO);
}

void Visitor::warpSizeConstant(const VarDecl *VD, const Expr *Init) {
  QualType T = VD->getType();
  // const int kWarpSize = 32;
  if ((VD->isConstexpr() || T.isConstQualified()) && width(T) &&
      !Init->isValueDependent() && !refersToWarpSize(Init))
    if (std::optional<APSInt> V = Init->getIntegerConstantExpr(Ctx))
      if (warpConstKind(VD->getName(), V->getExtValue()) != WarpConstKind::None &&
          reportable(Init))
        St.report(Rule::WarpSizeConstant, VD->getLocation(),
                  "'" + VD->getName().str() + "' hard-codes a 32-lane warp; MI300X "
                  "wavefronts have 64 lanes (use warpSize, or 64 where a constant "
                  "is needed)");
}

void Visitor::warpCountCompare(const BinaryOperator *BO, Cls CL, Cls CR) {
  const Expr *L = BO->getLHS(), *R = BO->getRHS();
  // `lane < BLOCK / 32`: a warp count of 32-lane warps compared with a lane.
  if (BO->isRelationalOp())
    for (auto [Side, Other] : {std::pair(L, CR), std::pair(R, CL)})
      if (const auto *D = dyn_cast<BinaryOperator>(strip(Side)))
        if ((Other == Cls::Lane || Other == Cls::Thread) &&
            ((D->getOpcode() == BO_Div && isLit(D->getRHS(), 32)) ||
             (D->getOpcode() == BO_Shr && isLit(D->getRHS(), 5))) &&
            classify(D->getLHS()) == Cls::None)
          literal(intLit(D->getRHS()),
                  "a count of 32-lane warps compared with a lane id; MI300X "
                  "has half as many 64-lane wavefronts", "warpSize");
}

void Visitor::warpSizeArray(const ArraySubscriptExpr *E, const Expr *Idx) {
  const auto *DR = dyn_cast<DeclRefExpr>(strip(E->getBase()));
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || VD->getType()->isDependentType())
    return;
  const ConstantArrayType *AT = Ctx.getAsConstantArrayType(VD->getType());
  if (!AT)
    return;
  Cls C = classify(Idx);
  // `float s[warpSize]` is 32 in clang's CUDA headers but follows the target.
  const Expr *SizeExpr = nullptr;
  if (VD->getTypeSourceInfo())
    if (auto ATL = VD->getTypeSourceInfo()->getTypeLoc().getAs<ConstantArrayTypeLoc>())
      SizeExpr = ATL.getSizeExpr();
  // `s[lane % 32]` stays within 32 elements.
  const auto *Mod = dyn_cast<BinaryOperator>(Idx);
  bool Reduced = Mod && ((Mod->getOpcode() == BO_Rem && isLit(Mod->getRHS(), 32)) ||
                         (Mod->getOpcode() == BO_And && isLit(Mod->getRHS(), 31)));
  if (C == Cls::Lane && AT->getSize() == 32 && !laneBounded() && !Reduced &&
      !(SizeExpr && refersToWarpSize(SizeExpr)))
    St.report(Rule::WarpSizeArray, E->getIdx()->getBeginLoc(),
              "'" + VD->getName().str() + "' has 32 elements but is indexed by a "
              "lane id: lanes 32..63 of a 64-lane wavefront write past its end");
  if (C == Cls::Warp && VD->getTypeSourceInfo())
    if (auto ATL = VD->getTypeSourceInfo()->getTypeLoc().getAs<ConstantArrayTypeLoc>())
      if (const auto *D = dyn_cast_or_null<BinaryOperator>(
              ATL.getSizeExpr() ? strip(ATL.getSizeExpr()) : nullptr))
        if ((D->getOpcode() == BO_Div && isLit(D->getRHS(), 32)) ||
            (D->getOpcode() == BO_Shr && isLit(D->getRHS(), 5)))
          if (reportable(intLit(D->getRHS())))
            St.report(Rule::WarpSizeArray, D->getRHS()->getBeginLoc(),
                      "'" + VD->getName().str() + "' has one slot per 32-lane "
                      "warp; with 64-lane wavefronts half the slots are never "
                      "written", "warpSize");
}

bool Visitor::VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
  TemplateDecl *TD = TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
  if (Fns.empty() || !TD || nameOf(TD) != "thread_block_tile" || TL.getNumArgs() != 1)
    return true;
  TemplateArgumentLoc AL = TL.getArgLoc(0);
  const TemplateArgument &A = AL.getArgument();
  std::optional<APSInt> V;
  if (A.getKind() == TemplateArgument::Integral)
    V = A.getAsIntegral();
  else if (A.getKind() == TemplateArgument::Expression && !A.getAsExpr()->isValueDependent())
    V = A.getAsExpr()->getIntegerConstantExpr(Ctx);
  if (V && *V == 32 && Fns.back().Tile.isInvalid())
    Fns.back().Tile = TL.getTemplateNameLoc();
  return true;
}

// --- expressions ------------------------------------------------------------------

bool Visitor::VisitForStmt(ForStmt *S) {
  // for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(m, v, o);
  // for (int d = 1; d < 32; d *= 2) t = __shfl_up_sync(m, v, d);
  const auto *DS = dyn_cast_or_null<DeclStmt>(S->getInit());
  const VarDecl *V = DS && DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl())
                                              : nullptr;
  if (!V || !V->getInit())
    return true;
  const Expr *Report = nullptr;
  bool Bound = false;
  if (refersToWarpSize(V->getInit()) && St.userLoc(S->getBeginLoc()))
    St.S.IdsNative = true; // offsets from warpSize / 2
  if (isLit(V->getInit(), 16))
    Report = V->getInit()->IgnoreParenImpCasts();
  else if (const auto *C = dyn_cast_or_null<BinaryOperator>(
               S->getCond() ? strip(S->getCond()) : nullptr))
    if (C->getOpcode() == BO_LT && isLit(C->getRHS(), 32)) {
      Report = C->getRHS()->IgnoreParenImpCasts();
      Bound = true;
    }
  if (!Report || !reportable(Report))
    return true;
  bool Shuffles = anyNode(S->getBody(), [&](const Expr *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    if (!CE || !isShuffle(calleeName(CE)))
      return false;
    for (const Expr *A : CE->arguments())
      if (anyNode(A, [&](const Expr *Y) {
            const auto *DR = dyn_cast<DeclRefExpr>(Y);
            return DR && DR->getDecl() == V;
          }))
        return true;
    return false;
  });
  if (Shuffles)
    St.report(Rule::WarpShuffleLoop, Report->getBeginLoc(),
              Bound ? "shuffle loop bounded by 32 covers 32 lanes; a 64-lane "
                      "wavefront needs warpSize"
                    : "shuffle reduction starting at offset 16 combines 32 "
                      "lanes; a 64-lane wavefront needs warpSize / 2",
              Bound ? "warpSize" : "warpSize / 2");
  return true;
}


void Visitor::warpSizeCall(const CallExpr *E, StringRef Name,
                           const FunctionDecl *FD, SourceLocation NameLoc) {
  shuffleGrouping(E, Name);
  if (isShuffle(Name)) {
    bool Sync = Name.ends_with("_sync");
    bool Direct = Name == "__shfl" || Name == "__shfl_sync";
    unsigned Arg = Sync ? 2 : 1;
    if (E->getNumArgs() > Arg) {
      const Expr *A = E->getArg(Arg)->IgnoreParenImpCasts();
      if (((!Direct && isLit(A, 16)) || (Direct && isLit(A, 31))) && reportable(A))
        St.report(Rule::WarpShuffleLoop, A->getBeginLoc(),
                  Direct ? "'" + Name.str() + "' reads lane 31, the last lane of "
                           "a 32-lane warp; a 64-lane wavefront's is 63"
                         : "'" + Name.str() + "' with offset 16 combines 32 "
                           "lanes; a 64-lane wavefront needs offset 32 first",
                  Direct ? "warpSize - 1" : "warpSize / 2");
    }
  }
  if (Name == "tiled_partition" && !Fns.empty() && FD &&
      FD->getTemplateSpecializationArgs() &&
      FD->getTemplateSpecializationArgs()->size() >= 1) {
    const TemplateArgument &A = FD->getTemplateSpecializationArgs()->get(0);
    if (A.getKind() == TemplateArgument::Integral && A.getAsIntegral() == 32 &&
        Fns.back().Tile.isInvalid())
      Fns.back().Tile = NameLoc;
  }
}

void Visitor::shuffleGrouping(const CallExpr *E, StringRef Name) {
  bool Vote = isBallot(Name) || Name == "__any" || Name == "__all" ||
              Name == "__any_sync" || Name == "__all_sync";
  FileRange FR;
  if (Vote && !Name.starts_with("__lanemask") && !Name.starts_with("__match") &&
      St.tokenAt(calleeLoc(E), FR))
    vote32(Name, FR);
  if (!isShuffle(Name))
    return;
  unsigned Src = Name.ends_with("_sync") ? 2 : 1;
  if (E->getNumArgs() <= Src)
    return;
  // An explicit width: 32 groups lanes by 32 as the code says.
  if (E->getNumArgs() > Src + 1 && !isa<CXXDefaultArgExpr>(E->getArg(Src + 1))) {
    if (isLit(E->getArg(Src + 1), 32))
      St.S.Ids32 = true;
    return;
  }
  bool Direct = Name == "__shfl" || Name == "__shfl_sync";
  const Expr *A = E->getArg(Src)->IgnoreParenImpCasts();
  if (!Direct || !St.exprRange(A, FR))
    return;
  // The fix is the width 32 where the source lane is below 32 (a literal,
  // `x & 31`, `x % 32`, or a variable initialised so): CUDA reads that lane
  // of the 32-lane warp, HIP with width 32 that lane of the half.
  auto Below32 = [&](const Expr *X) {
    X = X->IgnoreParenImpCasts();
    if (const auto *L = dyn_cast<IntegerLiteral>(X))
      return L->getValue().getZExtValue() < 32;
    const auto *BO = dyn_cast<BinaryOperator>(X);
    if (!BO)
      return false;
    if (BO->getOpcode() == BO_And)
      return isLit(BO->getRHS(), 31);
    return BO->getOpcode() == BO_Rem && isLit(BO->getRHS(), 32) &&
           BO->getLHS()->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType();
  };
  bool Fixable = Below32(A);
  if (const auto *DR = dyn_cast<DeclRefExpr>(A))
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      Fixable = VD->getInit() && Below32(VD->getInit());
  // A comma inside a macro argument would split it.
  Fixable = Fixable && !A->getBeginLoc().isMacroID();
  StringRef Spelled = St.S.bufferOf(FR.File).substr(FR.Offset, FR.Length);
  const auto *Lit = dyn_cast<IntegerLiteral>(A);
  std::string What = Lit ? "lane " + std::to_string(Lit->getValue().getZExtValue())
                         : "a lane";
  St.S.addIf32(Rule::WarpBroadcast32, FR,
               "'" + Name.str() + "' reads " + What + " of the whole 64-lane "
               "wavefront, but this code groups lanes by 32: lanes 32..63 read "
               "the first half" + (Fixable ? "" : " (not fixed by --fix: the "
               "source lane is not provably below 32)"),
               Fixable && !Spelled.empty() ? Spelled.str() + ", 32" : "",
               /*Safe=*/Fixable);
}

// --- tokens ---------------------------------------------------------------------

namespace {
StringRef base(StringRef S) {
  S.consume_back("_sync");
  return S;
}
} // namespace

void Scanner::warpConstantMacro(size_t I, size_t End) {
  std::optional<uint64_t> V = literal(I + 3);
  WarpConstKind K = V ? warpConstKind(Toks[I + 2].S, *V) : WarpConstKind::None;
  if (K != WarpConstKind::None)
    add(Rule::WarpSizeConstant, I + 3,
        "'" + Toks[I + 2].S.str() + "' hard-codes a 32-lane warp; MI300X "
        "wavefronts have 64 lanes",
        K == WarpConstKind::Size   ? "warpSize"
        : K == WarpConstKind::Mask ? "(warpSize - 1)"
                                   : "");
}

void Scanner::unrolledShuffle(size_t I) {
  StringRef S = Toks[I].S;
  bool Sync = S.ends_with("_sync");
  unsigned Arg = Sync ? 2 : 1;
  auto [B, E] = argument(I + 1, Arg);
  if (B == 0 || B != E)
    return;
  std::optional<uint64_t> V = literal(B);
  bool Direct = base(S) == "__shfl";
  if (V && ((!Direct && *V == 16) || (Direct && *V == 31)))
    add(Rule::WarpShuffleLoop, B,
        Direct ? "'" + S.str() + "' reads lane 31, the last lane of a 32-lane "
                 "warp; a 64-lane wavefront's last lane is 63"
               : "'" + S.str() + "' with offset 16 combines 32 lanes; a "
                 "64-lane wavefront needs offset 32 first",
        Direct ? "warpSize - 1" : "warpSize / 2");
}

void Scanner::shuffleLoop(size_t I) {
  if (!is(I + 1, tok::l_paren))
    return;
  size_t Close = matching(I + 1);
  if (Close >= Toks.size())
    return;
  // for ( [type] v = N ; v < M ; ... )
  size_t Eq = I + 2;
  while (Eq < Close && !is(Eq, tok::equal) && !is(Eq, tok::semi))
    ++Eq;
  if (!is(Eq, tok::equal) || Toks[Eq - 1].K != tok::raw_identifier)
    return;
  StringRef Var = Toks[Eq - 1].S;
  std::optional<uint64_t> Init = literal(Eq + 1);
  if (!Init || !is(Eq + 2, tok::semi))
    return;
  size_t Bound = 0;
  if (*Init == 1 && text(Eq + 3) == Var && (text(Eq + 4) == "<") &&
      literal(Eq + 5).value_or(0) == 32 && is(Eq + 6, tok::semi))
    Bound = Eq + 5;
  if (*Init != 16 && !Bound)
    return;
  // the body: a braced block or one statement
  size_t BodyEnd = Close + 1;
  if (is(Close + 1, tok::l_brace))
    BodyEnd = matching(Close + 1);
  else
    while (BodyEnd < Toks.size() && !is(BodyEnd, tok::semi))
      ++BodyEnd;
  bool Shuffles = false;
  for (size_t J = Close + 1; J < BodyEnd && J < Toks.size(); ++J)
    if (Toks[J].K == tok::raw_identifier && isShuffle(Toks[J].S))
      Shuffles = true;
  if (!Shuffles)
    return;
  if (Bound)
    add(Rule::WarpShuffleLoop, Bound,
        "shuffle loop bounded by 32 covers a 32-lane warp; a 64-lane "
        "wavefront needs warpSize",
        "warpSize");
  else
    add(Rule::WarpShuffleLoop, Eq + 1,
        "shuffle reduction starting at offset 16 combines 32 lanes; a "
        "64-lane wavefront needs warpSize / 2",
        "warpSize / 2");
}

bool Scanner::blockSynchronisedOnly(size_t I) const {
  auto [B, E] = functionBody(I);
  bool Sync = false;
  for (size_t J = B; J < E && J < Toks.size(); ++J) {
    if (Toks[J].K != tok::raw_identifier)
      continue;
    StringRef S = Toks[J].S;
    if (isRawWarpIntrinsic(S) || S == "tiled_partition" || S == "coalesced_threads")
      return false;
    // A call of the user's may shuffle itself.
    if (is(J + 1, tok::l_paren) && !S.starts_with("__") && !S.starts_with("atomic") &&
        !StringSwitch<bool>(S)
             .Cases("if", "for", "while", "switch", "return", "sizeof", true)
             .Cases("static_cast", "reinterpret_cast", "const_cast", true)
             .Cases("min", "max", "fminf", "fmaxf", "sqrtf", "expf", true)
             .Default(false) &&
        !(J > 0 && (is(J - 1, tok::period) || is(J - 1, tok::arrow))))
      return false;
    Sync = Sync || S == "__syncthreads";
  }
  return Sync;
}

void Scanner::laneModulo(size_t Op) {
  bool Pct = is(Op, tok::percent);
  std::optional<uint64_t> V = literal(Op + 1);
  if (!V || *V != (Pct ? 32u : 31u) || !wholeOperand(Op + 1) || Op == 0)
    return;
  size_t L = Op - 1;
  if (is(L, tok::r_paren)) {
    size_t Open = openingParen(L);
    if (Open >= Toks.size() ||
        (Open > 0 && Toks[Open - 1].K == tok::raw_identifier)) // a call
      return;
  } else if (Toks[L].K != tok::raw_identifier ||
             (L >= 1 && (is(L - 1, tok::period) || is(L - 1, tok::arrow)))) {
    return; // threadIdx.x and members: builtinArithmetic
  }
  // The statement: back to ';', '{' or '}' outside brackets.
  size_t Start = 0;
  int D = 0;
  for (size_t J = Op; J-- > 0;) {
    tok::TokenKind K = Toks[J].K;
    if (K == tok::r_paren || K == tok::r_square) {
      ++D;
    } else if (K == tok::l_paren || K == tok::l_square) {
      if (D > 0)
        --D;
      else if (J > 0 && Toks[J - 1].K == tok::raw_identifier &&
               isShuffle(Toks[J - 1].S)) {
        laneModuloFinding(Op, Toks[J - 1].S, "");
        return;
      }
    } else if (D == 0 && (K == tok::semi || K == tok::l_brace || K == tok::r_brace)) {
      Start = J + 1;
      break;
    }
  }
  // `[type] X = ... % 32;`: X given to a shuffle later in the function.
  StringRef Var;
  for (size_t J = Start; J < Op; ++J) {
    if (is(J, tok::l_paren) || is(J, tok::l_square))
      return; // `f(x = ...)`, `a[i] = ...`: not a plain assignment
    if (is(J, tok::equal)) {
      if (J > Start && Toks[J - 1].K == tok::raw_identifier)
        Var = Toks[J - 1].S;
      break;
    }
  }
  if (Var.empty())
    return;
  size_t End = functionBody(Op).second;
  for (size_t J = Op + 2; J < End && J < Toks.size(); ++J) {
    if (Toks[J].K != tok::raw_identifier || !isShuffle(Toks[J].S) ||
        !is(J + 1, tok::l_paren))
      continue;
    size_t Close = matching(J + 1);
    for (size_t K = J + 2; K < Close && K < Toks.size(); ++K)
      if (Toks[K].K == tok::raw_identifier && Toks[K].S == Var) {
        laneModuloFinding(Op, Toks[J].S, Var);
        return;
      }
  }
}

void Scanner::laneModuloFinding(size_t Op, StringRef Shuffle, StringRef Var) {
  bool Pct = is(Op, tok::percent);
  std::string Msg = "'" + text(Op).str() + " " + text(Op + 1).str() +
                    "' makes a lane id of a 32-lane warp for '" + Shuffle.str() + "'";
  if (!Var.empty())
    Msg += " (through '" + Var.str() + "')";
  Msg += "; MI300X wavefronts have 64 lanes: lanes 32..63 would read lanes 0..31";
  add(Rule::WarpSizeLiteral, Op + 1, std::move(Msg), Pct ? "warpSize" : "(warpSize - 1)");
}


void Scanner::arithmetic(size_t OpTok, bool AllowDiv, StringRef What) {
  StringRef Op = text(OpTok);
  std::optional<uint64_t> V = literal(OpTok + 1);
  if (!V || !wholeOperand(OpTok + 1))
    return;
  if (What == "threadIdx.x" && blockSynchronisedOnly(OpTok))
    return; // 32-element chunks of a block, not warps
  StringRef Why;
  bool Count = What == "blockDim.x";
  if (Op == "&" && *V == 31)
    Why = "'& 31' takes the lane id of a 32-lane warp";
  else if (Op == "%" && *V == 32)
    Why = "'% 32' takes the lane id of a 32-lane warp";
  else if (AllowDiv && Op == "/" && *V == 32)
    Why = Count ? "'/ 32' counts 32-lane warps per block"
                : "'/ 32' takes the warp id of 32-lane warps";
  else if (AllowDiv && Op == ">>" && *V == 5)
    Why = Count ? "'>> 5' counts 32-lane warps per block"
                : "'>> 5' takes the warp id of 32-lane warps";
  if (Why.empty())
    return;
  add(Rule::WarpSizeLiteral, OpTok + 1,
      (Why + "; MI300X wavefronts have 64 lanes").str(),
      Op == "&" ? "(warpSize - 1)" : Op == ">>" ? "" : "warpSize");
}


void Scanner::builtinArithmetic(size_t I) {
  if (!is(I + 1, tok::period) || text(I + 2) != "x" ||
      (I > 0 && (is(I - 1, tok::period) || is(I - 1, tok::arrow))))
    return;
  bool Block = Toks[I].S == "blockDim";
  if (Block && text(I + 3) != "/" && text(I + 3) != ">>")
    return;
  arithmetic(I + 3, true, Toks[I].S.str() + ".x");
}


void Scanner::namedArithmetic(size_t I) {
  if (I > 0 && (is(I - 1, tok::period) || is(I - 1, tok::arrow)))
    return;
  StringRef S = Toks[I].S;
  if (isWarpIdName(S) && text(I + 1) == "*" && literal(I + 2).value_or(0) == 32 &&
      wholeOperand(I + 2)) {
    add(Rule::WarpSizeLiteral, I + 2,
        "'" + S.str() + " * 32' is the first thread of a 32-lane warp; "
        "MI300X wavefronts have 64 lanes", "warpSize");
    return;
  }
  if (isLaneName(S) && (text(I + 1) == "==" || text(I + 1) == "!=") &&
      literal(I + 2).value_or(0) == 31 && wholeOperand(I + 2)) {
    add(Rule::WarpSizeLiteral, I + 2,
        "lane 31 is the last lane of a 32-lane warp; a 64-lane wavefront's "
        "is 63", "warpSize - 1");
    return;
  }
  laneBit(I);
}

void Scanner::warpSizeConst(size_t I) {
  if (I == 0)
    return;
  bool Template = is(I - 1, tok::less) && (is(I + 1, tok::greater));
  bool SharedBound = false;
  if (is(I - 1, tok::l_square))
    for (size_t J = I; J-- > 0 && !is(J, tok::semi) && !is(J, tok::l_brace) &&
                       !is(J, tok::r_brace);)
      if (text(J) == "__shared__" || text(J) == "constexpr")
        SharedBound = true;
  if (Template || SharedBound)
    add(Rule::WarpSizeConstexpr, I,
        "'warpSize' is not a constant expression on newer ROCm (wave64 and "
        "wave32 targets)");
}


} // namespace cuda2hip::hazards
