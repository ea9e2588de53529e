//===- FindContext.cpp - clang locations -> user-file findings ------------===//
#include "FindContext.h"
#include "VectorOperatorText.h"
#include "cuda2hip/Parse.h"
#include "cuda2hip/UserFiles.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {

/// A dependent argument that can only name a function: `kernel<T>` or
/// `&kernel<T>` in a template, whose type clang knows only at instantiation.
static bool namesOnlyFunctions(const Expr *A) {
  A = A->IgnoreParenImpCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(A))
    if (U->getOpcode() == UO_AddrOf)
      A = U->getSubExpr()->IgnoreParens();
  const auto *O = dyn_cast<OverloadExpr>(A);
  if (!O || O->getNumDecls() == 0)
    return false;
  for (const NamedDecl *D : O->decls()) {
    D = D->getUnderlyingDecl();
    if (!isa<FunctionDecl>(D) && !isa<FunctionTemplateDecl>(D))
      return false;
  }
  return true;
}

/// A variable whose initializer names a function, or a function pointer
/// (`auto kernel = Kernel<N, T>;` in a template, where its type is
/// dependent until instantiation).
static bool variableOfFunction(const Expr *A) {
  const auto *R = dyn_cast<DeclRefExpr>(A->IgnoreParenImpCasts());
  const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  const Expr *Init = V ? V->getInit() : nullptr;
  if (!Init)
    return false;
  QualType QT = Init->IgnoreParenImpCasts()->getType();
  return namesOnlyFunctions(Init) || QT->isFunctionType() || QT->isFunctionPointerType();
}

void FindContext::attach(CompilerInstance &CI) {
  SM = &CI.getSourceManager();
  LO = &CI.getLangOpts();
}

std::string filePath(const SourceManager &SM, FileID FID) {
  std::string P;
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID)) {
    SmallString<256> S(F->getName());
    sys::fs::make_absolute(S);
    sys::path::remove_dots(S, /*remove_dot_dot=*/true);
    P = std::string(S);
  }
  return P;
}

bool ownedByUser(const SourceManager &SM, FileID FID, StringRef Path) {
  return FID.isValid() && SM.getFileEntryRefForID(FID).has_value() &&
         !SM.isInSystemHeader(SM.getLocForStartOfFile(FID)) &&
         !Path.starts_with(OverlayDir);
}

const std::string &FindContext::pathOf(FileID FID) {
  auto It = Paths.find(FID);
  if (It != Paths.end())
    return It->second;
  return Paths[FID] = filePath(*SM, FID);
}

bool FindContext::isCudaPath(FileEntryRef F) const {
  StringRef Real = F.getFileEntry().tryGetRealPathName();
  for (const std::string &D : CudaDirs)
    if (StringRef(F.getName()).starts_with(D) ||
        (!Real.empty() && Real.starts_with(D)))
      return true;
  // PyTorch's CUDA headers (ATen/cuda, c10/cuda, THC): the torch tables name
  // what they declare, and a file parsed with PyTorch installed must come
  // out as the token engine translates it without PyTorch.
  auto IsTorchCuda = [](StringRef P) {
    for (StringRef D : {"/ATen/cuda/", "/ATen/native/cuda/", "/c10/cuda/",
                        "/THC/", "/THCUNN/"})
      if (P.contains(D))
        return true;
    return false;
  };
  if (IsTorchCuda(F.getName()) || IsTorchCuda(Real))
    return true;
  return sys::path::filename(F.getName()).starts_with("__clang_cuda_");
}

bool FindContext::isCudaFile(FileID FID) {
  if (FID.isInvalid())
    return false;
  auto It = CudaCache.find(FID);
  if (It != CudaCache.end())
    return It->second;
  OptionalFileEntryRef F = SM->getFileEntryRefForID(FID);
  return CudaCache[FID] = F && isCudaPath(*F);
}

bool FindContext::isUserFile(FileID FID) {
  auto It = UserCache.find(FID);
  if (It != UserCache.end())
    return It->second;
  bool R = ownedByUser(*SM, FID, FID.isValid() ? pathOf(FID) : "") &&
           !isCudaFile(FID);
  return UserCache[FID] = R;
}

bool FindContext::isCudaDecl(const Decl *D) {
  if (!D)
    return false;
  D = D->getCanonicalDecl();
  SourceLocation L = D->getLocation();
  if (L.isInvalid())
    return false;
  return isCudaFile(SM->getFileID(SM->getExpansionLoc(L)));
}

