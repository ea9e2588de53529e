//===- TextureFix.h - the texture-memory fix's view of the unit --*- C++ -*-===//
//
// Private to lib/Hazards: the classes TextureFix.cpp rewrites texture reads
// with (the texture-memory family is in Textures.cpp): what the whole unit
// declares and launches (Scan), a texture object's creation (Creation), and
// the pass that groups the reads of a kernel parameter into one fix
// (Textures).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_HAZARDS_TEXTUREFIX_H
#define CUDA2HIP_LIB_HAZARDS_TEXTUREFIX_H

#include "AstVisitor.h"
#include "cuda2hip/Lexing.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

namespace cuda2hip::hazards::texfix {

using llvm::SmallPtrSet;
using llvm::StringMap;
using llvm::StringSet;

/// "cudaFilterModePoint" / "hipFilterModePoint" -> "FilterModePoint".
inline StringRef unprefixed(StringRef N) {
  if (!N.consume_front("cuda"))
    N.consume_front("hip");
  return N;
}

inline bool isApi(StringRef Name, StringRef Base) { return unprefixed(Name) == Base; }

enum class Kind : uint8_t { Linear, Pitch };

/// What the texture pass needs from the whole translation unit.
class Scan : public RecursiveASTVisitor<Scan> {
  using Base = RecursiveASTVisitor<Scan>;

public:
  explicit Scan(AstState &St) : St(St) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && D->getLocation().isValid() &&
        !St.userLoc(St.SM->getExpansionLoc(D->getLocation())))
      return true;
    return Base::TraverseDecl(D);
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *VD = dyn_cast<VarDecl>(E->getDecl()))
      VarRefs[VD].push_back(E);
    else if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      FnRefs[FD->getCanonicalDecl()].push_back(E);
    return true;
  }
  bool VisitNamedDecl(NamedDecl *D) {
    if (D->getDeclName().isIdentifier())
      Names.insert(D->getName());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    if (E->getName().isIdentifier())
      Unresolved[E->getName().getAsIdentifierInfo()->getName()] =
          E->getNameLoc();
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    if (auto *K = dyn_cast<CUDAKernelCallExpr>(E)) {
      Launches.push_back(K);
      for (const Expr *A : K->arguments())
        if (const auto *DR = dyn_cast<DeclRefExpr>(strip(A)))
          Allowed.insert(DR);
      return true;
    }
    StringRef N = calleeName(E);
    if (isApi(N, "CreateTextureObject") && E->getNumArgs() == 4)
      if (const auto *DR = addrOf(E->getArg(0)))
        if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl())) {
          Creates[VD].push_back(E);
          Allowed.insert(DR);
        }
    if (isApi(N, "DestroyTextureObject") && E->getNumArgs() == 1)
      if (const auto *DR = dyn_cast<DeclRefExpr>(strip(E->getArg(0))))
        Allowed.insert(DR);
    return true;
  }
  bool VisitUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E) {
    if (!E->isArgumentType())
      anyNode(E->getArgumentExpr(), [&](const Expr *X) {
        if (const auto *DR = dyn_cast<DeclRefExpr>(X))
          Unevaluated.insert(DR);
        return false;
      });
    return true;
  }

  static const DeclRefExpr *addrOf(const Expr *E) {
    const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
    if (!U || U->getOpcode() != UO_AddrOf)
      return nullptr;
    return dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParenImpCasts());
  }

  AstState &St;
  DenseMap<const VarDecl *, std::vector<const DeclRefExpr *>> VarRefs;
  DenseMap<const FunctionDecl *, std::vector<const DeclRefExpr *>> FnRefs;
  StringMap<SourceLocation> Unresolved;
  StringSet<> Names; ///< declared in user code
  std::vector<const CUDAKernelCallExpr *> Launches;
  DenseMap<const VarDecl *, std::vector<const CallExpr *>> Creates;
  SmallPtrSet<const DeclRefExpr *, 16> Allowed, Unevaluated;
};

/// A texture object's creation, as far as the fix needs it.
struct Creation {
  std::string Reason; ///< why it cannot be followed (empty: it can)
  Kind K = Kind::Linear;
  QualType Elem;              ///< cudaCreateChannelDesc<Elem>()
  bool BorderX = false, BorderY = false;
  std::string Res;            ///< the resource descriptor's name
  const CompoundStmt *Block = nullptr;
  unsigned After = 0;         ///< offset of the end of the creating statement
  unsigned Insert = 0;        ///< where the view's declaration goes
  std::string Indent;
};

