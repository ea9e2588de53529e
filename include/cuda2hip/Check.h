//===- cuda2hip/Check.h - `cuda2hip check`: the CI gate ----------*- C++ -*-===//
//
// Not a stage: a consumer of the pipeline, like the CLI. It runs Driver
// (find -> map -> plan of one file) over a tree that is already HIP and
// turns what it sees into findings, which the emit stage's reports
// (Report.h) print as text, JSON or SARIF:
//
//  * residue: a CUDA name or #include the translator would still rewrite;
//  * target:  an API HIP lacks, or the target HIP version lacks;
//  * drift:   the file differs from what translating its CUDA source gives;
//  * hazards: rules given by others as hooks (CheckOptions::HazardHooks).
//
// Suppression comments (`// cuda2hip: ignore RULE`) and baselines (accepted
// fingerprints) decide which findings count.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_CHECK_H
#define CUDA2HIP_CHECK_H

#include "cuda2hip/Driver.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Suppress.h"
#include "cuda2hip/Tree.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <map>
#include <optional>

namespace cuda2hip {

//===-- Hazard hook (--hazards) -------------------------------------------===//

struct HazardHookInput {
  llvm::StringRef Path, Text; ///< absolute path; contents
  const Translation &T;       ///< find + plan of the file
  const TranslateOptions &Options;
};
using HazardHookFn = std::vector<Diagnostic> (*)(const HazardHookInput &);
/// Hazard rules that `check --hazards` runs on every file
/// (CheckOptions::HazardHooks): a hook that returns findHazards(In.Path,
/// In.Text, ...) from Hazards.h. The hazard rules are another component's:
/// the command adds the hook, and --hazards without one checks nothing more.
struct HazardHook {
  llvm::StringRef Name;
  HazardHookFn Run;
  llvm::ArrayRef<RuleInfo> Rules; ///< help for the rule ids it reports
};

struct CheckOptions {
  /// Parsing and target; Find.DatabaseFlags is replaced per file by FlagsFor.
  TranslateOptions Translate;
  bool Residue = true, Target = true, Hazards = false;
  /// With Hazards: the hooks run on every file, in order (the run's own
  /// value, given by the command; none here).
  std::vector<HazardHook> HazardHooks;
  std::string Against; ///< CUDA tree (or file) for drift; "" = no drift check
  /// A file that does not parse (checked with the token engine only) is an
  /// error finding, unless this is set (then a note).
  bool AllowTokenEngine = false;
  /// Compile flags for a file, with the compile_commands.json they came from
  /// in \p Database; null = no flags.
  std::function<std::vector<std::string>(llvm::StringRef Path,
                                         std::string *Database)>
      FlagsFor;
};

/// One file to check.
struct CheckInput {
  std::string Path; ///< absolute
  /// The folder named in PATHS that the file was found under; drift pairs
  /// Root/REL with Against/REL. "" for a file named directly.
  std::string Root;
  std::optional<std::string> Contents; ///< --stdin: replaces the file
};

enum class FileStatus : uint8_t { Ok, TokenEngine, Unreadable, Unparsable };
llvm::StringRef fileStatusName(FileStatus S); ///< as in the JSON report

struct CheckFinding {
  Diagnostic D;
  std::string Detail; ///< drift: the unified diff
};

/// What checking one file found.
struct FileCheck {
  std::string Path, Text; ///< absolute path; contents (for lines, comments)
  std::string Database;   ///< compile_commands.json used, or ""
  FileStatus Status = FileStatus::Ok;
  std::vector<CheckFinding> Findings;
};

FileCheck checkFile(const CheckInput &In, const CheckOptions &O);

/// Extensions a folder walk picks up: .cu .cuh .hip .cpp .cc .cxx .c .h .hh
/// .hpp .hxx .inl.
bool isCheckedSource(llvm::StringRef Path);

/// Expands PATHS (folders walked in sorted order, hidden folders skipped;
/// files kept as they are). Paths that do not exist go to \p Missing.
std::vector<CheckInput> collectInputs(llvm::ArrayRef<std::string> Paths,
                                      std::vector<std::string> &Missing);

/// Drift: files under \p Against that have no counterpart under \p Root
/// (given the relative paths \p Present found there).
std::vector<CheckFinding> missingCounterparts(llvm::StringRef Root,
                                              llvm::StringRef Against,
                                              const std::vector<std::string> &Present);

// Suppression comments: isSuppressed() (Suppress.h), both spellings.

/// Accepted findings (--baseline): (path, fingerprint) pairs, each matching
/// as many findings as it was recorded for.
class Baseline {
public:
  static llvm::Expected<Baseline> parse(llvm::StringRef JsonText);
  static llvm::Expected<Baseline> load(llvm::StringRef File);
  /// True, using one recorded occurrence, if \p I was accepted.
  bool accepts(const ReportItem &I);
  /// The baseline file for \p Items (JSON, docs/report-format.md).
  static std::string serialize(llvm::ArrayRef<ReportItem> Items);
  size_t size() const { return Counts.size(); }

private:
  std::map<std::pair<std::string, std::string>, unsigned> Counts;
};

struct GateOptions {
  Severity MinSeverity = Severity::Note; ///< findings below it are dropped
  Baseline *Accepted = nullptr;          ///< findings it accepts do not count
};

/// The report of a check run over \p Files (a FileCheck without a Path
/// only carries findings, such as missing files); ExitCode: 3 if a file could not
/// be read or parsed, else 1 if an error or warning is left, else 0.
Report makeCheckReport(const std::vector<FileCheck> &Files, llvm::StringRef Root,
                       const GateOptions &G);

//===-- The run (`cuda2hip check`) ----------------------------------------===//

struct CheckRunOptions {
  /// The checks; Check.FlagsFor gives a file's compile flags (-p, or the
  /// database found above it). A file without any gets the include folders
  /// of its tree (as convert adds them: one list for the checked tree, one
  /// for --against's).
  CheckOptions Check;
  std::vector<std::string> Paths;       ///< files and folders
  bool Stdin = false;         ///< check the buffer read from stdin ...
  std::string AssumeFilename; ///< ... as this path
  unsigned Jobs = 0;                    ///< files at a time; 0 = the cores
  tree::ConvertOptions::Progress ShowProgress = tree::ConvertOptions::Progress::Auto;
  Severity MinSeverity = Severity::Note; ///< findings below it are dropped
  std::string Baseline;        ///< accepted findings; "" = none
  std::string WriteBaseline;   ///< record the findings here instead, exit 0
  ReportFormat Format = ReportFormat::Human;
  std::string Output;          ///< the report goes here; "" = the out stream
  std::string ExportFixes;     ///< the findings' fix-its (YAML); "" = none
  std::string DocsUrl;         ///< SARIF's rule links (Tuning::DocsUrl); "" = none
};

/// Runs `cuda2hip check`: the report to \p Out (or Output), progress,
/// errors and the summary to \p Err. Returns the exit code (0 clean,
/// 1 findings, 2 usage, 3 a file could not be read or parsed).
int runCheck(const CheckRunOptions &O, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
