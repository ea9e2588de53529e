//===- AstVisitor.h - the AST rules' visitor ---------------------*- C++ -*-===//
//
// Private to lib/Hazards. One RecursiveASTVisitor over the user code of the
// translation unit (host-side parse: kernel bodies are there). Integer
// expressions are classified as thread index, lane id, warp id, block size...
// (from threadIdx.x, blockDim.x, __lane_id(), lane/warp-named variables and
// what is computed from them), and the rules look at literals *combined with*
// those: `threadIdx.x & 31` is a finding, `k < 32` or `tile[ty][tx]` are not.
// Findings that depend on the whole function (bit packing into 32-bit words,
// a 32-tile mixed with raw warp intrinsics) are decided when it ends.
// AstVisitor.cpp classifies and hands each node to the rule families; each
// family's file defines its AST half here, beside its token half
// (TokenScanner.h): WarpSize.cpp, LaneMasks.cpp, Scheduling.cpp,
// InlinePtx.cpp, Textures.cpp, Platform.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_HAZARDS_ASTVISITOR_H
#define CUDA2HIP_LIB_HAZARDS_ASTVISITOR_H

#include "AstState.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

namespace cuda2hip::hazards {

using namespace clang;
using llvm::DenseMap;
using llvm::DenseSet;
using llvm::StringRef;


inline constexpr const char *FullMask64 = "0xffffffffffffffffull";
inline constexpr uint64_t LdsBytes = 64 * 1024;

enum class Cls : uint8_t { None, Thread, GlobalThread, Grid, BlockDim, Lane, Warp };

inline const Expr *strip(const Expr *E) {
  while (E) {
    const Expr *N = E->IgnoreParenImpCasts()->IgnoreImplicit()->IgnoreParens();
    if (const auto *C = dyn_cast<ExplicitCastExpr>(N))
      N = C->getSubExpr();
    else if (const auto *P = dyn_cast<PseudoObjectExpr>(N))
      N = P->getSyntacticForm();
    else if (const auto *O = dyn_cast<OpaqueValueExpr>(N))
      N = O->getSourceExpr() ? O->getSourceExpr() : N;
    else if (const auto *M = dyn_cast<CXXMemberCallExpr>(N)) {
      if (isa_and_nonnull<CXXConversionDecl>(M->getMethodDecl()))
        N = M->getImplicitObjectArgument();
    }
    if (N == E)
      return E;
    E = N;
  }
  return E;
}

inline StringRef nameOf(const NamedDecl *D) {
  return D && D->getDeclName().isIdentifier() ? D->getName() : StringRef();
}

/// threadIdx.x and friends: ("threadIdx", "x").
inline bool builtin(const Expr *E, StringRef &Var, StringRef &Comp) {
  E = strip(E);
  const Expr *Base = nullptr;
  if (const auto *P = dyn_cast<MSPropertyRefExpr>(E)) {
    Comp = nameOf(P->getPropertyDecl());
    Base = P->getBaseExpr();
  } else if (const auto *M = dyn_cast<MemberExpr>(E)) {
    Comp = nameOf(M->getMemberDecl());
    Base = M->getBase();
  } else {
    return false;
  }
  const auto *DR = dyn_cast<DeclRefExpr>(strip(Base));
  if (!DR)
    return false;
  Var = nameOf(DR->getDecl());
  return Var == "threadIdx" || Var == "blockDim" || Var == "blockIdx" ||
         Var == "gridDim";
}

inline const IntegerLiteral *intLit(const Expr *E) {
  return dyn_cast_or_null<IntegerLiteral>(E ? E->IgnoreParenImpCasts() : nullptr);
}

inline bool isLit(const Expr *E, uint64_t V) {
  const IntegerLiteral *L = intLit(E);
  return L && L->getValue() == V;
}

inline StringRef calleeName(const CallExpr *E) {
  if (isa<CXXMemberCallExpr>(E))
    return "";
  if (const FunctionDecl *FD = E->getDirectCallee())
    return nameOf(FD);
  const Expr *C = E->getCallee()->IgnoreParenImpCasts();
  if (const auto *UL = dyn_cast<UnresolvedLookupExpr>(C))
    return UL->getName().isIdentifier() ? UL->getName().getAsIdentifierInfo()->getName()
                                        : "";
  return "";
}

inline SourceLocation calleeLoc(const CallExpr *E) {
  const Expr *C = E->getCallee()->IgnoreParenImpCasts();
  if (const auto *DR = dyn_cast<DeclRefExpr>(C))
    return DR->getLocation();
  if (const auto *UL = dyn_cast<UnresolvedLookupExpr>(C))
    return UL->getNameLoc();
  return E->getBeginLoc();
}

template <class F> inline bool anyNode(const Stmt *S, F Pred) {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S); E && Pred(E))
    return true;
  for (const Stmt *C : S->children())
    if (anyNode(C, Pred))
      return true;
  return false;
}

