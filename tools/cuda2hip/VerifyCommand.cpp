//===- VerifyCommand.cpp - cuda2hip verify PATHS --------------------------===//
//
// Stage 5 on the command line: for each CUDA program, translate it, build
// the translation for the AMD target, take the kernel inventory, and record
// or compare reference outputs, running on an AMD GPU or on NVIDIA through
// verify/hip-on-cuda. All the work is in lib/Verify (Verify.h); this file
// turns options into VerifyOptions. docs/verify.md.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Verify.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <mutex>
#include <set>
#include <thread>

using namespace llvm;
using namespace cuda2hip;
using namespace cuda2hip::verify;

namespace cuda2hip::cli {
namespace {

struct VerifyCli {
  CommonOptions Common;
  std::vector<std::string> Inputs;
  std::string Arch = "gfx942", Record, Reference, Run = "amd", Format = "human";
  std::string WorkDir, Nvcc, NvccArch = "native", HipOnCuda, DeviceLibPath;
  std::vector<std::string> OutputFiles;
  double RTol = 1e-5, ATol = 1e-6;
  unsigned Timeout = 300, Jobs = 1;
  bool NoAmdCompile = false;
};

bool isSource(StringRef P) {
  StringRef E = sys::path::extension(P);
  return E == ".cu" || E == ".cpp" || E == ".cc" || E == ".cxx";
}

/// Files as given; a folder stands for the CUDA sources (.cu) directly in it.
bool expandInputs(ArrayRef<std::string> In, std::vector<std::string> &Out) {
  for (const std::string &P : In) {
    if (sys::fs::is_directory(P)) {
      std::vector<std::string> Found;
      std::error_code EC;
      for (sys::fs::directory_iterator I(P, EC), E; I != E && !EC; I.increment(EC))
        if (sys::path::extension(I->path()) == ".cu")
          Found.push_back(I->path());
      std::sort(Found.begin(), Found.end());
      Out.insert(Out.end(), Found.begin(), Found.end());
    } else if (sys::fs::exists(P)) {
      if (!isSource(P))
        errs() << "cuda2hip verify: warning: '" << P
               << "' does not look like a CUDA source; verifying it anyway\n";
      Out.push_back(P);
    } else {
      errs() << "cuda2hip verify: error: no such file or folder '" << P << "'\n";
      return false;
    }
  }
  return true;
}

/// Flags every compiler understands: -D -U -I -isystem -include -std.
std::vector<std::string> portableFlags(ArrayRef<std::string> A) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < A.size(); ++I) {
    StringRef F = A[I];
    for (StringRef P : {"-isystem", "-include", "-D", "-U", "-I"})
      if (F.starts_with(P)) {
        Out.push_back(A[I]);
        if (F == P && I + 1 < A.size())
          Out.push_back(A[++I]);
        break;
      }
    if (F.starts_with("-std="))
      Out.push_back(A[I]);
  }
  return Out;
}

std::string cacheDir() {
  if (const char *E = std::getenv("CUDA2HIP_CACHE_DIR"))
    return E;
  if (const char *X = std::getenv("XDG_CACHE_HOME"))
    return (Twine(X) + "/cuda2hip").str();
  if (const char *H = std::getenv("HOME"))
    return (Twine(H) + "/.cache/cuda2hip").str();
  SmallString<128> T;
  sys::path::system_temp_directory(true, T);
  sys::path::append(T, "cuda2hip-cache");
  return std::string(T);
}

std::string defaultHipOnCuda() {
  if (const char *E = std::getenv("CUDA2HIP_HIP_ON_CUDA"))
    return E;
  static int Anchor;
  std::string Exe = sys::fs::getMainExecutable("cuda2hip", &Anchor);
  SmallString<256> Installed(sys::path::parent_path(sys::path::parent_path(Exe)));
  sys::path::append(Installed, "share", "cuda2hip", "hip-on-cuda", "include");
  if (sys::fs::exists(Installed + "/hip/hip_runtime.h"))
    return std::string(Installed);
#ifdef CUDA2HIP_HIP_ON_CUDA_DIR
  if (sys::fs::exists(CUDA2HIP_HIP_ON_CUDA_DIR "/hip/hip_runtime.h"))
    return CUDA2HIP_HIP_ON_CUDA_DIR;
#endif
  return "";
}

