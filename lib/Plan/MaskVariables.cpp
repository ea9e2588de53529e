//===- MaskVariables.cpp - 32-bit variables that hold a 64-bit lane mask -===//
//
// HIP's __ballot_sync, __ballot, __activemask and __match_any_sync return
// the lanes of the 64-lane wavefront as an unsigned long long. CUDA code
// keeps them in 32 bits (`unsigned mask = __ballot_sync(FULL, p);`), which
// in HIP drops lanes 32-63. For HIP >= 6.2 (issue 17), a declaration whose
// initializer is exactly such a call, with an unsigned 32-bit type, is
// widened to unsigned long long, HIP's own type for them (uint64_t would
// be unsigned long, which makes __ffsll ambiguous), where every use of
// the variable up to the end of its block keeps its meaning with 64 bits:
//
//  * the lane-mask argument of a *_sync builtin;
//  * inside __popc(...) or __ffs(...), which become __popcll / __ffsll;
//  * an operand of a bit operation (& | ^ ~ and their assignments), of
//    ! && || ?:, a condition (if/while), `mask - 1`, `mask >> n`, or the
//    left side of an assignment.
//
// Any other use (an argument of another function, a comparison, a store
// into another variable, a return) might see 32 bits: the declaration stays
// as written, with a warning that names the use. The analysis reads the
// text, so both engines give the same output.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip {
namespace {

bool isIdent(char C) { return isAlnum(C) || C == '_'; }

/// A token of the text around a use: an identifier, a number, or an
/// operator / punctuator (longest of the two-character ones).
struct Tok {
  StringRef Text;
  unsigned Offset = 0;
};

/// The code of \p Buf with comments and literals blanked (same offsets).
std::string codeOnly(StringRef Buf) {
  std::string S(Buf);
  for (size_t I = 0; I < S.size();) {
    if (S.compare(I, 2, "//") == 0) {
      while (I < S.size() && S[I] != '\n')
        S[I++] = ' ';
    } else if (S.compare(I, 2, "/*") == 0) {
      size_t E = S.find("*/", I + 2);
      E = E == std::string::npos ? S.size() : E + 2;
      for (; I < E; ++I)
        if (S[I] != '\n')
          S[I] = ' ';
    } else if (S[I] == '"' || (S[I] == '\'' && !(I && isHexDigit(S[I - 1])))) {
      char Q = S[I];
      size_t J = I + 1;
      while (J < S.size() && S[J] != Q && S[J] != '\n')
        J += S[J] == '\\' ? 2 : 1;
      J = std::min(J + 1, S.size());
      for (; I < J; ++I)
        S[I] = ' ';
    } else {
      ++I;
    }
  }
  return S;
}

Tok tokenAt(StringRef S, unsigned I) {
  unsigned E = I;
  if (isIdent(S[I])) {
    while (E < S.size() && isIdent(S[E]))
      ++E;
  } else {
    static const char *Two[] = {"&&", "||", "&=", "|=", "^=", "==", "!=", "<=",
                                ">=", "<<", ">>", "->", "::", "++", "--", "+=",
                                "-=", "*=", "/=", "%="};
    E = I + 1;
    for (const char *T : Two)
      if (S.substr(I, 2) == T)
        E = I + 2;
  }
  return {S.slice(I, E), I};
}

/// The token after offset \p I (skipping blanks), or an empty one.
Tok nextTok(StringRef S, unsigned I) {
  while (I < S.size() && isSpace(S[I]))
    ++I;
  return I < S.size() ? tokenAt(S, I) : Tok{StringRef(), I};
}

/// The token ending before offset \p I, or an empty one.
Tok prevTok(StringRef S, unsigned I) {
  while (I > 0 && isSpace(S[I - 1]))
    --I;
  if (I == 0)
    return {StringRef(), 0};
  unsigned B = I - 1;
  if (isIdent(S[B])) {
    while (B > 0 && isIdent(S[B - 1]))
      --B;
  } else if (B > 0 && tokenAt(S, B - 1).Text.size() == 2) {
    --B;
  }
  return {S.slice(B, I), B};
}

/// The callee of the innermost parenthesis that encloses offset \p I, and
/// where that parenthesis is; "" for a parenthesis after no identifier;
/// Open = npos when there is none before \p From.
struct Enclosing {
  StringRef Callee;
  size_t Open = StringRef::npos;
};
Enclosing enclosingParen(StringRef S, unsigned I, unsigned From) {
  int Depth = 0;
  for (unsigned P = I; P-- > From;) {
    char C = S[P];
    if (C == ')' || C == ']')
      ++Depth;
    else if ((C == '(' || C == '[') && Depth-- == 0) {
      if (C == '[')
        return {"[", P};
      Tok T = prevTok(S, P);
      return {isIdent(T.Text.empty() ? ' ' : T.Text[0]) ? T.Text : "", P};
    } else if ((C == ';' || C == '{' || C == '}') && Depth == 0)
      break;
  }
  return {};
}

bool isSyncBuiltin(StringRef Name) {
  return Name.starts_with("__") && Name.ends_with("_sync");
}

/// "TYPE NAME = CALL(...);", a statement of its own, whose CALL is \p C.
struct MaskDecl {
  Tok Name;
  unsigned TypeBegin = 0, TypeEnd = 0;
  unsigned Semi = 0;  ///< the ';' that ends it
  std::string Wide;   ///< the 64-bit type; "" when Signed
  bool Signed = false; ///< "int": warned, not widened
};

/// The declaration whose initializer is the call \p C in \p S (the code of
/// \p File without comments); none when the call is not the whole
/// initializer of a 32-bit variable of its own statement.
std::optional<MaskDecl> readMaskDecl(StringRef S, const CallRef &C,
                                     const std::string &File) {
  // The call is the whole initializer: "TYPE NAME = CALL(...);".
  Tok Open = nextTok(S, C.CalleeTok.end());
  if (Open.Text != "(")
    return std::nullopt;
  if (!C.Args.empty() && C.Args.back().File != File)
    return std::nullopt;
  Tok Close = nextTok(S, C.Args.empty() ? Open.Offset + 1 : C.Args.back().end());
  if (Close.Text != ")")
    return std::nullopt;
  Tok Semi = nextTok(S, Close.Offset + 1);
  if (Semi.Text != ";")
    return std::nullopt;
  Tok Eq = prevTok(S, C.CalleeTok.Offset);
  if (Eq.Text != "=")
    return std::nullopt;
  MaskDecl D;
  D.Semi = Semi.Offset;
  D.Name = prevTok(S, Eq.Offset);
  if (D.Name.Text.empty() || !isIdent(D.Name.Text[0]) || isDigit(D.Name.Text[0]))
    return std::nullopt;
  // The type, newest token first: "unsigned", "int" "unsigned",
  // "uint32_t" ("std" "::" before it), "int" alone (signed: warned).
  Tok T1 = prevTok(S, D.Name.Offset);
  D.TypeBegin = T1.Offset;
  D.TypeEnd = T1.Offset + T1.Text.size();
  if (T1.Text == "unsigned") {
    D.Wide = "unsigned long long";
  } else if (T1.Text == "int") {
    Tok T0 = prevTok(S, T1.Offset);
    if (T0.Text == "unsigned") {
      D.TypeBegin = T0.Offset;
      D.Wide = "unsigned long long";
    } else {
      D.Signed = true;
    }
  } else if (T1.Text == "uint32_t") {
    Tok Q = prevTok(S, T1.Offset);
    if (Q.Text == "::") {
      Tok Std = prevTok(S, Q.Offset);
      if (Std.Text != "std")
        return std::nullopt;
      D.TypeBegin = Std.Offset;
    }
    // Not uint64_t: that is unsigned long, for which HIP's __ffsll
    // (unsigned long long and long long overloads) is ambiguous.
    D.Wide = "unsigned long long";
  } else {
    return std::nullopt; // auto, unsigned long long, a user's type: nothing to widen
  }
  // Only a statement of its own (not a parameter, not "a = 1, m = ...").
  Tok Before = prevTok(S, D.TypeBegin);
  if (Before.Text == "const" || Before.Text == "static")
    Before = prevTok(S, Before.Offset);
  if (!(Before.Text.empty() || Before.Text == ";" || Before.Text == "{" ||
        Before.Text == "}" || Before.Text == ":"))
    return std::nullopt;
  return D;
}

/// The end of the block a statement ending at \p Semi is in: the brace
/// that closes it (or the end of \p S).
unsigned blockEnd(StringRef S, unsigned Semi) {
  unsigned End = Semi + 1, Depth = 0;
  for (; End < S.size(); ++End) {
    if (S[End] == '{')
      ++Depth;
    else if (S[End] == '}' && Depth-- == 0)
      break;
  }
  return End;
}

/// The uses of a mask variable \p Var in [From, End) of \p S: the counts
/// of it to widen (__popc -> __popcll), or the first use that may need
/// 32 bits.
struct MaskUses {
  std::vector<std::pair<unsigned, std::string>> Renames;
  std::string Bad; ///< how the first such use reads; "" when none
  unsigned BadAt = 0;
};

MaskUses readMaskUses(StringRef S, StringRef Var, unsigned From, unsigned End) {
  MaskUses U;
  static const StringRef BitOps[] = {"&", "|", "^", "&=", "|=", "^="};
  auto IsBitOp = [&](StringRef T) { return is_contained(BitOps, T); };
  for (size_t P = S.find(Var, From); P != StringRef::npos && P < End;
       P = S.find(Var, P + 1)) {
    if ((P > 0 && isIdent(S[P - 1])) ||
        (P + Var.size() < S.size() && isIdent(S[P + Var.size()])))
      continue;
    Tok Prev = prevTok(S, P), Next = nextTok(S, P + Var.size());
    if (Prev.Text == "." || Prev.Text == "->" || Prev.Text == "::")
      continue; // a member of that name
    bool Ok = false;
    // The parentheses around the use, innermost first.
    Enclosing E = enclosingParen(S, P, From);
    bool InCount = false;
    while (E.Open != StringRef::npos && E.Callee.empty())
      E = enclosingParen(S, E.Open, From);
    if (E.Open != StringRef::npos &&
        (E.Callee == "__popc" || E.Callee == "__ffs")) {
      Tok Callee = prevTok(S, E.Open);
      U.Renames.push_back({Callee.Offset, E.Callee.str() + "ll"});
      InCount = true;
    }
    bool MaskArg = E.Open != StringRef::npos && isSyncBuiltin(E.Callee) &&
                   nextTok(S, E.Open + 1).Offset == P &&
                   (Next.Text == "," || Next.Text == ")");
    bool Cond = E.Callee == "if" || E.Callee == "while";
    bool Wrapped = InCount || Cond || E.Open == StringRef::npos;
    bool PrevOk = IsBitOp(Prev.Text) || Prev.Text == "!" || Prev.Text == "~" ||
                  Prev.Text == "&&" || Prev.Text == "||" || Prev.Text == "?" ||
                  Prev.Text == ":" || Prev.Text == "(" || Prev.Text == ";" ||
                  Prev.Text == "{" || Prev.Text == "}";
    bool NextOk = IsBitOp(Next.Text) || Next.Text == ")" || Next.Text == ";" ||
                  Next.Text == "&&" || Next.Text == "||" || Next.Text == "?" ||
                  Next.Text == ">>" ||
                  (Next.Text == "-" && nextTok(S, Next.Offset + 1).Text == "1") ||
                  (Next.Text == "=" &&
                   (Prev.Text == ";" || Prev.Text == "{" || Prev.Text == "}"));
    if (MaskArg)
      Ok = true;
    else if (Wrapped && PrevOk && NextOk)
      Ok = true;
    if (!Ok) {
      U.Bad = E.Open != StringRef::npos && !E.Callee.empty() && !Cond && !InCount
                  ? "an argument of '" + E.Callee.str() + "'"
                  : "'" + StringRef((Prev.Text + " " + Var + " " + Next.Text).str()).trim().str() + "'";
      U.BadAt = P;
      break;
    }
  }
  return U;
}

} // namespace

