//===- Lint.cpp - cuda2hip lint PATHS: the hazard rules over many files ---===//
//
// The policy of `cuda2hip lint` (the tool file only parses options): files
// found under the paths, each analysed (analyzeHazards) on a thread pool,
// the results printed, fixed and exported in input order, so that stdout,
// stderr, the files written and the exit code are those of a run one file at
// a time. With more than one file the parses share the PCH of the CUDA
// preamble (FindOptions::SharePreamble), as `convert` and `check` do.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Batch.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Lint.h"
#include "cuda2hip/Report.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;

namespace cuda2hip {
namespace {

/// CUDA and HIP sources, and headers (where warp helpers usually live): a
/// folder is searched for these.
bool lintable(StringRef Path) {
  StringRef E = sys::path::extension(Path);
  return is_contained({".cu", ".cuh", ".hip", ".h", ".hh", ".hpp", ".hxx",
                       ".inl"},
                      E);
}

/// Files to lint, in a stable order; false when a path does not exist.
bool collect(StringRef Path, std::vector<std::string> &Out, raw_ostream &Err) {
  if (!sys::fs::exists(Path)) {
    Err << Path << ": error: no such file or folder\n";
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
    Err << "cuda2hip: warning: " << Warn << " [cuda2hip-symlink]\n";
  std::vector<std::string> Found;
  for (const WalkEntry &E : W.Files)
    if (lintable(E.Path))
      Found.push_back(E.Path);
  std::sort(Found.begin(), Found.end());
  Out.insert(Out.end(), Found.begin(), Found.end());
  return true;
}

/// The flags of \p File: from the database, else the one found above it.
std::vector<std::string> flagsFor(const LintOptions &L, StringRef File,
                                  std::string &FoundAt) {
  return compileFlagsFor(L.Database, L.BuildDir, File, L.Hazards.Find.RunSession.get(),
                         &FoundAt);
}

/// One file's analysis, made on a worker thread.
struct Analysed {
  HazardReport R;
  std::string Database; ///< the compile_commands.json its flags came from
};

/// Everything printed, fixed and exported, on the calling thread, file by
/// file in input order.
class Printer {
public:
  Printer(const LintOptions &L, raw_ostream &Out, raw_ostream &Err, StringRef Root,
          Report &Rep)
      : L(L), Out(Out), Err(Err), Root(Root), Rep(Rep), Human(L.Format == "human") {}

  void file(Analysed &A);
  void exportFixes();
  int Exit = ExitClean;
  unsigned Findings = 0;

private:
  const LintOptions &L;
  raw_ostream &Out, &Err;
  StringRef Root;
  Report &Rep;
  const bool Human;
  clang::tooling::TranslationUnitDiagnostics Fixes;
};

void Printer::file(Analysed &A) {
  HazardReport &R = A.R;
  SourceLookup Source = [&](const std::string &P) -> StringRef {
    auto It = R.Buffers.find(P);
    return It == R.Buffers.end() ? StringRef() : StringRef(It->second);
  };
  std::string Rel = relativePath(R.MainFile, Root);
  std::string Db = A.Database.empty() ? "" : relativePath(A.Database, Root);
  if (R.Unreadable) {
    if (Human)
      printDiagnostics(Err, R.Diags, Source);
    else
      for (const Diagnostic &D : R.Diags)
        Rep.Items.push_back(makeReportItem(D, StringRef(), Root));
    Rep.Files.push_back({Rel, "unreadable", Db});
    Exit = ExitIo;
    return;
  }
  Rep.Files.push_back({Rel, R.UsedTokenEngine ? "token-engine" : "ok", Db});
  if (R.UsedTokenEngine) {
    if (Human)
      Out << displayPath(R.MainFile)
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
    printDiagnostics(Out, R.Diags, Source);
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
    auto TU = cuda2hip::exportFixes(R.MainFile, {&P}, Diags);
    if (Fixes.MainSourceFile.empty())
      Fixes.MainSourceFile = TU.MainSourceFile;
    for (auto &D : TU.Diagnostics)
      Fixes.Diagnostics.push_back(std::move(D));
  }
  if (!FileFixed)
    return;
  FilePlan P;
  P.Path = R.MainFile;
  P.Original = Source(R.MainFile).str();
  P.Edits = FixesOf->second;
  if (Error E = writeFileAtomic(R.MainFile, P.apply()).takeError()) {
    Err << displayPath(R.MainFile) << ": error: " << toString(std::move(E)) << "\n";
    Exit = ExitIo;
    Findings += FileFixed;
    return;
  }
  if (Human)
    Out << displayPath(R.MainFile) << ": applied " << FileFixed << " fix"
        << (FileFixed == 1 ? "" : "es") << "\n";
}

void Printer::exportFixes() {
  if (L.ExportFixes.empty())
    return;
  std::string Yaml;
  raw_string_ostream YS(Yaml);
  writeFixesYaml(YS, Fixes);
  if (Error E = writeFileAtomic(L.ExportFixes, Yaml).takeError()) {
    Err << "cuda2hip lint: error: --export-fixes: " << toString(std::move(E)) << "\n";
    Exit = ExitIo;
  }
}

} // namespace

unsigned lintThreads(const LintOptions &L, ArrayRef<std::string> Inputs) {
  // --fix writes files between analyses: one after the other, each seeing
  // what the earlier fixes wrote, as a run one file at a time does.
  if (L.Fix)
    return 1;
  return std::max<size_t>(1, std::min<size_t>(threadsFor(L.Jobs), Inputs.size()));
}

int runLint(const LintOptions &L, raw_ostream &Out, raw_ostream &Err) {
  const bool Human = L.Format == "human";
  SmallString<256> Root;
  sys::fs::current_path(Root);
  Report Rep;
  Rep.Command = "lint";
  Rep.DocsUrl = L.DocsUrl;
  Rep.Root = std::string(Root);
  Rep.TargetHip = DefaultHipVersion.str();
  for (const HazardRuleInfo &H : hazardRules())
    Rep.ExtraRules.push_back({H.Id, "hazards", H.Sev, H.Title, H.Why});

  Printer P(L, Out, Err, Root, Rep);
  std::vector<std::string> Inputs;
  for (const std::string &Path : L.Paths)
    if (!collect(Path, Inputs, Err)) {
      P.Exit = ExitIo;
      if (!Human) {
        Diagnostic D;
        SmallString<256> Abs(Path);
        sys::fs::make_absolute(Abs);
        D.Where = FileRange{std::string(Abs), 0, 0};
        D.Sev = Severity::Error;
        D.RuleId = "io-error";
        D.Message = "no such file or folder";
        Rep.Items.push_back(makeReportItem(D, StringRef(), Root));
        Rep.Files.push_back({relativePath(Abs, Root), "unreadable", ""});
      }
    }

  HazardOptions O = L.Hazards;
  // One PCH of the CUDA preamble for the run (in memory), as convert.
  // Blocks of leading system includes that inputs share get a PCH too
  // (Find.h: PrefixCensus), per set of flags.
  if (Inputs.size() > 1) {
    O.Find.SharePreamble = true;
    std::vector<CensusUnit> Units;
    for (const std::string &In : Inputs) {
      std::string Db;
      std::vector<std::string> Flags = flagsFor(L, In, Db);
      Flags.insert(Flags.end(), O.Find.ExtraArgs.begin(), O.Find.ExtraArgs.end());
      Units.push_back({In, std::nullopt, std::move(Flags)});
    }
    O.Find.Prefixes = censusOf(Units);
  }
  std::vector<std::optional<Analysed>> Slots(Inputs.size());
  runInOrder(
      Inputs.size(), lintThreads(L, Inputs),
      [&](size_t I) {
        Analysed A;
        HazardOptions FO = O;
        FO.Find.DatabaseFlags = flagsFor(L, Inputs[I], A.Database);
        A.R = analyzeHazards(Inputs[I], std::nullopt, FO);
        Slots[I] = std::move(A);
      },
      [&](size_t I) {
        P.file(*Slots[I]);
        Slots[I].reset(); // the window bounds what is kept
      });
  P.exportFixes();
  int Code = P.Exit == ExitIo ? ExitIo : P.Findings ? ExitWarnings : ExitClean;
  if (!Human) {
    Rep.ExitCode = Code;
    writeJson(Out, L.Format == "json" ? toJson(Rep) : toSarif(Rep));
  }
  Out.flush();
  return Code;
}

} // namespace cuda2hip