class Textures {
public:
  Textures(AstState &St, ASTContext &Ctx, Scan &Sc)
      : St(St), SM(*St.SM), Ctx(Ctx), Sc(Sc),
        Buf(St.S.bufferOf(St.S.MainFile)) {}

  void run();

private:
  std::string line(SourceLocation L) {
    return std::to_string(SM.getExpansionLineNumber(L));
  }
  /// Offset of \p L's expansion (its last token with \p End) in the main
  /// file, or nothing.
  std::optional<unsigned> offset(SourceLocation L, bool End = false) {
    if (L.isInvalid())
      return std::nullopt;
    SourceLocation E =
        End ? SM.getExpansionRange(L).getEnd() : SM.getExpansionLoc(L);
    if (!SM.isWrittenInMainFile(E))
      return std::nullopt;
    return SM.getFileOffset(E);
  }
  /// The written range of \p X in the main file, outside macros.
  bool plainRange(const Expr *X, FileRange &R) {
    return !X->getBeginLoc().isMacroID() && !X->getEndLoc().isMacroID() &&
           St.exprRange(X, R) && R.File == St.S.MainFile;
  }
  StringRef text(const FileRange &R) { return Buf.substr(R.Offset, R.Length); }

  const Stmt *parent(const DynTypedNode &N, DynTypedNode &Up) {
    auto Ps = Ctx.getParents(N);
    if (Ps.empty())
      return nullptr;
    Up = Ps[0];
    return Up.get<Stmt>();
  }
  /// The statement of a block that holds \p X, and the block.
  bool statementOf(const Stmt *X, const Stmt *&S, const CompoundStmt *&C) {
    DynTypedNode N = DynTypedNode::create(*X), Up;
    const Stmt *Prev = X;
    for (unsigned Depth = 0; Depth < 64; ++Depth) {
      auto Ps = Ctx.getParents(N);
      if (Ps.empty())
        return false;
      Up = Ps[0];
      if (Up.get<LambdaExpr>())
        return false;
      // A block of a macro's body (CHECK(...) as do { ... } while (0)) is
      // part of the statement the macro expands to.
      if (const auto *CS = Up.get<CompoundStmt>();
          CS && !CS->getLBracLoc().isMacroID()) {
        S = Prev;
        C = CS;
        return true;
      }
      if (const Stmt *P = Up.get<Stmt>())
        Prev = P;
      else if (!Up.get<Decl>() || Up.get<FunctionDecl>())
        return false;
      N = Up;
    }
    return false;
  }
  /// \p X lies in \p C (through statements only, no lambda in between).
  bool inside(const Stmt *X, const CompoundStmt *C) {
    DynTypedNode N = DynTypedNode::create(*X), Up;
    for (unsigned Depth = 0; Depth < 256; ++Depth) {
      auto Ps = Ctx.getParents(N);
      if (Ps.empty())
        return false;
      Up = Ps[0];
      if (Up.get<LambdaExpr>() || Up.get<FunctionDecl>())
        return false;
      if (Up.get<CompoundStmt>() == C)
        return true;
      N = Up;
    }
    return false;
  }

