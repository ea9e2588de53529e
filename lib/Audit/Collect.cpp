//===- Collect.cpp - public names of the CUDA headers, via clang ----------===//
//
// One translation unit per group: #include the group's headers, parse
// host-side as CUDA (like lib/Find/Finder.cpp: CUDA 13, clang 19, CCCL's
// include folder, an overlay for headers CUDA 13 removed), then list the
// declarations and macros whose location is in one of the group's files.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Audit.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Parse.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

constexpr const char *MainFile = "/__cuda2hip_audit__.cu";

/// Reserved spellings that are internal even where "__" names are API
/// (more, per group, in Specs.cpp).
bool internalReserved(StringRef N) {
  for (StringRef P : {"__cuda", "__CUDA", "__internal", "__nv_internal",
                      "__builtin", "__clang", "_CCCL", "_LIBCUDACXX"})
    if (N.starts_with(P))
      return true;
  // __FOO_H__-style macros; __half, __nv_bfloat16 and __shfl_sync stay.
  return N.ends_with("__") && N.size() > 4 && N.upper() == N;
}

// Names with a leading underscore are reserved at global scope; in
// namespaces "__x" and "_X" are.
bool reserved(StringRef N) { return N.starts_with("_"); }

/// ABI-versioning namespaces (cooperative_groups::__v1, cuda::std::__4)
/// are left out of qualified names, like inline ones.
bool abiNamespace(const NamespaceDecl *NS) {
  StringRef N = NS->getName();
  if (NS->isInline())
    return true;
  if (!N.consume_front("__"))
    return false;
  N.consume_front("v");
  return !N.empty() && all_of(N, [](char C) { return isDigit(C); });
}

bool internalNamespace(StringRef N) {
  return N.empty() || N.starts_with("_") || N == "detail" || N == "details" ||
         N == "internal" || N == "impl" || N.ends_with("_detail") ||
         N.ends_with("_internal");
}

/// A file in an implementation folder (thrust/detail/, cub/detail/,
/// thrust/system/cuda/detail/, cooperative_groups/details/).
bool implementationFile(StringRef H) {
  for (auto I = sys::path::begin(H), E = sys::path::end(H); I != E; ++I)
    if (std::next(I) != E && (I->ends_with("detail") || *I == "details"))
      return true;
  return false;
}

std::string qualified(const NamedDecl *D) {
  std::string Q = D->getName().str();
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (!abiNamespace(NS) && !NS->isAnonymousNamespace())
        Q = NS->getName().str() + "::" + Q;
    } else if (const auto *R = dyn_cast<RecordDecl>(DC)) {
      Q = R->getName().str() + "::" + Q;
    }
  return Q;
}

struct Collector {
  explicit Collector(const AuditSpec &S) : Spec(S) {}
  const AuditSpec &Spec;
  const AuditUnit *Unit = nullptr;
  std::vector<std::string> Roots; ///< "<cuda>/include/" and its real path
  SourceManager *SM = nullptr;
  std::map<std::string, AuditName> Found; ///< by name
  std::vector<std::pair<GlobPattern, std::optional<GlobPattern>>> Internal;
  /// Names left out as internal, with the rule (index) that matched their
  /// first declaration. A name leaves this map when another declaration of
  /// it is public: thrust::reduce is forward-declared in
  /// thrust/system/cuda/detail/reduce.h before thrust/reduce.h declares it.
  std::map<std::string, unsigned> Left;
  DenseMap<FileID, std::optional<std::string>> FileCache;

