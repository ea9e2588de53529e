//===- PrefixCensus.cpp - which leading include blocks get a PCH (Find.h) -===//
//
// (Also the reading of a unit's leading block: systemIncludeLines.)
//
// A PCH of some headers costs about one plain parse of them and saves that
// parse for every other unit it serves. Units rarely start with the same
// lines (one program includes <cstdio> and <cub/cub.cuh>, the next
// <chrono>, <cub/cub.cuh> and <cuda_fp16.h>), but they often share their
// heavy headers. So a unit's leading `#include <...>` block is taken as a
// set of headers.
//
// A block that stops at `#include "x.h"` goes on with x.h's own leading
// `#include <...>` lines (after its include guard), a few headers deep: a
// program whose files all start with their common header shares what that
// header includes first.
//
// select() chooses the sets of headers that get a PCH, per set of extra
// flags, from what each header brings beyond the CUDA preamble (its files
// and their sizes: HeaderCosts.cpp). A unit may use a PCH when every file
// its headers bring is one the unit's own headers bring: the PCH then
// declares nothing the unit's plain parse would not, and only the order
// of the headers differs (a library header may come before a C++ one;
// headers of CUDA, libraries and the C++ library do not depend on that
// order, and an error inside a header the PCH holds means the plain
// parse). A unit uses the heaviest PCH it may use. The sets are chosen
// greedily, the one that saves most beyond its cost first, among the
// headers within each unit's files and within what two units' files share.
//
//===----------------------------------------------------------------------===//
#include "Preamble.h"
#include "cuda2hip/Parse.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <cstring>
#include <set>

using namespace llvm;

namespace cuda2hip {
namespace {
/// The leading `#include <...>` lines of \p Text (see systemIncludeLines).
/// \p Header: a leading include guard (`#pragma once`, or `#ifndef X`
/// then `#define X`) is allowed before them. \p Quoted is set to the name
/// of the `#include "..."` the block stopped at, if it stopped at one.
std::vector<std::string> includeBlock(StringRef Text, bool Header, std::string *Quoted) {
  std::vector<std::string> Out;
  bool InComment = false;
  std::string Guard; // after `#ifndef X`: expecting `#define X`
  bool Guarded = false;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    // The line without its comments; stop at anything but an #include <>.
    std::string Code;
    for (size_t I = 0; I < Line.size();) {
      if (InComment) {
        size_t End = Line.find("*/", I);
        if (End == StringRef::npos) {
          I = Line.size();
          break;
        }
        InComment = false;
        I = End + 2;
        Code += ' ';
      } else if (Line.substr(I).starts_with("/*")) {
        InComment = true;
        I += 2;
      } else if (Line.substr(I).starts_with("//")) {
        break;
      } else {
        Code += Line[I++];
      }
    }
    if (!InComment && StringRef(Line).rtrim().ends_with("\\"))
      break; // a continued line: not worth reading
    StringRef L = StringRef(Code).trim();
    if (L.empty())
      continue;
    if (!L.consume_front("#"))
      break;
    L = L.ltrim();
    if (Header && !Guarded && Out.empty()) {
      // The include guard of a user header, before its first include.
      StringRef Word = L.take_while([](char C) { return isAlnum(C) || C == '_'; });
      StringRef Arg = L.drop_front(Word.size()).trim();
      bool Identifier = !Arg.empty() && llvm::all_of(Arg, [](char C) {
        return isAlnum(C) || C == '_';
      });
      if (Guard.empty() && ((Word == "pragma" && Arg == "once") ||
                            (Word == "ifndef" && Identifier))) {
        if (Word == "pragma")
          Guarded = true;
        else
          Guard = Arg.str();
        continue;
      }
      if (!Guard.empty()) {
        if (Word != "define" || Arg != Guard)
          break;
        Guarded = true;
        continue;
      }
    }
    if (!Guard.empty() && !Guarded)
      break;
    if (!L.consume_front("include"))
      break;
    L = L.ltrim();
    if (L.starts_with("\"")) {
      size_t Close = L.find('"', 1);
      if (Quoted && Close != StringRef::npos && L.substr(Close + 1).trim().empty())
        *Quoted = L.substr(1, Close - 1).str();
      break;
    }
    size_t Close = L.find('>');
    if (!L.starts_with("<") || Close == StringRef::npos ||
        !L.substr(Close + 1).trim().empty())
      break;
    Out.push_back("#include " + L.take_front(Close + 1).str());
  }
  return Out;
}
} // namespace

