//===- VectorOperatorText.cpp - a vector operator read from the text ------===//
//
// CUDA's float2 has no operators, so CUDA code defines its own
// (helper_math.h: `inline __host__ __device__ float2 operator*(float2 a,
// float2 b) { return make_float2(a.x * b.x, a.y * b.y); }`); HIP's float2
// has some, and the calls become ambiguous (lib/Plan/VectorOperators.cpp).
// Both engines read such an operator here, from its tokens: its operator,
// the shape of its parameters, whether `__host__ __device__` is written,
// and whether its body is provably HIP's component-wise one. The token
// engine finds the declarations itself; the AST engine hands over the ones
// it parsed (FindContext::addVectorOperator) and its own __host__
// __device__.
//
//===----------------------------------------------------------------------===//
#include "VectorOperatorText.h"
#include "cuda2hip/Lexing.h"
#include "llvm/ADT/SmallVector.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {

namespace {
/// NARROW_SIGNED of \p Name's row (tables/VectorTypes.def), or nullopt.
std::optional<bool> vectorType(StringRef Name) {
  if (Name.size() < 2 || Name.back() < '1' || Name.back() > '4')
    return std::nullopt;
  StringRef Base = Name.drop_back();
#define C2H_VECTOR_TYPE(NAME, NARROW_SIGNED)                                                       \
  if (Base == NAME)                                                                                \
    return NARROW_SIGNED;
#include "tables/VectorTypes.def"
  return std::nullopt;
}

struct Tokens {
  StringRef Buf;
  std::vector<RawToken> T;
  StringRef text(size_t I) const {
    return I < T.size() ? Buf.substr(T[I].Offset, T[I].Length) : StringRef();
  }
  bool is(size_t I, tok::TokenKind K) const { return I < T.size() && T[I].Kind == K; }
  bool id(size_t I, StringRef S) const { return is(I, tok::raw_identifier) && text(I) == S; }
};

Tokens lexRange(StringRef Buf, unsigned Begin, unsigned End) {
  Tokens Ts{Buf, {}};
  forEachRawToken(Buf, cudaLexOptions(), [&](const RawToken &R) { Ts.T.push_back(R); }, Begin,
                  End);
  return Ts;
}

struct Param {
  char Shape = 's';
  StringRef Type, Name;
};

/// The parameter written in tokens [B, E); its shape against \p Vector (the
/// first parameter's type), or against any vector type when empty.
Param param(const Tokens &Ts, size_t B, size_t E, StringRef Vector) {
  Param P;
  bool Const = false, Ref = false, Other = false;
  SmallVector<StringRef, 2> Ids;
  for (size_t I = B; I < E; ++I) {
    if (Ts.id(I, "const"))
      Const = true;
    else if (Ts.is(I, tok::raw_identifier))
      Ids.push_back(Ts.text(I));
    else if (Ts.is(I, tok::amp) && !Ref)
      Ref = true;
    else
      Other = true; // a pointer, `&&`, a default argument, a qualifier...
  }
  if (Ids.empty() || Ids.size() > 2)
    return P;
  P.Type = Ids[0];
  if (Ids.size() == 2)
    P.Name = Ids[1];
  if (!Other && (Vector.empty() ? vectorType(P.Type).has_value() : P.Type == Vector))
    P.Shape = Ref ? (Const ? 'c' : 'r') : 'v';
  return P;
}

/// Index of the token closing the bracket opened at \p I, or T.size().
size_t closing(const Tokens &Ts, size_t I, tok::TokenKind Open, tok::TokenKind Close) {
  unsigned Depth = 0;
  for (; I < Ts.T.size(); ++I) {
    if (Ts.is(I, Open))
      ++Depth;
    else if (Ts.is(I, Close) && --Depth == 0)
      return I;
  }
  return Ts.T.size();
}

/// `A.c OP B.c` at \p I (c: \p C), the index after it or 0.
size_t component(const Tokens &Ts, size_t I, StringRef A, StringRef B, char C,
                 tok::TokenKind Op) {
  static const char Names[] = "xyzw";
  StringRef Comp(Names + StringRef(Names).find(C), 1);
  if (Ts.id(I, A) && Ts.is(I + 1, tok::period) && Ts.id(I + 2, Comp) && Ts.is(I + 3, Op) &&
      Ts.id(I + 4, B) && Ts.is(I + 5, tok::period) && Ts.id(I + 6, Comp))
    return I + 7;
  return 0;
}

/// The body in tokens [B, E) is `return make_V(a.x OP b.x, ...);`, every
/// component in order (binary), or `a.x OP= b.x; ...` with `return a;`
/// last exactly when the operator returns a value (compound).
bool componentWise(const Tokens &Ts, size_t B, size_t E, StringRef Vector, tok::TokenKind Op,
                   bool Compound, bool Void, StringRef A, StringRef Bn) {
  StringRef Comps = StringRef("xyzw").take_front(Vector.back() - '0');
  size_t I = B;
  if (!Compound) {
    if (!Ts.id(I, "return") || !Ts.id(I + 1, ("make_" + Vector).str()) ||
        !Ts.is(I + 2, tok::l_paren))
      return false;
    I += 3;
    for (char C : Comps) {
      if (C != 'x' && !Ts.is(I++, tok::comma))
        return false;
      if (!(I = component(Ts, I, A, Bn, C, Op)))
        return false;
    }
    return Ts.is(I, tok::r_paren) && Ts.is(I + 1, tok::semi) && I + 2 == E;
  }
  for (char C : Comps) {
    if (!(I = component(Ts, I, A, Bn, C, Op)) || !Ts.is(I++, tok::semi))
      return false;
  }
  if (!Void) { // `return a;`, nothing else
    if (!Ts.id(I, "return") || !Ts.id(I + 1, A) || !Ts.is(I + 2, tok::semi))
      return false;
    I += 3;
  }
  return I == E;
}

/// \p K when it is an operator HIP's vector types may also define.
tok::TokenKind componentOp(tok::TokenKind K) {
  switch (K) {
  case tok::star:
  case tok::slash:
  case tok::plusequal:
  case tok::minusequal:
  case tok::starequal:
  case tok::slashequal:
    return K;
  default:
    return tok::unknown;
  }
}

/// The operator whose declaration's tokens start at \p First, with the
/// keyword `operator` at \p OpIdx.
std::optional<VectorOperatorRef> read(StringRef File, const Tokens &Ts, size_t First,
                                      size_t OpIdx) {
  tok::TokenKind Op = componentOp(OpIdx + 1 < Ts.T.size() ? Ts.T[OpIdx + 1].Kind : tok::unknown);
  if (Op == tok::unknown || !Ts.is(OpIdx + 2, tok::l_paren))
    return std::nullopt;
  VectorOperatorRef R;
  bool Void = false, Host = false, Device = false;
  for (size_t I = First; I < OpIdx; ++I) { // specifiers and the return type
    if (!Ts.is(I, tok::raw_identifier) && !Ts.is(I, tok::amp) && !Ts.is(I, tok::coloncolon))
      return std::nullopt; // an expression: `x = operator*(a, b)`
    StringRef S = Ts.text(I);
    if (S == "friend" || S == "return" || S == "template" || S == "operator")
      return std::nullopt;
    Void |= S == "void";
    Host |= S == "__host__";
    Device |= S == "__device__";
  }
  size_t Close = closing(Ts, OpIdx + 2, tok::l_paren, tok::r_paren);
  if (Close == Ts.T.size())
    return std::nullopt;
  std::vector<Param> Ps;
  for (size_t B = OpIdx + 3, I = B, Depth = 0; I <= Close; ++I) {
    if (Ts.is(I, tok::l_paren) || Ts.is(I, tok::less))
      ++Depth;
    else if ((Ts.is(I, tok::r_paren) || Ts.is(I, tok::greater)) && I != Close && Depth)
      --Depth;
    else if ((Ts.is(I, tok::comma) && !Depth) || I == Close) {
      Ps.push_back(param(Ts, B, I, Ps.empty() ? StringRef() : Ps[0].Type));
      B = I + 1;
    }
  }
  if (Ps.empty() || Ps[0].Shape == 's')
    return std::nullopt;
  R.Op = Ts.text(OpIdx + 1).str();
  R.Vector = Ps[0].Type.str();
  R.NarrowSigned = *vectorType(Ps[0].Type);
  R.HostDevice = Host && Device;
  for (const Param &P : Ps)
    R.Params += P.Shape;
  size_t I = Close + 1;
  while (Ts.id(I, "noexcept"))
    ++I;
  size_t Last = I;
  if (Ts.is(I, tok::semi)) {
    R.Shape = VectorOperatorRef::NoBody;
  } else if (Ts.is(I, tok::l_brace)) {
    Last = closing(Ts, I, tok::l_brace, tok::r_brace);
    if (Last == Ts.T.size())
      return std::nullopt;
    bool Compound = Op != tok::star && Op != tok::slash;
    R.Shape = Ps.size() == 2 && !Ps[0].Name.empty() && !Ps[1].Name.empty() &&
                      componentWise(Ts, I + 1, Last, R.Vector, Op, Compound, Void, Ps[0].Name,
                                    Ps[1].Name)
                  ? VectorOperatorRef::ComponentWise
                  : VectorOperatorRef::Other;
  } else {
    return std::nullopt; // `= delete`, a trailing return type...
  }
  unsigned B = Ts.T[First].Offset, E = Ts.T[Last].Offset + Ts.T[Last].Length;
  R.Decl = FileRange{File.str(), B, E - B};
  return R;
}

/// The offset \p Off is on a `#` directive's line (or its continuations).
bool onDirectiveLine(StringRef Buf, size_t Off) {
  size_t Start = Buf.rfind('\n', Off);
  while (Start != StringRef::npos && Start > 0) {
    size_t Prev = Start; // a backslash before the newline continues a line
    if (Buf[Prev - 1] == '\r')
      --Prev;
    if (Prev == 0 || Buf[Prev - 1] != '\\')
      break;
    Start = Buf.rfind('\n', Prev - 1);
  }
  StringRef Line = Buf.substr(Start == StringRef::npos ? 0 : Start + 1);
  return Line.ltrim(" \t").starts_with("#");
}
} // namespace

