//===- Preamble.h - a PCH of the CUDA preamble, shared by the TUs of a run -===//
//
// (Implemented in Preamble.cpp; the prefix census in PrefixCensus.cpp, the
// headers' costs it chooses by in HeaderCosts.cpp.)
//
// clang's CUDA driver makes every translation unit start with an implicit
// `-include __clang_cuda_runtime_wrapper.h`, which pulls in cuda_runtime.h,
// the math headers and much of the C++ library: about 0.33 s of each parse
// on this kind of machine, the same work for every file. This builds a
// precompiled header of exactly that implicit preamble once per distinct
// flag set (in memory; kept under ParseOptions::PreambleDir when given) and
// the finder parses each TU with it as `-include-pch`.
//
// How (see also docs/performance.md):
//  - Building: the TU's own command line, minus its -I/-iquote folders,
//    with an empty in-memory main file, run with GeneratePCHAction's
//    settings (TU_Prefix, CompilingPCH) and a PCHGenerator writing into
//    memory. The driver's implicit -include is what ends up in the PCH.
//  - Using: the TU's command line, unchanged, with ImplicitPCHInclude set
//    on the cc1 invocation. clang's PCH validation sees that the PCH already
//    holds the implicit -include and does not include it again; it checks
//    language and target options, macros (-D/-U), the clang version and the
//    size and mtime of every header in the PCH.
//  - The same results: the PCH keeps the headers' file names, so "where a
//    declaration lives" (FindContext::isCudaFile) is decided as before. The
//    -I/-iquote folders (always the file's own folder) are left out of the
//    PCH so that one PCH serves the whole tree; they come before the system
//    folders, so a TU is parsed with the PCH only when none of its -I/-iquote
//    folders holds a file the preamble included or tested with
//    __has_include (by name). Command lines with flags outside a short list
//    (-include, -imacros, modules, ...) are never served.
//  - Anything that puts the PCH in question (it does not build, does not
//    load, the frontend or PCH reader complains, an error lies inside a
//    header it holds) means the plain parse, whose result is the one kept.
//    A TU that merely does not parse keeps the parse with the PCH: the same
//    declarations, so the same errors at the same places.
//  - Sema's end-of-TU reads of two PCH lists that cannot change the result
//    are left out (trimPchSemaSource).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_PARSE_PREAMBLE_H
#define CUDA2HIP_LIB_PARSE_PREAMBLE_H

#include "cuda2hip/Parse.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <ctime>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace cuda2hip {

/// A built (or loaded) PCH of the CUDA preamble.
struct Preamble {
  std::string Key;           ///< hex digest of what the PCH depends on
  std::string VirtualPath;   ///< where the TU's file system serves it
  llvm::SmallVector<char, 0> Data; ///< the PCH
  /// Every header name the preamble #included or tested with __has_include.
  std::vector<std::string> Names;
  bool FromDisk = false;
};

/// The in-memory file the PCH is built from (and that its users must see).
extern const std::string PreambleMainFile;

/// How a TU's command line (parseArguments) can use a shared preamble.
struct PreamblePlan {
  std::string Key;
  std::vector<std::string> BuildArgs; ///< without -I/-iquote and main file
  std::vector<std::string> UserDirs;  ///< the -I/-iquote folders, absolute
  /// The main file's leading `#include <...>` lines chosen for a PCH
  /// (choosePrefix), precompiled after the CUDA preamble (part of the key);
  /// "" = the CUDA preamble alone.
  std::string Prefix;
  /// The parse layer's switches of the run (ParseOptions::Switches): how
  /// the PCH is built and measured, how many stay in memory.
  ParseSwitches Switches;
  /// The run's session (ParseOptions::RunSession): the store the PCH is
  /// kept in, and the headers' scans. Never null in a plan.
  Session *Store = nullptr;
};

