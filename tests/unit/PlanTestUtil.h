//===- PlanTestUtil.h - build Findings by hand for plan tests ---*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_PLANTESTUTIL_H
#define CUDA2HIP_TESTS_PLANTESTUTIL_H

#include "cuda2hip/Plan.h"

namespace cuda2hip::test {

inline Entry row(const char *C, const char *H, Kind K, Special S = Special::None,
                 Version HipAdded = {}, const char *Note = "") {
  return Entry{C, H, K, Group::Runtime, S, {}, {}, {}, HipAdded, Note, ""};
}

inline const Table &planTable() {
  static Table T({
      row("cudaMalloc", "hipMalloc", Kind::Function),
      row("cudaError_t", "hipError_t", Kind::Type),
      row("cudaGone", "", Kind::Function, Special::None, {}, "no HIP equivalent"),
      row("cudaMemcpyToSymbol", "hipMemcpyToSymbol", Kind::Function, Special::Symbol),
      row("__shfl_down_sync", "__shfl_down", Kind::Function, Special::DropMask),
      row("cudaGraphInstantiate", "hipGraphInstantiateWithFlags", Kind::Function,
          Special::GraphInstantiate),
      row("cudaLaunchKernel", "hipLaunchKernel", Kind::Function, Special::KernelPtr),
      row("cuda_runtime.h", "hip/hip_runtime.h", Kind::Header),
      row("cuda.h", "hip/hip_runtime.h", Kind::Header),
      row("cuda_fp16.h", "hip/hip_fp16.h", Kind::Header),
      row("mma.h", "", Kind::Header, Special::None, {}, "no WMMA header in HIP"),
  });
  return T;
}

/// Findings for one file: names found wherever the table knows them (the
/// token engine, so plan tests do not need a parser).
inline Findings tokenFindings(const std::string &Path, const std::string &Src) {
  Findings F;
  F.MainFile = Path;
  F.Buffers[Path] = Src;
  scanTokens(Path, F.Buffers[Path], planTable(), F);
  return F;
}

inline std::string planned(const std::string &Path, const std::string &Src,
                           PlanOptions O = {}, Version Target = {6, 3},
                           Plan *Out = nullptr) {
  Findings F = tokenFindings(Path, Src);
  Mapper M({Target}, planTable());
  Plan P = makePlan(F, M, O);
  std::string R = P.Files.at(Path).apply();
  if (Out)
    *Out = std::move(P);
  return R;
}

/// \p Src planned with the builtin table (the token engine's findings):
/// the text, and the plan in \p Out.
inline std::string builtinPlanned(const std::string &Path, const std::string &Src,
                                  Version Target = {6, 3}, Plan *Out = nullptr,
                                  PlanOptions O = {}) {
  Findings F;
  F.MainFile = Path;
  F.Buffers[Path] = Src;
  F.UsedTokenEngine = true;
  scanTokens(Path, F.Buffers[Path], Table::builtin(), F);
  Plan P = makePlan(F, Mapper({Target}, Table::builtin()), O);
  auto It = P.Files.find(Path);
  std::string R = It == P.Files.end() ? Src : It->second.apply();
  if (Out)
    *Out = std::move(P);
  return R;
}

/// The diagnostics of \p P with rule \p Rule.
inline std::vector<const Diagnostic *> diagsOf(const Plan &P, llvm::StringRef Rule) {
  std::vector<const Diagnostic *> V;
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == Rule)
      V.push_back(&D);
  return V;
}

} // namespace cuda2hip::test

#endif
