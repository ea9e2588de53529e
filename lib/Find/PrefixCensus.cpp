//===- PrefixCensus.cpp - which leading include blocks get a PCH (Find.h) -===//
//
// (Also the reading of a unit's leading block: systemIncludeLines.)
//
// A PCH of some headers costs about one plain parse of them and saves that
// parse for every other unit it serves. Units rarely start with the same
// lines (one program includes <cstdio> and <cub/cub.cuh>, the next
// <chrono>, <cub/cub.cuh> and <cuda_fp16.h>), but they often share their
// heavy headers. So a unit's leading `#include <...>` block is taken as a
// set and written in one order for the whole run: library headers
// (Thrust, CUB, cuBLAS, cooperative groups, ...: a name in a folder other
// than the C library's sys/ and the like, or a CUDA library's), the most
// popular first; for a unit with no library header, the C++ library's
// (<chrono>, <iostream>, ...) instead. C headers and the CUDA runtime's are
// left out: the CUDA preamble holds most of them, and the rest are light.
// A unit's lighter headers stay out of its PCH, so that the units sharing
// their heavy headers share one PCH, not one per combination of light ones.
//
// A block that stops at `#include "x.h"` goes on with x.h's own leading
// `#include <...>` lines (after its include guard), a few headers deep: a
// program whose files all start with their common header shares what that
// header includes first.
//
// The units of a run are then a trie of these sequences (per set of extra
// flags). finish() walks it from the deepest blocks up: the units that no
// deeper block took are counted at each block; as soon as two are, that
// block gets a PCH and takes them. A unit then uses the deepest block on its
// path that got one: the most headers it shares with some other unit, never
// a block no other unit uses.
//
// A PCH so chosen holds only headers the unit includes itself, in its
// leading block (or its first user header's), before any line of its own;
// only their order may differ from the unit's (a library header may come
// before a C++ one). Headers of CUDA, libraries and the C++ library do not
// depend on that order, and an error inside a header the PCH holds means
// the plain parse.
//
//===----------------------------------------------------------------------===//
#include "Preamble.h"
#include "cuda2hip/Find.h"
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

/// A block's key: the flags, then its first \p Count lines.
std::string blockKey(StringRef FlagsKey, ArrayRef<std::string> Lines, size_t Count) {
  std::string K = FlagsKey.str();
  for (size_t I = 0; I < Count; ++I)
    K += Lines[I] + '\n';
  return K;
}

/// 2: a library header (in a folder, or a CUDA library's own); 1: the C++
/// library's (no extension); 0: C headers and the CUDA runtime's.
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

} // namespace

std::vector<std::string>
PrefixCensus::sequence(StringRef FlagsKey, ArrayRef<std::string> Lines) const {
  std::vector<std::string> Out;
  int Best = 0;
  for (const std::string &L : Lines)
    Best = std::max(Best, rankOf(L));
  for (const std::string &L : Lines)
    if (Best && rankOf(L) == Best && std::find(Out.begin(), Out.end(), L) == Out.end())
      Out.push_back(L);
  auto Popularity = [&](const std::string &L) {
    auto It = Popular.find(FlagsKey.str() + L);
    return It == Popular.end() ? 0u : It->second;
  };
  std::sort(Out.begin(), Out.end(), [&](const std::string &A, const std::string &B) {
    unsigned PA = Popularity(A), PB = Popularity(B);
    return PA != PB ? PA > PB : A < B;
  });
  return Out;
}

void PrefixCensus::add(StringRef Path, StringRef Text, ArrayRef<std::string> Flags) {
  ++Units;
  std::vector<std::string> Lines = systemIncludeLines(Path, Text);
  if (!Lines.empty())
    Pending.push_back({flagsKey(Flags), std::move(Lines)});
}

void PrefixCensus::finish() {
  // How many units include each header (per flag set): the order of a
  // block's headers.
  Popular.clear();
  for (auto &[FK, Lines] : Pending) {
    std::vector<std::string> Seen;
    for (const std::string &L : Lines)
      if (std::find(Seen.begin(), Seen.end(), L) == Seen.end()) {
        Seen.push_back(L);
        ++Popular[FK + L];
      }
  }
  Ends.clear();
  Chosen.clear();
  for (auto &[FK, Lines] : Pending) {
    std::vector<std::string> Seq = sequence(FK, Lines);
    if (Seq.empty())
      continue;
    ++Ends[blockKey(FK, Seq, Seq.size())];
    for (size_t K = 1; K <= Seq.size(); ++K)
      Chosen.try_emplace(blockKey(FK, Seq, K), 0);
  }
  // Blocks by depth, deepest first (a block's key is its parent's plus one
  // line; the parent is found by cutting the last line off).
  std::vector<std::pair<size_t, std::string>> ByDepth;
  for (auto &[K, C] : Chosen) {
    StringRef Lines = StringRef(K).split('\x1e').second;
    ByDepth.push_back({size_t(Lines.count('\n')), K});
  }
  std::sort(ByDepth.begin(), ByDepth.end(),
            [](const auto &A, const auto &B) { return A.first > B.first; });
  std::map<std::string, unsigned> Waiting; // units no deeper block took
  for (auto &[K, N] : Ends)
    Waiting[K] += N;
  Served = 0;
  for (auto &[Depth, K] : ByDepth) {
    unsigned N = Waiting[K];
    if (N >= 2) {
      Chosen[K] = N;
      Served += N;
      continue;
    }
    if (N && Depth > 1) {
      StringRef Parent = StringRef(K).drop_back(); // the last '\n'
      Parent = Parent.take_front(Parent.rfind('\n') + 1);
      Waiting[Parent.str()] += N;
    }
  }
}

std::string PrefixCensus::choose(StringRef Path, StringRef Text, ArrayRef<std::string> Flags,
                                 unsigned *Users) const {
  if (Users)
    *Users = 0;
  std::string FK = flagsKey(Flags);
  std::vector<std::string> Seq = sequence(FK, systemIncludeLines(Path, Text));
  for (size_t K = Seq.size(); K >= 1; --K) {
    auto It = Chosen.find(blockKey(FK, Seq, K));
    if (It != Chosen.end() && It->second) {
      if (Users)
        *Users = It->second;
      std::string Out;
      for (size_t I = 0; I < K; ++I)
        Out += Seq[I] + "\n";
      return Out;
    }
  }
  return "";
}

std::string PrefixCensus::chosenBelow(StringRef Block, ArrayRef<std::string> Flags,
                                      unsigned *Users) const {
  if (Users)
    *Users = 0;
  std::string FK = flagsKey(Flags);
  StringRef Lines = Block;
  while (Lines.size() > 1) {
    Lines = Lines.drop_back(); // the last '\n'
    Lines = Lines.take_front(Lines.rfind('\n') + 1);
    auto It = Chosen.find(FK + Lines.str());
    if (It != Chosen.end() && It->second) {
      if (Users)
        *Users = It->second;
      return Lines.str();
    }
  }
  return "";
}

std::shared_ptr<const PrefixCensus> censusOfFiles(ArrayRef<std::string> Paths,
                                                  ArrayRef<std::string> Flags) {
  auto C = std::make_shared<PrefixCensus>();
  for (const std::string &P : Paths) {
    auto Buf = MemoryBuffer::getFile(P, /*IsText=*/true);
    C->add(P, Buf ? (*Buf)->getBuffer() : StringRef(), Flags);
  }
  C->finish();
  return C;
}

} // namespace cuda2hip
