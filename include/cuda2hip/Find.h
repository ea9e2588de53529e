//===- cuda2hip/Find.h - the find stage: where CUDA is referenced -*- C++ -*-===//
//
// Stage 1 of 5:  FIND (this) -> map (Mappings.h) -> plan (Plan.h) -> emit
//                (Emit.h) -> verify (Verify.h).
//
// Parses one translation unit and reports every place that refers to CUDA:
// identifiers that resolve to declarations living in CUDA's headers (AST
// engine: decided by where the declaration lives, not by its spelling),
// macros defined by CUDA headers, #includes, calls that need argument-level
// work and kernel launches. Code the compiler never saw (skipped #if branches,
// macro bodies) and files that do not parse go through the token engine,
// which finds the same things with the clang Lexer and the name tables.
// Nothing here decides what a name becomes: that is the map stage.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_FIND_H
#define CUDA2HIP_FIND_H

#include "cuda2hip/Basic.h"
#include "cuda2hip/Mappings.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <mutex>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cuda2hip {

enum class Engine : uint8_t { Ast, Token };

/// An identifier that names (or, for the token engine, may name) CUDA API.
struct NameRef {
  FileRange Where;   ///< the identifier token
  std::string Name;  ///< spelled name; qualified for namespaces ("thrust::cuda")
  std::optional<Kind> K; ///< what the declaration is, when the AST knows it
  Engine Found = Engine::Ast;
  bool FromCudaDecl = false; ///< AST: the declaration lives in a CUDA header
  /// AST: a function of a legacy, handle-less API (cuBLAS v1: declared in
  /// cublas.h itself, not cublas_api.h): HIP has only the handle form.
  bool LegacyApi = false;
};

/// An #include directive in a user file.
struct IncludeRef {
  FileRange Directive; ///< from '#' to the end of the line, newline excluded
  FileRange Name;      ///< the header name without its delimiters
  std::string Spelled; ///< e.g. "cuda_runtime.h"
  bool Angled = false;
  /// AST: the include resolved into a CUDA header, or did not resolve at all.
  /// Token engine: always true (the tables decide).
  bool CudaOrUnresolved = true;
  Engine Found = Engine::Ast;
};

/// A call to a CUDA function whose table row may need argument-level work.
struct CallRef {
  std::string Callee;     ///< CUDA name as spelled
  FileRange CalleeTok;
  std::vector<FileRange> Args;     ///< written arguments, in order
  std::vector<bool> ArgIsFunction; ///< AST: argument names a function
  /// AST: per argument, the width in bits of its written integer type (0:
  /// not an integer, dependent, or the token engine) and its value when it
  /// is a constant expression (as converted to the parameter, else as
  /// written, sign-extended).
  std::vector<unsigned> ArgBits;
  std::vector<std::optional<uint64_t>> ArgValue;
  Engine Found = Engine::Ast;
};

/// A kernel launch `callee<<<config>>>(args)`.
struct LaunchRef {
  FileRange Callee;        ///< the kernel expression, e.g. "k" or "k<float>"
  bool CalleeHasTemplateArgs = false;
  FileRange Open, Close;   ///< "<<<" and ">>>"
  std::vector<FileRange> Config; ///< grid, block[, shared bytes[, stream]]
  FileRange LParen, RParen;      ///< parentheses of the kernel arguments
  std::vector<FileRange> Args;
  Engine Found = Engine::Ast;
};

/// A message from the parser or the finder (errors that forced the token
/// engine, names the finder could not rewrite).
struct FindNote {
  FileRange Where;
  bool IsError = false;
  std::string RuleId, Message;
};

struct Findings {
  std::vector<NameRef> Names;
  std::vector<IncludeRef> Includes;
  std::vector<CallRef> Calls;
  std::vector<LaunchRef> Launches;
  std::vector<FindNote> Notes;
  /// Contents of every user file that has a finding (and of the main file).
  std::map<std::string, std::string> Buffers;
  std::string MainFile;
  /// User files the AST engine's preprocessor entered (with a finding or
  /// not): what a parse covered.
  std::set<std::string> Entered;
  bool UsedTokenEngine = false; ///< the whole file went through the token engine
  bool ParseFailed = false;     ///< the AST engine reported errors
};

