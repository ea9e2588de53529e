//===- AstVisitor.cpp - the AST rules: classification and dispatch --------===//
//
// Classification of integer expressions (AstVisitor.h says how), and the
// visits that hand each node to the rule families that look at it
// (WarpSize.cpp, LaneMasks.cpp, Scheduling.cpp, InlinePtx.cpp,
// Textures.cpp, Platform.cpp).
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

// --- classification ---------------------------------------------------------

static Cls combine(Cls L, Cls R) {
  auto Any = [&](Cls C) { return L == C || R == C; };
  if (Any(Cls::GlobalThread))
    return Cls::GlobalThread;
  if (Any(Cls::Thread))
    return Any(Cls::Grid) ? Cls::GlobalThread : Cls::Thread;
  if (Any(Cls::Grid))
    return Cls::Grid;
  if (Any(Cls::BlockDim))
    return Cls::BlockDim;
  if (Any(Cls::Lane))
    return Cls::Lane;
  if (Any(Cls::Warp))
    return Cls::Warp;
  return Cls::None;
}

Cls Visitor::varClass(const VarDecl *VD) {
  auto It = VarCls.find(VD);
  if (It != VarCls.end())
    return It->second;
  if (!VD->getType().isNull() && VD->getType()->isIntegerType()) {
    if (isLaneName(VD->getName()))
      return Cls::Lane;
    if (isWarpIdName(VD->getName()))
      return Cls::Warp;
  }
  return Cls::None;
}

Cls Visitor::classify(const Expr *E) {
  if (!E)
    return Cls::None;
  E = strip(E);
  StringRef V, C;
  if (builtin(E, V, C)) {
    if (V == "threadIdx")
      return C == "x" ? Cls::Thread : Cls::None;
    if (V == "blockDim")
      return C == "x" ? Cls::BlockDim : Cls::None;
    return Cls::Grid;
  }
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
      return varClass(VD);
    return Cls::None;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    // HIP spells hipThreadIdx_x and friends as OpenCL kernel-language calls.
    StringRef N = calleeName(CE);
    bool X = CE->getNumArgs() == 1 && isLit(CE->getArg(0), 0);
    if (N == "__lane_id")
      return Cls::Lane;
    if ((N == "__ockl_get_local_id" && X) || N == "__builtin_amdgcn_workitem_id_x")
      return Cls::Thread;
    if (N == "__ockl_get_local_size" && X)
      return Cls::BlockDim;
    if (N == "__ockl_get_group_id" || N == "__ockl_get_num_groups")
      return Cls::Grid;
    return Cls::None;
  }
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO)
    return Cls::None;
  Cls L = classify(BO->getLHS()), R = classify(BO->getRHS());
  const Expr *RHS = BO->getRHS();
  bool WarpSized = refersToWarpSize(RHS);
  switch (BO->getOpcode()) {
  case BO_And:
  case BO_Rem:
    if ((L == Cls::Thread || L == Cls::GlobalThread || L == Cls::Lane) &&
        (WarpSized || isLit(RHS, BO->getOpcode() == BO_And ? 31 : 32)))
      return grouping(WarpSized, Cls::Lane);
    return Cls::None;
  case BO_Div:
  case BO_Shr:
    if ((L == Cls::Thread || L == Cls::GlobalThread) &&
        (WarpSized || isLit(RHS, BO->getOpcode() == BO_Div ? 32 : 5)))
      return grouping(WarpSized, Cls::Warp);
    // Warps per block: counted by warpSize or by 32.
    if (L == Cls::BlockDim && (WarpSized || isLit(RHS, BO->getOpcode() == BO_Div ? 32 : 5)))
      grouping(WarpSized, Cls::None);
    return Cls::None;
  case BO_Add:
  case BO_Sub:
  case BO_Mul:
    return combine(L, R);
  default:
    return Cls::None;
  }
}

// --- declarations -------------------------------------------------------------

// --- dispatch ---------------------------------------------------------------------

