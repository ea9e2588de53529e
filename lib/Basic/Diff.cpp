//===- Diff.cpp - unified diffs and changed-line counts -------------------===//
//
// The one line diff of every command (--diff, convert --diff, migrate-build
// --diff, check's drift findings, the "lines changed" statistic).
// Myers' O(ND) line diff after trimming the common prefix and suffix; when
// the texts differ in more than a few thousand lines, the differing middle is
// shown as one block (still a valid diff, just not the shortest).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "llvm/ADT/SmallVector.h"

using namespace llvm;

namespace cuda2hip {

namespace {

/// Lines with their newline (the last one may lack it).
std::vector<StringRef> lines(StringRef S) {
  std::vector<StringRef> L;
  while (!S.empty()) {
    size_t NL = S.find('\n');
    size_t N = NL == StringRef::npos ? S.size() : NL + 1;
    L.push_back(S.take_front(N));
    S = S.drop_front(N);
  }
  return L;
}

enum OpKind : char { Same = ' ', Del = '-', Ins = '+' };
struct Op {
  OpKind K;
  unsigned A, B; ///< position in the old and new line lists
};

constexpr int MaxD = 3000;

/// Myers over A[0, N) and B[0, M); false when more than MaxD edits are needed.
bool myers(ArrayRef<StringRef> A, ArrayRef<StringRef> B, unsigned ABase,
           unsigned BBase, std::vector<Op> &Out) {
  int N = A.size(), M = B.size(), Max = N + M;
  int Limit = std::min(Max, MaxD);
  std::vector<int> V(2 * Limit + 3, 0);
  int Off = Limit + 1;
  std::vector<std::vector<int>> Trace; // Trace[d] = V[-d..d] after round d
  for (int D = 0; D <= Limit; ++D) {
    for (int K = -D; K <= D; K += 2) {
      int X = (K == -D || (K != D && V[Off + K - 1] < V[Off + K + 1]))
                  ? V[Off + K + 1]
                  : V[Off + K - 1] + 1;
      int Y = X - K;
      while (X < N && Y < M && A[X] == B[Y])
        ++X, ++Y;
      V[Off + K] = X;
      if (X >= N && Y >= M) {
        Trace.emplace_back(V.begin() + Off - D, V.begin() + Off + D + 1);
        // Walk back from (N, M).
        std::vector<Op> Rev;
        int CX = N, CY = M;
        for (int E = D; E > 0; --E) {
          const std::vector<int> &P = Trace[E - 1]; // indices -(E-1)..(E-1)
          auto PV = [&](int Kk) { return P[Kk + E - 1]; };
          int CK = CX - CY;
          int PK = (CK == -E || (CK != E && PV(CK - 1) < PV(CK + 1))) ? CK + 1 : CK - 1;
          int PX = PV(PK), PY = PX - PK;
          int SX = PK == CK + 1 ? PX : PX + 1, SY = SX - CK; // after the edit
          while (CX > SX && CY > SY)
            --CX, --CY, Rev.push_back({Same, unsigned(CX), unsigned(CY)});
          if (PK == CK + 1)
            Rev.push_back({Ins, unsigned(PX), unsigned(PY)});
          else
            Rev.push_back({Del, unsigned(PX), unsigned(PY)});
          CX = PX, CY = PY;
        }
        while (CX > 0 && CY > 0)
          --CX, --CY, Rev.push_back({Same, unsigned(CX), unsigned(CY)});
        for (auto It = Rev.rbegin(); It != Rev.rend(); ++It)
          Out.push_back({It->K, It->A + ABase, It->B + BBase});
        return true;
      }
    }
    Trace.emplace_back(V.begin() + Off - D, V.begin() + Off + D + 1);
  }
  return false;
}

std::string range(unsigned Start, unsigned Count) {
  // GNU style: "l" for one line, "l,n" otherwise; an empty range names the
  // line before it.
  unsigned First = Count == 0 ? Start : Start + 1;
  return Count == 1 ? std::to_string(First)
                    : std::to_string(First) + "," + std::to_string(Count);
}

/// The line edit script from \p A to \p B: common prefix and suffix, Myers
/// on the rest (the differing middle as one block past MaxD edits).
std::vector<Op> script(ArrayRef<StringRef> A, ArrayRef<StringRef> B) {
  unsigned Pre = 0;
  while (Pre < A.size() && Pre < B.size() && A[Pre] == B[Pre])
    ++Pre;
  unsigned Suf = 0;
  while (Suf < A.size() - Pre && Suf < B.size() - Pre &&
         A[A.size() - 1 - Suf] == B[B.size() - 1 - Suf])
    ++Suf;
  std::vector<Op> Ops;
  for (unsigned I = 0; I < Pre; ++I)
    Ops.push_back({Same, I, I});
  ArrayRef<StringRef> MA = A.slice(Pre, A.size() - Pre - Suf);
  ArrayRef<StringRef> MB = B.slice(Pre, B.size() - Pre - Suf);
  if (!myers(MA, MB, Pre, Pre, Ops)) {
    for (unsigned I = 0; I < MA.size(); ++I)
      Ops.push_back({Del, Pre + I, Pre});
    for (unsigned I = 0; I < MB.size(); ++I)
      Ops.push_back({Ins, Pre + unsigned(MA.size()), Pre + I});
  }
  for (unsigned I = 0; I < Suf; ++I)
    Ops.push_back({Same, unsigned(A.size() - Suf + I), unsigned(B.size() - Suf + I)});
  return Ops;
}

} // namespace

std::string unifiedDiff(StringRef Old, StringRef New, StringRef OldLabel,
                        StringRef NewLabel, unsigned Context) {
  if (Old == New)
    return "";
  std::vector<StringRef> A = lines(Old), B = lines(New);
  std::vector<Op> Ops = script(A, B);
  std::string Out = "--- " + OldLabel.str() + "\n+++ " + NewLabel.str() + "\n";
  size_t N = Ops.size(), I = 0;
  while (I < N) {
    while (I < N && Ops[I].K == Same)
      ++I;
    if (I == N)
      break;
    size_t Start = I >= Context ? I - Context : 0, End = I + 1, J = I + 1;
    while (J < N) {
      if (Ops[J].K != Same) {
        End = ++J;
        continue;
      }
      size_t K = J;
      while (K < N && Ops[K].K == Same)
        ++K;
      if (K == N || K - J > 2 * Context)
        break;
      J = K;
    }
    size_t Stop = std::min(N, End + Context);
    unsigned CA = 0, CB = 0;
    for (size_t K = Start; K < Stop; ++K) {
      CA += Ops[K].K != Ins;
      CB += Ops[K].K != Del;
    }
    Out += "@@ -" + range(Ops[Start].A, CA) + " +" + range(Ops[Start].B, CB) + " @@\n";
    for (size_t K = Start; K < Stop; ++K) {
      StringRef L = Ops[K].K == Ins ? B[Ops[K].B] : A[Ops[K].A];
      Out += char(Ops[K].K);
      Out += L.str();
      if (!L.ends_with("\n"))
        Out += "\n\\ No newline at end of file\n";
    }
    I = Stop;
  }
  return Out;
}

unsigned changedLines(StringRef Before, StringRef After) {
  // Lines without their newlines: a last line that lacks one is not a
  // change. max(deleted, inserted) = the larger side less the lines kept.
  SmallVector<StringRef, 0> A, B;
  Before.split(A, '\n');
  After.split(B, '\n');
  unsigned Dels = 0, Inss = 0;
  for (const Op &O : script(A, B)) {
    Dels += O.K == Del;
    Inss += O.K == Ins;
  }
  return std::max(Dels, Inss);
}

} // namespace cuda2hip
