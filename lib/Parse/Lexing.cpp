//===- Lexing.cpp - reading a buffer without a parse ----------------------===//
#include "cuda2hip/Lexing.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace llvm;

namespace cuda2hip {

clang::LangOptions cudaLexOptions() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.CUDA = 1;
  LO.LineComment = 1;
  return LO;
}

void forEachRawToken(StringRef Buf, const clang::LangOptions &LO,
                     function_ref<void(const RawToken &)> Each, unsigned Begin,
                     unsigned End) {
  End = std::min<size_t>(End, Buf.size());
  if (Begin >= End)
    return;
  clang::SourceLocation Base = clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer L(Base, LO, Buf.begin(), Buf.begin() + Begin, Buf.end());
  L.SetCommentRetentionState(false);
  clang::Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      return;
    unsigned Off = T.getLocation().getRawEncoding() - Base.getRawEncoding();
    if (Off >= End)
      return;
    Each(RawToken{T.getKind(), Off, T.getLength(), T.isAtStartOfLine()});
  }
}

std::vector<DirectiveLine> directiveLines(StringRef Buf, StringRef Keyword) {
  std::vector<DirectiveLine> Out;
  size_t I = 0;
  while ((I = Buf.find(Keyword, I)) != StringRef::npos) {
    size_t LS = Buf.rfind('\n', I);
    LS = LS == StringRef::npos ? 0 : LS + 1;
    StringRef Before = Buf.slice(LS, I).trim();
    I += Keyword.size();
    if (Before != "#")
      continue;
    size_t E = I;
    while (E < Buf.size() && (Buf[E] != '\n' || (E > 0 && Buf[E - 1] == '\\') ||
                              (E > 1 && Buf[E - 1] == '\r' && Buf[E - 2] == '\\')))
      ++E;
    Out.push_back({unsigned(LS), Buf.slice(I, E)});
  }
  return Out;
}

std::vector<IncludeLine> includeLines(StringRef Buf) {
  std::vector<IncludeLine> Out;
  for (const DirectiveLine &D : directiveLines(Buf, "include")) {
    StringRef R = D.Rest.ltrim();
    if (R.empty() || (R[0] != '<' && R[0] != '"'))
      continue;
    Out.push_back({D.LineStart, R[0], R.drop_front().take_until([](char C) {
                     return C == '>' || C == '"';
                   })});
  }
  return Out;
}

} // namespace cuda2hip
