//===- CMakeLexer.cpp - CMake command invocations and arguments -----------===//
//
// The grammar of cmake-language(7): a file is command invocations
// `identifier ( arguments )`, comments and blanks. Arguments are bracket
// arguments [==[...]==], quoted arguments "..." (escapes, \ + newline
// continues), unquoted arguments (which may embed "..." -- the legacy form
// -DX="a b"), and parentheses that nest.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/BuildSyntax.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip::build {

unsigned lineOf(StringRef Text, unsigned Offset) {
  Offset = std::min<size_t>(Offset, Text.size());
  return 1 + Text.take_front(Offset).count('\n');
}

unsigned lineEnd(StringRef Text, unsigned Offset) {
  size_t E = Text.find('\n', Offset);
  return E == StringRef::npos ? Text.size() : E;
}

std::string indentOf(StringRef Text, unsigned Offset) {
  Offset = std::min<size_t>(Offset, Text.size());
  size_t S = Text.take_front(Offset).rfind('\n');
  S = S == StringRef::npos ? 0 : S + 1;
  size_t E = S;
  while (E < Text.size() && (Text[E] == ' ' || Text[E] == '\t'))
    ++E;
  return Text.slice(S, E).str();
}

namespace {

class CMakeLexer {
public:
  explicit CMakeLexer(StringRef T) : T(T) {}

  CMakeFile run() {
    while (P < T.size()) {
      char C = T[P];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n') {
        ++P;
      } else if (C == '#') {
        comment();
      } else if (isAlpha(C) || C == '_') {
        command();
      } else {
        error(P, std::string("unexpected '") + C + "' outside a command");
        skipLine();
      }
    }
    return std::move(F);
  }

private:
  StringRef T;
  size_t P = 0;
  CMakeFile F;

  void error(size_t At, std::string Msg) {
    F.Errors.push_back({unsigned(At), std::move(Msg)});
  }
  void skipLine() {
    size_t E = T.find('\n', P);
    P = E == StringRef::npos ? T.size() : E + 1;
  }

  /// At '[': the number of '=' of a bracket opening "[==[", or -1.
  int bracketOpen(size_t At) const {
    if (At >= T.size() || T[At] != '[')
      return -1;
    size_t Q = At + 1;
    while (Q < T.size() && T[Q] == '=')
      ++Q;
    if (Q < T.size() && T[Q] == '[')
      return int(Q - At - 1);
    return -1;
  }
  /// Offset just past the "]==]" closing a bracket of \p Eq '='s opened at
  /// \p Content; npos if unterminated.
  size_t bracketClose(size_t Content, int Eq) const {
    std::string Close = "]" + std::string(Eq, '=') + "]";
    size_t E = T.find(Close, Content);
    return E == StringRef::npos ? E : E + Close.size();
  }

  void comment() {
    size_t Start = P;
    int Eq = bracketOpen(P + 1);
    if (Eq >= 0) {
      size_t End = bracketClose(P + 1 + Eq + 2, Eq);
      if (End == StringRef::npos) {
        error(Start, "unterminated bracket comment");
        End = T.size();
      }
      F.Comments.push_back({unsigned(Start), unsigned(End - Start), true});
      P = End;
      return;
    }
    skipLine();
    size_t End = P;
    if (End > Start && T[End - 1] == '\n')
      --End;
    F.Comments.push_back({unsigned(Start), unsigned(End - Start), false});
  }

