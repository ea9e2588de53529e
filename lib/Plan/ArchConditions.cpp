//===- ArchConditions.cpp - #if conditions that test what CUDA defines ----===//
//
// Conditions that compare __CUDA_ARCH__ or test CUDA's version macros are
// resolved for the target (Resolve.h, resolveConditions): on AMD GPUs each
// pass takes the branch that works there, written
// `#if defined(__HIP_PLATFORM_AMD__) ? <AMD> : (<as written>)` where HIP's
// reading of the original differs, so that the CUDA build is unchanged.
// Existence tests of __CUDA_ARCH__ alone are renamed (#ifdef __CUDA_ARCH__
// -> #ifdef __HIP_DEVICE_COMPILE__, exact in both passes). No identifier of
// such a condition is renamed on its own (planNames skips them).
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Resolve.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip {

/// The offsets of the __CUDA_ARCH__ existence tests of \p Buf that no
/// resolution covers, renamed.
void PlanBuilder::renameArchExistence(const std::string &Path, StringRef Buf,
                                      const Decision &Arch,
                                      ArrayRef<std::pair<unsigned, unsigned>> Dead) {
  for (const Conditional &C : scanConditionals(Buf)) {
    if (C.Kind == Conditional::Else || C.Kind == Conditional::Endif)
      continue;
    if (llvm::any_of(Dead, [&](auto R) { return C.Hash >= R.first && C.Hash < R.second; }))
      continue;
    StringRef Cond = Buf.slice(C.CondBegin, C.CondEnd);
    std::vector<CondName> Names = conditionNames(Cond, C.Kind);
    bool Value = false, Any = false;
    for (const CondName &N : Names)
      if (N.Name == "__CUDA_ARCH__") {
        Any = true;
        Value = Value || !N.Existence;
      }
    if (!Any || ConditionHandled.count({Path, C.CondBegin + Names[0].Offset}) ||
        llvm::any_of(Names, [&](const CondName &N) {
          return ConditionHandled.count({Path, C.CondBegin + N.Offset});
        }))
      continue;
    GroupStats &S = P.Stats[Arch.E->G];
    for (const CondName &N : Names) {
      if (N.Name != "__CUDA_ARCH__")
        continue;
      ConditionHandled.insert({Path, C.CondBegin + N.Offset});
      if (Value) { // a condition the author made tell HIP apart: as written
        ++S.Same;
        continue;
      }
      ++S.Converted;
      edit(FileRange{Path, C.CondBegin + N.Offset, unsigned(N.Name.size())},
           Arch.Replacement);
    }
  }
}

void PlanBuilder::planArchConditions() {
  Decision Arch = M.map("__CUDA_ARCH__", Kind::Macro);
  if (Arch.Result != Decision::Rename || !Arch.E)
    return;
  auto Main = F.Buffers.find(F.MainFile);
  bool Torch = Main != F.Buffers.end() && includesTorch(Main->second);
  ResolveTarget T = resolveTarget(F, M);
  for (const auto &[Path, Buf] : F.Buffers) {
    // Not in a PyTorch extension's branches for CUDA (`#ifndef USE_ROCM`).
    std::vector<std::pair<unsigned, unsigned>> Dead;
    if (Torch)
      Dead = deadOnRocm(Buf);
    for (const Resolution &R : resolveConditions(Buf, T)) {
      if (llvm::any_of(Dead, [&](auto D) { return R.Begin >= D.first && R.Begin < D.second; }))
        continue;
      for (unsigned Off : R.Names)
        ConditionHandled.insert({Path, Off});
      GroupStats &S = P.Stats[Arch.E->G];
      unsigned Len = 0;
      while (R.Names.front() + Len < Buf.size() &&
             (isAlnum(Buf[R.Names.front() + Len]) || Buf[R.Names.front() + Len] == '_'))
        ++Len;
      FileRange At{Path, R.Names.front(), Len};
      if (!R.Text.empty()) {
        // Every name of the rewritten condition keeps its CUDA spelling.
        for (const CondName &N : conditionNames(StringRef(Buf).slice(R.Begin, R.End)))
          ConditionHandled.insert({Path, R.Begin + N.Offset});
        ++S.Converted;
        edit(FileRange{Path, R.Begin, R.End - R.Begin}, R.Text);
      } else {
        ++S.Same;
      }
      if (!R.Warning.empty())
        diag(At, Severity::Warning, "needs-review", R.Warning, Arch.E);
    }
    if (StringRef(Buf).contains("__CUDA_ARCH__"))
      renameArchExistence(Path, Buf, Arch, Dead);
    for (unsigned Off : archListUses(Buf))
      if (llvm::none_of(Dead, [&](auto D) { return Off >= D.first && Off < D.second; }))
        diag(FileRange{Path, Off, unsigned(StringRef("__CUDA_ARCH_LIST__").size())},
             Severity::Warning, "needs-review", archListWarning(), Arch.E);
  }
}

} // namespace cuda2hip
