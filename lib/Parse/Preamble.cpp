//===- Preamble.cpp - the shared PCH of the CUDA preamble (Preamble.h) ----===//
#include "Preamble.h"
#include "cuda2hip/Basic.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/DependencyDirectivesScanner.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/MultiplexExternalSemaSource.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <condition_variable>
#include <ctime>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>

using namespace llvm;
using namespace clang;

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0"
#endif

namespace cuda2hip {

const std::string PreambleMainFile = std::string(OverlayDir) + "/__cuda2hip_preamble__.cu";

namespace {

constexpr StringRef Magic = "CUDA2HIP-PCH 1\n";

/// Records the header names the preamble asks for.
class NameHooks : public PPCallbacks {
public:
  explicit NameHooks(std::vector<std::string> &Names) : Names(Names) {}
  void InclusionDirective(SourceLocation, const Token &, StringRef FileName, bool,
                          CharSourceRange, OptionalFileEntryRef, StringRef,
                          StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Names.push_back(FileName.str());
  }
  void HasInclude(SourceLocation, StringRef FileName, bool, OptionalFileEntryRef,
                  SrcMgr::CharacteristicKind) override {
    Names.push_back(FileName.str());
  }

private:
  std::vector<std::string> &Names;
};

/// The PCH skips what ParseOptions::SkipForeignBodies skips in a plain
/// parse (SkipBodies.cpp), for the same reasons: bodies of functions and
/// templates that are not constexpr and have no deduced return type. Everything a PCH
/// holds is in system headers (CUDA, libraries, the C++ library: the
/// -I/-iquote folders are not searched); a function not spelled and expanded
/// in one keeps its body.
class SkippingGenerator : public PCHGenerator {
public:
  using PCHGenerator::PCHGenerator;
  bool shouldSkipFunctionBody(Decl *D) override {
    const FunctionDecl *FD = D ? D->getAsFunction() : nullptr;
    if (!FD || !bodyMayBeSkipped(*FD))
      return false;
    SourceManager &SM = getPreprocessor().getSourceManager();
    for (SourceLocation L : {FD->getLocation(), FD->getBeginLoc()})
      for (SourceLocation F : {SM.getExpansionLoc(L), SM.getSpellingLoc(L)})
        if (L.isInvalid() || !SM.isInSystemHeader(F))
          return false;
    return true;
  }
};

/// GeneratePCHAction (TU_Prefix, CompilingPCH) writing into memory.
class BuildAction : public GeneratePCHAction {
public:
  BuildAction(std::shared_ptr<PCHBuffer> Buffer, std::vector<std::string> &Names,
              std::string OutputName)
      : Buffer(std::move(Buffer)), Names(Names), OutputName(std::move(OutputName)) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    std::string Sysroot;
    if (!ComputeASTConsumerArguments(CI, Sysroot))
      return nullptr;
    CI.getPreprocessor().addPPCallbacks(std::make_unique<NameHooks>(Names));
    if (CI.getFrontendOpts().SkipFunctionBodies)
      return std::make_unique<SkippingGenerator>(
          CI.getPreprocessor(), CI.getModuleCache(), OutputName, /*isysroot=*/"",
          Buffer, CI.getFrontendOpts().ModuleFileExtensions,
          /*AllowASTWithErrors=*/false, /*IncludeTimestamps=*/true);
    return std::make_unique<PCHGenerator>(
        CI.getPreprocessor(), CI.getModuleCache(), OutputName, /*isysroot=*/"",
        Buffer, CI.getFrontendOpts().ModuleFileExtensions,
        /*AllowASTWithErrors=*/false, /*IncludeTimestamps=*/true);
  }

private:
  std::shared_ptr<PCHBuffer> Buffer;
  std::vector<std::string> &Names;
  std::string OutputName;
};

class BuildFactory : public tooling::FrontendActionFactory {
public:
  BuildFactory(std::shared_ptr<PCHBuffer> Buffer, std::vector<std::string> &Names,
               std::string OutputName, bool SkipBodies)
      : Buffer(std::move(Buffer)), Names(Names), OutputName(std::move(OutputName)),
        SkipBodies(SkipBodies) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<BuildAction>(Buffer, Names, OutputName);
  }
  bool runInvocation(std::shared_ptr<CompilerInvocation> Inv, FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Ops,
                     DiagnosticConsumer *D) override {
    Inv->getFrontendOpts().ProgramAction = frontend::GeneratePCH;
    Inv->getFrontendOpts().SkipFunctionBodies = SkipBodies;
    return FrontendActionFactory::runInvocation(std::move(Inv), Files, std::move(Ops), D);
  }

private:
  std::shared_ptr<PCHBuffer> Buffer;
  std::vector<std::string> &Names;
  std::string OutputName;
  bool SkipBodies; ///< ParseSwitches::SkipBodies
};

