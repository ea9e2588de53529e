//===- CheckCommand.cpp - cuda2hip check PATHS ----------------------------===//
//
// The CI gate: residue, target, drift (--against) and hazards (--hazards)
// over files and folders, or one buffer from stdin; suppressions and a
// baseline decide what counts; the report goes out as text, JSON or SARIF.
// Exit 0 clean, 1 findings, 2 usage, 3 a file could not be read or parsed.
// Parses the options and registers the hazard rules; the run is Check.h's
// runCheck (lib/Check).
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Check.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Hazards.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "cuda2hip/Tuning.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {

namespace {

// `check --hazards`: the hazard rules of Hazards.h, run on each file (the
// same analysis as `cuda2hip lint`, with the file's flags).
std::vector<Diagnostic> runHazards(const HazardHookInput &In) {
  HazardOptions HO;
  HO.Find = In.Options.Find;
  return findHazards(In.Path, In.Text, HO);
}

ArrayRef<RuleInfo> hazardRuleInfos() {
  static const std::vector<RuleInfo> Rules = [] {
    std::vector<RuleInfo> V;
    for (const HazardRuleInfo &H : hazardRules())
      V.push_back({H.Id, "hazards", H.Sev, H.Title, H.Why});
    return V;
  }();
  return Rules;
}

struct CheckCli {
  CommonOptions Common;
  std::vector<std::string> Paths;
  bool NoResidue = false, NoTarget = false, Hazards = false, Stdin = false;
  bool AllowTokenEngine = false;
  unsigned Jobs = 0;
  std::string Progress = "auto";
  std::string Against, Baseline, WriteBaseline, Format = "human", Output;
  std::string MinSeverity = "note", AssumeFilename, ExportFixes;
};

std::string usageError(const CheckCli &C) {
  if (C.Stdin) {
    if (!C.Paths.empty())
      return "--stdin checks one buffer; give no PATHS (name it with "
             "--assume-filename)";
    if (C.AssumeFilename.empty())
      return "--stdin needs --assume-filename PATH";
  } else {
    if (!C.AssumeFilename.empty())
      return "--assume-filename goes with --stdin";
    if (C.Paths.empty())
      return "check: no PATHS to check (files or folders; see check --help)";
  }
  if (!C.Against.empty() && !sys::fs::exists(C.Against))
    return "--against " + C.Against + ": no such file or folder";
  if (C.NoResidue && C.NoTarget && C.Against.empty() && !C.Hazards)
    return "check: every check is switched off";
  if (!C.Baseline.empty() && !C.WriteBaseline.empty())
    return "--baseline and --write-baseline do not go together";
  return "";
}

int run(CheckCli &C) {
  if (std::string E = usageError(C); !E.empty()) {
    errs() << "cuda2hip: error: " << E << "\n";
    return ExitUsage;
  }
  // With JSON or SARIF no notes: stderr holds the summary line alone.
  C.Common.NoNotes = C.Format != "human";
  CheckRunOptions O;
  CheckOptions &Ck = O.Check;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!resolveTranslateOptions(C.Common, Ck.Translate, DB))
    return ExitUsage;
  Ck.Residue = !C.NoResidue;
  Ck.Target = !C.NoTarget;
  Ck.Hazards = C.Hazards;
  if (Ck.Hazards)
    Ck.HazardHooks.push_back({"hazards", runHazards, hazardRuleInfos()});
  Ck.Against = C.Against;
  Ck.AllowTokenEngine = C.AllowTokenEngine;
  std::shared_ptr<clang::tooling::CompilationDatabase> SharedDB = std::move(DB);
  Ck.FlagsFor = [SharedDB, BuildDir = C.Common.BuildDir,
                 Run = Ck.Translate.Find.RunSession](StringRef Path, std::string *Database) {
    return compileFlagsFor(SharedDB.get(), BuildDir, Path, Run.get(), Database);
  };
  O.Paths = C.Paths;
  O.Stdin = C.Stdin;
  O.AssumeFilename = C.AssumeFilename;
  O.Jobs = C.Jobs;
  O.ShowProgress = C.Progress == "plain" ? tree::ConvertOptions::Progress::Plain
                   : C.Progress == "off" ? tree::ConvertOptions::Progress::Off
                                         : tree::ConvertOptions::Progress::Auto;
  O.MinSeverity = parseSeverity(C.MinSeverity).value_or(Severity::Note);
  O.Baseline = C.Baseline;
  O.WriteBaseline = C.WriteBaseline;
  O.Format = reportFormat(C.Format);
  O.Output = C.Output;
  O.ExportFixes = C.ExportFixes;
  O.DocsUrl = Tuning::fromEnvironment().DocsUrl;
  return runCheck(O, outs(), errs());
}

} // namespace

Runner addCheckCommand(CLI::App &App, std::vector<std::string> &ClangArgs) {
  auto C = std::make_shared<CheckCli>();
  App.description(
      "CI gate for a ported tree: CUDA API left (residue), APIs the target "
      "HIP lacks (target), difference from a fresh translation (drift, "
      "--against), hazards (--hazards). Exit 0 clean, 1 findings, 2 usage, "
      "3 a file could not be read or parsed. Docs: docs/cli.md#check");
  App.add_option("PATHS", C->Paths, "files and folders to check (folders are "
                                    "walked for .cu .cuh .hip .cpp .h ...)");
  addCommonOptions(App, C->Common);
  App.add_flag("--no-residue", C->NoResidue,
               "do not report CUDA names and #includes left in the files");
  App.add_flag("--no-target", C->NoTarget,
               "do not report APIs HIP (or the target --hip-version) lacks");
  App.add_option("--against", C->Against,
                 "drift: the CUDA tree (or file) these files are the "
                 "translation of; each must equal its fresh translation");
  App.add_flag("--hazards", C->Hazards, "also run the registered hazard rules");
  App.add_flag("--allow-token-engine", C->AllowTokenEngine,
               "a file that does not parse (checked by the token engine only) "
               "is a note, not an error that fails the gate");
  App.add_option("-j,--jobs", C->Jobs,
                 "files checked at a time (default: the number of cores)")
      ->check(CLI::NonNegativeNumber);
  App.add_option("--progress", C->Progress,
                 "auto: redrawn line on a terminal; plain: one line per file; off")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "plain", "off"}));
  App.add_option("--min-severity", C->MinSeverity,
                 "drop findings below this severity")
      ->capture_default_str()
      ->check(CLI::IsMember({"note", "warning", "error"}));
  App.add_option("--baseline", C->Baseline,
                 "accepted findings (from --write-baseline): only new ones "
                 "are reported and fail");
  App.add_option("--write-baseline", C->WriteBaseline,
                 "record the current findings as accepted in this file, exit 0");
  App.add_option("--format", C->Format, "human (clang-style), json or sarif")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json", "sarif"}));
  App.add_option("-o,--output", C->Output, "write the report here, not to stdout");
  App.add_option("--export-fixes", C->ExportFixes,
                 "write the findings' fix-its as clang-tidy fixes (YAML)");
  App.add_flag("--stdin", C->Stdin, "check the buffer read from stdin");
  App.add_option("--assume-filename", C->AssumeFilename,
                 "with --stdin: the path the buffer stands for");
  return [C, &ClangArgs] {
    C->Common.ClangArgs = ClangArgs;
    return run(*C);
  };
}

} // namespace cuda2hip::cli
