//===- cuda2hip/BuildSyntax.h - tokenizers for build files -------*- C++ -*-===//
//
// Part of the build-file stage (BuildFiles.h): the find half starts here.
// Real tokenizers, not regular expressions over text:
//
//  * CMake: command invocations with their arguments (unquoted, quoted,
//    bracket, nested parentheses), line and bracket comments, escapes and
//    line continuations inside quoted arguments;
//  * shell words (sh and make flavours): quoting, escapes, comments, line
//    continuations, command separators and pipes; command substitutions
//    ($(...), `...`, make's $(shell ...)) become commands of their own;
//  * Makefile lines: assignments, recipes, rules, directives;
//  * Python tokens: strings (every prefix and triple quotes), comments,
//    names, numbers, operators.
//
// Every token keeps its byte range in the file, so the rules can edit
// exactly what they matched.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_BUILDSYNTAX_H
#define CUDA2HIP_BUILDSYNTAX_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip::build {

//===-- CMake -------------------------------------------------------------===//

enum class CMakeArgKind : uint8_t { Unquoted, Quoted, Bracket, Open, Close };

struct CMakeArg {
  CMakeArgKind Kind = CMakeArgKind::Unquoted;
  unsigned Offset = 0, Length = 0; ///< the whole spelling (quotes included)
  unsigned ValueOffset = 0, ValueLength = 0; ///< the text between the quotes
  std::string Value; ///< escapes resolved (\" \\ \n \t, continuations)
  unsigned end() const { return Offset + Length; }
  bool isParen() const {
    return Kind == CMakeArgKind::Open || Kind == CMakeArgKind::Close;
  }
};

struct CMakeCommand {
  std::string Name; ///< lower-cased (CMake command names ignore case)
  unsigned Offset = 0, NameLength = 0; ///< the identifier
  unsigned Open = 0, Close = 0;        ///< offsets of '(' and ')'
  unsigned Line = 1;                   ///< 1-based line of the identifier
  std::string Indent;                  ///< blanks before the identifier
  std::vector<CMakeArg> Args;          ///< arguments, nested parens included
  unsigned end() const { return Close + 1; }
};

struct CMakeComment {
  unsigned Offset = 0, Length = 0;
  bool Bracket = false; ///< #[[ ... ]]
};

struct SyntaxError {
  unsigned Offset = 0;
  std::string Message;
};

struct CMakeFile {
  std::vector<CMakeCommand> Commands;
  std::vector<CMakeComment> Comments;
  std::vector<SyntaxError> Errors;
};

/// Tokenizes a CMake file (CMakeLists.txt, *.cmake). Never fails: what is
/// not CMake is reported in Errors and skipped to the end of its line.
CMakeFile lexCMake(llvm::StringRef Text);

//===-- Shell words -------------------------------------------------------===//

enum class ShellDialect : uint8_t {
  Sh,  ///< POSIX sh / bash
  Make ///< a recipe or assignment in a Makefile: $(VAR) and ${VAR} are
       ///< part of words; $(shell ...) is a command substitution
};

struct ShellWord {
  unsigned Offset = 0, Length = 0; ///< as spelled, quotes included
  std::string Value; ///< quotes removed, escapes resolved
  bool Quoted = false; ///< some part was quoted
  /// The word contains a command substitution; its commands are listed
  /// separately and edits inside it belong to them.
  bool HasSubstitution = false;
  bool Redirect = false; ///< a redirection operator: > >> < 2> &> 2>&1 ...
  unsigned end() const { return Offset + Length; }
};

/// A simple command: words up to ; & && || | newline or the end of a
/// substitution.
struct ShellCommand {
  std::vector<ShellWord> Words;
  bool PipeIn = false;  ///< reads the output of another command (a | b)
  bool PipeOut = false; ///< its output goes to another command
  bool Substituted = false; ///< inside $(...) / `...`: its output is used
};

struct ShellScript {
  std::vector<ShellCommand> Commands; ///< in order of their first word
  std::vector<std::pair<unsigned, unsigned>> Comments; ///< offset, length
};

/// Splits \p Text (the bytes of a file from \p Base on) into commands and
/// words. Offsets are absolute (Base + position in Text).
ShellScript lexShell(llvm::StringRef Text, ShellDialect D = ShellDialect::Sh,
                     unsigned Base = 0);

//===-- Makefiles ---------------------------------------------------------===//

enum class MakeLineKind : uint8_t {
  Blank,     ///< empty or a comment
  Assign,    ///< VAR = value, VAR := value, VAR += value, VAR ?= value ...
  Recipe,    ///< a line that starts with a tab: shell
  Rule,      ///< targets: prerequisites [; recipe]
  Directive, ///< include, ifeq, define, export VAR ...
};

struct MakeLine {
  MakeLineKind Kind = MakeLineKind::Blank;
  unsigned Offset = 0, Length = 0; ///< the logical line (continuations joined)
  std::string Var;                 ///< Assign: the variable
  unsigned VarOffset = 0;
  std::string Op;                  ///< Assign: "=", ":=", "+=", "?=", "!=", "::="
  /// Assign: the words of the value; Recipe: the shell commands; Rule:
  /// an inline recipe after ';'.
  ShellScript Shell;
};

/// Splits a Makefile into logical lines and tokenizes their shell parts.
std::vector<MakeLine> lexMakefile(llvm::StringRef Text);

//===-- Python ------------------------------------------------------------===//

enum class PyTokKind : uint8_t { Name, String, Number, Op, Comment, Newline };

struct PyToken {
  PyTokKind Kind = PyTokKind::Op;
  unsigned Offset = 0, Length = 0;
  /// String: the content between the quotes (escapes not resolved; prefix
  /// and quotes excluded) at ValueOffset; Name/Op/Number: the spelling.
  std::string Value;
  unsigned ValueOffset = 0;
  char Quote = 0;      ///< ' or "
  bool Triple = false; ///< '''...''' or """..."""
  bool Raw = false, Formatted = false;
  unsigned end() const { return Offset + Length; }
};

/// Tokenizes Python source; comments and strings are never split.
std::vector<PyToken> lexPython(llvm::StringRef Text);

//===-- Helpers -----------------------------------------------------------===//

/// 1-based line of \p Offset.
unsigned lineOf(llvm::StringRef Text, unsigned Offset);
/// Offset just past the last character of the line holding \p Offset (the
/// newline itself, or the end of the text).
unsigned lineEnd(llvm::StringRef Text, unsigned Offset);
/// Blanks at the start of the line holding \p Offset.
std::string indentOf(llvm::StringRef Text, unsigned Offset);

} // namespace cuda2hip::build

#endif
