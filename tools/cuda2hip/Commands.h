//===- Commands.h - the commands of the cuda2hip tool -----------*- C++ -*-===//
//
// Each command (the default translate, and subcommands such as convert or
// check) lives in its own file: it registers its options on a CLI11 app and
// returns the function that runs it. main.cpp only dispatches.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TOOLS_COMMANDS_H
#define CUDA2HIP_TOOLS_COMMANDS_H

#include "cuda2hip/Driver.h"
#include <CLI/CLI.hpp>
#include <functional>
#include <memory>

namespace cuda2hip::cli {

using Runner = std::function<int()>;

/// Options shared by every command that translates: parsing, target, style.
struct CommonOptions {
  std::string BuildDir, CudaPath, RocmPath, HipVersion;
  std::string Launch = "keep", Engine = "auto";
  std::vector<std::string> ClangArgs; ///< after "--" on the command line
};

/// Registers -p, --cuda-path, --rocm-path, --hip-version, --launch-syntax
/// and --engine on \p App.
void addCommonOptions(CLI::App &App, CommonOptions &C);

/// Turns CommonOptions into TranslateOptions (and loads the compilation
/// database, if -p was given). On a bad value prints the error and returns
/// false: the caller exits with ExitUsage.
bool makeTranslateOptions(const CommonOptions &C, TranslateOptions &O,
                          std::unique_ptr<clang::tooling::CompilationDatabase> &DB);

/// The default command: `cuda2hip FILE... [-o|--out-dir|--in-place]`.
Runner addTranslateCommand(CLI::App &App, std::vector<std::string> &ClangArgs);

} // namespace cuda2hip::cli

#endif
