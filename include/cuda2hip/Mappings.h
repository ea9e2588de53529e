//===- cuda2hip/Mappings.h - the map stage: CUDA name -> HIP name -*- C++ -*-===//
//
// Stage 2 of 5:  find (Find.h) -> MAP (this) -> plan (Plan.h) -> emit (Emit.h)
//                -> verify (Verify.h).
//
// The find stage reports spelled CUDA names; this stage looks them up in the
// tables under lib/Mappings/tables/*.def (the single source of truth for every
// name), applies the target-HIP-version gate and says what to do with each:
// rename, keep, or keep-and-warn (unsupported / not in the target / unknown).
// Nothing here knows about source locations or files.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_MAPPINGS_H
#define CUDA2HIP_MAPPINGS_H

#include "cuda2hip/Basic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// What a table entry names.
enum class Kind : uint8_t {
  Function,   ///< free function (host API or device intrinsic)
  Type,       ///< typedef, struct, enum or class
  Enumerator, ///< enum constant
  Macro,      ///< #define (object- or function-like)
  Header,     ///< include path; an entry ending in '/' is a path prefix
  Namespace,  ///< namespace, possibly qualified ("thrust::cuda")
  Member,     ///< class member or field that is renamed
  Variable,   ///< namespace-scope variable
};

/// Argument-level rewrites that a rename alone cannot express. The plan stage
/// implements each; the tables only say which one applies.
enum class Special : uint8_t {
  None,
  DropMask,         ///< f(mask, args...) -> g(args...): mask argument dropped
  Symbol,           ///< f(sym, ...) -> g(HIP_SYMBOL(sym), ...)
  Symbol2,          ///< the same for the 2nd argument (cudaMemcpyFromSymbol)
  Symbol3, Symbol4, Symbol5, Symbol6, ///< ... and the 3rd to 6th
  GraphInstantiate, ///< 3-arg cudaGraphInstantiate -> hipGraphInstantiateWithFlags
  EventCreate,      ///< cudaEventCreate(e, flags), the C++ overload -> hipEventCreateWithFlags
  KernelPtr,        ///< f(kernel, ...) -> g(reinterpret_cast<const void*>(kernel), ...)
  Remove,           ///< the name is deleted (CUDART_CB: HIP callbacks need none)
  Args,             ///< the arguments are rebuilt from a template (ArgTemplate)
  /// f(mask, args...) keeps its name; the mask becomes a 64-bit one: a
  /// provably full 32-lane mask becomes __activemask(), another 32-bit mask
  /// is widened with a warning (HIP >= 7: the *_sync builtins
  /// static_assert a 64-bit mask)
  LaneMask,
};

/// 0-based index of the argument a Symbol* rewrite wraps, or -1.
int symbolArgument(Special S);

/// The argument list a Special::Args row's HIP function takes, written over
/// the CUDA call's arguments (tables/dnn_args.def, tables/README.md):
/// "$0, $3, $1, false, nullptr" with conditions such as
/// "$1=CUDNN_TENSOR_NCHW; $7!=CUDNN_CONVOLUTION" on the arguments' original
/// text (trimmed).
struct ArgTemplate {
  /// One argument of the new list: exactly one CUDA argument ($N, moved
  /// with its comments) when Arg >= 0; else Text, literal with $N inside.
  struct Item {
    int Arg = -1;
    std::string Text;
  };
  struct Condition {
    unsigned Arg = 0;
    bool Equal = true; ///< "=" (else "!=")
    std::string Value;
  };
  llvm::StringRef Cuda;
  unsigned Arity = 0;          ///< the CUDA call's argument count
  llvm::StringRef Spelled;     ///< the template as the table writes it
  llvm::StringRef SpelledConditions;
  std::vector<Item> Items;
  std::vector<Condition> Conditions;

  /// "$0, $2" -> "a, c" for the arguments \p Args (size Arity).
  std::string expand(llvm::ArrayRef<std::string> Args) const;
  /// The first condition \p Args (original text, size Arity) fail, as
  /// "$1 is 'X', not 'Y'"; "" when all hold.
  std::string failedCondition(llvm::ArrayRef<llvm::StringRef> Args) const;
};

/// Parses a template row: errors name what is wrong ($N beyond the arity,
/// an empty argument, a bad condition).
llvm::Expected<ArgTemplate> parseArgTemplate(llvm::StringRef Cuda, unsigned Arity,
                                             llvm::StringRef Template,
                                             llvm::StringRef Conditions);
