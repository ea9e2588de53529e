//===- Finder.cpp - run the AST engine, fall back to the token engine -----===//
#include "cuda2hip/Basic.h"
#include "FindContext.h"
#include "cuda2hip/Conditions.h"
#include "cuda2hip/Torch.h"
#include "cuda2hip/Parse.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <map>
#include <mutex>
#include <set>

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

/// The finder as a client of the parse layer (Parse.h): each attempt
/// starts from \p Base (what is known before the parse) with a fresh
/// FindContext; the parse errors become notes (the first 20).
class FindClient : public ParseClient {
public:
  FindClient(const Findings &Base, const Table &T, const FindOptions &Opts,
             std::vector<std::string> CudaDirs)
      : Base(Base), T(T), Opts(Opts), CudaDirs(std::move(CudaDirs)) {}

  std::unique_ptr<FrontendAction> action(bool WithPch) override {
    Out = std::make_unique<Findings>(Base);
    Ctx = std::make_unique<FindContext>(T, *Out, CudaDirs);
    Ctx->User = Opts.User;
    Ctx->OnlyLocalDecls = WithPch;
    Ctx->SkipForeignBodies = Opts.SkipForeignBodies && Opts.Switches.SkipBodies;
    if (Opts.RunSession)
      Ctx->SkippedCount = &Opts.RunSession->get<SkippedBodies>().Count;
    Count = 0;
    return makeFindAction(*Ctx);
  }

  void error(const clang::Diagnostic &Info) override {
    if (Count++ >= 20)
      return;
    SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    FindNote N;
    N.IsError = true;
    N.RuleId = "parse-error";
    N.Message = std::string(Msg);
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      SourceManager &SM = Info.getSourceManager();
      SourceLocation Loc = SM.getFileLoc(Info.getLocation());
      FileID FID = SM.getFileID(Loc);
      if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID)) {
        SmallString<256> P(F->getName());
        sys::fs::make_absolute(P);
        sys::path::remove_dots(P, true);
        N.Where = FileRange{std::string(P), SM.getFileOffset(Loc), 0};
        if (!Out->Buffers.count(N.Where.File))
          Out->Buffers[N.Where.File] = SM.getBufferData(FID).str();
      }
    }
    Out->Notes.push_back(std::move(N));
  }

  /// The findings of the attempt that stands.
  Findings take() { return std::move(*Out); }

private:
  const Findings &Base;
  const Table &T;
  const FindOptions &Opts;
  std::vector<std::string> CudaDirs;
  std::unique_ptr<Findings> Out;
  std::unique_ptr<FindContext> Ctx;
  unsigned Count = 0;
};

/// After a parse through parseFileSystem: the user's text back in \p F's
/// buffers, and each launch's chevrons as long as the user spelled them
/// (the plan respells them `<<<`/`>>>`).
void restoreRespelled(Findings &F, const RespelledOriginals &O) {
  for (const auto &[Path, Text] : O.Text) {
    auto B = F.Buffers.find(Path);
    if (B != F.Buffers.end())
      B->second = Text;
  }
  for (LaunchRef &L : F.Launches) {
    auto It = F.Buffers.find(L.Open.File);
    if (It == F.Buffers.end() || !O.Text.count(L.Open.File))
      continue;
    L.Open.Length = spelledChevronLength(It->second, L.Open.Offset, '<');
    if (L.Close.File == L.Open.File)
      L.Close.Length = spelledChevronLength(It->second, L.Close.Offset, '>');
  }
}

void tokenEngine(StringRef Path, StringRef Contents, const Table &T, Findings &F,
                 const Table *User) {
  F.Names.clear();
  F.Includes.clear();
  F.Calls.clear();
  F.Launches.clear();
  F.VectorOperators.clear();
  std::string &Stored = F.Buffers[Path.str()];
  if (Stored.data() != Contents.data()) // not already the stored text
    Stored = Contents.str();
  // Launches spelled `<< <` are read as `<<<` (same offsets).
  std::optional<std::string> Respelled = normalizeSpacedLaunches(Stored);
  scanTokens(Path, Respelled ? *Respelled : Stored, T, F, 0, ~0u, User);
  if (Respelled) {
    RespelledOriginals O;
    O.Text[Path.str()] = Stored;
    restoreRespelled(F, O);
  }
  F.UsedTokenEngine = true;
}

} // namespace

static Findings findAll(StringRef PathIn, std::optional<StringRef> Contents,
                        const FindOptions &Opts, const Table &T);

