//===- ShellLexer.cpp - shell words, Makefile lines, Python tokens --------===//
//
// Shell: words split on blanks outside quotes; '...' and "..." quoting,
// backslash escapes and continuations, # comments at a word start,
// operators ; & && || | ( ) and newlines end a simple command, redirections
// are words of their own. A command substitution ($(...), `...`, make's
// $(shell ...)) stays inside its word and is tokenized again as commands of
// its own, so `N=$(nvidia-smi -L | wc -l)` yields the commands
// `nvidia-smi -L` and `wc -l` with their true offsets.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/BuildSyntax.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

using namespace llvm;

namespace cuda2hip::build {

namespace {

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\r'; }

class ShellLexer {
public:
  ShellLexer(StringRef T, ShellDialect D, unsigned Base) : T(T), D(D), Base(Base) {}

  ShellScript run() {
    while (P < T.size()) {
      char C = T[P];
      if (isBlank(C)) {
        ++P;
      } else if (C == '\\' && T.substr(P + 1).starts_with("\n")) {
        P += 2;
      } else if (C == '\\' && T.substr(P + 1).starts_with("\r\n")) {
        P += 3;
      } else if (C == '\n' || C == ';') {
        end(false);
        ++P;
        if (C == '\n')
          skipHeredocs();
      } else if (C == '&' || C == '|') {
        bool Double = P + 1 < T.size() && T[P + 1] == C;
        bool Redir = C == '&' && P + 1 < T.size() && T[P + 1] == '>';
        if (Redir) {
          word();
          continue;
        }
        end(C == '|' && !Double);
        P += Double ? 2 : 1;
      } else if (C == '(' || C == ')') {
        end(false);
        ++P;
      } else if (C == '#') {
        size_t E = T.find('\n', P);
        if (E == StringRef::npos)
          E = T.size();
        S.Comments.push_back({unsigned(Base + P), unsigned(E - P)});
        P = E;
      } else {
        word();
      }
    }
    end(false);
    for (auto [Start, Len] : Subs) {
      ShellScript Sub = ShellLexer(T.substr(Start, Len), ShellDialect::Sh,
                                   unsigned(Base + Start))
                            .run();
      for (ShellCommand &C : Sub.Commands) {
        C.Substituted = true;
        S.Commands.push_back(std::move(C));
      }
      S.Comments.insert(S.Comments.end(), Sub.Comments.begin(), Sub.Comments.end());
    }
    std::stable_sort(S.Commands.begin(), S.Commands.end(),
                     [](const ShellCommand &A, const ShellCommand &B) {
                       return A.Words.front().Offset < B.Words.front().Offset;
                     });
    return std::move(S);
  }

private:
  StringRef T;
  ShellDialect D;
  unsigned Base;
  size_t P = 0;
  ShellScript S;
  ShellCommand Cur;
  bool PipeIn = false;
  std::vector<std::pair<size_t, size_t>> Subs; ///< inner ranges, relative
  /// Here-documents opened on the current line: delimiter, <<- (tabs).
  std::vector<std::pair<std::string, bool>> Heredocs;
  int HeredocNext = -1; ///< the next word is a delimiter (1: <<-)

  /// After the newline that ends a line with << redirections: skips their
  /// bodies (text, not commands).
  void skipHeredocs() {
    for (auto &[Delim, Tabs] : Heredocs) {
      while (P < T.size()) {
        size_t E = T.find('\n', P);
        if (E == StringRef::npos)
          E = T.size();
        StringRef L = T.slice(P, E);
        if (Tabs)
          L = L.ltrim('\t');
        P = std::min(E + 1, T.size());
        if (L.rtrim('\r') == Delim)
          break;
      }
    }
    Heredocs.clear();
  }

  void end(bool Pipe) {
    if (!Cur.Words.empty()) {
      Cur.PipeIn = PipeIn;
      Cur.PipeOut = Pipe;
      S.Commands.push_back(std::move(Cur));
      Cur = ShellCommand();
      PipeIn = Pipe;
    } else if (!Pipe) {
      PipeIn = false;
    }
  }

  /// At an opening '(' (or '{'): the offset of its matching closer, skipping
  /// quoted text; npos if none.
  size_t match(size_t Open) const {
    char O = T[Open], C = O == '(' ? ')' : '}';
    unsigned Depth = 0;
    for (size_t Q = Open; Q < T.size(); ++Q) {
      char X = T[Q];
      if (X == '\\') {
        ++Q;
      } else if (X == '\'' && O == '(') {
        size_t E = T.find('\'', Q + 1);
        if (E == StringRef::npos)
          return E;
        Q = E;
      } else if (X == '"' && O == '(') {
        for (++Q; Q < T.size() && T[Q] != '"'; ++Q)
          if (T[Q] == '\\')
            ++Q;
      } else if (X == O) {
        ++Depth;
      } else if (X == C) {
        if (--Depth == 0)
          return Q;
      }
    }
    return StringRef::npos;
  }