/// The built-in templates (tables/dnn_args.def), parsed once.
llvm::ArrayRef<ArgTemplate> argumentTemplates();
/// The template of \p Cuda, or null.
const ArgTemplate *argumentTemplate(llvm::StringRef Cuda);

/// An argument of a CUDA function whose constants are replaced where HIP's
/// function takes another type there (tables/library_args.def,
/// tables/README.md): argument Index of a call with Arity arguments is read
/// through the value set Set.
struct ArgValues {
  llvm::StringRef Cuda;
  unsigned Arity = 0, Index = 0;
  llvm::StringRef Set;
};
/// The argument of \p Cuda whose values are replaced, or null.
const ArgValues *argumentValues(llvm::StringRef Cuda);
/// Every C2H_ARG_VALUES row (for the unit test).
llvm::ArrayRef<ArgValues> allArgumentValues();
/// What the constant \p Cuda (as written, trimmed) becomes in the value set
/// \p Set: the HIP constant, "warn:TEXT" (keep its own rename and warn), or
/// std::nullopt when the set says nothing of it. An exact row wins over a
/// prefix row ("CUDA_*").
std::optional<llvm::StringRef> argumentValue(llvm::StringRef Set,
                                             llvm::StringRef Cuda);
/// Whether the finders record the calls of \p Name with their arguments
/// although no row of it has a Special: it has argument values, or it
/// returns a lane mask (planMaskVariable).
bool callArgumentsMatter(llvm::StringRef Name);
/// HIP's builtins that return a 64-bit lane mask CUDA code keeps in 32 bits.
bool returnsLaneMask(llvm::StringRef Name);
/// Whether the value set \p Set has rows.
bool knownValueSet(llvm::StringRef Set);

/// One row of a table.
struct Entry {
  llvm::StringRef Cuda; ///< CUDA spelling (qualified for namespaces)
  llvm::StringRef Hip;  ///< HIP spelling; empty when HIP has no equivalent
  Kind K;
  Group G;
  Special Rewrite;
  Version CudaAdded, CudaDeprecated, CudaRemoved, HipAdded;
  llvm::StringRef Note; ///< reason when unsupported; remark otherwise
  llvm::StringRef OptIn; ///< macro HIP needs defined for Hip to exist, or ""
  bool WarnOnUse = false; ///< note "warn:..." : every use gets a warning
  /// The option value the row belongs to, as "option:value":
  /// "torch:masquerade", "torch:v2", "torch:plain" (--torch-style) or
  /// "blas:rocblas" (--blas); "" for a row that applies whatever the options
  /// (tables/README.md).
  llvm::StringRef Variant;

  bool supported() const { return !Hip.empty() || Rewrite == Special::Remove; }
  bool identity() const { return Hip == Cuda; }
};

llvm::StringRef kindName(Kind K);
std::optional<Kind> kindFromName(llvm::StringRef Name);

/// The built-in tables, loaded once.
class Table {
public:
  static const Table &builtin();
  /// A table of other rows (tests, user rules). String data must outlive it.
  explicit Table(std::vector<Entry> Rows);
  ~Table();
  Table(const Table &) = delete;
  Table &operator=(const Table &) = delete;

  llvm::ArrayRef<Entry> entries() const { return Entries; }
  /// All rows spelled \p Cuda, in table order (several rows may exist for
  /// one name: alternatives for different HIP versions).
  llvm::ArrayRef<const Entry *> find(llvm::StringRef Cuda) const;
  /// Header rows: exact match first, then the longest prefix row ("cub/").
  const Entry *findHeader(llvm::StringRef Spelled) const;
  /// All exact header rows for \p Spelled (alternatives), in table order.
  llvm::ArrayRef<const Entry *> findHeaders(llvm::StringRef Spelled) const;
  /// The longest prefix row ("cub/") that \p Spelled starts with, or null.
  const Entry *findHeaderPrefix(llvm::StringRef Spelled) const;
  /// True if some row of kind Namespace has this (qualified) CUDA name.
  bool isNamespace(llvm::StringRef Qualified) const;
  /// All rows but header rows whose HIP spelling is \p Hip, in table order
  /// (the reverse of find(); built on its first use, once per table).
  llvm::ArrayRef<const Entry *> findByHip(llvm::StringRef Hip) const;

private:
  struct Impl;
  std::vector<Entry> Entries;
  std::unique_ptr<Impl> I;
};

