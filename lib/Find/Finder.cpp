//===- Finder.cpp - run the AST engine, fall back to the token engine -----===//
#include "cuda2hip/Basic.h"
#include "FindContext.h"
#include "Preamble.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
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

// Headers CUDA 13 removed, served from memory and searched last, so a CUDA
// that has them wins: one clang 19's CUDA wrapper still includes (empty),
// and NVTX 2's, which programs still include and whose API NVTX 3 (the
// nvtx3/ headers, kept) declares.
constexpr const char *OverlayDir = "/__cuda2hip_overlay__";
constexpr std::pair<const char *, const char *> OverlayHeaders[] = {
    {"texture_fetch_functions.h", "/* provided by cuda2hip */\n"},
    {"nvToolsExt.h", "/* provided by cuda2hip */\n#include <nvtx3/nvToolsExt.h>\n"},
    {"nvToolsExtCuda.h", "/* provided by cuda2hip */\n#include <nvtx3/nvToolsExtCuda.h>\n"},
    {"nvToolsExtCudaRt.h", "/* provided by cuda2hip */\n#include <nvtx3/nvToolsExtCudaRt.h>\n"},
};

class CollectErrors : public DiagnosticConsumer {
public:
  explicit CollectErrors(Findings &Out) : Out(Out) {}
  void HandleDiagnostic(DiagnosticsEngine::Level L, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (L < DiagnosticsEngine::Error)
      return;
    // The frontend's and the PCH reader's own errors (a stale or foreign PCH).
    if (Info.getID() >= diag::DIAG_START_FRONTEND && Info.getID() < diag::DIAG_START_LEX)
      FrontendError = true;
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
        if (!Out.Buffers.count(N.Where.File))
          Out.Buffers[N.Where.File] = SM.getBufferData(FID).str();
      }
    }
    Out.Notes.push_back(std::move(N));
  }
  unsigned Count = 0;
  bool FrontendError = false;

private:
  Findings &Out;
};

/// The find action on a cc1 invocation that includes \p Pch (a Preamble's
/// VirtualPath): the equivalent of -include-pch, set after the driver so
/// that the driver's implicit -include stays where it is (the PCH reader
/// sees the PCH holds it and skips it).
class WithPch : public tooling::FrontendActionFactory {
public:
  WithPch(FindContext &C, std::string Pch) : C(C), Pch(std::move(Pch)) {}
  std::unique_ptr<FrontendAction> create() override { return makeFindAction(C); }
  bool runInvocation(std::shared_ptr<CompilerInvocation> Inv, FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Ops,
                     DiagnosticConsumer *D) override {
    Inv->getPreprocessorOpts().ImplicitPCHInclude = Pch;
    return FrontendActionFactory::runInvocation(std::move(Inv), Files, std::move(Ops), D);
  }

private:
  FindContext &C;
  std::string Pch;
};

InputLanguage chooseLanguage(StringRef Path, StringRef Contents, InputLanguage L) {
  if (L != InputLanguage::Auto)
    return L;
  // A file that already includes HIP headers is parsed as HIP: rerunning on
  // our own output must find nothing to do.
  SmallVector<StringRef, 0> Lines;
  Contents.split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (L.consume_front("include") &&
        (L.ltrim().starts_with("<hip/") || L.ltrim().starts_with("\"hip/")))
      return InputLanguage::Hip;
  }
  if (sys::path::extension(Path) == ".c")
    return InputLanguage::Cxx; // C: parsed as C below
  return InputLanguage::Cuda;
}

bool hasStdFlag(ArrayRef<std::string> A) {
  for (const std::string &S : A)
    if (StringRef(S).starts_with("-std=") || StringRef(S).starts_with("--std="))
      return true;
  return false;
}

void tokenEngine(StringRef Path, StringRef Contents, const Table &T, Findings &F,
                 const Table *User) {
  F.Names.clear();
  F.Includes.clear();
  F.Calls.clear();
  F.Launches.clear();
  std::string &Stored = F.Buffers[Path.str()];
  if (Stored.data() != Contents.data()) // not already the stored text
    Stored = Contents.str();
  scanTokens(Path, Stored, T, F, 0, ~0u, User);
  F.UsedTokenEngine = true;
}

} // namespace

