//===- Conditions.cpp - what #if conditions mean on CUDA and on HIP -------===//
#include "cuda2hip/Conditions.h"
#include "cuda2hip/Lexing.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <map>
#include <set>

using namespace llvm;

namespace cuda2hip {

namespace {

// ---- lexing a condition --------------------------------------------------

struct Tok {
  enum KindT { Ident, Number, Punct, Bad } Kind;
  StringRef Text;
  unsigned Offset;
  long long Value = 0;
};

/// Skips blanks, comments and backslash-newlines from \p I; false at a
/// comment that does not end (the condition is then unreadable).
bool skipBlanks(StringRef S, size_t &I) {
  while (I < S.size()) {
    char C = S[I];
    if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v' || C == '\n') {
      ++I;
    } else if (C == '\\' && I + 1 < S.size() && (S[I + 1] == '\n' || S[I + 1] == '\r')) {
      I += 2;
    } else if (S.substr(I).starts_with("//")) {
      I = S.size();
    } else if (S.substr(I).starts_with("/*")) {
      size_t E = S.find("*/", I + 2);
      if (E == StringRef::npos)
        return false;
      I = E + 2;
    } else {
      break;
    }
  }
  return true;
}

std::vector<Tok> lex(StringRef S) {
  std::vector<Tok> Out;
  size_t I = 0;
  while (true) {
    if (!skipBlanks(S, I)) {
      Out.push_back({Tok::Bad, "", unsigned(I)});
      return Out;
    }
    if (I >= S.size())
      return Out;
    char C = S[I];
    size_t B = I;
    if (isAlpha(C) || C == '_') {
      while (I < S.size() && (isAlnum(S[I]) || S[I] == '_'))
        ++I;
      Out.push_back({Tok::Ident, S.slice(B, I), unsigned(B)});
    } else if (isDigit(C)) {
      while (I < S.size() && (isAlnum(S[I]) || S[I] == '\'' || S[I] == '.'))
        ++I;
      StringRef Num = S.slice(B, I);
      std::string Digits;
      for (char D : Num)
        if (D != '\'')
          Digits += D;
      StringRef N(Digits);
      N = N.rtrim("uUlL");
      unsigned long long V = 0;
      // getAsInteger with radix 0 reads 0x.., 0b.. and 0.. (octal).
      if (N.getAsInteger(0, V)) {
        Out.push_back({Tok::Bad, Num, unsigned(B)});
        return Out;
      }
      Out.push_back({Tok::Number, Num, unsigned(B), (long long)V});
    } else {
      static const char *Two[] = {"&&", "||", "==", "!=", "<=", ">=", "<<", ">>"};
      size_t Len = 1;
      for (const char *T : Two)
        if (S.substr(I).starts_with(T))
          Len = 2;
      if (Len == 1 && StringRef("()!~-+*/%<>&^|?:,").find(C) == StringRef::npos) {
        Out.push_back({Tok::Bad, S.substr(I, 1), unsigned(I)});
        return Out;
      }
      I += Len;
      Out.push_back({Tok::Punct, S.slice(B, I), unsigned(B)});
    }
  }
}

// ---- three-valued evaluation ----------------------------------------------

struct Val {
  bool Known = false;
  long long V = 0;
};
Val known(long long V) { return {true, V}; }
const Val Unknown{};

class Evaluator {
public:
  Evaluator(const std::vector<Tok> &T, MacroWorld W) : T(T), W(W) {}
  /// nullopt: the condition cannot be read.
  std::optional<Val> run() {
    Val V = cond();
    if (Failed || Pos != T.size())
      return std::nullopt;
    return V;
  }

private:
  bool at(StringRef P) const {
    return Pos < T.size() && T[Pos].Kind == Tok::Punct && T[Pos].Text == P;
  }
  bool accept(StringRef P) {
    if (!at(P))
      return false;
    ++Pos;
    return true;
  }
  Val fail() {
    Failed = true;
    return Unknown;
  }
  Val macro(StringRef Name, bool Existence) {
    if (!Existence) {
      if (Name == "true")
        return known(1);
      if (Name == "false")
        return known(0);
    }
    std::optional<MacroState> S = W(Name);
    if (!S)
      return Unknown;
    if (Existence)
      return known(S->Defined);
    return known(S->Defined ? S->Value : 0);
  }
  Val primary() {
    if (Pos >= T.size())
      return fail();
    const Tok &K = T[Pos];
    if (K.Kind == Tok::Number) {
      ++Pos;
      return known(K.Value);
    }
    if (K.Kind == Tok::Ident) {
      ++Pos;
      if (K.Text == "defined") {
        bool Paren = accept("(");
        if (Pos >= T.size() || T[Pos].Kind != Tok::Ident)
          return fail();
        StringRef Name = T[Pos++].Text;
        if (Paren && !accept(")"))
          return fail();
        return macro(Name, true);
      }
      if (at("(")) { // __has_include(...), FOO(x): unknown
        int Depth = 0;
        do {
          if (at("("))
            ++Depth;
          else if (at(")"))
            --Depth;
          ++Pos;
        } while (Pos < T.size() && Depth > 0);
        return Depth == 0 ? Unknown : fail();
      }
      return macro(K.Text, false);
    }
    if (accept("(")) {
      Val V = cond();
      if (!accept(")"))
        return fail();
      return V;
    }
    return fail();
  }
  Val unary() {
    if (accept("!")) {
      Val V = unary();
      return V.Known ? known(!V.V) : Unknown;
    }
    if (accept("-")) {
      Val V = unary();
      return V.Known ? known(-V.V) : Unknown;
    }
    if (accept("+"))
      return unary();
    if (accept("~")) {
      Val V = unary();
      return V.Known ? known(~V.V) : Unknown;
    }
    return primary();
  }
  static int precedence(StringRef P) {
    static const std::map<StringRef, int> Prec = {
        {"*", 10}, {"/", 10}, {"%", 10}, {"+", 9},  {"-", 9},  {"<<", 8},
        {">>", 8}, {"<", 7},  {">", 7},  {"<=", 7}, {">=", 7}, {"==", 6},
        {"!=", 6}, {"&", 5},  {"^", 4},  {"|", 3},  {"&&", 2}, {"||", 1}};
    auto It = Prec.find(P);
    return It == Prec.end() ? -1 : It->second;
  }
  Val apply(StringRef Op, Val A, Val B) {
    if (Op == "&&") {
      if ((A.Known && !A.V) || (B.Known && !B.V))
        return known(0);
      return A.Known && B.Known ? known(1) : Unknown;
    }
    if (Op == "||") {
      if ((A.Known && A.V) || (B.Known && B.V))
        return known(1);
      return A.Known && B.Known ? known(0) : Unknown;
    }
    if (!A.Known || !B.Known)
      return Unknown;
    long long X = A.V, Y = B.V;
    if (Op == "*") return known(X * Y);
    if (Op == "/" || Op == "%") {
      if (Y == 0)
        return fail();
      return known(Op == "/" ? X / Y : X % Y);
    }
    if (Op == "+") return known(X + Y);
    if (Op == "-") return known(X - Y);
    if (Op == "<<") return known(Y < 0 || Y > 62 ? 0 : X << Y);
    if (Op == ">>") return known(Y < 0 || Y > 62 ? 0 : X >> Y);
    if (Op == "<") return known(X < Y);
    if (Op == ">") return known(X > Y);
    if (Op == "<=") return known(X <= Y);
    if (Op == ">=") return known(X >= Y);
    if (Op == "==") return known(X == Y);
    if (Op == "!=") return known(X != Y);
    if (Op == "&") return known(X & Y);
    if (Op == "^") return known(X ^ Y);
    if (Op == "|") return known(X | Y);
    return fail();
  }
  Val binary(int MinPrec) {
    Val L = unary();
    while (Pos < T.size() && T[Pos].Kind == Tok::Punct) {
      int P = precedence(T[Pos].Text);
      if (P < MinPrec)
        break;
      StringRef Op = T[Pos++].Text;
      Val R = binary(P + 1);
      L = apply(Op, L, R);
    }
    return L;
  }
  Val cond() {
    Val C = binary(1);
    if (!accept("?"))
      return C;
    Val A = cond();
    if (!accept(":"))
      return fail();
    Val B = cond();
    if (C.Known)
      return C.V ? A : B;
    if (A.Known && B.Known && A.V == B.V)
      return A;
    return Unknown;
  }

