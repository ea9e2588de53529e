//===- TokenScanner.cpp - the token rules: lexing and dispatch -----------===//
//
// TokenScanner.h says where the token rules run. Here: the raw tokens, the
// navigation over them, and the loop that hands each token to its rule
// family.
//
//===----------------------------------------------------------------------===//
#include "TokenScanner.h"
#include "cuda2hip/Lexing.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

void Scanner::lex(unsigned Begin, unsigned End) {
  forEachRawToken(
      Buf, cudaLexOptions(),
      [&](const RawToken &T) {
        Toks.push_back({T.Kind, T.Offset, T.Length, T.StartOfLine,
                        Buf.substr(T.Offset, T.Length)});
      },
      Begin, End);
}

void Scanner::run() {
  // Conditionals open in the scanned text: does one test a HIP macro? (An
  // #else or #elif of a conditional that began before the text: unknown,
  // taken as HIP-aware.)
  std::vector<bool> HipCond;
  size_t DirectiveEnd = 0;
  bool InDirective = false;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (is(I, tok::hash) && Toks[I].StartOfLine) {
      directive(I);
      DirectiveEnd = lineEnd(I);
      InDirective = true;
      conditional(I, DirectiveEnd, HipCond);
      continue;
    }
    if (InDirective && I > DirectiveEnd)
      InDirective = false;
    if (!InDirective && (is(I, tok::percent) || is(I, tok::amp)))
      laneModulo(I);
    if (Toks[I].K != tok::raw_identifier)
      continue;
    StringRef S = Toks[I].S;
    if (!InDirective)
      versionInCode(I, HipCond);
    if (S == "asm" || S == "__asm__" || S == "__asm")
      inlineAsm(I);
    else if (S == "for")
      shuffleLoop(I);
    else if (S == "threadIdx" || S == "blockDim")
      builtinArithmetic(I);
    else if (isLaneName(S) || isWarpIdName(S))
      namedArithmetic(I);
    else if (S == "warpSize")
      warpSizeConst(I);
    else if (S == "__launch_bounds__")
      launchBounds(I);
    else if ((S == "texture" || S == "surface") && is(I + 1, tok::less) &&
             (I == 0 || Toks[I].StartOfLine || is(I - 1, tok::semi) ||
              is(I - 1, tok::r_brace) || text(I - 1) == "static"))
      textureReference(I);
    else if (isTextureCall(S) && (is(I + 1, tok::l_paren) || is(I + 1, tok::less)))
      textureCall(I);
    else if (S == "mma_sync" && I >= 2 && is(I - 1, tok::coloncolon) &&
             text(I - 2) == "wmma")
      wmmaCall(I);
    else if (S == "__syncwarp" || S == "__activemask")
      independentScheduling(I);
    else if (!bitOp64(S).empty() && is(I + 1, tok::l_paren) &&
             Toks.size() > I + 2 &&
             (isBallot(Toks[I + 2].S) || BallotNames.count(Toks[I + 2].S)))
      ballotBitOp(I);
    managedMemory(I);
    if (isSyncCall(S) && is(I + 1, tok::l_paren))
      syncMask(I);
    if (isShuffle(S) && is(I + 1, tok::l_paren))
      unrolledShuffle(I);
    if (isBallot(S) && I >= 3 && is(I + 1, tok::l_paren) && is(I - 1, tok::equal))
      ballotStore(I);
  }
}

void Scanner::directive(size_t I) {
  size_t End = lineEnd(I);
  StringRef D = text(I + 1);
  if (D == "if" || D == "elif") {
    archCondition(I + 2, End + 1);
    versionCondition(I + 2, End + 1, D);
  } else if ((D == "ifdef" || D == "ifndef") && I + 2 <= End) {
    versionCondition(I + 2, End + 1, D);
  } else if (D == "define" && End == I + 3 &&
             Toks[I + 2].K == tok::raw_identifier) {
    warpConstantMacro(I, End);
  } else if (D == "include" && I + 2 <= End) {
    wmmaInclude(I, End);
  }
}

bool Scanner::wholeOperand(size_t I) const {
  if (I + 1 >= Toks.size())
    return true;
  tok::TokenKind K = Toks[I + 1].K;
  return K != tok::star && K != tok::slash && K != tok::percent &&
         K != tok::period && K != tok::l_paren && K != tok::l_square &&
         K != tok::plusplus && K != tok::minusminus && K != tok::arrow;
}

size_t Scanner::matching(size_t Open) const {
  int D = 0;
  for (size_t J = Open; J < Toks.size(); ++J) {
    tok::TokenKind K = Toks[J].K;
    if (K == tok::l_paren || K == tok::l_brace || K == tok::l_square)
      ++D;
    else if (K == tok::r_paren || K == tok::r_brace || K == tok::r_square)
      if (--D == 0)
        return J;
  }
  return Toks.size();
}
size_t Scanner::lineEnd(size_t I) const {
  size_t J = I;
  while (J + 1 < Toks.size() && !Toks[J + 1].StartOfLine)
    ++J;
  return J;
}
std::pair<size_t, size_t> Scanner::argument(size_t Open, unsigned N) const {
  size_t Close = matching(Open);
  size_t Start = Open + 1;
  unsigned Idx = 0;
  int D = 0;
  for (size_t J = Open + 1; J <= Close && J < Toks.size(); ++J) {
    tok::TokenKind K = Toks[J].K;
    if (K == tok::l_paren || K == tok::l_brace || K == tok::l_square)
      ++D;
    if ((K == tok::comma && D == 0) || J == Close) {
      if (Idx == N)
        return J > Start ? std::make_pair(Start, J - 1) : std::make_pair(size_t(0), size_t(0));
      ++Idx;
      Start = J + 1;
    }
    if (K == tok::r_paren || K == tok::r_brace || K == tok::r_square)
      --D;
  }
  return {0, 0};
}

std::pair<size_t, size_t> Scanner::functionBody(size_t I) const {
  std::pair<size_t, size_t> Body{0, Toks.size()};
  int D = 0;
  for (size_t J = I; J-- > 0;) {
    if (is(J, tok::r_brace)) {
      ++D;
    } else if (is(J, tok::l_brace)) {
      if (D > 0) {
        --D;
      } else if (J > 0 && (is(J - 1, tok::r_paren) || text(J - 1) == "const" ||
                           text(J - 1) == "noexcept")) {
        Body = {J, std::min(matching(J), Toks.size())};
      }
    }
  }
  return Body;
}

size_t Scanner::openingParen(size_t Close) const {
  int D = 0;
  for (size_t J = Close + 1; J-- > 0;) {
    if (is(J, tok::r_paren))
      ++D;
    else if (is(J, tok::l_paren) && --D == 0)
      return J;
    else if (is(J, tok::semi) || is(J, tok::l_brace) || is(J, tok::r_brace))
      break;
  }
  return Toks.size();
}

void scanTokens(const std::string &File, StringRef Buf, unsigned Begin,
                unsigned End, Sink &S) {
  Scanner Sc(File, Buf, S);
  Sc.lex(Begin, End);
  Sc.run();
}

} // namespace cuda2hip::hazards
