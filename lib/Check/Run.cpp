//===- Run.cpp - `cuda2hip check`: the run --------------------------------===//
//
// runCheck (Check.h): the inputs (PATHS walked, or one buffer from stdin),
// each file's flags (the database's, else its tree's include folders),
// checkFile() in parallel with progress, drift's missing counterparts, then
// the gate (suppressions, baseline, minimum severity) and the report as
// text, JSON or SARIF.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Batch.h"
#include "cuda2hip/Check.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <mutex>

using namespace llvm;

namespace cuda2hip {

namespace {

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

/// The folders among \p Paths, absolute: where a build file's -D flags
/// are looked for, upwards from a file's folder.
std::vector<std::string> inputFolders(ArrayRef<std::string> Paths) {
  std::vector<std::string> Out;
  for (const std::string &P : Paths)
    if (sys::fs::is_directory(P))
      Out.push_back(absolute(P));
  return Out;
}

/// The folder of \p Roots that holds \p Dir (the innermost), else \p Dir.
std::string folderOf(ArrayRef<std::string> Roots, StringRef Dir) {
  std::string Best = Dir.str();
  size_t Len = 0;
  for (const std::string &R : Roots)
    if ((Dir == R || Dir.starts_with(R + "/")) && R.size() > Len)
      Best = R, Len = R.size();
  return Best;
}

/// The build-file -D flags of each folder, read once (files are checked
/// in parallel, many per folder).
class DefinesByFolder {
public:
  const std::vector<std::string> &of(StringRef Dir, ArrayRef<std::string> Roots) {
    std::lock_guard<std::mutex> L(Mu);
    auto [It, New] = Known.try_emplace(Dir.str());
    if (New)
      It->second = tree::buildFileDefines(Dir, folderOf(Roots, Dir));
    return It->second;
  }

private:
  std::mutex Mu;
  std::map<std::string, std::vector<std::string>> Known;
};

/// Files without compile commands: the tree's include folders and the -D
/// flags of the nearest build file, as convert adds them (one list of
/// folders for the checked tree, one for --against's).
struct TreeFlags {
  std::shared_ptr<std::vector<std::string>> HipIncludes =
      std::make_shared<std::vector<std::string>>();
  std::shared_ptr<std::vector<std::string>> CudaIncludes =
      std::make_shared<std::vector<std::string>>();
};

/// O.FlagsFor: the flags -p or a database gives, else \p T's.
void resolveFlags(const CheckRunOptions &Opts, CheckOptions &O, const TreeFlags &T) {
  auto DatabaseFlags = O.FlagsFor;
  std::string AgainstDir = O.Against;
  std::vector<std::string> Roots = inputFolders(Opts.Paths);
  auto Defines = std::make_shared<DefinesByFolder>();
  if (!AgainstDir.empty())
    Roots.push_back(AgainstDir);
  O.FlagsFor = [=, HipIncludes = T.HipIncludes,
                CudaIncludes = T.CudaIncludes](StringRef Path, std::string *Database) {
    std::vector<std::string> F;
    if (DatabaseFlags)
      F = DatabaseFlags(Path, Database);
    if (!F.empty())
      return F;
    F = !AgainstDir.empty() && Path.starts_with(AgainstDir + "/") ? *CudaIncludes
                                                                  : *HipIncludes;
    const std::vector<std::string> &Defs = Defines->of(sys::path::parent_path(Path), Roots);
    F.insert(F.end(), Defs.begin(), Defs.end());
    return F;
  };
}

/// The inputs: the buffer on stdin, or the files under the paths (those
/// that do not exist in \p Missing). False (printed) when stdin fails.
bool readInputs(const CheckRunOptions &Opts, std::vector<CheckInput> &Inputs,
                std::vector<std::string> &Missing, raw_ostream &Err) {
  if (!Opts.Stdin) {
    Inputs = collectInputs(Opts.Paths, Missing);
    return true;
  }
  Expected<std::string> Buf = readStdinBounded(MaxSourceBytes);
  if (!Buf) {
    Err << "cuda2hip: error: cannot read stdin: " << toString(Buf.takeError()) << "\n";
    return false;
  }
  std::string Text = std::move(*Buf);
  SmallString<256> Abs(Opts.AssumeFilename);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, true);
  Inputs.push_back({std::string(Abs), "", std::move(Text)});
  return true;
}

/// The include folders that \p Files' #includes need, added to \p Flags.
void inferIncludes(const std::vector<CheckInput> &Files, const CheckOptions &O,
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
  for (std::string &A : tree::treeIncludeFlags(List, O.Translate.Find))
    Flags.push_back(std::move(A));
}

/// A path named that does not exist: an unreadable file with its error.
FileCheck missingFile(const std::string &M) {
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
  return F;
}

/// checkFile() of every input, appended to \p Results in input order, on
/// the runner (Batch.h); progress on stderr as in convert.
void checkAll(const CheckRunOptions &Opts, const CheckOptions &O,
              const std::vector<CheckInput> &Inputs, std::vector<FileCheck> &Results,
              raw_ostream &Err) {
  size_t First = Results.size();
  Results.resize(First + Inputs.size());
  SmallString<256> Here;
  sys::fs::current_path(Here);
  using P = tree::ConvertOptions::Progress;
  tree::Progress Progress(Err,
                          Opts.ShowProgress == P::Plain ? P::Plain
                          : Opts.ShowProgress == P::Off || Inputs.size() < 2 ? P::Off
                                                                             : P::Auto,
                          &Err == &errs(), Inputs.size());
  runAll(Inputs.size(), Opts.Jobs, [&](size_t I) {
    Results[First + I] = checkFile(Inputs[I], O);
    Progress.done(relativePath(Inputs[I].Path, Here), false);
  });
  Progress.finish();
}

/// Drift: CUDA files the HIP folders lack, appended to \p Results.
void driftFindings(const CheckRunOptions &Opts, const CheckOptions &O,
                   const std::vector<CheckInput> &Inputs, std::vector<FileCheck> &Results) {
  std::map<std::string, std::vector<std::string>> Present;
  for (const CheckInput &In : Inputs)
    if (!In.Root.empty())
      Present[In.Root].push_back(relativePath(In.Path, In.Root));
  for (const std::string &P : Opts.Paths) {
    SmallString<256> Abs(P);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, true);
    if (!sys::fs::is_directory(Abs))
      continue;
    FileCheck F; // no path: findings only
    for (CheckFinding &M : missingCounterparts(Abs, O.Against, Present[std::string(Abs)]))
      F.Findings.push_back(std::move(M));
    if (!F.Findings.empty())
      Results.push_back(std::move(F));
  }
}

