//===- CheckCommand.cpp - cuda2hip check PATHS ----------------------------===//
//
// The CI gate: residue, target, drift (--against) and hazards (--hazards)
// over files and folders, or one buffer from stdin; suppressions and a
// baseline decide what counts; the report goes out as text, JSON or SARIF.
// Exit 0 clean, 1 findings, 2 usage, 3 a file could not be read or parsed.
// The checks themselves live in lib/Check (Check.h).
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Check.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Hazards.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <thread>

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

std::string count(size_t N, StringRef One, StringRef Many) {
  return std::to_string(N) + " " + (N == 1 ? One : Many).str();
}

void summary(raw_ostream &OS, const Report &R) {
  unsigned E = 0, W = 0, N = 0;
  for (const ReportItem &I : R.Items)
    (I.D.Sev == Severity::Error ? E : I.D.Sev == Severity::Warning ? W : N)++;
  OS << "cuda2hip check: " << count(R.Files.size(), "file", "files") << ", "
     << count(R.Items.size(), "finding", "findings") << " ("
     << count(E, "error", "errors") << ", " << count(W, "warning", "warnings")
     << ", " << count(N, "note", "notes") << ")";
  if (R.Suppressed || R.Baselined)
    OS << "; " << R.Suppressed << " suppressed, " << R.Baselined << " baselined";
  OS << "\n";
}