bool FindContext::declaredInHeader(const Decl *D, StringRef Name) {
  if (!D)
    return false;
  SourceLocation L = D->getCanonicalDecl()->getLocation();
  if (L.isInvalid())
    return false;
  OptionalFileEntryRef F = SM->getFileEntryRefForID(SM->getFileID(SM->getExpansionLoc(L)));
  return F && sys::path::filename(F->getName()) == Name;
}

bool FindContext::isCudaMacro(const MacroInfo *MI, StringRef Name) {
  if (MI->isBuiltinMacro())
    return false;
  SourceLocation L = MI->getDefinitionLoc();
  if (L.isInvalid())
    return false;
  FileID FID = SM->getFileID(SM->getExpansionLoc(L));
  if (!SM->getFileEntryRefForID(FID)) // <built-in>: predefined, e.g. __CUDACC__
    return !T.find(Name).empty();
  return isCudaFile(FID);
}

bool FindContext::userRange(SourceLocation Loc, unsigned Len, FileRange &R) {
  if (Loc.isInvalid())
    return false;
  SourceLocation S = SM->getSpellingLoc(Loc);
  FileID FID = SM->getFileID(S);
  if (!isUserFile(FID))
    return false;
  R.File = pathOf(FID);
  if (R.File.empty())
    return false;
  R.Offset = SM->getFileOffset(S);
  R.Length = Len;
  if (!Out.Buffers.count(R.File))
    Out.Buffers[R.File] = SM->getBufferData(FID).str();
  return true;
}

void FindContext::addTemplateKeyword(SourceLocation NameLoc, StringRef Name) {
  FileRange R;
  if (!NameLoc.isFileID() || !userRange(NameLoc, Name.size(), R))
    return;
  StringRef Buf = Out.Buffers[R.File];
  if (R.end() > Buf.size() || Buf.substr(R.Offset, R.Length) != Name)
    return;
  Out.Notes.push_back({std::move(R), false, "template-keyword",
                       ("'template' added before '" + Name +
                        "': a member template of a dependent type needs it in "
                        "standard C++ (clang reads the '<' after it as "
                        "less-than; nvcc accepts it without)")
                           .str()});
}

void FindContext::addEntered(SourceLocation Loc) {
  if (Loc.isInvalid())
    return;
  FileID FID = SM->getFileID(SM->getSpellingLoc(Loc));
  if (!isUserFile(FID))
    return;
  std::string P = pathOf(FID);
  if (!P.empty())
    Out.Entered.insert(std::move(P));
}

bool FindContext::userRange(SourceRange SR, FileRange &R) {
  CharSourceRange CR =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(SR), *SM, *LO);
  if (CR.isInvalid())
    return false;
  SourceLocation B = CR.getBegin(), E = CR.getEnd();
  if (SM->getFileID(B) != SM->getFileID(E))
    return false;
  unsigned BO = SM->getFileOffset(B), EO = SM->getFileOffset(E);
  if (EO < BO || !userRange(B, EO - BO, R))
    return false;
  return true;
}

void FindContext::addName(SourceLocation Loc, StringRef Name,
                          std::optional<Kind> K, bool FromCudaDecl,
                          bool LegacyApi) {
  // The identifier we rename is the last component of a qualified name.
  StringRef Last = Name.rsplit("::").second;
  if (Last.empty())
    Last = Name;
  FileRange R;
  if (!userRange(Loc, Last.size(), R))
    return;
  // The spelled token must be the name: not a token pasted from pieces.
  StringRef Buf = Out.Buffers[R.File];
  if (R.end() > Buf.size() || Buf.substr(R.Offset, R.Length) != Last ||
      (R.end() < Buf.size() && (isAlnum(Buf[R.end()]) || Buf[R.end()] == '_')))
    return;
  NameRef N;
  N.Where = std::move(R);
  N.Name = Name.str();
  N.K = K;
  N.Found = Engine::Ast;
  N.FromCudaDecl = FromCudaDecl;
  N.LegacyApi = LegacyApi;
  Out.Names.push_back(std::move(N));
}

std::string qualifiedName(const NamedDecl *D) {
  // Spelled the way users write it: no inline namespaces (CUB's versioned
  // ones, libcu++'s), no anonymous ones.
  std::string Q = D->getName().str();
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (!NS->isInline() && !NS->isAnonymousNamespace() &&
          !NS->getName().starts_with("__")) // cooperative_groups::__v1
        Q = NS->getName().str() + "::" + Q;
    } else if (const auto *R = dyn_cast<RecordDecl>(DC)) {
      Q = R->getName().str() + "::" + Q;
    }
  }
  return Q;
}

