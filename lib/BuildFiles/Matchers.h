//===- Matchers.h - the build-file matchers (lib/BuildFiles) ----*- C++ -*-===//
//
// The matchers see a file through one of the tokenizers (BuildSyntax.h) and
// report what they match to a Sink. Command lines -- from a shell script, a
// Makefile recipe or assignment, a Dockerfile RUN, a CMake COMMAND, a
// Python list of strings -- all become a Line of Words, so nvcc flags,
// libraries, nvidia-smi, docker, packages, environment variables and CUDA
// paths are handled once (Commands.cpp) for every kind of file.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_BUILDFILES_MATCHERS_H
#define CUDA2HIP_LIB_BUILDFILES_MATCHERS_H

#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/BuildSyntax.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace cuda2hip::build::detail {

/// Where findings go (one file).
class Sink {
public:
  explicit Sink(BuildFindings &F) : F(F) {}
  llvm::StringRef text() const { return F.Text; }

  /// An applied edit: [Off, Off+Len) becomes \p New.
  void edit(unsigned Off, unsigned Len, std::string New, llvm::StringRef Rule,
            std::string Msg, Severity S = Severity::Note);
  /// A finding left for a person, with a suggested fix-it.
  void report(unsigned Off, unsigned Len, llvm::StringRef Rule, std::string Msg,
              std::string Suggestion = "", Severity S = Severity::Warning);

  BuildFindings &F;
};

//===-- Tables (Tables.cpp) -----------------------------------------------===//

enum class FlagForm : uint8_t { Flag, Joined, Separate, Both };
enum class FlagAction : uint8_t { Arch, Replace, Drop, Unwrap, Prefix, Rdc, Ptxas, Lang, Report, Jobs };
struct NvccFlag {
  llvm::StringRef Spelling;
  FlagForm Form;
  FlagAction Action;
  llvm::StringRef Replacement;
  bool ContextOnly;
  llvm::StringRef Note;
};
llvm::ArrayRef<NvccFlag> nvccFlags();

struct Library {
  llvm::StringRef CudaLink, CudaTarget, HipTarget, HipPackage, HipLink;
  bool Warn;
  llvm::StringRef Note;
};
llvm::ArrayRef<Library> libraries();
const Library *libraryByLink(llvm::StringRef CudaLink);
const Library *libraryByTarget(llvm::StringRef CudaTarget);

enum class NameAction : uint8_t { Rename, Arch, Special, Drop, Report };
struct CMakeName {
  llvm::StringRef Cuda, Hip;
  NameAction Action;
  llvm::StringRef Note;
};
llvm::ArrayRef<CMakeName> cmakeNames();
const CMakeName *cmakeName(llvm::StringRef Cuda);
struct CMakeLegacyCommand {
  llvm::StringRef Cuda, Hip, Note;
};
const CMakeLegacyCommand *cmakeLegacyCommand(llvm::StringRef LowerName);

enum class EnvAction : uint8_t { Rename, Value, Arch, Drop, Report };
struct EnvVar {
  llvm::StringRef Cuda, Hip;
  EnvAction Action;
  llvm::StringRef From, To, Note;
};
llvm::ArrayRef<EnvVar> envVars();
/// The rows of \p Name, in table order (empty if none).
llvm::ArrayRef<EnvVar> envRows(llvm::StringRef Name);

struct SmiRow {
  llvm::StringRef Args, RocmSmi, AmdSmi, Note;
};
llvm::ArrayRef<SmiRow> smiRows();
struct SmiField {
  llvm::StringRef Field, RocmFlag, AmdCommand, AmdFlag;
};
const SmiField *smiField(llvm::StringRef Name);

struct ImageRow {
  llvm::StringRef Prefix, Image, Note;
};
llvm::ArrayRef<ImageRow> images();
struct PackageRow {
  llvm::StringRef Pattern, Package, Note;
};
const PackageRow *packageFor(llvm::StringRef Name);
struct WheelRow {
  llvm::StringRef Prefix, Hip, Note;
};
llvm::ArrayRef<WheelRow> wheels();
struct ToolRow {
  llvm::StringRef Nvidia, Rocm;
  bool Apply;
  llvm::StringRef Note;
};
const ToolRow *toolFor(llvm::StringRef Name);
/// The ROCm image for a CUDA image name ("" if none); \p Row gets its row.
std::string mapImage(llvm::StringRef Image, const BuildOptions &O, const ImageRow *&Row);

//===-- Command lines (Commands.cpp) --------------------------------------===//

/// A word of a command line, wherever it came from.
struct Word {
  unsigned Offset = 0, Length = 0; ///< the spelling, quotes included
  std::string Value;               ///< what the program receives
  bool HasSubstitution = false, Redirect = false;
  char Quote = 0; ///< List: the quote of the string literal
  unsigned end() const { return Offset + Length; }
};

