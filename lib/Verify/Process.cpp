//===- Process.cpp - run programs, find tools, look for an AMD GPU --------===//
#include "cuda2hip/Verify.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <chrono>

using namespace llvm;

namespace cuda2hip::verify {

std::string findProgram(StringRef Name, ArrayRef<std::string> Extra) {
  if (Name.contains('/'))
    return sys::fs::can_execute(Name) ? Name.str() : "";
  if (auto P = sys::findProgramByName(Name))
    return *P;
  std::vector<StringRef> Dirs(Extra.begin(), Extra.end());
  if (auto P = sys::findProgramByName(Name, Dirs))
    return *P;
  return "";
}

static std::string slurp(StringRef Path) {
  auto B = MemoryBuffer::getFile(Path, /*IsText=*/false);
  return B ? (*B)->getBuffer().str() : std::string();
}

ProcessResult runProcess(ArrayRef<std::string> Argv, StringRef Cwd,
                         unsigned TimeoutSec) {
  ProcessResult R;
  if (Argv.empty()) {
    R.Error = "empty command";
    return R;
  }
  std::string Prog = findProgram(Argv[0]);
  if (Prog.empty()) {
    R.Error = "'" + Argv[0] + "' not found";
    return R;
  }
  // The child's working folder: a shell that changes into it, then execs.
  std::vector<std::string> Args;
  if (!Cwd.empty()) {
    Prog = findProgram("sh");
    Args = {"sh", "-c", "cd \"$0\" && exec \"$@\"", Cwd.str()};
  }
  Args.insert(Args.end(), Argv.begin(), Argv.end());
  if (!Cwd.empty())
    Args[4] = findProgram(Argv[0]);
  SmallString<128> Out, Err;
  if (sys::fs::createTemporaryFile("cuda2hip-verify", "out", Out) ||
      sys::fs::createTemporaryFile("cuda2hip-verify", "err", Err)) {
    R.Error = "cannot create temporary files";
    return R;
  }
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Out), StringRef(Err)};
  std::string Msg;
  bool Failed = false;
  auto Start = std::chrono::steady_clock::now();
  int RC = sys::ExecuteAndWait(Prog, ArgRefs, std::nullopt, Redirects, TimeoutSec,
                               0, &Msg, &Failed);
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
                  .count();
  R.Stdout = slurp(Out);
  R.Stderr = slurp(Err);
  sys::fs::remove(Out);
  sys::fs::remove(Err);
  R.Started = !Failed;
  if (Failed) {
    R.Error = Msg.empty() ? "could not start '" + Prog + "'" : Msg;
    return R;
  }
  if (RC == -2 && StringRef(Msg).contains("timed out")) { // SecondsToWait passed
    R.TimedOut = true;
    R.Error = "timed out after " + std::to_string(TimeoutSec) + " s";
  } else if (RC < 0) {
    R.Error = Msg.empty() ? "crashed" : Msg;
  }
  R.ExitCode = RC;
  return R;
}

std::string firstError(StringRef Text) {
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  // The driver's "linker command failed" only says that a tool failed: the
  // tool's own message (ld's "undefined reference", ...) comes first.
  auto Summary = [](StringRef L) { return L.contains("command failed with exit code"); };
  for (StringRef L : Lines)
    if ((L.contains("error:") || L.contains("error :") ||
         L.contains("undefined reference")) && !Summary(L))
      return L.trim().str();
  for (StringRef L : Lines)
    if (L.contains("error"))
      return L.trim().str();
  for (StringRef L : Lines)
    if (!L.trim().empty())
      return L.trim().str();
  return "";
}

bool amdGpuPresent(StringRef RocmPath, std::string &What) {
  std::vector<std::string> Bins;
  for (StringRef R : {RocmPath, StringRef("/opt/rocm")})
    if (!R.empty())
      Bins.push_back((R + "/bin").str());
  if (std::string Info = findProgram("rocminfo", Bins); !Info.empty()) {
    ProcessResult P = runProcess({Info}, "", 60);
    SmallVector<StringRef, 0> Lines;
    StringRef(P.Stdout).split(Lines, '\n');
    for (StringRef L : Lines) {
      L = L.trim();
      if (L.consume_front("Name:") && L.trim().starts_with("gfx")) {
        What = "rocminfo: " + L.trim().str();
        return true;
      }
    }
    What = "rocminfo lists no gfx agent";
    return false;
  }
  if (std::string Smi = findProgram("amd-smi", Bins); !Smi.empty()) {
    ProcessResult P = runProcess({Smi, "list"}, "", 60);
    if (P.ExitCode == 0 && StringRef(P.Stdout).contains("GPU")) {
      What = "amd-smi list";
      return true;
    }
    What = "amd-smi lists no GPU";
    return false;
  }
  // No tools: the kernel driver's topology (gfx_target_version 0 = a CPU).
  std::error_code EC;
  for (sys::fs::directory_iterator I("/sys/class/kfd/kfd/topology/nodes", EC), E;
       I != E && !EC; I.increment(EC)) {
    std::string Props = slurp(I->path() + "/properties");
    size_t At = Props.find("gfx_target_version ");
    if (At != std::string::npos &&
        StringRef(Props).substr(At + 19).ltrim().take_while(isDigit) != "0") {
      What = "KFD topology node " + sys::path::filename(I->path()).str();
      return sys::fs::exists("/dev/kfd");
    }
  }
  What = "no AMD GPU (no rocminfo or amd-smi, no KFD GPU node)";
  return false;
}

bool nvidiaGpuPresent(std::string &What) {
  std::string Smi = findProgram("nvidia-smi", {});
  if (Smi.empty()) {
    What = "no NVIDIA GPU (no nvidia-smi)";
    return false;
  }
  ProcessResult P = runProcess({Smi, "-L"}, "", 60);
  SmallVector<StringRef, 0> Lines;
  StringRef(P.Stdout).split(Lines, '\n');
  for (StringRef L : Lines)
    if (P.ExitCode == 0 && L.trim().starts_with("GPU ")) {
      What = "nvidia-smi: " + L.trim().split(" (UUID").first.str();
      return true;
    }
  What = "no NVIDIA GPU (nvidia-smi -L lists none)";
  return false;
}

} // namespace cuda2hip::verify
