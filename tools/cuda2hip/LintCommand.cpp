//===- LintCommand.cpp - cuda2hip lint PATHS ------------------------------===//
//
// Runs only the portability hazard rules (Hazards.h) over CUDA or HIP
// sources and prints the findings clang-style (Emit.h) on stdout. Folders are
// searched for .cu, .cuh and .hip files. --fix applies the fixes that are safe
// by construction to the files named (or found), atomically.
//
// Exit codes: 0 no findings (or all fixed), 1 findings, 2 usage error,
// 3 a path could not be read or a fix not written.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Hazards.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

namespace cuda2hip::cli {
namespace {

struct LintOptions {
  std::vector<std::string> Paths;
  bool Fix = false;
  std::string MinSeverity = "note";
  std::string CudaPath;
  std::vector<std::string> ClangArgs;
};

bool lintable(StringRef Path) {
  StringRef E = sys::path::extension(Path);
  return E == ".cu" || E == ".cuh" || E == ".hip";
}

/// Files to lint, in a stable order; false when a path does not exist.
bool collect(StringRef Path, std::vector<std::string> &Out) {
  if (!sys::fs::exists(Path)) {
    errs() << Path << ": error: no such file or folder\n";
    return false;
  }
  if (!sys::fs::is_directory(Path)) {
    Out.push_back(Path.str());
    return true;
  }
  // Basic's walker: links never followed, special files and build folders
  // skipped, each file once.
  WalkOptions WO;
  WO.KeepLinks = false;
  WalkResult W = walkTree({Path.str()}, WO);
  for (const std::string &Warn : W.Warnings)
    errs() << "cuda2hip: warning: " << Warn << " [cuda2hip-symlink]\n";
  std::vector<std::string> Found;
  for (const WalkEntry &E : W.Files)
    if (lintable(E.Path))
      Found.push_back(E.Path);
  std::sort(Found.begin(), Found.end());
  Out.insert(Out.end(), Found.begin(), Found.end());
  return true;
}

int run(const LintOptions &L) {
  if (L.Paths.empty()) {
    errs() << "cuda2hip lint: error: no paths to check (see --help)\n";
    return ExitUsage;
  }
  HazardOptions O;
  O.Find.CudaPath = L.CudaPath;
  O.Find.ExtraArgs = L.ClangArgs;
  O.MinSeverity = *parseSeverity(L.MinSeverity);
  if (!L.CudaPath.empty() && findCudaPath(L.CudaPath).empty()) {
    errs() << "cuda2hip lint: error: no CUDA installation at '" << L.CudaPath
           << "' (no include/cuda_runtime.h)\n";
    return ExitUsage;
  }

  int Exit = ExitClean;
  std::vector<std::string> Inputs;
  for (const std::string &P : L.Paths)
    if (!collect(P, Inputs))
      Exit = ExitIo;

  unsigned Findings = 0, Fixed = 0;
  for (const std::string &In : Inputs) {
    HazardReport R = analyzeHazards(In, std::nullopt, O);
    SourceLookup Source = [&](const std::string &P) -> StringRef {
      auto It = R.Buffers.find(P);
      return It == R.Buffers.end() ? StringRef() : StringRef(It->second);
    };
    if (R.Unreadable) {
      printDiagnostics(errs(), R.Diags, Source);
      Exit = ExitIo;
      continue;
    }
    if (R.UsedTokenEngine)
      outs() << displayPath(R.MainFile)
             << ": note: could not be parsed; only the token rules ran "
                "[cuda2hip-token-engine]\n";
    // Which findings --fix settles: those whose fix-it is one of the edits.
    auto FixesOf = R.Fixes.find(R.MainFile);
    auto IsFixed = [&](const Diagnostic &D) {
      if (!L.Fix || FixesOf == R.Fixes.end() || D.Where.File != R.MainFile)
        return false;
      for (const Edit &E : FixesOf->second)
        if (E.Offset == D.Where.Offset && E.Length == D.Where.Length &&
            E.Text == D.FixIt)
          return true;
      return false;
    };
    unsigned FileFixed = 0;
    for (Diagnostic &D : R.Diags)
      if (IsFixed(D)) {
        D.Message += " (fixed)";
        ++FileFixed;
      }
    printDiagnostics(outs(), R.Diags, Source);
    Findings += R.Diags.size() - FileFixed;
    if (FileFixed) {
      FilePlan P;
      P.Path = R.MainFile;
      P.Original = Source(R.MainFile).str();
      P.Edits = FixesOf->second;
      if (Error E = writeFileAtomic(R.MainFile, P.apply()).takeError()) {
        errs() << displayPath(R.MainFile) << ": error: " << toString(std::move(E))
               << "\n";
        Exit = ExitIo;
        Findings += FileFixed;
        continue;
      }
      outs() << displayPath(R.MainFile) << ": applied " << FileFixed << " fix"
             << (FileFixed == 1 ? "" : "es") << "\n";
      Fixed += FileFixed;
    }
  }
  outs().flush();
  if (Exit == ExitIo)
    return ExitIo;
  return Findings ? ExitWarnings : ExitClean;
}

} // namespace

Runner addLintCommand(CLI::App &App, std::vector<std::string> &ClangArgs) {
  auto L = std::make_shared<LintOptions>();
  App.description("Report portability hazards that translation cannot fix on "
                  "AMD GPUs (MI300X, gfx942: 64-lane wavefronts, no texture "
                  "units, no PTX, 64 KiB LDS). Works on CUDA and HIP sources. "
                  "Rules: docs/hazards/. Exit: 0 none, 1 findings, 2 usage, 3 "
                  "unreadable.");
  App.footer("\nArguments after -- are passed to clang. Docs: docs/lint.md, "
             "docs/hazards/README.md");
  App.add_option("PATHS", L->Paths, "files, or folders searched for .cu/.cuh/.hip")
      ->required();
  App.add_flag("--fix", L->Fix,
               "apply the fixes that are safe by construction (64-bit full "
               "masks, WARP_SIZE macros, checked PTX idioms, point-sampled "
               "texture reads over plain memory) in place");
  App.add_option("--min-severity", L->MinSeverity,
                 "report findings of this severity and above")
      ->capture_default_str()
      ->check(CLI::IsMember({"note", "warning", "error"}));
  App.add_option("--cuda-path", L->CudaPath,
                 "CUDA installation to parse against (default: $CUDA_PATH, "
                 "$CUDA_HOME, /usr/local/cuda)");
  return [L, &ClangArgs] {
    L->ClangArgs = ClangArgs;
    return run(*L);
  };
}

} // namespace cuda2hip::cli
