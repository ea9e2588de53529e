//===- cuda2hip/Hazards.h - portability hazards on MI300X -------*- C++ -*-===//
//
// Beside the stages:  parse (Parse.h) -> find -> map -> plan -> emit
//                                   \-> HAZARDS (this) ------^
//
// A find-like analysis of one translation unit that reports what translation
// cannot fix: code that builds for AMD GPUs (MI300X, gfx942, wave64 first)
// and still computes something else, or does not build at all. It parses the
// file through the parse layer, as the find stage does (Parse.h:
// host-side, kernel bodies included) and walks the AST; code the
// compiler skipped (#if branches) and files that do not parse go through a
// token scanner. Results are Diagnostics (Types.h), printed by Emit like the
// translator's own. The rules are lib/Hazards/HazardRules.def's rows, one
// file per family with its AST and token halves. Works on CUDA and on HIP
// sources.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_HAZARDS_H
#define CUDA2HIP_HAZARDS_H

#include "cuda2hip/Find.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// How a rule's fix-its are used.
enum class HazardFix : uint8_t {
  None,    ///< no fix-it
  Suggest, ///< fix-it shown, never applied
  Safe,    ///< `lint --fix` applies it where safe by construction
};

/// One row of lib/Hazards/HazardRules.def.
struct HazardRuleInfo {
  llvm::StringRef Id; ///< stable: [cuda2hip-<Id>], docs/hazards/<Id>.md
  Severity Sev;
  HazardFix Fix;
  llvm::StringRef Title, Why, Advice;
};

/// Every rule, in table order.
llvm::ArrayRef<HazardRuleInfo> hazardRules();
/// The rule with this id, or null.
const HazardRuleInfo *findHazardRule(llvm::StringRef Id);

struct HazardOptions {
  FindOptions Find;  ///< how to parse (CUDA path, engine, extra clang args)
  Severity MinSeverity = Severity::Note; ///< drop findings below this
};

/// Everything one file's analysis produced.
struct HazardReport {
  std::string MainFile;  ///< absolute
  std::vector<Diagnostic> Diags; ///< sorted by place, one per place and rule
  /// Edits `lint --fix` may apply (safe by construction), per file. Only the
  /// main file gets edits.
  std::map<std::string, std::vector<Edit>> Fixes;
  /// Indices into Diags of findings whose fix is one edit of several
  /// (applied all together, from Fixes, or not at all): their FixIt alone
  /// is not a fix. findHazards() drops those fix-its.
  std::vector<unsigned> Grouped;
  /// Contents of the files that have findings (for printing).
  std::map<std::string, std::string> Buffers;
  bool Unreadable = false;      ///< the file could not be read (Diags says why)
  bool UsedTokenEngine = false; ///< the file did not parse; token rules only
};

/// Runs the hazard rules over one file. \p Contents, when given, replaces
/// what is on disk.
HazardReport analyzeHazards(llvm::StringRef Path,
                            std::optional<llvm::StringRef> Contents,
                            const HazardOptions &Opts);

/// The findings only (for `check --hazards` and other front ends).
std::vector<Diagnostic> findHazards(llvm::StringRef Path,
                                    std::optional<llvm::StringRef> Contents,
                                    const HazardOptions &Opts);

/// The source of \p Path (or \p Contents) with the safe fixes of the rules
/// about how code groups lanes (warp-broadcast-32, warp-vote-32 with its
/// helper block, warp-size-constant) applied, as `lint --fix` applies them;
/// nothing when none applies. What
/// `--wave64 fix` translates (TranslateOptions::Wave64Fixer).
std::optional<std::string> wave64FixedSource(llvm::StringRef Path,
                                             std::optional<llvm::StringRef> Contents,
                                             const FindOptions &Find);

} // namespace cuda2hip

#endif
