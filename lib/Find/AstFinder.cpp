//===- AstFinder.cpp - the AST engine and preprocessor callbacks ----------===//
//
// Parses the translation unit host-side with clang (CUDA 13 headers, an
// in-memory overlay for what CUDA 13 removed) and records every reference to
// a declaration or macro that lives in a CUDA header. Skipped #if branches and
// user macro bodies are handed to the token engine.
//
//===----------------------------------------------------------------------===//
#include "FindContext.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

std::optional<Kind> kindOf(const NamedDecl *D) {
  if (isa<FunctionDecl, FunctionTemplateDecl>(D))
    return isa<CXXMethodDecl>(D) ? Kind::Member : Kind::Function;
  if (isa<TypeDecl, ClassTemplateDecl, TypeAliasTemplateDecl>(D))
    return Kind::Type;
  if (isa<EnumConstantDecl>(D))
    return Kind::Enumerator;
  if (isa<FieldDecl>(D))
    return Kind::Member;
  if (isa<VarDecl>(D))
    return D->getDeclContext()->isRecord() ? Kind::Member : Kind::Variable;
  if (isa<NamespaceDecl, NamespaceAliasDecl>(D))
    return Kind::Namespace;
  return std::nullopt;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(FindContext &C) : C(C) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  void decl(SourceLocation Loc, const NamedDecl *D) {
    if (!D || !D->getDeclName().isIdentifier())
      return;
    if (!C.isCudaDecl(D)) {
      C.addUserName(Loc, D, kindOf(D)); // a wrapper a user rule names
      return;
    }
    // Rows of names inside namespaces are qualified ("cooperative_groups::
    // thread_block"); C names are not.
    if (!D->getDeclContext()->isTranslationUnit() &&
        !D->getDeclContext()->isExternCContext()) {
      std::string Q = qualifiedName(D);
      if (!C.T.find(Q).empty()) {
        C.addName(Loc, Q, kindOf(D), true);
        return;
      }
    }
    // cuBLAS v1 (cublas.h declares it; cublas_v2.h's names are macros for
    // the _v2 functions of cublas_api.h): HIP has only the handle form.
    C.addName(Loc, D->getName(), kindOf(D), /*FromCudaDecl=*/true,
              isa<FunctionDecl>(D) && C.declaredInHeader(D, "cublas.h"));
  }

  // Declarations of names a user rule spells are renamed with their uses.
  bool VisitNamedDecl(NamedDecl *D) {
    if (C.User && !C.isCudaDecl(D))
      C.addUserName(D->getLocation(), D, kindOf(D));
    return true;
  }
  // Casts whose translation is ambiguous (Conversions.cpp): where the types
  // are known, and in a template on each of its instantiations.
  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    C.addConversion(E);
    return true;
  }
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *D) {
    C.addConversionsOfInstantiations(D);
    return true;
  }
  bool VisitClassTemplateDecl(ClassTemplateDecl *D) {
    C.addConversionsOfInstantiations(D);
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    C.addSignature(FD);
    C.addVectorOperator(FD);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    decl(E->getLocation(), E->getFoundDecl());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *D : E->decls())
      if (C.isCudaDecl(D)) {
        decl(E->getNameLoc(), D);
        break;
      }
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    decl(TL.getNameLoc(), TL.getTypedefNameDecl());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    decl(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  bool VisitUsingTypeLoc(UsingTypeLoc TL) {
    decl(TL.getNameLoc(), TL.getFoundDecl());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      decl(TL.getTemplateNameLoc(), TD);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    // Members keep their names unless a Member row says otherwise. Rows name
    // the public class (CUDA may declare the member in a private base).
    const ValueDecl *D = E->getMemberDecl();
    if (!D->getDeclName().isIdentifier() || !C.isCudaDecl(D))
      return true;
    QualType Base = E->getBase()->getType();
    if (E->isArrow() && Base->isPointerType())
      Base = Base->getPointeeType();
    std::vector<std::string> Candidates;
    if (const auto *RD = Base->getAsCXXRecordDecl())
      Candidates.push_back(qualifiedName(RD) + "::" + D->getName().str());
    Candidates.push_back(qualifiedName(D));
    for (const std::string &Q : Candidates)
      if (!C.T.find(Q).empty()) {
        C.addName(E->getMemberLoc(), Q, Kind::Member, true);
        break;
      }
    return true;
  }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    for (NestedNameSpecifierLoc L = NNS; L; L = L.getPrefix()) {
      const NestedNameSpecifier *S = L.getNestedNameSpecifier();
      const NamedDecl *N = nullptr;
      if (S->getKind() == NestedNameSpecifier::Namespace)
        N = S->getAsNamespace();
      else if (S->getKind() == NestedNameSpecifier::NamespaceAlias)
        N = S->getAsNamespaceAlias();
      if (N)
        C.addNamespace(L.getLocalBeginLoc(), N);
    }
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    C.addNamespace(D->getIdentLocation(), D->getNominatedNamespaceAsWritten());
    return true;
  }
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) {
    C.addNamespace(D->getTargetNameLoc(), D->getAliasedNamespace());
    return true;
  }
  bool VisitUsingDecl(UsingDecl *D) {
    for (const UsingShadowDecl *S : D->shadows()) {
      decl(D->getNameInfo().getLoc(), S->getTargetDecl());
      break;
    }
    return true;
  }
  // `Dep<A>::name<N>(args)` in a template, without `template`: clang parses
  // (Dep<A>::name < N) > (args), and fails when it instantiates it; nvcc
  // takes name as the member template it is. Reported (then inserted by the
  // plan) only when the class template's definition or one of its
  // specializations declares `name` as a member template.
  bool VisitBinaryOperator(BinaryOperator *E) { return missingTemplateKeyword(E); }
  // With operator< overloads in scope (std's), the dependent comparison is
  // an operator call.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) { return missingTemplateKeyword(E); }

  /// \p E as `L Op R` (a built-in or an unresolved overloaded operator).
  static bool asBinary(const Expr *E, BinaryOperatorKind Op, const Expr *&L, const Expr *&R) {
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->getOpcode() != Op)
        return false;
      L = B->getLHS(), R = B->getRHS();
      return true;
    }
    const auto *O = dyn_cast<CXXOperatorCallExpr>(E);
    if (!O || O->getNumArgs() != 2 ||
        O->getOperator() != (Op == BO_LT ? OO_Less : Op == BO_GT ? OO_Greater : OO_None))
      return false;
    L = O->getArg(0), R = O->getArg(1);
    return true;
  }

  bool missingTemplateKeyword(const Expr *E) {
    const Expr *Lt, *Args, *Ref, *N;
    if (!asBinary(E, BO_GT, Lt, Args) || !isa<ParenExpr, ParenListExpr>(Args) ||
        !asBinary(Lt, BO_LT, Ref, N))
      return true;
    const auto *D = dyn_cast<DependentScopeDeclRefExpr>(Ref);
    if (!D || D->hasTemplateKeyword() || !D->getDeclName().isIdentifier())
      return true;
    if (memberTemplateOfQualifier(D->getQualifier(), D->getDeclName()))
      C.addTemplateKeyword(D->getLocation(), D->getDeclName().getAsIdentifierInfo()->getName());
    return true;
  }

  static bool declaresTemplate(const CXXRecordDecl *R, DeclarationName Name) {
    if (!R || !R->hasDefinition())
      return false;
    for (const NamedDecl *D : R->getDefinition()->lookup(Name))
      if (isa<TemplateDecl>(D))
        return true;
    return false;
  }

  static bool memberTemplateOfQualifier(const NestedNameSpecifier *Q, DeclarationName Name) {
    const clang::Type *Ty = Q ? Q->getAsType() : nullptr;
    const auto *TS = Ty ? Ty->getAs<TemplateSpecializationType>() : nullptr;
    const auto *CT = TS ? dyn_cast_or_null<ClassTemplateDecl>(
                              TS->getTemplateName().getAsTemplateDecl())
                        : nullptr;
    if (!CT)
      return false;
    if (declaresTemplate(CT->getTemplatedDecl(), Name))
      return true;
    for (const ClassTemplateSpecializationDecl *S : CT->specializations())
      if (declaresTemplate(S, Name))
        return true;
    SmallVector<ClassTemplatePartialSpecializationDecl *, 4> Partial;
    const_cast<ClassTemplateDecl *>(CT)->getPartialSpecializations(Partial);
    for (const ClassTemplatePartialSpecializationDecl *S : Partial)
      if (declaresTemplate(S, Name))
        return true;
    return false;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (auto *K = dyn_cast<CUDAKernelCallExpr>(E)) {
      C.addLaunch(K);
      return true;
    }
    const Expr *Callee = E->getCallee()->IgnoreImplicit();
    StringRef Name;
    SourceLocation NameLoc;
    if (const auto *DR = dyn_cast<DeclRefExpr>(Callee)) {
      if (!C.isCudaDecl(DR->getDecl()) ||
          !DR->getDecl()->getDeclName().isIdentifier())
        return true;
      Name = DR->getDecl()->getName();
      NameLoc = DR->getLocation();
    } else if (const auto *UL = dyn_cast<UnresolvedLookupExpr>(Callee)) {
      if (!UL->getName().isIdentifier() || UL->decls().empty() ||
          !C.isCudaDecl(*UL->decls().begin()))
        return true;
      Name = UL->getName().getAsIdentifierInfo()->getName();
      NameLoc = UL->getNameLoc();
    } else {
      return true;
    }
    C.addCall(E, Name, NameLoc);
    return true;
  }

