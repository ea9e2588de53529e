//===- ConvertRun.h - the state of one convert run --------------*- C++ -*-===//
//
// Internal to lib/Tree. Convert.cpp runs the steps (discover, read, units,
// merge); ConvertOutputs.cpp writes what they give (the tree or the diff,
// the depfile, the export-fixes YAML, the JSON or SARIF report) and turns
// the problems of the run into text or report items.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TREE_CONVERTRUN_H
#define CUDA2HIP_TREE_CONVERTRUN_H

#include "Progress.h"
#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

namespace cuda2hip::tree::convert {

using llvm::raw_ostream;
using llvm::SmallString;
using llvm::StringRef;
namespace sys = llvm::sys;

inline std::string joinPath(llvm::StringRef Dir, llvm::StringRef Rel) {
  llvm::SmallString<256> S(Dir);
  llvm::sys::path::append(S, Rel);
  return std::string(S);
}

inline std::optional<std::string> readFile(llvm::StringRef Path, std::string *Why = nullptr,
                                           uint64_t Limit = MaxSourceBytes) {
  llvm::Expected<std::string> B = readRegularFile(Path, Limit);
  if (!B) {
    std::string W = llvm::toString(B.takeError());
    if (Why)
      *Why = W;
    return std::nullopt;
  }
  return std::move(*B);
}

inline std::string digest(llvm::StringRef Text) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(Text)), true);
}


/// A file of the run that the units may translate.
struct Source {
  const TreeFile *F = nullptr;
  std::string Contents, Digest;
  std::vector<std::string> Flags; ///< from compile_commands.json
  bool InDb = false, Bearing = false;
  SearchPath SP;
  std::vector<std::string> IncludedBy;
};

struct Unit {
  std::string Path, Display, Key;
  TranslateOptions Opts;
  std::vector<std::string> Reach;
};

class Run {
public:
  Run(const ConvertOptions &O, raw_ostream &Out, raw_ostream &Err)
      : O(O), Out(Out), Err(Err) {}