  /// At '$': consumes an expansion into W (raw), recording substitutions.
  void dollar(ShellWord &W) {
    char N = P + 1 < T.size() ? T[P + 1] : 0;
    if (D == ShellDialect::Make && N == '$') { // $$ is a literal $ in make
      W.Value += "$$";
      P += 2;
      return;
    }
    if (N != '(' && N != '{') {
      W.Value += '$';
      ++P;
      return;
    }
    size_t Close = match(P + 1);
    if (Close == StringRef::npos) {
      W.Value += T.substr(P).str();
      P = T.size();
      return;
    }
    StringRef Inner = T.slice(P + 2, Close);
    if (N == '(') {
      if (D == ShellDialect::Sh && !Inner.starts_with("(")) {
        Subs.push_back({P + 2, Inner.size()});
        W.HasSubstitution = true;
      } else if (D == ShellDialect::Make && Inner.starts_with("shell") &&
                 Inner.size() > 5 && isBlank(Inner[5])) {
        Subs.push_back({P + 2 + 6, Inner.size() - 6});
        W.HasSubstitution = true;
      }
    }
    W.Value += T.slice(P, Close + 1).str();
    P = Close + 1;
  }

  void backquote(ShellWord &W) {
    size_t E = P + 1;
    while (E < T.size() && T[E] != '`')
      E += T[E] == '\\' ? 2 : 1;
    E = std::min(E, T.size());
    Subs.push_back({P + 1, E - P - 1});
    W.HasSubstitution = true;
    W.Value += T.slice(P, std::min(E + 1, T.size())).str();
    P = std::min(E + 1, T.size());
  }

  bool redirectAt(size_t Q) const {
    while (Q < T.size() && isDigit(T[Q]))
      ++Q;
    if (Q < T.size() && T[Q] == '&' && Q + 1 < T.size() && T[Q + 1] == '>')
      return true;
    return Q < T.size() && (T[Q] == '>' || T[Q] == '<');
  }

