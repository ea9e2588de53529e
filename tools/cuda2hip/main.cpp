//===- main.cpp - the cuda2hip command line -------------------------------===//
//
// Dispatches to the commands (Commands.h); each command lives in its own file.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "llvm/Support/raw_ostream.h"

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0.1.0"
#endif

using namespace cuda2hip;
using namespace cuda2hip::cli;

/// `--explain-error X` (next to --explain) is the explain-error command.
static void explainErrorAlias(std::vector<std::string> &Args) {
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    if (A != "--explain-error" && !A.starts_with("--explain-error="))
      continue;
    std::string Value = A.consume_front("--explain-error=") ? A.str() : "";
    Args.erase(Args.begin() + I);
    if (!Value.empty())
      Args.insert(Args.begin(), Value);
    Args.insert(Args.begin(), "explain-error");
    return;
  }
}

int main(int argc, char **argv) {
  // Everything after "--" goes to clang untouched.
  std::vector<std::string> Args(argv + 1, argv + argc);
  std::vector<std::string> ClangArgs;
  auto Dash = std::find(Args.begin(), Args.end(), "--");
  if (Dash != Args.end()) {
    ClangArgs.assign(Dash + 1, Args.end());
    Args.erase(Dash, Args.end());
  }
  // hipify-clang's spellings, and -I/-D/-U before "--" (Hipify.cpp).
  if (std::string E = translateHipifySpellings(Args, ClangArgs); !E.empty()) {
    llvm::errs() << "cuda2hip: error: " << E << "\n";
    return ExitUsage;
  }

  explainErrorAlias(Args);

  CLI::App App{"cuda2hip: translate CUDA C++ to HIP for AMD GPUs (MI300X, gfx942 "
               "first).\n\nWith one input and no -o/--out-dir/--in-place, the "
               "translation goes to stdout; diagnostics go to stderr.\n",
               "cuda2hip"};
  App.set_version_flag("--version", "cuda2hip " CUDA2HIP_VERSION
                                    " (clang " CUDA2HIP_CLANG_VERSION ")");
  App.footer(
      "\nExit codes: 0 translated cleanly; 1 translated with warnings (APIs "
      "left unchanged, ...); 2 usage error; 3 an input could not be read or "
      "an output not written (or, with --engine ast, did not parse); 4 "
      "translated, but the token engine had to be used.\n"
      "Arguments after -- are passed to clang (e.g. -- -DUSE_FOO -Iinclude).\n"
      "Docs: docs/cli.md");

  Runner Translate = addTranslateCommand(App, ClangArgs);
  // Subcommands: (app, runner) pairs; the one the user named runs.
  std::vector<std::pair<CLI::App *, Runner>> Subcommands;
  Subcommands.push_back(subcommand(App, "check", addCheckCommand, ClangArgs));
  Subcommands.push_back(addConvertCommand(App, ClangArgs));
  Subcommands.push_back(subcommand(App, "lint", addLintCommand, ClangArgs));
  Subcommands.push_back(subcommand(App, "verify", addVerifyCommand, ClangArgs));
  Subcommands.push_back(subcommand(App, "migrate-build", addMigrateBuildCommand, ClangArgs));
  Subcommands.push_back(subcommand(App, "doctor", addDoctorCommand, ClangArgs));
  Subcommands.push_back(subcommand(App, "explain-error", addExplainErrorCommand, ClangArgs));

  std::vector<std::string> Rev(Args.rbegin(), Args.rend());
  try {
    App.parse(Rev);
  } catch (const CLI::Success &E) {
    return App.exit(E);
  } catch (const CLI::ParseError &E) {
    reportParseError(App, E, llvm::errs());
    return ExitUsage;
  }
  for (auto &[Sub, Run] : Subcommands)
    if (Sub->parsed())
      return Run();
  return Translate();
}