/// What the headers of a census cost beyond the CUDA preamble (measured by
/// the runner: choosePrefix in lib/Find/Preamble.cpp): for each
/// `#include <name>` line, the files it brings that the preamble does not
/// (ids), and each file's size. A line absent or without files adds
/// nothing a PCH could save.
struct HeaderCosts {
  std::map<std::string, std::vector<unsigned>> Files;
  std::vector<uint64_t> Size; ///< by file id
};

/// The leading `#include <...>` blocks of the translation units of one run
/// (FindOptions::Prefixes), so that a PCH of some of their headers is built
/// only where it pays. A unit's block is the set of headers it includes
/// before any line of its own (into the user header it includes first;
/// lib/Find/PrefixCensus.cpp). A PCH holds a set of headers; a unit may
/// use it when every file those headers bring is one the unit's own
/// headers bring (nothing the plain parse would not declare), uses the
/// heaviest such PCH, and parses its other headers after it. Which
/// sets get a PCH is chosen per set of flags, once the headers' costs are
/// known (select). Built by the runner before it parses (convert knows
/// every unit after discovery, `cuda2hip FILE...` its inputs), then read
/// by many threads.
class PrefixCensus {
public:
  /// A unit \p Path with source \p Text, parsed with the extra flags
  /// \p Flags (its database flags and the flags after `--`): units with
  /// other flags do not share a PCH. A block that stops at
  /// `#include "x.h"` goes on with x.h's leading `#include <...>` lines,
  /// read from disk next to \p Path ("" = none).
  void add(llvm::StringRef Path, llvm::StringRef Text,
           llvm::ArrayRef<std::string> Flags = {});
  /// After the last add().
  void finish();
  /// Every distinct `#include <name>` line of the units with \p Flags: what
  /// select() needs the costs of.
  std::vector<std::string> headerLines(llvm::ArrayRef<std::string> Flags = {}) const;
  /// Chooses, once per \p Flags, the sets of headers that get a PCH: one at
  /// a time, the set that saves the units most bytes to parse beyond what
  /// it costs (its bytes, plus \p BuildBytes for the build's own work), as
  /// long as one saves more than it costs; candidates are the headers
  /// whose files lie within a unit's files, or within what two units'
  /// files share. A set left with a single unit is
  /// dropped. Thread-safe; a second call for the same flags does nothing.
  void select(llvm::ArrayRef<std::string> Flags, const HeaderCosts &Costs,
              uint64_t BuildBytes) const;
  bool selected(llvm::ArrayRef<std::string> Flags = {}) const;
  /// What the PCH of \p Text's unit holds beyond the CUDA preamble: the
  /// heaviest chosen set whose every file the unit's block brings, as
  /// `#include <name>\n` lines (library headers first, then the C++
  /// library's, then C headers; the most popular first); "" when none or
  /// before select(). \p Users, when given, is set to how many units use it.
  std::string choose(llvm::StringRef Path, llvm::StringRef Text,
                     llvm::ArrayRef<std::string> Flags = {},
                     unsigned *Users = nullptr) const;
  /// The chosen blocks for \p Flags (as choose() writes them) and their
  /// units (tests, CUDA2HIP_PCH_DEBUG).
  std::vector<std::pair<std::string, unsigned>>
  blocks(llvm::ArrayRef<std::string> Flags = {}) const;
  /// Units added, and how many of them have a block (tests, benchmarks).
  unsigned units() const { return Units; }
  unsigned served() const;

private:
  struct Block {
    std::vector<std::string> Lines;
    llvm::BitVector Files; ///< the files its headers bring (HeaderCosts ids)
    uint64_t Bytes = 0;
    unsigned Users = 0;
  };
  struct Selection {
    std::vector<Block> Blocks;
    std::map<std::string, llvm::BitVector> FilesOfLine;
    unsigned NF = 0, Served = 0; ///< files known; units with a block
    /// The files \p Lines bring (ids below NF).
    llvm::BitVector filesOf(llvm::ArrayRef<std::string> Lines) const;
  };
  std::vector<std::pair<std::string, std::vector<std::string>>> Pending;
  std::map<std::string, unsigned> Popular; // flags key + line -> units
  mutable std::mutex Mu;
  mutable std::map<std::string, Selection> Selections; // flags key -> choice
  unsigned Units = 0;
};