/// The checks run and the rules of the hooks, named in the report.
void nameChecks(const CheckOptions &O, Report &R) {
  R.TargetHip = O.Translate.Map.TargetHip.str();
  if (O.Residue)
    R.Checks.push_back("residue");
  if (O.Target)
    R.Checks.push_back("target");
  if (!O.Against.empty())
    R.Checks.push_back("drift");
  if (O.Hazards) {
    R.Checks.push_back("hazards");
    for (const HazardHook &H : O.HazardHooks)
      R.ExtraRules.insert(R.ExtraRules.end(), H.Rules.begin(), H.Rules.end());
  }
}

/// The report as text, JSON or SARIF, to \p Out or --output, then
/// --export-fixes; false (printed) when a file is not written.
bool writeReport(const CheckRunOptions &Opts, const Report &R,
                 const std::vector<FileCheck> &Results,
                 const std::vector<CheckInput> &Inputs, raw_ostream &Out,
                 raw_ostream &Err) {
  std::string Text;
  raw_string_ostream OS(Text);
  if (Opts.Format == ReportFormat::Human) {
    std::map<std::string, StringRef> Sources;
    for (const FileCheck &F : Results)
      Sources[F.Path] = F.Text;
    printReportItems(OS, R.Items, [&](const std::string &P) -> StringRef {
      auto It = Sources.find(P);
      return It == Sources.end() ? StringRef() : It->second;
    });
  } else {
    writeJson(OS, Opts.Format == ReportFormat::Json ? toJson(R) : toSarif(R));
  }
  if (Opts.Output.empty()) {
    Out << Text;
    Out.flush();
  } else if (Error E = writeFileAtomic(Opts.Output, Text).takeError()) {
    Err << "cuda2hip: error: --output: " << toString(std::move(E)) << "\n";
    return false;
  }
  if (!Opts.ExportFixes.empty()) {
    std::vector<Diagnostic> Diags;
    for (const ReportItem &I : R.Items)
      Diags.push_back(I.D);
    std::string Yaml;
    raw_string_ostream YS(Yaml);
    writeFixesYaml(YS, exportFixes(Inputs.size() == 1 ? Inputs[0].Path : "", {}, Diags));
    if (Error E = writeFileAtomic(Opts.ExportFixes, Yaml).takeError()) {
      Err << "cuda2hip: error: --export-fixes: " << toString(std::move(E)) << "\n";
      return false;
    }
  }
  return true;
}

} // namespace

