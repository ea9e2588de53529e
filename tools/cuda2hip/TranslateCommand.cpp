//===- TranslateCommand.cpp - cuda2hip FILE... ----------------------------===//
//
// The default command: translate the given files, one translation unit each,
// to stdout, -o, --out-dir or in place -- or a buffer read from stdin
// (--stdin --assume-filename PATH, for editors). Diagnostics go to stderr as
// text, JSON or SARIF (--format); --export-fixes writes the edits as
// clang-tidy fixes. A file without -p gets the flags of the nearest
// compile_commands.json above it. Also --explain. Wires Driver (find -> map
// -> plan) and Emit; no translation logic lives here.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Batch.h"
#include "cuda2hip/Driver.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace cuda2hip;

namespace cuda2hip::cli {

struct CliOptions {
  CommonOptions Common;
  PortableCli Portable;
  std::vector<std::string> Inputs;
  std::string Output, OutDir;
  std::string BackupSuffix = ".cuda.orig";
  bool InPlace = false, NoBackup = false, Stats = false, Diff = false;
  std::string Format = "human", ExportFixes, AssumeFilename, Explain;
  bool Stdin = false;
  unsigned Jobs = 0; ///< -j: 0 = the cores
};

std::string outputPathFor(const CliOptions &C, StringRef Input) {
  if (!C.Output.empty())
    return C.Output;
  if (C.InPlace)
    return Input.str();
  // --out-dir: keep a relative input's folders, an absolute one's name.
  SmallString<256> Rel(Input);
  sys::path::remove_dots(Rel, /*remove_dot_dot=*/true);
  StringRef R = Rel;
  while (R.consume_front("../"))
    ;
  SmallString<256> Out(C.OutDir);
  sys::path::append(Out, sys::path::is_absolute(R) ? sys::path::filename(R) : R);
  return std::string(Out);
}

/// Usage errors of the options; "" when fine.
std::string usageError(const CliOptions &C) {
  if (C.Stdin) {
    if (!C.Inputs.empty())
      return "--stdin reads one buffer; give no FILE (name it with "
             "--assume-filename)";
    if (C.AssumeFilename.empty())
      return "--stdin needs --assume-filename PATH (the flags, language and "
             "diagnostics are those of PATH)";
    if (!C.OutDir.empty() || C.InPlace)
      return "--stdin writes to stdout (or -o), not --out-dir or --in-place";
    return "";
  }
  if (!C.AssumeFilename.empty())
    return "--assume-filename goes with --stdin";
  if (C.Diff && (!C.Output.empty() || !C.OutDir.empty() || C.InPlace))
    return "--diff prints what would change and writes nothing: not with -o, "
           "--out-dir or --in-place";
  if (C.Inputs.empty())
    return "no input files (see --help)";
  if (C.Inputs.size() > 1 && !C.Output.empty())
    return "-o takes a single input; use --out-dir or --in-place for several";
  if (C.Inputs.size() > 1 && C.OutDir.empty() && !C.InPlace && !C.Diff)
    return "several inputs need --out-dir or --in-place (stdout takes one "
           "translation)";
  return "";
}

int run(CliOptions C) {
  if (C.Output == "-") // -o - : standard output, as with no -o
    C.Output.clear();
  if (!C.Explain.empty())
    return explain(C.Explain, C.Common);
  if (std::string E = usageError(C); !E.empty()) {
    errs() << "cuda2hip: error: " << E << "\n";
    return ExitUsage;
  }
  TranslateOptions O;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!makePortableOptions(C.Portable, O) || !makeTranslateOptions(C.Common, O, DB))
    return ExitUsage;
  std::string StdinText;
  if (C.Stdin && !readStdin(StdinText))
    return ExitIo;

  const bool Human = C.Format == "human";
  SmallString<256> Root;
  sys::fs::current_path(Root);
  Report Rep;
  Rep.Root = std::string(Root);
  Rep.TargetHip = O.Map.TargetHip.str();
  clang::tooling::TranslationUnitDiagnostics Fixes;

