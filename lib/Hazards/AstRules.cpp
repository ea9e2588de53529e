//===- AstRules.cpp - AST rules: ids, declarations, operators, loops ------===//
//
// Classification of integer expressions (AstVisitor.h says how) and the rules
// on declarations, binary operators, subscripts and for loops.
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

bool Visitor::VisitFunctionDecl(FunctionDecl *FD) {
  if (const auto *A = FD->getAttr<CUDALaunchBoundsAttr>()) {
    FileRange R;
    if (const Expr *Min = A->getMinBlocks(); Min && St.exprRange(Min, R))
      St.report(Rule::LaunchBoundsMinBlocks, R,
                "HIP reads the second __launch_bounds__ argument as the minimum "
                "number of waves per execution unit, not blocks per "
                "multiprocessor");
    if (const Expr *Max = A->getMaxBlocks(); Max && St.exprRange(Max, R))
      St.report(Rule::LaunchBoundsMinBlocks, R,
                "the third __launch_bounds__ argument (blocks per cluster) has "
                "no HIP meaning");
  }
  return true;
}

bool Visitor::VisitVarDecl(VarDecl *VD) {
  QualType T = VD->getType();
  // Texture and surface references (texture<float, 1> tex;).
  if (const auto *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl())
    if ((nameOf(RD) == "texture" || nameOf(RD) == "surface") && systemDecl(RD))
      St.report(Rule::TextureMemory, VD->getLocation(),
                "texture/surface reference '" + VD->getName().str() +
                    "': MI300X has no texture hardware");
  // Static shared memory, summed per function.
  if (VD->hasAttr<CUDASharedAttr>() && !VD->hasExternalStorage() && !Fns.empty() &&
      !T->isDependentType() && !T->isIncompleteType()) {
    Fn &F = Fns.back();
    F.Shared += Ctx.getTypeSizeInChars(T).getQuantity();
    if (F.Shared > LdsBytes && !F.SharedReported) {
      F.SharedReported = true;
      St.report(Rule::SharedMemory64K, VD->getLocation(),
                "static shared memory of '" + nameOf(F.FD).str() + "' reaches " +
                    std::to_string(F.Shared) +
                    " bytes; an MI300X workgroup has 64 KiB of LDS");
    }
  }
  // __managed__ variables (the attribute is spelled by a CUDA/HIP macro).
  if (const auto *A = VD->getAttr<HIPManagedAttr>()) {
    SourceLocation L = A->getLocation().isValid()
                           ? SM.getExpansionLoc(A->getLocation())
                           : VD->getLocation();
    St.report(Rule::ManagedMemoryXnack, L, managedMemoryMessage("__managed__"));
  }
  const Expr *Init = VD->getInit();
  if (!Init || isa<ParmVarDecl>(VD))
    return true;
  // int t = attr.type;  (a memory type kept as a number)
  if (width(T) && !T->isEnumeralType() && memType(Init))
    MemTypeVars.insert(VD);
  if (VD->isConstexpr()) {
    St.addConstRange(Init->getSourceRange());
    warpSizeConstexpr(Init, "a constexpr initialiser");
  }
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
  return true;
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
        unsigned W = width(VD->getType());
        if (directBallot(R) && W && W <= 32)
          St.report(Rule::Ballot32, DR->getLocation(),
                    "'" + VD->getName().str() + "' keeps 32 bits of a lane "
                    "mask; MI300X ballots have 64 lanes");
        return true;
      }
    // votes[w] = __ballot_sync(...) into 32-bit elements.
    unsigned W = width(L->getType());
    if (directBallot(R) && W && W <= 32)
      St.report(Rule::Ballot32, L->getBeginLoc(),
                "a lane mask stored in a " + std::to_string(W) +
                    "-bit integer keeps lanes 0..31 only");
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
    if (Op == BO_Shl && isLit(L, 1) && width(strip(L)->getType()) <= 32 &&
        classify(R) == Cls::Lane) {
      const Expr *One = L->IgnoreParenImpCasts();
      if (reportable(One))
        St.report(Rule::LaneBit32, One->getBeginLoc(),
                  "a 32-bit '1 << lane' is undefined for lanes 32..63 of a "
                  "64-lane wavefront", "1ull");
    }
  }
  // Lane/warp arithmetic with literals, either operand order.
  // A global index (blockIdx.x * blockDim.x + threadIdx.x) counts as a lane
  // source only when it initialises a lane/warp-named variable (VisitVarDecl):
  // `i / 32` over a global index is usually not about warps.
  Cls CL = classify(L), CR = classify(R);
  laneArithmetic(BO, CL == Cls::GlobalThread ? Cls::None : CL, R);
  if (Op == BO_Mul || Op == BO_EQ || Op == BO_NE)
    laneArithmetic(BO, CR == Cls::GlobalThread ? Cls::None : CR, L);
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
  deviceProp(L, R, Op);
  deviceProp(R, L, Op);
  memoryType(L, R, Op, true);
  memoryType(R, L, Op, false);
  return true;
}

