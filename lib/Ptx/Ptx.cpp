//===- Ptx.cpp - inline PTX idioms with HIP code --------------------------===//
//
// Reads an `asm [volatile] ("template" : outputs : inputs : clobbers)`
// statement from its source text (so the translation, lint's AST rules and
// its token rules share it) and recognises the idioms of Ptx.h: one
// instruction of idioms.def (special registers, bit operations, fma.rn),
// ld.global.nc, shfl, vote, mov.b32/b64 pack and unpack, and carry chains.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Ptx.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

struct Operand {
  std::string Constraint, Expr;
};

std::string decodeString(StringRef Lit) {
  // "..." with C escapes; prefixes (L, u8, R) are not used for asm templates.
  if (Lit.size() < 2 || Lit.front() != '"')
    return "";
  Lit = Lit.drop_front().drop_back();
  std::string Out;
  for (size_t I = 0; I < Lit.size(); ++I) {
    char C = Lit[I];
    if (C != '\\' || I + 1 == Lit.size()) {
      Out += C;
      continue;
    }
    char N = Lit[++I];
    Out += N == 'n' ? '\n' : N == 't' ? '\t' : N;
  }
  return Out;
}

bool isSimple(StringRef E) {
  // identifiers, members (. and ->) and subscripts: no parentheses needed
  if (E.empty())
    return false;
  for (size_t I = 0; I < E.size(); ++I) {
    char C = E[I];
    if (isAlnum(C) || C == '_' || C == '.' || C == '[' || C == ']')
      continue;
    if (C == '-' && I + 1 < E.size() && E[I + 1] == '>') {
      ++I;
      continue;
    }
    return false;
  }
  return true;
}

std::string paren(StringRef E) {
  return isSimple(E) ? E.str() : "(" + E.str() + ")";
}

struct Parsed {
  std::string Template;
  std::vector<Operand> Outputs, Inputs;
};

std::optional<Parsed> parseAsm(StringRef Source) {
  std::string Copy = Source.str(); // the lexer wants a NUL after the end
  StringRef Text = Copy;
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = 1;
  LO.LineComment = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, Text.begin(), Text.begin(),
          Text.end());
  struct Tk {
    tok::TokenKind K;
    StringRef S;
    unsigned Off;
  };
  std::vector<Tk> T;
  Token Tok;
  while (true) {
    L.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    unsigned Off = Tok.getLocation().getRawEncoding() - 1;
    T.push_back({Tok.getKind(), Text.substr(Off, Tok.getLength()), Off});
  }
  size_t I = 0;
  while (I < T.size() && T[I].K == tok::raw_identifier &&
         StringSwitch<bool>(T[I].S)
             .Cases("asm", "__asm__", "__asm", "volatile", "__volatile__", true)
             .Cases("__volatile", "inline", "goto", true)
             .Default(false))
    ++I;
  if (I >= T.size() || T[I].K != tok::l_paren)
    return std::nullopt;
  ++I;
  Parsed P;
  while (I < T.size() && T[I].K == tok::string_literal)
    P.Template += decodeString(T[I++].S);
  // Sections: outputs, inputs, clobbers (a '::' token is two separators).
  unsigned Section = 0;
  int Depth = 0;
  std::vector<Operand> *Cur = nullptr;
  for (; I < T.size(); ++I) {
    const Tk &K = T[I];
    if (Depth == 0 && (K.K == tok::colon || K.K == tok::coloncolon)) {
      Section += K.K == tok::coloncolon ? 2 : 1;
      Cur = Section == 1 ? &P.Outputs : Section == 2 ? &P.Inputs : nullptr;
      continue;
    }
    if (Depth == 0 && K.K == tok::r_paren)
      return P;
    if (K.K == tok::l_paren || K.K == tok::l_square)
      ++Depth;
    if (K.K == tok::r_paren || K.K == tok::r_square)
      --Depth;
    if (!Cur || Depth != 0 || K.K != tok::string_literal)
      continue;
    // "constraint" ( expr )
    if (I + 1 >= T.size() || T[I + 1].K != tok::l_paren)
      return std::nullopt;
    size_t J = I + 2;
    int D = 1;
    for (; J < T.size() && D > 0; ++J) {
      if (T[J].K == tok::l_paren)
        ++D;
      else if (T[J].K == tok::r_paren)
        --D;
    }
    if (D != 0)
      return std::nullopt;
    unsigned B = T[I + 1].Off + 1, E = T[J - 1].Off;
    Cur->push_back({decodeString(K.S), Text.slice(B, E).trim().str()});
    I = J - 1;
  }
  return std::nullopt;
}

} // namespace

