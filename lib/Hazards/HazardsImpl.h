//===- HazardsImpl.h - state shared by the hazard rules ---------*- C++ -*-===//
// Private to lib/Hazards: the rule ids, the sink every rule reports to, the
// facts the preprocessor callbacks hand to the AST rules, the token rules and
// the PTX idiom matcher.
#ifndef CUDA2HIP_LIB_HAZARDS_HAZARDSIMPL_H
#define CUDA2HIP_LIB_HAZARDS_HAZARDSIMPL_H

#include "cuda2hip/Hazards.h"
#include "cuda2hip/Ptx.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

namespace cuda2hip::hazards {

enum class Rule : uint8_t {
#define HAZARD(ENUM, ...) ENUM,
#include "HazardRules.def"
};
const HazardRuleInfo &info(Rule R);

/// Collects findings. Safe fixes are kept apart from suggestions; only the
/// main file's are ever applied.
class Sink {
public:
  explicit Sink(std::string MainFile) : MainFile(std::move(MainFile)) {}
  void add(Rule R, FileRange Where, std::string Message, std::string FixIt = {},
           bool Safe = false);
  /// A fix made of several edits of the main file (a kernel parameter, its
  /// reads, the launches): applied all together or not at all. Returns the
  /// id findings name in addGrouped().
  unsigned newGroup(std::vector<Edit> Edits);
  /// A finding settled by group \p G: its fix-it replaces \p Where and is
  /// one of the group's edits. The group applies only if every one of its
  /// findings is kept (not NOLINTed, not filtered) and no edit overlaps
  /// another fix.
  void addGrouped(Rule R, FileRange Where, std::string Message,
                  std::string FixIt, unsigned G);
  /// Remembers \p Text as the contents of \p File (for printing, line checks).
  void buffer(const std::string &File, llvm::StringRef Text);
  llvm::StringRef bufferOf(const std::string &File) const;
  /// Sorted, one finding per place and rule, NOLINT lines dropped, filtered.
  HazardReport finish(Severity Min, bool UsedTokenEngine);
  const std::string MainFile;
  bool IsHip = false; ///< the file parses as HIP (HIP-only fixes allowed)

