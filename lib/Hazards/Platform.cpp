//===- Platform.cpp - the rule family of other platform differences -------===//
//
// HazardRules.def section 7 but the CUDA version and architecture macros
// (Versions.cpp): what MI300X does differently from an NVIDIA GPU. WMMA and
// dynamic parallelism do not exist; __launch_bounds__ means something else;
// a workgroup has 64 KiB of LDS; clock() counts cycles at a varying clock;
// cudaDeviceProp fields and memory-type numbers differ; managed memory
// migrates only with XNACK. The AST half runs in the visitor
// (AstVisitor.h), the token half where there is no AST (TokenScanner.h).
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "TokenScanner.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

bool isManagedMemoryCall(StringRef S) {
  return StringSwitch<bool>(S)
      .Cases("cudaMallocManaged", "hipMallocManaged", "cuMemAllocManaged", true)
      .Cases("cudaMemAdvise", "hipMemAdvise", "cuMemAdvise", "cudaMemAdvise_v2", true)
      .Cases("cudaMemPrefetchAsync", "hipMemPrefetchAsync", "cuMemPrefetchAsync", true)
      .Cases("cudaMemPrefetchAsync_v2", "hipMemPrefetchAsync_v2", true)
      .Default(false);
}

std::string managedMemoryMessage(StringRef S) {
  if (S == "__managed__")
    return "'__managed__' memory migrates on GPU page faults only with XNACK "
           "enabled on MI300X (HSA_XNACK=1, code object built for xnack+ or "
           "xnack-any)";
  if (S.contains_insensitive("alloc"))
    return "'" + S.str() + "': managed memory migrates on GPU page faults "
           "only with XNACK enabled on MI300X (HSA_XNACK=1, code object "
           "built for xnack+ or xnack-any); without it the allocation is "
           "pinned and does not migrate";
  return "'" + S.str() + "' migrates or places managed pages only with "
         "XNACK enabled on MI300X (HSA_XNACK=1, code object built for xnack+ "
         "or xnack-any); without it no page migrates";
}

// --- AST: launches, calls, declarations -------------------------------------------

void Visitor::deviceLaunch(const CUDAKernelCallExpr *K) {
  if (inDevice())
    St.report(Rule::DynamicParallelism, K->getBeginLoc(),
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
}

void Visitor::platformCall(const CallExpr *E, StringRef Name,
                           const FunctionDecl *FD, SourceLocation NameLoc) {
  if (isManagedMemoryCall(Name))
    St.report(Rule::ManagedMemoryXnack, NameLoc, managedMemoryMessage(Name));
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
}

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

void Visitor::sharedMemory(const VarDecl *VD) {
  QualType T = VD->getType();
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
}

void Visitor::managedVariable(const VarDecl *VD) {
  // __managed__ variables (the attribute is spelled by a CUDA/HIP macro).
  if (const auto *A = VD->getAttr<HIPManagedAttr>()) {
    SourceLocation L = A->getLocation().isValid()
                           ? SM.getExpansionLoc(A->getLocation())
                           : VD->getLocation();
    St.report(Rule::ManagedMemoryXnack, L, managedMemoryMessage("__managed__"));
  }
}

// --- AST: device properties and memory types ---------------------------------------

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

void Visitor::memoryTypeIndex(const ArraySubscriptExpr *E, const Expr *Idx) {
  // names[attr.type]: a table in cudaMemoryType's numbering.
  if (memType(Idx))
    St.report(Rule::MemoryTypeEnum, E->getIdx()->getBeginLoc(),
              "table indexed by a memory type: hipMemoryType numbers memory "
              "types differently from cudaMemoryType (and HIP 5.x from ROCm 6)");
}

// --- tokens ---------------------------------------------------------------------

void Scanner::launchBounds(size_t I) {
  if (!is(I + 1, tok::l_paren))
    return;
  auto [B, E] = argument(I + 1, 1);
  if (B)
    add(Rule::LaunchBoundsMinBlocks, Toks[B].Off,
        Toks[E].Off + Toks[E].Len - Toks[B].Off,
        "HIP reads the second __launch_bounds__ argument as the minimum "
        "number of waves per execution unit, not blocks per multiprocessor");
}

void Scanner::wmmaInclude(size_t I, size_t End) {
  StringRef Line = Buf.slice(Toks[I].Off, Toks[End].Off + Toks[End].Len);
  if (Line.contains("<mma.h>") || Line.contains("\"mma.h\""))
    add(Rule::Wmma, I, "<mma.h> (WMMA) has no HIP equivalent; port to rocWMMA");
}

void Scanner::wmmaCall(size_t I) {
  add(Rule::Wmma, I, "'wmma::mma_sync' has no HIP equivalent; port to rocWMMA");
}

void Scanner::managedMemory(size_t I) {
  StringRef S = Toks[I].S;
  if ((isManagedMemoryCall(S) && is(I + 1, tok::l_paren) &&
       !(I > 0 && (is(I - 1, tok::period) || is(I - 1, tok::arrow)))) ||
      S == "__managed__")
    add(Rule::ManagedMemoryXnack, I, managedMemoryMessage(S));
}

} // namespace cuda2hip::hazards
