//===- cuda2hip/Lexing.h - reading a buffer without a parse -----*- C++ -*-===//
//
// Part of the parse layer (lib/Parse), below the finder, lint and verify:
// the two ways code is read where there is no clang parse (skipped
// branches, files that do not parse, quick looks before a parse).
//
//  * forEachRawToken(): clang's raw lexer over a range of a buffer (no
//    preprocessing; comments and whitespace skipped). The token engine,
//    the hazard token rules, the user-declaration and branch scans use it.
//  * directiveLines() / includeLines(): the `#define`, `#include`, ...
//    lines of a buffer read as text ('#' first on its line).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LEXING_H
#define CUDA2HIP_LEXING_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <climits>
#include <vector>

namespace cuda2hip {

/// One token of the raw lexer: its kind and where it is in the buffer.
struct RawToken {
  clang::tok::TokenKind Kind;
  unsigned Offset = 0, Length = 0;
  bool StartOfLine = false;
};

/// C++17 with CUDA's `<<<` and `>>>` as single tokens and line comments:
/// what the token readers of CUDA code lex.
clang::LangOptions cudaLexOptions();

/// Calls \p Each with every raw token of \p Buf that starts in [Begin, End),
/// in order, lexed from \p Begin with \p LO (the first starts a line). \p Buf
/// must be followed by a NUL (a std::string's or a MemoryBuffer's).
void forEachRawToken(llvm::StringRef Buf, const clang::LangOptions &LO,
                     llvm::function_ref<void(const RawToken &)> Each,
                     unsigned Begin = 0, unsigned End = UINT_MAX);

/// A directive line `#KEYWORD ...` ('#' first on its line, blanks allowed
/// before and after it), read as text: no comments or conditions are
/// considered.
struct DirectiveLine {
  unsigned LineStart = 0; ///< offset of the line
  /// What follows KEYWORD up to the end of the logical line (lines ending
  /// in a backslash continue it), without the newline.
  llvm::StringRef Rest;
};
/// The lines of \p Buf that are `#Keyword` directives, in order. The
/// keyword is matched as a prefix: `#Keywordx` is one too (the caller
/// reads Rest).
std::vector<DirectiveLine> directiveLines(llvm::StringRef Buf,
                                          llvm::StringRef Keyword);

/// An `#include <NAME>` or `#include "NAME"` line.
struct IncludeLine {
  unsigned LineStart = 0;
  char Open = '<';      ///< '<' or '"'
  llvm::StringRef Name; ///< up to the first '>' or '"' (or the line's end)
};
std::vector<IncludeLine> includeLines(llvm::StringRef Buf);

} // namespace cuda2hip

#endif
