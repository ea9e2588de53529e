//===- Ptx.cpp - inline PTX idioms with a HIP builtin equivalent ----------===//
//
// Reads an `asm [volatile] ("template" : outputs : inputs : clobbers)`
// statement from its source text (so the AST rules and the token rules share
// it) and recognises single-instruction idioms: special registers (%laneid,
// %clock, %clock64, %globaltimer), ld.global.nc, brev, popc, clz, prmt, bfe.
//
//===----------------------------------------------------------------------===//
#include "HazardsImpl.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {
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

std::optional<PtxIdiom> matchPtx(StringRef Text) {
  std::optional<Parsed> P = parseAsm(Text);
  if (!P)
    return std::nullopt;
  // One instruction, nothing else.
  SmallVector<StringRef, 4> Parts, Instrs;
  StringRef(P->Template).split(Parts, ';');
  for (StringRef S : Parts) {
    SmallVector<StringRef, 2> Lines;
    S.split(Lines, '\n');
    for (StringRef Ln : Lines)
      if (!Ln.trim().empty())
        Instrs.push_back(Ln.trim());
  }
  if (Instrs.size() != 1)
    return std::nullopt;
  StringRef Ins = Instrs[0];
  auto [Mnemonic, Rest] = Ins.split(' ');
  if (Mnemonic.contains('\t'))
    std::tie(Mnemonic, Rest) = Ins.split('\t');
  SmallVector<StringRef, 4> Ops;
  Rest.split(Ops, ',');
  std::vector<std::string> Op;
  for (StringRef O : Ops) {
    std::string S = O.trim().str();
    for (size_t K; (K = S.find("%%")) != std::string::npos;)
      S.erase(K, 1);
    Op.push_back(S);
  }
  // %N -> operand N (outputs first); only "=" outputs, plain inputs.
  auto Ref = [&](StringRef S, bool WantOutput) -> const Operand * {
    if (!S.consume_front("%"))
      return nullptr;
    unsigned N;
    if (S.getAsInteger(10, N))
      return nullptr;
    if (N < P->Outputs.size()) {
      const Operand &O = P->Outputs[N];
      return WantOutput && StringRef(O.Constraint).starts_with("=") &&
                     !StringRef(O.Constraint).contains('+')
                 ? &O
                 : nullptr;
    }
    N -= P->Outputs.size();
    if (N >= P->Inputs.size() || WantOutput)
      return nullptr;
    return &P->Inputs[N];
  };
  if (Op.empty() || P->Outputs.size() != 1)
    return std::nullopt;
  const Operand *Out = Ref(Op[0], true);
  if (!Out)
    return std::nullopt;
  PtxIdiom R;
  auto Assign = [&](std::string Call, std::string What) {
    R.Replacement = paren(Out->Expr) + " = " + Call;
    R.What = std::move(What);
    return R;
  };
  auto Inputs = [&](size_t N, std::vector<std::string> &Args) {
    if (Op.size() != N + 1)
      return false;
    for (size_t K = 1; K <= N; ++K) {
      const Operand *In = Ref(Op[K], false);
      if (!In)
        return false;
      Args.push_back(paren(In->Expr));
    }
    return true;
  };
  StringRef M = Mnemonic;
  std::vector<std::string> A;
  if (M.starts_with("mov.") && Op.size() == 2) {
    if (Op[1] == "%laneid") {
      R.HipOnly = true;
      return Assign("__lane_id()", "%laneid");
    }
    if (Op[1] == "%clock64")
      return Assign("clock64()", "%clock64");
    if (Op[1] == "%clock")
      return Assign("clock()", "%clock");
    if (Op[1] == "%globaltimer") {
      R.Exact = false; // nanoseconds vs a constant-rate counter
      return Assign("wall_clock64()", "%globaltimer");
    }
    return std::nullopt;
  }
  if (M.starts_with("ld.global.nc.") && Op.size() == 2) {
    StringRef Ty = M.drop_front(strlen("ld.global.nc."));
    bool Scalar = StringSwitch<bool>(Ty)
                      .Cases("s32", "u32", "f32", "b32", "s64", "u64", true)
                      .Cases("f64", "b64", true)
                      .Default(false);
    StringRef Addr = Op[1];
    if (!Scalar || !Addr.consume_front("[") || !Addr.consume_back("]"))
      return std::nullopt;
    const Operand *In = Ref(Addr.trim(), false);
    if (!In)
      return std::nullopt;
    R.NeedsPointerInput = true;
    return Assign("__ldg(" + In->Expr + ")", "ld.global.nc");
  }
  StringRef Fn = StringSwitch<StringRef>(M)
                     .Case("brev.b32", "__brev")
                     .Case("brev.b64", "__brevll")
                     .Case("popc.b32", "__popc")
                     .Case("popc.b64", "__popcll")
                     .Case("clz.b32", "__clz")
                     .Case("clz.b64", "__clzll")
                     .Default("");
  if (!Fn.empty() && Inputs(1, A))
    return Assign(Fn.str() + "(" + A[0] + ")", M.split('.').first.str());
  if ((M == "prmt.b32" || M == "bfe.u32") && Inputs(3, A)) {
    R.HipOnly = M == "bfe.u32";
    return Assign((M == "prmt.b32" ? "__byte_perm(" : "__bitextract_u32(") +
                      A[0] + ", " + A[1] + ", " + A[2] + ")",
                  M.split('.').first.str());
  }
  return std::nullopt;
}

} // namespace cuda2hip::hazards