/// Blocks cuda2hip wrote into a CUDA source, under a `#ifndef CUDA2HIP_...`
/// guard (the warp-vote-32 helper of `lint --fix`, docs/hazards/
/// warp-vote-32.md): [#ifndef, #endif) of each.
static std::vector<std::pair<unsigned, unsigned>> ownBlocks(StringRef Buf) {
  std::vector<std::pair<unsigned, unsigned>> Out;
  int Depth = 0, OwnDepth = -1;
  unsigned Begin = 0;
  for (const Conditional &C : scanConditionals(Buf)) {
    if (C.Kind == Conditional::If || C.Kind == Conditional::Ifdef ||
        C.Kind == Conditional::Ifndef) {
      if (OwnDepth < 0 && C.Kind == Conditional::Ifndef &&
          Buf.slice(C.CondBegin, C.CondEnd).trim().starts_with("CUDA2HIP_")) {
        OwnDepth = Depth;
        Begin = C.Hash;
      }
      ++Depth;
    } else if (C.Kind == Conditional::Endif && --Depth == OwnDepth) {
      Out.push_back({Begin, C.Hash});
      OwnDepth = -1;
    }
  }
  return Out;
}

// A PyTorch extension is built with USE_ROCM defined on ROCm (PyTorch's
// hipify and CUDAExtension define it): what is under `#ifndef USE_ROCM` is
// the CUDA build's, and is neither translated nor warned about. The parse
// itself cannot define it (PyTorch's own headers would switch to HIP). In
// any file, the branches of cuda2hip's own blocks (ownBlocks) that no ROCm
// build compiles are the CUDA build's too: the block is portable as written.
static void dropDeadOnRocm(Findings &F) {
  auto Main = F.Buffers.find(F.MainFile);
  if (Main == F.Buffers.end())
    return;
  bool Torch = includesTorch(Main->second);
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> Dead;
  for (const auto &[Path, Buf] : F.Buffers) {
    std::vector<std::pair<unsigned, unsigned>> Own = ownBlocks(Buf);
    if (!Torch && Own.empty())
      continue;
    for (auto [B, E] : deadOnRocm(Buf))
      if (Torch || llvm::any_of(Own, [&](auto O) { return B >= O.first && E <= O.second; }))
        Dead[Path].push_back({B, E});
  }
  if (Dead.empty())
    return;
  auto IsDead = [&](const FileRange &R) {
    auto It = Dead.find(R.File);
    if (It == Dead.end())
      return false;
    for (auto [B, E] : It->second)
      if (R.Offset >= B && R.Offset < E)
        return true;
    return false;
  };
  llvm::erase_if(F.Names, [&](const NameRef &N) { return IsDead(N.Where); });
  llvm::erase_if(F.Includes, [&](const IncludeRef &I) { return IsDead(I.Directive); });
  llvm::erase_if(F.Calls, [&](const CallRef &C) { return IsDead(C.CalleeTok); });
  llvm::erase_if(F.Launches, [&](const LaunchRef &L) { return IsDead(L.Open); });
}

Findings findInFile(StringRef PathIn, std::optional<StringRef> Contents,
                    const FindOptions &Opts, const Table &T) {
  Findings F = findAll(PathIn, Contents, Opts, T);
  dropUserDeclaredNames(F, Opts.ProjectDeclared.get(), Opts.User);
  dropDeadOnRocm(F);
  noteMissingTorchNames(F, Opts.ExtraArgs);
  return F;
}

/// True when every error of the parse (\p Errors of them, each a note of
/// \p F) is clang failing to instantiate `Dep<T>::name<N>(...)` written
/// without `template` where the finder proved `name` a member template (a
/// "template-keyword" note on the same expression, which the plan fixes):
/// the AST findings stand, and those errors go. nvcc accepts such code.
static bool onlyMissingTemplateKeywords(Findings &F, unsigned Errors) {
  std::vector<const FindNote *> Fixed;
  for (const FindNote &N : F.Notes)
    if (N.RuleId == "template-keyword")
      Fixed.push_back(&N);
  unsigned Explained = 0;
  for (const FindNote &N : F.Notes) {
    if (!N.IsError)
      continue;
    auto B = F.Buffers.find(N.Where.File);
    if (N.RuleId != "parse-error" || B == F.Buffers.end() ||
        !StringRef(N.Message).starts_with("reference to overloaded function could not be resolved"))
      return false;
    bool Covered = llvm::any_of(Fixed, [&](const FindNote *K) {
      if (K->Where.File != N.Where.File || K->Where.Offset < N.Where.Offset)
        return false;
      StringRef Between = StringRef(B->second).slice(N.Where.Offset, K->Where.Offset);
      return Between.find_first_of(";{}()") == StringRef::npos && Between.ends_with("::");
    });
    if (!Covered)
      return false;
    ++Explained;
  }
  if (Explained == 0 || Explained != Errors)
    return false;
  llvm::erase_if(F.Notes, [](const FindNote &N) { return N.IsError; });
  return true;
}

