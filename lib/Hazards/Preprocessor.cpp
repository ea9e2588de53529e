//===- Preprocessor.cpp - preprocessor callbacks and the end of a parse ---===//
//
// Preprocessor callbacks (warp-size and full-mask macros and their uses,
// __CUDA_ARCH__ comparisons and CUDA version tests in #if/#ifdef, skipped
// branches, <mma.h>), the frontend
// action that runs them with the AST rules, and what is decided once the
// whole translation unit has been seen: the token rules over skipped code and
// whether a macro's fix is safe (every use known and allowed).
//
//===----------------------------------------------------------------------===//
#include "AstState.h"
#include "cuda2hip/UserFiles.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

// --- locations ------------------------------------------------------------------

const std::string &AstState::path(FileID FID) {
  auto It = Paths.find(FID);
  if (It != Paths.end())
    return It->second;
  return Paths[FID] = filePath(*SM, FID);
}

bool AstState::userFile(FileID FID) {
  auto It = UserCache.find(FID);
  if (It != UserCache.end())
    return It->second;
  bool R = ownedByUser(*SM, FID, FID.isValid() ? path(FID) : "");
  return UserCache[FID] = R;
}

bool AstState::tokenAt(SourceLocation L, FileRange &R) {
  if (L.isInvalid())
    return false;
  SourceLocation Sp = SM->getSpellingLoc(L);
  FileID F = SM->getFileID(Sp);
  if (!userFile(F))
    return false;
  R = FileRange{path(F), SM->getFileOffset(Sp),
                Lexer::MeasureTokenLength(Sp, *SM, *LO)};
  S.buffer(R.File, SM->getBufferData(F));
  return true;
}

bool AstState::spelled(SourceLocation B, SourceLocation E, FileRange &R) {
  FileRange RB, RE;
  if (!tokenAt(B, RB) || !tokenAt(E, RE) || RB.File != RE.File ||
      RE.end() < RB.Offset)
    return false;
  R = FileRange{RB.File, RB.Offset, RE.end() - RB.Offset};
  return true;
}

bool AstState::exprRange(const Expr *X, FileRange &R) {
  CharSourceRange CR = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(X->getSourceRange()), *SM, *LO);
  if (CR.isValid()) {
    FileID F = SM->getFileID(CR.getBegin());
    unsigned B = SM->getFileOffset(CR.getBegin()), E = SM->getFileOffset(CR.getEnd());
    if (F == SM->getFileID(CR.getEnd()) && E >= B && userFile(F)) {
      R = FileRange{path(F), B, E - B};
      S.buffer(R.File, SM->getBufferData(F));
      return true;
    }
  }
  return spelled(X->getBeginLoc(), X->getEndLoc(), R);
}

void AstState::addConstRange(SourceRange R) {
  if (R.isValid())
    ConstRanges.push_back(SM->getExpansionRange(R));
}

