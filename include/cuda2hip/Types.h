//===- cuda2hip/Types.h - the values the stages pass each other -*- C++ -*-===//
//
// Not a stage: the shared value types, in one place. Every stage depends on
// these, not on each other, for what it hands on:
//   * ranges, edits and line numbers (FileRange, Edit, EditSet, LineIndex);
//   * diagnostics (Diagnostic, Severity with its one parser) and API groups
//     (Group, Groups.def);
//   * versions (Version: CUDA, HIP, library releases);
//   * a plan's result (FilePlan, GroupStats, PortableNeeds, Plan): what the
//     plan stage and the build-file migration produce and emit, the reports
//     and the tree mode consume.
// The support code (walker, files, locks, temporary files, JSON, diffs) is
// in Basic.h. Implemented in lib/Basic.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TYPES_H
#define CUDA2HIP_TYPES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang::tooling {
class Replacements;
}

namespace cuda2hip {

/// API groups: one per CUDA library or area. Expanded from Groups.def.
enum class Group : uint8_t {
#define C2H_GROUP(ID, TITLE) ID,
#include "cuda2hip/Groups.def"
};

llvm::StringRef groupName(Group G);  ///< stable id, e.g. "runtime"
llvm::StringRef groupTitle(Group G); ///< human title, e.g. "CUDA Runtime API"
std::optional<Group> groupFromName(llvm::StringRef Name);
llvm::ArrayRef<Group> allGroups();

/// A byte range of one file, as spelled (never a macro location).
struct FileRange {
  std::string File; ///< absolute path, as the finder opened it
  unsigned Offset = 0, Length = 0;
  unsigned end() const { return Offset + Length; }
  bool valid() const { return !File.empty(); }
};

enum class Severity : uint8_t { Error, Warning, Note };

struct Diagnostic {
  FileRange Where;
  Severity Sev = Severity::Warning;
  std::string RuleId; ///< without the "cuda2hip-" prefix
  std::string Message;
  std::string FixIt;  ///< suggested replacement text for Where, if any
  std::optional<Group> G;
};

/// One edit of a file: replace [Offset, Offset+Length) by Text.
struct Edit {
  unsigned Offset = 0, Length = 0;
  std::string Text;
};

/// \p Original with \p Edits (sorted, non-overlapping) applied.
std::string applyEdits(llvm::StringRef Original, llvm::ArrayRef<Edit> Edits);

/// Inserts \p E into \p Edits, keeping them sorted; returns false (and leaves
/// the list unchanged) when \p E overlaps a different edit.
bool addEdit(std::vector<Edit> &Edits, Edit E);

/// The same rules as addEdit() (first come wins, insertions at one offset
/// keep their order of arrival, before a replacement there), in a balanced
/// tree: O(log n) per edit wherever it lands. The plan stage collects a
/// file's edits here (a pass adding edits before those of an earlier pass
/// made addEdit() on a vector quadratic: 35% of the token engine's time on a
/// 33 MB file) and takes them out sorted.
class EditSet {
public:
  EditSet() = default;
  /// Starts from edits already sorted and non-overlapping (a FilePlan's).
  explicit EditSet(const std::vector<Edit> &Sorted);
  /// As addEdit(): false (and nothing changes) when \p E overlaps another.
  bool add(Edit E);
  size_t size() const { return Items.size(); }
  bool empty() const { return Items.empty(); }
  /// The edits, sorted; the set is left empty.
  std::vector<Edit> take();
  /// Takes out, sorted, the edits that lie within [Begin, End]: replacements
  /// inside the range and insertions at Begin..End. Edits that cross a
  /// boundary stay (a later edit of the whole range then conflicts with
  /// them). Lets a rewrite of a range use the edits already planned inside.
  std::vector<Edit> extract(unsigned Begin, unsigned End);

private:
  struct Item {
    Edit E;
    uint64_t Seq;
  };
  struct Less {
    bool operator()(const Item &A, const Item &B) const {
      if (A.E.Offset != B.E.Offset)
        return A.E.Offset < B.E.Offset;
      if ((A.E.Length != 0) != (B.E.Length != 0))
        return A.E.Length == 0;
      return A.Seq < B.Seq;
    }
  };
  std::set<Item, Less> Items;
  uint64_t Next = 0;
};

/// Line and column (1-based) of \p Offset in \p Buffer.
std::pair<unsigned, unsigned> lineColumn(llvm::StringRef Buffer, unsigned Offset);

/// The same for many offsets of one buffer: the line starts are found once
/// (lineColumn() scans from the start each time: quadratic for the many
/// diagnostics of a large file). The buffer must outlive the index.
class LineIndex {
public:
  explicit LineIndex(llvm::StringRef Buffer);
  std::pair<unsigned, unsigned> lineColumn(unsigned Offset) const;
  llvm::StringRef buffer() const { return Buf; }

private:
  llvm::StringRef Buf;
  std::vector<unsigned> Starts;
};

/// "note", "warning", "error" -> Severity (the one parser: --min-severity,
/// rules files).
std::optional<Severity> parseSeverity(llvm::StringRef S);

/// A version "major.minor"; 0.0 means unknown / not applicable.
struct Version {
  uint16_t Major = 0, Minor = 0;
  bool known() const { return Major || Minor; }
  static std::optional<Version> parse(llvm::StringRef S);
  std::string str() const;
  friend bool operator<(Version A, Version B) {
    return A.Major != B.Major ? A.Major < B.Major : A.Minor < B.Minor;
  }
  friend bool operator==(Version A, Version B) {
    return A.Major == B.Major && A.Minor == B.Minor;
  }
  friend bool operator<=(Version A, Version B) { return !(B < A); }
};

/// What the compatibility header must hold for a --portable translation:
/// lines by key, per platform. Merged over files and runs, written sorted.
struct PortableNeeds {
  std::map<std::string, std::string> CudaIncludes, HipIncludes; ///< key: header
  std::map<std::string, std::string> CudaDefines, HipDefines;   ///< key: name
  bool empty() const {
    return CudaIncludes.empty() && HipIncludes.empty() && CudaDefines.empty() &&
           HipDefines.empty();
  }
  /// Adds \p O's lines; for a key both have, \p O's line wins.
  void merge(const PortableNeeds &O);
};

/// The edits of one file, sorted and non-overlapping.
struct FilePlan {
  std::string Path;
  std::string Original;
  std::vector<Edit> Edits;

  std::string apply() const { return applyEdits(Original, Edits); }
  /// As clang::tooling::Replacements (lib/Plan; Plan.h has the type).
  clang::tooling::Replacements replacements() const;
};

struct GroupStats {
  unsigned Converted = 0, Same = 0, Unsupported = 0, NotInTarget = 0, Unknown = 0;

  /// Adds \p O's counts (every command that sums units or groups).
  GroupStats &operator+=(const GroupStats &O) {
    Converted += O.Converted;
    Same += O.Same;
    Unsupported += O.Unsupported;
    NotInTarget += O.NotInTarget;
    Unknown += O.Unknown;
    return *this;
  }
};

struct Plan {
  std::map<std::string, FilePlan> Files; ///< every user file with findings
  std::vector<Diagnostic> Diags;
  std::map<Group, GroupStats> Stats;
  unsigned UnknownApis = 0;
  bool UsedTokenEngine = false;
  bool ParseFailed = false;
  PortableNeeds Portable; ///< --portable only
};

} // namespace cuda2hip

#endif