std::vector<std::string> systemIncludeLines(StringRef Text) {
  return includeBlock(Text, /*Header=*/false, nullptr);
}

std::vector<std::string> systemIncludeLines(StringRef Path, StringRef Text) {
  std::string Quoted;
  std::vector<std::string> Out = includeBlock(Text, /*Header=*/false, &Quoted);
  // Where the block stops at `#include "x.h"`, x.h (next to the file that
  // includes it) is the next thing the preprocessor reads: its own leading
  // `#include <...>` lines, after its include guard, come before any line
  // of the user's too. Followed a few headers deep.
  std::set<std::string> Seen{Path.str()};
  SmallString<256> Current(Path);
  for (int Depth = 0; Depth < 8 && !Quoted.empty() && !Path.empty(); ++Depth) {
    SmallString<256> Next(sys::path::parent_path(Current));
    sys::path::append(Next, Quoted);
    sys::path::remove_dots(Next, /*remove_dot_dot=*/true);
    if (!Seen.insert(std::string(Next)).second)
      break;
    auto Buf = MemoryBuffer::getFile(Next, /*IsText=*/true);
    if (!Buf)
      break;
    Quoted.clear();
    for (std::string &L : includeBlock((*Buf)->getBuffer(), /*Header=*/true, &Quoted))
      Out.push_back(std::move(L));
    Current = Next;
  }
  return Out;
}

std::string systemIncludePrefix(StringRef Text) {
  std::string Out;
  for (const std::string &L : systemIncludeLines(Text))
    Out += L + "\n";
  return Out;
}

namespace {

std::string flagsKey(ArrayRef<std::string> Flags) {
  std::string K;
  for (const std::string &F : Flags)
    K += F + '\x1f';
  return K + '\x1e';
}

/// 2: a library header (in a folder, or a CUDA library's own); 1: the C++
/// library's (no extension); 0: C headers and the CUDA runtime's. A
/// block's headers come in this order (then the most popular first).
int rankOf(StringRef Line) {
  StringRef Name = Line.drop_front(strlen("#include <")).drop_back();
  for (StringRef Posix : {"sys/", "bits/", "arpa/", "net/", "netinet/", "linux/", "asm/"})
    if (Name.starts_with(Posix))
      return 0;
  if (Name.contains('/'))
    return 2;
  for (StringRef P : {"cublas", "cusparse", "cufft", "curand", "cusolver", "cudnn",
                      "cooperative_groups", "nccl", "nvrtc", "nvtx", "mma.h",
                      "cuda_fp16", "cuda_bf16", "cuda_fp8", "cuda_fp6", "cuda_fp4",
                      "cuda_pipeline", "cuda_awbarrier", "cutlass", "torch"})
    if (Name.starts_with(P))
      return 2;
  return Name.contains('.') ? 0 : 1;
}

/// \p Lines without repeats.
std::vector<std::string> distinct(ArrayRef<std::string> Lines) {
  std::vector<std::string> Out;
  for (const std::string &L : Lines)
    if (std::find(Out.begin(), Out.end(), L) == Out.end())
      Out.push_back(L);
  return Out;
}

} // namespace

void PrefixCensus::add(StringRef Path, StringRef Text, ArrayRef<std::string> Flags) {
  ++Units;
  std::vector<std::string> Lines = systemIncludeLines(Path, Text);
  if (!Lines.empty())
    Pending.push_back({flagsKey(Flags), distinct(Lines)});
}