private:
  FindContext &C;
};

class Consumer : public ASTConsumer {
public:
  explicit Consumer(FindContext &C) : C(C), V(C) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
    C.AST = &Ctx;
    // With a PCH of the CUDA preamble (Parse.h), only what this TU parsed:
    // the PCH's declarations live in CUDA and system headers, where nothing
    // is ever reported, and walking them would deserialize all of them.
    // (clangd does the same with its preamble.)
    if (C.OnlyLocalDecls)
      Ctx.setTraversalScope(
          std::vector<Decl *>(TU->noload_decls().begin(), TU->noload_decls().end()));
    V.TraverseDecl(TU);
  }
  // Called by Sema (canSkipFunctionBody) when FrontendOptions::
  // SkipFunctionBodies is on: see SkipBodies.cpp.
  bool shouldSkipFunctionBody(Decl *D) override { return C.canSkipBody(D); }

private:
  FindContext &C;
  Visitor V;
};

class PPHooks : public PPCallbacks {
public:
  explicit PPHooks(FindContext &C) : C(C) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName,
                          bool IsAngled, CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool, SrcMgr::CharacteristicKind) override {
    C.addInclude(HashLoc, FileName, IsAngled, FilenameRange, File);
  }
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    macroUse(Name, MD);
  }
  void Defined(const Token &Name, const MacroDefinition &MD, SourceRange) override {
    macroUse(Name, MD);
  }
  void Ifdef(SourceLocation, const Token &Name, const MacroDefinition &MD) override {
    macroUse(Name, MD);
  }
  void Ifndef(SourceLocation, const Token &Name, const MacroDefinition &MD) override {
    macroUse(Name, MD);
  }
  void Elifdef(SourceLocation, const Token &Name, const MacroDefinition &MD) override {
    macroUse(Name, MD);
  }
  void Elifndef(SourceLocation, const Token &Name, const MacroDefinition &MD) override {
    macroUse(Name, MD);
  }
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD->getMacroInfo();
    C.addMacroBody(Name.getLocation(), MI->getDefinitionEndLoc());
    if (const IdentifierInfo *II = Name.getIdentifierInfo())
      if (C.isUserName(II->getName())) // #define of a name a user rule maps
        C.addName(Name.getLocation(), II->getName(), Kind::Macro, false);
  }
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    C.addSkipped(Range);
  }
  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason == EnterFile)
      C.addEntered(Loc);
  }

