//===- InlinePtx.cpp - inline PTX replaced by its HIP code ----------------===//
//
// PTX does not assemble for AMD GPUs. In a CUDA source, each asm statement
// holding PTX (Ptx.h: isPtx) that matchPtx recognises is replaced by the
// equivalent HIP code, with a `ptx-replaced` note; the others, and the
// idioms whose HIP code is only close (%globaltimer, %warpid), stay as
// written with a `ptx-left` warning at their place saying what to write.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Ptx.h"

using namespace llvm;

namespace cuda2hip {

void PlanBuilder::planInlinePtx() {
  for (auto &[Path, Text] : F.Buffers) {
    if (!reliedOnCudaHeaders(Path))
      continue;
    StringRef Buf = Text;
    for (auto [B, E] : findAsmStatements(Buf)) {
      StringRef Stmt = Buf.slice(B, E);
      if (!isPtx(Stmt))
        continue;
      FileRange R{Path, B, E - B};
      std::optional<PtxIdiom> P = matchPtx(Stmt);
      if (P && P->Exact) {
        edit(R, P->Replacement);
        diag(R, Severity::Note, "ptx-replaced",
             "inline PTX ('" + P->What + "') replaced by its HIP equivalent: " +
                 P->Replacement);
        continue;
      }
      std::string Msg = "inline PTX does not assemble for AMD GPUs; left unchanged: ";
      if (P)
        Msg += "'" + P->What + "' is close to '" + P->Replacement +
               "' (check that it means what the code wants)";
      else
        Msg += "rewrite it in HIP (docs/ptx.md lists the idioms the translation "
               "replaces: __lane_id(), clock64(), __ldg, __brev, __popc, __byte_perm, "
               "__bitextract_u32, __bitinsert_u32, fmaf, __shfl*, __ballot; carry "
               "chains as 64-bit sums)";
      diag(R, Severity::Warning, "ptx-left", Msg);
    }
  }
}

} // namespace cuda2hip