void PrefixCensus::finish() {
  // How many units include each header (per flag set): the order of a
  // block's headers.
  Popular.clear();
  for (auto &[FK, Lines] : Pending)
    for (const std::string &L : Lines)
      ++Popular[FK + L];
}

std::vector<std::string> PrefixCensus::headerLines(ArrayRef<std::string> Flags) const {
  std::string FK = flagsKey(Flags);
  std::set<std::string> Out;
  for (auto &[K, Lines] : Pending)
    if (K == FK)
      Out.insert(Lines.begin(), Lines.end());
  return std::vector<std::string>(Out.begin(), Out.end());
}

bool PrefixCensus::selected(ArrayRef<std::string> Flags) const {
  std::lock_guard<std::mutex> L(Mu);
  return Selections.count(flagsKey(Flags));
}

namespace {

/// select()'s choice, on plain data: the headers that add something to the
/// CUDA preamble (and the files each brings), the groups of units that bring
/// the same files (and how many units each), the candidate blocks, the
/// blocks picked, and which block each group uses.
struct BlockChoice {
  struct Cand {
    BitVector Files;
    uint64_t Bytes = 0;
    std::vector<unsigned> Members; // groups that may use it
  };

  BlockChoice(const HeaderCosts &Costs) : Costs(Costs), NF(Costs.Size.size()) {}

  /// The headers that add something to the CUDA preamble, and the files
  /// each brings (also into \p FilesOfLine).
  void addHeaders(std::map<std::string, BitVector> &FilesOfLine) {
    for (auto &[Line, Files] : Costs.Files) {
      BitVector F(NF);
      for (unsigned Id : Files)
        if (Id < NF)
          F.set(Id);
      if (F.none())
        continue;
      FilesOfLine[Line] = F;
      Names.push_back(Line);
      FilesOf.push_back(std::move(F));
    }
  }

  /// A unit bringing the files \p F: units that bring the same files are
  /// one group.
  void addUnit(const BitVector &F) {
    if (F.none())
      return;
    std::vector<unsigned> Key(F.set_bits_begin(), F.set_bits_end());
    auto [It, New] = GroupOf.try_emplace(Key, Groups.size());
    if (New) {
      Groups.push_back(F);
      Weight.push_back(0);
    }
    ++Weight[It->second];
  }

  uint64_t bytesOf(const BitVector &F) const {
    uint64_t Sum = 0;
    for (unsigned Id : F.set_bits())
      Sum += Costs.Size[Id];
    return Sum;
  }

  /// The headers whose files all are among \p F.
  BitVector headersWithin(const BitVector &F) const {
    BitVector B(Names.size());
    for (unsigned H = 0; H < Names.size(); ++H)
      if (!FilesOf[H].test(F))
        B.set(H);
    return B;
  }

  /// Candidate blocks: for one group, and for what two groups share (among
  /// the heaviest groups, for a big tree), every header whose files all are
  /// among theirs. A unit may use a block when every file of the block is
  /// one its own headers bring: the PCH then declares nothing the plain
  /// parse would not; only the order of the headers differs.
  void candidates() {
    std::vector<unsigned> ByWeight(Groups.size());
    for (unsigned I = 0; I < Groups.size(); ++I)
      ByWeight[I] = I;
    llvm::stable_sort(ByWeight, [&](unsigned A, unsigned B) { return Weight[A] > Weight[B]; });
    if (ByWeight.size() > 200)
      ByWeight.resize(200);
    for (const BitVector &G : Groups)
      Cands.push_back(headersWithin(G));
    for (size_t I = 0; I < ByWeight.size(); ++I)
      for (size_t J = I + 1; J < ByWeight.size(); ++J) {
        BitVector F = Groups[ByWeight[I]];
        F &= Groups[ByWeight[J]];
        BitVector B = headersWithin(F);
        if (B.any())
          Cands.push_back(std::move(B));
      }
    auto Less = [](const BitVector &A, const BitVector &B) {
      for (unsigned I = 0; I < A.size(); ++I)
        if (A[I] != B[I])
          return bool(B[I]);
      return false;
    };
    llvm::sort(Cands, Less);
    Cands.erase(std::unique(Cands.begin(), Cands.end()), Cands.end());
    C.resize(Cands.size());
    for (size_t I = 0; I < Cands.size(); ++I) {
      C[I].Files = BitVector(NF);
      for (unsigned H : Cands[I].set_bits())
        C[I].Files |= FilesOf[H];
      C[I].Bytes = bytesOf(C[I].Files);
      for (unsigned G = 0; G < Groups.size(); ++G)
        if (!C[I].Files.test(Groups[G]))
          C[I].Members.push_back(G);
    }
  }

