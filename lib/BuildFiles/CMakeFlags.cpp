//===- CMakeFlags.cpp - CMake arguments read as nvcc command lines --------===//
//
// The flags of target_compile_options, CMAKE_CUDA_FLAGS, CUDA_NVCC_FLAGS and
// FindCUDA's OPTIONS are CMake arguments: unquoted words, quoted strings
// holding several flags, generator expressions ($<$<COMPILE_LANGUAGE:CUDA>:
// a;b>). Here they become Lines (Matchers.h), so the nvcc flag table of
// Commands.cpp rewrites them as it rewrites a shell command; CMakeMatchers.cpp
// decides what happens to the arguments around them.
//
//===----------------------------------------------------------------------===//
#include "Matchers.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip::build::detail {

Word wordOf(const CMakeArg &A) {
  Word W;
  W.Offset = A.Offset;
  W.Length = A.Length;
  W.Value = A.Value;
  return W;
}

namespace {

/// $<COND:a;b>: the flags after the last ">:", each a word; none when the
/// expression has no such part.
std::optional<Line> genexLine(StringRef Text, const CMakeArg &X) {
  StringRef Body = Text.substr(X.ValueOffset, X.ValueLength);
  size_t Colon = Body.rfind(">:");
  if (Colon == StringRef::npos)
    return std::nullopt;
  StringRef Cond = Body.take_front(Colon);
  Line G;
  G.Sep = ';';
  G.NvccContext = Cond.contains("CUDA") || Cond.contains("HIP");
  unsigned Pos = X.ValueOffset + unsigned(Colon) + 2,
           End = X.ValueOffset + X.ValueLength - 1;
  for (StringRef Part : split(Text.slice(Pos, End), ';')) {
    unsigned Off = unsigned(Part.data() - Text.data());
    if (!Part.empty())
      G.Words.push_back(Word{Off, unsigned(Part.size()), Part.str()});
  }
  return G;
}

/// A quoted argument: its blank-separated words, as a shell would split them.
Line quotedLine(StringRef Text, const CMakeArg &X) {
  ShellScript Sc = lexShell(Text.substr(X.ValueOffset, X.ValueLength),
                            ShellDialect::Sh, X.ValueOffset);
  Line Q;
  for (const ShellCommand &Cm : Sc.Commands)
    for (Word &W : wordsOf(Cm))
      Q.Words.push_back(std::move(W));
  return Q;
}

} // namespace

std::vector<std::pair<Line, int>> cmakeFlagLines(StringRef Text,
                                                 ArrayRef<const CMakeArg *> A,
                                                 size_t From, size_t To, bool Nvcc) {
  std::vector<std::pair<Line, int>> R;
  Line Run;
  auto Flush = [&] {
    if (!Run.Words.empty())
      R.push_back({std::move(Run), -1});
    Run = Line();
  };
  for (size_t I = From; I < To && I < A.size(); ++I) {
    const CMakeArg &X = *A[I];
    StringRef Body = Text.substr(X.ValueOffset, X.ValueLength);
    if (X.Kind != CMakeArgKind::Bracket && Body.starts_with("$<") && Body.ends_with(">")) {
      Flush();
      if (std::optional<Line> G = genexLine(Text, X))
        R.push_back({std::move(*G), int(I)});
    } else if (X.Kind == CMakeArgKind::Quoted) {
      Flush();
      R.push_back({quotedLine(Text, X), int(I)});
    } else if (X.Kind == CMakeArgKind::Unquoted) {
      Run.Words.push_back(wordOf(X));
    }
  }
  Flush();
  for (auto &[L, Arg] : R) {
    L.Q = Quoting::CMake;
    L.NvccContext |= Nvcc;
    L.ArchBySystem = true;
  }
  return R;
}

std::string translatedCMakeFlags(const Sink &S, ArrayRef<const CMakeArg *> A,
                                 size_t VB, size_t VE, const BuildOptions &O) {
  if (VE <= VB)
    return "";
  BuildFindings Tmp;
  Tmp.Path = S.F.Path;
  Tmp.Text = S.text().str();
  Sink Scratch(Tmp);
  for (auto &[L, Arg] : cmakeFlagLines(S.text(), A, VB, VE, true))
    rewriteLine(Scratch, L, O);
  FilePlan P;
  unsigned B = A[VB]->Offset, E = A[VE - 1]->end();
  P.Original = S.text().slice(B, E).str();
  for (const BuildFinding &X : Tmp.Items)
    if (X.Replacement && X.Where.Offset >= B && X.Where.end() <= E)
      addEdit(P.Edits, Edit{X.Where.Offset - B, X.Where.Length, *X.Replacement});
  std::string Flags = P.apply();
  for (char &Ch : Flags)
    if (Ch == '\n' || Ch == '"' || Ch == ';')
      Ch = ' ';
  SmallVector<StringRef, 8> Parts;
  StringRef(Flags).split(Parts, ' ', -1, false);
  return join(Parts, " ");
}

} // namespace cuda2hip::build::detail
