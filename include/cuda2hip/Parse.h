//===- cuda2hip/Parse.h - the parse layer: every parse of a unit -*- C++ -*-===//
//
// Stage 0 of 5:  PARSE (this) -> find (Find.h) -> map (Mappings.h) ->
//                plan (Plan.h) -> emit (Emit.h) -> verify (Verify.h).
//
// Every clang parse of the tool goes through here: the translation's finder,
// lint's hazard rules, verify's kernel inventory and cuda2hip-audit. This
// layer owns
//  - the compile arguments of a unit (parseArguments: the language, CUDA and
//    clang's resource folder, the nvcc-compatible flags, PyTorch's extension
//    defines, the database and user flags);
//  - the virtual files (parseFileSystem: the headers CUDA 13 removed, the
//    nvcc compatibility header at the end of clang's CUDA preamble, CUDA's
//    driver_types.h with its removed fields, user files with `<< <` launches
//    read as `<<<`; docs/parsing.md);
//  - the shared PCHs of the CUDA preamble and of leading include blocks, and
//    the census that chooses them (PrefixCensus; docs/performance.md);
//  - the run of one parse (parseUnit): with a shared PCH when one serves,
//    the plain way when the PCH is in question.
// So whatever makes a real project parse applies to every command at once.
// What a parse finds is the caller's: the caller gives the frontend action.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_PARSE_H
#define CUDA2HIP_PARSE_H

#include "cuda2hip/Basic.h"
#include "cuda2hip/Session.h"
#include "cuda2hip/Tuning.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class Diagnostic;
class FrontendAction;
class FunctionDecl;
} // namespace clang