namespace {

bool inRange(const SourceManager &SM, SourceLocation L, const CharSourceRange &R) {
  if (L.isInvalid() || R.isInvalid())
    return false;
  FileID F = SM.getFileID(L);
  if (F != SM.getFileID(R.getBegin()))
    return false;
  unsigned O = SM.getFileOffset(L);
  return SM.getFileOffset(R.getBegin()) <= O && O <= SM.getFileOffset(R.getEnd());
}

// --- preprocessor callbacks ---------------------------------------------------------

class PPHooks : public PPCallbacks {
public:
  PPHooks(AstState &St, Preprocessor &PP) : St(St), PP(PP) {}

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD->getMacroInfo();
    if (!MI || MI->isFunctionLike() || !St.userLoc(Name.getLocation()))
      return;
    ArrayRef<Token> T = MI->tokens();
    if (T.size() >= 3 && T.front().is(tok::l_paren) && T.back().is(tok::r_paren))
      T = T.drop_front().drop_back();
    std::optional<uint64_t> V;
    bool FullMask = false;
    if (T.size() == 1 && T[0].is(tok::numeric_constant)) {
      St.PP.ConstMacroTokens.insert(T[0].getLocation().getRawEncoding());
      V = parseIntLiteral(PP.getSpelling(T[0]));
      FullMask = V && *V == 0xffffffffu;
    } else if (T.size() == 2 && T[0].is(tok::tilde) &&
               T[1].is(tok::numeric_constant)) {
      std::string Sp = PP.getSpelling(T[1]);
      FullMask = parseIntLiteral(Sp) == uint64_t(0) &&
                 !StringRef(Sp).contains_insensitive("l");
    }
    StringRef N = Name.getIdentifierInfo()->getName();
    WarpConstKind K = V ? warpConstKind(N, *V) : WarpConstKind::None;
    if (K == WarpConstKind::None && !FullMask)
      return;
    PPFacts::ConstMacro &C = St.PP.Macros[N];
    C = PPFacts::ConstMacro();
    C.Name = N.str();
    C.Kind = K;
    C.FullMask = FullMask;
    C.NameLoc = Name.getLocation();
    C.Body = SourceRange(T.front().getLocation(), T.back().getLocation());
  }

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange R,
                    const MacroArgs *) override {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (II && II->getName() == "__managed__" && St.userLoc(Name.getLocation()))
      St.report(Rule::ManagedMemoryXnack, Name.getLocation(),
                managedMemoryMessage("__managed__"));
    // CUDA_VERSION and friends in code (not in #if): undeclared in HIP.
    // Not when this file defines the macro, or a conditional around the use
    // tests a HIP macro (the code was written for both).
    if (II && isCudaVersionMacro(II->getName()) &&
        !PP.isParsingIfOrElifDirective() && St.userLoc(Name.getLocation()) &&
        !(MD.getMacroInfo() && St.userLoc(MD.getMacroInfo()->getDefinitionLoc())) &&
        std::find(HipCond.begin(), HipCond.end(), true) == HipCond.end())
      St.report(Rule::CudaVersionConditional, Name.getLocation(),
                versionInCodeMessage(II->getName()));
    auto It = II ? St.PP.Macros.find(II->getName()) : St.PP.Macros.end();
    if (It == St.PP.Macros.end() || !MD.getMacroInfo() ||
        MD.getMacroInfo()->getDefinitionLoc() != It->second.NameLoc)
      return;
    It->second.Uses.push_back(PP.getSourceManager().getExpansionLoc(R.getBegin()));
  }

  void If(SourceLocation, SourceRange Cond, ConditionValueKind) override {
    condition(Cond, "if");
    HipCond.push_back(hipCondition(Cond));
  }
  void Elif(SourceLocation, SourceRange Cond, ConditionValueKind,
            SourceLocation) override {
    condition(Cond, "elif");
    if (!HipCond.empty())
      HipCond.back() = HipCond.back() || hipCondition(Cond);
  }
  void Ifdef(SourceLocation, const Token &Name, const MacroDefinition &) override {
    defined(Name, "ifdef");
    HipCond.push_back(isHipMacro(Name.getIdentifierInfo()->getName()));
  }
  void Ifndef(SourceLocation, const Token &Name, const MacroDefinition &) override {
    defined(Name, "ifndef");
    HipCond.push_back(isHipMacro(Name.getIdentifierInfo()->getName()));
  }
  void Endif(SourceLocation, SourceLocation) override {
    if (!HipCond.empty())
      HipCond.pop_back();
  }
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    St.PP.Skipped.push_back(Range);
  }
  void InclusionDirective(SourceLocation Hash, const Token &, StringRef FileName,
                          bool, CharSourceRange, OptionalFileEntryRef, StringRef,
                          StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    if (FileName == "mma.h" && St.userLoc(Hash))
      St.report(Rule::Wmma, Hash,
                "<mma.h> (WMMA) has no HIP equivalent; port to rocWMMA");
  }