  static bool typedefNamed(QualType T, StringRef Base) {
    const auto *TT = T.isNull() ? nullptr : T->getAs<TypedefType>();
    return TT && isApi(nameOf(TT->getDecl()), Base);
  }
  static bool recordNamed(QualType T, StringRef Base) {
    const RecordDecl *RD = T.isNull() ? nullptr : T->getAsRecordDecl();
    return RD && isApi(nameOf(RD), Base);
  }
  bool zeroInit(const Expr *E) {
    if (!E)
      return false;
    E = E->IgnoreImplicit();
    if (isa<ImplicitValueInitExpr>(E))
      return true;
    if (const auto *IL = dyn_cast<InitListExpr>(E)) {
      for (const Expr *I : IL->inits())
        if (!zeroInit(I))
          return false;
      return !IL->hasArrayFiller() || zeroInit(IL->getArrayFiller());
    }
    if (const auto *CE = dyn_cast<CXXConstructExpr>(E))
      return CE->getNumArgs() == 0 && CE->requiresZeroInitialization();
    Expr::EvalResult R;
    return !E->isValueDependent() && E->getType()->isScalarType() &&
           E->EvaluateAsInt(R, Ctx) && R.Val.getInt().isZero();
  }
  bool systemDecl(const Decl *D) const {
    return D && SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation()));
  }
  /// `V.a.b[1] = RHS` (or a class assignment operator): the path "a.b[1]".
  static bool assignment(const Stmt *S, const VarDecl *V, std::string &Path,
                         const Expr *&Rhs, const DeclRefExpr *&Root) {
    const auto *E = dyn_cast<Expr>(S);
    if (!E)
      return false;
    E = E->IgnoreImplicit();
    const Expr *Lhs = nullptr;
    if (const auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->getOpcode() == BO_Assign) {
      Lhs = BO->getLHS();
      Rhs = BO->getRHS();
    } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
               OC && OC->getOperator() == OO_Equal && OC->getNumArgs() == 2) {
      Lhs = OC->getArg(0);
      Rhs = OC->getArg(1);
    } else {
      return false;
    }
    std::string P;
    const Expr *X = Lhs->IgnoreParenImpCasts();
    while (true) {
      if (const auto *M = dyn_cast<MemberExpr>(X)) {
        if (M->isArrow())
          return false;
        P = "." + nameOf(M->getMemberDecl()).str() + P;
        X = M->getBase()->IgnoreParenImpCasts();
      } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(X)) {
        const IntegerLiteral *I = intLit(A->getIdx());
        if (!I)
          return false;
        P = "[" + std::to_string(I->getValue().getZExtValue()) + "]" + P;
        X = A->getBase()->IgnoreParenImpCasts();
      } else {
        break;
      }
    }
    const auto *DR = dyn_cast<DeclRefExpr>(X);
    if (!DR || DR->getDecl() != V || P.empty())
      return false;
    Path = P.substr(1);
    Root = DR;
    return true;
  }

  /// \p Name is an identifier of the main file (code, not comments) or
  /// declared in user code.
  bool taken(StringRef Name) {
    if (Idents.empty()) {
      forEachRawToken(Buf, *St.LO, [&](const RawToken &T) {
        if (T.Kind == tok::raw_identifier)
          Idents.insert(Buf.substr(T.Offset, T.Length));
      });
      Idents.insert("");
    }
    return Idents.count(Name) || Sc.Names.count(Name);
  }
  /// How \p T is created (Reason says why it cannot be followed), read in
  /// steps, each "" or the reason: the call, where the view goes, the
  /// block, the descriptors' fields, the resource, the sampling.
  Creation creation(const VarDecl *T);
  struct CreationRead;
  std::string creationCall(CreationRead &Rd, Creation &C);
  std::string creationPlace(CreationRead &Rd, Creation &C);
  std::string creationBlock(CreationRead &Rd, Creation &C);
  std::string descriptorFields(CreationRead &Rd, Creation &C);
  std::string enumField(CreationRead &Rd, const VarDecl *V, StringRef Path,
                        StringRef ZeroName, std::string &Out);
  std::string resourceOf(CreationRead &Rd, Creation &C);
  std::string samplingOf(CreationRead &Rd, Creation &C);
  /// Fixes the reads \p Fetches of kernel \p K's parameter \p P as one
  /// group, or reports why it cannot, in steps, each "" or the reason: the
  /// reads, the parameter's type, the kernel and its launches, the view's
  /// type, each launch, the reads' new text, the helper type.
  void group(const FunctionDecl *K, const ParmVarDecl *P,
             const std::vector<const CallExpr *> &Fetches);
  struct GroupRead;
  std::string groupReads(GroupRead &Rd);
  std::string groupParameter(GroupRead &Rd);
  std::string groupKernel(GroupRead &Rd);
  std::string groupViewType(GroupRead &Rd);
  std::string groupLaunch(GroupRead &Rd, const CUDAKernelCallExpr *L);
  std::string groupFetches(GroupRead &Rd);
  std::string groupHelper(GroupRead &Rd);
  void report(const CallExpr *F, const std::string &Reason) {
    StringRef Name = calleeName(F);
    St.report(Rule::TextureMemory, calleeLoc(F),
              "'" + Name.str() + "' needs texture hardware, which MI300X "
              "(CDNA3) does not have (not fixed by --fix: " + Reason + ")");
  }

  AstState &St;
  SourceManager &SM;
  ASTContext &Ctx;
  Scan &Sc;
  StringRef Buf;
  DenseMap<const VarDecl *, Creation> Made;
  StringSet<> Idents;
};

} // namespace cuda2hip::hazards::texfix

#endif
