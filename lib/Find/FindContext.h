//===- FindContext.h - state shared by the AST engine's parts ---*- C++ -*-===//
// Private to lib/Find: the visitor and the preprocessor callbacks report
// through this class, which turns clang locations into FileRanges and keeps
// only what lies in user files.
#ifndef CUDA2HIP_LIB_FIND_FINDCONTEXT_H
#define CUDA2HIP_LIB_FIND_FINDCONTEXT_H

#include "cuda2hip/Find.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/DenseMap.h"
#include <atomic>
#include <set>

namespace clang {
class CompilerInstance;
}

namespace cuda2hip {

/// The bodies the parses of one run skipped (a statistic for tests): the
/// run's Session holds one (skippedFunctionBodies).
struct SkippedBodies {
  std::atomic<uint64_t> Count{0};
};

class FindContext {
public:
  FindContext(const Table &T, Findings &Out, std::vector<std::string> CudaDirs)
      : T(T), Out(Out), CudaDirs(std::move(CudaDirs)) {}

  void attach(clang::CompilerInstance &CI);
  void finish();

  bool isCudaDecl(const clang::Decl *D);
  /// \p D (canonical) is declared in a header named \p Name (cublas.h).
  bool declaredInHeader(const clang::Decl *D, llvm::StringRef Name);
  bool isCudaMacro(const clang::MacroInfo *MI, llvm::StringRef Name);

  void addName(clang::SourceLocation Loc, llvm::StringRef Name,
               std::optional<Kind> K, bool FromCudaDecl, bool LegacyApi = false);
  void addNamespace(clang::SourceLocation Loc, const clang::NamedDecl *NS);
  void addInclude(clang::SourceLocation Hash, llvm::StringRef Spelled,
                  bool Angled, clang::CharSourceRange NameRange,
                  clang::OptionalFileEntryRef File);
  void addCall(const clang::CallExpr *E, llvm::StringRef Name,
               clang::SourceLocation NameLoc);
  void addLaunch(const clang::CUDAKernelCallExpr *E);
  void addMacroBody(clang::SourceLocation NameLoc, clang::SourceLocation End);
  void addSkipped(clang::SourceRange R);
  /// \p Name at \p NameLoc (a file location) names a member template of a
  /// dependent type without the `template` keyword clang needs (nvcc does
  /// not): a "template-keyword" note, which the plan turns into the keyword.
  void addTemplateKeyword(clang::SourceLocation NameLoc, llvm::StringRef Name);
  /// The preprocessor entered the file starting at \p Loc.
  void addEntered(clang::SourceLocation Loc);

  const Table &T;
  const Table *User = nullptr; ///< user rules (FindOptions::User)
  /// The TU's AST while it is walked (constant arguments are evaluated).
  clang::ASTContext *AST = nullptr;
  /// The TU starts from a shared PCH (Parse.h): walk only its own declarations.
  bool OnlyLocalDecls = false;
  /// FindOptions::SkipForeignBodies, after CUDA2HIP_SKIP_BODIES.
  bool SkipForeignBodies = false;
  /// Where canSkipBody counts the bodies it skips (the run's SkippedBodies);
  /// null: nowhere.
  std::atomic<uint64_t> *SkippedCount = nullptr;
  /// The parser may skip the body of \p D, a function being defined: it is
  /// not a template nor constexpr nor of a deduced return type, and neither
  /// its expansion nor its spelling location is in a user file
  /// (SkipBodies.cpp).
  bool canSkipBody(const clang::Decl *D);
  /// A user rule spells \p Name.
  bool isUserName(llvm::StringRef Name) const {
    return User && !User->find(Name).empty();
  }
  /// Records \p FD (SignatureRef) when it is the user's, not a template,
  /// and a parameter's type names a CUDA declaration.
  void addSignature(const clang::FunctionDecl *FD);
  /// Records \p FD (VectorOperatorRef) when it is the user's operator on a
  /// CUDA vector type HIP's vector types define operators on.
  void addVectorOperator(const clang::FunctionDecl *FD);
  /// Records \p E (ConversionRef) when it converts between types whose
  /// translated conversion is ambiguous (Conversions.cpp); once per cast.
  void addConversion(const clang::ExplicitCastExpr *E);
  /// The casts in the implicit instantiations of \p D's specializations
  /// (a function or class template): addConversion on each.
  void addConversionsOfInstantiations(const clang::Decl *D);
  /// Reports \p D, not a CUDA declaration, at \p Loc when a user rule
  /// spells its qualified or plain name (a project's own wrapper).
  void addUserName(clang::SourceLocation Loc, const clang::NamedDecl *D,
                   std::optional<Kind> K);

private:
  bool isCudaFile(clang::FileID FID);
  bool isCudaPath(clang::FileEntryRef F) const;
  bool isUserFile(clang::FileID FID);
  /// Spelling location of \p Loc as a FileRange of \p Len bytes in a user file.
  bool userRange(clang::SourceLocation Loc, unsigned Len, FileRange &R);
  bool userRange(clang::SourceRange SR, FileRange &R);
  const std::string &pathOf(clang::FileID FID);

  Findings &Out;
  std::vector<std::string> CudaDirs;
  clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LO = nullptr;
  llvm::DenseMap<clang::FileID, bool> CudaCache, UserCache;
  llvm::DenseMap<clang::FileID, std::string> Paths;
  std::vector<clang::SourceRange> Skipped, MacroBodies;
  std::set<std::pair<std::string, unsigned>> ConversionsSeen;
};

std::unique_ptr<clang::FrontendAction> makeFindAction(FindContext &C);

/// "ns::Class::name" without inline or anonymous namespaces.
std::string qualifiedName(const clang::NamedDecl *D);

} // namespace cuda2hip

#endif
