//===- AstCalls.cpp - AST rules on calls and inline assembly --------------===//
//
// Warp intrinsics (masks, divergence, shuffle offsets, ballots), textures,
// WMMA, dynamic parallelism, shared memory requests, clocks, managed memory,
// inline PTX.
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

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

bool Visitor::VisitCallExpr(CallExpr *E) {
  if (const auto *K = dyn_cast<CUDAKernelCallExpr>(E)) {
    if (inDevice())
      St.report(Rule::DynamicParallelism, E->getBeginLoc(),
                "kernel launched from device code: HIP has no dynamic "
                "parallelism");
    const CallExpr *Cfg = K->getConfig();
    Expr::EvalResult R;
    if (Cfg && Cfg->getNumArgs() > 2 && !Cfg->getArg(2)->isValueDependent() &&
        !isa<CXXDefaultArgExpr>(Cfg->getArg(2)) &&
        Cfg->getArg(2)->EvaluateAsInt(R, Ctx) &&
        R.Val.getInt().getZExtValue() > LdsBytes)
      St.report(Rule::SharedMemory64K, Cfg->getArg(2)->getBeginLoc(),
                "launch with " + std::to_string(R.Val.getInt().getZExtValue()) +
                    " bytes of dynamic shared memory; an MI300X workgroup has 64 "
                    "KiB of LDS");
    return true;
  }
  StringRef Name = calleeName(E);
  if (Name.empty())
    return true;
  const FunctionDecl *FD = E->getDirectCallee();
  if (FD && !systemDecl(FD)) {
    // __syncthreads is a clang builtin (implicitly declared, no header).
    if (!Fns.empty() && FD->getBuiltinID() == 0)
      Fns.back().CallsUser = true;
    if (!Fns.empty() && Name == "__syncthreads")
      Fns.back().BlockSync = true;
    return true; // a user function that happens to share a name
  }
  SourceLocation NameLoc = calleeLoc(E);
  if (isRawWarpIntrinsic(Name) && !Fns.empty())
    Fns.back().RawWarp = true;
  if (Name == "__syncthreads" && !Fns.empty())
    Fns.back().BlockSync = true;
  if (isSyncCall(Name)) {
    syncMask(E, Name);
    if (divergent())
      St.report(Rule::DivergentWarpSync, NameLoc,
                "'" + Name.str() + "' under a lane-dependent condition relies "
                "on independent thread scheduling; on MI300X the other lanes "
                "of the wavefront are masked off");
  }
  if (Name == "__syncwarp" || Name == "__activemask")
    St.report(Rule::IndependentScheduling, NameLoc,
              "'" + Name.str() + "' assumes independent thread scheduling; AMD "
              "wavefronts run in lockstep over 64 lanes");
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
  if (StringRef Wide = bitOp64(Name); !Wide.empty() && E->getNumArgs() == 1 &&
                                      ballotish(E->getArg(0)))
    St.report(Rule::BallotBitOp32, NameLoc,
              "'" + Name.str() + "' sees 32 lanes of a 64-lane mask; use '" +
                  Wide.str() + "'",
              Wide.str());
  if (isManagedMemoryCall(Name))
    St.report(Rule::ManagedMemoryXnack, NameLoc, managedMemoryMessage(Name));
  if (isTextureFetch(Name))
    St.TexFetches.push_back(E); // reported with its fix by runTextureRules
  else if (isTextureCall(Name))
    St.report(Rule::TextureMemory, NameLoc,
              "'" + Name.str() + "' needs texture hardware, which MI300X "
              "(CDNA3) does not have");
  if (Name == "tiled_partition" && !Fns.empty() && FD &&
      FD->getTemplateSpecializationArgs() &&
      FD->getTemplateSpecializationArgs()->size() >= 1) {
    const TemplateArgument &A = FD->getTemplateSpecializationArgs()->get(0);
    if (A.getKind() == TemplateArgument::Integral && A.getAsIntegral() == 32 &&
        Fns.back().Tile.isInvalid())
      Fns.back().Tile = NameLoc;
  }
  if (Name == "mma_sync" && FD && inWmma(FD))
    St.report(Rule::Wmma, NameLoc, "'wmma::mma_sync' has no HIP equivalent; "
                                   "port to rocWMMA");
  if ((Name == "cudaFuncSetAttribute" || Name == "hipFuncSetAttribute") &&
      E->getNumArgs() == 3) {
    const auto *Attr = dyn_cast<DeclRefExpr>(strip(E->getArg(1)));
    Expr::EvalResult R;
    if (Attr && nameOf(Attr->getDecl()).ends_with("MaxDynamicSharedMemorySize") &&
        !E->getArg(2)->isValueDependent() && E->getArg(2)->EvaluateAsInt(R, Ctx) &&
        R.Val.getInt().getZExtValue() > LdsBytes)
      St.report(Rule::SharedMemory64K, E->getArg(2)->getBeginLoc(),
                "asks for " + std::to_string(R.Val.getInt().getZExtValue()) +
                    " bytes of dynamic shared memory; an MI300X workgroup has "
                    "64 KiB of LDS");
  }
  if (inDevice() && (Name == "clock" || Name == "clock64"))
    St.report(Rule::ClockAsTime, NameLoc,
              "'" + Name.str() + "' counts shader cycles at a varying clock on "
              "AMD GPUs; use wall_clock64() for time",
              "wall_clock64");
  if (inDevice() && (Name == "cudaDeviceSynchronize" || Name == "cudaLaunchDevice" ||
                     Name == "cudaGetParameterBuffer"))
    St.report(Rule::DynamicParallelism, NameLoc,
              "'" + Name.str() + "' in device code is dynamic parallelism, which "
              "HIP does not support");
  return true;
}

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

void runAstRules(AstState &St, ASTContext &Ctx) {
  Visitor V(St, Ctx);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (!St.TexFetches.empty())
    runTextureRules(St, Ctx);
}

} // namespace cuda2hip::hazards