namespace cuda2hip {

/// What the headers of a census cost beyond the CUDA preamble (measured by
/// the runner: choosePrefix in lib/Parse/Preamble.cpp): for each
/// `#include <name>` line, the files it brings that the preamble does not
/// (ids), and each file's size. A line absent or without files adds
/// nothing a PCH could save.
struct HeaderCosts {
  std::map<std::string, std::vector<unsigned>> Files;
  std::vector<uint64_t> Size; ///< by file id
};

/// The leading `#include <...>` blocks of the translation units of one run
/// (ParseOptions::Prefixes), so that a PCH of some of their headers is built
/// only where it pays. A unit's block is the set of headers it includes
/// before any line of its own (into the user header it includes first;
/// lib/Parse/PrefixCensus.cpp). A PCH holds a set of headers; a unit may
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

enum class InputLanguage : uint8_t { Auto, Cuda, Hip, Cxx };

/// How a unit is parsed. A field goes here only if it changes the parse
/// (the cache key, lib/Tree/CacheKey.cpp, lists every field).
struct ParseOptions {
  std::string CudaPath;    ///< "" = $CUDA_PATH, $CUDA_HOME, /usr/local/cuda
  std::string ResourceDir; ///< "" = found automatically
  InputLanguage Language = InputLanguage::Auto;
  /// Flags from compile_commands.json (-I/-D/-U/-isystem/-include/-std are
  /// kept, the rest is dropped); empty when none.
  std::vector<std::string> DatabaseFlags;
  std::vector<std::string> ExtraArgs; ///< after `--` on the command line
  /// Parse CUDA files against a precompiled header of clang's implicit CUDA
  /// preamble (__clang_cuda_runtime_wrapper.h: cuda_runtime.h and what it
  /// includes), built once per distinct flag set and shared by every file
  /// the process parses with that set (tree mode turns it on). Findings are
  /// the same as without; whatever the PCH cannot serve (other flags, a TU
  /// with errors, a PCH that does not build or load) is parsed the plain
  /// way, silently. Switches.Pch (CUDA2HIP_PCH=0) turns it off.
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
  /// key. Switches.PrefixPch (CUDA2HIP_PREFIX_PCH=0) turns it off, =1
  /// precompiles every unit's whole block (shared or not).
  std::shared_ptr<const PrefixCensus> Prefixes;
  /// Skip, while parsing, the bodies of functions and function templates
  /// defined in CUDA, library and system headers (not user files): the
  /// finder never reports anything there, and those bodies (and
  /// instantiating them for the user's types) are most of what a Thrust or
  /// CUB include costs. constexpr functions and functions with a deduced
  /// return type keep their bodies (constant evaluation and the callers'
  /// types need them), so findings are the same as without, except that an
  /// error inside a skipped library body is not seen.
  /// Switches.SkipBodies (CUDA2HIP_SKIP_BODIES=0) turns it off.
  bool SkipForeignBodies = true;
  /// The parse layer's environment switches, read by the command
  /// (Tuning::fromEnvironment().Parse) and passed down: the PCHs', the
  /// bodies skipped, and where CUDA and clang's resource folder are looked
  /// for when CudaPath or ResourceDir is "". How fast, never what (the
  /// installation found is keyed through CudaPath and ResourceDir).
  ParseSwitches Switches;
  /// The run's session (Session.h), made by the command: with
  /// SharePreamble, the PCHs built, the headers' costs measured and the
  /// census's measuring live there, shared by the run's units and by no
  /// other run. Null: no PCH is shared (every parse the plain way). How
  /// fast, never what: not part of any cache key.
  std::shared_ptr<Session> RunSession;
};

/// The block of leading headers whose PCH a parse of \p Path (source
/// \p Contents) under \p Opts would use (Opts.Prefixes and SharePreamble):
/// "" when none. The first call for a census and flag set measures the
/// headers and chooses the blocks (PrefixCensus::select), so a runner can
/// order its units by block before it parses.
std::string leadingBlock(llvm::StringRef Path, llvm::StringRef Contents,
                         const ParseOptions &Opts);

/// The language \p Path (source \p Contents) is parsed as: \p L when given;
/// otherwise HIP when it includes hip/ headers outside any #if group (a
/// HIP include under `#ifdef USE_HIP` does not make a CUDA file HIP), C for
/// `.c`, CUDA for the rest.
InputLanguage chooseLanguage(llvm::StringRef Path, llvm::StringRef Contents, InputLanguage L);

/// The clang command line every parse of \p Path (absolute) uses: the
/// language (chooseLanguage), CUDA and clang's resource folder, the overlay
/// include folder, PyTorch's extension defines for a PyTorch source,
/// database and extra flags. Empty, with \p Err set, when CUDA or the
/// resource folder is missing.
std::vector<std::string> parseArguments(llvm::StringRef Path, llvm::StringRef Contents,
                                        const ParseOptions &Opts, std::string &Err);

/// The user's text of each file a parse read respelled (absolute path ->
/// text): the file system of parseFileSystem fills it.
struct RespelledOriginals {
  std::mutex Mu;
  std::map<std::string, std::string> Text;
};

/// The file system the command line \p Args (parseArguments) expects: the
/// real one plus, in memory, the headers CUDA 13 removed, the nvcc
/// compatibility header at the end of the CUDA preamble and CUDA's
/// driver_types.h with the fields CUDA 13 removed (lib/Parse/NvccCompat.h),
/// and, when given, \p Contents as \p Path. User files with launches
/// spelled `<< <` are read as `<<<` (same offsets); \p Respelled, when
/// given, records their text as the user wrote it.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
parseFileSystem(llvm::ArrayRef<std::string> Args, llvm::StringRef Path,
                std::optional<llvm::StringRef> Contents,
                std::shared_ptr<RespelledOriginals> Respelled = nullptr);

/// \p Text with every kernel-launch opener spelled with spaces between its
/// three '<' (`k << < g, b >> > (x)`) spelled `<<<` followed by the same
/// whitespace, and its closer likewise: the same length, every other byte
/// in place. nullopt when there is none. `operator<< <T>` and the like are
/// left alone.
std::optional<std::string> normalizeSpacedLaunches(llvm::StringRef Text);
/// The length of the chevrons \p C ('<' or '>') spelled at \p Offset of the
/// user's \p Text: 3 for `<<<`, more for `<< <`.
unsigned spelledChevronLength(llvm::StringRef Text, unsigned Offset, char C);

/// What a caller of parseUnit does with a parse: it makes the frontend
/// action of each attempt and hears the attempt's errors.
class ParseClient {
public:
  virtual ~ParseClient();
  /// A new attempt starts; its action, with fresh state (an attempt that
  /// does not stand is dropped whole). \p WithPch: the parse starts from a
  /// shared PCH, whose declarations are not the unit's (walk only the
  /// unit's own: the AST's local declarations).
  virtual std::unique_ptr<clang::FrontendAction> action(bool WithPch) = 0;
  /// Each error (or fatal error) of the current attempt, in order.
  virtual void error(const clang::Diagnostic &Info);
};

/// How parseUnit ended.
struct ParseRun {
  bool Ran = false;    ///< clang ran the action to its end
  unsigned Errors = 0; ///< errors of the attempt that stands
  bool WithPch = false; ///< the attempt that stands used a shared PCH
  bool clean() const { return Ran && Errors == 0; }
};

/// Parses \p Path (source \p Text; served from memory when \p InMemory)
/// with \p Args (parseArguments) through parseFileSystem, running the
/// client's action. With Opts.SharePreamble, and a PCH that serves the
/// command line (servePreamble), the parse starts from it; its result
/// stands, clean or failed (the PCH holds the very declarations the plain
/// parse would make: the same errors at the same places), unless the PCH
/// itself is in question: the frontend or the PCH reader complained, clang
/// gave up without an error, or an error lies inside a header the PCH
/// holds. Then the plain parse runs and decides. A parse with a PCH skips
/// Sema's end-of-unit reads that cannot change its result
/// (trimPchSemaSource), for any client.
ParseRun parseUnit(llvm::ArrayRef<std::string> Args, llvm::StringRef Path,
                   llvm::StringRef Text, bool InMemory, const ParseOptions &Opts,
                   ParseClient &Client,
                   std::shared_ptr<RespelledOriginals> Respelled = nullptr);

/// The clang resource directory (with include/__clang_cuda_runtime_wrapper.h):
/// \p S.ResourceDir ($CUDA2HIP_RESOURCE_DIR) first, then the places clang
/// installs it; "" if none is found.
std::string findResourceDir(const ParseSwitches &S);
/// The CUDA install to parse against: \p Requested, or when "" \p
/// S.CudaPath, \p S.CudaHome ($CUDA_PATH, $CUDA_HOME) and /usr/local/cuda;
/// "" if none is found.
std::string findCudaPath(llvm::StringRef Requested, const ParseSwitches &S);
/// Whether clang lets a body of \p FD be skipped at all: not constexpr and no
/// deduced return type (Sema::canSkipFunctionBody). Templates may be.
bool bodyMayBeSkipped(const clang::FunctionDecl &FD);

} // namespace cuda2hip

#endif