  /// Greedy: the block that saves most beyond what it costs, as long as one
  /// saves more than it costs. A unit uses the heaviest chosen block it may
  /// use; a block saves each unit the bytes it adds to the unit's block so
  /// far, and costs its own bytes (one parse) plus \p BuildBytes (the
  /// build's own work: the CUDA preamble again, the writing).
  void pick(uint64_t BuildBytes) {
    std::vector<uint64_t> Cur(Groups.size(), 0);
    for (unsigned Round = 0; Round < 64; ++Round) {
      int64_t BestValue = 0;
      size_t Best = C.size();
      for (size_t I = 0; I < C.size(); ++I) {
        int64_t Gain = 0;
        for (unsigned G : C[I].Members)
          if (C[I].Bytes > Cur[G])
            Gain += int64_t(Weight[G]) * int64_t(C[I].Bytes - Cur[G]);
        int64_t Value = Gain - int64_t(C[I].Bytes) - int64_t(BuildBytes);
        if (Value > BestValue) {
          BestValue = Value;
          Best = I;
        }
      }
      if (Best == C.size())
        break;
      Picked.push_back(Best);
      for (unsigned G : C[Best].Members)
        Cur[G] = std::max(Cur[G], C[Best].Bytes);
    }
  }

  /// Each group to its heaviest block; a block left with one unit is
  /// dropped (its unit goes to its next heaviest), until none is.
  void assign() {
    Use.assign(Groups.size(), -1);
    std::vector<bool> Dropped(Picked.size(), false);
    for (bool Changed = true; Changed;) {
      Changed = false;
      std::vector<unsigned> Users(Picked.size(), 0);
      for (unsigned G = 0; G < Groups.size(); ++G) {
        Use[G] = -1;
        for (size_t P = 0; P < Picked.size(); ++P)
          if (!Dropped[P] && !C[Picked[P]].Files.test(Groups[G]) &&
              (Use[G] < 0 || C[Picked[P]].Bytes > C[Picked[Use[G]]].Bytes))
            Use[G] = int(P);
        if (Use[G] >= 0)
          Users[Use[G]] += Weight[G];
      }
      for (size_t P = 0; P < Picked.size(); ++P)
        if (!Dropped[P] && Users[P] < 2) {
          Dropped[P] = true;
          Changed = true;
        }
    }
  }

  const HeaderCosts &Costs;
  const unsigned NF;
  std::vector<std::string> Names;           ///< the headers
  std::vector<BitVector> FilesOf;           ///< by header
  std::map<std::vector<unsigned>, unsigned> GroupOf;
  std::vector<BitVector> Groups;            ///< files
  std::vector<unsigned> Weight;             ///< units, by group
  std::vector<BitVector> Cands;             ///< headers, by candidate
  std::vector<Cand> C;                      ///< by candidate
  std::vector<size_t> Picked;               ///< candidates
  std::vector<int> Use;                     ///< picked, by group (-1: none)
};

} // namespace

