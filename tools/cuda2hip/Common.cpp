//===- Common.cpp - options shared by the translating commands ------------===//
#include "Commands.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Hazards.h"
#include "cuda2hip/Torch.h"
#include "cuda2hip/Tuning.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
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
                 "target HIP version MAJOR.MINOR (default: the installed ROCm's "
                 "HIP, else " + DefaultHipVersion.str() +
                     "): only APIs it has are emitted");
  App.add_option("--launch-syntax", C.Launch,
                 "kernel launches: keep <<<>>> (hip-clang compiles it) or "
                 "rewrite to hipLaunchKernelGGL")
      ->capture_default_str()
      ->check(CLI::IsMember({"keep", "hip"}));
  App.add_option("--wave64", C.Wave64,
                 "keep: translate warp code as written; fix: first apply what "
                 "`lint --fix` proves right for 64-lane wavefronts (shuffles "
                 "from a fixed lane in code that groups lanes by 32 get width "
                 "32, its votes keep to the lane's 32-lane half; "
                 "docs/hazards/warp-broadcast-32.md, warp-vote-32.md)")
      ->capture_default_str()
      ->check(CLI::IsMember({"keep", "fix"}));
  App.add_option("--engine", C.Engine,
                 "auto: AST, token engine if the file does not parse; ast: "
                 "fail instead; token: token engine only")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "ast", "token"}));
  App.add_option("--torch-style", C.TorchStyle,
                 "PyTorch ATen/c10 names: masquerade (what PyTorch's hipify "
                 "writes), v2 (hipify v2: only headers move) or plain (c10::hip "
                 "names); default: chosen for --torch-version or the PyTorch "
                 "found (masquerade); docs/pytorch.md")
      ->check(CLI::IsMember({"masquerade", "v2", "plain"}));
  App.add_option("--torch-version", C.TorchVersion,
                 "the PyTorch X.Y the extension is built against, for the "
                 "default --torch-style (default: read from the PyTorch "
                 "headers found)");
  App.add_flag("--no-hipify-breadcrumb", C.NoHipifyBreadcrumb,
               "do not start translated PyTorch sources with hipify's "
               "breadcrumb line (which makes CUDAExtension compile them as "
               "they are on ROCm)");
  App.add_option("--torch-include", C.TorchInclude,
                 "PyTorch's include folder (a pip install's torch/include); "
                 "default: found in /usr/include (Debian's libtorch-dev) or "
                 "/usr/local/include; none: parse without PyTorch");
  App.add_option("--blas", C.Blas,
                 "library cuBLAS calls become: hipblas (hipBLAS) or rocblas "
                 "(rocBLAS; argument differences reported); docs/rocblas.md")
      ->capture_default_str()
      ->check(CLI::IsMember({"hipblas", "rocblas"}));
  App.add_option("--rules", C.Rules,
                 "YAML or JSON file of extra mappings (a project's own "
                 "wrappers) that override the built-in tables (docs/rules.md)");
}

void addPortableOptions(CLI::App &App, PortableCli &P) {
  App.add_flag("--portable{macros}", P.Mode,
               "one source for nvcc and hipcc: keep CUDA spellings (or, with "
               "=prefix, neutral gpu* names) and write a compatibility header "
               "(docs/portable.md)")
      ->check(CLI::IsMember({"macros", "prefix"}));
  App.add_option("--portable-prefix", P.Prefix,
                 "--portable=prefix with this prefix instead of gpu");
  App.add_option("--portable-header", P.Header,
                 "where --portable writes the compatibility header (default: "
                 "gpu_portability.h next to the output)");
}

bool makePortableOptions(const PortableCli &P, TranslateOptions &O) {
  if (!P.enabled()) {
    if (!P.Header.empty()) {
      errs() << "cuda2hip: error: --portable-header goes with --portable\n";
      return false;
    }
    return true;
  }
  O.Plan.Portable.Enabled = true;
  if (!P.Prefix.empty() || P.Mode == "prefix")
    O.Plan.Portable.Prefix = P.Prefix.empty() ? "gpu" : P.Prefix;
  StringRef Pre = O.Plan.Portable.Prefix;
  if (!Pre.empty() && (!isAlpha(Pre[0]) || !all_of(Pre, [](char Ch) {
                         return isAlnum(Ch) || Ch == '_';
                       }))) {
    errs() << "cuda2hip: error: --portable-prefix expects an identifier, got '"
           << Pre << "'\n";
    return false;
  }
  return true;
}

