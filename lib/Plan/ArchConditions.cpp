//===- ArchConditions.cpp - #if conditions that read __CUDA_ARCH__ --------===//
//
// A condition that reads __CUDA_ARCH__ is decided as a whole (Conditions.h,
// archCondition): existence tests only are renamed (#ifdef __CUDA_ARCH__ ->
// #ifdef __HIP_DEVICE_COMPILE__, exact in both passes); a comparison with an
// architecture number is never renamed (HIP's macro is 1, not an
// architecture): it stays as written when that reads on HIP as on CUDA's
// sm_80, an old-GPU fallback is kept out on AMD, and anything else stays
// with a warning that says what HIP makes of it. No identifier of such a
// condition is renamed on its own (planNames skips them).
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Conditions.h"

using namespace llvm;

namespace cuda2hip {

void PlanBuilder::planArchConditions() {
  Decision Arch = M.map("__CUDA_ARCH__", Kind::Macro);
  if (Arch.Result != Decision::Rename || !Arch.E)
    return;
  auto Main = F.Buffers.find(F.MainFile);
  bool Torch = Main != F.Buffers.end() && includesTorch(Main->second);
  for (const auto &[Path, Buf] : F.Buffers) {
    if (StringRef(Buf).find("__CUDA_ARCH__") == StringRef::npos)
      continue;
    // Not in a PyTorch extension's branches for CUDA (`#ifndef USE_ROCM`).
    std::vector<std::pair<unsigned, unsigned>> Dead;
    if (Torch)
      Dead = deadOnRocm(Buf);
    for (const Conditional &C : scanConditionals(Buf)) {
      if (C.Kind == Conditional::Else || C.Kind == Conditional::Endif)
        continue;
      if (llvm::any_of(Dead, [&](auto R) { return C.Hash >= R.first && C.Hash < R.second; }))
        continue;
      StringRef Cond = StringRef(Buf).slice(C.CondBegin, C.CondEnd);
      std::vector<CondName> Names = conditionNames(Cond, C.Kind);
      std::vector<const CondName *> Uses;
      for (const CondName &N : Names)
        if (N.Name == "__CUDA_ARCH__")
          Uses.push_back(&N);
      if (Uses.empty())
        continue;
      auto At = [&](const CondName &N) {
        return FileRange{Path, C.CondBegin + N.Offset, unsigned(N.Name.size())};
      };
      for (const CondName *N : Uses)
        ConditionHandled.insert({Path, C.CondBegin + N->Offset});
      ArchDecision D = archCondition(Cond, C.Kind);
      GroupStats &S = P.Stats[Arch.E->G];
      switch (D.Action) {
      case ArchDecision::Rename:
        for (const CondName *N : Uses) {
          ++S.Converted;
          edit(At(*N), Arch.Replacement);
        }
        break;
      case ArchDecision::Keep:
        S.Same += Uses.size();
        break;
      case ArchDecision::Drop: {
        ++S.Converted;
        // Around the condition's tokens (a trailing comment stays outside).
        unsigned First = Cond.size() - Cond.ltrim(" \t").size();
        StringRef Rest = Cond.substr(First);
        size_t End = Rest.size();
        for (StringRef Open : {"//", "/*"})
          End = std::min(End, Rest.find(Open));
        StringRef Expr = Rest.take_front(End).rtrim(" \t\r\n\\");
        insert(Path, C.CondBegin + First, "!defined(__HIP_PLATFORM_AMD__) && (");
        insert(Path, C.CondBegin + First + Expr.size(), ")");
        break;
      }
      }
      if (D.Warn)
        diag(At(*Uses.front()), Severity::Warning, "needs-review", D.Reason, Arch.E);
    }
  }
}

} // namespace cuda2hip