static Findings findAll(StringRef PathIn, std::optional<StringRef> Contents,
                        const FindOptions &Opts, const Table &T) {
  Findings F;
  InputText In = readInput(PathIn, Contents);
  std::string Path = std::move(In.Path);
  F.MainFile = Path;
  if (In.Error) {
    F.Notes.push_back({FileRange{Path, 0, 0}, true, "io-error", std::move(*In.Error)});
    F.ParseFailed = true;
    return F;
  }
  std::string Text = std::move(In.Text);
  if (Opts.Engine == EngineChoice::Token) {
    // No parse: the text moves into the findings (a 33 MB file is copied
    // once less).
    std::string &Stored = F.Buffers[Path];
    Stored = std::move(Text);
    tokenEngine(Path, Stored, T, F, Opts.User);
    return F;
  }
  F.Buffers[Path] = Text;

  std::string ArgsErr;
  std::vector<std::string> Args = parseArguments(Path, Text, Opts, ArgsErr);
  if (Args.empty()) {
    F.Notes.push_back({FileRange{Path, 0, 0}, true, "environment", ArgsErr});
    F.ParseFailed = true;
    if (Opts.Engine == EngineChoice::Auto)
      tokenEngine(Path, Text, T, F, Opts.User);
    return F;
  }
  std::string ResourceDir =
      Opts.ResourceDir.empty() ? findResourceDir(Opts.Switches) : Opts.ResourceDir;
  std::string Cuda = findCudaPath(Opts.CudaPath, Opts.Switches);
  std::vector<std::string> CudaDirs;
  if (!Cuda.empty()) {
    CudaDirs.push_back(Cuda + "/");
    SmallString<256> Real;
    if (!sys::fs::real_path(Cuda, Real))
      CudaDirs.push_back(std::string(Real) + "/");
  }
  CudaDirs.push_back(ResourceDir + "/include/cuda_wrappers/");
  CudaDirs.push_back(std::string(OverlayDir) + "/");

  FindClient Client(F, T, Opts, std::move(CudaDirs));
  auto Respelled = std::make_shared<RespelledOriginals>();
  ParseRun Run = parseUnit(Args, Path, Text, Contents.has_value(), Opts, Client, Respelled);
  F = Client.take();
  restoreRespelled(F, *Respelled);
  if (Run.clean())
    return F;
  unsigned ErrorCount = Run.Errors;
  if (onlyMissingTemplateKeywords(F, ErrorCount))
    return F;

  F.ParseFailed = true;
  if (ErrorCount == 0)
    F.Notes.push_back({FileRange{Path, 0, 0}, true, "parse-error",
                       "clang could not parse the file"});
  if (Opts.Engine == EngineChoice::Auto) {
    tokenEngine(Path, Text, T, F, Opts.User);
    // A file that is HIP already (a port next to its CUDA original) is
    // parsed against this machine's HIP headers only to find CUDA names left
    // in it; when those headers cannot parse it (Debian's HIP 5.2 has no
    // rocThrust for PyTorch's c10/util/complex.h), that says nothing about
    // the file: notes, not errors (the exit code still says the token
    // engine translated it).
    if (Opts.HipParseErrorsAsNotes &&
        chooseLanguage(Path, Text, Opts.Language) == InputLanguage::Hip)
      for (FindNote &N : F.Notes)
        if (N.IsError && N.RuleId == "parse-error") {
          N.IsError = false;
          N.Message += " (" + sys::path::filename(Path).str() +
                       " is HIP already and was parsed against this machine's "
                       "HIP headers, which cannot parse it; the token engine "
                       "looked for CUDA names in it)";
        }
  }
  return F;
}

std::string firstParseError(const Findings &F) {
  for (const FindNote &N : F.Notes) {
    if (!N.IsError)
      continue;
    std::string Where = N.Where.File.empty() ? F.MainFile : N.Where.File;
    auto B = F.Buffers.find(Where);
    if (B == F.Buffers.end())
      return Where + ": " + N.Message;
    auto [Line, Col] = lineColumn(B->second, N.Where.Offset);
    return Where + ":" + std::to_string(Line) + ":" + std::to_string(Col) + ": " + N.Message;
  }
  return "";
}

} // namespace cuda2hip
