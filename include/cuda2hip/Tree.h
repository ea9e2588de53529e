//===- cuda2hip/Tree.h - whole trees: cuda2hip convert -----------*- C++ -*-===//
//
// Not a stage: tree mode drives the stages over a whole source tree. It finds
// the CUDA-bearing files under the inputs, works out which translation units
// to run (the sources; headers no source includes run on their own), runs
// Driver's translateFile on them in parallel, merges what every unit found in
// a header so each file is written once, and writes the tree (mirrored under
// --out-dir, or in place), a unified diff, or nothing. An optional cache
// keyed by content skips units whose inputs did not change.
//
//   discover (this file, Discover.cpp) -> include graph (Includes.cpp)
//     -> units in parallel (Convert.cpp; Driver.h, cache in Cache.cpp)
//     -> merge per file (Merge.cpp) -> write / diff (Emit.h; the diff: Basic.h)
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TREE_H
#define CUDA2HIP_TREE_H

#include "cuda2hip/Basic.h"
#include "cuda2hip/Driver.h"
#include "cuda2hip/Plan.h"
#include "cuda2hip/Report.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang::tooling {
class CompilationDatabase;
}

namespace cuda2hip::tree {

//===--- Discovery --------------------------------------------------------===//

/// What a file under the inputs is, by its extension.
enum class Role : uint8_t {
  Source, ///< .cu .cpp .cc .cxx .c: a translation unit when it bears CUDA
  Header, ///< .cuh .h .hpp .hxx .inl: translated through the units including it
  Other,  ///< anything else: copied to --out-dir unless --sources-only
};
Role roleOf(llvm::StringRef Path);

/// Basic.h's glob match ('*', '?', '**', '[a-z]').
using cuda2hip::globMatch;

struct DiscoverOptions {
  /// Only files matching one of these (when any) and none of Exclude are in
  /// the run; a folder matching Exclude is not entered.
  std::vector<std::string> Include, Exclude;
  /// Folder the relative paths start from; "" = the deepest folder holding
  /// every input (a folder input is its own base).
  std::string Base;
  /// Folders never entered (the output and cache folders), absolute.
  std::vector<std::string> Skip;
  /// File name endings never in the run (the --in-place backups).
  std::vector<std::string> SkipSuffixes;
};

struct TreeFile {
  std::string Path; ///< absolute, dots removed (how the finder names it)
  std::string Rel;  ///< relative to the base, '/'-separated
  Role R = Role::Other;
  /// A symbolic link inside the tree: never followed; LinkTarget is what it
  /// points at, relative to the base (a file or folder of the tree).
  bool Symlink = false;
  std::string LinkTarget;
};

struct Discovery {
  std::string Base;
  std::vector<TreeFile> Files;       ///< sorted by Rel
  std::vector<std::string> Warnings; ///< links out of the tree, loops, ...
  std::vector<std::string> Errors;   ///< inputs that do not exist or are no regular files
  std::vector<std::string> Temps;    ///< leftover temporary files of a killed run
};

/// Walks the inputs (files or folders) with Basic's walkTree. Symbolic links
/// are never followed: one pointing into the tree is kept as a link, one
/// pointing out of it or back to a folder above it (a loop) is skipped with
/// a warning; FIFOs, devices and sockets are skipped with a warning. Version
/// control folders (.git, .hg, .svn), build folders (CMakeCache.txt,
/// CMakeFiles, .ninja_log) and earlier output folders are not entered.
Discovery discover(llvm::ArrayRef<std::string> Inputs, const DiscoverOptions &O);

/// --rename: renamedPath (Basic.h; migrate-build renames setup.py's
/// sources with it too).
using cuda2hip::renamedPath;

/// The new spelling of `#include "Spelled"` when the file it names, at
/// \p TargetRel (relative to the base), is renamed: the trailing components
/// of the spelling that name folders of the tree are renamed alike.
std::string renamedInclude(llvm::StringRef Spelled, llvm::StringRef TargetRel);

/// Cheap test (the token engine, no parsing): does the text name CUDA API,
/// include a CUDA header or launch a kernel?
bool isCudaBearing(llvm::StringRef Path, llvm::StringRef Contents);

//===--- Includes and compile_commands.json -------------------------------===//

struct IncludeLine {
  unsigned NameOffset = 0, NameLength = 0; ///< the name, without <> or ""
  std::string Spelled;
  bool Angled = false;
};
/// The #include directives of \p Contents (comments skipped; every #if
/// branch counts).
std::vector<IncludeLine> scanIncludes(llvm::StringRef Contents);

/// Where includes are searched, from a unit's flags (-I, -iquote, -isystem,
/// -idirafter) and its folder (the finder adds it as -I).
struct SearchPath {
  std::vector<std::string> Quote;  ///< -iquote (quoted includes only)
  std::vector<std::string> Angled; ///< the unit's folder, then -I
  std::vector<std::string> System; ///< -isystem, -idirafter
};
SearchPath searchPathFor(llvm::StringRef MainFile,
                         llvm::ArrayRef<std::string> Flags);

/// The include graph of the tree, resolved lazily per search path. Files
/// outside the tree found through the includer's folder, -iquote or -I are
/// followed too (they go into cache keys and depfiles); those found through
/// -isystem are recorded, not followed; headers not found on the search path
/// (the compiler's and CUDA's) are skipped.
class IncludeGraph {
public:
  /// Contents of a tree file, or nullptr when \p Path is not in the tree.
  using TreeLookup = std::function<const std::string *(const std::string &)>;
  explicit IncludeGraph(TreeLookup Lookup) : Lookup(std::move(Lookup)) {}