std::shared_ptr<Preamble> build(const PreamblePlan &P) {
  DebugTimer T("built", P.Switches.PchDebug);
  auto Pre = std::make_shared<Preamble>();
  Pre->Key = P.Key;
  Pre->VirtualPath = std::string(OverlayDir) + "/preamble-" + P.Key.substr(0, 16) + ".pch";
  auto Buffer = std::make_shared<PCHBuffer>();
  Buffer->IsComplete = false;
  std::vector<std::string> Args = P.BuildArgs;
  Args.push_back(PreambleMainFile);
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(), parseFileSystem(P.BuildArgs, PreambleMainFile, StringRef(P.Prefix)));
  BuildFactory F(Buffer, Pre->Names, Pre->VirtualPath, P.Switches.SkipBodies);
  Quiet Diags;
  tooling::ToolInvocation Inv(Args, &F, FM.get(), std::make_shared<PCHContainerOperations>());
  Inv.setDiagnosticConsumer(&Diags);
  if (!Inv.run() || Diags.getNumErrors() || !Buffer->IsComplete || Buffer->Data.empty())
    return nullptr;
  Pre->Data = std::move(Buffer->Data);
  llvm::sort(Pre->Names);
  Pre->Names.erase(std::unique(Pre->Names.begin(), Pre->Names.end()), Pre->Names.end());
  return Pre;
}

std::string diskPath(StringRef Dir, StringRef Key) {
  SmallString<256> S(Dir);
  sys::path::append(S, Key + ".pch");
  return std::string(S);
}

std::shared_ptr<Preamble> load(StringRef Dir, const PreamblePlan &P) {
  auto Buf = MemoryBuffer::getFile(diskPath(Dir, P.Key), /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  if (!Buf)
    return nullptr;
  StringRef Text = (*Buf)->getBuffer();
  if (!Text.consume_front(Magic))
    return nullptr;
  auto [CountLine, Rest] = Text.split('\n');
  unsigned Count;
  if (CountLine.getAsInteger(10, Count))
    return nullptr;
  auto Pre = std::make_shared<Preamble>();
  for (unsigned I = 0; I < Count; ++I) {
    auto [Name, After] = Rest.split('\n');
    if (After.data() == nullptr || Name.empty())
      return nullptr;
    Pre->Names.push_back(Name.str());
    Rest = After;
  }
  if (Rest.empty())
    return nullptr;
  Pre->Key = P.Key;
  Pre->VirtualPath = std::string(OverlayDir) + "/preamble-" + P.Key.substr(0, 16) + ".pch";
  Pre->Data.assign(Rest.begin(), Rest.end()); // an aligned copy of our own
  Pre->FromDisk = true;
  return Pre;
}

void store(StringRef Dir, const Preamble &Pre) {
  if (sys::fs::create_directories(Dir))
    return;
  std::string Final = diskPath(Dir, Pre.Key);
  SmallString<256> Tmp;
  int FD;
  if (sys::fs::createUniqueFile(Final + ".tmp-%%%%%%%%", FD, Tmp))
    return;
  bool OK;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Magic << Pre.Names.size() << "\n";
    for (const std::string &N : Pre.Names)
      OS << N << "\n";
    OS.write(Pre.Data.data(), Pre.Data.size());
    OS.close();
    OK = !OS.has_error();
    OS.clear_error();
  }
  if (!OK || sys::fs::rename(Tmp, Final))
    sys::fs::remove(Tmp);
}

enum class State { Building, Ready, Failed };
struct Slot {
  State S = State::Building;
  std::shared_ptr<const Preamble> P;
  uint64_t Age = 0;
};