  /// The covered header \p FID is, relative to <cuda>/include; or none.
  std::optional<std::string> coveredFile(FileID FID) {
    auto It = FileCache.find(FID);
    if (It != FileCache.end())
      return It->second;
    std::optional<std::string> R;
    if (OptionalFileEntryRef F = SM->getFileEntryRefForID(FID)) {
      for (StringRef Name : {F->getName(), F->getFileEntry().tryGetRealPathName()}) {
        SmallString<256> P(Name);
        sys::path::remove_dots(P, true);
        for (const std::string &Root : Roots)
          if (StringRef(P).starts_with(Root)) {
            StringRef Rel = StringRef(P).drop_front(Root.size());
            Rel.consume_front("cccl/"); // CCCL: -isystem <cuda>/include/cccl
            for (const auto *Cov : {&Unit->Includes, &Unit->Covered, &Unit->Headers})
              for (const std::string &C : *Cov)
                if (StringRef(C).ends_with("/") ? Rel.starts_with(C) : Rel == C)
                  R = Rel.str();
          }
        if (R)
          break;
      }
    }
    return FileCache[FID] = R;
  }

  bool publicName(StringRef N) const {
    if (N.empty())
      return false;
    if (!reserved(N))
      return true;
    return Spec.ReservedNamesAreApi && !internalReserved(N);
  }

  void add(SourceLocation Loc, std::string Name, Kind K) {
    StringRef Last = StringRef(Name).contains("::")
                         ? StringRef(Name).rsplit("::").second
                         : StringRef(Name);
    if (Loc.isInvalid() || !publicName(Last))
      return;
    SourceLocation E = SM->getExpansionLoc(Loc);
    std::optional<std::string> H = coveredFile(SM->getFileID(E));
    if (!H)
      return;
    if (auto It = Found.find(Name); It != Found.end()) {
      // Where a name is listed: a public header rather than a forward
      // declaration in an implementation folder.
      if (implementationFile(It->second.Header) && !implementationFile(*H)) {
        It->second.Header = *H;
        It->second.Line = SM->getExpansionLineNumber(E);
      }
      return;
    }
    for (size_t I = 0; I < Internal.size(); ++I)
      if (Internal[I].first.match(Name) &&
          (!Internal[I].second || Internal[I].second->match(*H))) {
        Left.try_emplace(Name, I);
        return;
      }
    Left.erase(Name);
    auto [It, New] = Found.try_emplace(Name);
    It->second.Name = std::move(Name);
    It->second.K = K;
    It->second.Header = *H;
    It->second.Line = SM->getExpansionLineNumber(E);
  }

  void named(const NamedDecl *D, Kind K) {
    if (!D->getDeclName().isIdentifier() || D->getName().empty())
      return;
    add(D->getLocation(), qualified(D), K);
  }

  /// The kind of a name a using-declaration brings in (thrust::plus is
  /// `using ::cuda::std::plus;` in thrust/functional.h), or none.
  static std::optional<Kind> usedKind(const BaseUsingDecl *U) {
    std::optional<Kind> K;
    for (const UsingShadowDecl *S : U->shadows()) {
      const NamedDecl *T = S->getTargetDecl();
      if (isa<FunctionDecl, FunctionTemplateDecl>(T)) {
        if (!isa<CXXMethodDecl>(T->getAsFunction()))
          K = K.value_or(Kind::Function);
      } else if (isa<VarDecl, VarTemplateDecl>(T)) {
        K = K.value_or(Kind::Variable);
      } else if (isa<EnumConstantDecl>(T)) {
        K = K.value_or(Kind::Enumerator);
      } else if (isa<TypeDecl, ClassTemplateDecl, TypeAliasTemplateDecl>(T)) {
        K = Kind::Type; // a type and functions of one name: the type
      }
    }
    return K;
  }

