//===- LintCommand.cpp - cuda2hip lint PATHS ------------------------------===//
//
// Runs only the portability hazard rules (Hazards.h) over CUDA or HIP
// sources and prints the findings clang-style (Emit.h) on stdout. Folders are
// searched for .cu, .cuh and .hip files. --fix applies the fixes that are safe
// by construction to the files named (or found), atomically.
//
// --format json|sarif writes the findings as the report check writes
// (docs/report-format.md) on stdout; -p takes each file's flags from
// compile_commands.json (else the one found above it, as everywhere);
// --export-fixes writes what --fix would apply as clang-tidy fixes.
//
// Exit codes: 0 no findings (or all fixed), 1 findings, 2 usage error,
// 3 a path could not be read or a fix not written.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Torch.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Hazards.h"
#include "cuda2hip/Report.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Core/Diagnostic.h"
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
  std::string CudaPath, BuildDir, Format = "human", ExportFixes, TorchInclude;
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
  if (std::string Err; !torchArguments(L.TorchInclude, O.Find.ExtraArgs, Err)) {
    errs() << "cuda2hip lint: error: " << Err << "\n";
    return ExitUsage;
  }
  O.MinSeverity = *parseSeverity(L.MinSeverity);
  if (!L.CudaPath.empty() && findCudaPath(L.CudaPath).empty()) {
    errs() << "cuda2hip lint: error: no CUDA installation at '" << L.CudaPath
           << "' (no include/cuda_runtime.h)\n";
    return ExitUsage;
  }
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!L.BuildDir.empty()) {
    std::string Err;
    DB = loadDatabase(L.BuildDir, Err);
    if (!DB) {
      errs() << "cuda2hip lint: error: -p " << L.BuildDir << ": " << Err << "\n";
      return ExitUsage;
    }
  }
  const bool Human = L.Format == "human";
  SmallString<256> Root;
  sys::fs::current_path(Root);
  Report Rep;
  Rep.Command = "lint";
  Rep.Root = std::string(Root);
  Rep.TargetHip = DefaultHipVersion.str();
  for (const HazardRuleInfo &H : hazardRules())
    Rep.ExtraRules.push_back({H.Id, "hazards", H.Sev, H.Title, H.Why});
  clang::tooling::TranslationUnitDiagnostics Fixes;

  int Exit = ExitClean;
  std::vector<std::string> Inputs;
  for (const std::string &P : L.Paths)
    if (!collect(P, Inputs)) {
      Exit = ExitIo;
      if (!Human) {
        Diagnostic D;
        SmallString<256> Abs(P);
        sys::fs::make_absolute(Abs);
        D.Where = FileRange{std::string(Abs), 0, 0};
        D.Sev = Severity::Error;
        D.RuleId = "io-error";
        D.Message = "no such file or folder";
        Rep.Items.push_back(makeReportItem(D, StringRef(), Root));
        Rep.Files.push_back({relativePath(Abs, Root), "unreadable", ""});
      }
    }

  unsigned Findings = 0, Fixed = 0;
  for (const std::string &In : Inputs) {
    HazardOptions FO = O;
    std::string Database;
    FO.Find.DatabaseFlags = compileFlagsFor(DB.get(), L.BuildDir, In, &Database);
    HazardReport R = analyzeHazards(In, std::nullopt, FO);
    SourceLookup Source = [&](const std::string &P) -> StringRef {
      auto It = R.Buffers.find(P);
      return It == R.Buffers.end() ? StringRef() : StringRef(It->second);
    };
    std::string Rel = relativePath(R.MainFile, Root);
    std::string Db = Database.empty() ? "" : relativePath(Database, Root);
    if (R.Unreadable) {
      if (Human)
        printDiagnostics(errs(), R.Diags, Source);
      else
        for (const Diagnostic &D : R.Diags)
          Rep.Items.push_back(makeReportItem(D, StringRef(), Root));
      Rep.Files.push_back({Rel, "unreadable", Db});
      Exit = ExitIo;
      continue;
    }
    Rep.Files.push_back({Rel, R.UsedTokenEngine ? "token-engine" : "ok", Db});
    if (R.UsedTokenEngine) {
      if (Human)
        outs() << displayPath(R.MainFile)
               << ": note: could not be parsed; only the token rules ran "
                  "[cuda2hip-token-engine]\n";
      else
        Rep.Items.push_back(makeReportItem(
            Diagnostic{FileRange{R.MainFile, 0, 0}, Severity::Note, "token-engine",
                       "could not be parsed; only the token rules ran", "",
                       std::nullopt},
            StringRef(), Root));
    }
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
    if (Human) {
      printDiagnostics(outs(), R.Diags, Source);
    } else {
      std::map<std::string, LineIndex> Lines;
      for (const Diagnostic &D : R.Diags) {
        StringRef Text = Source(D.Where.File);
        const LineIndex *LI = nullptr;
        if (!Text.empty())
          LI = &Lines.try_emplace(D.Where.File, Text).first->second;
        Rep.Items.push_back(makeReportItem(D, LI, Root));
      }
    }
    Findings += R.Diags.size() - FileFixed;
    if (!L.ExportFixes.empty()) {
      // The safe edits (what --fix applies), then the findings without
      // fix-its (a grouped fix-it alone is no fix).
      FilePlan P;
      P.Path = R.MainFile;
      P.Original = Source(R.MainFile).str();
      if (FixesOf != R.Fixes.end())
        P.Edits = FixesOf->second;
      std::vector<Diagnostic> Diags = R.Diags;
      for (Diagnostic &D : Diags)
        D.FixIt.clear();
      auto TU = exportFixes(R.MainFile, {&P}, Diags);
      if (Fixes.MainSourceFile.empty())
        Fixes.MainSourceFile = TU.MainSourceFile;
      for (auto &D : TU.Diagnostics)
        Fixes.Diagnostics.push_back(std::move(D));
    }
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
      if (Human)
        outs() << displayPath(R.MainFile) << ": applied " << FileFixed << " fix"
               << (FileFixed == 1 ? "" : "es") << "\n";
      Fixed += FileFixed;
    }
  }
  if (!L.ExportFixes.empty()) {
    std::string Yaml;
    raw_string_ostream YS(Yaml);
    writeFixesYaml(YS, Fixes);
    if (Error E = writeFileAtomic(L.ExportFixes, Yaml).takeError()) {
      errs() << "cuda2hip lint: error: --export-fixes: " << toString(std::move(E))
             << "\n";
      Exit = ExitIo;
    }
  }
  int Code = Exit == ExitIo ? ExitIo : Findings ? ExitWarnings : ExitClean;
  if (!Human) {
    Rep.ExitCode = Code;
    writeJson(outs(), L.Format == "json" ? toJson(Rep) : toSarif(Rep));
  }
  outs().flush();
  return Code;
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
  App.add_option("--cuda-path", L->CudaPath,
                 "CUDA installation to parse against (default: $CUDA_PATH, "
                 "$CUDA_HOME, /usr/local/cuda)");
  App.add_option("--torch-include", L->TorchInclude,
                 "PyTorch's include folder (default: found in /usr/include or "
                 "/usr/local/include; none: parse without PyTorch)");
  return [L, &ClangArgs] {
    L->ClangArgs = ClangArgs;
    return run(*L);
  };
}

} // namespace cuda2hip::cli