void Visitor::deviceProp(const Expr *Side, const Expr *Other, BinaryOperatorKind Op) {
  bool Compare = BinaryOperator::isComparisonOp(Op);
  bool Arith = Op == BO_Add || Op == BO_Sub || Op == BO_Mul || Op == BO_Div;
  if (!Compare && !Arith)
    return;
  const auto *ME = dyn_cast<MemberExpr>(strip(Side));
  if (!ME)
    return;
  QualType BT = ME->getBase()->getType();
  if (ME->isArrow() && BT->isPointerType())
    BT = BT->getPointeeType();
  const RecordDecl *RD = BT.isNull() ? nullptr : BT->getAsRecordDecl();
  StringRef Rec = nameOf(RD), F = nameOf(ME->getMemberDecl());
  if (!Rec.starts_with("cudaDeviceProp") && !Rec.starts_with("hipDeviceProp"))
    return;
  if (F == "major" || F == "minor")
    St.report(Rule::DevicePropSemantics, ME->getMemberLoc(),
              "'" + F.str() + "' is not a compute capability on AMD GPUs "
              "(MI300X reports 9.4, gfx942): test features instead");
  else if (F == "warpSize" && Compare && isLit(Other, 32))
    St.report(Rule::DevicePropSemantics, ME->getMemberLoc(),
              "'warpSize' compared with 32: MI300X reports 64");
  else if (F == "l2CacheSize")
    St.report(Rule::DevicePropSemantics, ME->getMemberLoc(),
              "'l2CacheSize' is one XCD's L2 on MI300X, not the whole GPU's");
}

// --- memory types: hipMemoryType numbers them differently ----------------------

namespace {
/// "is device memory in CUDA and ROCm 6 but array memory in HIP 5.x" for the
/// number \p V in \p Enum's numbering; \p Enumerator gets its name there.
std::string memTypeMeaning(uint64_t V, StringRef Enum, std::string &Enumerator) {
  static const char *Cuda[] = {"Unregistered", "Host", "Device", "Managed"};
  static const char *Hip5[] = {"host", "device", "array", "unified"};
  static const char *Driver[] = {"", "HOST", "DEVICE", "ARRAY", "UNIFIED"};
  std::string Here, Where;
  if (Enum == "CUmemorytype_enum") {
    Where = "the CUDA driver API";
    if (V >= 1 && V <= 4) {
      Here = StringRef(Driver[V]).lower();
      Enumerator = std::string("CU_MEMORYTYPE_") + Driver[V];
    }
  } else {
    bool Hip = Enum == "hipMemoryType";
    Where = Hip ? "ROCm 6" : "CUDA and ROCm 6";
    if (V <= 3) {
      Here = StringRef(Cuda[V]).lower();
      Enumerator = (Hip ? "hipMemoryType" : "cudaMemoryType") + std::string(Cuda[V]);
    } else if (Hip && (V == 10 || V == 11)) {
      Here = V == 10 ? "array" : "unified";
      Enumerator = V == 10 ? "hipMemoryTypeArray" : "hipMemoryTypeUnified";
    }
  }
  std::string Old = V <= 3 ? std::string(Hip5[V]) + " memory" : "no memory type";
  return (Here.empty() ? "is no memory type" : "is " + Here + " memory") +
         " in " + Where + " but " + Old + " in HIP 5.x";
}
} // namespace

