//===- Diff.cpp - unified diffs (drift findings) --------------------------===//
#include "cuda2hip/Report.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Format.h"

using namespace llvm;

namespace cuda2hip {

namespace {

enum class Op : uint8_t { Keep, Del, Add };

/// Line-level edit script from \p A to \p B: common prefix and suffix, LCS
/// on the rest (quadratic, so a huge middle is replaced wholesale).
std::vector<std::pair<Op, StringRef>> script(ArrayRef<StringRef> A,
                                             ArrayRef<StringRef> B) {
  std::vector<std::pair<Op, StringRef>> S;
  size_t P = 0;
  while (P < A.size() && P < B.size() && A[P] == B[P])
    S.push_back({Op::Keep, A[P++]});
  size_t Suf = 0;
  while (Suf < A.size() - P && Suf < B.size() - P &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  size_t N = A.size() - P - Suf, M = B.size() - P - Suf;
  if (N * M <= 4000000 && N && M) {
    // L[i][j]: LCS length of A[P+i..] and B[P+j..].
    std::vector<std::vector<unsigned>> L(N + 1, std::vector<unsigned>(M + 1));
    for (size_t I = N; I-- > 0;)
      for (size_t J = M; J-- > 0;)
        L[I][J] = A[P + I] == B[P + J] ? L[I + 1][J + 1] + 1
                                       : std::max(L[I + 1][J], L[I][J + 1]);
    size_t I = 0, J = 0;
    while (I < N || J < M) {
      if (I < N && J < M && A[P + I] == B[P + J]) {
        S.push_back({Op::Keep, A[P + I]});
        ++I, ++J;
      } else if (I < N && (J == M || L[I + 1][J] >= L[I][J + 1])) {
        S.push_back({Op::Del, A[P + I++]}); // deletions first within a change
      } else {
        S.push_back({Op::Add, B[P + J++]});
      }
    }
  } else {
    for (size_t I = 0; I < N; ++I)
      S.push_back({Op::Del, A[P + I]});
    for (size_t J = 0; J < M; ++J)
      S.push_back({Op::Add, B[P + J]});
  }
  for (size_t I = A.size() - Suf; I < A.size(); ++I)
    S.push_back({Op::Keep, A[I]});
  return S;
}

/// Lines of \p T without their newlines; a final newline ends the last
/// line instead of starting an empty one. \p NoEol: the last line has none.
SmallVector<StringRef, 0> lines(StringRef T, bool &NoEol) {
  SmallVector<StringRef, 0> L;
  NoEol = !T.empty() && !T.ends_with("\n");
  if (T.ends_with("\n"))
    T = T.drop_back();
  if (!T.empty() || NoEol)
    T.split(L, '\n');
  return L;
}

} // namespace

std::string unifiedDiff(StringRef Before, StringRef After, StringRef NameA,
                        StringRef NameB, unsigned Context) {
  if (Before == After)
    return "";
  bool NoEolA, NoEolB;
  auto A = lines(Before, NoEolA);
  auto B = lines(After, NoEolB);
  auto S = script(A, B);
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "--- " << NameA << "\n+++ " << NameB << "\n";
  // Position of each script step in A and B (0-based, before the step).
  std::vector<size_t> PosA(S.size() + 1), PosB(S.size() + 1);
  for (size_t K = 0; K < S.size(); ++K) {
    PosA[K + 1] = PosA[K] + (S[K].first != Op::Add);
    PosB[K + 1] = PosB[K] + (S[K].first != Op::Del);
  }
  size_t K = 0;
  while (K < S.size()) {
    while (K < S.size() && S[K].first == Op::Keep)
      ++K;
    if (K == S.size())
      break;
    // A hunk: from Context lines before this change to Context lines after
    // the last change that is at most 2*Context keeps away.
    size_t Begin = K >= Context ? K - Context : 0;
    size_t End = K;
    while (true) {
      while (End < S.size() && S[End].first != Op::Keep)
        ++End;
      size_t Next = End;
      while (Next < S.size() && S[Next].first == Op::Keep)
        ++Next;
      if (Next < S.size() && Next - End <= 2 * Context) {
        End = Next;
        continue;
      }
      End = std::min(S.size(), End + Context);
      break;
    }
    size_t LenA = PosA[End] - PosA[Begin], LenB = PosB[End] - PosB[Begin];
    OS << "@@ -" << (LenA ? PosA[Begin] + 1 : PosA[Begin]);
    if (LenA != 1)
      OS << "," << LenA;
    OS << " +" << (LenB ? PosB[Begin] + 1 : PosB[Begin]);
    if (LenB != 1)
      OS << "," << LenB;
    OS << " @@\n";
    for (size_t I = Begin; I < End; ++I) {
      OS << (S[I].first == Op::Keep ? ' ' : S[I].first == Op::Del ? '-' : '+')
         << S[I].second << "\n";
      bool LastA = S[I].first != Op::Add && PosA[I + 1] == A.size();
      bool LastB = S[I].first != Op::Del && PosB[I + 1] == B.size();
      if ((LastA && NoEolA) || (LastB && NoEolB))
        OS << "\\ No newline at end of file\n";
    }
    K = End;
  }
  return Out;
}

} // namespace cuda2hip