bool resolveTranslateOptions(const CommonOptions &C, TranslateOptions &O,
                             std::unique_ptr<clang::tooling::CompilationDatabase> &DB,
                             TorchSettings *Torch) {
  // The environment's switches, read once for the run (Tuning.h).
  const Tuning Env = Tuning::fromEnvironment();
  O.Find.Switches = Env.Parse;
  // The run's session: the PCHs its units share (Session.h).
  O.Find.RunSession = std::make_shared<Session>();
  O.Find.CudaPath = C.CudaPath;
  O.Find.ExtraArgs = C.ClangArgs;
  O.Find.Engine = C.Engine == "ast"     ? EngineChoice::Ast
                  : C.Engine == "token" ? EngineChoice::Token
                                        : EngineChoice::Auto;
  O.Plan.Launch = C.Launch == "hip" ? LaunchSyntax::Hip : LaunchSyntax::Keep;
  TorchSettings T;
  if (std::string Why; !resolveTorch(C, T, Why)) {
    errs() << "cuda2hip: error: " << Why << "\n";
    return false;
  }
  O.Map.TorchStyle = T.Style;
  O.Plan.HipifyBreadcrumb = !C.NoHipifyBreadcrumb;
  O.Wave64Fix = C.Wave64 == "fix";
  O.Wave64Fixer = O.Wave64Fix ? &wave64FixedSource : nullptr;
  O.Map.Blas = C.Blas;
  if (!C.Rules.empty()) {
    Expected<RuleSet> R = loadRules(C.Rules);
    if (!R) {
      errs() << toString(R.takeError()) << "\n";
      return false;
    }
    O.Rules = std::make_shared<const RuleSet>(std::move(*R));
    O.Find.User = O.Map.User = &O.Rules->table();
  }
  std::optional<Version> Requested;
  if (!C.HipVersion.empty()) {
    Requested = Version::parse(C.HipVersion);
    if (!Requested) {
      errs() << "cuda2hip: error: --hip-version expects MAJOR.MINOR, got '"
             << C.HipVersion << "'\n";
      return false;
    }
  }
  std::string Note;
  O.Map.TargetHip = targetHipVersion(Requested, C.RocmPath, Env.RocmPath, nullptr, &Note);
  // PyTorch's headers go before the user's own clang arguments.
  if (C.TorchInclude != "none") {
    if (T.Include.empty() && !C.TorchInclude.empty()) {
      errs() << "cuda2hip: error: --torch-include '" << C.TorchInclude
             << "' has neither torch/extension.h nor ATen/ATen.h\n";
      return false;
    }
    std::vector<std::string> A = torchIncludeArgs(T.Include);
    O.Find.ExtraArgs.insert(O.Find.ExtraArgs.begin(), A.begin(), A.end());
  }
  O.Map.Defined = definedMacros(O.Find.ExtraArgs);
  // The CUDA installation and clang's resource folder, looked up once for
  // every file of the run (empty when none: each parse says so).
  std::string Cuda = findCudaPath(C.CudaPath, Env.Parse);
  if (!C.CudaPath.empty() && Cuda.empty()) {
    errs() << "cuda2hip: error: no CUDA installation at '" << C.CudaPath
           << "' (no include/cuda_runtime.h)\n";
    return false;
  }
  O.Find.CudaPath = Cuda;
  O.Find.ResourceDir = findResourceDir(Env.Parse);
  if (!C.BuildDir.empty()) {
    std::string Err;
    DB = loadDatabase(C.BuildDir, Err);
    if (!DB) {
      errs() << "cuda2hip: error: -p " << C.BuildDir << ": " << Err << "\n";
      return false;
    }
  }
  if (Torch)
    *Torch = std::move(T);
  // Only once every option is known good (no note before a usage error).
  // Once per run: a command resolves its settings once, for all its
  // inputs (a tree or several inputs share one target).
  if (!Note.empty() && !C.NoNotes)
    errs() << "cuda2hip: note: " << Note << " [cuda2hip-target-version]\n";
  return true;
}

bool readStdin(std::string &Out) {
  Expected<std::string> Buf = readStdinBounded(MaxSourceBytes);
  if (!Buf) {
    errs() << "cuda2hip: error: cannot read stdin: " << toString(Buf.takeError())
           << "\n";
    return false;
  }
  Out = std::move(*Buf);
  return true;
}

} // namespace cuda2hip::cli