bool isPtx(StringRef Text) {
  std::optional<Parsed> P = parseAsm(Text);
  if (!P)
    return false;
  SmallVector<StringRef, 8> Parts;
  StringRef(P->Template).split(Parts, ';');
  for (StringRef Part : Parts) {
    SmallVector<StringRef, 4> Lines;
    Part.split(Lines, '\n');
    for (StringRef L : Lines) {
      L = L.trim();
      if (L.consume_front("@")) // predicate guard: @p bra ...
        L = L.split(' ').second.trim();
      StringRef M = L.take_while([](char C) { return !isSpace(C); });
      if (M.empty() || M.starts_with("{") || M.starts_with("}") || M.ends_with(":"))
        continue;
      // PTX: `op.type...` with a plain first segment (AMDGPU mnemonics
      // are `s_nop`, `v_mov_b32`: no dots; x86 ones have none either).
      StringRef Op = M.split('.').first;
      if (M.starts_with(".reg") || M.starts_with(".shared") ||
          (M.contains('.') && !Op.empty() && isAlpha(Op[0]) &&
           llvm::all_of(Op, [](char C) { return isAlnum(C); })))
        return true;
    }
  }
  return StringRef(P->Template).contains("%%laneid") ||
         StringRef(P->Template).contains("%%clock") ||
         StringRef(P->Template).contains("%%warpid");
}


namespace {

struct Flags {
  bool HipOnly, Inexact;
};
Flags flags(StringRef F) { return {F.contains("hip-only"), F.contains("inexact")}; }

struct SpecialRegister {
  StringRef Name, Expr, Flags;
};
struct CallIdiom {
  StringRef Mnemonic;
  unsigned Inputs;
  StringRef Expr, Flags;
};
#define C2H_PTX_SREG(NAME, EXPR, FLAGS) {NAME, EXPR, FLAGS},
#define C2H_PTX_CALL(MNEMONIC, N, EXPR, FLAGS)
const SpecialRegister Registers[] = {
#include "idioms.def"
};
#undef C2H_PTX_SREG
#undef C2H_PTX_CALL
#define C2H_PTX_SREG(NAME, EXPR, FLAGS)
#define C2H_PTX_CALL(MNEMONIC, N, EXPR, FLAGS) {MNEMONIC, N, EXPR, FLAGS},
const CallIdiom Calls[] = {
#include "idioms.def"
};
#undef C2H_PTX_SREG
#undef C2H_PTX_CALL

/// One PTX instruction: `mnemonic op, op, ...` (a `{a, b}` vector is one
/// operand; `%%` is `%`).
struct Instr {
  std::string Mnemonic;
  std::vector<std::string> Ops;
};

std::vector<std::string> splitOperands(StringRef Rest) {
  std::vector<std::string> Ops;
  std::string Cur;
  int Depth = 0;
  for (char C : Rest) {
    Depth += C == '{' || C == '[' ? 1 : C == '}' || C == ']' ? -1 : 0;
    if (C == ',' && Depth == 0) {
      Ops.push_back(StringRef(Cur).trim().str());
      Cur.clear();
      continue;
    }
    Cur += C;
  }
  if (!StringRef(Cur).trim().empty())
    Ops.push_back(StringRef(Cur).trim().str());
  for (std::string &S : Ops)
    for (size_t K; (K = S.find("%%")) != std::string::npos;)
      S.erase(K, 1);
  return Ops;
}

/// The instructions of \p Template; scope braces dropped, `.reg`
/// declarations kept as instructions (the caller decides).
std::vector<Instr> instructions(StringRef Template) {
  std::vector<Instr> Out;
  SmallVector<StringRef, 8> Parts;
  Template.split(Parts, ';');
  for (StringRef Part : Parts) {
    SmallVector<StringRef, 4> Lines;
    Part.split(Lines, '\n');
    for (StringRef L : Lines) {
      L = L.trim();
      while (L.consume_front("{") || L.consume_front("}"))
        L = L.trim();
      if (L.empty())
        continue;
      size_t Sp = L.find_first_of(" \t");
      Instr I;
      I.Mnemonic = L.take_front(Sp).str();
      if (Sp != StringRef::npos)
        I.Ops = splitOperands(L.drop_front(Sp));
      Out.push_back(std::move(I));
    }
  }
  return Out;
}

/// The statement being matched: the parsed asm and its operands.
class Matcher {
public:
  explicit Matcher(const Parsed &P) : P(P) {}

