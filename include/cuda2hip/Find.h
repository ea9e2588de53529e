//===- cuda2hip/Find.h - the find stage: where CUDA is referenced -*- C++ -*-===//
//
// Stage 1 of 5:  parse (Parse.h) -> FIND (this) -> map (Mappings.h) ->
//                plan (Plan.h) -> emit (Emit.h) -> verify (Verify.h).
//
// Parses one translation unit (through the parse layer, Parse.h) and reports every place that refers to CUDA:
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
#include "cuda2hip/Parse.h"
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

/// AST: a function the user declares (or defines) with a parameter of a CUDA
/// type. Two of them with one name whose parameters differ in CUDA and agree
/// after translation (`_cudaGetErrorEnum(cudaError_t)` and
/// `_cudaGetErrorEnum(CUresult)`: both hipError_t) would redefine each other
/// (lib/Plan/Signatures.cpp).
struct SignatureRef {
  FileRange Decl;   ///< from its first specifier to its `}` or `)`
  std::string Name; ///< qualified
  std::vector<std::string> Params; ///< the parameter types as written in CUDA
};

/// A user's operator whose first parameter is a CUDA vector type HIP's
/// vector types define operators on (float2, int4, double3, ...): HIP's
/// float2 has `*` and `/` (hidden friends) and `+= -= *= /=` (members) where
/// CUDA's has none, so a user's `__host__ __device__` one of those makes its
/// calls ambiguous (lib/Plan/VectorOperators.cpp). Both engines read it from
/// the text (lib/Find/VectorOperators.cpp); the AST engine gives its own
/// __host__ __device__.
struct VectorOperatorRef {
  FileRange Decl;     ///< from its first specifier to its `}` or `;`
  std::string Op;     ///< "*", "/=", ...
  std::string Vector; ///< the first parameter's vector type: "float2"
  /// Per parameter: 'v' the vector by value, 'c' by const reference, 'r' by
  /// reference, 's' anything else.
  std::string Params;
  bool HostDevice = false;
  /// Signed char or short elements: HIP divides them in 8 or 16 bits (no
  /// promotion), where the user's `a.x / b.x` divides ints.
  bool NarrowSigned = false;
  /// The body: none (a declaration), provably HIP's (each component, in
  /// order, `a.c OP b.c` in a make_<vector>() call returned, or `a.c OP= b.c;`
  /// statements and at most `return a;`), or anything else.
  enum Body : uint8_t { NoBody, ComponentWise, Other } Shape = NoBody;
  Engine Found = Engine::Ast;
};

/// AST: a cast, written `static_cast<To>(x)`, `To(x)` or `(To)x`, from one
/// type to another that CUDA converts with one constructor and HIP's types
/// with several, so that the translated cast is ambiguous: `__nv_bfloat16`
/// to `__half` and back, `long`, `unsigned long` and `long long` to
/// `__nv_bfloat16`. In a template, found on an instantiation: the cast as
/// written is the template's. The plan writes `cuda2hip_convert<To>(x)`
/// (lib/Plan/Conversions.cpp).
struct ConversionRef {
  enum Form { Static, Functional, CStyle };
  FileRange Cast;        ///< the whole cast expression
  Form How = Static;
  unsigned TypeEnd = 0;  ///< Functional: end of the type; CStyle: its `)`
  std::string From, To;  ///< CUDA's spellings, for the note (`__nv_bfloat16`)
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
  std::vector<SignatureRef> Signatures;
  std::vector<VectorOperatorRef> VectorOperators;
  std::vector<ConversionRef> Conversions;
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




enum class EngineChoice : uint8_t { Auto, Ast, Token };

/// What the find stage adds to the parse (ParseOptions, Parse.h). A field
/// goes here or there, never into FindOptions itself: each half is one
/// aggregate, so the cache key (lib/Tree/CacheKey.cpp) lists every field.
struct FindChoices {
  EngineChoice Engine = EngineChoice::Auto;
  /// User rules (--rules): names they spell are reported even where they
  /// are not CUDA declarations (a project's own wrappers). Not owned.
  const Table *User = nullptr;
  /// A file that is HIP already and does not parse against this machine's
  /// HIP headers: its parse errors become notes (translating it, they say
  /// nothing about the file). `check` turns this off: a gate must not pass
  /// on code it did not read, and its error names the first parse error.
  bool HipParseErrorsAsNotes = true;
  /// Names the whole project declares itself (declaredNames over every file
  /// of a `convert` tree): never a mapping target of the token engine, in
  /// any file. Null = only the names the parsed files declare.
  std::shared_ptr<const std::set<std::string>> ProjectDeclared;
};

/// How a file is parsed (ParseOptions) and what the finder does with it.
struct FindOptions : ParseOptions, FindChoices {};

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

/// Bodies the parses of session \p S skipped (FindOptions::SkipForeignBodies;
/// a parse without a session counts nowhere).
uint64_t skippedFunctionBodies(Session &S);

/// Runs the finder over one file. \p Contents, when given, replaces what is on
/// disk (stdin mode). Errors about the environment (no CUDA, no clang
/// resource directory) are reported as notes and force the token engine in
/// Auto mode.
Findings findInFile(llvm::StringRef Path, std::optional<llvm::StringRef> Contents,
                    const FindOptions &Opts, const Table &T = Table::builtin());



/// The token engine over [Begin, End) of \p Buffer (the whole buffer by
/// default); appends to \p Out.
void scanTokens(llvm::StringRef File, llvm::StringRef Buffer, const Table &T,
                Findings &Out, unsigned Begin = 0, unsigned End = ~0u,
                const Table *User = nullptr);


} // namespace cuda2hip

#endif