void FindContext::addNamespace(SourceLocation Loc, const NamedDecl *NS) {
  if (!NS)
    return;
  std::string Q = qualifiedName(NS);
  if (!isCudaDecl(NS)) { // a namespace of the user's rules
    if (User && User->isNamespace(Q))
      addName(Loc, Q, Kind::Namespace, false);
    return;
  }
  if (!T.isNamespace(Q) && !(User && User->isNamespace(Q)))
    return;
  addName(Loc, Q, Kind::Namespace, true);
}

void FindContext::addUserName(SourceLocation Loc, const NamedDecl *D,
                              std::optional<Kind> K) {
  if (!User || !D || !D->getDeclName().isIdentifier())
    return;
  std::string Q = qualifiedName(D);
  if (Q != D->getName() && !User->find(Q).empty())
    addName(Loc, Q, K, false);
  else if (isUserName(D->getName()))
    addName(Loc, D->getName(), K, false);
}

void FindContext::addInclude(SourceLocation Hash, StringRef Spelled, bool Angled,
                             CharSourceRange NameRange, OptionalFileEntryRef File) {
  FileRange H;
  if (!userRange(Hash, 1, H))
    return;
  StringRef Buf = Out.Buffers[H.File];
  size_t EOL = Buf.find_first_of("\r\n", H.Offset); // a lone CR ends a line too
  if (EOL == StringRef::npos)
    EOL = Buf.size();
  size_t End = EOL;
  while (End > H.Offset && (Buf[End - 1] == '\r' || Buf[End - 1] == ' ' ||
                            Buf[End - 1] == '\t'))
    --End;
  IncludeRef I;
  I.Directive = FileRange{H.File, H.Offset, unsigned(End - H.Offset)};
  FileRange N;
  if (!userRange(NameRange.getBegin(), 0, N))
    return;
  // NameRange covers the delimiters; strip them.
  I.Name = FileRange{N.File, N.Offset + 1, unsigned(Spelled.size())};
  if (I.Name.end() > Buf.size() || Buf.substr(I.Name.Offset, I.Name.Length) != Spelled)
    return; // include name produced by a macro: leave it
  I.Spelled = Spelled.str();
  I.Angled = Angled;
  // By path: the included file has no FileID of its own yet (translateFile
  // would answer an invalid one, and the cache would remember it).
  I.CudaOrUnresolved = !File || isCudaPath(*File) ||
                       (User && User->findHeader(Spelled));
  I.Found = Engine::Ast;
  Out.Includes.push_back(std::move(I));
}

void FindContext::addCall(const CallExpr *E, StringRef Name,
                          SourceLocation NameLoc) {
  bool Special = false;
  for (const Entry *R : T.find(Name))
    Special |= R->Rewrite != cuda2hip::Special::None;
  Special |= callArgumentsMatter(Name);
  if (!Special)
    return;
  CallRef C;
  C.Callee = Name.str();
  if (!userRange(NameLoc, Name.size(), C.CalleeTok))
    return;
  for (const Expr *A : E->arguments()) {
    if (isa<CXXDefaultArgExpr>(A))
      break;
    FileRange R;
    if (!userRange(A->getSourceRange(), R) || R.File != C.CalleeTok.File) {
      Out.Notes.push_back({C.CalleeTok, false, "macro-argument",
                           "arguments of '" + Name.str() +
                               "' come from a macro expansion; argument-level "
                               "rewrite not applied"});
      return;
    }
    C.Args.push_back(R);
    QualType QT = A->IgnoreParenImpCasts()->getType();
    C.ArgIsFunction.push_back(QT->isFunctionType() || QT->isFunctionPointerType() ||
                              QT->isSpecificBuiltinType(BuiltinType::Overload) ||
                              namesOnlyFunctions(A) || variableOfFunction(A));
    // The written argument's type (before the conversion to the parameter)
    // and its value when it is a constant: a lane mask's width and whether
    // it is a full one.
    const Expr *W = A->IgnoreParenImpCasts();
    unsigned Bits = 0;
    std::optional<uint64_t> Value;
    if (AST && !W->isTypeDependent() && W->getType()->isIntegerType())
      Bits = unsigned(AST->getTypeSize(W->getType()));
    Expr::EvalResult ER;
    if (AST && !A->isValueDependent() && !A->isTypeDependent() &&
        A->getType()->isIntegerType() && A->EvaluateAsInt(ER, *AST))
      Value = ER.Val.getInt().getZExtValue();
    if (AST && !Value && !W->isValueDependent() && !W->isTypeDependent() &&
        W->getType()->isIntegerType() && W->EvaluateAsInt(ER, *AST))
      Value = ER.Val.getInt().getExtValue();
    C.ArgBits.push_back(Bits);
    C.ArgValue.push_back(Value);
  }
  C.Found = Engine::Ast;
  Out.Calls.push_back(std::move(C));
}