int run(VerifyCli &C) {
  std::vector<std::string> Inputs;
  if (C.Inputs.empty()) {
    errs() << "cuda2hip verify: error: no programs given (see --help)\n";
    return ExitUsage;
  }
  if (!expandInputs(C.Inputs, Inputs))
    return ExitUsage;
  if (!isaVersion(C.Arch)) {
    errs() << "cuda2hip verify: error: --offload-arch expects an AMD target such as "
              "gfx942, got '"
           << C.Arch << "'\n";
    return ExitUsage;
  }
  VerifyOptions O;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!makeTranslateOptions(C.Common, O.Translate, DB))
    return ExitUsage;
  O.Arch = C.Arch;
  O.RecordDir = C.Record;
  O.ReferenceDir = C.Reference;
  O.Run = C.Run == "nvidia" ? Backend::Nvidia : Backend::Amd;
  O.NvccArch = C.NvccArch;
  O.OutputFiles = C.OutputFiles;
  O.TimeoutSec = C.Timeout;
  O.Compare.RTol = C.RTol;
  O.Compare.ATol = C.ATol;
  O.SkipAmdCompile = C.NoAmdCompile;
  if (!O.ReferenceDir.empty() && !sys::fs::is_directory(O.ReferenceDir)) {
    errs() << "cuda2hip verify: error: --reference: no folder '" << O.ReferenceDir
           << "'\n";
    return ExitUsage;
  }
  if (O.Run == Backend::Nvidia || !O.RecordDir.empty()) {
    std::vector<std::string> Bins;
    for (const char *V : {"CUDA_PATH", "CUDA_HOME"})
      if (const char *E = std::getenv(V))
        Bins.push_back((Twine(E) + "/bin").str());
    Bins.push_back("/usr/local/cuda/bin");
    O.Nvcc = findProgram(C.Nvcc.empty() ? "nvcc" : C.Nvcc, Bins);
  }
  if (O.Run == Backend::Nvidia) {
    O.HipOnCuda = C.HipOnCuda.empty() ? defaultHipOnCuda() : C.HipOnCuda;
    if (!sys::fs::exists(O.HipOnCuda + "/hip/hip_runtime.h")) {
      errs() << "cuda2hip verify: error: the HIP-on-CUDA layer was not found"
             << (O.HipOnCuda.empty() ? "" : " at '" + O.HipOnCuda + "'")
             << " (--hip-on-cuda DIR, the folder with hip/hip_runtime.h)\n";
      return ExitUsage;
    }
  }
  if (!O.SkipAmdCompile)
    O.Amd = findAmdToolchain(C.Common.RocmPath, O.Arch, C.DeviceLibPath, cacheDir());
  if (O.Run == Backend::Amd)
    O.AmdGpu = amdGpuPresent(C.Common.RocmPath, O.AmdGpuWhat);
  if (O.Run == Backend::Nvidia || !O.RecordDir.empty())
    O.NvidiaGpu = nvidiaGpuPresent(O.NvidiaGpuWhat);

  bool TempWork = C.WorkDir.empty();
  if (TempWork) {
    SmallString<128> W;
    if (std::error_code EC = sys::fs::createUniqueDirectory("cuda2hip-verify", W)) {
      errs() << "cuda2hip verify: error: cannot create a work folder: " << EC.message()
             << "\n";
      return ExitIo;
    }
    O.WorkDir = std::string(W);
  } else {
    SmallString<256> W(C.WorkDir);
    sys::fs::make_absolute(W);
    O.WorkDir = std::string(W);
  }
  for (std::string *D : {&O.RecordDir, &O.ReferenceDir})
    if (!D->empty()) {
      SmallString<256> A(*D);
      sys::fs::make_absolute(A);
      *D = std::string(A);
    }

  // One work item per program; --jobs of them at a time.
  std::vector<std::pair<std::string, VerifyOptions>> Work;
  std::set<std::string> Names;
  for (const std::string &In : Inputs) {
    std::string Name = sys::path::stem(In).str();
    for (unsigned I = 2; !Names.insert(Name).second; ++I)
      Name = sys::path::stem(In).str() + "-" + std::to_string(I);
    VerifyOptions PO = O;
    std::vector<std::string> DbFlags = compileFlagsFor(DB.get(), C.Common.BuildDir, In,
                                                       nullptr);
    PO.Translate.Find.DatabaseFlags = DbFlags;
    PO.Flags = portableFlags(DbFlags);
    std::vector<std::string> Extra = portableFlags(C.Common.ClangArgs);
    PO.Flags.insert(PO.Flags.end(), Extra.begin(), Extra.end());
    Work.emplace_back(Name, std::move(PO));
  }
  std::vector<ProgramReport> Reports(Inputs.size());
  std::atomic<size_t> Next{0};
  std::mutex Log;
  auto Worker = [&] {
    for (size_t I; (I = Next++) < Inputs.size();) {
      {
        std::lock_guard<std::mutex> L(Log);
        errs() << "cuda2hip verify: " << Work[I].first << "\n";
      }
      Reports[I] = verifyProgram(Inputs[I], Work[I].first, Work[I].second);
    }
  };
  std::vector<std::thread> Threads;
  for (unsigned T = 1; T < std::min<size_t>(std::max(1u, C.Jobs), Inputs.size()); ++T)
    Threads.emplace_back(Worker);
  Worker();
  for (std::thread &T : Threads)
    T.join();
  std::string Toolchain = O.SkipAmdCompile ? "skipped (--no-amd-compile)"
                          : O.Amd.K == AmdToolchain::None
                              ? "none: " + O.Amd.Problem
                              : O.Amd.Note;
  if (C.Format == "json")
    printJson(outs(), Reports, O, Toolchain);
  else
    printHuman(outs(), Reports, O, Toolchain);
  if (TempWork)
    sys::fs::remove_directories(O.WorkDir);
  else if (C.Format != "json")
    outs() << "work folder: " << O.WorkDir << "\n";
  bool Ok = std::all_of(Reports.begin(), Reports.end(),
                        [](const ProgramReport &R) { return R.ok(); });
  return Ok ? 0 : 1;
}

} // namespace

