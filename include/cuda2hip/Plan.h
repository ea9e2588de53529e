//===- cuda2hip/Plan.h - the plan stage: findings -> edits -------*- C++ -*-===//
//
// Stage 3 of 5:  find (Find.h) -> map (Mappings.h) -> PLAN (this) -> emit
//                (Emit.h) -> verify (Verify.h).
//
// Turns what the find stage found, with the map stage's decisions, into
// per-file edits (clang::tooling::Replacements underneath): renamed names,
// rewritten and de-duplicated #includes, argument-level rewrites, kernel
// launches. Plans of several translation units merge file by file; edits
// that disagree are reported as conflicts. Produces the diagnostics and
// statistics of the run; writes nothing.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_PLAN_H
#define CUDA2HIP_PLAN_H

#include "cuda2hip/Basic.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Mappings.h"
#include "clang/Tooling/Core/Replacement.h"
#include <map>
#include <string>
#include <set>
#include <vector>

namespace cuda2hip {

enum class LaunchSyntax : uint8_t { Keep, Hip };

/// --portable (docs/portable.md): one source for nvcc and hipcc. Call sites
/// keep their CUDA spellings (or, with a prefix, take neutral ones such as
/// gpuMalloc); a compatibility header maps them to HIP on AMD.
struct PortableOptions {
  bool Enabled = false;
  /// "" keeps the CUDA spellings; else the neutral prefix ("gpu": gpuMalloc,
  /// GPU_R_32F) for names whose HIP spelling starts with hip/HIP.
  std::string Prefix;
  /// Where the compatibility header is, in the inputs' tree (absolute): each
  /// file includes it by the path relative to its own folder.
  std::string HeaderPath;
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

struct PlanOptions {
  LaunchSyntax Launch = LaunchSyntax::Keep;
  PortableOptions Portable;
};

/// The edits of one file, sorted and non-overlapping.
struct FilePlan {
  std::string Path;
  std::string Original;
  std::vector<Edit> Edits;

  std::string apply() const { return applyEdits(Original, Edits); }
  clang::tooling::Replacements replacements() const;
};

struct GroupStats {
  unsigned Converted = 0, Same = 0, Unsupported = 0, NotInTarget = 0, Unknown = 0;
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

/// Builds the plan of one translation unit.
Plan makePlan(const Findings &F, const Mapper &M, const PlanOptions &O);

/// Adds \p From into \p Into (tree mode: one header seen by several TUs).
/// Edits both plans agree on are kept once; disagreeing edits keep \p Into's
/// and are reported as "conflict" diagnostics.
void mergePlan(Plan &Into, const Plan &From);

/// The compatibility header of a --portable run (Portable.cpp): \p N's lines
/// under `#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)`, sorted;
/// \p GuardName names the include guard (from the file name).
std::string renderPortableHeader(const PortableNeeds &N, llvm::StringRef GuardName);
/// The lines of a header renderPortableHeader() wrote (to merge a new run's
/// needs into it: re-running on a grown tree keeps what was there).
PortableNeeds parsePortableHeader(llvm::StringRef Text);
/// The include guard macro for a header file name: gpu_portability.h ->
/// GPU_PORTABILITY_H.
std::string portableGuardName(llvm::StringRef FileName);

} // namespace cuda2hip

#endif
