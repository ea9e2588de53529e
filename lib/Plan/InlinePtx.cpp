//===- InlinePtx.cpp - inline PTX replaced by its HIP code ----------------===//
//
// PTX does not assemble for AMD GPUs. In a CUDA source, each asm statement
// holding PTX (Ptx.h: isPtx) that matchPtx recognises is replaced by the
// equivalent HIP code, with a `ptx-replaced` note; the others, and the
// idioms whose HIP code is only close (%globaltimer, %warpid), stay as
// written with a `ptx-left` warning at their place saying what to write.
// A statement inside an #if group that tests __CUDA_ARCH__ or has another
// branch (#elif, #else) is left alone: the code has a path without it,
// which the HIP build takes (docs/cuda-arch.md).
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Ptx.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip {
namespace {

/// [begin, end) of the #if groups of \p Buf that test __CUDA_ARCH__ or
/// have an #elif or #else: the code has another path there.
std::vector<std::pair<unsigned, unsigned>> groupsWithAnotherPath(StringRef Buf) {
  struct Open {
    unsigned Begin;
    bool Other;
  };
  std::vector<Open> Stack;
  std::vector<std::pair<unsigned, unsigned>> Out;
  for (size_t Pos = 0; Pos < Buf.size();) {
    size_t EOL = Buf.find('\n', Pos);
    if (EOL == StringRef::npos)
      EOL = Buf.size();
    StringRef Line = Buf.slice(Pos, EOL).ltrim();
    if (Line.consume_front("#")) {
      Line = Line.ltrim();
      StringRef Word = Line.take_while([](char C) { return isAlpha(C); });
      bool Arch = Line.contains("__CUDA_ARCH");
      if (Word == "if" || Word == "ifdef" || Word == "ifndef")
        Stack.push_back({unsigned(Pos), Arch});
      else if (Word.starts_with("el") && !Stack.empty())
        Stack.back().Other = true;
      else if (Word == "endif" && !Stack.empty()) {
        if (Stack.back().Other)
          Out.push_back({Stack.back().Begin, unsigned(EOL)});
        Stack.pop_back();
      }
    }
    Pos = EOL + 1;
  }
  return Out;
}

} // namespace

void PlanBuilder::planInlinePtx() {
  for (auto &[Path, Text] : F.Buffers) {
    if (!reliedOnCudaHeaders(Path))
      continue;
    StringRef Buf = Text;
    auto Guarded = groupsWithAnotherPath(Buf);
    for (auto [B, E] : findAsmStatements(Buf)) {
      StringRef Stmt = Buf.slice(B, E);
      unsigned At = B;
      if (!isPtx(Stmt) || llvm::any_of(Guarded, [At](auto G) {
            return G.first < At && At < G.second;
          }))
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
