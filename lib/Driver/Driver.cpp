//===- Driver.cpp - the stages wired for one file -------------------------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Driver.h"
#include "clang/Basic/Stack.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <cstdlib>
#include <mutex>
#include <signal.h>
#include <vector>

using namespace llvm;

namespace cuda2hip {

/// Stack of the parsing thread (reserved, committed as used). 64 MiB parses
/// an expression of 200,000 terms and 3,000 nested parentheses (clang-19's
/// own 8 MiB does not); runaway recursion (clang-19 recurses without end
/// correcting a typo in the launch configuration of a kernel whose
/// declaration failed: tests/fuzz/corpus/Translate) reaches the end of it in
/// about 2 s, and the overflow is recovered from (below).
static constexpr unsigned ParserStackSize = 64u << 20;

namespace {
/// A stack overflow on the parsing thread must not kill the process: the
/// SIGSEGV it raises is handled on an alternate signal stack, where
/// CrashRecoveryContext's handler can run and jump back to the start of
/// the parse (then the token engine takes the file). Without one, the
/// handler itself would fault on the exhausted stack.
class AltSignalStack {
public:
  AltSignalStack() : Mem(Size) {
    stack_t S{};
    S.ss_sp = Mem.data();
    S.ss_size = Mem.size();
    Installed = sigaltstack(&S, &Old) == 0;
  }
  ~AltSignalStack() {
    if (Installed)
      sigaltstack(&Old, nullptr);
  }

private:
  static constexpr size_t Size = 1u << 20; // ASan's handler needs more than SIGSTKSZ
  std::vector<char> Mem;
  stack_t Old{};
  bool Installed = false;
};

/// CrashRecoveryContext installs its handlers without SA_ONSTACK; add it, so
/// that threads with an alternate stack use it (others are unaffected).
void handleSegvOnAltStack() {
  for (int Sig : {SIGSEGV, SIGBUS}) {
    struct sigaction A;
    if (sigaction(Sig, nullptr, &A) == 0 && !(A.sa_flags & SA_ONSTACK)) {
      A.sa_flags |= SA_ONSTACK;
      sigaction(Sig, &A, nullptr);
    }
  }
}
} // namespace

Translation translateFile(StringRef Path, std::optional<StringRef> Contents,
                          const TranslateOptions &O) {
  Translation T;
  // A NUL byte means this is no source file (an object file, an image with
  // a source extension): refuse it rather than "translate" binary data.
  std::string Disk;
  if (!Contents) {
    if (Expected<std::string> B = readRegularFile(Path)) {
      Disk = std::move(*B);
      Contents = StringRef(Disk);
    } else {
      consumeError(B.takeError()); // findInFile reports why
    }
  }
  std::string Fixed;
  if (O.Wave64Fix && O.Wave64Fixer && Contents && !Contents->contains('\0'))
    if (std::optional<std::string> F = O.Wave64Fixer(Path, Contents, O.Find)) {
      Fixed = std::move(*F);
      Contents = StringRef(Fixed);
    }
  if (Contents && Contents->contains('\0')) {
    SmallString<256> Abs(Path);
    sys::fs::make_absolute(Abs);
    T.Found.MainFile = std::string(Abs);
    unsigned Off = Contents->find('\0');
    T.Found.Buffers[T.Found.MainFile] = Contents->str();
    T.Found.Notes.push_back({FileRange{T.Found.MainFile, Off, 1}, true, "binary-input",
                             "the file contains NUL bytes: not a source file; "
                             "not translated"});
    T.Found.ParseFailed = true;
    T.Result = makePlan(T.Found, Mapper(O.Map), O.Plan);
    return T;
  }
  // The parse runs on a thread with a large stack, under crash recovery:
  // clang's parser recurses per nesting level, and pathological input (an
  // expression of 100,000 terms) overflows an ordinary stack -- clang-19
  // -fsyntax-only itself crashes on it. If it still crashes, the token
  // engine (which does not recurse) translates the file, or, with
  // --engine ast, the file is reported as not parsed.
  static std::once_flag Enabled;
  std::call_once(Enabled, [] {
    CrashRecoveryContext::Enable();
    handleSegvOnAltStack();
  });
  bool Parsed = false;
  if (O.Find.Engine != EngineChoice::Token) {
    // The recovery point is inside the thread (a crash jumps back there,
    // past no destructor of ours), so the alternate stack is taken down
    // before the thread ends.
    CrashRecoveryContext Outer;
    Outer.RunSafelyOnThread(
        [&] {
          AltSignalStack Alt;
          // clang's own stack checks (runWithSufficientStackSpace) need to
          // know where this thread's stack starts, as clang's cc1 does.
          clang::noteBottomOfStack();
          CrashRecoveryContext CRC;
          Parsed = CRC.RunSafely([&] { T.Found = findInFile(Path, Contents, O.Find); });
        },
        ParserStackSize);
  }
  if (!Parsed && O.Find.Engine != EngineChoice::Token) {
    FindOptions TO = O.Find;
    TO.Engine = EngineChoice::Token;
    T.Found = Findings();
    if (O.Find.Engine == EngineChoice::Auto)
      T.Found = findInFile(Path, Contents, TO);
    SmallString<256> Abs(Path);
    sys::fs::make_absolute(Abs);
    T.Found.MainFile = std::string(Abs);
    if (Contents)
      T.Found.Buffers.try_emplace(T.Found.MainFile, Contents->str());
    T.Found.ParseFailed = true;
    T.Found.Notes.push_back(
        {FileRange{T.Found.MainFile, 0, 0}, O.Find.Engine == EngineChoice::Ast,
         "parser-crash",
         "clang crashed parsing this file (too deeply nested, or a clang "
         "bug); " +
             std::string(O.Find.Engine == EngineChoice::Ast
                             ? "not translated (use --engine auto or token)"
                             : "translated with the token engine")});
  } else if (O.Find.Engine == EngineChoice::Token) {
    T.Found = findInFile(Path, Contents, O.Find);
  }
  Mapper M(O.Map);
  T.Result = makePlan(T.Found, M, O.Plan);
  return T;
}

Version targetHipVersion(std::optional<Version> Requested, StringRef RocmPath,
                         const std::optional<std::string> &RocmFromEnvironment,
                         std::string *Source, std::string *Note) {
  if (Note)
    Note->clear();
  if (Requested) {
    if (Source)
      *Source = "--hip-version";
    return *Requested;
  }
  // A ROCm install says what the user targets, whatever its version.
  std::vector<std::string> Roots;
  if (!RocmPath.empty())
    Roots.push_back(RocmPath.str());
  if (RocmFromEnvironment)
    Roots.push_back(*RocmFromEnvironment);
  Roots.push_back("/opt/rocm");
  for (const std::string &R : Roots)
    if (auto V = detectHipVersion({R})) {
      if (Source)
        *Source = R + "/include/hip/hip_version.h";
      return *V;
    }
  // A distribution's HIP (Debian 12 has 5.2.3, from 2022) is taken only if
  // it can target MI300X at all.
  if (auto V = detectHipVersion({"/usr"})) {
    if (FirstGfx942Hip <= *V) {
      if (Source)
        *Source = "/usr/include/hip/hip_version.h";
      return *V;
    }
    if (Source)
      *Source = "default (the HIP " + V->str() +
                " under /usr is older than " + FirstGfx942Hip.str() + ")";
    if (Note)
      *Note = "targeting HIP " + DefaultHipVersion.str() +
              " (ROCm 7.0), the default: the HIP " + V->str() +
              " in /usr/include/hip predates MI300X (gfx942) support (HIP " +
              FirstGfx942Hip.str() +
              "), so it is not taken as the target; use --hip-version or "
              "--rocm-path to choose";
    return DefaultHipVersion;
  }
  if (Source)
    *Source = "default (no ROCm installation found)";
  return DefaultHipVersion;
}

std::unique_ptr<clang::tooling::CompilationDatabase>
loadDatabase(StringRef BuildDir, std::string &Err) {
  // Checked first (Basic.h): a regular file of bounded size and depth that
  // is JSON -- clang's loader would block on a FIFO, recurse without limit
  // and quote raw bytes of a garbage file in its error.
  SmallString<256> Json(BuildDir);
  sys::path::append(Json, "compile_commands.json");
  // libtooling's own text ("Could not auto-detect compilation database
  // ...") is never shown: these two cases say what to do.
  if (!sys::fs::is_directory(BuildDir)) {
    Err = sys::fs::exists(BuildDir) ? "not a folder (give the build folder "
                                      "that holds compile_commands.json)"
                                    : "no such folder";
    return nullptr;
  }
  SmallString<256> Flags(BuildDir);
  sys::path::append(Flags, "compile_flags.txt");
  if (!sys::fs::exists(Json) && !sys::fs::exists(Flags)) {
    Err = "no compile_commands.json in this folder (CMake writes one with "
          "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON; Bear or compiledb for make)";
    return nullptr;
  }
  if (sys::fs::exists(Json)) {
    Expected<std::string> Text = readRegularFile(Json, MaxDataBytes);
    if (!Text) {
      Err = "cannot read it: " + toString(Text.takeError());
      return nullptr;
    }
    if (Error E = checkJsonDepth(*Text)) {
      Err = "not a compilation database: " + toString(std::move(E));
      return nullptr;
    }
    if (Expected<json::Value> V = json::parse(*Text); !V) {
      Err = "not valid JSON: " + toString(V.takeError());
      return nullptr;
    }
  }
  std::string Raw;
  auto DB = clang::tooling::CompilationDatabase::loadFromDirectory(BuildDir, Raw);
  if (!DB)
    Err = "compile_commands.json is not a compilation database (a JSON array "
          "of {directory, file, command|arguments} entries)";
  return DB;
}

std::vector<std::string>
databaseFlags(const clang::tooling::CompilationDatabase &DB, StringRef File) {
  SmallString<256> Abs(File);
  sys::fs::make_absolute(Abs);
  std::vector<std::string> Out;
  auto Cmds = DB.getCompileCommands(Abs);
  if (Cmds.empty())
    return Out;
  const clang::tooling::CompileCommand &C = Cmds.front();
  auto AbsPath = [&](StringRef P) {
    if (sys::path::is_absolute(P))
      return P.str();
    SmallString<256> S(C.Directory);
    sys::path::append(S, P);
    sys::path::remove_dots(S, true);
    return std::string(S);
  };
  const std::vector<std::string> &A = C.CommandLine;
  for (size_t I = 1; I < A.size(); ++I) {
    StringRef S = A[I];
    for (StringRef Flag : {"-I", "-isystem", "-include", "-iquote", "-idirafter"}) {
      if (S == Flag && I + 1 < A.size()) {
        // A forced include must be a regular file: a FIFO would block the
        // parse forever, a device would never end.
        if (Flag == "-include" && !notRegularReason(AbsPath(A[I + 1])).empty() &&
            sys::fs::exists(AbsPath(A[I + 1]))) {
          ++I;
          goto next;
        }
        Out.push_back(Flag.str());
        Out.push_back(AbsPath(A[++I]));
        goto next;
      }
      if (S.starts_with(Flag) && Flag == "-I") {
        Out.push_back("-I" + AbsPath(S.drop_front(2)));
        goto next;
      }
    }
    if ((S == "-D" || S == "-U") && I + 1 < A.size()) {
      Out.push_back(S.str() + A[++I]);
    } else if (S.starts_with("-D") || S.starts_with("-U") ||
               S.starts_with("-std=") || S.starts_with("--std=")) {
      Out.push_back(S.starts_with("--std=") ? "-std=" + S.drop_front(6).str()
                                            : S.str());
    } else if (S == "-std" && I + 1 < A.size()) { // nvcc: -std c++17
      Out.push_back("-std=" + A[++I]);
    }
  next:;
  }
  return Out;
}

} // namespace cuda2hip