private:
  void defined(const Token &Name, StringRef Directive) {
    SourceManager &SM = PP.getSourceManager();
    SourceLocation B = SM.getExpansionLoc(Name.getLocation());
    FileID F = SM.getFileID(B);
    if (B.isInvalid() || !St.userFile(F))
      return;
    StringRef Buf = SM.getBufferData(F);
    unsigned Begin = SM.getFileOffset(B);
    St.S.buffer(St.path(F), Buf);
    scanVersionCondition(St.path(F), Buf, Begin, Begin + Name.getLength(),
                         Directive, St.S);
  }

  void condition(SourceRange Cond, StringRef Directive) {
    SourceManager &SM = PP.getSourceManager();
    if (Cond.isInvalid())
      return;
    St.ConstRanges.push_back(SM.getExpansionRange(Cond));
    SourceLocation B = SM.getExpansionLoc(Cond.getBegin());
    FileID F = SM.getFileID(B);
    if (!St.userFile(F))
      return;
    StringRef Buf = SM.getBufferData(F);
    unsigned Begin = SM.getFileOffset(B);
    unsigned End = SM.getFileOffset(SM.getExpansionLoc(Cond.getEnd())) + 1;
    size_t NL = Buf.find('\n', Begin);
    End = std::max<unsigned>(End, NL == StringRef::npos ? Buf.size() : NL);
    St.S.buffer(St.path(F), Buf);
    scanArchCondition(St.path(F), Buf, Begin, End, St.S);
    scanVersionCondition(St.path(F), Buf, Begin, End, Directive, St.S);
  }

  /// The #if/#elif condition \p Cond (in a user file) names a HIP macro.
  bool hipCondition(SourceRange Cond) {
    SourceManager &SM = PP.getSourceManager();
    if (Cond.isInvalid())
      return false;
    SourceLocation B = SM.getExpansionLoc(Cond.getBegin());
    SourceLocation E = SM.getExpansionRange(Cond.getEnd()).getEnd();
    FileID F = SM.getFileID(B);
    if (!St.userFile(F) || F != SM.getFileID(E))
      return false;
    StringRef Buf = SM.getBufferData(F);
    unsigned Begin = SM.getFileOffset(B), End = SM.getFileOffset(E) + 1;
    size_t NL = Buf.find('\n', Begin);
    End = std::max<unsigned>(End, NL == StringRef::npos ? Buf.size() : NL);
    return mentionsHipMacro(Buf, Begin, End);
  }

  AstState &St;
  Preprocessor &PP;
  /// Conditionals open at this point: does one test a HIP macro?
  std::vector<bool> HipCond;
};

// --- the end of a parse -------------------------------------------------------------

bool isHeader(StringRef Path) {
  StringRef E = sys::path::extension(Path);
  return E == ".h" || E == ".hpp" || E == ".hh" || E == ".hxx" || E == ".cuh" ||
         E == ".inc" || E == ".inl";
}