/// A finished census of the files \p Paths (read from disk; unreadable ones
/// count as units without a block), each parsed with \p Flags.
std::shared_ptr<const PrefixCensus>
censusOfFiles(llvm::ArrayRef<std::string> Paths, llvm::ArrayRef<std::string> Flags = {});

enum class EngineChoice : uint8_t { Auto, Ast, Token };
enum class InputLanguage : uint8_t { Auto, Cuda, Hip, Cxx };

struct FindOptions {
  std::string CudaPath;    ///< "" = $CUDA_PATH, $CUDA_HOME, /usr/local/cuda
  std::string ResourceDir; ///< "" = found automatically
  EngineChoice Engine = EngineChoice::Auto;
  InputLanguage Language = InputLanguage::Auto;
  /// Flags from compile_commands.json (-I/-D/-U/-isystem/-include/-std are
  /// kept, the rest is dropped); empty when none.
  std::vector<std::string> DatabaseFlags;
  std::vector<std::string> ExtraArgs; ///< after `--` on the command line
  /// User rules (--rules): names they spell are reported even where they
  /// are not CUDA declarations (a project's own wrappers). Not owned.
  const Table *User = nullptr;
  /// Parse CUDA files against a precompiled header of clang's implicit CUDA
  /// preamble (__clang_cuda_runtime_wrapper.h: cuda_runtime.h and what it
  /// includes), built once per distinct flag set and shared by every file
  /// the process parses with that set (tree mode turns it on). Findings are
  /// the same as without; whatever the PCH cannot serve (other flags, a TU
  /// with errors, a PCH that does not build or load) is parsed the plain
  /// way, silently. CUDA2HIP_PCH=0 in the environment turns it off.
  bool SharePreamble = false;
  /// With SharePreamble: a folder keeping the PCHs between runs (convert
  /// --cache DIR uses DIR/pch); "" = in memory only.
  std::string PreambleDir;
  /// With SharePreamble: the run's census of leading `#include <...>`
  /// blocks. A unit whose block (or a leading part of it) is shared with
  /// another unit is parsed with a PCH of the CUDA preamble plus that block:
  /// the headers a Thrust, CUB or PyTorch program includes first are then
  /// parsed once per tree. Only angled includes of headers outside the
  /// user's -I/-iquote folders go in, so findings stay the same (the main
  /// file's own #include lines are still seen, as no-ops). Null = the CUDA
  /// preamble alone. Changes how fast, never what: not part of any cache
  /// key. CUDA2HIP_PREFIX_PCH=0 turns it off, =1 precompiles every unit's
  /// whole block (shared or not).
  std::shared_ptr<const PrefixCensus> Prefixes;
  /// A file that is HIP already and does not parse against this machine's
  /// HIP headers: its parse errors become notes (translating it, they say
  /// nothing about the file). `check` turns this off: a gate must not pass
  /// on code it did not read, and its error names the first parse error.
  bool HipParseErrorsAsNotes = true;
  /// Skip, while parsing, the bodies of functions and function templates
  /// defined in CUDA, library and system headers (not user files): the
  /// finder never reports anything there, and those bodies (and
  /// instantiating them for the user's types) are most of what a Thrust or
  /// CUB include costs. constexpr functions and functions with a deduced
  /// return type keep their bodies (constant evaluation and the callers'
  /// types need them), so findings are the same as without, except that an
  /// error inside a skipped library body is not seen.
  /// CUDA2HIP_SKIP_BODIES=0 in the environment turns it off.
  bool SkipForeignBodies = true;
  /// Names the whole project declares itself (declaredNames over every file
  /// of a `convert` tree): never a mapping target of the token engine, in
  /// any file. Null = only the names the parsed files declare.
  std::shared_ptr<const std::set<std::string>> ProjectDeclared;
};