enum class Quoting : uint8_t {
  Shell, ///< words separated by blanks, quoted as the original word was
  CMake, ///< CMake arguments (same as Shell for our purposes)
  List   ///< string literals in a Python or JSON list: 'a', 'b'
};

struct Line {
  std::vector<Word> Words;
  Quoting Q = Quoting::Shell;
  bool NvccContext = false;  ///< the flags go to nvcc (nvcc command, NVCCFLAGS)
  bool ArchBySystem = false; ///< architectures come from elsewhere (CMake,
                             ///< PyTorch): NVIDIA arch flags are dropped
  bool OutputUsed = false;   ///< piped or substituted: output is parsed
  bool IsMakeDialect = false;
  char Sep = ' ';            ///< between new words (';' inside a CMake genex)
};

std::vector<Word> wordsOf(const ShellCommand &C);
Line lineOf(const ShellCommand &C, bool Make);

/// Replaces words [First, First+Count) by \p New (none: deletes them, with
/// the blanks or separators before them).
/// [B, E) grown to whole lines when nothing else is on them (for deletions).
std::pair<unsigned, unsigned> wholeLines(llvm::StringRef Text, unsigned B, unsigned E);

void replaceWords(Sink &S, const Line &L, unsigned First, unsigned Count,
                  llvm::ArrayRef<std::string> New, llvm::StringRef Rule,
                  std::string Msg, Severity Sev = Severity::Note);

/// Every rule that applies to command lines.
void rewriteLine(Sink &S, const Line &L, const BuildOptions &O);
/// Words [First, First+Count) as the program receives them, blank-separated.
std::string spelled(const Line &L, unsigned First, unsigned Count);

// Programs.cpp: commands of one program, from the word \p At on; words they
// take are marked in \p Used.
void rewriteSmi(Sink &S, const Line &L, unsigned At, const BuildOptions &O,
                std::vector<bool> &Used);
void rewriteDocker(Sink &S, const Line &L, unsigned Run, const BuildOptions &O,
                   std::vector<bool> &Used);
void rewritePackages(Sink &S, const Line &L, unsigned At, const BuildOptions &O,
                     std::vector<bool> &Used);

/// Environment variable names and CUDA paths inside the raw text
/// [Off, Off+Len) of a word, a string or an argument. \p Assignment: the
/// text may start with NAME=value.
void rewriteNames(Sink &S, unsigned Off, unsigned Len, const BuildOptions &O,
                  bool Assignment);

/// The target architectures joined by \p Sep ("gfx942;gfx90a").
std::string archList(const BuildOptions &O, llvm::StringRef Sep);
/// "--offload-arch=gfx942" for each target.
std::vector<std::string> offloadArchFlags(const BuildOptions &O);
/// The file name part of a path-like word ("/usr/local/cuda/bin/nvcc" ->
/// "nvcc").
llvm::StringRef baseName(llvm::StringRef W);
/// Text as one shell word: as is when it needs no quotes, else "...".
std::string shellQuote(llvm::StringRef W);

//===-- CMake arguments as command lines (CMakeFlags.cpp) -----------------===//

/// A CMake argument as a word (its spelling and value).
Word wordOf(const CMakeArg &A);
/// The flags of arguments [From, To) of \p Text's command as Lines: each
/// quoted argument is its own line of blank-separated words, a generator
/// expression's flags (after its last ">:") its own ';'-separated line,
/// consecutive unquoted arguments one line. Each line with the argument it
/// comes from (-1: a run of unquoted ones). \p Nvcc: the flags go to nvcc.
std::vector<std::pair<Line, int>>
cmakeFlagLines(llvm::StringRef Text, llvm::ArrayRef<const CMakeArg *> A,
               size_t From, size_t To, bool Nvcc);
/// The flags of arguments [VB, VE) as hipcc takes them, blank-separated.
std::string translatedCMakeFlags(const Sink &S, llvm::ArrayRef<const CMakeArg *> A,
                                 size_t VB, size_t VE, const BuildOptions &O);

//===-- Files (CMakeMatchers.cpp, Scripts.cpp) ---------------------------===//

/// CMakeLegacy.cpp: what FindCUDA command \p C becomes (a suggestion, ""
/// for none) and why (\p Why); \p Flags translates the flags of the
/// arguments from an index on.
std::string legacySuggestion(const CMakeCommand &C, llvm::ArrayRef<const CMakeArg *> A,
                             const CMakeLegacyCommand &L, llvm::StringRef Text,
                             llvm::function_ref<std::string(size_t)> Flags,
                             std::string &Why);

void findCMake(Sink &S, const BuildOptions &O);
void findMake(Sink &S, const BuildOptions &O);
void findShell(Sink &S, const BuildOptions &O);
void findDocker(Sink &S, const BuildOptions &O);
void findPython(Sink &S, const BuildOptions &O);

} // namespace cuda2hip::build::detail

#endif
