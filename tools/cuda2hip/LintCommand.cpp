//===- LintCommand.cpp - cuda2hip lint PATHS ------------------------------===//
//
// Runs only the portability hazard rules (Hazards.h) over CUDA or HIP
// sources and prints the findings clang-style (Emit.h) on stdout. Folders are
// searched for .cu, .cuh, .hip and headers (.h .hpp ...). --fix applies the fixes that are safe
// by construction to the files named (or found), atomically.
//
// --format json|sarif writes the findings as the report check writes
// (docs/report-format.md) on stdout; -p takes each file's flags from
// compile_commands.json (else the one found above it, as everywhere);
// --export-fixes writes what --fix would apply as clang-tidy fixes.
//
// -j N analyses N files at a time, sharing one PCH of the CUDA preamble;
// the output is that of -j1. The work is lib/Lint/Lint.cpp (runLint);
// this file parses the options.
//
// Exit codes: 0 no findings (or all fixed), 1 findings, 2 usage error,
// 3 a path could not be read or a fix not written.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Torch.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Lint.h"
#include "cuda2hip/Tuning.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {
namespace {

struct LintCli {
  LintOptions Lint;
  std::string MinSeverity = "note";
  std::string CudaPath, TorchInclude;
};

/// Options checked and turned into LintOptions; the work is runLint's
/// (lib/Lint/Lint.cpp).
int run(LintCli &C, const std::vector<std::string> &ClangArgs) {
  LintOptions &L = C.Lint;
  if (L.Paths.empty()) {
    errs() << "cuda2hip lint: error: no paths to check (see --help)\n";
    return ExitUsage;
  }
  HazardOptions &O = L.Hazards;
  // The environment's switches, read once for the run (Tuning.h).
  const Tuning Env = Tuning::fromEnvironment();
  O.Find.Switches = Env.Parse;
  O.Find.RunSession = std::make_shared<Session>(); // the PCHs of the run
  L.DocsUrl = Env.DocsUrl;
  O.Find.CudaPath = C.CudaPath;
  O.Find.ExtraArgs = ClangArgs;
  if (std::string Err;
      !torchArguments(C.TorchInclude, Env.TorchInclude, O.Find.ExtraArgs, Err)) {
    errs() << "cuda2hip lint: error: " << Err << "\n";
    return ExitUsage;
  }
  O.MinSeverity = *parseSeverity(C.MinSeverity);
  // The CUDA installation and clang's resource folder, looked up once.
  std::string Cuda = findCudaPath(C.CudaPath, Env.Parse);
  if (!C.CudaPath.empty() && Cuda.empty()) {
    errs() << "cuda2hip lint: error: no CUDA installation at '" << C.CudaPath
           << "' (no include/cuda_runtime.h)\n";
    return ExitUsage;
  }
  O.Find.CudaPath = Cuda;
  O.Find.ResourceDir = findResourceDir(Env.Parse);
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!L.BuildDir.empty()) {
    std::string Err;
    DB = loadDatabase(L.BuildDir, Err);
    if (!DB) {
      errs() << "cuda2hip lint: error: -p " << L.BuildDir << ": " << Err << "\n";
      return ExitUsage;
    }
    L.Database = DB.get();
  }
  return runLint(L, outs(), errs());
}

} // namespace

Runner addLintCommand(CLI::App &App, std::vector<std::string> &ClangArgs) {
  auto C = std::make_shared<LintCli>();
  LintOptions *L = &C->Lint;
  App.description("Report portability hazards that translation cannot fix on "
                  "AMD GPUs (MI300X, gfx942: 64-lane wavefronts, no texture "
                  "units, no PTX, 64 KiB LDS). Works on CUDA and HIP sources. "
                  "Rules: docs/hazards/. Exit: 0 none, 1 findings, 2 usage, 3 "
                  "unreadable.");
  App.footer("\nArguments after -- are passed to clang. Docs: docs/lint.md, "
             "docs/hazards/README.md");
  App.add_option("PATHS", L->Paths, "files, or folders searched for .cu/.cuh/.hip and headers "
                                    "(.h/.hh/.hpp/.hxx/.inl)")
      ->required();
  App.add_flag("--fix", L->Fix,
               "apply the fixes that are safe by construction (64-bit full "
               "masks, WARP_SIZE macros, checked PTX idioms, point-sampled "
               "texture reads over plain memory) in place");
  App.add_option("--min-severity", C->MinSeverity,
                 "report findings of this severity and above")
      ->capture_default_str()
      ->check(CLI::IsMember({"note", "warning", "error"}));
  App.add_option("-p", L->BuildDir,
                 "folder with compile_commands.json: flags per file come from "
                 "it (default: the one found above each file)");
  App.add_option("--format", L->Format,
                 "findings on stdout: human (clang-style), json "
                 "(docs/report-format.md) or sarif (SARIF 2.1.0)")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json", "sarif"}));
  App.add_option("--export-fixes", L->ExportFixes,
                 "write the safe fixes (what --fix applies) as clang-tidy fixes "
                 "(YAML) for clang-apply-replacements");
  App.add_option("--cuda-path", C->CudaPath,
                 "CUDA installation to parse against (default: $CUDA_PATH, "
                 "$CUDA_HOME, /usr/local/cuda)");
  App.add_option("--torch-include", C->TorchInclude,
                 "PyTorch's include folder (default: found in /usr/include or "
                 "/usr/local/include; none: parse without PyTorch)");
  App.add_option("-j,--jobs", L->Jobs,
                 "files analysed at a time (default: the hardware threads; 1 "
                 "with --fix); the output is the same as with -j1");
  return [C, &ClangArgs] { return run(*C, ClangArgs); };
}

} // namespace cuda2hip::cli
