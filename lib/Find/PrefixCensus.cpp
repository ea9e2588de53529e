//===- PrefixCensus.cpp - which leading include blocks get a PCH (Find.h) -===//
//
// The units of a run are a trie of their leading `#include <...>` lines
// (per set of extra flags). A PCH of a block costs about one plain parse of
// it and saves that parse for every other unit it serves, so a block is
// worth one only when two units use it. finish() walks the trie from the
// deepest blocks up: the units that no deeper block took are counted at each
// block; as soon as two are, that block gets a PCH and takes them. A unit
// then uses the deepest block on its path that got one: the longest block
// it shares with some other unit, never a block no other unit uses.
//
//===----------------------------------------------------------------------===//
#include "Preamble.h"
#include "cuda2hip/Find.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>

using namespace llvm;

namespace cuda2hip {
namespace {

/// A block's key: the flags, then its lines.
std::string blockKey(ArrayRef<std::string> Flags, ArrayRef<std::string> Lines,
                     size_t Count) {
  std::string K;
  for (const std::string &F : Flags)
    K += F + '\x1f';
  K += '\x1e';
  for (size_t I = 0; I < Count; ++I)
    K += Lines[I] + '\n';
  return K;
}

} // namespace

void PrefixCensus::add(StringRef Text, ArrayRef<std::string> Flags) {
  ++Units;
  std::vector<std::string> Lines = systemIncludeLines(Text);
  if (Lines.empty())
    return;
  ++Ends[blockKey(Flags, Lines, Lines.size())];
  for (size_t K = 1; K <= Lines.size(); ++K)
    Chosen.try_emplace(blockKey(Flags, Lines, K), 0);
}

void PrefixCensus::finish() {
  // Blocks by depth, deepest first (a block's key is its parent's plus one
  // line; the parent is found by cutting the last line off).
  std::vector<std::pair<size_t, std::string>> ByDepth;
  for (auto &[K, C] : Chosen) {
    C = 0;
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

std::string PrefixCensus::choose(StringRef Text, ArrayRef<std::string> Flags,
                                 unsigned *Users) const {
  if (Users)
    *Users = 0;
  std::vector<std::string> Lines = systemIncludeLines(Text);
  for (size_t K = Lines.size(); K >= 1; --K) {
    auto It = Chosen.find(blockKey(Flags, Lines, K));
    if (It != Chosen.end() && It->second) {
      if (Users)
        *Users = It->second;
      std::string Out;
      for (size_t I = 0; I < K; ++I)
        Out += Lines[I] + "\n";
      return Out;
    }
  }
  return "";
}

std::shared_ptr<const PrefixCensus> censusOfFiles(ArrayRef<std::string> Paths,
                                                  ArrayRef<std::string> Flags) {
  auto C = std::make_shared<PrefixCensus>();
  for (const std::string &P : Paths) {
    auto Buf = MemoryBuffer::getFile(P, /*IsText=*/true);
    C->add(Buf ? (*Buf)->getBuffer() : StringRef(), Flags);
  }
  C->finish();
  return C;
}

} // namespace cuda2hip
