//===- Finder.cpp - run the AST engine, fall back to the token engine -----===//
#include "FindContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

// Headers clang 19's CUDA wrapper still includes but CUDA 13 removed. They
// are served from memory, searched last, so a CUDA that has them wins.
constexpr const char *OverlayDir = "/__cuda2hip_overlay__";
constexpr const char *OverlayHeaders[] = {"texture_fetch_functions.h"};

class CollectErrors : public DiagnosticConsumer {
public:
  explicit CollectErrors(Findings &Out) : Out(Out) {}
  void HandleDiagnostic(DiagnosticsEngine::Level L, const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (L < DiagnosticsEngine::Error || Count++ >= 20)
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

private:
  Findings &Out;
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
  F.Buffers[Path.str()] = Contents.str();
  scanTokens(Path, F.Buffers[Path.str()], T, F, 0, ~0u, User);
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
    auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (!Buf) {
      F.Notes.push_back({FileRange{Path, 0, 0}, true, "io-error",
                         "cannot read '" + Path + "': " + Buf.getError().message()});
      F.ParseFailed = true;
      return F;
    }
    Text = (*Buf)->getBuffer().str();
  }
  F.Buffers[Path] = Text;

  if (Opts.Engine == EngineChoice::Token) {
    tokenEngine(Path, Text, T, F, Opts.User);
    return F;
  }

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
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(),
      parseFileSystem(Path, Contents ? std::optional<StringRef>(Text) : std::nullopt));

  std::vector<std::string> CudaDirs;
  if (!Cuda.empty()) {
    CudaDirs.push_back(Cuda + "/");
    SmallString<256> Real;
    if (!sys::fs::real_path(Cuda, Real))
      CudaDirs.push_back(std::string(Real) + "/");
  }
  CudaDirs.push_back(ResourceDir + "/include/cuda_wrappers/");
  CudaDirs.push_back(std::string(OverlayDir) + "/");

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
  std::vector<std::string> Args = {"cuda2hip-clang", "-fsyntax-only",
                                   "-Wno-unknown-cuda-version",
                                   "-fno-caret-diagnostics"};
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
  for (const char *H : OverlayHeaders)
    Mem->addFile(std::string(OverlayDir) + "/" + H, 0,
                 MemoryBuffer::getMemBuffer("/* provided by cuda2hip */\n"));
  if (Contents)
    Mem->addFile(Path, 0, MemoryBuffer::getMemBufferCopy(*Contents, Path));
  auto OFS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  OFS->pushOverlay(Mem);
  return OFS;
}

} // namespace cuda2hip