/// The leading `#include <...>` lines of \p Text, each as
/// `#include <name>`: blank lines and comments (`//`, `/* */`) between them
/// allowed, up to the first other line (a quoted include, a directive,
/// code); empty when none.
std::vector<std::string> systemIncludeLines(llvm::StringRef Text);
/// The same for the file \p Path (source \p Text), going on into the user
/// header a block stops at: where it stops at `#include "x.h"`, the leading
/// `#include <...>` lines of x.h (next to \p Path; after its include guard
/// or `#pragma once`) are read too, and so on a few headers deep. All of
/// them are included before any line of the user's own.
std::vector<std::string> systemIncludeLines(llvm::StringRef Path, llvm::StringRef Text);
/// The same lines, joined with a newline after each ("" when none).
std::string systemIncludePrefix(llvm::StringRef Text);
/// Adds \p Prefix to \p P (its text and its key).
void addPrefix(PreamblePlan &P, std::string Prefix);
/// The block of \p Text to precompile after the CUDA preamble of \p Base,
/// as ParseOptions::Prefixes and Switches.PrefixPch (CUDA2HIP_PREFIX_PCH:
/// "0" never, "1" every unit's whole block) decide: "" when none,
/// or when each of its headers is one the CUDA preamble already includes
/// (then the preamble's PCH serves as well, at no cost).
std::string choosePrefix(const PreamblePlan &Base, llvm::StringRef Path,
                         llvm::StringRef Text, const ParseOptions &Opts);

/// The plan for \p Args under \p Opts (its Switches and RunSession), or
/// nothing when the PCH cannot serve them (not CUDA, a flag outside the
/// list, Switches.Pch off: CUDA2HIP_PCH=0, no session).
std::optional<PreamblePlan> planPreamble(const std::vector<std::string> &Args,
                                         const ParseOptions &Opts);

/// The PCH for \p P, from its session's store: built now (or loaded from
/// \p Dir) when this is the first TU asking; a TU asking while another thread builds it waits for it (a
/// wait costs no CPU, a plain parse meanwhile would cost a whole parse);
/// null when it failed. The PCHs of a run stay in memory up to a bound
/// (P.Switches.PchMemoryBytes, CUDA2HIP_PCH_MEMORY_MB, default 1024 MB; the
/// least recently used go).
std::shared_ptr<const Preamble> getPreamble(const PreamblePlan &P,
                                            llvm::StringRef Dir);

/// A folder of \p P.UserDirs holds a file named as one the preamble included:
/// the TU must be parsed the plain way.
bool preambleShadowed(const Preamble &Pre, const PreamblePlan &P);

/// What a TU's parse with a shared PCH needs: the plan and the PCH.
struct ServedPreamble {
  PreamblePlan Plan;
  std::shared_ptr<const Preamble> Pre;
};

/// The PCH of \p S did not load (a header changed, another clang): not
/// used again in this run; a copy on disk is removed so that the next TU
/// rebuilds it.
void preambleBroken(const ServedPreamble &S, llvm::StringRef Dir);
/// The PCH that serves the TU parsed with \p Args (source \p Text) under
/// \p Opts: the run asks for one (SharePreamble), the command line can use
/// one, its block is chosen (choosePrefix), it is built or loaded, and no
/// -I/-iquote folder shadows it. Nothing otherwise: the plain parse.
std::optional<ServedPreamble> servePreamble(const std::vector<std::string> &Args,
                                            llvm::StringRef Path, llvm::StringRef Text,
                                            const ParseOptions &Opts);
/// \p Base plus, in memory, the PCH and the main file it was built from.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
preambleFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                   const ServedPreamble &S);
/// Runs the actions \p Make creates on a cc1 invocation that includes the
/// PCH at \p Pch (a Preamble's VirtualPath): the equivalent of -include-pch,
/// set after the driver so that the driver's implicit -include stays where
/// it is (the PCH reader sees the PCH holds it and skips it).
class WithPchFactory : public clang::tooling::FrontendActionFactory {
public:
  WithPchFactory(std::function<std::unique_ptr<clang::FrontendAction>()> Make,
                 std::string Pch)
      : Make(std::move(Make)), Pch(std::move(Pch)) {}
  std::unique_ptr<clang::FrontendAction> create() override { return Make(); }
  bool runInvocation(std::shared_ptr<clang::CompilerInvocation> Inv,
                     clang::FileManager *Files,
                     std::shared_ptr<clang::PCHContainerOperations> Ops,
                     clang::DiagnosticConsumer *D) override;

private:
  std::function<std::unique_ptr<clang::FrontendAction>()> Make;
  std::string Pch;
};

/// Called by a consumer parsing with a PCH, once its Sema is initialized
/// (its first top-level declaration): Sema's lists from the PCH that can
/// change nothing in this parse are no longer read at the end of the
/// translation unit (reading them deserializes every declaration on them):
///  - the declarations to check for deferred diagnostics, when this TU has
///    no deferred diagnostic (clang reads them, then returns: nothing to
///    emit);
///  - the unused file-scope declarations, when warnings in system headers
///    are suppressed (they only feed -Wunused-* warnings, and everything a
///    PCH holds is in system headers).
/// Each read left out is counted in \p Counts (PreambleStats::ReadsLeftOut).
void trimPchSemaSource(clang::Sema &S, Session &Counts);