  void command() {
    CMakeCommand Cmd;
    Cmd.Offset = unsigned(P);
    Cmd.Line = lineOf(T, P);
    Cmd.Indent = indentOf(T, P);
    size_t S = P;
    while (P < T.size() && (isAlnum(T[P]) || T[P] == '_'))
      ++P;
    Cmd.NameLength = unsigned(P - S);
    Cmd.Name = T.slice(S, P).lower();
    while (P < T.size() && (T[P] == ' ' || T[P] == '\t'))
      ++P;
    if (P >= T.size() || T[P] != '(') {
      error(S, "expected '(' after '" + T.slice(S, P).trim().str() + "'");
      skipLine();
      return;
    }
    Cmd.Open = unsigned(P++);
    unsigned Depth = 0;
    while (true) {
      if (P >= T.size()) {
        error(Cmd.Open, "unterminated argument list of '" + Cmd.Name + "'");
        return; // an unterminated command is dropped: nothing to edit safely
      }
      char C = T[P];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n') {
        ++P;
      } else if (C == '#') {
        comment();
      } else if (C == '(') {
        Cmd.Args.push_back(paren(CMakeArgKind::Open));
        ++Depth;
      } else if (C == ')') {
        if (Depth == 0) {
          Cmd.Close = unsigned(P++);
          break;
        }
        Cmd.Args.push_back(paren(CMakeArgKind::Close));
        --Depth;
      } else if (C == '"') {
        Cmd.Args.push_back(quoted());
      } else if (bracketOpen(P) >= 0) {
        Cmd.Args.push_back(bracket());
      } else {
        Cmd.Args.push_back(unquoted());
      }
    }
    F.Commands.push_back(std::move(Cmd));
  }

  CMakeArg paren(CMakeArgKind K) {
    CMakeArg A;
    A.Kind = K;
    A.Offset = A.ValueOffset = unsigned(P);
    A.Length = A.ValueLength = 1;
    A.Value = std::string(1, T[P]);
    ++P;
    return A;
  }

  /// Appends the character an escape sequence at T[P] ('\\') stands for;
  /// advances past it.
  void escape(std::string &Out) {
    if (P + 1 >= T.size()) {
      ++P;
      return;
    }
    char N = T[P + 1];
    P += 2;
    switch (N) {
    case 'n': Out += '\n'; break;
    case 't': Out += '\t'; break;
    case 'r': Out += '\r'; break;
    case '0': Out += '\0'; break;
    case ';': Out += "\\;"; break; // kept: it means a literal ';' in a list
    case '\n': break;              // line continuation (quoted arguments)
    default: Out += N; break;      // \" \\ \$ \( \# ...
    }
  }

  CMakeArg quoted() {
    CMakeArg A;
    A.Kind = CMakeArgKind::Quoted;
    A.Offset = unsigned(P++);
    A.ValueOffset = unsigned(P);
    while (P < T.size() && T[P] != '"') {
      if (T[P] == '\\')
        escape(A.Value);
      else
        A.Value += T[P++];
    }
    if (P >= T.size()) {
      error(A.Offset, "unterminated quoted argument");
      A.ValueLength = unsigned(P - A.ValueOffset);
    } else {
      A.ValueLength = unsigned(P - A.ValueOffset);
      ++P;
    }
    A.Length = unsigned(P - A.Offset);
    return A;
  }

  CMakeArg bracket() {
    CMakeArg A;
    A.Kind = CMakeArgKind::Bracket;
    A.Offset = unsigned(P);
    int Eq = bracketOpen(P);
    size_t Content = P + Eq + 2;
    // A newline right after the opening bracket is not part of the value.
    if (Content < T.size() && T[Content] == '\n')
      ++Content;
    else if (T.substr(Content).starts_with("\r\n"))
      Content += 2;
    size_t End = bracketClose(Content, Eq);
    if (End == StringRef::npos) {
      error(A.Offset, "unterminated bracket argument");
      End = T.size();
      A.ValueLength = unsigned(End - Content);
    } else {
      A.ValueLength = unsigned(End - Eq - 2 - Content);
    }
    A.ValueOffset = unsigned(Content);
    A.Value = T.substr(Content, A.ValueLength).str();
    A.Length = unsigned(End - A.Offset);
    P = End;
    return A;
  }

  CMakeArg unquoted() {
    CMakeArg A;
    A.Kind = CMakeArgKind::Unquoted;
    A.Offset = A.ValueOffset = unsigned(P);
    while (P < T.size()) {
      char C = T[P];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n' || C == '(' || C == ')')
        break;
      if (C == '#' && P == A.Offset)
        break;
      if (C == '\\') {
        escape(A.Value);
      } else if (C == '"') {
        // Legacy unquoted argument: -DX="a b" keeps its quotes and blanks.
        A.Value += C;
        ++P;
        while (P < T.size() && T[P] != '"' && T[P] != '\n') {
          if (T[P] == '\\' && P + 1 < T.size()) {
            A.Value += T.substr(P, 2);
            P += 2;
          } else {
            A.Value += T[P++];
          }
        }
        if (P < T.size() && T[P] == '"')
          A.Value += T[P++];
      } else {
        A.Value += C;
        ++P;
      }
    }
    A.Length = A.ValueLength = unsigned(P - A.Offset);
    return A;
  }
};

} // namespace

CMakeFile lexCMake(StringRef Text) { return CMakeLexer(Text).run(); }

} // namespace cuda2hip::build