Findings findInFile(StringRef PathIn, std::optional<StringRef> Contents,
                    const FindOptions &Opts, const Table &T) {
  Findings F;
  SmallString<256> Abs(PathIn);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, true);
  std::string Path(Abs);
  F.MainFile = Path;

  std::string Text;
  if (Contents) {
    Text = Contents->str();
  } else {
    Expected<std::string> Buf = readRegularFile(Path);
    if (!Buf) {
      F.Notes.push_back({FileRange{Path, 0, 0}, true, "io-error",
                         "cannot read '" + Path + "': " + toString(Buf.takeError())});
      F.ParseFailed = true;
      return F;
    }
    Text = std::move(*Buf);
  }
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
      Opts.ResourceDir.empty() ? findResourceDir() : Opts.ResourceDir;
  std::string Cuda = findCudaPath(Opts.CudaPath);
  std::optional<StringRef> InMemory =
      Contents ? std::optional<StringRef>(Text) : std::nullopt;

  std::vector<std::string> CudaDirs;
  if (!Cuda.empty()) {
    CudaDirs.push_back(Cuda + "/");
    SmallString<256> Real;
    if (!sys::fs::real_path(Cuda, Real))
      CudaDirs.push_back(std::string(Real) + "/");
  }
  CudaDirs.push_back(ResourceDir + "/include/cuda_wrappers/");
  CudaDirs.push_back(std::string(OverlayDir) + "/");

  // With a shared PCH of the CUDA preamble (Preamble.h) when the run asks
  // for one and it serves this command line. Kept only when the parse is
  // clean: otherwise the plain parse below decides (the same findings, the
  // same error messages as without a PCH).
  if (Opts.SharePreamble)
    if (std::optional<PreamblePlan> Plan = planPreamble(Args))
      if (std::shared_ptr<const Preamble> Pre = getPreamble(*Plan, Opts.PreambleDir);
          Pre && !preambleShadowed(*Pre, *Plan)) {
        Findings G = F;
        auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
        Mem->addFile(Pre->VirtualPath, 0,
                     MemoryBuffer::getMemBuffer(StringRef(Pre->Data.data(), Pre->Data.size()),
                                                Pre->VirtualPath,
                                                /*RequiresNullTerminator=*/false));
        Mem->addFile(PreambleMainFile, 0, MemoryBuffer::getMemBuffer("", PreambleMainFile));
        auto FS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(parseFileSystem(Path, InMemory));
        FS->pushOverlay(Mem);
        auto FM = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), FS);
        FindContext Ctx(T, G, CudaDirs);
        Ctx.User = Opts.User;
        Ctx.OnlyLocalDecls = true;
        CollectErrors Errors(G);
        WithPch Factory(Ctx, Pre->VirtualPath);
        tooling::ToolInvocation Inv(Args, &Factory, FM.get(),
                                    std::make_shared<PCHContainerOperations>());
        Inv.setDiagnosticConsumer(&Errors);
        bool OK = Inv.run();
        countPreambleUse(OK && Errors.Count == 0);
        if (OK && Errors.Count == 0)
          return G;
        if (Errors.FrontendError)
          preambleBroken(*Pre, Opts.PreambleDir);
      }

  auto FM = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(),
                                             parseFileSystem(Path, InMemory));
  FindContext Ctx(T, F, CudaDirs);
  Ctx.User = Opts.User;
  CollectErrors Errors(F);
  tooling::ToolInvocation Inv(Args, makeFindAction(Ctx), FM.get());
  Inv.setDiagnosticConsumer(&Errors);
  bool OK = Inv.run();
  if (OK && Errors.Count == 0)
    return F;

  F.ParseFailed = true;
  if (Errors.Count == 0)
    F.Notes.push_back({FileRange{Path, 0, 0}, true, "parse-error",
                       "clang could not parse the file"});
  if (Opts.Engine == EngineChoice::Auto)
    tokenEngine(Path, Text, T, F, Opts.User);
  return F;
}

