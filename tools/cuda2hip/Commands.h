//===- Commands.h - the commands of the cuda2hip tool -----------*- C++ -*-===//
//
// Each command (the default translate, and subcommands such as convert or
// check) lives in its own file: it registers its options on a CLI11 app and
// returns the function that runs it. main.cpp only dispatches.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TOOLS_COMMANDS_H
#define CUDA2HIP_TOOLS_COMMANDS_H

#include "cuda2hip/Batch.h"
#include "cuda2hip/Driver.h"
#include "llvm/Support/raw_ostream.h"
#include <CLI/CLI.hpp>
#include <functional>
#include <memory>

namespace cuda2hip::cli {

using Runner = std::function<int()>;

/// Options shared by every command that translates: parsing, target, style.
struct CommonOptions {
  std::string BuildDir, CudaPath, RocmPath, HipVersion;
  std::string Launch = "keep", Engine = "auto";
  std::string Wave64 = "keep"; ///< --wave64 keep|fix (docs/hazards/warp-broadcast-32.md)
  std::vector<std::string> ClangArgs; ///< after "--" on the command line
  /// --torch-style (docs/pytorch.md); "" until given: then chosen from
  /// --torch-version or the PyTorch found (Torch.cpp, resolveTorch).
  std::string TorchStyle;
  std::string TorchVersion; ///< --torch-version X.Y; "" = from the headers
  bool NoHipifyBreadcrumb = false; ///< --no-hipify-breadcrumb
  std::string TorchInclude; ///< --torch-include DIR|none (docs/pytorch.md)
  std::string Blas = "hipblas"; ///< --blas hipblas|rocblas (docs/rocblas.md)
  std::string Rules; ///< --rules FILE (docs/rules.md); "" when none
  /// The command was asked for no notes (convert --quiet, or a JSON/SARIF
  /// report that must be alone on its stream): neither the target-version
  /// nor the PyTorch notes are printed. Not an option.
  bool NoNotes = false;
};

/// Registers every option of CommonOptions on \p App: -p, --cuda-path,
/// --rocm-path, --hip-version, --launch-syntax, --wave64, --engine, --torch-style,
/// --torch-version, --no-hipify-breadcrumb, --torch-include, --blas, --rules.
void addCommonOptions(CLI::App &App, CommonOptions &C);

/// The PyTorch settings of a run, resolved once (resolveTorch).
struct TorchSettings {
  std::string Include; ///< PyTorch's include folder; "" for none
  std::string Style;   ///< the --torch-style used
  std::string Why;     ///< where Style came from (the cuda2hip-torch-style note)
};

/// The settings of a translating run, resolved once at the edge:
/// CommonOptions into TranslateOptions (the CUDA installation, clang's
/// resource folder, PyTorch's include folder, version and style, the target
/// HIP), and the compilation database, if -p was given. \p Torch, if given,
/// gets the PyTorch settings. On a bad value prints the error and returns
/// false: the caller exits with ExitUsage.
bool resolveTranslateOptions(const CommonOptions &C, TranslateOptions &O,
                             std::unique_ptr<clang::tooling::CompilationDatabase> &DB,
                             TorchSettings *Torch = nullptr);

/// --portable[=macros|prefix], --portable-prefix, --portable-header
/// (docs/portable.md): the translate command only (tree mode does not write
/// the compatibility header yet).
struct PortableCli {
  std::string Mode;   ///< "" (off), "macros" or "prefix"
  std::string Prefix; ///< --portable-prefix; implies Mode "prefix"
  std::string Header; ///< --portable-header; "" = next to the output
  bool enabled() const { return !Mode.empty() || !Prefix.empty(); }
};

/// Registers every option of PortableCli on \p App.
void addPortableOptions(CLI::App &App, PortableCli &P);

/// Sets O.Plan.Portable from \p P; on a bad value prints the error and
/// returns false (ExitUsage).
bool makePortableOptions(const PortableCli &P, TranslateOptions &O);

/// The default command: `cuda2hip FILE... [-o|--out-dir|--in-place]`.
Runner addTranslateCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip check PATHS`: the CI gate (CheckCommand.cpp).
Runner addCheckCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip lint PATHS [--fix]`: the portability hazard rules only
/// (LintCommand.cpp, Hazards.h, docs/hazards/).
Runner addLintCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip verify PATHS`: build the translation for gfx942, take the
/// kernel inventory, record or compare reference outputs, run on AMD or on
/// NVIDIA through verify/hip-on-cuda (VerifyCommand.cpp, docs/verify.md).
Runner addVerifyCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip migrate-build PATHS`: CMake files, Makefiles, scripts,
/// Dockerfiles, setup.py (BuildCommand.cpp, BuildFiles.h, docs/build-files.md).
Runner addMigrateBuildCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip doctor [--root DIR]`: is the machine ready for HIP work
/// (DoctorCommand.cpp, Doctor.h, docs/doctor.md).
Runner addDoctorCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip explain-error ERROR|LOG-LINE|-`: cause and fix of ROCm failures
/// (ExplainErrorCommand.cpp, Doctor.h).
Runner addExplainErrorCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

/// `cuda2hip --explain NAME|RULE-ID` (ExplainCommand.cpp): how a name maps
/// for the target HIP version, or what a rule means. Exit 0, or 2 when
/// \p What is neither.
int explain(llvm::StringRef What, const CommonOptions &C);


/// After a translation that used PyTorch names: if a PyTorch installation is
/// on the include path (-I/-isystem after --, or python3's torch), a note on
/// stderr says which --torch-style values it supports (Torch.cpp).
void noteTorchInstallation(const CommonOptions &C, const TorchSettings &T,
                           const Plan &All);

/// PyTorch's include folder (--torch-include, else the one found; none for
/// `none`) and the --torch-style to use: the one given, else the default
/// for --torch-version or the version of the headers found
/// (defaultTorchStyle), with why. False (with the message in \p Err) for a
/// --torch-version that is not X.Y.
bool resolveTorch(const CommonOptions &C, TorchSettings &T, std::string &Err);

/// Rewrites hipify-clang's option spellings in \p Args (before "--") into
/// cuda2hip's, and moves -I/-D/-U into \p ClangArgs (Hipify.cpp). Returns
/// "" or the error to print (a hipify option cuda2hip has no equivalent
/// for: the message names what to use).
std::string translateHipifySpellings(std::vector<std::string> &Args,
                                     std::vector<std::string> &ClangArgs);

/// Prints CLI11's parse error \p E as cuda2hip's usage error: the
/// "cuda2hip: error:" prefix, and for an unknown option the nearest option
/// of the command being parsed (UsageErrors.cpp).
void reportParseError(const CLI::App &Root, const CLI::ParseError &E,
                      llvm::raw_ostream &OS);

/// The option of \p Options nearest to \p Arg (its part before '='), or ""
/// when none is close (edit distance at most a third of its length).
std::string nearestOption(llvm::StringRef Arg,
                          const std::vector<std::string> &Options);

/// Reads all of stdin into \p Out; false (with a message) on failure.
bool readStdin(std::string &Out);

/// Adds subcommand \p Name to \p App and registers its options with \p Add;
/// main.cpp keeps the pair and runs the runner when the subcommand is named.
inline std::pair<CLI::App *, Runner>
subcommand(CLI::App &App, const std::string &Name,
           Runner (*Add)(CLI::App &, std::vector<std::string> &),
           std::vector<std::string> &ClangArgs) {
  CLI::App *Sub = App.add_subcommand(Name);
  return {Sub, Add(*Sub, ClangArgs)};
}

/// `cuda2hip convert SRC... (--out-dir DIR | --in-place | --diff)`: whole
/// trees (ConvertCommand.cpp, docs/tree-mode.md).
std::pair<CLI::App *, Runner> addConvertCommand(CLI::App &App,
                                                std::vector<std::string> &ClangArgs);

} // namespace cuda2hip::cli

#endif