  void walk(const DeclContext *DC) {
    for (const Decl *D : DC->decls()) {
      if (const auto *LS = dyn_cast<LinkageSpecDecl>(D)) {
        walk(LS);
      } else if (const auto *NS = dyn_cast<NamespaceDecl>(D)) {
        if (abiNamespace(NS)) {
          walk(NS);
          continue;
        }
        if (NS->isAnonymousNamespace() || internalNamespace(NS->getName()))
          continue;
        if (NS->getName() != "std") // CUDA's overloads of std:: math
          named(NS, Kind::Namespace);
        walk(NS);
      } else if (const auto *U = dyn_cast<UsingDecl>(D)) {
        // Re-exported names are API under the spelling of the namespace
        // that re-exports them (thrust::cuda::vector for
        // thrust::cuda_cub::vector), wherever the target is declared.
        if (std::optional<Kind> K = usedKind(U))
          named(U, *K);
      } else if (const auto *NA = dyn_cast<NamespaceAliasDecl>(D)) {
        named(NA, Kind::Namespace);
      } else if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D)) {
        // An out-of-line definition of a member function template sits in
        // the namespace too (Thrust's random engines define their private
        // stream_in/stream_out in detail/*.inl): members are not listed.
        if (!isa<CXXMethodDecl>(FT->getTemplatedDecl()))
          named(FT, Kind::Function);
      } else if (const auto *F = dyn_cast<FunctionDecl>(D)) {
        if (!isa<CXXMethodDecl>(F) && !F->isTemplateInstantiation())
          named(F, Kind::Function);
      } else if (const auto *CT = dyn_cast<ClassTemplateDecl>(D)) {
        named(CT, Kind::Type);
      } else if (isa<ClassTemplateSpecializationDecl>(D)) {
        continue;
      } else if (const auto *E = dyn_cast<EnumDecl>(D)) {
        named(E, Kind::Type);
        for (const EnumConstantDecl *C : E->enumerators())
          named(C, Kind::Enumerator);
      } else if (const auto *TD = dyn_cast<TypeDecl>(D)) {
        named(TD, Kind::Type);
      } else if (const auto *AT = dyn_cast<TypeAliasTemplateDecl>(D)) {
        named(AT, Kind::Type);
      } else if (const auto *VT = dyn_cast<VarTemplateDecl>(D)) {
        named(VT, Kind::Variable);
      } else if (const auto *V = dyn_cast<VarDecl>(D)) {
        if (!isa<VarTemplateSpecializationDecl>(V))
          named(V, Kind::Variable);
      }
    }
  }

  void macros(Preprocessor &PP) {
    for (const auto &M : PP.macros()) {
      const IdentifierInfo *II = M.first;
      const MacroInfo *MI = PP.getMacroInfo(II);
      if (!MI || MI->isBuiltinMacro())
        continue;
      SourceLocation L = MI->getDefinitionLoc();
      if (L.isInvalid())
        continue;
      FileID FID = SM->getFileID(SM->getExpansionLoc(L));
      // Include guards: the file's controlling macro, or an empty macro
      // named like one.
      OptionalFileEntryRef F = SM->getFileEntryRefForID(FID);
      if (!F)
        continue;
      StringRef N = II->getName();
      if (const IdentifierInfo *G =
              PP.getHeaderSearchInfo().getFileInfo(*F).getControllingMacro(nullptr))
        if (G == II)
          continue;
      if (MI->getNumTokens() == 0 && !MI->isFunctionLike() &&
          (N.ends_with("_H") || N.ends_with("_H_") || N.ends_with("_HPP") ||
           N.ends_with("_H__") || N.ends_with("_HPP_") || N.ends_with("_INCLUDED")))
        continue;
      // `#define cuMemAlloc cuMemAlloc_v2`: a function's name.
      Kind K = Kind::Macro;
      if (!MI->isFunctionLike() && MI->getNumTokens() == 1 &&
          MI->getReplacementToken(0).is(tok::identifier)) {
        auto It = Found.find(
            MI->getReplacementToken(0).getIdentifierInfo()->getName().str());
        if (It != Found.end() && It->second.K == Kind::Function)
          K = Kind::Function;
      }
      add(L, N.str(), K);
    }
  }
};

class Action : public ASTFrontendAction {
public:
  explicit Action(Collector &C) : C(C) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    C.SM = &CI.getSourceManager();
    PP = &CI.getPreprocessor();
    struct Consumer : ASTConsumer {
      Collector &C;
      explicit Consumer(Collector &C) : C(C) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        C.walk(Ctx.getTranslationUnitDecl());
      }
    };
    return std::make_unique<Consumer>(C);
  }
  void EndSourceFileAction() override { C.macros(*PP); }