bool PlanBuilder::widenedMask(const std::string &File, unsigned Offset,
                              StringRef Name) const {
  for (const WidenedMask &W : WidenedMasks)
    if (W.File == File && W.Name == Name && Offset >= W.Begin && Offset < W.End)
      return true;
  return false;
}

void PlanBuilder::planMaskVariable(const CallRef &C) {
  if (M.options().TargetHip < Version{6, 2})
    return;
  const std::string &File = C.CalleeTok.File;
  StringRef Buf = buffer(File);
  std::string CodeStr = codeOnly(Buf);
  StringRef S = CodeStr;
  std::optional<MaskDecl> D = readMaskDecl(S, C, File);
  if (!D)
    return;
  FileRange Decl{File, D->Name.Offset, unsigned(D->Name.Text.size())};
  std::string Var = D->Name.Text.str();
  std::string Type = Buf.slice(D->TypeBegin, D->TypeEnd).str();
  if (D->Signed) {
    diag(Decl, Severity::Warning, "lane-mask-variable",
         "'" + Var + "' keeps the lane mask that '" + C.Callee +
             "' returns in a signed 32-bit 'int': HIP returns the 64 lanes of "
             "the wavefront as unsigned long long, and lanes 32-63 are lost "
             "here; make it unsigned long long and use __popcll/__ffsll on it");
    return;
  }
  // The variable's block: to the brace that closes it.
  unsigned End = blockEnd(S, D->Semi);
  MaskUses U = readMaskUses(S, Var, D->Semi, End);
  if (!U.Bad.empty()) {
    unsigned Line = 1 + Buf.take_front(U.BadAt).count('\n');
    diag(Decl, Severity::Warning, "lane-mask-variable",
         "'" + Var + "' keeps the lane mask that '" + C.Callee +
             "' returns in 32 bits ('" + Type + "'): HIP returns the 64 lanes "
             "of the wavefront as unsigned long long, and lanes 32-63 are "
             "lost here; not widened because of its use as " + U.Bad +
             " (line " + std::to_string(Line) + "), which may need 32 bits: "
             "make it unsigned long long and check that use (__popcll/__ffsll "
             "for counts, 64-bit constants in comparisons)");
    return;
  }
  edit(FileRange{File, D->TypeBegin, D->TypeEnd - D->TypeBegin}, D->Wide);
  for (auto &[Off, To] : U.Renames)
    edit(FileRange{File, Off, unsigned(To.size() - 2)}, To);
  WidenedMasks.push_back({File, Var, D->Semi, End});
  std::string Counts = U.Renames.empty() ? "" : "; __popc/__ffs of it became __popcll/__ffsll";
  diag(Decl, Severity::Note, "lane-mask-variable",
       "'" + Var + "' holds the lane mask that '" + C.Callee +
           "' returns, which HIP gives as the 64 lanes of the wavefront: "
           "widened from '" + Type + "' to '" + D->Wide + "' (it is used only "
           "as a mask and in bit operations)" + Counts);
}

} // namespace cuda2hip