/// A consumer of a parse that may use a PCH (\p WithPch): it calls
/// trimPchSemaSource at its first top-level declaration, when \p Trim
/// (ParseSwitches::PchTrim). parseUnit puts one beside every client's.
class PchAwareConsumer : public clang::SemaConsumer {
public:
  PchAwareConsumer(bool WithPch, bool Trim, Session &Counts)
      : WithPch(WithPch), Trim(Trim), Counts(Counts) {}
  void InitializeSema(clang::Sema &S) override { TheSema = &S; }
  void ForgetSema() override { TheSema = nullptr; }
  bool HandleTopLevelDecl(clang::DeclGroupRef) override;

private:
  bool WithPch, Trim;
  Session &Counts;
  clang::Sema *TheSema = nullptr;
  bool Trimmed = false;
};

/// What the errors of a parse with a PCH say about the PCH; the finder and
/// lint judge a failed parse with it alike: it stands (the plain parse
/// would fail at the same places with the same messages) unless the PCH
/// itself is in question.
struct PchErrorKinds {
  bool Frontend = false; ///< an error of the frontend or the PCH reader
  bool InPch = false;    ///< an error placed inside a header the PCH holds
  /// Called with each error.
  void add(const clang::Diagnostic &Info);
  /// Whether a parse with the PCH that ended with \p Errors errors (or
  /// clang's verdict \p Ran false) is the result, clean or failed.
  bool stands(bool Ran, unsigned Errors) const {
    return (Ran && Errors == 0) || (Errors > 0 && !Frontend && !InPch);
  }
};

/// What each of \p Lines (`#include <name>` lines) brings beyond the CUDA
/// preamble of \p Base (PrefixCensus::select's costs; HeaderCosts.cpp): one
/// preprocessor run over all of them, each under `__has_include` (a header
/// not found brings nothing), that reads only the headers' directives
/// (Base.Switches.PchScan off, CUDA2HIP_PCH_SCAN=0: whole); then the files each line's header reaches
/// in the include graph it walked, less the preamble's.
HeaderCosts headerCosts(const PreamblePlan &Base, llvm::ArrayRef<std::string> Lines);
/// Bytes of the files \p Lines bring together, by \p C.
uint64_t unionBytes(const HeaderCosts &C, llvm::ArrayRef<std::string> Lines);
/// Header reads by directives in session \p S since its last reset
/// (PreambleStats).
unsigned headerFilesScanned(Session &S);
void resetHeaderScans(Session &S);

/// When \p On (ParseSwitches::PchDebug, CUDA2HIP_PCH_DEBUG): the CPU
/// seconds of a step, on stderr.
struct DebugTimer {
  DebugTimer(const char *What, bool On) : What(What), On(On), Start(std::clock()) {}
  ~DebugTimer();
  const char *What;
  bool On;
  std::clock_t Start;
};

/// Counts errors (ExecuteAction's verdict), prints nothing.
class Quiet : public clang::DiagnosticConsumer {};

/// Bytes of the headers \p Prefix (a block of `#include <...>` lines)
/// enter beyond the CUDA preamble of \p Base, together (headerCosts). 0:
/// none, or unknown.
uint64_t prefixExtraBytes(const PreamblePlan &Base, llvm::StringRef Prefix);

/// Forgets every preamble of session \p S (tests).
void clearPreambles(Session &S);

/// What session \p S did with preambles (tests, benchmarks).
struct PreambleStats {
  unsigned Built = 0;     ///< PCHs built
  unsigned Loaded = 0;    ///< PCHs read from a PreambleDir
  unsigned Used = 0;      ///< TUs whose findings come from a parse with a PCH
  unsigned Fallbacks = 0; ///< TUs parsed with a PCH, then the plain way
  unsigned ReadsLeftOut = 0; ///< PCH lists not read (trimPchSemaSource)
  unsigned FilesScanned = 0; ///< header reads by directives (prefixExtraBytes)
};
PreambleStats preambleStats(Session &S);
/// A TU parsed with the PCH of \p P: its result \p Kept, or parsed again.
void countPreambleUse(const PreamblePlan &P, bool Kept);

} // namespace cuda2hip

#endif
