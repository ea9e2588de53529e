//===- Compare.cpp - numeric-tolerant comparison of program outputs -------===//
#include "cuda2hip/Verify.h"
#include "llvm/ADT/StringExtras.h"
#include <cmath>
#include <cstdlib>

using namespace llvm;

namespace cuda2hip::verify {

namespace {
bool isWordChar(char C) { return isAlnum(C) || C == '_'; }

/// Length of the decimal number at the start of \p S (no sign), 0 if none.
size_t numberLength(StringRef S, bool &IsReal) {
  size_t I = 0, N = S.size();
  IsReal = false;
  auto Digits = [&] {
    size_t B = I;
    while (I < N && isDigit(S[I]))
      ++I;
    return I - B;
  };
  size_t Int = Digits();
  size_t Frac = 0;
  if (I < N && S[I] == '.') {
    size_t Save = I++;
    Frac = Digits();
    if (Int == 0 && Frac == 0) {
      I = Save;
      return 0;
    }
    IsReal = true;
  }
  if (Int == 0 && Frac == 0)
    return 0;
  if (I < N && (S[I] == 'e' || S[I] == 'E')) {
    size_t Save = I++;
    if (I < N && (S[I] == '+' || S[I] == '-'))
      ++I;
    if (Digits() == 0)
      I = Save;
    else
      IsReal = true;
  }
  return I;
}

/// Length of "nan", "inf" or "infinity" (any case) standing alone at the
/// start of \p S, else 0.
size_t specialLength(StringRef S) {
  for (StringRef Word : {"infinity", "nan", "inf"})
    if (S.size() >= Word.size() && S.take_front(Word.size()).equals_insensitive(Word) &&
        (S.size() == Word.size() || !isWordChar(S[Word.size()])))
      return Word.size();
  return 0;
}
} // namespace

std::vector<OutputToken> tokenizeLine(StringRef Line) {
  std::vector<OutputToken> Out;
  auto AddText = [&](StringRef T) {
    if (T.empty())
      return;
    if (!Out.empty() && Out.back().K == OutputToken::Text)
      Out.back().Spelling += T.str();
    else
      Out.push_back({OutputToken::Text, T.str(), 0});
  };
  size_t I = 0, N = Line.size();
  while (I < N) {
    char C = Line[I];
    bool PrevWord = I > 0 && (isWordChar(Line[I - 1]) || Line[I - 1] == '.');
    // nan / inf as words of their own, with an optional sign.
    size_t S = I;
    bool Signed = (C == '-' || C == '+') && !PrevWord;
    size_t B = Signed ? I + 1 : I;
    if (size_t Len = (!PrevWord || Signed) ? specialLength(Line.substr(B)) : 0) {
      double V = Line.substr(B, 3).equals_insensitive("nan") ? NAN : INFINITY;
      Out.push_back({OutputToken::Real, Line.substr(S, B - S + Len).str(),
                     C == '-' ? -V : V});
      I = B + Len;
      continue;
    }
    if (!PrevWord && B < N && (isDigit(Line[B]) || Line[B] == '.')) {
      bool IsReal;
      size_t Len = numberLength(Line.substr(B), IsReal);
      if (Len && (B + Len == N || !isWordChar(Line[B + Len]))) {
        StringRef Spelled = Line.substr(S, B - S + Len);
        OutputToken T{IsReal ? OutputToken::Real : OutputToken::Integer,
                      Spelled.str(), std::strtod(Spelled.str().c_str(), nullptr)};
        Out.push_back(std::move(T));
        I = B + Len;
        continue;
      }
      if (Len) {
        // Digits glued to letters: the whole word is text.
        size_t E = B + Len;
        while (E < N && isWordChar(Line[E]))
          ++E;
        AddText(Line.substr(I, E - I));
        I = E;
        continue;
      }
    }
    if (isWordChar(C)) {
      size_t E = I;
      while (E < N && isWordChar(Line[E]))
        ++E;
      AddText(Line.substr(I, E - I));
      I = E;
      continue;
    }
    AddText(Line.substr(I, 1));
    ++I;
  }
  return Out;
}

namespace {
std::vector<StringRef> significantLines(StringRef Text, StringRef Ignore) {
  SmallVector<StringRef, 0> All;
  Text.split(All, '\n');
  std::vector<StringRef> Out;
  for (StringRef L : All) {
    L = L.rtrim(" \t\r");
    if (!Ignore.empty() && L.ltrim().starts_with(Ignore))
      continue;
    Out.push_back(L);
  }
  while (!Out.empty() && Out.back().empty())
    Out.pop_back();
  return Out;
}

std::string quote(StringRef S) {
  std::string Q = "'" + S.str() + "'";
  return Q.size() > 90 ? Q.substr(0, 87) + "...'" : Q;
}

/// Compares two numbers; updates the deviations. False when out of tolerance.
bool sameNumber(const OutputToken &R, const OutputToken &A, const CompareOptions &O,
                CompareResult &Res) {
  ++Res.NumbersCompared;
  double X = R.Value, Y = A.Value;
  if (std::isnan(X) || std::isnan(Y))
    return std::isnan(X) && std::isnan(Y);
  if (std::isinf(X) || std::isinf(Y))
    return X == Y;
  double Abs = std::fabs(X - Y);
  double Rel = Abs == 0 ? 0 : Abs / std::max(std::fabs(X), std::fabs(Y));
  Res.MaxAbsDev = std::max(Res.MaxAbsDev, Abs);
  Res.MaxRelDev = std::max(Res.MaxRelDev, Rel);
  // Integers against integers: exactly (counts, checksums of integers).
  if (R.K == OutputToken::Integer && A.K == OutputToken::Integer)
    return R.Spelling == A.Spelling || Abs == 0;
  return Abs <= O.ATol + O.RTol * std::fabs(X);
}
} // namespace

CompareResult compareOutputs(StringRef Reference, StringRef Actual,
                             const CompareOptions &O) {
  CompareResult Res;
  std::vector<StringRef> RL = significantLines(Reference, O.IgnorePrefix);
  std::vector<StringRef> AL = significantLines(Actual, O.IgnorePrefix);
  auto Fail = [&](std::string Why) {
    if (Res.Equal)
      Res.FirstDifference = std::move(Why);
    Res.Equal = false;
  };
  size_t N = std::min(RL.size(), AL.size());
  for (size_t I = 0; I < N; ++I) {
    ++Res.LinesCompared;
    std::vector<OutputToken> RT = tokenizeLine(RL[I]), AT = tokenizeLine(AL[I]);
    std::string Where = "line " + std::to_string(I + 1) + ": expected " +
                        quote(RL[I]) + ", got " + quote(AL[I]);
    if (RT.size() != AT.size()) {
      Fail(Where);
      continue;
    }
    for (size_t J = 0; J < RT.size(); ++J) {
      const OutputToken &R = RT[J], &A = AT[J];
      bool RNum = R.K != OutputToken::Text, ANum = A.K != OutputToken::Text;
      if (RNum != ANum || (!RNum && R.Spelling != A.Spelling) ||
          (RNum && !sameNumber(R, A, O, Res))) {
        Fail(Where);
        break;
      }
    }
  }
  if (RL.size() != AL.size())
    Fail(std::to_string(RL.size()) + " lines expected (without '" + O.IgnorePrefix +
         "' lines), got " + std::to_string(AL.size()) +
         (RL.size() > AL.size() ? "; first missing: " + quote(RL[N])
                                : "; first extra: " + quote(AL[N])));
  return Res;
}

CompareResult compareRuns(const RunOutput &Reference, const RunOutput &Actual,
                          const CompareOptions &O) {
  CompareResult Res = compareOutputs(Reference.Stdout, Actual.Stdout, O);
  auto Merge = [&](const CompareResult &C, StringRef What) {
    Res.NumbersCompared += C.NumbersCompared;
    Res.LinesCompared += C.LinesCompared;
    Res.MaxAbsDev = std::max(Res.MaxAbsDev, C.MaxAbsDev);
    Res.MaxRelDev = std::max(Res.MaxRelDev, C.MaxRelDev);
    if (!C.Equal && Res.Equal) {
      Res.Equal = false;
      Res.FirstDifference = (What + ": " + C.FirstDifference).str();
    }
  };
  if (!Res.Equal)
    Res.FirstDifference = "stdout " + Res.FirstDifference;
  for (const auto &[File, Ref] : Reference.Files) {
    auto It = Actual.Files.find(File);
    CompareResult C;
    if (It == Actual.Files.end()) {
      C.Equal = false;
      C.FirstDifference = "not written";
    } else if (StringRef(Ref).contains('\0') || StringRef(It->second).contains('\0')) {
      C.Equal = Ref == It->second;
      if (!C.Equal)
        C.FirstDifference = "binary contents differ";
    } else {
      C = compareOutputs(Ref, It->second, O);
    }
    Merge(C, "file " + File);
  }
  if (Reference.ExitCode != Actual.ExitCode) {
    CompareResult C;
    C.Equal = false;
    C.FirstDifference = "expected " + std::to_string(Reference.ExitCode) + ", got " +
                        std::to_string(Actual.ExitCode);
    Merge(C, "exit code");
  }
  return Res;
}

} // namespace cuda2hip::verify