  /// %N as an output written by the statement ("=" constraint).
  const Operand *output(StringRef S) const {
    unsigned N;
    if (!S.consume_front("%") || S.getAsInteger(10, N) || N >= P.Outputs.size())
      return nullptr;
    StringRef C = P.Outputs[N].Constraint;
    return C.starts_with("=") || C.starts_with("+") ? &P.Outputs[N] : nullptr;
  }
  /// %N as a value read (an input, or a read-write output), or an integer
  /// literal: its C++ expression, parenthesised; "" when neither.
  std::string value(StringRef S) const {
    unsigned N;
    if (!S.starts_with("%")) {
      long long V;
      StringRef T = S;
      if (T.consume_front("0x") ? T.getAsInteger(16, V) : T.getAsInteger(10, V))
        return "";
      return S.str();
    }
    if (S.drop_front().getAsInteger(10, N))
      return "";
    if (N < P.Outputs.size())
      return StringRef(P.Outputs[N].Constraint).starts_with("+") ? paren(P.Outputs[N].Expr)
                                                                 : "";
    N -= P.Outputs.size();
    return N < P.Inputs.size() ? paren(P.Inputs[N].Expr) : "";
  }
  /// An output written once by a single-output statement ("=", not "+").
  const Operand *soleOutput(StringRef S) const {
    const Operand *O = output(S);
    return P.Outputs.size() == 1 && O && StringRef(O->Constraint).starts_with("=") ? O
                                                                                   : nullptr;
  }

