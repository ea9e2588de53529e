//===- PlanMerge.cpp - a file's edits as Replacements; plans merged -------===//
#include "cuda2hip/Plan.h"

using namespace llvm;

namespace cuda2hip {

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
  for (const auto &[G, S] : From.Stats)
    Into.Stats[G] += S;
  Into.UnknownApis += From.UnknownApis;
  Into.UsedTokenEngine |= From.UsedTokenEngine;
  Into.ParseFailed |= From.ParseFailed;
  Into.Portable.merge(From.Portable);
}

} // namespace cuda2hip
