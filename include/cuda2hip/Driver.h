//===- cuda2hip/Driver.h - the stages wired for one file ---------*- C++ -*-===//
//
// Not a stage: the pipeline find -> map -> plan for one translation unit, and
// the environment questions every front end asks (which HIP version to
// target, which flags compile_commands.json gives a file). The CLI, tree mode
// and the checks call this instead of wiring the stages themselves.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_DRIVER_H
#define CUDA2HIP_DRIVER_H

#include "cuda2hip/Find.h"
#include "cuda2hip/Plan.h"
#include <memory>

namespace clang::tooling {
class CompilationDatabase;
}

namespace cuda2hip {

/// Default target when no ROCm install is found (docs/cli.md): ROCm 7.0,
/// the first ROCm 7, which every ROCm 7 user has at least. Rows for later
/// releases (hipAdded 7.13: what only the newest tree here shows) are used
/// only with --hip-version or a ROCm install of that version; at 7.0 their
/// names stay, with a not-in-target warning.
constexpr Version DefaultHipVersion{7, 0};
/// The first HIP with MI300X (gfx942) support: an older HIP found outside a
/// ROCm install (a distribution's /usr) is not taken as the default target.
constexpr Version FirstGfx942Hip{6, 0};

struct TranslateOptions {
  FindOptions Find;
  MapOptions Map;
  PlanOptions Plan;
  /// User rules (--rules): owns the table Find.User and Map.User point to.
  std::shared_ptr<const RuleSet> Rules;
  /// --wave64 fix: the source is first given the fixes of `lint --fix` for
  /// code that groups lanes by 32 or names the warp size in a macro
  /// (warp-broadcast-32, warp-vote-32, warp-size-constant: docs/hazards/),
  /// through Wave64Fixer.
  bool Wave64Fix = false;
  /// What Wave64Fix applies (wave64FixedSource() of Hazards.h, set by
  /// the front ends: the hazard rules sit above the driver): the source with
  /// those fixes, or nothing when none applies.
  using SourceFixer = std::optional<std::string> (*)(
      llvm::StringRef Path, std::optional<llvm::StringRef> Contents,
      const FindOptions &Find);
  SourceFixer Wave64Fixer = nullptr;
};

/// find -> map -> plan for one file.
struct Translation {
  Findings Found;
  Plan Result;
};
Translation translateFile(llvm::StringRef Path,
                          std::optional<llvm::StringRef> Contents,
                          const TranslateOptions &O);

/// The HIP version to target: \p Requested if given, else the ROCm install
/// under \p RocmPath, \p RocmFromEnvironment ($ROCM_PATH: Tuning::RocmPath)
/// or /opt/rocm (whatever its version), else
/// a HIP under /usr if it is at least FirstGfx942Hip, else
/// DefaultHipVersion. \p Source says which ("--hip-version",
/// "/opt/rocm/include/hip/hip_version.h", "default ..."). \p Note, when
/// given, is set to a one-line explanation when a HIP was found but not
/// taken (a distribution's HIP older than 6.0), else cleared.
Version targetHipVersion(std::optional<Version> Requested, llvm::StringRef RocmPath,
                         const std::optional<std::string> &RocmFromEnvironment,
                         std::string *Source = nullptr,
                         std::string *Note = nullptr);

/// Loads compile_commands.json from \p BuildDir; error text in \p Err.
std::unique_ptr<clang::tooling::CompilationDatabase>
loadDatabase(llvm::StringRef BuildDir, std::string &Err);

/// The flags of \p File's compile command that matter for parsing (-I, -D,
/// -U, -isystem, -include, -std; relative paths made absolute), or an empty
/// list when the database has no entry for it.
std::vector<std::string>
databaseFlags(const clang::tooling::CompilationDatabase &DB, llvm::StringRef File);

/// The compile_commands.json that applies to \p File, found as clangd finds
/// it: in the file's folder and each folder above it, `compile_commands.json`
/// and then `build/compile_commands.json`. Returns its path, or "" if none.
std::string findDatabaseFor(llvm::StringRef File);

/// The flags (as databaseFlags() gives them) of \p File from the database
/// findDatabaseFor() finds; in \p FoundAt the database's path when it had a
/// command for the file, else "".
/// A source file must have its own entry; a header (.h .cuh .hpp ...) may
/// take the flags of a neighbouring source file, as clangd does. Databases
/// are loaded once per session \p Databases (the run's,
/// ParseOptions::RunSession); null: for each call.
std::vector<std::string> discoveredFlags(llvm::StringRef File, Session *Databases,
                                         std::string *FoundAt = nullptr);

} // namespace cuda2hip

#endif