  /// How the file groups lanes (decided over the whole file in finish()):
  /// lane or warp ids from 32 (`tid & 31`, `tid / 32`, `>> 5`, an explicit
  /// shuffle width 32) and from warpSize (`tid % warpSize`, offsets from
  /// `warpSize / 2`).
  bool Ids32 = false, IdsNative = false;
  /// Findings that are right or wrong depending on that grouping
  /// (WarpBroadcast32, WarpVote32): kept only in code that groups by 32.
  void addIf32(Rule R, FileRange Where, std::string Message,
               std::string FixIt = {}, bool Safe = false);
  /// A vote (WarpVote32) whose callee \p Where the fix renames to \p Helper
  /// (Votes32.def), with the helper block inserted at \p At of the main file
  /// (Votes32.cpp); fixed only in code that groups lanes by 32.
  void addVote32(FileRange Where, std::string Message, std::string Helper,
                 unsigned At);

private:
  struct Item {
    Diagnostic D;
    bool Safe;
    int Group = -1;
  };
  /// Code that groups lanes by 32 consistently is right on 64 lanes (each
  /// half of a wavefront is one group) but for wavefront-wide operations:
  /// drops the 32-lane findings there, keeps the If32 ones.
  void settleWave64();
  /// The votes of addVote32: one group (the helper block, the renames) when
  /// \p Fix, else If32 findings without a fix.
  void settleVotes(bool Fix);
  struct Vote {
    FileRange Where;
    std::string Message, Helper;
    unsigned At;
  };
  std::vector<Vote> Votes;
  std::vector<Item> Items, If32;
  std::vector<std::vector<Edit>> Groups;
  std::map<std::string, std::string> Buffers;
};

/// Votes of a 32-lane group (Votes32.cpp): the helper a vote is renamed to
/// ("" when none), whether \p Name is one of the helper's functions, the
/// helper block with \p EOL line ends, and whether an inserted \p Text is
/// that block.
llvm::StringRef vote32Helper(llvm::StringRef Call);
bool isVote32Helper(llvm::StringRef Name);
std::string vote32HelperBlock(llvm::StringRef EOL);
bool isVote32HelperBlock(llvm::StringRef Text);

/// Spelling of an integer constant (decimal/hex/octal, u/l suffixes), or
/// nothing.
std::optional<uint64_t> parseIntLiteral(llvm::StringRef Spelling);

/// Names: lane-ish and warp-ish variables, warp-size-ish constants.
bool isLaneName(llvm::StringRef Name);
bool isWarpIdName(llvm::StringRef Name);
enum class WarpConstKind : uint8_t { None, Size, Mask, Log };
/// What a constant named \p Name with value \p V is about.
WarpConstKind warpConstKind(llvm::StringRef Name, uint64_t V);

/// Warp intrinsics by family (CUDA and HIP spellings).
bool isShuffle(llvm::StringRef Name);   ///< __shfl, __shfl_down_sync, ...
bool isSyncCall(llvm::StringRef Name);  ///< takes a lane mask first (*_sync, __syncwarp)
bool isBallot(llvm::StringRef Name);    ///< returns a lane mask
bool isRawWarpIntrinsic(llvm::StringRef Name);
bool isTextureCall(llvm::StringRef Name);
/// Device-side texture and surface reads and writes (tex1Dfetch, tex2D,
/// surf2Dread, ...): reported by the texture pass (TextureFix.cpp).
bool isTextureFetch(llvm::StringRef Name);
/// cudaMallocManaged, cudaMemAdvise, cudaMemPrefetchAsync (and the HIP and
/// driver API forms).
bool isManagedMemoryCall(llvm::StringRef Name);
/// The managed-memory-xnack message for a call or `__managed__`.
std::string managedMemoryMessage(llvm::StringRef Name);
/// "__popc" -> "__popcll", ... ("" when not a 32-bit bit operation).
llvm::StringRef bitOp64(llvm::StringRef Name);

/// Token rules over [Begin, End) of \p Buf: code the compiler skipped, or a
/// whole file that did not parse.
void scanTokens(const std::string &File, llvm::StringRef Buf, unsigned Begin,
                unsigned End, Sink &S);
/// __CUDA_ARCH__ (or __HIP_DEVICE_COMPILE__) compared with a number in the
/// #if/#elif condition [Begin, End).
void scanArchCondition(const std::string &File, llvm::StringRef Buf,
                       unsigned Begin, unsigned End, Sink &S);

/// CUDA_VERSION, CUDART_VERSION, __CUDACC_VER_*__ in the condition [Begin,
/// End) of an #if, #elif, #ifdef or #ifndef (\p Directive): which branch the
/// HIP build takes.
void scanVersionCondition(const std::string &File, llvm::StringRef Buf,
                          unsigned Begin, unsigned End,
                          llvm::StringRef Directive, Sink &S);

/// CUDA_VERSION, CUDART_VERSION, __CUDACC_VER_MAJOR__ (_MINOR__, _BUILD__)
/// and __CUDACC_VER__: defined by CUDA, by none of HIP's headers.
bool isCudaVersionMacro(llvm::StringRef Name);
/// Macros only a HIP build (or a HIP-aware one) defines: a conditional that
/// tests one was written for HIP. Not __HIP_DEVICE_COMPILE__ (what
/// __CUDA_ARCH__ becomes).
bool isHipMacro(llvm::StringRef Name);
/// The finding for a CUDA version macro used in code, not in an #if.
std::string versionInCodeMessage(llvm::StringRef Name);
/// [Begin, End) of \p Buf names a HIP macro (isHipMacro).
bool mentionsHipMacro(llvm::StringRef Buf, unsigned Begin, unsigned End);


/// Facts the preprocessor callbacks collect for the AST rules and the end of
/// the run. Locations are file (expansion) locations unless noted.
struct PPFacts {
  struct ConstMacro {
    std::string Name;
    WarpConstKind Kind = WarpConstKind::None;
    bool FullMask = false;
    clang::SourceLocation NameLoc;
    clang::SourceRange Body; ///< spelling of the body tokens
    std::vector<clang::SourceLocation> Uses;
  };
  llvm::StringMap<ConstMacro> Macros; ///< warp-size and full-mask macros
  /// Raw encodings of the single numeric token of object-like macros.
  llvm::DenseSet<unsigned> ConstMacroTokens;
  std::vector<clang::SourceRange> Skipped;
  std::vector<clang::SourceRange> ConstRanges; ///< #if conditions (AST adds more)
};

/// The frontend action: preprocessor callbacks + AST rules, reporting to \p S.
/// \p OnlyLocalDecls (a parse with the PCH of the CUDA preamble): the AST
/// rules walk only the declarations the TU parsed itself, not the PCH's
/// (which live in CUDA and system headers, where no rule reports).
std::unique_ptr<clang::FrontendAction> makeHazardAction(Sink &S,
                                                        bool OnlyLocalDecls = false);

} // namespace cuda2hip::hazards

#endif