/// The PCHs of one session (Session.h: ParseOptions::RunSession) and what
/// it did with them.
struct PchStore {
  std::mutex Mu;
  std::condition_variable Built; // a slot left State::Building
  std::map<std::string, Slot> Slots;
  std::map<std::pair<std::string, std::string>, bool> ShadowCache;
  uint64_t Clock = 0;
  PreambleStats Stats;
  /// Held while a census's headers are measured and its blocks chosen.
  std::mutex Measuring;
};
constexpr size_t MaxReady = 16; // PCHs kept in memory at once, at most

PchStore &storeOf(Session &S) { return S.get<PchStore>(); }

/// The flags a census tells units apart by.
std::vector<std::string> FlagsOf(const ParseOptions &Opts) {
  std::vector<std::string> Flags = Opts.DatabaseFlags;
  Flags.insert(Flags.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  return Flags;
}

} // namespace

std::string choosePrefix(const PreamblePlan &Base, StringRef Path, StringRef Text,
                         const ParseOptions &Opts) {
  std::string Prefix;
  switch (Opts.Switches.PrefixPch) {
  case ParseSwitches::Prefix::Off:
    return "";
  case ParseSwitches::Prefix::Always:
    Prefix = systemIncludePrefix(Text);
    break;
  case ParseSwitches::Prefix::Shared: {
    if (!Opts.Prefixes)
      return "";
    // Once per census and flag set: the costs of every header its units
    // include (one preprocessor run), then the census's choice of blocks.
    // A thread that comes while another measures waits for the choice.
    std::vector<std::string> Flags = FlagsOf(Opts);
    if (!Opts.Prefixes->selected(Flags)) {
      std::lock_guard<std::mutex> M(storeOf(*Base.Store).Measuring);
      if (!Opts.Prefixes->selected(Flags)) {
        HeaderCosts C = headerCosts(Base, Opts.Prefixes->headerLines(Flags));
        // What a block's build costs beyond a parse of its headers, in
        // bytes of headers (the CUDA preamble parsed again, the PCH
        // written): a block is worth a PCH when the bytes it saves its
        // units exceed its own by more than this (CUDA2HIP_PCH_BLOCK_KB).
        Opts.Prefixes->select(Flags, C, Opts.Switches.PchBlockBytes);
        if (Opts.Switches.PchDebug)
          for (auto &[Block, Users] : Opts.Prefixes->blocks(Flags))
            errs() << "block of " << Users << " units, "
                   << unionBytes(C, systemIncludeLines(Block))
                   << " bytes beyond the preamble:\n" << Block;
      }
    }
    Prefix = Opts.Prefixes->choose(Path, Text, Flags);
    break;
  }
  }
  if (Prefix.empty())
    return "";
  // Headers the CUDA preamble includes already: their #include lines are
  // no-ops after it, and a PCH of them would only cost.
  if (std::shared_ptr<const Preamble> Pre = getPreamble(Base, Opts.PreambleDir)) {
    bool New = false;
    for (StringRef L : llvm::split(StringRef(Prefix).rtrim('\n'), '\n')) {
      StringRef Name = L.drop_front(strlen("#include <")).drop_back();
      New |= !std::binary_search(Pre->Names.begin(), Pre->Names.end(), Name.str());
    }
    if (!New)
      return "";
  }
  return Prefix;
}

void addPrefix(PreamblePlan &P, std::string Prefix) {
  if (Prefix.empty())
    return;
  SHA256 H;
  hashField(H, "key", P.Key);
  hashField(H, "prefix", Prefix);
  P.Key = toHex(H.final(), /*LowerCase=*/true);
  P.Prefix = std::move(Prefix);
}

