//===- Edits.cpp - sorted, non-overlapping edits of one file --------------===//
#include "cuda2hip/Basic.h"

using namespace llvm;

namespace cuda2hip {

bool addEdit(std::vector<Edit> &Edits, Edit E) {
  // Position: after every edit that starts before E (insertions at the same
  // offset keep their order of arrival, before a replacement at that offset).
  auto It = std::lower_bound(Edits.begin(), Edits.end(), E,
                             [](const Edit &A, const Edit &B) {
                               if (A.Offset != B.Offset)
                                 return A.Offset < B.Offset;
                               return A.Length == 0 && B.Length != 0;
                             });
  if (E.Length == 0) {
    // Insertions: skip over earlier insertions at the same offset.
    while (It != Edits.end() && It->Offset == E.Offset && It->Length == 0) {
      if (It->Text == E.Text)
        return true; // same insertion twice
      ++It;
    }
  }
  if (It != Edits.end() && It->Offset == E.Offset && It->Length == E.Length &&
      It->Text == E.Text)
    return true; // identical edit
  if (E.Length != 0) {
    if (It != Edits.begin()) {
      const Edit &P = *std::prev(It);
      if (P.Length != 0 && P.Offset + P.Length > E.Offset)
        return false;
    }
    if (It != Edits.end() && It->Offset < E.Offset + E.Length)
      return false;
  } else if (It != Edits.begin()) {
    const Edit &P = *std::prev(It);
    if (P.Offset < E.Offset && P.Offset + P.Length > E.Offset)
      return false; // insertion inside a replaced range
  }
  Edits.insert(It, std::move(E));
  return true;
}

EditSet::EditSet(const std::vector<Edit> &Sorted) {
  for (const Edit &E : Sorted)
    Items.emplace_hint(Items.end(), Item{E, Next++});
}

bool EditSet::add(Edit E) {
  // The same decisions as addEdit(); It is where E would go.
  bool Ins = E.Length == 0;
  auto Key = [&](bool Repl, uint64_t Seq) {
    return Item{Edit{E.Offset, Repl ? 1u : 0u, {}}, Seq};
  };
  auto It = Ins ? Items.upper_bound(Key(false, UINT64_MAX))
                : Items.lower_bound(Key(true, 0));
  if (Ins) {
    // Earlier insertions at the same offset: the same one twice is kept once.
    for (auto J = Items.lower_bound(Key(false, 0)); J != It; ++J)
      if (J->E.Text == E.Text)
        return true;
  }
  if (It != Items.end() && It->E.Offset == E.Offset &&
      It->E.Length == E.Length && It->E.Text == E.Text)
    return true; // identical edit
  if (!Ins) {
    if (It != Items.begin()) {
      const Edit &P = std::prev(It)->E;
      if (P.Length != 0 && P.Offset + P.Length > E.Offset)
        return false;
    }
    if (It != Items.end() && It->E.Offset < E.Offset + E.Length)
      return false;
  } else if (It != Items.begin()) {
    const Edit &P = std::prev(It)->E;
    if (P.Offset < E.Offset && P.Offset + P.Length > E.Offset)
      return false; // insertion inside a replaced range
  }
  Items.emplace_hint(It, Item{std::move(E), Next++});
  return true;
}

std::vector<Edit> EditSet::take() {
  std::vector<Edit> Out;
  Out.reserve(Items.size());
  while (!Items.empty())
    Out.push_back(std::move(Items.extract(Items.begin()).value().E));
  return Out;
}

std::vector<Edit> EditSet::extract(unsigned Begin, unsigned End) {
  std::vector<Edit> Out;
  // Items are ordered by offset: those starting in [Begin, End] are
  // contiguous; a replacement among them may still end beyond End.
  auto It = Items.lower_bound(Item{Edit{Begin, 0, {}}, 0});
  while (It != Items.end() && It->E.Offset <= End) {
    if (It->E.Offset + It->E.Length > End) {
      ++It;
      continue;
    }
    Out.push_back(std::move(Items.extract(It++).value().E));
  }
  return Out;
}

std::string applyEdits(StringRef Original, ArrayRef<Edit> Edits) {
  size_t Size = Original.size();
  for (const Edit &E : Edits)
    Size += E.Text.size() - E.Length;
  std::string Out;
  Out.reserve(Size);
  unsigned Pos = 0;
  for (const Edit &E : Edits) {
    Out.append(Original.data() + Pos, E.Offset - Pos);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original.data() + Pos, Original.size() - Pos);
  return Out;
}

} // namespace cuda2hip
