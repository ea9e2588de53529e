//===- TokenEngineFuzzer.cpp - the token engine on arbitrary bytes --------===//
//
// libFuzzer target (CUDA2HIP_FUZZ=ON, clang): scanTokens over any buffer, then
// the plan of what it found applied; must not crash, hang or produce edits
// outside the buffer.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Find.h"
#include "cuda2hip/Mappings.h"
#include "cuda2hip/Plan.h"
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace cuda2hip;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const Table &T = Table::builtin();
  static const Mapper M(MapOptions{}, T);
  Findings F;
  F.MainFile = "/fuzz/input.cu";
  F.Buffers[F.MainFile] = std::string(reinterpret_cast<const char *>(Data), Size);
  scanTokens(F.MainFile, F.Buffers[F.MainFile], T, F);
  F.UsedTokenEngine = true;
  Plan P = makePlan(F, M, PlanOptions{});
  for (const auto &[Path, FP] : P.Files) {
    for (const Edit &E : FP.Edits)
      if (E.Offset + E.Length > FP.Original.size())
        std::abort(); // an edit outside the buffer
    (void)FP.apply();
  }
  return 0;
}
