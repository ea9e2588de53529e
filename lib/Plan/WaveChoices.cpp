//===- WaveChoices.cpp - warp-sized CUB algorithms chosen by block size ---===//
//
// Part of the plan stage (PlanBuilder.h). rocPRIM's warp-transposing block
// load and store need whole wavefronts (a block size that is a multiple of
// 64 on gfx942, a static assertion); CUB's need whole warps of 32. Where
// such an enumerator is the algorithm argument of BlockLoad/BlockStore
// (tables/WaveChoices.def) and the block size can be read from the same
// argument list, the translation keeps the algorithm where the size is a
// multiple of 64 and takes the plain transpose, which gives each thread the
// same items, elsewhere: written out when the size is a number, as a
// constant choice when it is a template parameter.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

using namespace llvm;

namespace cuda2hip {
namespace {

struct WaveChoice {
  StringRef Cuda;
  StringRef Template;
  unsigned Arg;
  StringRef SizeArgs;
  StringRef Alternative;
};

const WaveChoice Choices[] = {
#define WAVE_CHOICE(CUDA, TEMPLATE, ARG, SIZE_ARGS, ALT) {CUDA, TEMPLATE, ARG, SIZE_ARGS, ALT},
#include "tables/WaveChoices.def"
};

const WaveChoice *choiceFor(StringRef Cuda) {
  for (const WaveChoice &C : Choices)
    if (C.Cuda == Cuda)
      return &C;
  return nullptr;
}

bool isIdent(char C) { return isAlnum(C) || C == '_'; }

/// The start of the qualified name whose last identifier starts at \p At
/// (`cub::` before it, or `::`).
size_t qualifiedStart(StringRef Buf, size_t At) {
  while (At >= 2 && Buf.substr(At - 2, 2) == "::") {
    size_t P = At - 2;
    while (P > 0 && isIdent(Buf[P - 1]))
      --P;
    At = P;
  }
  return At;
}

size_t skipSpaceBack(StringRef Buf, size_t P) {
  while (P > 0 && isspace(static_cast<unsigned char>(Buf[P - 1])))
    --P;
  return P;
}

/// The '<' opening the template argument list that the text ending at
/// \p P (just after a ',') belongs to; npos when there is none before a
/// statement boundary.
size_t openingAngle(StringRef Buf, size_t P) {
  int Depth = 0;
  while (P-- > 0) {
    char C = Buf[P];
    if (C == ')' || C == ']' || C == '>')
      ++Depth;
    else if (C == '(' || C == '[' || C == '<') {
      if (Depth == 0)
        return C == '<' ? P : StringRef::npos;
      --Depth;
    } else if (Depth == 0 && (C == ';' || C == '{' || C == '}'))
      return StringRef::npos;
  }
  return StringRef::npos;
}

/// The arguments of the list opened at \p Open, split at its top-level
/// commas, each with its offset; empty when the list does not close.
std::vector<std::pair<size_t, StringRef>> templateArguments(StringRef Buf, size_t Open) {
  std::vector<std::pair<size_t, StringRef>> Args;
  int Depth = 0;
  size_t Begin = Open + 1;
  for (size_t P = Begin; P < Buf.size(); ++P) {
    char C = Buf[P];
    if (C == '(' || C == '[' || C == '<')
      ++Depth;
    else if ((C == ')' || C == ']' || C == '>') && Depth > 0)
      --Depth;
    else if (Depth == 0 && (C == ',' || C == '>')) {
      Args.push_back({Begin, Buf.slice(Begin, P)});
      if (C == '>')
        return Args;
      Begin = P + 1;
    } else if (C == ';' || C == '{' || C == '}')
      break;
  }
  return {};
}

/// The block size \p C's argument list gives, as C++ text ("(X)",
/// "((X) * (Y))"),
/// and its value when every dimension is a number.
struct BlockSize {
  std::string Text;
  std::optional<uint64_t> Value;
};

BlockSize blockSize(const WaveChoice &C,
                    ArrayRef<std::pair<size_t, StringRef>> Args) {
  BlockSize S;
  S.Value = 1;
  unsigned Dims = 0;
  SmallVector<StringRef, 3> Indexes;
  C.SizeArgs.split(Indexes, ' ', -1, false);
  for (StringRef Index : Indexes) {
    unsigned I = 0;
    if (Index.getAsInteger(10, I) || I >= Args.size())
      continue; // a dimension not written: 1
    StringRef Dim = Args[I].second.trim();
    uint64_t V = 0;
    if (S.Value && !Dim.getAsInteger(0, V))
      *S.Value *= V;
    else
      S.Value.reset();
    S.Text += (S.Text.empty() ? "(" : " * (") + Dim.str() + ")";
    ++Dims;
  }
  if (Dims > 1)
    S.Text = "(" + S.Text + ")";
  return S;
}

} // namespace

bool PlanBuilder::planWaveChoice(const NameRef &N, const Decision &D, std::string &To) {
  const WaveChoice *C = D.E ? choiceFor(D.E->Cuda) : nullptr;
  if (!C)
    return false;
  StringRef Buf = buffer(N.Where.File);
  size_t Start = qualifiedStart(Buf, N.Where.Offset);
  size_t Comma = skipSpaceBack(Buf, Start);
  if (Comma == 0 || Buf[Comma - 1] != ',')
    return false;
  size_t Open = openingAngle(Buf, Comma - 1);
  if (Open == StringRef::npos)
    return false;
  size_t NameEnd = skipSpaceBack(Buf, Open), NameBegin = NameEnd;
  while (NameBegin > 0 && isIdent(Buf[NameBegin - 1]))
    --NameBegin;
  auto Args = templateArguments(Buf, Open);
  if (Buf.slice(NameBegin, NameEnd) != C->Template || Args.size() <= C->Arg ||
      Args[C->Arg].first > Start || Args[C->Arg].first + Args[C->Arg].second.size() < N.Where.end() ||
      Args[C->Arg].second.trim() != Buf.slice(Start, N.Where.end()))
    return false;
  BlockSize S = blockSize(*C, Args);
  if (S.Text.empty())
    return false;
  std::string Cuda = "'" + N.Name + "'";
  if (S.Value && *S.Value % 64 == 0)
    return true; // whole wavefronts: hipCUB's own algorithm compiles
  if (S.Value) {
    To = C->Alternative.str();
    diag(N.Where, Severity::Note, "wave-size-choice",
         Cuda + " became '" + To + "': the block has " +
             std::to_string(*S.Value) + " threads, not a multiple of the "
             "wavefront size (64 on gfx942), which rocPRIM's warp transpose "
             "needs; the plain transpose gives each thread the same items",
         D.E);
    return true;
  }
  insert(N.Where.File, unsigned(Start), "(" + S.Text + " % 64 == 0 ? ");
  insert(N.Where.File, N.Where.end(), " : " + C->Alternative.str() + ")");
  diag(N.Where, Severity::Note, "wave-size-choice",
       Cuda + " became a choice by block size: '" + D.Replacement +
           "' where " + S.Text + " is a multiple of the wavefront size (64 "
           "on gfx942), which rocPRIM's warp transpose needs, else '" +
           C->Alternative.str() + "', which gives each thread the same items",
       D.E);
  return true;
}

} // namespace cuda2hip
