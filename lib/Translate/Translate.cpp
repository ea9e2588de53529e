//===- Translate.cpp - `cuda2hip FILE...`: files one by one ---------------===//
//
// The default command's run (Translate.h): each input's options, the
// translations on a thread pool (Batch.h) handed back in input order, then
// per input the diagnostics, the write (or diff, or stdout) and the exit
// code, as if one file were translated at a time.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Translate.h"
#include "PortableHeader.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/Batch.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "clang/Tooling/Core/Diagnostic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {

std::string outputPathFor(const FilesOptions &O, StringRef Input) {
  if (O.Output.empty() && O.OutDir.empty() && !O.InPlace)
    return "";
  if (!O.Output.empty())
    return O.Output;
  if (O.InPlace)
    return Input.str();
  // --out-dir: keep a relative input's folders, an absolute one's name.
  SmallString<256> Rel(Input);
  sys::path::remove_dots(Rel, /*remove_dot_dot=*/true);
  StringRef R = Rel;
  while (R.consume_front("../"))
    ;
  SmallString<256> Out(O.OutDir);
  sys::path::append(Out, sys::path::is_absolute(R) ? sys::path::filename(R) : R);
  return std::string(Out);
}

namespace {

/// One run of `cuda2hip FILE...`: the report, the exit code and what the
/// inputs share (the --export-fixes YAML, the statistics).
class FilesRun {
public:
  FilesRun(const FilesOptions &O, raw_ostream &Out, raw_ostream &Err)
      : O(O), Out(Out), Err(Err), Human(O.Format == ReportFormat::Human),
        Stdin(O.StdinText.has_value()), Portable(portableHeaderPath(O)) {
    SmallString<256> R;
    sys::fs::current_path(R);
    Root = std::string(R);
    Rep.Root = Root;
    Rep.TargetHip = O.Translate.Map.TargetHip.str();
  }
  int go();

private:
  void worse(int Code) { Exit = worseExitCode(Exit, Code); }
  /// A problem with one input: printed, or (JSON, SARIF) a report item.
  void problem(StringRef In, Severity S, StringRef Rule, StringRef Msg, StringRef Status);
  /// The input can be translated now (an earlier input's write may have
  /// changed it): else its problem is said.
  bool precheck(size_t I);
  /// Each input's options (its flags, the portable header's place).
  void prepareJobs();
  /// The threads: one when an input must see what an earlier one wrote.
  unsigned threads() const;
  /// Input \p I's translation, handed on in input order: diagnostics,
  /// write, exit code.
  void consume(size_t I, std::optional<Translation> &Slot);
  /// The diagnostics of \p T, printed or made report items.
  void reportDiagnostics(const Translation &T, const SourceLookup &Source);
  /// An input that did not parse (nor fell to the token engine): said.
  void notTranslated(const std::string &In, const Findings &F, const std::string &Rel,
                     const std::string &Db);
  /// The translated text to stdout, a diff, or a file; false when not written.
  bool writeResult(const std::string &In, const FilePlan &FP, const std::string &Text,
                   const Findings &F);
  /// --export-fixes, the portable header, the statistics, the report.
  void finish();