std::optional<PreamblePlan> planPreamble(const std::vector<std::string> &Args,
                                         const ParseOptions &Opts) {
  const ParseSwitches &S = Opts.Switches;
  if (Args.size() < 3 || !S.Pch || !Opts.RunSession)
    return std::nullopt;
  PreamblePlan P;
  P.Switches = S;
  P.Store = Opts.RunSession.get();
  bool Cuda = false, Relative = false;
  std::string CudaPath, ResourceDir;
  P.BuildArgs.push_back(Args[0]);
  // Flags with a separate value.
  static const std::set<StringRef> Separate = {"-D", "-U", "-I", "-iquote", "-isystem",
                                               "-idirafter", "-x"};
  for (size_t I = 1; I + 1 < Args.size(); ++I) {
    size_t Start = I;
    StringRef A = Args[I];
    StringRef Value;
    StringRef Flag = A;
    if (Separate.count(A)) {
      if (I + 2 >= Args.size())
        return std::nullopt;
      Value = Args[++I];
    } else {
      for (StringRef F : {"-iquote", "-isystem", "-idirafter", "-I", "-D", "-U"})
        if (A.starts_with(F) && A.size() > F.size()) {
          Flag = F;
          Value = A.drop_front(F.size());
          break;
        }
    }
    if (Flag == "-I" || Flag == "-iquote") {
      P.UserDirs.push_back(absolute(Value));
      continue; // not part of the PCH: checked by name (preambleShadowed)
    }
    if (Flag == "-x") {
      if (Value != "cuda")
        return std::nullopt;
      Cuda = true;
    } else if (Flag == "-isystem" || Flag == "-idirafter") {
      Relative |= !sys::path::is_absolute(Value);
    } else if (Flag == "-D" || Flag == "-U") {
    } else if (A.consume_front("--cuda-path=")) {
      CudaPath = A.str();
    } else if (A.consume_front("-resource-dir=")) {
      ResourceDir = A.str();
    } else if (A == "-fsyntax-only" || A == "--cuda-host-only" || A == "-w" ||
               A == "-pthread" || A.starts_with("-std=") || A.starts_with("--std=") ||
               A.starts_with("-W") || A.starts_with("-O") || A.starts_with("-g") ||
               A.starts_with("--cuda-gpu-arch=") || A.starts_with("--offload-arch=") ||
               A.starts_with("-m") ||
               (A.starts_with("-f") && !A.contains("module") && !A.contains("pch"))) {
    } else {
      return std::nullopt; // -include, -imacros, -Xclang, ...: the plain parse
    }
    for (size_t K = Start; K <= I; ++K)
      P.BuildArgs.push_back(Args[K]);
  }
  if (!Cuda)
    return std::nullopt;

  SHA256 H;
  hashField(H, "format", "cuda2hip-pch-1");
  hashField(H, "clang", getClangFullVersion());
  hashField(H, "tool", std::string(CUDA2HIP_VERSION " ") +
                           fileIdentity(sys::fs::getMainExecutable(nullptr, nullptr)));
  hashField(H, "cuda", fileIdentity(CudaPath + "/include/cuda_runtime_api.h"));
  hashField(H, "wrapper",
            fileIdentity(ResourceDir + "/include/__clang_cuda_runtime_wrapper.h"));
  hashField(H, "skip-bodies", S.SkipBodies ? "yes" : "no");
  for (const std::string &A : P.BuildArgs)
    hashField(H, "arg", A);
  if (Relative) {
    SmallString<256> Cwd;
    sys::fs::current_path(Cwd);
    hashField(H, "cwd", Cwd);
  }
  P.Key = toHex(H.final(), /*LowerCase=*/true);
  return P;
}

std::shared_ptr<const Preamble> getPreamble(const PreamblePlan &P, StringRef Dir) {
  PchStore &St = storeOf(*P.Store);
  std::mutex &Mu = St.Mu;
  std::condition_variable &Built = St.Built;
  std::map<std::string, Slot> &Slots = St.Slots;
  uint64_t &Clock = St.Clock;
  PreambleStats &Stats = St.Stats;
  {
    std::unique_lock<std::mutex> L(Mu);
    auto [It, New] = Slots.try_emplace(P.Key);
    if (!New) {
      // Another thread builds it: wait (std::map keeps It valid; an evicted
      // or forgotten slot ends the wait too).
      Built.wait(L, [&] {
        auto Now = Slots.find(P.Key);
        return Now == Slots.end() || Now->second.S != State::Building;
      });
      auto Now = Slots.find(P.Key);
      if (Now == Slots.end())
        return nullptr;
      Now->second.Age = ++Clock;
      return Now->second.S == State::Ready ? Now->second.P : nullptr;
    }
  }
  // This thread builds it; the others asking for it wait.
  std::shared_ptr<Preamble> Pre;
  if (!Dir.empty())
    Pre = load(Dir, P);
  bool Loaded = Pre != nullptr;
  if (!Pre) {
    Pre = build(P);
    if (Pre && !Dir.empty())
      store(Dir, *Pre);
  }
  std::lock_guard<std::mutex> L(Mu);
  Stats.Loaded += Loaded;
  Stats.Built += !Loaded && Pre;
  Slot &S = Slots[P.Key];
  S.S = Pre ? State::Ready : State::Failed;
  S.P = Pre;
  S.Age = ++Clock;
  // Keep a few: a long-lived process (an editor) sees many flag sets, and a
  // tree many blocks of includes. The one just built stays.
  size_t Ready = 0, Bytes = 0;
  for (auto &[K, V] : Slots)
    if (V.S == State::Ready) {
      ++Ready;
      Bytes += V.P->Data.size();
    }
  // Bytes of PCH kept in memory at once (CUDA2HIP_PCH_MEMORY_MB).
  while (Ready > 1 && (Ready > MaxReady || Bytes > P.Switches.PchMemoryBytes)) {
    auto Oldest = Slots.end();
    for (auto It = Slots.begin(); It != Slots.end(); ++It)
      if (It->second.S == State::Ready && It->first != P.Key &&
          (Oldest == Slots.end() || It->second.Age < Oldest->second.Age))
        Oldest = It;
    Bytes -= Oldest->second.P->Data.size();
    Slots.erase(Oldest);
    --Ready;
  }
  Built.notify_all();
  return Pre;
}