void finish(AstState &St) {
  SourceManager &SM = *St.SM;
  // Code the compiler skipped: token rules (and names used there).
  std::vector<StringRef> SkippedText;
  for (SourceRange R : St.PP.Skipped) {
    SourceLocation B = SM.getExpansionLoc(R.getBegin());
    FileID F = SM.getFileID(B);
    if (!St.userFile(F))
      continue;
    StringRef Buf = SM.getBufferData(F);
    unsigned Begin = SM.getFileOffset(B);
    unsigned End = std::min<size_t>(SM.getFileOffset(SM.getExpansionLoc(R.getEnd())) + 1,
                                    Buf.size());
    if (End <= Begin)
      continue;
    St.S.buffer(St.path(F), Buf);
    scanTokens(St.path(F), Buf, Begin, End, St.S);
    SkippedText.push_back(Buf.slice(Begin, End));
  }
  auto UsedInSkipped = [&](StringRef Name) {
    for (StringRef T : SkippedText)
      for (size_t P = T.find(Name); P != StringRef::npos; P = T.find(Name, P + 1)) {
        bool Start = P == 0 || !(isAlnum(T[P - 1]) || T[P - 1] == '_');
        size_t E = P + Name.size();
        bool End = E >= T.size() || !(isAlnum(T[E]) || T[E] == '_');
        if (Start && End)
          return true;
      }
    return false;
  };
  auto Line = [&](SourceLocation L) {
    return std::to_string(SM.getExpansionLineNumber(L));
  };

  for (auto &Entry : St.PP.Macros) {
    PPFacts::ConstMacro &C = Entry.second;
    FileRange Body;
    if (!St.spelled(C.Body.getBegin(), C.Body.getEnd(), Body))
      continue;
    bool Main = SM.isInMainFile(C.NameLoc) && !isHeader(St.S.MainFile);
    if (C.Kind != WarpConstKind::None) {
      std::string Fix = C.Kind == WarpConstKind::Size   ? "warpSize"
                        : C.Kind == WarpConstKind::Mask ? "(warpSize - 1)"
                                                        : "";
      std::string Why;
      if (C.Kind == WarpConstKind::Log)
        Why = "a shift count has no warpSize form";
      else if (!Main)
        Why = "defined in a header";
      else if (UsedInSkipped(C.Name))
        Why = "used in code the compiler skipped";
      for (SourceLocation U : C.Uses) {
        if (!Why.empty())
          break;
        for (const CharSourceRange &R : St.ConstRanges)
          if (inRange(SM, U, R))
            Why = "used where a constant is needed (line " + Line(U) + ")";
        bool Device = false;
        for (const CharSourceRange &R : St.DeviceBodies)
          Device |= inRange(SM, U, R);
        if (Why.empty() && !Device)
          Why = "used outside device code (line " + Line(U) + ")";
      }
      std::string Msg = "'" + C.Name + "' hard-codes a 32-lane warp; MI300X "
                        "wavefronts have 64 lanes";
      if (!Why.empty() && !Fix.empty())
        Msg += " (not fixed by --fix: " + Why + ")";
      St.report(Rule::WarpSizeConstant, Body, Msg, Fix, Why.empty());
    }
    auto Uses = St.MaskUses.find(C.Name);
    if (C.FullMask && Uses != St.MaskUses.end()) {
      DenseSet<unsigned> AsMask;
      for (SourceLocation L : Uses->second)
        AsMask.insert(L.getRawEncoding());
      bool All = Main && !UsedInSkipped(C.Name);
      for (SourceLocation U : C.Uses)
        All &= AsMask.count(U.getRawEncoding()) != 0;
      std::string Msg = "'" + C.Name + "' is a 32-bit full lane mask for *_sync "
                        "calls: a 64-lane wavefront needs a 64-bit mask";
      if (!All)
        Msg += " (not fixed by --fix: it has other uses)";
      St.report(Rule::LaneMask32, Body, Msg, "0xffffffffffffffffull", All);
    }
  }
}

class Consumer : public ASTConsumer {
public:
  Consumer(AstState &St, bool OnlyLocalDecls) : St(St), OnlyLocalDecls(OnlyLocalDecls) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    // With a PCH of the CUDA preamble: only what this TU parsed (walking the
    // PCH's declarations would deserialize all of them; as the finder does).
    if (OnlyLocalDecls) {
      TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
      Ctx.setTraversalScope(
          std::vector<Decl *>(TU->noload_decls().begin(), TU->noload_decls().end()));
    }
    runAstRules(St, Ctx);
  }

private:
  AstState &St;
  bool OnlyLocalDecls;
};

class Action : public ASTFrontendAction {
public:
  Action(Sink &S, bool OnlyLocalDecls) : St(S), OnlyLocalDecls(OnlyLocalDecls) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    St.SM = &CI.getSourceManager();
    St.LO = &CI.getLangOpts();
    St.S.IsHip = CI.getLangOpts().HIP;
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PPHooks>(St, CI.getPreprocessor()));
    return std::make_unique<Consumer>(St, OnlyLocalDecls);
  }
  void EndSourceFileAction() override { finish(St); }

private:
  AstState St;
  bool OnlyLocalDecls;
};

} // namespace

std::unique_ptr<FrontendAction> makeHazardAction(Sink &S, bool OnlyLocalDecls) {
  return std::make_unique<Action>(S, OnlyLocalDecls);
}

} // namespace cuda2hip::hazards