std::vector<std::string> parseArguments(StringRef Path, StringRef Text,
                                        const FindOptions &Opts, std::string &Err) {
  InputLanguage Lang = chooseLanguage(Path, Text, Opts.Language);
  std::string ResourceDir =
      Opts.ResourceDir.empty() ? findResourceDir() : Opts.ResourceDir;
  std::string Cuda = findCudaPath(Opts.CudaPath);
  if (ResourceDir.empty()) {
    Err = "clang's resource directory (with __clang_cuda_runtime_wrapper.h) "
          "was not found; set CUDA2HIP_RESOURCE_DIR";
    return {};
  }
  if (Cuda.empty() && Lang != InputLanguage::Hip) {
    Err = Opts.CudaPath.empty()
              ? "no CUDA installation found (looked at $CUDA_PATH, "
                "$CUDA_HOME, /usr/local/cuda); use --cuda-path"
              : "no CUDA installation at '" + Opts.CudaPath +
                    "' (no include/cuda_runtime.h)";
    return {};
  }
  // -fno-caret-diagnostics also silences clang's "N errors generated".
  // -fno-spell-checking: clang must not "correct" an unknown name into a
  // declared one (a typo'd user name would then read as a CUDA API), typo
  // correction is the slowest part of parsing a file with errors, and in
  // clang 19 it can recurse without end (a crash; tests/lit/parser_crash.test).
  std::vector<std::string> Args = {"cuda2hip-clang", "-fsyntax-only",
                                   "-Wno-unknown-cuda-version",
                                   "-fno-caret-diagnostics",
                                   "-fno-spell-checking"};
  switch (Lang) {
  case InputLanguage::Hip:
    Args.insert(Args.end(), {"-x", "hip", "--cuda-host-only", "-nogpulib",
                             "--offload-arch=gfx942"});
    break;
  case InputLanguage::Cxx:
    Args.insert(Args.end(), {"-x", sys::path::extension(Path) == ".c" ? "c" : "c++"});
    Args.push_back("-isystem" + Cuda + "/include");
    break;
  default:
    Args.insert(Args.end(), {"-x", "cuda", "--cuda-host-only", "--cuda-path=" + Cuda});
    break;
  }
  if (Lang != InputLanguage::Hip) {
    // CUDA 13 moved CCCL (libcu++, CUB, Thrust) to include/cccl, which nvcc
    // adds and clang 19 does not know about.
    if (sys::fs::is_directory(Cuda + "/include/cccl"))
      Args.push_back("-isystem" + Cuda + "/include/cccl");
    Args.push_back(std::string("-idirafter") + OverlayDir);
  }
  if (!hasStdFlag(Opts.DatabaseFlags) && !hasStdFlag(Opts.ExtraArgs) &&
      sys::path::extension(Path) != ".c")
    Args.push_back("-std=c++17");
  Args.push_back("-resource-dir=" + ResourceDir);
  Args.push_back("-I" + sys::path::parent_path(Path).str());
  Args.insert(Args.end(), Opts.DatabaseFlags.begin(), Opts.DatabaseFlags.end());
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  Args.push_back(Path.str());

  return Args;
}

IntrusiveRefCntPtr<vfs::FileSystem>
parseFileSystem(StringRef Path, std::optional<StringRef> Contents) {
  auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  for (auto [H, Text] : OverlayHeaders)
    Mem->addFile(std::string(OverlayDir) + "/" + H, 0, MemoryBuffer::getMemBuffer(Text));
  if (Contents)
    Mem->addFile(Path, 0, MemoryBuffer::getMemBufferCopy(*Contents, Path));
  auto OFS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  OFS->pushOverlay(Mem);
  return OFS;
}

} // namespace cuda2hip

//===----------------------------------------------------------------------===//
// The shared PCH of the CUDA preamble (Preamble.h).
//===----------------------------------------------------------------------===//

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0"
#endif

namespace cuda2hip {

const char *const PreambleMainFile = "/__cuda2hip_overlay__/__cuda2hip_preamble__.cu";

namespace {

constexpr StringRef Magic = "CUDA2HIP-PCH 1\n";

bool disabledByEnvironment() {
  const char *E = std::getenv("CUDA2HIP_PCH");
  if (!E)
    return false;
  StringRef V(E);
  return V == "0" || V.equals_insensitive("off") || V.equals_insensitive("no") ||
         V.equals_insensitive("false");
}

/// Size and modification time: identifies a file without reading it.
std::string identity(StringRef Path) {
  sys::fs::file_status St;
  if (Path.empty() || sys::fs::status(Path, St))
    return "none";
  return Path.str() + ":" + std::to_string(St.getSize()) + ":" +
         std::to_string(St.getLastModificationTime().time_since_epoch().count());
}

void field(SHA256 &H, StringRef Name, StringRef Value) {
  std::string Head = Name.str() + ":" + std::to_string(Value.size()) + ":";
  H.update(Head);
  H.update(Value);
}

std::string absoluteDir(StringRef D) {
  SmallString<256> S(D);
  sys::fs::make_absolute(S);
  sys::path::remove_dots(S, true);
  return std::string(S);
}

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
               std::string OutputName)
      : Buffer(std::move(Buffer)), Names(Names), OutputName(std::move(OutputName)) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<BuildAction>(Buffer, Names, OutputName);
  }
  bool runInvocation(std::shared_ptr<CompilerInvocation> Inv, FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Ops,
                     DiagnosticConsumer *D) override {
    Inv->getFrontendOpts().ProgramAction = frontend::GeneratePCH;
    return FrontendActionFactory::runInvocation(std::move(Inv), Files, std::move(Ops), D);
  }