private:
  Collector &C;
  Preprocessor *PP = nullptr;
};

/// The audit as a client of the parse layer: the errors of a unit (the
/// first 20), "FILE:LINE: message".
class AuditClient : public ParseClient {
public:
  AuditClient(Collector &C, std::vector<std::string> &Errors) : C(C), Errors(Errors) {}
  std::unique_ptr<FrontendAction> action(bool) override {
    return std::make_unique<Action>(C);
  }
  void error(const clang::Diagnostic &Info) override {
    if (Errors.size() >= 20)
      return;
    SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    // CUDA's math_functions.h redeclares libstdc++'s constexpr std::abs,
    // std::sin, ... without constexpr (nvcc accepts it): harmless here.
    if (StringRef(Msg).contains("follows constexpr declaration"))
      return;
    std::string Where;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      PresumedLoc P = Info.getSourceManager().getPresumedLoc(
          Info.getSourceManager().getFileLoc(Info.getLocation()));
      if (P.isValid())
        Where = (Twine(P.getFilename()) + ":" + Twine(P.getLine()) + ": ").str();
    }
    Errors.push_back(Where + std::string(Msg));
  }

private:
  Collector &C;
  std::vector<std::string> &Errors;
};

} // namespace

Expected<GroupAudit> auditGroup(const AuditSpec &Spec, const AuditOptions &O,
                                const Table &T) {
  std::string Cuda = findCudaPath(O.CudaPath, O.Switches);
  if (Cuda.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no CUDA installation found (looked at %s); use "
                             "--cuda-path",
                             O.CudaPath.empty()
                                 ? "$CUDA_PATH, $CUDA_HOME, /usr/local/cuda"
                                 : O.CudaPath.c_str());
  std::string ResourceDir = O.ResourceDir.empty() ? findResourceDir(O.Switches) : O.ResourceDir;
  if (ResourceDir.empty())
    return createStringError(inconvertibleErrorCode(),
                             "clang's resource directory was not found; set "
                             "CUDA2HIP_RESOURCE_DIR");
  GroupAudit A;
  A.G = Spec.G;
  std::string Inc = Cuda + "/include/";
  Collector C(Spec);
  for (const AuditInternal &R : Spec.Internal) {
    auto Names = GlobPattern::create(R.Names, /*MaxSubPatterns=*/1024);
    if (!Names)
      return Names.takeError();
    std::optional<GlobPattern> Header;
    if (!R.Header.empty()) {
      auto H = GlobPattern::create(R.Header, /*MaxSubPatterns=*/1024);
      if (!H)
        return H.takeError();
      Header = std::move(*H);
    }
    C.Internal.emplace_back(std::move(*Names), std::move(Header));
  }
  C.Roots.push_back(Inc);
  SmallString<256> Real;
  if (!sys::fs::real_path(Cuda, Real))
    C.Roots.push_back(std::string(Real) + "/include/");
  for (const AuditUnit &U : Spec.Units) {
    std::string Source;
    std::vector<std::string> Present;
    for (const std::string &H : U.Includes) {
      if (!sys::fs::exists(Inc + H) && !sys::fs::exists(Inc + "cccl/" + H)) {
        A.MissingHeaders.push_back(H);
        continue;
      }
      Present.push_back(H);
      Source += "#include <" + H + ">\n";
    }
    if (Present.empty())
      continue;
    C.Unit = &U;
    C.FileCache.clear();
    std::vector<std::string> Args = {
        "cuda2hip-audit", "-fsyntax-only", "-Wno-unknown-cuda-version",
        "-fno-caret-diagnostics", "-w", "-ferror-limit=0", "-std=c++17",
        "-resource-dir=" + ResourceDir};
    if (U.AsCxx)
      Args.insert(Args.end(), {"-x", "c++", "-D__CUDACC__", "-isystem" + Inc});
    else
      Args.insert(Args.end(), {"-x", "cuda", "--cuda-host-only", "--cuda-path=" + Cuda});
    if (sys::fs::is_directory(Inc + "cccl"))
      Args.push_back("-isystem" + Inc + "cccl");
    Args.push_back(std::string("-idirafter") + OverlayDir);
    Args.insert(Args.end(), U.Args.begin(), U.Args.end());
    Args.push_back(MainFile);

    // The parse layer's files (Parse.h): the headers CUDA 13 removed, the
    // nvcc compatibility files; the unit's text from memory.
    ParseOptions P;
    P.Switches = O.Switches;
    P.CudaPath = Cuda;
    P.ResourceDir = ResourceDir;
    AuditClient Client(C, A.Errors);
    parseUnit(Args, MainFile, Source, /*InMemory=*/true, P, Client);
    C.SM = nullptr;
    for (const std::string &H : U.Headers)
      if (sys::fs::exists(Inc + H))
        Present.push_back(H);
    for (const std::string &H : Present) {
      if (StringRef(H).starts_with("crt/")) // internal: included by others
        continue;
      AuditName N;
      N.Name = H;
      N.K = Kind::Header;
      N.Header = H;
      C.Found.try_emplace("<" + H + ">", std::move(N));
    }
  }
  for (auto &[Key, N] : C.Found) {
    N.S = classify(T, N.Name, N.K, N.Row, N.ViaNamespace,
                   Spec.SameNamespaceMapsMembers);
    A.Names.push_back(std::move(N));
  }
  A.InternalCounts.assign(Spec.Internal.size(), 0);
  for (const auto &[Name, Rule] : C.Left)
    ++A.InternalCounts[Rule];
  return A;
}