  const std::vector<Tok> &T;
  MacroWorld W;
  size_t Pos = 0;
  bool Failed = false;
};

bool isNameKind(Conditional::KindT K) {
  return K == Conditional::Ifdef || K == Conditional::Ifndef ||
         K == Conditional::Elifdef || K == Conditional::Elifndef;
}

/// Three-valued: nullopt = unknown or unreadable.
std::optional<long long> eval3(StringRef Cond, MacroWorld World,
                               Conditional::KindT Kind) {
  std::vector<Tok> T = lex(Cond);
  if (!T.empty() && T.back().Kind == Tok::Bad)
    return std::nullopt;
  if (isNameKind(Kind)) {
    if (T.empty() || T[0].Kind != Tok::Ident)
      return std::nullopt;
    std::optional<MacroState> S = World(T[0].Text);
    if (!S)
      return std::nullopt;
    bool Neg = Kind == Conditional::Ifndef || Kind == Conditional::Elifndef;
    return (long long)(S->Defined != Neg);
  }
  Evaluator E(T, World);
  std::optional<Val> V = E.run();
  if (!V || !V->Known)
    return std::nullopt;
  return V->V;
}

} // namespace

std::vector<Conditional> scanConditionals(StringRef Buf) {
  std::vector<Conditional> Out;
  size_t I = 0;
  bool InBlock = false; // inside a /* */ comment at the start of a line
  while (I < Buf.size()) {
    size_t LineEnd = Buf.find('\n', I);
    // The logical line: with its backslash continuations.
    while (LineEnd != StringRef::npos) {
      size_t E = LineEnd;
      if (E > I && Buf[E - 1] == '\r')
        --E;
      if (E > I && Buf[E - 1] == '\\')
        LineEnd = Buf.find('\n', LineEnd + 1);
      else
        break;
    }
    if (LineEnd == StringRef::npos)
      LineEnd = Buf.size();
    StringRef Line = Buf.slice(I, LineEnd);
    size_t J = 0;
    if (InBlock) {
      size_t E = Line.find("*/");
      if (E == StringRef::npos) {
        I = LineEnd + 1;
        continue;
      }
      InBlock = false;
      J = E + 2;
    }
    while (J < Line.size() && (Line[J] == ' ' || Line[J] == '\t'))
      ++J;
    if (J < Line.size() && Line[J] == '#') {
      size_t K = J + 1;
      while (K < Line.size() && (Line[K] == ' ' || Line[K] == '\t'))
        ++K;
      size_t W = K;
      while (K < Line.size() && isAlpha(Line[K]))
        ++K;
      StringRef Word = Line.slice(W, K);
      static const std::pair<StringRef, Conditional::KindT> Words[] = {
          {"if", Conditional::If},         {"ifdef", Conditional::Ifdef},
          {"ifndef", Conditional::Ifndef}, {"elif", Conditional::Elif},
          {"elifdef", Conditional::Elifdef}, {"elifndef", Conditional::Elifndef},
          {"else", Conditional::Else},     {"endif", Conditional::Endif}};
      for (auto [Name, Kind] : Words)
        if (Word == Name) {
          Out.push_back({Kind, unsigned(I + J), unsigned(I + K), unsigned(LineEnd)});
          break;
        }
    }
    // A block comment left open on this line continues on the next ones.
    for (size_t P = J; P < Line.size(); ++P) {
      if (Line[P] == '"' || Line[P] == '\'') { // skip a literal
        char Q = Line[P];
        for (++P; P < Line.size() && Line[P] != Q; ++P)
          if (Line[P] == '\\')
            ++P;
        continue;
      }
      if (Line.substr(P).starts_with("//"))
        break;
      if (Line.substr(P).starts_with("/*")) {
        size_t E = Line.find("*/", P + 2);
        if (E == StringRef::npos) {
          InBlock = true;
          break;
        }
        P = E + 1;
      }
    }
    I = LineEnd + 1;
  }
  return Out;
}

