//===- HeaderCosts.cpp - what headers bring beyond the CUDA preamble ------===//
//
// (Preamble.h: headerCosts, prefixExtraBytes.) The census of a run's
// leading include blocks (PrefixCensus.cpp) chooses which sets of headers
// get a PCH from what each header brings beyond the CUDA preamble: the
// files of the include graph one preprocessor run over all of them walks,
// reading only the headers' directives.
//
//===----------------------------------------------------------------------===//
#include "Preamble.h"
#include "cuda2hip/Basic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/DependencyDirectivesScanner.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>

using namespace llvm;
using namespace clang;

namespace cuda2hip {

DebugTimer::~DebugTimer() {
  if (On)
    errs() << What << " in " << format("%.2f", double(std::clock() - Start) / CLOCKS_PER_SEC)
           << " s CPU\n";
}

namespace {

/// The include graph a preprocessor run over a block of `#include <...>`
/// lines walks: every file and its size, who includes what (whether it is
/// entered or skipped as included already), the file each line of the main
/// file names, and the files entered before the first of them (the CUDA
/// preamble's).
struct IncludeGraph {
  std::map<unsigned, unsigned> Dense; // FileEntry UID -> id
  std::vector<uint64_t> Size;
  std::vector<std::vector<unsigned>> Edges;
  std::map<unsigned, unsigned> RootOfLine; // main-file line -> id
  unsigned PreambleFiles = 0;             // ids below this: the preamble's
  bool InMain = false;
  unsigned id(FileEntryRef E) {
    auto [It, New] = Dense.try_emplace(E.getUID(), Size.size());
    if (New) {
      Size.push_back(E.getSize());
      Edges.emplace_back();
    }
    return It->second;
  }
};

class GraphCallbacks : public PPCallbacks {
public:
  GraphCallbacks(SourceManager &SM, IncludeGraph &G) : SM(SM), G(G) {}
  void FileChanged(SourceLocation Loc, FileChangeReason Reason, SrcMgr::CharacteristicKind,
                   FileID) override {
    if (Reason != EnterFile)
      return;
    if (OptionalFileEntryRef E = SM.getFileEntryRefForID(SM.getFileID(Loc)))
      G.id(*E);
  }
  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef, bool,
                          CharSourceRange, OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (!File)
      return;
    FileID From = SM.getFileID(HashLoc);
    if (From == SM.getMainFileID()) {
      if (!G.InMain) {
        G.InMain = true;
        G.PreambleFiles = G.Size.size();
      }
      G.RootOfLine[SM.getSpellingLineNumber(HashLoc)] = G.id(*File);
      return;
    }
    unsigned To = G.id(*File);
    if (OptionalFileEntryRef E = SM.getFileEntryRefForID(From))
      G.Edges[G.id(*E)].push_back(To);
  }

private:
  SourceManager &SM;
  IncludeGraph &G;
};

/// What the preprocessor alone enters: how heavy headers are, for a
/// fraction of the cost of parsing them.
class GraphAction : public PreprocessOnlyAction {
public:
  explicit GraphAction(IncludeGraph &G) : G(G) {}

protected:
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    PP.addPPCallbacks(std::make_unique<GraphCallbacks>(PP.getSourceManager(), G));
    PP.EnterMainSourceFile();
    Token Tok;
    do
      PP.Lex(Tok);
    while (Tok.isNot(tok::eof));
  }

private:
  IncludeGraph &G;
};

/// A header's preprocessor directives, as clang-scan-deps scans them
/// (DependencyDirectivesScanner): with them the preprocessor reads only the
/// directives of a file and skips its other lines, which is all a count of
/// the headers entered needs. Scanned once per file and kept for the run
/// (its session's HeaderScans).
struct Scanned {
  SmallVector<dependency_directives_scan::Token, 0> Tokens;
  SmallVector<dependency_directives_scan::Directive, 0> Directives;
  bool OK = false;
};
struct HeaderScans {
  std::mutex Mu;
  std::map<std::string, std::unique_ptr<Scanned>> Cache;
  std::atomic<unsigned> FilesScanned{0};
};

std::optional<ArrayRef<dependency_directives_scan::Directive>>
directivesOf(HeaderScans &Scans, FileEntryRef F) {
  std::string Key = F.getName().str() + '\x1f' + std::to_string(F.getSize()) + '\x1f' +
                    std::to_string(F.getModificationTime());
  std::lock_guard<std::mutex> L(Scans.Mu);
  std::unique_ptr<Scanned> &S = Scans.Cache[Key];
  if (!S) {
    S = std::make_unique<Scanned>();
    // Files on disk only (the in-memory main file and overlay headers are
    // lexed the usual way), and only when they are what the preprocessor
    // has: the directives' offsets point into that text.
    auto Buf = MemoryBuffer::getFile(F.getName(), /*IsText=*/false,
                                     /*RequiresNullTerminator=*/true);
    // (The tokens hold offsets, not pointers: the text is not kept.)
    if (Buf && (*Buf)->getBufferSize() == uint64_t(F.getSize()))
      S->OK = !scanSourceForDependencyDirectives((*Buf)->getBuffer(), S->Tokens,
                                                 S->Directives);
  }
  if (!S->OK)
    return std::nullopt;
  ++Scans.FilesScanned;
  return ArrayRef<dependency_directives_scan::Directive>(S->Directives);
}