std::optional<VectorOperatorRef> readVectorOperator(StringRef File, StringRef Buf, unsigned Begin,
                                                    unsigned End) {
  Tokens Ts = lexRange(Buf, Begin, End);
  for (size_t I = 0; I < Ts.T.size(); ++I)
    if (Ts.id(I, "operator"))
      return read(File, Ts, 0, I);
  return std::nullopt;
}

void scanVectorOperators(StringRef File, StringRef Buf, unsigned Begin, unsigned End,
                         Findings &Out) {
  if (Buf.substr(Begin, End - Begin).find("operator") == StringRef::npos)
    return;
  Tokens Ts = lexRange(Buf, Begin, End);
  for (size_t I = 0; I < Ts.T.size(); ++I) {
    if (!Ts.id(I, "operator") || onDirectiveLine(Buf, Ts.T[I].Offset))
      continue;
    size_t First = I;
    while (First > 0 && !Ts.is(First - 1, tok::semi) && !Ts.is(First - 1, tok::l_brace) &&
           !Ts.is(First - 1, tok::r_brace) && !onDirectiveLine(Buf, Ts.T[First - 1].Offset))
      --First;
    if (std::optional<VectorOperatorRef> R = read(File, Ts, First, I)) {
      R->Found = Engine::Token;
      Out.VectorOperators.push_back(std::move(*R));
    }
  }
}

} // namespace cuda2hip