void FindContext::addLaunch(const CUDAKernelCallExpr *E) {
  LaunchRef L;
  const CallExpr *Cfg = E->getConfig();
  // A launch in user code that no edit can rewrite (a macro builds it from
  // its arguments and its body): a "launch-in-macro" note at the use, its
  // message the "<<<" (FILE:OFFSET, in the body). With --launch-syntax hip
  // the planner turns it into a warning unless the token engine rewrote the
  // launch in the body (Plan/Launch.cpp); otherwise it is dropped.
  auto FromMacro = [&] {
    SourceLocation Use = SM->getExpansionLoc(E->getBeginLoc());
    FileRange U, Open;
    if (!userRange(Use, Lexer::MeasureTokenLength(Use, *SM, *LO), U) ||
        !userRange(Cfg->getCallee()->getBeginLoc(), 3, Open))
      return;
    Out.Notes.push_back({U, false, "launch-in-macro",
                         Open.File + ":" + std::to_string(Open.Offset)});
  };
  if (!userRange(E->getCallee()->getSourceRange(), L.Callee))
    return FromMacro();
  const Expr *Callee = E->getCallee()->IgnoreImplicit();
  if (const auto *DR = dyn_cast<DeclRefExpr>(Callee))
    L.CalleeHasTemplateArgs = DR->hasExplicitTemplateArgs();
  else if (const auto *UL = dyn_cast<UnresolvedLookupExpr>(Callee))
    L.CalleeHasTemplateArgs = UL->hasExplicitTemplateArgs();
  if (!userRange(Cfg->getCallee()->getBeginLoc(), 3, L.Open) ||
      !userRange(Cfg->getRParenLoc(), 3, L.Close) ||
      !userRange(E->getRParenLoc(), 1, L.RParen))
    return FromMacro();
  for (const Expr *A : Cfg->arguments()) {
    if (isa<CXXDefaultArgExpr>(A))
      break;
    FileRange R;
    if (!userRange(A->getSourceRange(), R))
      return FromMacro();
    L.Config.push_back(R);
  }
  for (const Expr *A : E->arguments()) {
    if (isa<CXXDefaultArgExpr>(A))
      break;
    FileRange R;
    if (!userRange(A->getSourceRange(), R))
      return FromMacro();
    L.Args.push_back(R);
  }
  // All pieces must be spelled in one file, in order (not split by macros:
  // `LAUNCH(k, g, b, ...)` spells k, g and b at the use, <<< in the body).
  StringRef Buf = Out.Buffers[L.Callee.File];
  for (const FileRange *R : {&L.Open, &L.Close, &L.RParen})
    if (R->File != L.Callee.File)
      return FromMacro();
  // `<<<`, or `<< <` as nvcc also accepts (Parse.h): as long as spelled.
  auto Chevrons = [&](FileRange &R, char C) {
    R.Length = spelledChevronLength(Buf, R.Offset, C);
    return R.Length > 3 || Buf.substr(R.Offset, 3) == std::string(3, C);
  };
  if (!Chevrons(L.Open, '<') || !Chevrons(L.Close, '>'))
    return FromMacro();
  size_t LP = Buf.find('(', L.Close.end());
  if (LP == StringRef::npos || LP > L.RParen.Offset)
    return FromMacro();
  L.LParen = FileRange{L.Callee.File, unsigned(LP), 1};
  std::vector<const FileRange *> Order{&L.Callee, &L.Open};
  for (const FileRange &R : L.Config)
    Order.push_back(&R);
  Order.push_back(&L.Close);
  Order.push_back(&L.LParen);
  for (const FileRange &R : L.Args)
    Order.push_back(&R);
  Order.push_back(&L.RParen);
  for (size_t I = 0; I + 1 < Order.size(); ++I)
    if (Order[I]->File != L.Callee.File || Order[I]->end() > Order[I + 1]->Offset)
      return FromMacro();
  L.Found = Engine::Ast;
  Out.Launches.push_back(std::move(L));
}

