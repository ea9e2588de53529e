//===- VerifyCommand.cpp - cuda2hip verify PATHS --------------------------===//
//
// Stage 5 on the command line: for each CUDA program, translate it, build
// the translation for the AMD target, take the kernel inventory, and record
// or compare reference outputs, running on an AMD GPU or on NVIDIA through
// verify/hip-on-cuda. All the work is in lib/Verify (Verify.h; the run over
// the programs, its thread pool and report: Run.cpp, runVerify); this file
// parses and checks options. docs/verify.md.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Verify.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

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

std::string defaultHipOnCuda(const Tuning &Env) {
  if (Env.HipOnCuda)
    return *Env.HipOnCuda;
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

/// Options checked and turned into a VerifyRun; the work is runVerify's
/// (lib/Verify/Run.cpp).
int run(VerifyCli &C) {
  std::vector<std::string> Programs;
  if (C.Inputs.empty()) {
    errs() << "cuda2hip verify: error: no programs given (see --help)\n";
    return ExitUsage;
  }
  if (!expandPrograms(C.Inputs, Programs, errs()))
    return ExitUsage;
  if (!isaVersion(C.Arch)) {
    errs() << "cuda2hip verify: error: --offload-arch expects an AMD target such as "
              "gfx942, got '"
           << C.Arch << "'\n";
    return ExitUsage;
  }
  VerifyRun R;
  VerifyOptions &O = R.Options;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!resolveTranslateOptions(C.Common, O.Translate, DB))
    return ExitUsage;
  R.Env = Tuning::fromEnvironment();
  R.Database = DB.get();
  R.ClangArgs = C.Common.ClangArgs;
  R.Format = C.Format;
  R.Jobs = C.Jobs;
  R.Nvcc = C.Nvcc;
  R.RocmPath = C.Common.RocmPath;
  R.DeviceLibPath = C.DeviceLibPath;
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
  O.WorkDir = C.WorkDir;
  if (!O.ReferenceDir.empty() && !sys::fs::is_directory(O.ReferenceDir)) {
    errs() << "cuda2hip verify: error: --reference: no folder '" << O.ReferenceDir
           << "'\n";
    return ExitUsage;
  }
  if (O.Run == Backend::Nvidia) {
    O.HipOnCuda = C.HipOnCuda.empty() ? defaultHipOnCuda(R.Env) : C.HipOnCuda;
    if (!sys::fs::exists(O.HipOnCuda + "/hip/hip_runtime.h")) {
      errs() << "cuda2hip verify: error: the HIP-on-CUDA layer was not found"
             << (O.HipOnCuda.empty() ? "" : " at '" + O.HipOnCuda + "'")
             << " (--hip-on-cuda DIR, the folder with hip/hip_runtime.h)\n";
      return ExitUsage;
    }
  }
  return runVerify(R, Programs, outs(), errs());
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
                 "programs verified at a time (builds and runs in parallel; "
                 "the translations of a run share one PCH of the CUDA preamble)")
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