class GraphFactory : public tooling::FrontendActionFactory {
public:
  /// \p Scans: read only the headers' directives, scanned there; null:
  /// read them whole (ParseSwitches::PchScan off).
  GraphFactory(IncludeGraph &G, HeaderScans *Scans) : G(G), Scans(Scans) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<GraphAction>(G);
  }
  bool runInvocation(std::shared_ptr<CompilerInvocation> Inv, FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Ops,
                     DiagnosticConsumer *D) override {
    if (Scans)
      Inv->getPreprocessorOpts().DependencyDirectivesForFile =
          [Scans = Scans](FileEntryRef F) { return directivesOf(*Scans, F); };
    return FrontendActionFactory::runInvocation(std::move(Inv), Files, std::move(Ops), D);
  }

private:
  IncludeGraph &G;
  HeaderScans *Scans;
};

} // namespace

unsigned headerFilesScanned(Session &S) { return S.get<HeaderScans>().FilesScanned; }
void resetHeaderScans(Session &S) { S.get<HeaderScans>().FilesScanned = 0; }

/// What each of \p Lines (`#include <name>` lines) brings beyond the CUDA
/// preamble of \p Base: one preprocessor run over all of them (each under
/// `__has_include`, so that a missing one costs nothing), reading only the
/// headers' directives (Base.Switches.PchScan off: whole), then the files each
/// line's header reaches in the include graph, less the preamble's. A line
/// whose header is not found brings nothing.
HeaderCosts headerCosts(const PreamblePlan &Base, ArrayRef<std::string> Lines) {
  DebugTimer T("measured", Base.Switches.PchDebug);
  std::string Text;
  std::map<unsigned, std::string> LineOf; // line of the #include -> its line
  unsigned N = 1;
  for (const std::string &L : Lines) {
    StringRef Name = StringRef(L).drop_front(strlen("#include ")); // <name>
    Text += "#if __has_include(" + Name.str() + ")\n" + L + "\n#endif\n";
    LineOf[N + 1] = L;
    N += 3;
  }
  IncludeGraph G;
  auto FM = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(),
                                             parseFileSystem(Base.BuildArgs, PreambleMainFile, Text));
  std::vector<std::string> Args = Base.BuildArgs;
  Args.push_back(PreambleMainFile);
  GraphFactory F(G, Base.Switches.PchScan ? &Base.Store->get<HeaderScans>() : nullptr);
  Quiet Diags; // a header's #error costs only what it would have brought
  tooling::ToolInvocation Inv(Args, &F, FM.get(), std::make_shared<PCHContainerOperations>());
  Inv.setDiagnosticConsumer(&Diags);
  Inv.run();
  HeaderCosts C;
  C.Size = G.Size;
  if (!G.InMain)
    return C;
  for (auto &[Line, Root] : G.RootOfLine) {
    auto It = LineOf.find(Line);
    if (It == LineOf.end())
      continue;
    std::vector<unsigned> &Files = C.Files[It->second];
    std::vector<bool> Seen(G.Size.size(), false);
    std::vector<unsigned> Stack{Root};
    while (!Stack.empty()) {
      unsigned F = Stack.back();
      Stack.pop_back();
      if (Seen[F] || F < G.PreambleFiles)
        continue;
      Seen[F] = true;
      Files.push_back(F);
      for (unsigned To : G.Edges[F])
        Stack.push_back(To);
    }
    llvm::sort(Files);
  }
  return C;
}

/// Bytes of the files \p Lines bring together beyond the preamble.
uint64_t unionBytes(const HeaderCosts &C, ArrayRef<std::string> Lines) {
  std::set<unsigned> Files;
  for (const std::string &L : Lines)
    if (auto It = C.Files.find(L); It != C.Files.end())
      Files.insert(It->second.begin(), It->second.end());
  uint64_t Sum = 0;
  for (unsigned F : Files)
    Sum += C.Size[F];
  return Sum;
}
uint64_t prefixExtraBytes(const PreamblePlan &Base, StringRef Prefix) {
  std::vector<std::string> Lines = systemIncludeLines(Prefix);
  return unionBytes(headerCosts(Base, Lines), Lines);
}

} // namespace cuda2hip