private:
  void macroUse(const Token &Name, const MacroDefinition &MD) {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II)
      return;
    const MacroInfo *MI = MD.getMacroInfo();
    // A macro from a CUDA header, a predefined one, or (when undefined here)
    // one the tables know: CUDA code tests for CUDA macros it never included.
    if (MI ? C.isCudaMacro(MI, II->getName()) : !C.T.find(II->getName()).empty())
      C.addName(Name.getLocation(), II->getName(), Kind::Macro,
                /*FromCudaDecl=*/MI != nullptr);
    else if (C.isUserName(II->getName())) // a macro a user rule names
      C.addName(Name.getLocation(), II->getName(), Kind::Macro, false);
  }
  FindContext &C;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(FindContext &C) : C(C) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    C.attach(CI);
    // Read by ExecuteAction (ParseAST), after this: the consumer decides
    // which bodies (canSkipBody).
    if (C.SkipForeignBodies)
      CI.getFrontendOpts().SkipFunctionBodies = true;
    CI.getPreprocessor().addPPCallbacks(std::make_unique<PPHooks>(C));
    return std::make_unique<Consumer>(C);
  }
  void EndSourceFileAction() override { C.finish(); }

private:
  FindContext &C;
};

} // namespace

std::unique_ptr<FrontendAction> makeFindAction(FindContext &C) {
  return std::make_unique<Action>(C);
}

} // namespace cuda2hip