bool preambleShadowed(const Preamble &Pre, const PreamblePlan &P) {
  PchStore &St = storeOf(*P.Store);
  std::mutex &Mu = St.Mu;
  auto &ShadowCache = St.ShadowCache;
  for (const std::string &D : P.UserDirs) {
    {
      std::lock_guard<std::mutex> L(Mu);
      auto It = ShadowCache.find({Pre.Key, D});
      if (It != ShadowCache.end()) {
        if (It->second)
          return true;
        continue;
      }
    }
    bool Shadow = false;
    if (sys::fs::is_directory(D))
      for (const std::string &N : Pre.Names) {
        SmallString<256> F(D);
        sys::path::append(F, N);
        if (sys::fs::exists(F)) {
          Shadow = true;
          break;
        }
      }
    std::lock_guard<std::mutex> L(Mu);
    ShadowCache[{Pre.Key, D}] = Shadow;
    if (Shadow)
      return true;
  }
  return false;
}

void preambleBroken(const ServedPreamble &S, StringRef Dir) {
  const Preamble &Pre = *S.Pre;
  PchStore &St = storeOf(*S.Plan.Store);
  std::lock_guard<std::mutex> L(St.Mu);
  auto &Slots = St.Slots;
  auto It = Slots.find(Pre.Key);
  if (It == Slots.end() || It->second.P.get() != &Pre)
    return;
  if (Pre.FromDisk) { // stale: the next TU builds a fresh one
    if (!Dir.empty())
      sys::fs::remove(diskPath(Dir, Pre.Key));
    Slots.erase(It);
    return;
  }
  It->second.S = State::Failed;
  It->second.P = nullptr;
  St.Built.notify_all();
}

std::string leadingBlock(StringRef Path, StringRef Contents, const ParseOptions &Opts) {
  if (!Opts.SharePreamble || !Opts.Prefixes)
    return "";
  std::string Err;
  std::optional<PreamblePlan> Plan =
      planPreamble(parseArguments(Path, Contents, Opts, Err), Opts);
  return Plan ? choosePrefix(*Plan, Path, Contents, Opts) : "";
}

std::optional<ServedPreamble> servePreamble(const std::vector<std::string> &Args,
                                            StringRef Path, StringRef Text,
                                            const ParseOptions &Opts) {
  if (!Opts.SharePreamble)
    return std::nullopt;
  std::optional<PreamblePlan> Plan = planPreamble(Args, Opts);
  if (!Plan)
    return std::nullopt;
  addPrefix(*Plan, choosePrefix(*Plan, Path, Text, Opts));
  std::shared_ptr<const Preamble> Pre = getPreamble(*Plan, Opts.PreambleDir);
  if (!Pre || preambleShadowed(*Pre, *Plan))
    return std::nullopt;
  return ServedPreamble{std::move(*Plan), std::move(Pre)};
}

IntrusiveRefCntPtr<vfs::FileSystem>
preambleFileSystem(IntrusiveRefCntPtr<vfs::FileSystem> Base, const ServedPreamble &S) {
  auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  Mem->addFile(S.Pre->VirtualPath, 0,
               MemoryBuffer::getMemBuffer(StringRef(S.Pre->Data.data(), S.Pre->Data.size()),
                                          S.Pre->VirtualPath,
                                          /*RequiresNullTerminator=*/false));
  Mem->addFile(PreambleMainFile, 0,
               MemoryBuffer::getMemBufferCopy(S.Plan.Prefix, PreambleMainFile));
  auto FS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(std::move(Base));
  FS->pushOverlay(Mem);
  return FS;
}