inline bool refersToWarpSize(const Stmt *S) {
  return anyNode(S, [](const Expr *E) {
    const auto *DR = dyn_cast<DeclRefExpr>(E);
    return DR && nameOf(DR->getDecl()) == "warpSize";
  });
}

inline bool inWmma(const FunctionDecl *FD) {
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "wmma")
        return true;
  return false;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
  using Base = RecursiveASTVisitor<Visitor>;

public:
  Visitor(AstState &St, ASTContext &Ctx) : St(St), SM(*St.SM), Ctx(Ctx) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    if (!D || isa<TranslationUnitDecl>(D))
      return Base::TraverseDecl(D);
    SourceLocation L = D->getLocation();
    if (L.isValid() && !St.userLoc(SM.getExpansionLoc(L)))
      return true; // CUDA, HIP and system headers
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      return Base::TraverseDecl(D);
    if (isVote32Helper(nameOf(FD)))
      return true; // what --fix wrote for warp-vote-32
    bool Device = (FD->hasAttr<CUDAGlobalAttr>() || FD->hasAttr<CUDADeviceAttr>()) &&
                  !FD->hasAttr<CUDAHostAttr>();
    Fns.push_back(Fn{FD, Device});
    if (Device && FD->getBody())
      St.DeviceBodies.push_back(SM.getExpansionRange(FD->getBody()->getSourceRange()));
    bool R = Base::TraverseDecl(D);
    finishFunction(Fns.back());
    Fns.pop_back();
    return R;
  }

  // --- guards: branches and loops whose condition depends on the lane -----
  bool TraverseIfStmt(IfStmt *S, DataRecursionQueue * = nullptr) {
    if (!WalkUpFromIfStmt(S))
      return false;
    TraverseStmt(S->getInit());
    if (S->getConditionVariableDeclStmt())
      TraverseStmt(S->getConditionVariableDeclStmt());
    TraverseStmt(S->getCond());
    if (S->isConstexpr() && S->getCond()) {
      St.addConstRange(S->getCond()->getSourceRange());
      warpSizeConstexpr(S->getCond(), "an 'if constexpr' condition");
    }
    Guarded G(*this, S->getCond());
    TraverseStmt(S->getThen());
    TraverseStmt(S->getElse());
    return true;
  }
  bool TraverseConditionalOperator(ConditionalOperator *S,
                                   DataRecursionQueue * = nullptr) {
    if (!WalkUpFromConditionalOperator(S))
      return false;
    TraverseStmt(S->getCond());
    Guarded G(*this, S->getCond());
    TraverseStmt(S->getTrueExpr());
    TraverseStmt(S->getFalseExpr());
    return true;
  }
  bool TraverseForStmt(ForStmt *S, DataRecursionQueue * = nullptr) {
    if (!WalkUpFromForStmt(S))
      return false;
    TraverseStmt(S->getInit());
    TraverseStmt(S->getCond());
    TraverseStmt(S->getInc());
    Guarded G(*this, S->getCond());
    TraverseStmt(S->getBody());
    return true;
  }
  bool TraverseWhileStmt(WhileStmt *S, DataRecursionQueue * = nullptr) {
    if (!WalkUpFromWhileStmt(S))
      return false;
    TraverseStmt(S->getCond());
    Guarded G(*this, S->getCond());
    TraverseStmt(S->getBody());
    return true;
  }
  bool TraverseDoStmt(DoStmt *S, DataRecursionQueue * = nullptr) {
    if (!WalkUpFromDoStmt(S))
      return false;
    Guarded G(*this, S->getCond());
    TraverseStmt(S->getBody());
    TraverseStmt(S->getCond());
    return true;
  }

  // --- constant-expression contexts (warpSize, the WARP_SIZE fix) ---------
  bool TraverseTemplateArgumentLoc(const TemplateArgumentLoc &A) {
    bool Expr = A.getArgument().getKind() == TemplateArgument::Expression;
    if (Expr)
      St.addConstRange(A.getSourceRange());
    ConstDepth += Expr;
    bool R = Base::TraverseTemplateArgumentLoc(A);
    ConstDepth -= Expr;
    return R;
  }
  bool TraverseConstantArrayTypeLoc(ConstantArrayTypeLoc TL) {
    return arrayBound(TL, [&] { return Base::TraverseConstantArrayTypeLoc(TL); });
  }
  bool TraverseDependentSizedArrayTypeLoc(DependentSizedArrayTypeLoc TL) {
    return arrayBound(TL, [&] { return Base::TraverseDependentSizedArrayTypeLoc(TL); });
  }
  bool TraverseStaticAssertDecl(StaticAssertDecl *D) {
    St.addConstRange(D->getSourceRange());
    ++ConstDepth;
    bool R = Base::TraverseStaticAssertDecl(D);
    --ConstDepth;
    return R;
  }
  bool VisitCaseStmt(CaseStmt *S) {
    St.addConstRange(S->getLHS()->getSourceRange());
    warpSizeConstexpr(S->getLHS(), "a case label");
    return true;
  }
  bool VisitEnumConstantDecl(EnumConstantDecl *D) {
    if (const Expr *I = D->getInitExpr()) {
      St.addConstRange(I->getSourceRange());
      warpSizeConstexpr(I, "an enumerator");
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (ConstDepth && nameOf(E->getDecl()) == "warpSize")
      St.report(Rule::WarpSizeConstexpr, E->getLocation(),
                "'warpSize' used where a constant expression is needed: it is "
                "not constexpr on newer ROCm (wave64 and wave32 targets)");
    return true;
  }

  // AstVisitor.cpp: classification and dispatch to the families.
  bool VisitVarDecl(VarDecl *VD);
  bool VisitBinaryOperator(BinaryOperator *BO);
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E);
  bool VisitCallExpr(CallExpr *E);
  // WarpSize.cpp
  bool VisitForStmt(ForStmt *S);
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL);
  // LaneMasks.cpp
  bool VisitReturnStmt(ReturnStmt *S);
  // InlinePtx.cpp
  bool VisitGCCAsmStmt(GCCAsmStmt *S);
  // Platform.cpp
  bool VisitFunctionDecl(FunctionDecl *FD);
  bool VisitSwitchStmt(SwitchStmt *S);
  bool VisitExplicitCastExpr(ExplicitCastExpr *E);