void FindContext::addMacroBody(SourceLocation NameLoc, SourceLocation End) {
  if (NameLoc.isValid() && End.isValid() && NameLoc.isFileID())
    MacroBodies.push_back(SourceRange(NameLoc, End));
}

void FindContext::addSkipped(SourceRange R) { Skipped.push_back(R); }

void FindContext::finish() {
  // The token engine takes over where the compiler saw no AST: skipped
  // branches and the bodies of macros defined in user files.
  auto Scan = [&](SourceRange SR, bool SkipName) {
    FileRange B, E;
    if (!userRange(SR.getBegin(), 0, B) || !userRange(SR.getEnd(), 0, E) ||
        B.File != E.File || E.Offset < B.Offset)
      return;
    StringRef Buf = Out.Buffers[B.File];
    unsigned Begin = B.Offset, End = E.Offset;
    if (SkipName) // start after the macro's name
      while (Begin < Buf.size() && (isAlnum(Buf[Begin]) || Buf[Begin] == '_'))
        ++Begin;
    // End at the end of the last token / line.
    while (End < Buf.size() && Buf[End] != '\n')
      ++End;
    scanTokens(B.File, Buf, T, Out, Begin, End, User);
  };
  for (SourceRange R : Skipped)
    Scan(R, false);
  for (SourceRange R : MacroBodies)
    Scan(R, true);
}

namespace {
/// The CUDA declaration \p T's sugar names (through pointers, references,
/// qualifiers and typedefs), or null.
const NamedDecl *cudaTypeDecl(QualType T, FindContext &C) {
  while (!T.isNull()) {
    const clang::Type *P = T.getTypePtr();
    if (const auto *TT = dyn_cast<TypedefType>(P)) {
      if (C.isCudaDecl(TT->getDecl()))
        return TT->getDecl();
      T = TT->desugar();
    } else if (const auto *ET = dyn_cast<ElaboratedType>(P)) {
      T = ET->getNamedType();
    } else if (P->isPointerType() || P->isReferenceType()) {
      T = P->getPointeeType();
    } else if (const TagDecl *D = P->getAsTagDecl()) {
      return C.isCudaDecl(D) ? D : nullptr;
    } else {
      return nullptr;
    }
  }
  return nullptr;
}
} // namespace

void FindContext::addSignature(const FunctionDecl *FD) {
  if (FD->isTemplated() || FD->isImplicit() || FD->getNumParams() == 0 ||
      FD->getBeginLoc().isMacroID() || FD->getEndLoc().isMacroID() || isCudaDecl(FD))
    return;
  bool Cuda = false;
  SignatureRef S;
  PrintingPolicy PP(*LO);
  PP.SuppressScope = false;
  for (const ParmVarDecl *P : FD->parameters()) {
    Cuda = Cuda || cudaTypeDecl(P->getType(), *this);
    S.Params.push_back(P->getType().getAsString(PP));
  }
  if (!Cuda || !userRange(FD->getSourceRange(), S.Decl))
    return;
  S.Name = FD->getQualifiedNameAsString();
  Out.Signatures.push_back(std::move(S));
}

void FindContext::addVectorOperator(const FunctionDecl *FD) {
  if (!FD->isOverloadedOperator() || isa<CXXMethodDecl>(FD) || FD->isTemplated() ||
      FD->getFriendObjectKind() != Decl::FOK_None || FD->getNumParams() == 0 ||
      FD->getLocation().isMacroID() || !cudaTypeDecl(FD->getParamDecl(0)->getType(), *this))
    return;
  FileRange R;
  if (!userRange(FD->getSourceRange(), R))
    return;
  const std::string &Buf = Out.Buffers[R.File];
  // Through the `;` of a declaration: the reader ends there.
  unsigned End = R.end();
  while (End < Buf.size() && (Buf[End] == ' ' || Buf[End] == '\t'))
    ++End;
  if (End < Buf.size() && Buf[End] == ';')
    ++End;
  std::optional<VectorOperatorRef> V = readVectorOperator(R.File, Buf, R.Offset, End);
  if (!V || V->Decl.Offset != R.Offset)
    return;
  // The AST knows the attributes, however spelled (a project's HD macro).
  V->HostDevice = FD->hasAttr<CUDAHostAttr>() && FD->hasAttr<CUDADeviceAttr>();
  Out.VectorOperators.push_back(std::move(*V));
}

} // namespace cuda2hip