  /// The run, then --export-fixes and --format json|sarif (whatever step
  /// it stopped at).
  int go(std::unique_ptr<clang::tooling::CompilationDatabase> DB, ConvertSummary &S);

private:
  int run(std::unique_ptr<clang::tooling::CompilationDatabase> DB, ConvertSummary &S);
  // The steps of run(), in order (Convert.cpp).
  /// 0. One run at a time writes a tree; false when the lock is not had.
  bool lockTree();
  /// 1. The files (D); ExitIo or ExitUsage when the run stops there.
  int discoverFiles();
  /// The temporary files of an interrupted run, removed.
  void sweepTemporaries();
  /// 2. The compile_commands.json of the tree, unless given or refused.
  void findDatabase(std::unique_ptr<clang::tooling::CompilationDatabase> &DB);
  /// 3. The sources and headers read (Sources), with their database flags.
  void readSources(const clang::tooling::CompilationDatabase *DB);
  /// 3b, 3c. The tree's include folders, the names it declares (Translate).
  void treeSettings(ConvertSummary &S);
  /// 4. The include graph and the units; returns the headers with CUDA
  /// that no unit includes at first sight.
  std::vector<std::string> planUnits();
  /// 5. --rename's new names (NewRel); false on a collision (printed).
  bool newNames();
  /// 6. The units run, then the headers \p Rest their units did not see.
  void runAllUnits(const std::vector<std::string> &Rest);
  /// 7. The results merged per file (Merged, Diags).
  void mergeResults(ConvertSummary &S);
  /// 8. --rename: #include lines follow the files they name.
  void renameIncludes();
  /// 9, 10. The outputs, the diagnostics and --report; the exit code.
  int outputs(ConvertSummary &S);
  void worse(int Code) { Exit = worseExitCode(Exit, Code); }
  bool human() const { return O.Format == ReportFormat::Human; }
  /// A problem of the run that is no unit's diagnostic: printed now as
  /// "FILE: error: MSG" ("cuda2hip: ..." without a file; " [cuda2hip-RULE]"
  /// after it when \p Tag), or an item of the JSON or SARIF report.
  void problem(StringRef File, Severity Sev, StringRef Rule, const std::string &Msg,
               bool Tag = false);
  /// The contents of \p Path: a file of the run, else read once.
  StringRef text(const std::string &Path);
  /// --export-fixes, --stats (on the error stream), then --format
  /// json|sarif on the out stream.
  void machineOutputs();
  const std::string *lookup(const std::string &Path) const {
    auto It = Sources.find(Path);
    return It == Sources.end() ? nullptr : &It->second.Contents;
  }
  /// The tree path the finder's \p Path names ("" if outside the tree).
  std::string treePath(const std::string &Path) {
    if (Sources.count(Path))
      return Path;
    SmallString<256> Real;
    if (sys::fs::real_path(Path, Real))
      return "";
    auto It = RealToPath.find(std::string(Real));
    return It == RealToPath.end() ? "" : It->second;
  }
  std::vector<std::string> flagsFor(const std::string &Path);
  void addUnit(const std::string &Path);
  /// The -D flags of the build file for the units of folder \p Dir
  /// (buildFileDefines), read once per folder.
  const std::vector<std::string> &definesFor(StringRef Dir);
  void runUnits(size_t From, Progress &P);
  /// The outputs of every file (each written once); false if one failed.
  bool writeOutputs(ConvertSummary &S);
  // The parts of writeOutputs (ConvertOutputs.cpp); each false when a
  // write failed (said as a problem).
  /// What the tree's CMake files say about its packages (migrate-build's).
  build::BuildOptions buildOptions();
  bool fail(StringRef Path, llvm::Error E);
  /// A link mirrored under --out-dir.
  bool writeLink(const TreeFile &F, const std::string &To, const std::string &OutDir,
                 ConvertSummary &S);
  /// A build file migrated, another file copied to --out-dir.
  bool writeOther(const TreeFile &F, const std::string &To, const std::string &OutDir,
                  const build::BuildOptions &BuildOpts, ConvertSummary &S);
  /// A translated source or header.
  bool writeSource(const TreeFile &F, const std::string &To, const std::string &OutDir,
                   ConvertSummary &S);
  /// --diff of \p F: \p Old (or what --out-dir holds) against \p New.
  void diff(const TreeFile &F, const std::string &To, const std::string &OutDir,
            const std::string &Old, const std::string &New);
  /// --depfile.
  bool writeDepFile(const std::function<std::string(const std::string &)> &Dest);

  const ConvertOptions &O;
  raw_ostream &Out, &Err;
  int Exit = ExitClean;
  Discovery D;
  std::map<std::string, Source> Sources; ///< source and header files by path
  std::map<std::string, std::string> RealToPath;
  std::unique_ptr<IncludeGraph> Graph;
  std::vector<Unit> Units;
  std::vector<UnitResult> Results;
  std::vector<char> FromCache;
  std::set<std::string> Covered;
  std::map<std::string, std::string> NewRel; ///< Rel -> Rel after --rename
  std::map<std::string, std::vector<Edit>> Merged;
  std::vector<Diagnostic> Diags;
  std::map<std::string, std::string> OutsideDigests;
  std::unique_ptr<Cache> C;
  /// -I flags of the folders the tree's #includes need, for the files
  /// without compile commands (treeIncludeFolders).
  std::vector<std::string> TreeIncludes;
  /// The translation options of every unit: the run's, with the names the
  /// whole tree declares (never a mapping target).
  TranslateOptions Translate;
  std::map<std::string, std::vector<std::string>> DefinesByDir;
  ConvertSummary *Summary = nullptr;
  bool BuildWarnings = false; ///< a build file needs a person
  TreeLock Lock;
  std::vector<Diagnostic> Problems; ///< problem()'s, for the reports
  std::vector<std::string> Unreadable; ///< sources and headers not read
  std::vector<FilePlan> BuildPlans;    ///< migrated build files' edits
  std::map<std::string, std::string> Extra; ///< text() of files not in the run
  std::string DatabaseFile; ///< the compile_commands.json found, if any
  unsigned LinesChanged = 0; ///< in the translated sources and headers
};

} // namespace cuda2hip::tree::convert

#endif