AuditName::Status classify(const Table &T, StringRef Name, Kind K,
                           const Entry *&Row, std::string &ViaNamespace,
                           bool SameNamespaceMapsMembers) {
  Row = nullptr;
  ViaNamespace.clear();
  auto Decide = [&](ArrayRef<const Entry *> All) {
    // Coverage is of the default targets: rows of --blas rocblas
    // (docs/rocblas.md) are listed apart, not counted.
    SmallVector<const Entry *, 4> Rows;
    for (const Entry *E : All)
      if (!E->Variant.starts_with("blas:"))
        Rows.push_back(E);
    if (Rows.empty())
      return AuditName::Unknown;
    for (const Entry *E : Rows)
      if (E->supported()) {
        Row = E;
        return AuditName::Mapped;
      }
    Row = Rows.front();
    return AuditName::Unsupported;
  };
  if (K == Kind::Header) {
    ArrayRef<const Entry *> Rows = T.findHeaders(Name);
    if (!Rows.empty())
      return Decide(Rows);
    if (const Entry *E = T.findHeader(Name))
      return Decide({E});
    return AuditName::Unknown;
  }
  // As the finder looks names up: the qualified spelling, then the name
  // itself (std::sinf -> sinf).
  auto RowsFor = [&](StringRef N) {
    SmallVector<const Entry *, 4> Rows;
    for (const Entry *E : T.find(N))
      if (E->K != Kind::Header &&
          (E->K == Kind::Namespace) == (K == Kind::Namespace))
        Rows.push_back(E);
    return Rows;
  };
  auto Rows = RowsFor(Name);
  if (Rows.empty() && Name.contains("::") && K != Kind::Namespace)
    Rows = RowsFor(Name.rsplit("::").second);
  if (!Rows.empty())
    return Decide(Rows);
  // A name inside a namespace that a row renames is translated with it
  // (cub::DeviceReduce -> hipcub::DeviceReduce). A row that keeps the
  // namespace (cooperative_groups) says nothing about its members, unless
  // the HIP library is a same-API port (rocThrust).
  for (StringRef Q = Name; Q.contains("::");) {
    Q = Q.take_front(Q.rfind("::"));
    for (const Entry *E : T.find(Q))
      if (E->K == Kind::Namespace && E->supported() &&
          (SameNamespaceMapsMembers || !E->identity())) {
        ViaNamespace = Q.str();
        return AuditName::Mapped;
      }
  }
  return AuditName::Unknown;
}

} // namespace cuda2hip