void PrefixCensus::select(ArrayRef<std::string> Flags, const HeaderCosts &Costs,
                          uint64_t BuildBytes) const {
  const std::string FK = flagsKey(Flags);
  {
    std::lock_guard<std::mutex> L(Mu);
    if (Selections.count(FK))
      return;
  }
  Selection S;
  S.NF = Costs.Size.size();
  BlockChoice B(Costs);
  B.addHeaders(S.FilesOfLine);
  for (auto &[K, Lines] : Pending)
    if (K == FK)
      B.addUnit(S.filesOf(Lines));
  B.candidates();
  B.pick(BuildBytes);
  B.assign();
  auto Popularity = [&](const std::string &L) {
    auto P = Popular.find(FK + L);
    return P == Popular.end() ? 0u : P->second;
  };
  std::map<size_t, size_t> BlockOf; // picked -> block
  for (unsigned G = 0; G < B.Groups.size(); ++G) {
    if (B.Use[G] < 0)
      continue;
    size_t Chosen = B.Picked[B.Use[G]];
    auto [It, New] = BlockOf.try_emplace(size_t(B.Use[G]), S.Blocks.size());
    if (New) {
      Block Bl;
      for (unsigned H : B.Cands[Chosen].set_bits())
        Bl.Lines.push_back(B.Names[H]);
      // Library headers first, then the C++ library's, then C headers; the
      // most popular first.
      std::stable_sort(Bl.Lines.begin(), Bl.Lines.end(),
                       [&](const std::string &X, const std::string &Y) {
                         int RX = rankOf(X), RY = rankOf(Y);
                         if (RX != RY)
                           return RX > RY;
                         unsigned PX = Popularity(X), PY = Popularity(Y);
                         return PX != PY ? PX > PY : X < Y;
                       });
      Bl.Files = B.C[Chosen].Files;
      Bl.Bytes = B.C[Chosen].Bytes;
      S.Blocks.push_back(std::move(Bl));
    }
    S.Blocks[It->second].Users += B.Weight[G];
    S.Served += B.Weight[G];
  }
  std::lock_guard<std::mutex> L(Mu);
  Selections.try_emplace(FK, std::move(S));
}

BitVector PrefixCensus::Selection::filesOf(ArrayRef<std::string> Lines) const {
  BitVector F(NF);
  for (const std::string &L : Lines)
    if (auto It = FilesOfLine.find(L); It != FilesOfLine.end())
      F |= It->second;
  return F;
}

std::string PrefixCensus::choose(StringRef Path, StringRef Text, ArrayRef<std::string> Flags,
                                 unsigned *Users) const {
  if (Users)
    *Users = 0;
  std::lock_guard<std::mutex> L(Mu);
  auto It = Selections.find(flagsKey(Flags));
  if (It == Selections.end() || It->second.Blocks.empty())
    return "";
  const Selection &S = It->second;
  BitVector Own = S.filesOf(systemIncludeLines(Path, Text));
  const Block *Best = nullptr;
  for (const Block &B : S.Blocks)
    if ((!Best || B.Bytes > Best->Bytes) && !B.Files.test(Own))
      Best = &B;
  if (!Best)
    return "";
  if (Users)
    *Users = Best->Users;
  std::string Out;
  for (const std::string &H : Best->Lines)
    Out += H + "\n";
  return Out;
}

std::vector<std::pair<std::string, unsigned>>
PrefixCensus::blocks(ArrayRef<std::string> Flags) const {
  std::vector<std::pair<std::string, unsigned>> Out;
  std::lock_guard<std::mutex> L(Mu);
  auto It = Selections.find(flagsKey(Flags));
  if (It == Selections.end())
    return Out;
  for (const Block &B : It->second.Blocks) {
    std::string Text;
    for (const std::string &H : B.Lines)
      Text += H + "\n";
    Out.push_back({Text, B.Users});
  }
  return Out;
}

unsigned PrefixCensus::served() const {
  std::lock_guard<std::mutex> L(Mu);
  unsigned N = 0;
  for (auto &[K, S] : Selections)
    N += S.Served;
  return N;
}

} // namespace cuda2hip