  std::optional<PtxIdiom> match() const;

private:
  const Parsed &P;
  std::optional<PtxIdiom> single(const Instr &I) const;
  std::optional<PtxIdiom> shuffle(const Instr &I) const;
  std::optional<PtxIdiom> pack(const Instr &I) const;
  std::optional<PtxIdiom> vote(ArrayRef<Instr> Is) const;
  std::optional<PtxIdiom> votePredicate(const Instr &V, const Instr &Sel,
                                        const std::string &Half) const;
  std::optional<PtxIdiom> carryChain(ArrayRef<Instr> Is) const;
};

PtxIdiom assign(const Operand &Out, std::string Expr, StringRef What, StringRef F = "") {
  PtxIdiom R;
  R.Replacement = paren(Out.Expr) + " = " + Expr;
  R.What = What.str();
  R.HipOnly = flags(F).HipOnly;
  R.Exact = !flags(F).Inexact;
  return R;
}

std::string substitute(StringRef Expr, ArrayRef<std::string> Args) {
  std::string Out;
  for (size_t I = 0; I < Expr.size(); ++I) {
    if (Expr[I] == '$' && I + 1 < Expr.size() && isDigit(Expr[I + 1])) {
      Out += Args[Expr[I + 1] - '1'];
      ++I;
      continue;
    }
    Out += Expr[I];
  }
  return Out;
}

std::optional<PtxIdiom> Matcher::single(const Instr &I) const {
  StringRef M = I.Mnemonic;
  const Operand *Out = I.Ops.empty() ? nullptr : soleOutput(I.Ops[0]);
  if (!Out)
    return std::nullopt;
  if (M.starts_with("mov.") && I.Ops.size() == 2)
    for (const SpecialRegister &R : Registers)
      if (I.Ops[1] == R.Name)
        return assign(*Out, R.Expr.str(), R.Name, R.Flags);
  if (M.consume_front("ld.global.nc.") && I.Ops.size() == 2) {
    StringRef Ty = StringSwitch<StringRef>(M)
                       .Case("s32", "int")
                       .Cases("u32", "b32", "unsigned int")
                       .Case("f32", "float")
                       .Case("s64", "long long")
                       .Cases("u64", "b64", "unsigned long long")
                       .Case("f64", "double")
                       .Default("");
    StringRef Addr = I.Ops[1];
    if (Ty.empty() || !Addr.consume_front("[") || !Addr.consume_back("]"))
      return std::nullopt;
    std::string In = value(Addr.trim());
    if (In.empty() || !Addr.trim().starts_with("%"))
      return std::nullopt;
    PtxIdiom R = assign(*Out, "__ldg((const " + Ty.str() + " *)" + In + ")", "ld.global.nc");
    R.NeedsPointerInput = true;
    return R;
  }
  for (const CallIdiom &C : Calls) {
    if (I.Mnemonic != C.Mnemonic || I.Ops.size() != C.Inputs + 1)
      continue;
    std::vector<std::string> Args;
    for (unsigned K = 1; K <= C.Inputs; ++K) {
      Args.push_back(value(I.Ops[K]));
      if (Args.back().empty())
        return std::nullopt;
    }
    return assign(*Out, substitute(C.Expr, Args), StringRef(C.Mnemonic).split('.').first,
                  C.Flags);
  }
  return std::nullopt;
}

/// shfl[.sync].MODE.b32 d, a, b, c[, membermask]: c = ((32 - width) << 8)
/// | clamp, a literal; HIP's __shfl* with that width.
std::optional<PtxIdiom> Matcher::shuffle(const Instr &I) const {
  SmallVector<StringRef, 4> Parts;
  StringRef(I.Mnemonic).split(Parts, '.');
  if (Parts.empty() || Parts[0] != "shfl" || Parts.back() != "b32")
    return std::nullopt;
  bool Sync = llvm::is_contained(Parts, "sync");
  StringRef Mode = Parts[Sync ? 2 : 1];
  if (Parts.size() != (Sync ? 4u : 3u) || I.Ops.size() != (Sync ? 5u : 4u))
    return std::nullopt;
  const Operand *Out = soleOutput(I.Ops[0]);
  std::string A = value(I.Ops[1]), B = value(I.Ops[2]);
  unsigned long long C;
  StringRef CS = I.Ops[3];
  if (!Out || A.empty() || B.empty() || CS.starts_with("%") ||
      (CS.consume_front("0x") ? CS.getAsInteger(16, C) : CS.getAsInteger(10, C)))
    return std::nullopt;
  // CUDA's __shfl*_sync write c = ((32 - width) << 8) | clamp, the clamp
  // 0 for up and 0x1f otherwise; another clamp is not what __shfl* does.
  unsigned Width = 32 - unsigned((C >> 8) & 0x1f);
  if ((C & 0x1f) != (Mode == "up" ? 0u : 0x1fu) || (C & ~0x1fffull) != 0)
    return std::nullopt;
  StringRef Fn = StringSwitch<StringRef>(Mode)
                     .Case("idx", "__shfl")
                     .Case("up", "__shfl_up")
                     .Case("down", "__shfl_down")
                     .Case("bfly", "__shfl_xor")
                     .Default("");
  if (Fn.empty() || (Width & (Width - 1)) != 0)
    return std::nullopt;
  return assign(*Out, Fn.str() + "(" + A + ", " + B + ", " + std::to_string(Width) + ")",
                "shfl");
}

/// mov.b64 d, {lo, hi} and mov.b64 {lo, hi}, s (32-bit halves; a double
/// by its words); mov.b32 the same with 16-bit halves.
std::optional<PtxIdiom> Matcher::pack(const Instr &I) const {
  bool B64 = I.Mnemonic == "mov.b64";
  if ((!B64 && I.Mnemonic != "mov.b32") || I.Ops.size() != 2)
    return std::nullopt;
  auto Halves = [](StringRef V) -> std::optional<std::pair<StringRef, StringRef>> {
    if (!V.consume_front("{") || !V.consume_back("}"))
      return std::nullopt;
    auto [L, H] = V.split(',');
    return std::make_pair(L.trim(), H.trim());
  };
  std::string Half = B64 ? "unsigned int" : "unsigned short";
  std::string Whole = B64 ? "unsigned long long" : "unsigned int";
  std::string Shift = B64 ? "32" : "16";
  if (auto H = Halves(I.Ops[1])) { // pack
    const Operand *Out = soleOutput(I.Ops[0]);
    std::string Lo = value(H->first), Hi = value(H->second);
    if (!Out || Lo.empty() || Hi.empty())
      return std::nullopt;
    if (StringRef(Out->Constraint).contains('d'))
      return assign(*Out, "__hiloint2double((int)" + Hi + ", (int)" + Lo + ")", "mov.b64 {lo,hi}");
    return assign(*Out,
                  "((" + Whole + ")(" + Half + ")" + Hi + " << " + Shift + ") | (" + Half +
                      ")" + Lo,
                  I.Mnemonic + " {lo,hi}");
  }
  auto H = Halves(I.Ops[0]); // unpack
  if (!H || P.Outputs.size() != 2)
    return std::nullopt;
  const Operand *Lo = output(H->first), *Hi = output(H->second);
  std::string In = value(I.Ops[1]);
  if (!Lo || !Hi || Lo == Hi || In.empty() || !StringRef(Lo->Constraint).starts_with("=") ||
      !StringRef(Hi->Constraint).starts_with("="))
    return std::nullopt;
  bool Double = B64 && llvm::any_of(P.Inputs, [](const Operand &O) {
                  return StringRef(O.Constraint).contains('d');
                });
  std::string W = Double ? "__double_as_longlong(" + In + ")" : "(" + Whole + ")" + In;
  PtxIdiom R;
  R.Replacement = "do { " + Whole + " c2h_w = " + W + "; " + paren(Lo->Expr) + " = (" +
                  Half + ")c2h_w; " + paren(Hi->Expr) + " = (" + Half + ")(c2h_w >> " +
                  Shift + "); } while (0)";
  R.What = I.Mnemonic + " {lo,hi}";
  return R;
}

/// [.reg .pred p;] setp.(ne|eq).(u32|s32|b32) p, a, b; vote[.sync].ballot
/// [.sync].b32 d, p[, mask]: the 32 bits of the lane's 32-lane half of the
/// wavefront (a CUDA warp). Or vote[.sync].(any|all|uni).pred q, p[, mask];
/// selp.(s32|u32|b32) d, 1, 0, q: the same half's vote.
std::optional<PtxIdiom> Matcher::vote(ArrayRef<Instr> Is) const {
  std::vector<const Instr *> Code;
  for (const Instr &I : Is)
    if (!StringRef(I.Mnemonic).starts_with(".reg"))
      Code.push_back(&I);
  if ((Code.size() != 2 && Code.size() != 3) || Code[0]->Ops.size() != 3)
    return std::nullopt;
  StringRef S = Code[0]->Mnemonic, V = Code[1]->Mnemonic;
  bool Ne = S.starts_with("setp.ne."), Eq = S.starts_with("setp.eq.");
  StringRef Ty = S.drop_front(8);
  if ((!Ne && !Eq) || (Ty != "u32" && Ty != "s32" && Ty != "b32"))
    return std::nullopt;
  std::string A = value(Code[0]->Ops[1]), B = value(Code[0]->Ops[2]);
  StringRef Pred = Code[0]->Ops[0];
  if (A.empty() || B.empty() || !V.starts_with("vote.") || Code[1]->Ops.size() < 2 ||
      Code[1]->Ops[1] != Pred)
    return std::nullopt;
  std::string Cond = A + (Ne ? " != " : " == ") + B;
  std::string Half = "(unsigned int)(__ballot(" + Cond + ") >> (__lane_id() & 32u))";
  if (Code.size() == 2) {
    const Operand *Out = soleOutput(Code[1]->Ops[0]);
    if (!V.contains(".ballot") || !V.ends_with(".b32") || !Out)
      return std::nullopt;
    return assign(*Out, Half, "vote.ballot");
  }
  return votePredicate(*Code[1], *Code[2], Half);
}

/// vote.(any|all|uni).pred q, p; selp d, 1, 0, q, given the lane's half of
/// the ballot of p. "all" and "uni" compare it with the half's active lanes.
std::optional<PtxIdiom> Matcher::votePredicate(const Instr &V, const Instr &Sel,
                                               const std::string &Half) const {
  StringRef M = V.Mnemonic, Sm = Sel.Mnemonic;
  if (!M.ends_with(".pred") || Sel.Ops.size() != 4 || Sel.Ops[1] != "1" ||
      Sel.Ops[2] != "0" || Sel.Ops[3] != V.Ops[0] ||
      (Sm != "selp.s32" && Sm != "selp.u32" && Sm != "selp.b32"))
    return std::nullopt;
  const Operand *Out = soleOutput(Sel.Ops[0]);
  if (!Out)
    return std::nullopt;
  std::string Active = "(unsigned int)(__ballot(1) >> (__lane_id() & 32u))";
  std::string E;
  if (M.contains(".any."))
    E = "(" + Half + " != 0u)";
  else if (M.contains(".all."))
    E = "(" + Half + " == " + Active + ")";
  else if (M.contains(".uni."))
    E = "[](unsigned int v, unsigned int a) { return v == 0u || v == a; }(" + Half + ", " +
        Active + ")";
  else
    return std::nullopt;
  return assign(*Out, "(" + E + " ? 1 : 0)", M.rsplit('.').first.str());
}

/// One link of a carry chain: add/addc, sub/subc ("a op b") or mad/madc
/// .lo/.hi ("the product's low or high word + c"), with or without .cc.
struct Link {
  std::string Op; // "add", "sub", "mad.lo", "mad.hi"
  bool CarryIn = false, CarryOut = false;
};

std::optional<Link> link(StringRef M) {
  Link L;
  if (!M.consume_back(".u32"))
    return std::nullopt;
  L.CarryOut = M.consume_back(".cc");
  for (StringRef Op : {"add", "sub"})
    if (M == Op || M == (Op + "c").str()) {
      L.Op = Op.str();
      L.CarryIn = M.size() == 4;
      return L;
    }
  for (StringRef Half : {"lo", "hi"})
    if (M == ("mad." + Half).str() || M == ("madc." + Half).str()) {
      L.Op = ("mad." + Half).str();
      L.CarryIn = M.starts_with("madc");
      return L;
    }
  return std::nullopt;
}

/// add.cc, addc.cc..., addc (or sub.cc/subc; or mad.lo/hi.cc and madc, mixed
/// with add) on .u32 words: the words read first, the sums with their
/// carries, then the outputs written.
std::optional<PtxIdiom> Matcher::carryChain(ArrayRef<Instr> Is) const {
  if (Is.size() < 2)
    return std::nullopt;
  std::optional<Link> First = link(Is[0].Mnemonic);
  if (!First)
    return std::nullopt;
  bool Sub = First->Op == "sub", Mad = false;
  std::string Reads, Sums, Writes;
  for (size_t K = 0; K < Is.size(); ++K) {
    std::optional<Link> L = link(Is[K].Mnemonic);
    bool Last = K + 1 == Is.size();
    bool IsMad = L && StringRef(L->Op).starts_with("mad");
    if (!L || L->CarryIn != (K > 0) || (!Last && !L->CarryOut) || (K == 0 && !L->CarryOut) ||
        (Sub != (L->Op == "sub")) || Is[K].Ops.size() != (IsMad ? 4u : 3u))
      return std::nullopt;
    Mad |= IsMad;
    const Operand *D = output(Is[K].Ops[0]);
    std::string A = value(Is[K].Ops[1]), B = value(Is[K].Ops[2]);
    std::string C = IsMad ? value(Is[K].Ops[3]) : "0";
    if (!D || A.empty() || B.empty() || C.empty())
      return std::nullopt;
    std::string N = std::to_string(K);
    Reads += "const unsigned int c2h_a" + N + " = " + A + ", c2h_b" + N + " = " + B +
             (IsMad ? ", c2h_c" + N + " = " + C : "") + "; ";
    std::string Carry = K == 0 ? "" : Sub ? " - (c2h_t" + std::to_string(K - 1) + " >> 63)"
                                          : " + (c2h_t" + std::to_string(K - 1) + " >> 32)";
    std::string Term =
        L->Op == "mad.lo"   ? "(unsigned long long)(unsigned int)(c2h_a" + N + " * c2h_b" + N +
                                  ") + c2h_c" + N
        : L->Op == "mad.hi" ? "((unsigned long long)c2h_a" + N + " * c2h_b" + N +
                                  " >> 32) + c2h_c" + N
                            : "(unsigned long long)c2h_a" + N + (Sub ? " - " : " + ") +
                                  "c2h_b" + N;
    Sums += "const unsigned long long c2h_t" + N + " = " + Term + Carry + "; ";
    Writes += paren(D->Expr) + " = (unsigned int)c2h_t" + N + "; ";
  }
  PtxIdiom R;
  R.Replacement = "do { " + Reads + Sums + Writes + "} while (0)";
  R.What = Mad ? "mad.cc/madc" : Sub ? "sub.cc/subc" : "add.cc/addc";
  return R;
}

std::optional<PtxIdiom> Matcher::match() const {
  std::vector<Instr> Is = instructions(P.Template);
  if (Is.size() == 1) {
    if (auto R = single(Is[0]))
      return R;
    if (auto R = shuffle(Is[0]))
      return R;
    return pack(Is[0]);
  }
  if (auto R = vote(Is))
    return R;
  return carryChain(Is);
}

} // namespace