int runCheck(const CheckRunOptions &Opts, raw_ostream &Out, raw_ostream &Err) {
  CheckOptions O = Opts.Check;
  if (!O.Against.empty()) { // relative to here, like PATHS
    SmallString<256> A(O.Against);
    sys::fs::make_absolute(A);
    sys::path::remove_dots(A, true);
    O.Against = std::string(A);
  }
  TreeFlags Tree;
  resolveFlags(Opts, O, Tree);
  std::optional<Baseline> Accepted;
  if (!Opts.Baseline.empty()) {
    Expected<Baseline> B = Baseline::load(Opts.Baseline);
    if (!B) {
      Err << "cuda2hip: error: --baseline: " << toString(B.takeError()) << "\n";
      return ExitUsage;
    }
    Accepted = std::move(*B);
  }

  std::vector<CheckInput> Inputs;
  std::vector<FileCheck> Results;
  std::vector<std::string> Missing;
  if (!readInputs(Opts, Inputs, Missing, Err))
    return ExitIo;
  inferIncludes(Inputs, O, *Tree.HipIncludes);
  // Several files share one PCH of the CUDA preamble per flag set (Find.h),
  // as in convert: CUDA inputs and the CUDA sources drift translates.
  O.Translate.Find.SharePreamble = Inputs.size() > 1;
  if (!O.Against.empty() && sys::fs::is_directory(O.Against)) {
    std::vector<std::string> None;
    inferIncludes(collectInputs({O.Against}, None), O, *Tree.CudaIncludes);
  }
  for (const std::string &M : Missing)
    Results.push_back(missingFile(M));
  checkAll(Opts, O, Inputs, Results, Err);
  if (!O.Against.empty() && sys::fs::is_directory(O.Against) && !Opts.Stdin)
    driftFindings(Opts, O, Inputs, Results);

  SmallString<256> Root;
  sys::fs::current_path(Root);
  if (!Opts.WriteBaseline.empty()) {
    Report All = makeCheckReport(Results, Root, GateOptions{Opts.MinSeverity, nullptr});
    if (Error E = writeFileAtomic(Opts.WriteBaseline, Baseline::serialize(All.Items))
                      .takeError()) {
      Err << "cuda2hip: error: --write-baseline: " << toString(std::move(E)) << "\n";
      return ExitIo;
    }
    Err << "cuda2hip check: recorded " << All.Items.size()
           << " findings in " << Opts.WriteBaseline << "\n";
    return All.ExitCode == ExitIo ? ExitIo : ExitClean;
  }

  Report R = makeCheckReport(Results, Root,
                             GateOptions{Opts.MinSeverity, Accepted ? &*Accepted : nullptr});
  nameChecks(O, R);
  R.DocsUrl = Opts.DocsUrl;
  if (!writeReport(Opts, R, Results, Inputs, Out, Err))
    return ExitIo;
  summary(Err, R);
  return R.ExitCode;
}

} // namespace cuda2hip