bool Visitor::VisitVarDecl(VarDecl *VD) {
  textureReference(VD);
  sharedMemory(VD);
  managedVariable(VD);
  const Expr *Init = VD->getInit();
  if (!Init || isa<ParmVarDecl>(VD))
    return true;
  QualType T = VD->getType();
  // int t = attr.type;  (a memory type kept as a number)
  if (width(T) && !T->isEnumeralType() && memType(Init))
    MemTypeVars.insert(VD);
  if (VD->isConstexpr()) {
    St.addConstRange(Init->getSourceRange());
    warpSizeConstexpr(Init, "a constexpr initialiser");
  }
  warpSizeConstant(VD, Init);
  // Lane, warp, thread ids.
  Cls C = classify(Init);
  if (C == Cls::None)
    C = varClass(VD);
  VarCls[VD] = C;
  if (C != Cls::Warp && dependsOnLane(Init))
    Varying.insert(VD);
  // A lane/warp-named variable computed from a global thread index.
  if (const auto *BO = dyn_cast<BinaryOperator>(strip(Init)))
    if ((isLaneName(VD->getName()) || isWarpIdName(VD->getName())) &&
        classify(BO->getLHS()) == Cls::GlobalThread)
      laneArithmetic(BO, Cls::Thread, BO->getRHS());
  // Ballots.
  if (ballotish(Init))
    BallotVars.insert(VD);
  ballotVariable(VD, Init);
  return true;
}

bool Visitor::VisitBinaryOperator(BinaryOperator *BO) {
  BinaryOperatorKind Op = BO->getOpcode();
  const Expr *L = BO->getLHS(), *R = BO->getRHS();
  if (Op == BO_Assign) {
    if (const auto *DR = dyn_cast<DeclRefExpr>(strip(L)))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl())) {
        if (Cls C = classify(R); C != Cls::None)
          VarCls[VD] = C;
        if (varClass(VD) != Cls::Warp && dependsOnLane(R))
          Varying.insert(VD);
        if (ballotish(R))
          BallotVars.insert(VD);
        ballotAssigned(DR, VD, R);
        return true;
      }
    ballotStored(L, R);
    return true;
  }
  if (Op == BO_Shl || Op == BO_Shr) {
    // Bit packing into 32-bit words: `1u << (i % 32)`, `w >> (i & 31)`.
    if (const auto *Amt = dyn_cast<BinaryOperator>(strip(R)))
      if ((Amt->getOpcode() == BO_Rem && isLit(Amt->getRHS(), 32)) ||
          (Amt->getOpcode() == BO_And && isLit(Amt->getRHS(), 31))) {
        Exempt.insert(Amt);
        if (!Fns.empty())
          Fns.back().WordBit = true;
        return true;
      }
    if (Op == BO_Shl)
      laneBit(L, R);
  }
  // Lane/warp arithmetic with literals, either operand order.
  // A global index (blockIdx.x * blockDim.x + threadIdx.x) counts as a lane
  // source only when it initialises a lane/warp-named variable (VisitVarDecl):
  // `i / 32` over a global index is usually not about warps.
  Cls CL = classify(L), CR = classify(R);
  laneArithmetic(BO, CL == Cls::GlobalThread ? Cls::None : CL, R);
  if (Op == BO_Mul || Op == BO_EQ || Op == BO_NE)
    laneArithmetic(BO, CR == Cls::GlobalThread ? Cls::None : CR, L);
  warpCountCompare(BO, CL, CR);
  deviceProp(L, R, Op);
  deviceProp(R, L, Op);
  memoryType(L, R, Op, true);
  memoryType(R, L, Op, false);
  return true;
}

bool Visitor::VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
  const Expr *Idx = strip(E->getIdx());
  memoryTypeIndex(E, Idx);
  // bits[i / 32] over 32-bit words (bit packing, decided with the function).
  if (const auto *BO = dyn_cast<BinaryOperator>(Idx)) {
    QualType ET = E->getType();
    if (width(ET) == 32 && ET->isUnsignedIntegerType())
      WordIndex.insert(BO);
  }
  warpSizeArray(E, Idx);
  return true;
}

bool Visitor::VisitCallExpr(CallExpr *E) {
  if (const auto *K = dyn_cast<CUDAKernelCallExpr>(E)) {
    deviceLaunch(K);
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
  laneMaskCall(E, Name, NameLoc);
  schedulingCall(Name, NameLoc);
  warpSizeCall(E, Name, FD, NameLoc);
  textureCall(E, Name, NameLoc);
  platformCall(E, Name, FD, NameLoc);
  return true;
}

void runAstRules(AstState &St, ASTContext &Ctx) {
  Visitor V(St, Ctx);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (!St.TexFetches.empty())
    runTextureRules(St, Ctx);
}

} // namespace cuda2hip::hazards
