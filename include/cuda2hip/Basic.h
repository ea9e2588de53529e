//===- cuda2hip/Basic.h - the support code every stage uses -----*- C++ -*-===//
//
// Not a stage: the foundation under all of them. The values the stages pass
// each other are in Types.h (included here); this is the support layer.
// Everything that touches the user's files goes through here, so every
// command keeps the same promises (docs/reliability.md):
//   * one tree walker with one set of skip rules: links are never followed
//     out of the tree (nor into a loop), only regular files are returned
//     (FIFOs, devices, sockets are reported and skipped), version-control and
//     build folders and folders written by an earlier --out-dir are not
//     entered;
//   * reading: only regular files, with a size limit and an error that says
//     why (a FIFO is never opened for blocking reads, /dev/zero never read);
//   * a lock per tree, so that two runs on one tree cannot interleave;
//   * temporary files that are removed on SIGINT/SIGTERM and swept (never
//     copied) by the next run;
//   * a bounded nesting depth for the JSON parsers (llvm::json recurses);
//   * globs, paths, cache keys, renames and unified diffs.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_BASIC_H
#define CUDA2HIP_BASIC_H

#include "cuda2hip/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class SHA256;
}

namespace cuda2hip {

//===--- Globs ------------------------------------------------------------===//

/// Glob match of a '/'-separated relative path: '*' and '?' stop at '/',
/// '**' crosses folders (and matches nothing too), '[a-z]' is a class. A
/// pattern without '/' is matched against the last component only.
bool globMatch(llvm::StringRef Glob, llvm::StringRef RelPath);

//===--- Paths ------------------------------------------------------------===//

/// \p P made absolute (a relative \p P against \p Dir when given, then
/// against the current folder), dots removed, no trailing '/'.
std::string absolute(llvm::StringRef P, llvm::StringRef Dir = "");

/// \p Path relative to \p Root when inside it ("/r/a/b.cu", "/r" ->
/// "a/b.cu"; \p Root itself -> "."), else \p Path unchanged: how reports
/// and messages name files.
std::string relativePath(llvm::StringRef Path, llvm::StringRef Root);

/// The path that leads from the folder \p From to \p To (both absolute),
/// with ".." where needed, '/'-separated: how an #include spells it.
std::string pathFrom(llvm::StringRef To, llvm::StringRef From);

/// The in-memory folder the find stage puts on the include path (after the
/// user's: -idirafter) for the headers CUDA 13 removed
/// (texture_fetch_functions.h, ...) and the PCH of the CUDA preamble. No
/// file in it is the user's.
inline constexpr const char *OverlayDir = "/__cuda2hip_overlay__";

//===--- Walking ----------------------------------------------------------===//

/// Name of the stamp file --out-dir leaves in an output folder that lies
/// inside the input: the walker never enters a folder holding it, and
/// `convert` writes into such a folder only when it holds it.
inline constexpr llvm::StringLiteral OutputStamp = ".cuda2hip-output";

/// A CMake or Ninja build folder (CMakeCache.txt, .ninja_log, or a folder
/// named CMakeFiles): never entered by the walker.
bool isBuildFolder(llvm::StringRef Dir);

/// Name of the temporary files writeFileAtomic makes next to its target
/// (".NAME.cuda2hip-XXXXXX"): never returned by the walker.
bool isTempName(llvm::StringRef FileName);

struct WalkOptions {
  /// Only files matching one of these (when any) and none of Exclude are
  /// returned; a folder matching Exclude is not entered.
  std::vector<std::string> Include, Exclude;
  /// Folder the relative paths start from; "" = the deepest folder holding
  /// every input (a folder input is its own base).
  std::string Base;
  /// Folders never entered (the output and cache folders), absolute.
  std::vector<std::string> Skip;
  /// Also skip files and folders whose name starts with '.'.
  bool SkipHidden = false;
  /// Folder names never entered (besides .git, .hg, .svn and build folders).
  std::vector<std::string> SkipFolderNames;
  /// File name endings never returned (--in-place backups: ".cuda.orig").
  std::vector<std::string> SkipSuffixes;
  /// Links into the tree: returned as links (convert mirrors them) or left
  /// out (their targets are walked anyway; check, lint, migrate-build).
  bool KeepLinks = true;
};

struct WalkEntry {
  std::string Path; ///< absolute, dots removed
  std::string Rel;  ///< relative to the base, '/'-separated
  /// A symbolic link inside the tree (only with KeepLinks): never followed;
  /// LinkTarget is what it points at, relative to the base.
  bool Symlink = false;
  std::string LinkTarget;
};

struct WalkResult {
  std::string Base;
  std::vector<WalkEntry> Files;      ///< regular files (and links), sorted by Rel
  std::vector<std::string> Warnings; ///< links out of the tree, loops, FIFOs, ...
  std::vector<std::string> Errors;   ///< inputs that do not exist
  std::vector<std::string> Temps;    ///< leftover temporary files seen (absolute)
};

/// Walks the inputs (files or folders) without following links: a link out
/// of the tree, a broken one, or one into a loop is reported and skipped; a
/// FIFO, device or socket is reported and skipped. A file input that is not
/// a regular file is an error.
WalkResult walkTree(llvm::ArrayRef<std::string> Inputs, const WalkOptions &O);

//===--- Reading ----------------------------------------------------------===//

/// Largest source, standard input, rules file, baseline (JSON: ~20x in memory).
inline constexpr uint64_t MaxSourceBytes = 64ull << 20;
/// Largest compile_commands.json (a big project's is 100+ MB).
inline constexpr uint64_t MaxDataBytes = 256ull << 20;

/// Reads a regular file whole: never blocks on a FIFO, never reads a device,
/// refuses more than \p Limit bytes. Errors read "cannot read 'P': CAUSE".
llvm::Expected<std::string> readRegularFile(llvm::StringRef Path,
                                            uint64_t Limit = MaxSourceBytes);

/// One input of the translator or the hazard rules: its path made absolute
/// (dots and a trailing slash removed) and its text.
struct InputText {
  std::string Path;
  std::string Text;
  /// Why it could not be read ("cannot read 'PATH': CAUSE"); none: read.
  std::optional<std::string> Error;
};

/// \p PathIn's InputText: \p Contents when given, else the file read whole
/// (readRegularFile).
InputText readInput(llvm::StringRef PathIn, std::optional<llvm::StringRef> Contents);

/// Standard input, at most \p Limit bytes.
llvm::Expected<std::string> readStdinBounded(uint64_t Limit = MaxDataBytes);

/// "" when \p Path is a regular file (after links), else why not ("a FIFO",
/// "a folder", "a device", "a socket", "no such file", ...).
std::string notRegularReason(llvm::StringRef Path);

//===--- Cache keys -------------------------------------------------------===//

/// "PATH:SIZE:MTIME" of \p Path ("none" when it is "" or does not exist):
/// identifies a file (the tool binary, a CUDA install) in a cache key
/// without reading it.
std::string fileIdentity(llvm::StringRef Path);

/// Adds one named field to \p H, length-prefixed ("NAME:SIZE:VALUE"), so
/// that fields cannot run into each other.
void hashField(llvm::SHA256 &H, llvm::StringRef Name, llvm::StringRef Value);

//===--- Locks ------------------------------------------------------------===//

/// Exclusive locks on folders (flock on the folders themselves: nothing is
/// written into the tree; released when the process ends, also on SIGKILL).
/// Every folder above a locked one is locked shared, so a run on T and a run
/// on T/sub exclude each other too, while runs on T/a and T/b do not.
class TreeLock {
public:
  TreeLock() = default;
  TreeLock(TreeLock &&O) noexcept : FDs(std::move(O.FDs)) { O.FDs.clear(); }
  TreeLock &operator=(TreeLock &&O) noexcept;
  ~TreeLock();

