//===- TranslateCommand.cpp - cuda2hip FILE... ----------------------------===//
//
// The default command: translate the given files, one translation unit each,
// to stdout, -o, --out-dir or in place -- or a buffer read from stdin
// (--stdin --assume-filename PATH, for editors). Diagnostics go to stderr as
// text, JSON or SARIF (--format); --export-fixes writes the edits as
// clang-tidy fixes. A file without -p gets the flags of the nearest
// compile_commands.json above it. Also --explain. Parses the options; the
// run is Translate.h's translateInputs.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Translate.h"
#include "cuda2hip/Tuning.h"
#include "clang/Tooling/CompilationDatabase.h"
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
  TorchSettings Torch; ///< resolved by resolveTranslateOptions
};

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
  // A JSON or SARIF report is the only thing on stderr: no notes.
  C.Common.NoNotes = C.Format != "human";
  FilesOptions O;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!makePortableOptions(C.Portable, O.Translate) ||
      !resolveTranslateOptions(C.Common, O.Translate, DB, &C.Torch))
    return ExitUsage;
  O.Inputs = C.Inputs;
  if (C.Stdin) {
    std::string Text;
    if (!readStdin(Text))
      return ExitIo;
    O.StdinText = std::move(Text);
    O.Inputs = {C.AssumeFilename};
  }
  O.Output = C.Output;
  O.OutDir = C.OutDir;
  O.InPlace = C.InPlace;
  O.BackupSuffix = C.BackupSuffix;
  O.NoBackup = C.NoBackup;
  O.Diff = C.Diff;
  O.Stats = C.Stats;
  O.Format = reportFormat(C.Format);
  O.ExportFixes = C.ExportFixes;
  O.Jobs = C.Jobs;
  O.PortableHeader = C.Portable.Header;
  std::shared_ptr<clang::tooling::CompilationDatabase> SharedDB = std::move(DB);
  O.FlagsFor = [SharedDB, BuildDir = C.Common.BuildDir,
                Run = O.Translate.Find.RunSession](StringRef Path, std::string *Database) {
    return compileFlagsFor(SharedDB.get(), BuildDir, Path, Run.get(), Database);
  };
  O.AfterAll = [&C](const Plan &All) { noteTorchInstallation(C.Common, C.Torch, All); };
  const Tuning Env = Tuning::fromEnvironment();
  O.DocsUrl = Env.DocsUrl;
  if (Env.LockWaitSeconds)
    O.LockWaitSeconds = *Env.LockWaitSeconds;
  return translateInputs(O, outs(), errs());
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