  struct Resolved {
    IncludeLine Line;
    std::string Path; ///< absolute, dots removed
    bool InTree = false;
    bool System = false; ///< found through -isystem or -idirafter
  };
  /// The resolvable includes of tree file \p File.
  const std::vector<Resolved> &direct(const std::string &File, const SearchPath &SP);
  /// Every file reached from \p Main (itself excluded), sorted.
  std::vector<std::string> reach(const std::string &Main, const SearchPath &SP);

private:
  const std::string *contents(const std::string &Path);
  TreeLookup Lookup;
  std::map<std::pair<std::string, std::string>, std::vector<Resolved>> Cache;
  std::map<std::string, std::string> Outside; ///< read from disk, by path
};

/// A folder of the tree added to the search path of units without compile
/// commands, and how: `-iquote` when only quoted includes need it (it then
/// serves nothing else), `-I` when an angled include needs it too, and
/// `-idirafter` (searched after the toolkit's and the system's folders)
/// when it holds a file named as a toolkit or system header would be (a
/// vendor folder with its own cuda.h): a folder found in the tree never
/// shadows <cuda.h>, <cuda_runtime.h>, the C and C++ headers, ...
struct IncludeFolder {
  std::string Dir;  ///< absolute
  std::string Flag; ///< "-iquote", "-I" or "-idirafter"
  std::vector<std::string> Served; ///< the include names it was added for
  std::vector<std::string> flags() const { return {Flag, Dir}; }
};

/// Without compile commands, the folders of the tree to add to the search
/// path, in the order found: for each #include in \p Files (absolute
/// path, contents) not found beside its includer nor on the search path of
/// \p Flags, every folder F of the tree such that F/NAME is a file of
/// \p Files ("include/x.h" for `#include "x.h"`). Angled names of CUDA
/// headers are skipped. \p CudaInclude: the toolkit's include folder (its
/// headers are never shadowed).
std::vector<IncludeFolder>
treeIncludeFolders(llvm::ArrayRef<std::pair<std::string, llvm::StringRef>> Files,
                   llvm::ArrayRef<std::string> Flags, llvm::StringRef CudaInclude = "");

/// Without compile commands, the -D flags the build file of \p Dir (or of
/// the nearest folder above it, up to \p Base) passes to every file:
/// `-DNAME[=VALUE]` in a Makefile, add_definitions /
/// add_compile_definitions / target_compile_definitions in a
/// CMakeLists.txt (lib/Tree/BuildDefines.cpp). \p From, when given, is set
/// to the file read.
std::vector<std::string> buildFileDefines(llvm::StringRef Dir, llvm::StringRef Base,
                                          std::string *From = nullptr);
std::vector<std::string> definesFromMakefile(llvm::StringRef Text);
std::vector<std::string> definesFromCMake(llvm::StringRef Text);

/// The flags of treeIncludeFolders for \p Files (the toolkit found as \p O
/// finds it); each folder, relative to \p Base, appended to \p Shown when
/// given.
std::vector<std::string>
treeIncludeFlags(llvm::ArrayRef<std::pair<std::string, llvm::StringRef>> Files,
                 const FindOptions &O, std::vector<IncludeFolder> *Shown = nullptr,
                 llvm::StringRef Base = "");

/// Would a file at \p Rel (relative to an include folder) hide a toolkit
/// or system header of that name (CUDA's and its libraries' headers, the
/// C library's and the C++ library's)?
bool shadowsSystemHeader(llvm::StringRef Rel, llvm::StringRef CudaInclude);

/// The folder with compile_commands.json for a tree at \p Base: walks up from
/// \p Base, looking in each folder, its build/ and its build-* folders. ""
/// when there is none.
std::string findDatabaseDir(llvm::StringRef Base);

//===--- Units, cache, merge ----------------------------------------------===//

/// What one translation unit found, reduced to what the run needs (and what
/// the cache stores).
struct UnitResult {
  std::map<std::string, std::vector<Edit>> Edits; ///< per file (absolute)
  std::set<std::string> Seen; ///< files the unit had findings in
  std::vector<Diagnostic> Diags;
  std::map<Group, GroupStats> Stats;
  unsigned UnknownApis = 0;
  bool UsedTokenEngine = false, ParseFailed = false;
  /// Why the AST engine could not be used: the first parse error, as
  /// "FILE:LINE:COL: message" (FILE absolute); "" when it parsed.
  std::string FirstParseError;
};

UnitResult compact(const Translation &T);
std::string serialize(const UnitResult &R);
std::optional<UnitResult> deserialize(llvm::StringRef Text);

/// Hex SHA-256 of everything a unit's result depends on: the tool (version
/// and binary), the options (cacheKeyFields), the unit's path and contents,
/// and the contents of the files it includes (\p Deps: path -> contents or a
/// digest of them).
std::string cacheKey(const TranslateOptions &O, llvm::StringRef Unit,
                     llvm::StringRef Contents,
                     const std::vector<std::pair<std::string, std::string>> &Deps);

/// The fields of \p O that can change a unit's result, as (name, value), in
/// a fixed order ("Find.ExtraArgs", ...). With cacheKeyExcludedFields(), every
/// field of TranslateOptions and of the options in it (CacheKey.cpp names
/// them all: a new field does not compile there until it is classified).
std::vector<std::pair<std::string, std::string>>
cacheKeyFields(const TranslateOptions &O);
/// The fields of TranslateOptions that cannot change a unit's result
/// ("Find.SharePreamble", ...): not in the key.
llvm::ArrayRef<llvm::StringRef> cacheKeyExcludedFields();

/// Unit results on disk under a folder, one file per key.
class Cache {
public:
  explicit Cache(std::string Dir) : Dir(std::move(Dir)) {}
  std::optional<UnitResult> load(llvm::StringRef Key) const;
  /// Whether a result for \p Key is on disk (not whether it loads).
  bool has(llvm::StringRef Key) const;
  bool store(llvm::StringRef Key, const UnitResult &R) const;

private:
  std::string pathOf(llvm::StringRef Key) const;
  std::string Dir;
};

/// One unit's edits of a file.
struct UnitEdits {
  std::string Unit; ///< the unit's main file
  const std::vector<Edit> *Edits = nullptr;
};
/// The union of the units' edits of \p Path. Edits two units disagree about
/// are replaced by the token engine's edits of the disputed range when it has
/// some there; else the first unit's are kept. Each disagreement is reported
/// as a "conflict" warning naming both units and both replacements.
std::vector<Edit> mergeEdits(const std::string &Path, llvm::StringRef Contents,
                             const std::vector<UnitEdits> &Units,
                             const TranslateOptions &O,
                             std::vector<Diagnostic> &Diags);

//===--- The run ----------------------------------------------------------===//

struct ConvertOptions {
  TranslateOptions Translate;
  std::vector<std::string> Inputs;
  DiscoverOptions Discover;
  std::string OutDir;         ///< mirror the tree here
  bool InPlace = false;       ///< or overwrite the inputs
  bool Diff = false;          ///< or print a unified diff, write nothing
  std::string BackupSuffix = ".cuda.orig";
  bool NoBackup = false;
  /// Neither migrate build files nor copy other files.
  bool SourcesOnly = false;
  bool Rename = false;
  std::string CacheDir;       ///< "" = no cache
  unsigned Jobs = 0;          ///< 0 = the number of cores
  bool Quiet = false;
  bool NoDatabase = false;    ///< do not look for compile_commands.json
  std::string DepFile;        ///< write a make-style depfile here
  /// --report FILE: the migration report (MigrationReport.h): JSON, or
  /// Markdown/HTML by the extension; "" = none.
  std::string Report;
  /// --format json|sarif: every diagnostic of the run as Report.h's JSON or
  /// SARIF on the out stream, alone there (not with --diff); Human: as text
  /// on the error stream.
  ReportFormat Format = ReportFormat::Human;
  /// --export-fixes FILE: the edits of the run (sources, headers, build
  /// files; absolute paths of the inputs) and the diagnostics, as one
  /// clang-tidy fixes document; "" = none.
  std::string ExportFixes;
  /// --stats: counts per API group of every unit, unknown CUDA APIs and
  /// lines changed, on the error stream (Emit.h: printStats).
  bool Stats = false;
  enum class Progress : uint8_t { Auto, Plain, Off } ShowProgress = Progress::Auto;
  /// SARIF's and the migration report's rule links (Tuning::DocsUrl); "" = none.
  std::string DocsUrl;
  unsigned LockWaitSeconds = 600; ///< the tree lock's wait (Tuning::LockWaitSeconds)
};

/// Counts of a run (also printed as the summary).
struct ConvertSummary {
  unsigned Units = 0, FromCache = 0, TokenEngine = 0, Failed = 0;
  unsigned Sources = 0, Changed = 0, Unchanged = 0; ///< translated files
  unsigned Written = 0, UpToDate = 0, Copied = 0, Links = 0;
  unsigned BuildFiles = 0, BuildChanged = 0; ///< migrated build files, scripts
  std::map<std::string, unsigned> WarningsByRule;
  /// Units that used the token engine, by the message of their first parse
  /// error (its quoted names kept): the summary ranks them.
  std::map<std::string, unsigned> TokenEngineReasons;
  /// Folders added to the search path of the units without compile commands
  /// (treeIncludeFolders), relative to the base, with how and what for.
  std::vector<IncludeFolder> IncludeFolders;
  /// Build files whose -D flags the units without compile commands got
  /// (buildFileDefines), relative to the base, with the flags.
  std::map<std::string, std::vector<std::string>> BuildDefines;
  double Seconds = 0;
};

/// Progress of a run over many files (convert, check): on a terminal one
/// line is redrawn (done/total, rate, ETA, the file just finished);
/// otherwise one plain line per file.
class Progress {
public:
  /// \p IsStderr: \p OS is stderr, so Auto may pick the terminal form.
  Progress(llvm::raw_ostream &OS, ConvertOptions::Progress Mode, bool IsStderr,
           size_t Total);
  /// A unit finished (any thread).
  void done(llvm::StringRef Name, bool Cached);
  /// A second pass of \p N units (convert: the headers no unit covered)
  /// is counted on its own, "[headers 1/N]": a total never grows mid-run.
  void startPhase(llvm::StringRef Label, size_t N);
  /// Clears the terminal line.
  void finish();

  /// "[3/10] 2.5 files/s, ETA 3s" (rate and ETA only once something is done).
  static std::string line(size_t Done, size_t Total, double Seconds);

private:
  llvm::raw_ostream &OS;
  bool Tty = false, Off = false;
  size_t Done = 0, Total;
  std::string Label; ///< of the current phase ("" for the first)
  std::chrono::steady_clock::time_point Start;
  std::mutex M;
};

/// Runs `cuda2hip convert`. \p DB: compile commands (-p), or nullptr to look
/// for them (unless NoDatabase). The diff, or the JSON or SARIF report,
/// goes to \p Out; diagnostics (as text), progress and the summary to
/// \p Err. Returns the exit code (docs/cli.md).
int runConvert(const ConvertOptions &O,
               std::unique_ptr<clang::tooling::CompilationDatabase> DB,
               llvm::raw_ostream &Out, llvm::raw_ostream &Err,
               ConvertSummary *Summary = nullptr);

} // namespace cuda2hip::tree

#endif