  void word() {
    ShellWord W;
    W.Offset = unsigned(Base + P);
    size_t Start = P;
    if (redirectAt(P)) {
      // 2>&1, >>, &>, <, 2>/dev/null (the target is a word of its own).
      while (P < T.size() && (isDigit(T[P]) || T[P] == '&' || T[P] == '>' ||
                              T[P] == '<'))
        ++P;
      if (P < T.size() && T[P - 1] == '&')
        while (P < T.size() && (isDigit(T[P]) || T[P] == '-'))
          ++P;
      if (T.slice(Start, P).ends_with("<<") && P < T.size() && T[P] == '-')
        ++P; // <<- : a here-document with leading tabs stripped
      W.Redirect = true;
      W.Value = T.slice(Start, P).str();
      W.Length = unsigned(P - Start);
      if (W.Value == "<<" || W.Value == "<<-")
        HeredocNext = W.Value == "<<-";
      Cur.Words.push_back(std::move(W));
      return;
    }
    while (P < T.size()) {
      char C = T[P];
      if (isBlank(C) || C == '\n' || C == ';' || C == '&' || C == '|' ||
          C == '(' || C == ')')
        break;
      if ((C == '>' || C == '<') && P > Start)
        break;
      if (C == '\\') {
        if (T.substr(P + 1).starts_with("\n")) {
          P += 2;
          continue;
        }
        if (P + 1 < T.size())
          W.Value += T[P + 1];
        P += 2;
      } else if (C == '\'') {
        W.Quoted = true;
        size_t E = T.find('\'', P + 1);
        if (E == StringRef::npos)
          E = T.size();
        W.Value += T.slice(P + 1, E).str();
        P = std::min(E + 1, T.size());
      } else if (C == '"') {
        W.Quoted = true;
        ++P;
        while (P < T.size() && T[P] != '"') {
          if (T[P] == '\\' && P + 1 < T.size()) {
            char N = T[P + 1];
            if (N == '\n') {
              P += 2;
              continue;
            }
            if (N != '"' && N != '\\' && N != '$' && N != '`')
              W.Value += '\\';
            W.Value += N;
            P += 2;
          } else if (T[P] == '$') {
            dollar(W);
          } else if (T[P] == '`') {
            backquote(W);
          } else {
            W.Value += T[P++];
          }
        }
        P = std::min(P + 1, T.size());
      } else if (C == '$') {
        dollar(W);
      } else if (C == '`') {
        backquote(W);
      } else {
        W.Value += C;
        ++P;
      }
    }
    W.Length = unsigned(P - Start);
    if (HeredocNext >= 0) {
      Heredocs.push_back({W.Value, HeredocNext == 1});
      HeredocNext = -1;
      W.Redirect = true; // the delimiter belongs to the redirection
    }
    Cur.Words.push_back(std::move(W));
  }
};

bool isMakeDirective(StringRef W) {
  return StringSwitch<bool>(W)
      .Cases("include", "-include", "sinclude", "ifeq", "ifneq", "ifdef",
             "ifndef", true)
      .Cases("else", "endif", "define", "endef", "unexport", "vpath",
             "undefine", true)
      .Default(false);
}

} // namespace

ShellScript lexShell(StringRef Text, ShellDialect D, unsigned Base) {
  return ShellLexer(Text, D, Base).run();
}

namespace {

/// Where the logical line at \p P ends: physical lines are joined by a
/// trailing backslash (an odd number of them).
size_t makeLineEnd(StringRef Text, size_t P) {
  size_t E = P;
  while (true) {
    size_t NL = Text.find('\n', E);
    if (NL == StringRef::npos)
      return Text.size();
    size_t Bs = 0;
    for (size_t Q = NL; Q > P && Text[Q - 1] == '\\'; --Q)
      ++Bs;
    if (Bs % 2 == 0)
      return NL;
    E = NL + 1;
  }
}

/// A line inside define ... endef: a recipe, or the endef.
void readDefineLine(MakeLine &L, StringRef Line, size_t P, bool &InDefine) {
  if (Line.trim() == "endef") {
    InDefine = false;
    L.Kind = MakeLineKind::Directive;
  } else {
    L.Kind = MakeLineKind::Recipe;
    L.Shell = lexShell(Line, ShellDialect::Make, unsigned(P));
  }
}

/// A recipe line (it begins with a tab), its @, - and + prefixes skipped.
void readRecipe(MakeLine &L, StringRef Line, size_t P) {
  size_t Q = 1;
  while (Q < Line.size() &&
         (Line[Q] == '@' || Line[Q] == '-' || Line[Q] == '+' || isBlank(Line[Q])))
    ++Q;
  L.Kind = MakeLineKind::Recipe;
  L.Shell = lexShell(Line.substr(Q), ShellDialect::Make, unsigned(P + Q));
}

/// \p Line without its comment (from an unescaped '#').
StringRef withoutComment(StringRef Line) {
  size_t Hash = StringRef::npos;
  for (size_t Q = 0; Q < Line.size(); ++Q) {
    if (Line[Q] == '\\') {
      ++Q;
    } else if (Line[Q] == '#') {
      Hash = Q;
      break;
    }
  }
  return Line.take_front(Hash);
}

/// Where the first word of \p Body is, after export/override/private (so
/// that export VAR = value is an assignment); \p Lead: the leading blanks.
size_t firstWordAt(StringRef Body, size_t Lead) {
  size_t At = Lead;
  for (StringRef Kw : {"export", "override", "private"}) {
    StringRef Rest = Body.substr(At);
    if (Rest.starts_with(Kw) && Rest.size() > Kw.size() && isBlank(Rest[Kw.size()])) {
      At += Kw.size();
      while (At < Body.size() && isBlank(Body[At]))
        ++At;
    }
  }
  return At;
}

/// A line outside recipes and defines: an assignment, a rule (its recipe
/// after ';'), a directive, or nothing (blank or a comment).
void readStatement(MakeLine &L, StringRef Line, size_t P, bool &InDefine) {
  StringRef Body = withoutComment(Line);
  size_t Lead = Body.size() - Body.ltrim().size();
  if (Body.trim().empty())
    return;
  size_t At = firstWordAt(Body, Lead);
  StringRef First = Body.substr(At).take_until([](char C) {
    return isBlank(C) || C == ':' || C == '=' || C == '?' || C == '+' || C == '!';
  });
  if (First == "define")
    InDefine = true;
  if (First == "define" || isMakeDirective(First)) {
    L.Kind = MakeLineKind::Directive;
    return;
  }
  size_t Q = At + First.size();
  while (Q < Body.size() && isBlank(Body[Q]))
    ++Q;
  StringRef Rest = Body.substr(Q);
  StringRef Op;
  for (StringRef O : {"::=", ":::=", ":=", "+=", "?=", "!=", "="})
    if (Rest.starts_with(O) && (Op.empty() || O.size() > Op.size()))
      Op = O;
  if (!First.empty() && !Op.empty()) {
    L.Kind = MakeLineKind::Assign;
    L.Var = First.str();
    L.VarOffset = unsigned(P + At);
    L.Op = Op.str();
    size_t V = Q + Op.size();
    L.Shell = lexShell(Body.substr(V), ShellDialect::Make, unsigned(P + V));
  } else if (Body.contains(':')) {
    L.Kind = MakeLineKind::Rule;
    size_t Semi = Body.find(';');
    if (Semi != StringRef::npos)
      L.Shell = lexShell(Body.substr(Semi + 1), ShellDialect::Make, unsigned(P + Semi + 1));
  } else {
    L.Kind = MakeLineKind::Directive;
  }
}

} // namespace

std::vector<MakeLine> lexMakefile(StringRef Text) {
  std::vector<MakeLine> Lines;
  size_t P = 0;
  bool InDefine = false;
  while (P < Text.size()) {
    size_t E = makeLineEnd(Text, P);
    MakeLine L;
    L.Offset = unsigned(P);
    L.Length = unsigned(E - P);
    StringRef Line = Text.slice(P, E);
    if (InDefine)
      readDefineLine(L, Line, P, InDefine);
    else if (Line.starts_with("\t"))
      readRecipe(L, Line, P);
    else
      readStatement(L, Line, P, InDefine);
    Lines.push_back(std::move(L));
    P = std::min(E + 1, Text.size());
  }
  return Lines;
}

std::vector<PyToken> lexPython(StringRef T) {
  std::vector<PyToken> Out;
  size_t P = 0;
  auto IsIdent = [](char C) { return isAlnum(C) || C == '_' || (C & 0x80); };
  while (P < T.size()) {
    char C = T[P];
    if (isBlank(C) || C == '\f') {
      ++P;
      continue;
    }
    if (C == '\\' && T.substr(P + 1).starts_with("\n")) {
      P += 2;
      continue;
    }
    PyToken K;
    K.Offset = unsigned(P);
    if (C == '\n') {
      K.Kind = PyTokKind::Newline;
      K.Length = 1;
      ++P;
    } else if (C == '#') {
      size_t E = T.find('\n', P);
      E = E == StringRef::npos ? T.size() : E;
      K.Kind = PyTokKind::Comment;
      K.Value = T.slice(P, E).str();
      K.Length = unsigned(E - P);
      P = E;
    } else if ((IsIdent(C) && !isDigit(C)) || C == '\'' || C == '"') {
      size_t E = P;
      while (E < T.size() && IsIdent(T[E]))
        ++E;
      StringRef Id = T.slice(P, E);
      std::string L = Id.lower();
      bool IsString = E < T.size() && (T[E] == '\'' || T[E] == '"') &&
                      Id.size() <= 2 &&
                      StringRef(L).find_first_not_of("rbuf") == StringRef::npos;
      if (!IsString) {
        K.Kind = PyTokKind::Name;
        K.Value = Id.str();
        K.Length = unsigned(E - P);
        P = E;
      } else {
        K.Raw = StringRef(L).contains('r');
        K.Formatted = StringRef(L).contains('f');
        P = E;
        C = T[P];
        K.Kind = PyTokKind::String;
        K.Quote = C;
        K.Triple = T.substr(P).starts_with(std::string(3, C));
        size_t Q = P + (K.Triple ? 3 : 1);
        K.ValueOffset = unsigned(Q);
        std::string Close = K.Triple ? std::string(3, C) : std::string(1, C);
        size_t End = StringRef::npos;
        while (Q < T.size()) {
          if (T[Q] == '\\') {
            Q += 2;
            continue;
          }
          if (!K.Triple && T[Q] == '\n')
            break;
          if (T.substr(Q).starts_with(Close)) {
            End = Q;
            break;
          }
          ++Q;
        }
        if (End == StringRef::npos)
          End = std::min(Q, T.size());
        K.Value = T.slice(K.ValueOffset, End).str();
        P = std::min(End + Close.size(), T.size());
        K.Length = unsigned(P - K.Offset);
      }
    } else if (isDigit(C)) {
      size_t E = P;
      while (E < T.size() && (IsIdent(T[E]) || T[E] == '.'))
        ++E;
      K.Kind = PyTokKind::Number;
      K.Value = T.slice(P, E).str();
      K.Length = unsigned(E - P);
      P = E;
    } else {
      K.Kind = PyTokKind::Op;
      K.Value = std::string(1, C);
      K.Length = 1;
      ++P;
    }
    Out.push_back(std::move(K));
  }
  return Out;
}

} // namespace cuda2hip::build