private:
  std::shared_ptr<PCHBuffer> Buffer;
  std::vector<std::string> &Names;
  std::string OutputName;
};

/// Counts errors (ExecuteAction's verdict), prints nothing.
class Quiet : public DiagnosticConsumer {};

std::shared_ptr<Preamble> build(const PreamblePlan &P) {
  auto Pre = std::make_shared<Preamble>();
  Pre->Key = P.Key;
  Pre->VirtualPath = "/__cuda2hip_overlay__/preamble-" + P.Key.substr(0, 16) + ".pch";
  auto Buffer = std::make_shared<PCHBuffer>();
  Buffer->IsComplete = false;
  std::vector<std::string> Args = P.BuildArgs;
  Args.push_back(PreambleMainFile);
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(), parseFileSystem(PreambleMainFile, StringRef("")));
  BuildFactory F(Buffer, Pre->Names, Pre->VirtualPath);
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
  Pre->VirtualPath = "/__cuda2hip_overlay__/preamble-" + P.Key.substr(0, 16) + ".pch";
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

std::mutex Mu;
std::map<std::string, Slot> Slots;
std::map<std::pair<std::string, std::string>, bool> ShadowCache;
uint64_t Clock = 0;
PreambleStats Stats;
constexpr size_t MaxReady = 8; // PCHs kept in memory at once

} // namespace

std::optional<PreamblePlan> planPreamble(const std::vector<std::string> &Args) {
  if (Args.size() < 3 || disabledByEnvironment())
    return std::nullopt;
  PreamblePlan P;
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
      P.UserDirs.push_back(absoluteDir(Value));
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
  field(H, "format", "cuda2hip-pch-1");
  field(H, "clang", getClangFullVersion());
  field(H, "tool", std::string(CUDA2HIP_VERSION " ") +
                       identity(sys::fs::getMainExecutable(nullptr, nullptr)));
  field(H, "cuda", identity(CudaPath + "/include/cuda_runtime_api.h"));
  field(H, "wrapper",
        identity(ResourceDir + "/include/__clang_cuda_runtime_wrapper.h"));
  for (const std::string &A : P.BuildArgs)
    field(H, "arg", A);
  if (Relative) {
    SmallString<256> Cwd;
    sys::fs::current_path(Cwd);
    field(H, "cwd", Cwd);
  }
  P.Key = toHex(H.final(), /*LowerCase=*/true);
  return P;
}

std::shared_ptr<const Preamble> getPreamble(const PreamblePlan &P, StringRef Dir) {
  {
    std::lock_guard<std::mutex> L(Mu);
    auto [It, New] = Slots.try_emplace(P.Key);
    if (!New) {
      It->second.Age = ++Clock;
      return It->second.S == State::Ready ? It->second.P : nullptr;
    }
  }
  // This thread builds it; the others parse the plain way meanwhile.
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
  // Keep a few: a long-lived process (an editor) sees many flag sets.
  size_t Ready = 0;
  for (auto &[K, V] : Slots)
    Ready += V.S == State::Ready;
  while (Ready > MaxReady) {
    auto Oldest = Slots.end();
    for (auto It = Slots.begin(); It != Slots.end(); ++It)
      if (It->second.S == State::Ready &&
          (Oldest == Slots.end() || It->second.Age < Oldest->second.Age))
        Oldest = It;
    Slots.erase(Oldest);
    --Ready;
  }
  return Pre;
}

bool preambleShadowed(const Preamble &Pre, const PreamblePlan &P) {
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

void preambleBroken(const Preamble &Pre, StringRef Dir) {
  std::lock_guard<std::mutex> L(Mu);
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
}

void clearPreambles() {
  std::lock_guard<std::mutex> L(Mu);
  Slots.clear();
  ShadowCache.clear();
  Stats = PreambleStats();
}

PreambleStats preambleStats() {
  std::lock_guard<std::mutex> L(Mu);
  return Stats;
}

void countPreambleUse(bool Kept) {
  std::lock_guard<std::mutex> L(Mu);
  ++(Kept ? Stats.Used : Stats.Fallbacks);
}

} // namespace cuda2hip
