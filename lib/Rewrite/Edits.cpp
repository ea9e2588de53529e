//===- Edits.cpp - sorted, non-overlapping edits of one file --------------===//
#include "cuda2hip/Plan.h"

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

std::string FilePlan::apply() const { return applyEdits(Original, Edits); }

clang::tooling::Replacements FilePlan::replacements() const {
  clang::tooling::Replacements R;
  // Adjacent insertions at one offset are merged into one replacement.
  for (size_t I = 0; I < Edits.size();) {
    unsigned Off = Edits[I].Offset, Len = Edits[I].Length;
    std::string Text = Edits[I].Text;
    size_t J = I + 1;
    while (J < Edits.size() && Edits[J].Offset == Off && Len == 0) {
      Text += Edits[J].Text;
      Len = Edits[J].Length;
      ++J;
    }
    llvm::consumeError(
        R.add(clang::tooling::Replacement(Path, Off, Len, Text)));
    I = J;
  }
  return R;
}

void mergePlan(Plan &Into, const Plan &From) {
  for (const auto &[Path, FP] : From.Files) {
    auto [It, New] = Into.Files.try_emplace(Path, FP);
    if (New)
      continue;
    EditSet Set(It->second.Edits);
    for (const Edit &E : FP.Edits)
      if (!Set.add(E))
        Into.Diags.push_back(
            {FileRange{Path, E.Offset, E.Length}, Severity::Warning, "conflict",
             "translation units disagree about this text (replacement '" +
                 E.Text + "' not applied)",
             "", std::nullopt});
    It->second.Edits = Set.take();
  }
  Into.Diags.insert(Into.Diags.end(), From.Diags.begin(), From.Diags.end());
  for (const auto &[G, S] : From.Stats) {
    GroupStats &T = Into.Stats[G];
    T.Converted += S.Converted;
    T.Same += S.Same;
    T.Unsupported += S.Unsupported;
    T.NotInTarget += S.NotInTarget;
    T.Unknown += S.Unknown;
  }
  Into.UnknownApis += From.UnknownApis;
  Into.UsedTokenEngine |= From.UsedTokenEngine;
  Into.ParseFailed |= From.ParseFailed;
  Into.Portable.merge(From.Portable);
}

} // namespace cuda2hip