int run(CheckCli &C) {
  if (std::string E = usageError(C); !E.empty()) {
    errs() << "cuda2hip: error: " << E << "\n";
    return ExitUsage;
  }
  CheckOptions O;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!makeTranslateOptions(C.Common, O.Translate, DB))
    return ExitUsage;
  O.Residue = !C.NoResidue;
  O.Target = !C.NoTarget;
  O.Hazards = C.Hazards;
  if (O.Hazards && hazardHooks().empty())
    registerHazardHook({"hazards", runHazards, hazardRuleInfos()});
  if (!C.Against.empty()) { // relative to here, like PATHS
    SmallString<256> A(C.Against);
    sys::fs::make_absolute(A);
    sys::path::remove_dots(A, true);
    O.Against = std::string(A);
  }
  O.AllowTokenEngine = C.AllowTokenEngine;
  const clang::tooling::CompilationDatabase *DBP = DB.get();
  std::string BuildDir = C.Common.BuildDir;
  // Files without compile commands: the tree's include folders, as convert
  // adds them (one list for the checked tree, one for --against's).
  auto HipIncludes = std::make_shared<std::vector<std::string>>();
  auto CudaIncludes = std::make_shared<std::vector<std::string>>();
  std::string AgainstDir = O.Against;
  O.FlagsFor = [=](StringRef Path, std::string *Database) {
    std::vector<std::string> F = compileFlagsFor(DBP, BuildDir, Path, Database);
    if (F.empty())
      F = !AgainstDir.empty() && Path.starts_with(AgainstDir + "/") ? *CudaIncludes
                                                                    : *HipIncludes;
    return F;
  };
  Severity Min = C.MinSeverity == "error"     ? Severity::Error
                 : C.MinSeverity == "warning" ? Severity::Warning
                                              : Severity::Note;
  std::optional<Baseline> Accepted;
  if (!C.Baseline.empty()) {
    Expected<Baseline> B = Baseline::load(C.Baseline);
    if (!B) {
      errs() << "cuda2hip: error: --baseline: " << toString(B.takeError()) << "\n";
      return ExitUsage;
    }
    Accepted = std::move(*B);
  }

  std::vector<CheckInput> Inputs;
  std::vector<FileCheck> Results;
  std::vector<std::string> Missing;
  if (C.Stdin) {
    std::string Text;
    if (!readStdin(Text))
      return ExitIo;
    SmallString<256> Abs(C.AssumeFilename);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, true);
    Inputs.push_back({std::string(Abs), "", std::move(Text)});
  } else {
    Inputs = collectInputs(C.Paths, Missing);
  }
  auto InferIncludes = [&](const std::vector<CheckInput> &Files,
                           std::vector<std::string> &Flags) {
    std::vector<std::string> Texts(Files.size());
    std::vector<std::pair<std::string, StringRef>> List;
    for (size_t I = 0; I < Files.size(); ++I) {
      if (Files[I].Contents)
        Texts[I] = *Files[I].Contents;
      else if (auto B = MemoryBuffer::getFile(Files[I].Path, false))
        Texts[I] = (*B)->getBuffer().str();
      List.push_back({Files[I].Path, Texts[I]});
    }
    for (const std::string &Dir : tree::treeIncludeFolders(List, O.Translate.Find.ExtraArgs))
      Flags.push_back("-I" + Dir);
  };
  InferIncludes(Inputs, *HipIncludes);
  // Several files share one PCH of the CUDA preamble per flag set (Find.h),
  // as in convert: CUDA inputs and the CUDA sources drift translates.
  O.Translate.Find.SharePreamble = Inputs.size() > 1;
  if (!O.Against.empty() && sys::fs::is_directory(O.Against)) {
    std::vector<std::string> None;
    InferIncludes(collectInputs({O.Against}, None), *CudaIncludes);
  }
  for (const std::string &M : Missing) {
    FileCheck F;
    SmallString<256> Abs(M);
    sys::fs::make_absolute(Abs);
    F.Path = std::string(Abs);
    F.Status = FileStatus::Unreadable;
    CheckFinding Err;
    Err.D.Where = FileRange{F.Path, 0, 0};
    Err.D.Sev = Severity::Error;
    Err.D.RuleId = "io-error";
    Err.D.Message = "no such file or folder";
    F.Findings.push_back(std::move(Err));
    Results.push_back(std::move(F));
  }
  {
    // In parallel, in input order; progress on stderr as in convert.
    size_t First = Results.size();
    Results.resize(First + Inputs.size());
    SmallString<256> Here;
    sys::fs::current_path(Here);
    tree::Progress P(errs(),
                     C.Progress == "plain" ? tree::ConvertOptions::Progress::Plain
                     : C.Progress == "off" || Inputs.size() < 2
                         ? tree::ConvertOptions::Progress::Off
                         : tree::ConvertOptions::Progress::Auto,
                     true, Inputs.size());
    auto Work = [&](size_t I) {
      Results[First + I] = checkFile(Inputs[I], O);
      P.done(relativePath(Inputs[I].Path, Here), false);
    };
    unsigned J = C.Jobs ? C.Jobs : std::max(1u, std::thread::hardware_concurrency());
    if (J <= 1 || Inputs.size() <= 1) {
      for (size_t I = 0; I < Inputs.size(); ++I)
        Work(I);
    } else {
      DefaultThreadPool Pool(hardware_concurrency(std::min<size_t>(J, Inputs.size())));
      for (size_t I = 0; I < Inputs.size(); ++I)
        Pool.async(Work, I);
      Pool.wait();
    }
    P.finish();
  }
  // Drift: CUDA files the HIP folders lack.
  if (!O.Against.empty() && sys::fs::is_directory(O.Against) && !C.Stdin) {
    std::map<std::string, std::vector<std::string>> Present;
    for (const CheckInput &In : Inputs)
      if (!In.Root.empty())
        Present[In.Root].push_back(relativePath(In.Path, In.Root));
    for (const std::string &P : C.Paths) {
      SmallString<256> Abs(P);
      sys::fs::make_absolute(Abs);
      sys::path::remove_dots(Abs, true);
      if (!sys::fs::is_directory(Abs))
        continue;
      FileCheck F; // no path: findings only
      for (CheckFinding &M :
           missingCounterparts(Abs, O.Against, Present[std::string(Abs)]))
        F.Findings.push_back(std::move(M));
      if (!F.Findings.empty())
        Results.push_back(std::move(F));
    }
  }

  SmallString<256> Root;
  sys::fs::current_path(Root);
  if (!C.WriteBaseline.empty()) {
    Report All = makeCheckReport(Results, Root, GateOptions{Min, nullptr});
    if (Error E = writeFileAtomic(C.WriteBaseline, Baseline::serialize(All.Items))
                      .takeError()) {
      errs() << "cuda2hip: error: --write-baseline: " << toString(std::move(E)) << "\n";
      return ExitIo;
    }
    errs() << "cuda2hip check: recorded " << All.Items.size()
           << " findings in " << C.WriteBaseline << "\n";
    return All.ExitCode == ExitIo ? ExitIo : ExitClean;
  }

  Report R = makeCheckReport(Results, Root,
                             GateOptions{Min, Accepted ? &*Accepted : nullptr});
  R.TargetHip = O.Translate.Map.TargetHip.str();
  if (O.Residue)
    R.Checks.push_back("residue");
  if (O.Target)
    R.Checks.push_back("target");
  if (!O.Against.empty())
    R.Checks.push_back("drift");
  if (O.Hazards) {
    R.Checks.push_back("hazards");
    for (const HazardHook &H : hazardHooks())
      R.ExtraRules.insert(R.ExtraRules.end(), H.Rules.begin(), H.Rules.end());
  }

  std::string Text;
  raw_string_ostream OS(Text);
  if (C.Format == "human") {
    std::map<std::string, StringRef> Sources;
    for (const FileCheck &F : Results)
      Sources[F.Path] = F.Text;
    printReportItems(OS, R.Items, [&](const std::string &P) -> StringRef {
      auto It = Sources.find(P);
      return It == Sources.end() ? StringRef() : It->second;
    });
  } else {
    writeJson(OS, C.Format == "json" ? toJson(R) : toSarif(R));
  }
  if (C.Output.empty()) {
    outs() << Text;
    outs().flush();
  } else if (Error E = writeFileAtomic(C.Output, Text).takeError()) {
    errs() << "cuda2hip: error: --output: " << toString(std::move(E)) << "\n";
    return ExitIo;
  }
  if (!C.ExportFixes.empty()) {
    std::vector<Diagnostic> Diags;
    for (const ReportItem &I : R.Items)
      Diags.push_back(I.D);
    std::string Yaml;
    raw_string_ostream YS(Yaml);
    writeFixesYaml(YS, exportFixes(Inputs.size() == 1 ? Inputs[0].Path : "", {}, Diags));
    if (Error E = writeFileAtomic(C.ExportFixes, Yaml).takeError()) {
      errs() << "cuda2hip: error: --export-fixes: " << toString(std::move(E)) << "\n";
      return ExitIo;
    }
  }
  summary(errs(), R);
  return R.ExitCode;
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