std::optional<long long> evalCondition(StringRef Cond, MacroWorld World,
                                       Conditional::KindT Kind) {
  return eval3(Cond, World, Kind);
}

std::vector<CondName> conditionNames(StringRef Cond, Conditional::KindT Kind) {
  std::vector<CondName> Out;
  std::vector<Tok> T = lex(Cond);
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].Kind != Tok::Ident || T[I].Text == "defined")
      continue;
    bool Existence = isNameKind(Kind);
    if (I >= 1 && T[I - 1].Text == "defined")
      Existence = true;
    if (I >= 2 && T[I - 1].Text == "(" && T[I - 2].Text == "defined")
      Existence = true;
    Out.push_back({T[I].Text, T[I].Offset, Existence});
  }
  return Out;
}

static std::optional<MacroState> rocmWorld(StringRef Name) {
  if (Name == "USE_ROCM" || Name == "__HIP_PLATFORM_AMD__" ||
      Name == "__HIP_PLATFORM_HCC__" || Name == "__HIPCC__" || Name == "__HIP__")
    return MacroState{true, 1};
  if (Name == "__HIP_PLATFORM_NVIDIA__" || Name == "__HIP_PLATFORM_NVCC__")
    return MacroState{false, 0};
  return std::nullopt;
}

std::vector<std::pair<unsigned, unsigned>> deadOnRocm(StringRef Buf) {
  std::vector<std::pair<unsigned, unsigned>> Dead;
  struct Group {
    bool ParentDead, AnyTrue, CurDead;
    unsigned BodyBegin;
  };
  std::vector<Group> Stack;
  auto Close = [&](unsigned End) {
    Group &G = Stack.back();
    if (G.CurDead && !G.ParentDead && End > G.BodyBegin)
      Dead.push_back({G.BodyBegin, End});
  };
  for (const Conditional &C : scanConditionals(Buf)) {
    StringRef Cond = Buf.slice(C.CondBegin, C.CondEnd);
    switch (C.Kind) {
    case Conditional::If:
    case Conditional::Ifdef:
    case Conditional::Ifndef: {
      bool ParentDead = !Stack.empty() && Stack.back().CurDead;
      std::optional<long long> V = eval3(Cond, rocmWorld, C.Kind);
      // A branch false by its own condition: the directive too (its CUDA
      // macros mean nothing on ROCm).
      bool Own = !ParentDead && V && !*V;
      Stack.push_back({ParentDead, V && *V, ParentDead || (V && !*V),
                       Own ? C.Hash : C.CondEnd});
      break;
    }
    case Conditional::Elif:
    case Conditional::Elifdef:
    case Conditional::Elifndef: {
      if (Stack.empty())
        break;
      Close(C.Hash);
      Group &G = Stack.back();
      std::optional<long long> V = eval3(Cond, rocmWorld, C.Kind);
      bool Own = !G.ParentDead && !G.AnyTrue && V && !*V;
      G.CurDead = G.ParentDead || G.AnyTrue || (V && !*V);
      G.AnyTrue = G.AnyTrue || (V && *V);
      G.BodyBegin = Own || (G.CurDead && !G.ParentDead) ? C.Hash : C.CondEnd;
      break;
    }
    case Conditional::Else: {
      if (Stack.empty())
        break;
      Close(C.Hash);
      Group &G = Stack.back();
      G.CurDead = G.ParentDead || G.AnyTrue;
      G.BodyBegin = C.CondEnd;
      break;
    }
    case Conditional::Endif:
      if (Stack.empty())
        break;
      Close(C.Hash);
      Stack.pop_back();
      break;
    }
  }
  return Dead;
}

bool includesTorch(StringRef Buf) {
  for (const IncludeLine &I : includeLines(Buf))
    for (StringRef P : {"torch/", "ATen/", "c10/", "THC/"})
      if (I.Name.starts_with(P))
        return true;
  return false;
}

} // namespace cuda2hip