/// The names \p Text declares itself, on every #if branch (lib/Find/
/// UserDeclarations.cpp): macros, classes, structs, unions and enums with a
/// body or base clause, enumerators, typedef and alias names, functions at
/// namespace scope.
std::set<std::string> declaredNames(llvm::StringRef Text);
/// Every name \p Texts declare (a whole tree's: FindOptions::ProjectDeclared).
std::shared_ptr<const std::set<std::string>> declaredNamesOf(llvm::ArrayRef<llvm::StringRef> Texts);
/// The first parse error of \p F as "FILE:LINE:COL: message" (FILE
/// absolute; "" when there is none): why the token engine was used.
std::string firstParseError(const Findings &F);

/// Does \p Text map CUDA names to HIP's itself (`#define cudaMalloc
/// hipMalloc`, a project's compatibility header)? Such a file is the user's
/// port: left byte-identical.
bool isCompatibilityHeader(llvm::StringRef Text);
/// Drops every finding in a compatibility header of \p F, and the token
/// engine's findings of names the user's files of \p F, or
/// \p Project, declare: the project's own CUDAStream class or
/// `#define cudaMalloc hipMalloc` is not CUDA's. Names \p User (--rules)
/// maps are kept: the user asked for them.
void dropUserDeclaredNames(Findings &F, const std::set<std::string> *Project,
                           const Table *User = nullptr);

/// Bodies the parses of this process skipped (FindOptions::SkipForeignBodies).
uint64_t skippedFunctionBodies();

/// Runs the finder over one file. \p Contents, when given, replaces what is on
/// disk (stdin mode). Errors about the environment (no CUDA, no clang
/// resource directory) are reported as notes and force the token engine in
/// Auto mode.
Findings findInFile(llvm::StringRef Path, std::optional<llvm::StringRef> Contents,
                    const FindOptions &Opts, const Table &T = Table::builtin());

/// The block of leading headers whose PCH findInFile would parse \p Path
/// (source \p Contents) with under \p Opts (Opts.Prefixes and
/// SharePreamble): "" when none. The first call for a census and flag set
/// measures the headers and chooses the blocks (PrefixCensus::select), so
/// a runner can order its units by block before it parses.
std::string leadingBlock(llvm::StringRef Path, llvm::StringRef Contents, const FindOptions &Opts);

/// The clang command line findInFile parses \p Path (absolute) with: the
/// language (from Opts.Language and \p Contents: HIP when it includes hip/
/// headers), CUDA and clang's resource folder, the overlay include folder,
/// database and extra flags. Empty, with \p Err set, when CUDA or the
/// resource folder is missing. Other analyses (the hazard rules) reuse it.
std::vector<std::string> parseArguments(llvm::StringRef Path, llvm::StringRef Contents,
                                        const FindOptions &Opts, std::string &Err);
/// The file system the command line \p Args (parseArguments) expects: the
/// real one plus, in memory, the headers CUDA 13 removed, the nvcc
/// compatibility header at the end of the CUDA preamble and CUDA's
/// driver_types.h with the fields CUDA 13 removed (lib/Find/NvccCompat.h),
/// and, when given, \p Contents as \p Path. User files with launches
/// spelled `<< <` are read as `<<<` (same offsets); \p Respelled, when
/// given, records their text as the user wrote it.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
parseFileSystem(llvm::ArrayRef<std::string> Args, llvm::StringRef Path,
                std::optional<llvm::StringRef> Contents,
                std::shared_ptr<struct RespelledOriginals> Respelled = nullptr);

/// The token engine over [Begin, End) of \p Buffer (the whole buffer by
/// default); appends to \p Out.
void scanTokens(llvm::StringRef File, llvm::StringRef Buffer, const Table &T,
                Findings &Out, unsigned Begin = 0, unsigned End = ~0u,
                const Table *User = nullptr);

/// The clang resource directory (with include/__clang_cuda_runtime_wrapper.h),
/// or "" if none is found.
std::string findResourceDir();
/// The CUDA install to parse against, or "" if none is found.
std::string findCudaPath(llvm::StringRef Requested);

} // namespace cuda2hip

#endif