void Visitor::memoryTypeNumber(const Expr *Side, const Expr *Num, StringRef How) {
  Expr::EvalResult R;
  const Expr *N = strip(Num);
  if (!N || N->isValueDependent() || N->getType()->isEnumeralType() ||
      !N->getType()->isIntegerType() || !N->EvaluateAsInt(R, Ctx))
    return;
  StringRef Enum = memTypeEnum(strip(Side)->getType());
  if (Enum.empty())
    Enum = "cudaMemoryType"; // an int holding a CUDA memory type
  uint64_t V = R.Val.getInt().getZExtValue();
  std::string Enumerator;
  std::string Msg = How.str() + " " + std::to_string(V) + ", which " +
                    memTypeMeaning(V, Enum, Enumerator) +
                    " (hipMemoryType numbers memory types differently)";
  if (!Enumerator.empty())
    Msg += "; use '" + Enumerator + "'";
  FileRange FR;
  if (St.exprRange(Num, FR))
    St.report(Rule::MemoryTypeEnum, FR, Msg, Enumerator);
}

void Visitor::memoryType(const Expr *Side, const Expr *Other, BinaryOperatorKind Op,
                         bool SideLeft) {
  if (!BinaryOperator::isComparisonOp(Op) || !memType(Side) || memType(Other))
    return;
  // `kind >= 0`, `kind < 0`: sign checks, true or false in every numbering.
  if (isLit(strip(Other), 0) &&
      ((SideLeft && (Op == BO_GE || Op == BO_LT)) ||
       (!SideLeft && (Op == BO_LE || Op == BO_GT))))
    return;
  memoryTypeNumber(Side, Other, "memory type compared with");
}

bool Visitor::VisitSwitchStmt(SwitchStmt *S) {
  if (!S->getCond() || !memType(S->getCond()))
    return true;
  for (const SwitchCase *C = S->getSwitchCaseList(); C; C = C->getNextSwitchCase())
    if (const auto *CS = dyn_cast<CaseStmt>(C))
      if (CS->getLHS() && !memType(CS->getLHS()))
        memoryTypeNumber(S->getCond(), CS->getLHS(), "switch on a memory type with case");
  return true;
}

bool Visitor::VisitExplicitCastExpr(ExplicitCastExpr *E) {
  StringRef Enum = memTypeEnum(E->getTypeAsWritten());
  const Expr *Sub = E->getSubExpr()->IgnoreParenImpCasts();
  if (Enum.empty() || !Sub || Sub->isTypeDependent() || memType(Sub) ||
      !Sub->getType()->isIntegerType() || Sub->getType()->isEnumeralType())
    return true;
  Expr::EvalResult R;
  FileRange FR;
  if (!St.exprRange(E, FR))
    return true;
  if (!Sub->isValueDependent() && Sub->EvaluateAsInt(R, Ctx)) {
    uint64_t V = R.Val.getInt().getZExtValue();
    std::string Enumerator;
    std::string Msg = "cast of " + std::to_string(V) + " to a memory type, which " +
                      memTypeMeaning(V, Enum, Enumerator) +
                      " (hipMemoryType numbers memory types differently)";
    if (!Enumerator.empty())
      Msg += "; use '" + Enumerator + "'";
    St.report(Rule::MemoryTypeEnum, FR, Msg, Enumerator);
  } else {
    St.report(Rule::MemoryTypeEnum, FR,
              "integer cast to a memory type: hipMemoryType numbers memory "
              "types differently from cudaMemoryType (and HIP 5.x from ROCm 6)");
  }
  return true;
}

bool Visitor::VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
  const Expr *Idx = strip(E->getIdx());
  // names[attr.type]: a table in cudaMemoryType's numbering.
  if (memType(Idx))
    St.report(Rule::MemoryTypeEnum, E->getIdx()->getBeginLoc(),
              "table indexed by a memory type: hipMemoryType numbers memory "
              "types differently from cudaMemoryType (and HIP 5.x from ROCm 6)");
  // bits[i / 32] over 32-bit words (bit packing, decided with the function).
  if (const auto *BO = dyn_cast<BinaryOperator>(Idx)) {
    QualType ET = E->getType();
    if (width(ET) == 32 && ET->isUnsignedIntegerType())
      WordIndex.insert(BO);
  }
  const auto *DR = dyn_cast<DeclRefExpr>(strip(E->getBase()));
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || VD->getType()->isDependentType())
    return true;
  const ConstantArrayType *AT = Ctx.getAsConstantArrayType(VD->getType());
  if (!AT)
    return true;
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
  return true;
}

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

} // namespace cuda2hip::hazards