Runner addVerifyCommand(CLI::App &App, std::vector<std::string> &ClangArgs) {
  auto C = std::make_shared<VerifyCli>();
  App.description(
      "Verify translations: build each CUDA program's translation for an AMD "
      "target (a real code object, device libraries linked), check that every "
      "kernel of the CUDA source is in it, and record or compare reference "
      "outputs, running on an AMD GPU when there is one or on NVIDIA through "
      "the project's HIP-on-CUDA layer (--backend nvidia). docs/verify.md.\n"
      "Exit codes: 0 every check that ran passed; 1 a check failed; 2 usage.");
  App.add_option("PATHS", C->Inputs,
                 "CUDA programs (one .cu each), or folders of them");
  App.add_option("--offload-arch", C->Arch, "AMD target to build for")
      ->capture_default_str();
  auto *Rec = App.add_option("--record", C->Record,
                             "build the CUDA originals with nvcc, run them and "
                             "store their outputs under DIR/NAME as references");
  auto *Ref = App.add_option("--reference", C->Reference,
                             "compare outputs with the references under DIR/NAME");
  Rec->excludes(Ref);
  App.add_option("--backend", C->Run,
                 "where translations run: amd (an AMD GPU if present, else not "
                 "run) or nvidia (nvcc + verify/hip-on-cuda, beside the CUDA "
                 "original)")
      ->capture_default_str()
      ->check(CLI::IsMember({"amd", "nvidia"}));
  App.add_option("--format", C->Format, "report format")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json"}));
  App.add_option("--rtol", C->RTol, "relative tolerance for real numbers")
      ->capture_default_str();
  App.add_option("--atol", C->ATol, "absolute tolerance for real numbers")
      ->capture_default_str();
  App.add_option("--output-file", C->OutputFiles,
                 "a file the program writes (relative to where it runs), "
                 "recorded and compared like stdout; repeatable");
  App.add_option("--timeout", C->Timeout, "seconds each program may run")
      ->capture_default_str();
  App.add_option("-j,--jobs", C->Jobs,
                 "programs verified at a time (builds and runs in parallel)")
      ->capture_default_str();
  App.add_option("--work-dir", C->WorkDir,
                 "keep translations, builds and run folders here (default: a "
                 "temporary folder, removed)");
  App.add_option("--nvcc", C->Nvcc, "nvcc to use (default: PATH, $CUDA_PATH/bin, "
                                    "/usr/local/cuda/bin)");
  App.add_option("--nvcc-arch", C->NvccArch, "nvcc -arch for NVIDIA builds")
      ->capture_default_str();
  App.add_option("--hip-on-cuda", C->HipOnCuda,
                 "the HIP-on-CUDA include folder (default: the one shipped "
                 "with cuda2hip)");
  App.add_option("--device-lib-path", C->DeviceLibPath,
                 "AMD device bitcode folder for clang (default: the installed "
                 "one, with a missing ISA library made in the cache)");
  App.add_flag("--no-amd-compile", C->NoAmdCompile,
               "skip the AMD build (and so the kernel inventory check)");
  addCommonOptions(App, C->Common);
  return [C, &ClangArgs] {
    C->Common.ClangArgs = ClangArgs;
    return run(*C);
  };
}

} // namespace cuda2hip::cli
