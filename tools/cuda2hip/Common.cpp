//===- Common.cpp - options shared by the translating commands ------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {

void addCommonOptions(CLI::App &App, CommonOptions &C) {
  App.add_option("-p", C.BuildDir,
                 "folder with compile_commands.json: flags per file come from it");
  App.add_option("--cuda-path", C.CudaPath,
                 "CUDA installation to parse against (default: $CUDA_PATH, "
                 "$CUDA_HOME, /usr/local/cuda)");
  App.add_option("--rocm-path", C.RocmPath,
                 "ROCm installation whose HIP version is the target");
  App.add_option("--hip-version", C.HipVersion,
                 "target HIP version MAJOR.MINOR (default: the installed HIP, "
                 "else 6.3): only APIs it has are emitted");
  App.add_option("--launch-syntax", C.Launch,
                 "kernel launches: keep <<<>>> (hip-clang compiles it) or "
                 "rewrite to hipLaunchKernelGGL")
      ->capture_default_str()
      ->check(CLI::IsMember({"keep", "hip"}));
  App.add_option("--engine", C.Engine,
                 "auto: AST, token engine if the file does not parse; ast: "
                 "fail instead; token: token engine only")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "ast", "token"}));
}

bool makeTranslateOptions(const CommonOptions &C, TranslateOptions &O,
                          std::unique_ptr<clang::tooling::CompilationDatabase> &DB) {
  O.Find.CudaPath = C.CudaPath;
  O.Find.ExtraArgs = C.ClangArgs;
  O.Find.Engine = C.Engine == "ast"     ? EngineChoice::Ast
                  : C.Engine == "token" ? EngineChoice::Token
                                        : EngineChoice::Auto;
  O.Plan.Launch = C.Launch == "hip" ? LaunchSyntax::Hip : LaunchSyntax::Keep;
  std::optional<Version> Requested;
  if (!C.HipVersion.empty()) {
    Requested = Version::parse(C.HipVersion);
    if (!Requested) {
      errs() << "cuda2hip: error: --hip-version expects MAJOR.MINOR, got '"
             << C.HipVersion << "'\n";
      return false;
    }
  }
  O.Map.TargetHip = targetHipVersion(Requested, C.RocmPath);
  if (!C.CudaPath.empty() && findCudaPath(C.CudaPath).empty()) {
    errs() << "cuda2hip: error: no CUDA installation at '" << C.CudaPath
           << "' (no include/cuda_runtime.h)\n";
    return false;
  }
  if (!C.BuildDir.empty()) {
    std::string Err;
    DB = loadDatabase(C.BuildDir, Err);
    if (!DB) {
      errs() << "cuda2hip: error: -p " << C.BuildDir << ": " << Err << "\n";
      return false;
    }
  }
  return true;
}

} // namespace cuda2hip::cli