private:
  struct Pending {
    FileRange Where;
    std::string Msg, Fix;
    bool WordIndex;
  };
  struct Fn {
    const FunctionDecl *FD;
    bool Device;
    uint64_t Shared = 0;
    bool SharedReported = false, RawWarp = false, WordBit = false;
    /// Calls __syncthreads; calls a function of the user's (which may use
    /// warp intrinsics itself).
    bool BlockSync = false, CallsUser = false;
    SourceLocation Tile;
    std::vector<Pending> Lits;
  };
  struct Guard {
    bool LaneDep, Bounds;
  };
  struct Guarded {
    Guarded(Visitor &V, const Expr *Cond) : V(V) {
      V.Guards.push_back({Cond && V.dependsOnLane(Cond), Cond && V.boundsLane(Cond)});
    }
    ~Guarded() { V.Guards.pop_back(); }
    Visitor &V;
  };

  template <class TL, class F> bool arrayBound(TL T, F Traverse) {
    if (Expr *Size = T.getSizeExpr())
      St.addConstRange(Size->getSourceRange());
    ++ConstDepth;
    bool R = Traverse();
    --ConstDepth;
    return R;
  }

  bool inDevice() const { return !Fns.empty() && Fns.back().Device; }
  bool divergent() const {
    for (const Guard &G : Guards)
      if (G.LaneDep)
        return true;
    return false;
  }
  bool laneBounded() const {
    for (const Guard &G : Guards)
      if (G.Bounds)
        return true;
    return false;
  }
  bool systemDecl(const Decl *D) const {
    return D && SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
  }
  unsigned width(QualType T) const {
    if (T.isNull() || T->isDependentType() || !T->isIntegerType())
      return 0;
    return Ctx.getTypeSize(T);
  }

  Cls classify(const Expr *E);
  /// A lane or warp id: notes whether the file groups lanes by warpSize or
  /// by 32 (Sink::settleWave64).
  Cls grouping(bool WarpSized, Cls C) {
    (WarpSized ? St.S.IdsNative : St.S.Ids32) = true;
    return C;
  }
  /// Shuffles and votes whose meaning depends on how the file groups lanes.
  void shuffleGrouping(const CallExpr *E, StringRef Name);
  /// A vote in code that may group lanes by 32 (Votes32.cpp).
  void vote32(StringRef Name, const FileRange &FR);
  Cls varClass(const VarDecl *VD);
  /// Differs between the lanes of one warp: thread and lane ids, and
  /// variables computed from them or from what they index (not warp ids).
  bool dependsOnLane(const Expr *E) {
    return anyNode(E, [&](const Expr *X) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(X))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
          if (Varying.count(VD))
            return true;
      Cls C = classify(X);
      return C == Cls::Thread || C == Cls::GlobalThread || C == Cls::Lane;
    });
  }
  bool boundsLane(const Expr *E) {
    return anyNode(E, [&](const Expr *X) {
      const auto *B = dyn_cast<BinaryOperator>(X);
      return B && B->isRelationalOp() &&
             (dependsOnLane(B->getLHS()) || dependsOnLane(B->getRHS()));
    });
  }
  bool ballotish(const Expr *E) {
    return anyNode(E, [&](const Expr *X) {
      if (const auto *C = dyn_cast<CallExpr>(X))
        return isBallot(calleeName(C));
      if (const auto *DR = dyn_cast<DeclRefExpr>(X))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
          return BallotVars.count(VD) != 0;
      return false;
    });
  }
  bool directBallot(const Expr *E) {
    const auto *C = dyn_cast<CallExpr>(strip(E));
    return C && isBallot(calleeName(C));
  }

  /// A literal the lane/warp rules report: not the body of an object-like
  /// constant macro (`#define WARP_SIZE 32` is its own finding; `#define
  /// TILE 32` is not about lanes).
  bool reportable(const Expr *Lit) const {
    SourceLocation L = SM.getSpellingLoc(Lit->getBeginLoc());
    return !St.PP.ConstMacroTokens.count(L.getRawEncoding()) && St.userLoc(L);
  }
  void literal(const Expr *Lit, std::string Msg, std::string Fix,
               const Expr *Op = nullptr) {
    FileRange R;
    if (!reportable(Lit) || !St.tokenAt(Lit->getBeginLoc(), R))
      return;
    Pending P{R, std::move(Msg), std::move(Fix), Op && WordIndex.count(Op)};
    if (Fns.empty())
      St.report(Rule::WarpSizeLiteral, P.Where, P.Msg, P.Fix);
    else
      Fns.back().Lits.push_back(std::move(P));
  }
  void finishFunction(Fn &F) {
    // Synchronised by the block and nothing warp-level: the 32s are chunks
    // of a block (a shared-memory tile), not warps.
    bool Chunks = F.BlockSync && !F.RawWarp && !F.CallsUser;
    for (Pending &P : F.Lits)
      if (!(P.WordIndex && F.WordBit) && !Chunks)
        St.report(Rule::WarpSizeLiteral, P.Where, P.Msg, P.Fix);
    if (F.Tile.isValid() && F.RawWarp)
      St.report(Rule::TileAsWarp, F.Tile,
                "a 32-thread tile is half of a 64-lane wavefront, but this "
                "function also uses wavefront-wide warp intrinsics");
  }
  void laneArithmetic(const BinaryOperator *BO, Cls L, const Expr *Other);
  void warpSizeConstexpr(const Expr *E, StringRef Where) {
    anyNode(E, [&](const Expr *X) {
      if (const auto *DR = dyn_cast<DeclRefExpr>(X))
        if (nameOf(DR->getDecl()) == "warpSize")
          St.report(Rule::WarpSizeConstexpr, DR->getLocation(),
                    ("'warpSize' used in " + Where +
                     ": it is not a constant expression on newer ROCm")
                        .str());
      return false;
    });
  }

  // --- WarpSize.cpp ---
  void warpSizeConstant(const VarDecl *VD, const Expr *Init);
  /// `lane < BLOCK / 32`: a count of 32-lane warps compared with a lane.
  void warpCountCompare(const BinaryOperator *BO, Cls CL, Cls CR);
  void warpSizeArray(const ArraySubscriptExpr *E, const Expr *Idx);
  void warpSizeCall(const CallExpr *E, StringRef Name, const FunctionDecl *FD,
                    SourceLocation NameLoc);

  // --- LaneMasks.cpp ---
  void laneMaskCall(const CallExpr *E, StringRef Name, SourceLocation NameLoc);
  void syncMask(const CallExpr *E, StringRef Name);
  void ballotVariable(const VarDecl *VD, const Expr *Init);
  /// `VD = R` (\p DR the reference to VD), `L = R` into an element.
  void ballotAssigned(const DeclRefExpr *DR, const VarDecl *VD, const Expr *R);
  void ballotStored(const Expr *L, const Expr *R);
  /// `L << R`: a 32-bit lane bit.
  void laneBit(const Expr *L, const Expr *R);

  // --- Scheduling.cpp ---
  void schedulingCall(StringRef Name, SourceLocation NameLoc);

  // --- Textures.cpp ---
  void textureReference(const VarDecl *VD);
  void textureCall(const CallExpr *E, StringRef Name, SourceLocation NameLoc);

  // --- Platform.cpp ---
  void deviceLaunch(const CUDAKernelCallExpr *K);
  void platformCall(const CallExpr *E, StringRef Name, const FunctionDecl *FD,
                    SourceLocation NameLoc);
  void sharedMemory(const VarDecl *VD);
  void managedVariable(const VarDecl *VD);
  void deviceProp(const Expr *Side, const Expr *Other, BinaryOperatorKind Op);
  void memoryTypeIndex(const ArraySubscriptExpr *E, const Expr *Idx);
  /// A cudaMemoryType / hipMemoryType / CUmemorytype value: the pointer
  /// attribute's field, or an integer variable initialised from one.
  bool memType(const Expr *E) const {
    E = strip(E);
    if (!E)
      return false;
    if (!memTypeEnum(E->getType()).empty())
      return true;
    if (const auto *DR = dyn_cast<DeclRefExpr>(E))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()))
        return MemTypeVars.count(VD) != 0;
    return false;
  }
  /// The enum's name when \p T is one of the memory-type enums, else "".
  static StringRef memTypeEnum(QualType T) {
    if (T.isNull())
      return "";
    const auto *ET = T.getCanonicalType()->getAs<EnumType>();
    StringRef N = ET ? nameOf(ET->getDecl()) : "";
    return N == "cudaMemoryType" || N == "hipMemoryType" || N == "CUmemorytype_enum"
               ? N
               : "";
  }
  void memoryType(const Expr *Side, const Expr *Other, BinaryOperatorKind Op,
                  bool SideLeft);
  void memoryTypeNumber(const Expr *Side, const Expr *Num, StringRef How);

  AstState &St;
  SourceManager &SM;
  ASTContext &Ctx;
  DenseMap<const VarDecl *, Cls> VarCls;
  DenseSet<const VarDecl *> BallotVars, Varying, MemTypeVars;
  DenseSet<const Expr *> Exempt, WordIndex;
  std::vector<Fn> Fns;
  std::vector<Guard> Guards;
  unsigned ConstDepth = 0;
};

} // namespace cuda2hip::hazards

#endif