/// What the map stage decides for one spelled name.
struct Decision {
  enum Outcome : uint8_t {
    Rename,      ///< replace the spelling by Replacement
    Same,        ///< HIP spells it the same: nothing to do
    Unsupported, ///< HIP has no equivalent: keep, warn
    NotInTarget, ///< HIP has it, but not the target version: keep, warn
    Unknown,     ///< looks like CUDA API, not in the tables: keep, warn
    NotCuda,     ///< not a CUDA name at all
  } Result = NotCuda;
  const Entry *E = nullptr;
  std::string Replacement;
  /// Diagnostic id ("unsupported-api", ...) and text for warnings; also set
  /// for Rename when a remark applies (mask dropped, opt-in macro needed).
  std::string RuleId, Message;
};

struct MapOptions {
  Version TargetHip{6, 3};
  /// PyTorch spelling (docs/pytorch.md): rows whose Variant is set and
  /// differs from this are ignored.
  std::string TorchStyle = "masquerade";
  /// The BLAS library cuBLAS maps to (docs/rocblas.md): "hipblas" (the rows
  /// without a variant) or "rocblas" (rows of variant "blas:rocblas"; the
  /// hipBLAS rows of cuBLAS names then do not apply).
  std::string Blas = "hipblas";
  /// User rules (--rules, RuleSet): consulted before the Mapper's table;
  /// not owned. nullptr: none.
  const Table *User = nullptr;
  /// Macros defined for the translation (-D after `--`): a row whose HIP
  /// name needs an opt-in macro ("optin:MACRO") that is not among them
  /// gives way to a later alternative row that needs none.
  std::vector<std::string> Defined;
};

/// The macro names a command line defines (-DNAME, -DNAME=V, -D NAME).
std::vector<std::string> definedMacros(llvm::ArrayRef<std::string> Args);

/// Applies version gates and options on top of a Table.
class Mapper {
public:
  explicit Mapper(MapOptions O, const Table &T = Table::builtin())
      : Opts(O), T(T) {}
  /// Map an identifier that the finder resolved to a CUDA declaration or that
  /// the token engine saw. \p K restricts the rows considered (std::nullopt:
  /// any kind but Header).
  Decision map(llvm::StringRef Cuda, std::optional<Kind> K = std::nullopt) const;
  Decision mapHeader(llvm::StringRef Spelled) const;
  const Table &table() const { return T; }
  const MapOptions &options() const { return Opts; }

  /// True for names that look like CUDA API (cudaX, cuX, CUX, CUDA_X, curand,
  /// cublas, ...): an unknown one of these deserves a warning.
  static bool looksLikeCudaApi(llvm::StringRef Name);

private:
  Decision decide(llvm::StringRef Cuda, llvm::ArrayRef<const Entry *> Rows) const;
  /// False for a row of another --torch-style or --blas, and for a hipBLAS
  /// row of a cuBLAS name when --blas names another library.
  bool applies(const Entry *E) const;
  /// True for a row without variant that --blas other than hipblas replaces:
  /// cuBLAS names and headers (not cuBLASLt's, which keep hipBLASLt).
  bool replacedByBlasTarget(const Entry *E) const;
  /// The decision for a cuBLAS name whose only rows are hipBLAS rows under
  /// --blas rocblas: not available in that library.
  Decision notInBlasTarget(llvm::StringRef Cuda, const Entry *E) const;
  MapOptions Opts;
  const Table &T;
};

/// Detects the installed HIP version from hip/hip_version.h under the given
/// roots (in order); std::nullopt when none is found.
std::optional<Version> detectHipVersion(llvm::ArrayRef<std::string> Roots);

/// User rules (--rules FILE, docs/rules.md): rows for a project's own
/// wrappers (myCudaMalloc -> myHipMalloc) or overrides of built-in rows, in
/// the kinds of the built-in tables. The Mapper consults them first
/// (MapOptions::User); the finder reports the names they spell even where
/// those are not CUDA declarations (FindOptions::User).
struct RuleSet {
  std::string Path;
  std::unique_ptr<llvm::BumpPtrAllocator> Strings; ///< the rows' text
  std::unique_ptr<Table> Rows;                     ///< group User by default
  const Table &table() const { return *Rows; }
};

/// Reads a rules file, YAML or JSON. Errors read "FILE:LINE:COL: error: ...".
llvm::Expected<RuleSet> loadRules(llvm::StringRef Path);
/// The same for text already read; \p Path names it in errors and, ending
/// in .json, makes the JSON parser check it first.
llvm::Expected<RuleSet> parseRules(llvm::StringRef Text, llvm::StringRef Path);

} // namespace cuda2hip

#endif