  int Exit = ExitClean;
  auto Worse = [&](int Code) { Exit = worseExitCode(Exit, Code); };
  // A problem with one input: printed, or (JSON, SARIF) a report item.
  auto Problem = [&](StringRef In, Severity S, StringRef Rule, StringRef Msg,
                     StringRef Status) {
    SmallString<256> Abs(In);
    sys::fs::make_absolute(Abs);
    if (Human) {
      errs() << (S == Severity::Note ? displayPath(Abs) : In.str())
             << (S == Severity::Note ? ": note: " : ": error: ") << Msg;
      if (S == Severity::Note)
        errs() << " [" << RulePrefix << Rule << "]";
      errs() << "\n";
    } else {
      Diagnostic D;
      D.Where = FileRange{std::string(Abs), 0, 0};
      D.Sev = S;
      D.RuleId = Rule.str();
      D.Message = Msg.str();
      Rep.Items.push_back(makeReportItem(D, "", Root));
    }
    if (!Status.empty())
      Rep.Files.push_back({relativePath(Abs, Root), Status.str(), ""});
  };
  Plan AllStats;
  unsigned LinesChanged = 0;
  std::vector<std::string> Inputs = C.Inputs;
  if (C.Stdin)
    Inputs = {C.AssumeFilename};
  PortableRun Portable(C.Portable, C.Output, C.OutDir, C.InPlace, Inputs);
  // In place, one run at a time per folder (Basic.h: TreeLock).
  TreeLock Lock;
  if (C.InPlace) {
    std::vector<std::string> Dirs;
    for (const std::string &In : Inputs) {
      SmallString<256> A(In);
      sys::fs::make_absolute(A);
      Dirs.push_back(sys::path::parent_path(A).str());
    }
    Expected<TreeLock> L = TreeLock::acquire(Dirs, errs());
    if (!L) {
      errs() << "cuda2hip: error: " << toString(L.takeError()) << "\n";
      return ExitIo;
    }
    Lock = std::move(*L);
  }
  // Each input's options and whether it can be read, in order; then the
  // translations on a thread pool (Batch.h), handed back in input order:
  // diagnostics, writes and the exit code are those of one file at a time.
  std::vector<TranslateJob> Jobs(Inputs.size());
  std::vector<std::string> Databases(Inputs.size());
  auto Precheck = [&](size_t I) -> bool {
    const std::string &In = Inputs[I];
    std::string NotRegular = C.Stdin ? "" : notRegularReason(In);
    if (!NotRegular.empty()) {
      Problem(In, Severity::Error, "io-error",
              sys::fs::is_directory(In) ? "is a folder (tree mode is "
                                          "'cuda2hip convert')"
              : !sys::fs::exists(In)    ? "no such file"
                                        : NotRegular + ", not a regular file; not read",
              "unreadable");
      Worse(ExitIo);
      return false;
    }
    // The output must not be the input (-o naming it, --out-dir its own
    // folder): only --in-place replaces an input, and keeps a backup.
    if (!C.Stdin && !C.InPlace && (!C.Output.empty() || !C.OutDir.empty()) &&
        sys::fs::equivalent(In, outputPathFor(C, In))) {
      Problem(In, Severity::Error, "io-error",
              "the output '" + outputPathFor(C, In) +
                  "' is this input itself; not translated (use --in-place, "
                  "which keeps a backup, or another output)",
              "unreadable");
      Worse(ExitIo);
      return false;
    }
    return true;
  };
  for (size_t I = 0; I < Inputs.size(); ++I) {
    const std::string &In = Inputs[I];
    TranslateJob &J = Jobs[I];
    J.Path = In;
    J.Opts = O;
    J.Opts.Find.DatabaseFlags =
        compileFlagsFor(DB.get(), C.Common.BuildDir, In, &Databases[I]);
    Portable.prepare(J.Opts, In, C.Output.empty() && C.OutDir.empty() ? In
                                                                       : outputPathFor(C, In));
  }
  // An input named twice, or one that is another input's output (the later
  // one must see what the earlier one wrote), or stdin: one at a time.
  unsigned Threads = threadsFor(C.Jobs);
  std::vector<std::string> Outputs;
  if (!C.Diff && (!C.OutDir.empty() || C.InPlace))
    for (const std::string &In : Inputs)
      Outputs.push_back(outputPathFor(C, In));
  if (C.Stdin || inputsOverlap(Inputs, Outputs))
    Threads = 1;
  auto Consume = [&](size_t I, std::optional<Translation> &Slot) {
    const std::string &In = Inputs[I];
    if (!Precheck(I))
      return;
    if (!Slot) // stdin, or an input that was not readable when the parses began
      Slot = translateFile(In, C.Stdin ? std::optional<StringRef>(StdinText) : std::nullopt,
                           Jobs[I].Opts);
    Translation &T = *Slot;
    const std::string &Database = Databases[I];
    const Findings &F = T.Found;
    SourceLookup Source = [&](const std::string &P) -> StringRef {
      auto It = F.Buffers.find(P);
      return It == F.Buffers.end() ? StringRef() : StringRef(It->second);
    };
    if (Human)
      printDiagnostics(errs(), T.Result.Diags, Source);
    else {
      std::map<std::string, LineIndex> Lines; // each file's line starts, once
      for (const Diagnostic &D : T.Result.Diags) {
        StringRef Text = Source(D.Where.File);
        const LineIndex *L = nullptr;
        if (!Text.empty())
          L = &Lines.try_emplace(D.Where.File, Text).first->second;
        Rep.Items.push_back(makeReportItem(D, L, Root));
      }
    }
    std::string Rel = relativePath(F.MainFile, Root);
    std::string Db = Database.empty() ? "" : relativePath(Database, Root);
    if (F.ParseFailed && !F.UsedTokenEngine) {
      // A file that could not be read is no parse problem: say why instead
      // of suggesting another engine.
      auto Io = llvm::find_if(F.Notes, [](const FindNote &N) { return N.RuleId == "io-error"; });
      if (Io != F.Notes.end()) {
        Problem(In, Severity::Error, "io-error", "not translated: " + Io->Message, "");
        Rep.Files.push_back({Rel, "unreadable", Db});
        Worse(ExitIo);
        return;
      }
      Problem(In, Severity::Error, "parse-error",
              "not translated (use --engine auto or token to translate files "
              "that do not parse)",
              "");
      Rep.Files.push_back({Rel, "unparsable", Db});
      Worse(ExitIo);
      return;
    }
    if (F.UsedTokenEngine && C.Common.Engine != "token")
      Problem(F.MainFile, Severity::Note, "token-engine",
              "could not be parsed; translated with the token engine", "");
    Rep.Files.push_back({Rel, F.UsedTokenEngine ? "token-engine" : "ok", Db});
    const FilePlan &FP = T.Result.Files.at(F.MainFile);
    std::string Out = FP.apply();
    LinesChanged += changedLines(FP.Original, Out);
    if (!C.ExportFixes.empty()) {
      // Plan diagnostics whose fix-it the edits already make keep no fix.
      std::vector<Diagnostic> Diags = T.Result.Diags;
      for (Diagnostic &D : Diags)
        for (const Edit &E : FP.Edits)
          if (D.Where.File == FP.Path && E.Offset < D.Where.end() + 1 &&
              D.Where.Offset < E.Offset + E.Length + 1)
            D.FixIt.clear();
      auto TU = exportFixes(F.MainFile, {&FP}, Diags);
      if (Fixes.MainSourceFile.empty())
        Fixes.MainSourceFile = TU.MainSourceFile;
      for (auto &D : TU.Diagnostics)
        Fixes.Diagnostics.push_back(std::move(D));
    }
    if (C.Diff) {
      std::string Name = relativePath(F.MainFile, Root);
      outs() << unifiedDiff(FP.Original, Out, "a/" + Name, "b/" + Name);
      outs().flush();
    } else if (C.Output.empty() && C.OutDir.empty() && !C.InPlace) {
      outs() << Out;
      outs().flush();
    } else {
      WriteOptions W;
      if (C.InPlace && !C.NoBackup)
        W.BackupSuffix = C.BackupSuffix;
      if (C.InPlace) {
        W.ExpectedOld = FP.Original;
        W.RefuseReadOnly = true;
      }
      W.OnlyIfChanged = true;
      if (Error E = writeFileAtomic(outputPathFor(C, In), Out, W).takeError()) {
        Problem(In, Severity::Error, "io-error", toString(std::move(E)), "");
        Worse(ExitIo);
        return;
      }
    }
    Worse(exitCodeFor(T.Result));
    mergePlan(AllStats, T.Result);
  };
  if (C.Stdin) {
    std::optional<Translation> None;
    Consume(0, None);
  } else {
    // The checks that need the file as it is now run when its turn comes
    // (an earlier input's write may have changed it); the parse skips the
    // inputs that already fail them.
    for (size_t I = 0; I < Inputs.size(); ++I)
      Jobs[I].Skip = !notRegularReason(Inputs[I]).empty() ||
                     (!C.InPlace && (!C.Output.empty() || !C.OutDir.empty()) &&
                      sys::fs::equivalent(Inputs[I], outputPathFor(C, Inputs[I])));
    translateFiles(Jobs, Threads, Consume);
  }
  if (!C.ExportFixes.empty()) {
    std::string Yaml;
    raw_string_ostream YS(Yaml);
    writeFixesYaml(YS, Fixes);
    if (Error E = writeFileAtomic(C.ExportFixes, Yaml, WriteOptions{}).takeError()) {
      errs() << "cuda2hip: error: --export-fixes: " << toString(std::move(E)) << "\n";
      Worse(ExitIo);
    }
  }
  Worse(Portable.finish(AllStats.Portable));
  noteTorchInstallation(C.Common, AllStats);
  if (C.Stats)
    printStats(errs(), AllStats, LinesChanged);
  if (!Human) {
    Rep.ExitCode = Exit;
    writeJson(errs(), C.Format == "json" ? toJson(Rep) : toSarif(Rep));
  }
  return Exit;
}