std::optional<PtxIdiom> matchPtx(StringRef Text) {
  std::optional<Parsed> P = parseAsm(Text);
  if (!P)
    return std::nullopt;
  return Matcher(*P).match();
}

std::vector<std::pair<unsigned, unsigned>> findAsmStatements(StringRef Buf) {
  std::string Copy = Buf.str(); // the lexer wants a NUL after the end
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.LineComment = 1;
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, Copy.data(), Copy.data(),
          Copy.data() + Copy.size());
  std::vector<std::pair<unsigned, unsigned>> Found;
  Token T;
  bool InDirective = false, Armed = false;
  int Depth = 0; // > 0: inside the asm's parentheses
  unsigned Begin = 0;
  while (true) {
    bool End = L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    if (T.isAtStartOfLine())
      InDirective = T.is(tok::hash);
    unsigned Off = T.getLocation().getRawEncoding() - 1;
    if (Depth > 0) {
      Depth += T.is(tok::l_paren) ? 1 : T.is(tok::r_paren) ? -1 : 0;
      if (Depth == 0)
        Found.push_back({Begin, Off + 1});
    } else if (!InDirective && T.is(tok::raw_identifier)) {
      StringRef Id = T.getRawIdentifier();
      if (Id == "asm" || Id == "__asm__" || Id == "__asm") {
        Begin = Off;
        Armed = true;
      } else {
        Armed = Armed && StringSwitch<bool>(Id)
                             .Cases("volatile", "__volatile__", "__volatile", "inline", "goto", true)
                             .Default(false);
      }
    } else {
      Depth = Armed && T.is(tok::l_paren) ? 1 : 0;
      Armed = false;
    }
    if (End)
      break;
  }
  return Found;
}

} // namespace cuda2hip
