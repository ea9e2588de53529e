//===- ConvertCommand.cpp - cuda2hip convert SRC... -----------------------===//
//
// Tree mode: translate files and folders as a whole (docs/tree-mode.md). The
// options are parsed here; the run itself is Tree.h's runConvert.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "cuda2hip/Tuning.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace cuda2hip;

namespace cuda2hip::cli {

namespace {
struct ConvertCli {
  CommonOptions Common;
  tree::ConvertOptions O;
  std::string Progress = "auto";
  bool WarningsOk = false;
  std::string Format = "human";
};

/// What convert reads and writes: the inputs, where the output goes, which
/// files, the cache and the jobs.
void addTreeOptions(CLI::App &Sub, ConvertCli &C) {
  tree::ConvertOptions &O = C.O;
  Sub.add_option("SRC", O.Inputs, "files and folders to translate")->required();
  auto *Dir = Sub.add_option("--out-dir", O.OutDir,
                             "mirror the tree here (relative paths from the "
                             "base folder, see --base)");
  auto *InPlace = Sub.add_flag("--in-place", O.InPlace,
                               "overwrite the inputs (keeps a backup, see "
                               "--backup-suffix)");
  Dir->excludes(InPlace);
  Sub.add_flag("--diff", O.Diff, "print a unified diff of what would change; write nothing");
  Sub.add_option("--backup-suffix", O.BackupSuffix, "suffix of the backup --in-place keeps")
      ->capture_default_str();
  Sub.add_flag("--no-backup", O.NoBackup, "--in-place without a backup");
  Sub.add_flag("--sources-only", O.SourcesOnly,
               "only sources and headers: do not migrate build files and "
               "scripts (CMake, Makefiles, shell, Dockerfiles, setup.py: what "
               "migrate-build does) nor copy other files to --out-dir");
  Sub.add_flag("--rename", O.Rename,
               "rename .cu to .hip and 'cuda' to 'hip' in paths; #includes of "
               "renamed files follow");
  Sub.add_option("--include", O.Discover.Include,
                 "only files matching this glob (repeatable; '*' stays in a "
                 "folder, '**' crosses folders)");
  Sub.add_option("--exclude", O.Discover.Exclude,
                 "leave out files and folders matching this glob (repeatable)");
  Sub.add_option("--base", O.Discover.Base,
                 "folder the mirrored paths start from (default: the deepest "
                 "folder holding every input)");
  Sub.add_option("--cache", O.CacheDir,
                 "reuse unit results from this folder when their inputs, the "
                 "options and the tool did not change");
  Sub.add_option("-j,--jobs", O.Jobs, "translation units at a time (default: the number of cores)")
      ->check(CLI::NonNegativeNumber);
}

/// What convert prints: progress, the report, the diagnostics, the fixes,
/// the counts, and the exit code after warnings.
void addOutputOptions(CLI::App &Sub, ConvertCli &C) {
  tree::ConvertOptions &O = C.O;
  Sub.add_flag("-q,--quiet", O.Quiet, "no progress and no summary");
  Sub.add_option("--progress", C.Progress,
                 "auto: redrawn line on a terminal, plain lines otherwise")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "plain", "off"}));
  Sub.add_flag("--no-database", O.NoDatabase,
               "do not look for compile_commands.json above the inputs");
  Sub.add_option("--depfile", O.DepFile,
                 "write a make-style depfile (outputs: every input they "
                 "depend on), for build systems");
  Sub.add_option("--report", O.Report,
                 "write the migration report here: per unit the engine and "
                 "why, edits by API family, what is left by hand (file:line, "
                 "linked to its rule's page); .md Markdown, .html HTML, else "
                 "JSON");
  Sub.add_option("--format", C.Format,
                 "diagnostics: human (clang-style, on stderr), json "
                 "(docs/report-format.md) or sarif (SARIF 2.1.0): the report "
                 "alone on stdout (not with --diff)")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json", "sarif"}));
  Sub.add_option("--export-fixes", O.ExportFixes,
                 "write every edit of the run (sources, headers, build files; "
                 "absolute paths of the inputs) as clang-tidy fixes (YAML) for "
                 "clang-apply-replacements");
  Sub.add_flag("--stats", O.Stats,
               "print counts per API group of every unit, unknown CUDA APIs "
               "and lines changed to stderr");
  Sub.add_flag("--warnings-ok", C.WarningsOk,
               "exit 0 after warnings or token-engine fallbacks (exit codes 1 "
               "and 4), for build systems; usage and I/O errors still fail");
}

} // namespace

std::pair<CLI::App *, Runner> addConvertCommand(CLI::App &App,
                                                std::vector<std::string> &ClangArgs) {
  auto C = std::make_shared<ConvertCli>();
  CLI::App *Sub = App.add_subcommand(
      "convert",
      "translate whole trees: files and folders, each header once, in parallel "
      "(docs/tree-mode.md)");
  addTreeOptions(*Sub, *C);
  addOutputOptions(*Sub, *C);
  addCommonOptions(*Sub, C->Common);

  Runner Run = [C, &ClangArgs]() -> int {
    C->Common.ClangArgs = ClangArgs;
    // A JSON or SARIF report is alone on stdout; stderr keeps progress and
    // the summary, without the notes.
    C->O.Format = reportFormat(C->Format);
    C->Common.NoNotes = C->O.Quiet || C->O.Format != ReportFormat::Human;
    std::unique_ptr<clang::tooling::CompilationDatabase> DB;
    if (!resolveTranslateOptions(C->Common, C->O.Translate, DB))
      return ExitUsage;
    C->O.ShowProgress = C->Progress == "plain" ? tree::ConvertOptions::Progress::Plain
                        : C->Progress == "off" ? tree::ConvertOptions::Progress::Off
                                               : tree::ConvertOptions::Progress::Auto;
    const Tuning Env = Tuning::fromEnvironment();
    C->O.DocsUrl = Env.DocsUrl;
    if (Env.LockWaitSeconds)
      C->O.LockWaitSeconds = *Env.LockWaitSeconds;
    int Exit = tree::runConvert(C->O, std::move(DB), outs(), errs());
    outs().flush();
    if (C->WarningsOk && (Exit == ExitWarnings || Exit == ExitTokenEngine))
      return ExitClean;
    return Exit;
  };
  return {Sub, Run};
}

} // namespace cuda2hip::cli