Runner addTranslateCommand(CLI::App &App, std::vector<std::string> &ClangArgs) {
  auto C = std::make_shared<CliOptions>();
  App.add_option("FILE", C->Inputs, "CUDA sources or headers to translate");
  auto *OutOpt = App.add_option("-o,--output", C->Output,
                                "write the translation of the single input here ('-': stdout)");
  auto *DirOpt = App.add_option("--out-dir", C->OutDir,
                                "write translations under this folder (relative "
                                "inputs keep their folders)");
  auto *InPlace = App.add_flag("--in-place", C->InPlace,
                               "overwrite the inputs (keeps a backup, see "
                               "--backup-suffix)");
  OutOpt->excludes(DirOpt)->excludes(InPlace);
  DirOpt->excludes(InPlace);
  App.add_option("--backup-suffix", C->BackupSuffix,
                 "suffix of the backup --in-place keeps")
      ->capture_default_str();
  App.add_flag("--no-backup", C->NoBackup, "--in-place without a backup");
  App.add_flag("--diff", C->Diff,
               "print a unified diff of what would change (a/FILE, b/FILE) on "
               "stdout; write nothing");
  App.add_option("-j,--jobs", C->Jobs,
                 "with several inputs: translate this many at once (default: "
                 "the number of cores); output and diagnostics stay in input "
                 "order");
  addCommonOptions(App, C->Common);
  addPortableOptions(App, C->Portable);
  App.add_flag("--stats", C->Stats,
               "print counts per API group and lines changed to stderr");
  App.add_option("--format", C->Format,
                 "diagnostics on stderr: human (clang-style), json "
                 "(docs/report-format.md) or sarif (SARIF 2.1.0)")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json", "sarif"}));
  App.add_option("--export-fixes", C->ExportFixes,
                 "write the edits as clang-tidy fixes (YAML) for "
                 "clang-apply-replacements");
  App.add_flag("--stdin", C->Stdin,
               "translate the buffer read from stdin (to stdout); see "
               "--assume-filename");
  App.add_option("--assume-filename", C->AssumeFilename,
                 "with --stdin: the path the buffer stands for (its folder, "
                 "flags and name in diagnostics)");
  App.add_option("--explain", C->Explain,
                 "print how a CUDA name maps (every table row, and the one the "
                 "target HIP version picks) or what a rule id means; exit 2 if "
                 "unknown");
  return [C, &ClangArgs] {
    C->Common.ClangArgs = ClangArgs;
    return run(*C);
  };
}

} // namespace cuda2hip::cli