  const FilesOptions &O;
  raw_ostream &Out, &Err;
  const bool Human, Stdin;
  std::string Root;
  Report Rep;
  clang::tooling::TranslationUnitDiagnostics Fixes;
  int Exit = ExitClean;
  // Every input's plan merged (with each file's text and edits): the
  // statistics, the --portable header's needs and AfterAll see them all.
  Plan AllInputs;
  unsigned LinesChanged = 0;
  std::string Portable;
  std::vector<TranslateJob> Jobs;
  std::vector<std::string> Databases;
};

void FilesRun::problem(StringRef In, Severity S, StringRef Rule, StringRef Msg,
                       StringRef Status) {
  SmallString<256> Abs(In);
  sys::fs::make_absolute(Abs);
  if (Human) {
    Err << (S == Severity::Note ? displayPath(Abs) : In.str())
        << (S == Severity::Note ? ": note: " : ": error: ") << Msg;
    if (S == Severity::Note)
      Err << " [" << RulePrefix << Rule << "]";
    Err << "\n";
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
}

bool FilesRun::precheck(size_t I) {
  const std::string &In = O.Inputs[I];
  std::string NotRegular = Stdin ? "" : notRegularReason(In);
  if (!NotRegular.empty()) {
    problem(In, Severity::Error, "io-error",
            sys::fs::is_directory(In) ? "is a folder (tree mode is "
                                        "'cuda2hip convert')"
            : !sys::fs::exists(In)    ? "no such file"
                                      : NotRegular + ", not a regular file; not read",
            "unreadable");
    worse(ExitIo);
    return false;
  }
  // The output must not be the input (-o naming it, --out-dir its own
  // folder): only --in-place replaces an input, and keeps a backup.
  if (!Stdin && !O.InPlace && (!O.Output.empty() || !O.OutDir.empty()) &&
      sys::fs::equivalent(In, outputPathFor(O, In))) {
    problem(In, Severity::Error, "io-error",
            "the output '" + outputPathFor(O, In) +
                "' is this input itself; not translated (use --in-place, "
                "which keeps a backup, or another output)",
            "unreadable");
    worse(ExitIo);
    return false;
  }
  return true;
}

void FilesRun::prepareJobs() {
  Jobs.resize(O.Inputs.size());
  Databases.resize(O.Inputs.size());
  for (size_t I = 0; I < O.Inputs.size(); ++I) {
    const std::string &In = O.Inputs[I];
    TranslateJob &J = Jobs[I];
    J.Path = In;
    J.Opts = O.Translate;
    if (O.FlagsFor)
      J.Opts.Find.DatabaseFlags = O.FlagsFor(In, &Databases[I]);
    preparePortable(Portable, J.Opts, In,
                    O.Output.empty() && O.OutDir.empty() ? In : outputPathFor(O, In));
  }
}

unsigned FilesRun::threads() const {
  // An input named twice, or one that is another input's output (the later
  // one must see what the earlier one wrote), or stdin: one at a time.
  std::vector<std::string> Outputs;
  if (!O.Diff && (!O.OutDir.empty() || O.InPlace))
    for (const std::string &In : O.Inputs)
      Outputs.push_back(outputPathFor(O, In));
  if (Stdin || inputsOverlap(O.Inputs, Outputs))
    return 1;
  return threadsFor(O.Jobs);
}

void FilesRun::reportDiagnostics(const Translation &T, const SourceLookup &Source) {
  if (Human) {
    printDiagnostics(Err, T.Result.Diags, Source);
    return;
  }
  std::map<std::string, LineIndex> Lines; // each file's line starts, once
  for (const Diagnostic &D : T.Result.Diags) {
    StringRef Text = Source(D.Where.File);
    const LineIndex *L = nullptr;
    if (!Text.empty())
      L = &Lines.try_emplace(D.Where.File, Text).first->second;
    Rep.Items.push_back(makeReportItem(D, L, Root));
  }
}

void FilesRun::notTranslated(const std::string &In, const Findings &F,
                             const std::string &Rel, const std::string &Db) {
  // A file that could not be read is no parse problem: say why instead
  // of suggesting another engine.
  auto Io = llvm::find_if(F.Notes, [](const FindNote &N) { return N.RuleId == "io-error"; });
  if (Io != F.Notes.end()) {
    problem(In, Severity::Error, "io-error", "not translated: " + Io->Message, "");
    Rep.Files.push_back({Rel, "unreadable", Db});
    worse(ExitIo);
    return;
  }
  // A binary input already has its binary-input error: no engine
  // would translate it, so none is suggested.
  bool Binary = llvm::any_of(
      F.Notes, [](const FindNote &N) { return N.RuleId == "binary-input"; });
  if (!Binary)
    problem(In, Severity::Error, "parse-error",
            "not translated (use --engine auto or token to translate files "
            "that do not parse)",
            "");
  Rep.Files.push_back({Rel, "unparsable", Db});
  worse(ExitIo);
}

bool FilesRun::writeResult(const std::string &In, const FilePlan &FP,
                           const std::string &Text, const Findings &F) {
  if (O.Diff) {
    std::string Name = relativePath(F.MainFile, Root);
    Out << unifiedDiff(FP.Original, Text, "a/" + Name, "b/" + Name);
    Out.flush();
    return true;
  }
  if (O.Output.empty() && O.OutDir.empty() && !O.InPlace) {
    Out << Text;
    Out.flush();
    return true;
  }
  WriteOptions W;
  if (O.InPlace && !O.NoBackup)
    W.BackupSuffix = O.BackupSuffix;
  if (O.InPlace) {
    W.ExpectedOld = FP.Original;
    W.RefuseReadOnly = true;
  }
  W.OnlyIfChanged = true;
  if (Error E = writeFileAtomic(outputPathFor(O, In), Text, W).takeError()) {
    problem(In, Severity::Error, "io-error", toString(std::move(E)), "");
    worse(ExitIo);
    return false;
  }
  return true;
}

void FilesRun::consume(size_t I, std::optional<Translation> &Slot) {
  const std::string &In = O.Inputs[I];
  if (!precheck(I))
    return;
  if (!Slot) // stdin, or an input that was not readable when the parses began
    Slot = translateFile(In, Stdin ? std::optional<StringRef>(*O.StdinText) : std::nullopt,
                         Jobs[I].Opts);
  Translation &T = *Slot;
  const std::string &Database = Databases[I];
  const Findings &F = T.Found;
  SourceLookup Source = [&](const std::string &P) -> StringRef {
    auto It = F.Buffers.find(P);
    return It == F.Buffers.end() ? StringRef() : StringRef(It->second);
  };
  reportDiagnostics(T, Source);
  std::string Rel = relativePath(F.MainFile, Root);
  std::string Db = Database.empty() ? "" : relativePath(Database, Root);
  if (F.ParseFailed && !F.UsedTokenEngine) {
    notTranslated(In, F, Rel, Db);
    return;
  }
  if (F.UsedTokenEngine && O.Translate.Find.Engine != EngineChoice::Token)
    problem(F.MainFile, Severity::Note, "token-engine",
            "could not be parsed" +
                (firstParseError(F).empty()
                     ? std::string()
                     : " (" + displayPath(firstParseError(F)) + ")") +
                "; translated with the token engine",
            "");
  Rep.Files.push_back({Rel, F.UsedTokenEngine ? "token-engine" : "ok", Db});
  const FilePlan &FP = T.Result.Files.at(F.MainFile);
  std::string Text = FP.apply();
  LinesChanged += changedLines(FP.Original, Text);
  if (!O.ExportFixes.empty()) {
    // Plan diagnostics whose fix-it the edits already make keep no fix
    // (exportFixes drops it).
    auto TU = exportFixes(F.MainFile, {&FP}, T.Result.Diags);
    if (Fixes.MainSourceFile.empty())
      Fixes.MainSourceFile = TU.MainSourceFile;
    for (auto &D : TU.Diagnostics)
      Fixes.Diagnostics.push_back(std::move(D));
  }
  if (!writeResult(In, FP, Text, F))
    return;
  worse(exitCodeFor(T.Result));
  mergePlan(AllInputs, T.Result);
}

void FilesRun::finish() {
  if (!O.ExportFixes.empty()) {
    std::string Yaml;
    raw_string_ostream YS(Yaml);
    writeFixesYaml(YS, Fixes);
    if (Error E = writeFileAtomic(O.ExportFixes, Yaml, WriteOptions{}).takeError()) {
      Err << "cuda2hip: error: --export-fixes: " << toString(std::move(E)) << "\n";
      worse(ExitIo);
    }
  }
  worse(writePortableHeader(Portable, AllInputs.Portable, Err));
  if (O.AfterAll)
    O.AfterAll(AllInputs);
  if (O.Stats)
    printStats(Err, AllInputs, LinesChanged);
  if (!Human) {
    Rep.ExitCode = Exit;
    Rep.DocsUrl = O.DocsUrl;
    writeJson(Err, O.Format == ReportFormat::Json ? toJson(Rep) : toSarif(Rep));
  }
}

int FilesRun::go() {
  // In place, one run at a time per folder (Basic.h: TreeLock).
  TreeLock Lock;
  if (O.InPlace) {
    std::vector<std::string> Dirs;
    for (const std::string &In : O.Inputs) {
      SmallString<256> A(In);
      sys::fs::make_absolute(A);
      Dirs.push_back(sys::path::parent_path(A).str());
    }
    Expected<TreeLock> L = TreeLock::acquire(Dirs, Err, O.LockWaitSeconds);
    if (!L) {
      Err << "cuda2hip: error: " << toString(L.takeError()) << "\n";
      return ExitIo;
    }
    Lock = std::move(*L);
  }
  // Each input's options and whether it can be read, in order; then the
  // translations on a thread pool (Batch.h), handed back in input order:
  // diagnostics, writes and the exit code are those of one file at a time.
  prepareJobs();
  unsigned Threads = threads();
  auto Consume = [&](size_t I, std::optional<Translation> &Slot) { consume(I, Slot); };
  if (Stdin) {
    std::optional<Translation> None;
    Consume(0, None);
  } else {
    // The checks that need the file as it is now run when its turn comes
    // (an earlier input's write may have changed it); the parse skips the
    // inputs that already fail them.
    for (size_t I = 0; I < O.Inputs.size(); ++I)
      Jobs[I].Skip = !notRegularReason(O.Inputs[I]).empty() ||
                     (!O.InPlace && (!O.Output.empty() || !O.OutDir.empty()) &&
                      sys::fs::equivalent(O.Inputs[I], outputPathFor(O, O.Inputs[I])));
    translateFiles(Jobs, Threads, Consume);
  }
  finish();
  return Exit;
}

} // namespace

int translateInputs(const FilesOptions &O, raw_ostream &Out, raw_ostream &Err) {
  return FilesRun(O, Out, Err).go();
}

} // namespace cuda2hip
