//===- cuda2hip/Audit.h - coverage of the CUDA headers by the tables -*- C++ -*-===//
//
// Not a stage: a check of the map stage's tables against the installed CUDA.
// For each API group, clang parses the group's CUDA headers (the way the
// find stage does: host side, CUDA 13, clang 19) and lists every public name
// declared in them: functions, types, enumerators, variables, macros and the
// headers themselves. Each name is then looked up in the tables: mapped (a
// row with a HIP name, or a namespace row that renames its namespace),
// unsupported (rows, none with a HIP name: the note says why), or unknown
// (no row). tools/cuda2hip-audit prints the result and writes
// docs/coverage.md; a ctest fails when a group that is meant to be complete
// has an unknown name.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_AUDIT_H
#define CUDA2HIP_AUDIT_H

#include "cuda2hip/Mappings.h"
#include "cuda2hip/Tuning.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuda2hip {

/// One translation unit the auditor parses.
struct AuditUnit {
  /// Headers the unit includes, relative to <cuda>/include. A missing one is
  /// reported and skipped.
  std::vector<std::string> Includes;
  /// Files whose declarations belong to the group, relative to
  /// <cuda>/include; an entry ending in '/' is a folder (with subfolders).
  /// The files of Includes always belong to it.
  std::vector<std::string> Covered;
  /// Extra clang arguments (e.g. -D for optional parts of a header).
  std::vector<std::string> Args;
  /// Parse as C++ with __CUDACC__ defined, the host view nvcc gives,
  /// instead of clang's CUDA mode: clang's CUDA wrapper replaces many
  /// device headers by its own declarations.
  bool AsCxx = false;
  /// Files of Covered that users include themselves: they count as public
  /// header names (as Includes do) without being included by the unit.
  std::vector<std::string> Headers;
};

/// Names of a group's files that are implementation details, not API (the
/// public headers leak them): left out of the counts, listed in
/// docs/coverage.md with the reason.
struct AuditInternal {
  std::string Names;  ///< glob over the qualified name ("*": every name)
  std::string Header; ///< glob over the declaring file ("": any)
  std::string Reason;
};

/// What the auditor parses for one group: one or more units (cublas.h and
/// cublas_v2.h cannot be included together).
struct AuditSpec {
  Group G;
  std::vector<AuditUnit> Units;
  /// Names starting with "__" (or "_" and an upper-case letter) are API in
  /// this group (device intrinsics: __shfl_sync, __half), except those with
  /// an internal prefix (__cuda, __internal, __nv_tex, ...).
  bool ReservedNamesAreApi = false;
  /// What the group leaves out, and why (shown in docs/coverage.md).
  std::string NotCovered;
  std::vector<AuditInternal> Internal;
  /// The HIP library is a port with the same API under the same namespace
  /// (rocThrust): a row that keeps a namespace maps the names in it. Else
  /// only a row that renames the namespace does (cub -> hipcub).
  bool SameNamespaceMapsMembers = false;
};

/// The groups the auditor knows, in Groups.def order.
const std::vector<AuditSpec> &auditSpecs();
const AuditSpec *auditSpecFor(Group G);

struct AuditOptions {
  std::string CudaPath;    ///< "" = $CUDA_PATH, $CUDA_HOME, /usr/local/cuda
  std::string ResourceDir; ///< "" = found automatically
  /// The parse layer's switches, read by the tool (Tuning::fromEnvironment):
  /// where CUDA and the resource folder are looked for, the parse's.
  ParseSwitches Switches;
};

/// One public name of a CUDA header, and what the tables say about it.
struct AuditName {
  enum Status : uint8_t { Mapped, Unsupported, Unknown };
  std::string Name;   ///< qualified for names in namespaces
  Kind K = Kind::Function;
  std::string Header; ///< relative to <cuda>/include
  unsigned Line = 0;
  Status S = Unknown;
  const Entry *Row = nullptr; ///< the deciding row (nullptr: unknown, or
                              ///< mapped through its namespace)
  std::string ViaNamespace;   ///< mapped by this namespace row, else ""
};

struct GroupAudit {
  Group G;
  std::vector<AuditName> Names;          ///< sorted by name
  std::vector<std::string> MissingHeaders;
  std::vector<std::string> Errors;       ///< clang errors while parsing
  /// Names left out as internal, per AuditSpec::Internal rule (index).
  std::vector<unsigned> InternalCounts;
  unsigned count(AuditName::Status S) const;
  /// Counts per kind bucket: "functions" (functions), "types" (types,
  /// enumerators, macros, variables, namespaces), "headers".
  unsigned count(llvm::StringRef Bucket, int S = -1) const;
};

/// Parses the group's headers and classifies every public name with \p T.
/// Errors about the environment (no CUDA, no clang resource directory) are
/// returned; parse errors are recorded in GroupAudit::Errors.
llvm::Expected<GroupAudit> auditGroup(const AuditSpec &Spec,
                                      const AuditOptions &O,
                                      const Table &T = Table::builtin());

/// The status of one name in \p T (used by auditGroup; exposed for tests).
AuditName::Status classify(const Table &T, llvm::StringRef Name, Kind K,
                           const Entry *&Row, std::string &ViaNamespace,
                           bool SameNamespaceMapsMembers = false);

/// "functions", "types" or "headers" for a kind.
llvm::StringRef kindBucket(Kind K);

/// Output formats of tools/cuda2hip-audit.
void printAuditTable(llvm::raw_ostream &OS, llvm::ArrayRef<GroupAudit> A);
void printAuditJson(llvm::raw_ostream &OS, llvm::ArrayRef<GroupAudit> A,
                    bool WithNames);
/// docs/coverage.md: per group a summary line, the unsupported names with
/// their reasons and the unknown names. \p Command is how it was generated.
void printAuditMarkdown(llvm::raw_ostream &OS, llvm::ArrayRef<GroupAudit> A,
                        llvm::StringRef CudaVersion, llvm::StringRef Command);

/// CUDA_VERSION of the installation ("13.0"), or "" if not found.
std::string cudaVersionOf(llvm::StringRef CudaPath);

} // namespace cuda2hip

#endif