  /// Locks \p Dirs (existing folders): exclusive for a run that writes into
  /// them (--in-place), shared for one that only reads them (--out-dir: the
  /// per-file commands of a parallel build do not wait for each other). When
  /// another run holds one, prints a note to \p Err once and waits up to
  /// \p WaitSeconds (the commands pass CUDA2HIP_LOCK_WAIT's when set:
  /// Tuning::LockWaitSeconds), then fails with an error naming it.
  static llvm::Expected<TreeLock> acquire(llvm::ArrayRef<std::string> Dirs,
                                          llvm::raw_ostream &Err,
                                          unsigned WaitSeconds = 600,
                                          bool Exclusive = true);

private:
  void release();
  std::vector<int> FDs;
};

//===--- Temporary files --------------------------------------------------===//

/// Temporary files of this process, removed by the SIGINT/SIGTERM handler
/// (installed at the first registerTemp) before the process ends.
void registerTemp(llvm::StringRef Path);
void unregisterTemp(llvm::StringRef Path);

/// Creates a unique file from \p Model (as sys::fs::createUniqueFile does)
/// and registers it: the name is registered before the file exists, so a
/// signal never finds the file created but not yet registered.
std::error_code createTemp(const llvm::Twine &Model, int &FD,
                           llvm::SmallVectorImpl<char> &Path);

/// Removes leftover temporary files (from a killed run) of \p Paths; returns
/// how many were removed.
unsigned sweepTemps(llvm::ArrayRef<std::string> Paths);

//===--- Renames (convert --rename) ---------------------------------------===//

/// ".cu" becomes ".hip" (\p Last: the file name), and "cuda", "CUDA",
/// "Cuda" become "hip", "HIP", "Hip" in one path component.
std::string renamedPathComponent(llvm::StringRef C, bool Last);
/// Every component of \p Rel renamed ("src/cuda/k.cu" -> "src/hip/k.hip";
/// ".cuh" stays, as PyTorch's hipify keeps it).
std::string renamedPath(llvm::StringRef Rel);

//===--- JSON -------------------------------------------------------------===//

/// Deepest nesting of '[' and '{' the JSON readers accept.
inline constexpr unsigned MaxJsonDepth = 512;

/// An error when \p Text nests arrays/objects deeper than \p Max (strings
/// skipped), before llvm::json::parse recurses into it.
llvm::Error checkJsonDepth(llvm::StringRef Text, unsigned Max = MaxJsonDepth);

//===--- Diffs ------------------------------------------------------------===//

/// A unified diff (3 lines of context) from \p Before to \p After, with
/// `--- NameA` / `+++ NameB` headers; "" when the texts are equal. Myers'
/// line diff; a last line without a newline is marked as GNU diff does.
std::string unifiedDiff(llvm::StringRef Before, llvm::StringRef After,
                        llvm::StringRef NameA, llvm::StringRef NameB,
                        unsigned Context = 3);

/// Number of lines that differ between two texts (the same line diff; a
/// missing final newline is not a change).
unsigned changedLines(llvm::StringRef Before, llvm::StringRef After);

} // namespace cuda2hip

#endif