bool WithPchFactory::runInvocation(std::shared_ptr<CompilerInvocation> Inv,
                                   FileManager *Files,
                                   std::shared_ptr<PCHContainerOperations> Ops,
                                   DiagnosticConsumer *D) {
  Inv->getPreprocessorOpts().ImplicitPCHInclude = Pch;
  return FrontendActionFactory::runInvocation(std::move(Inv), Files, std::move(Ops), D);
}

namespace {
/// The PCH reader, as Sema's source, with two reads that can change nothing
/// left out (trimPchSemaSource). MultiplexExternalSemaSource forwards
/// everything else to it; the second source is an empty one.
class TrimmedPchSource : public MultiplexExternalSemaSource {
public:
  TrimmedPchSource(Sema &S, ExternalSemaSource *Reader, Session &Counts)
      : MultiplexExternalSemaSource(Reader, new ExternalSemaSource()), S(S),
        Counts(Counts) {}
  void ReadDeclsToCheckForDeferredDiags(SmallSetVector<Decl *, 4> &Decls) override {
    // Sema::emitDeferredDiags returns without a look at the list when the
    // TU recorded no deferred diagnostic (and is not OpenMP).
    if (S.DeviceDeferredDiags.empty() && !S.getLangOpts().OpenMP)
      return leftOut();
    MultiplexExternalSemaSource::ReadDeclsToCheckForDeferredDiags(Decls);
  }
  void ReadUnusedFileScopedDecls(SmallVectorImpl<const DeclaratorDecl *> &Decls) override {
    if (S.getDiagnostics().getSuppressSystemWarnings())
      return leftOut();
    MultiplexExternalSemaSource::ReadUnusedFileScopedDecls(Decls);
  }

private:
  void leftOut() {
    PchStore &St = storeOf(Counts);
    std::lock_guard<std::mutex> L(St.Mu);
    ++St.Stats.ReadsLeftOut;
  }
  Sema &S;
  Session &Counts;
};
} // namespace

void trimPchSemaSource(Sema &S, Session &Counts) {
  if (!S.ExternalSource)
    return;
  S.ExternalSource = new TrimmedPchSource(S, S.ExternalSource.get(), Counts);
}

bool PchAwareConsumer::HandleTopLevelDecl(DeclGroupRef) {
  // Sema is initialized (its source is the PCH reader) by the first
  // declaration this TU parses.
  if (WithPch && Trim && TheSema && !Trimmed) {
    trimPchSemaSource(*TheSema, Counts);
    Trimmed = true;
  }
  return true;
}

void PchErrorKinds::add(const clang::Diagnostic &Info) {
  // The frontend's and the PCH reader's own errors (a stale or foreign PCH).
  if (Info.getID() >= diag::DIAG_START_FRONTEND && Info.getID() < diag::DIAG_START_LEX)
    Frontend = true;
  // An error in a header the PCH holds: the one case where the parse with
  // the PCH could word or place it otherwise than the plain parse.
  if (Info.hasSourceManager() && Info.getLocation().isValid() &&
      Info.getSourceManager().isLoadedSourceLocation(
          Info.getSourceManager().getFileLoc(Info.getLocation())))
    InPch = true;
}

void clearPreambles(Session &S) {
  PchStore &St = storeOf(S);
  std::lock_guard<std::mutex> L(St.Mu);
  St.Slots.clear();
  St.ShadowCache.clear();
  St.Stats = PreambleStats();
  resetHeaderScans(S);
  St.Built.notify_all();
}

PreambleStats preambleStats(Session &S) {
  PchStore &St = storeOf(S);
  std::lock_guard<std::mutex> L(St.Mu);
  PreambleStats Out = St.Stats;
  Out.FilesScanned = headerFilesScanned(S);
  return Out;
}

void countPreambleUse(const PreamblePlan &P, bool Kept) {
  PchStore &St = storeOf(*P.Store);
  std::lock_guard<std::mutex> L(St.Mu);
  ++(Kept ? St.Stats.Used : St.Stats.Fallbacks);
}

} // namespace cuda2hip
