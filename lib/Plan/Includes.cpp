//===- Includes.cpp - rewrite, de-duplicate and add #includes -------------===//
//
// CUDA headers become HIP headers. Several CUDA headers map to one HIP
// header, so a second include of the same HIP header on the same #if branch
// is removed. A .cu file gets <hip/hip_runtime.h> as its first include, as
// nvcc included cuda_runtime.h implicitly.
//
//===----------------------------------------------------------------------===//
#include "FileLayout.h"
#include "PlanBuilder.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;

namespace cuda2hip {
using namespace layout;
namespace {

constexpr const char *HipRuntime = "hip/hip_runtime.h";

/// True if \p Header was included on \p Branch or on a branch enclosing it.
bool seen(const std::set<std::pair<std::string, std::string>> &Seen,
          StringRef Branch, StringRef Header) {
  while (true) {
    if (Seen.count({Branch.str(), Header.str()}))
      return true;
    if (Branch.empty())
      return false;
    Branch = Branch.rsplit('/').first;
  }
}

} // namespace

std::map<std::string, std::vector<const IncludeRef *>>
PlanBuilder::includesByFile() const {
  std::map<std::string, std::vector<const IncludeRef *>> ByFile;
  {
    std::map<std::pair<std::string, unsigned>, const IncludeRef *> U;
    for (const IncludeRef &I : F.Includes) {
      auto [It, New] = U.try_emplace({I.Directive.File, I.Directive.Offset}, &I);
      if (!New && I.Found == Engine::Ast)
        It->second = &I;
    }
    for (auto &[K, I] : U)
      ByFile[K.first].push_back(I);
  }
  // A .cu main file without any include still needs the HIP runtime.
  if (!F.MainFile.empty() && !ByFile.count(F.MainFile) && F.Buffers.count(F.MainFile))
    ByFile[F.MainFile];
  return ByFile;
}

void PlanBuilder::planIncludes() {
  std::map<std::string, std::vector<const IncludeRef *>> ByFile = includesByFile();
  for (auto &[Path, Incs] : ByFile) {
    StringRef Buf = buffer(Path);
    BranchMap Branches(Buf);
    std::set<std::pair<std::string, std::string>> Seen;

    auto Result = [&](const IncludeRef *I) -> std::string {
      if (!I->CudaOrUnresolved)
        return I->Spelled;
      Decision D = M.mapHeader(I->Spelled);
      return D.Result == Decision::Rename ? D.Replacement : I->Spelled;
    };

    if (sys::path::extension(Path) == ".cu") {
      const IncludeRef *First = nullptr;
      for (const IncludeRef *I : Incs)
        if (Branches.at(I->Directive.Offset).empty()) {
          First = I;
          break;
        }
      if (!First || Result(First) != HipRuntime) {
        unsigned At = First ? lineStart(Buf, First->Directive.Offset)
                            : firstCodeLine(Buf);
        insert(Path, At, (Twine("#include <") + HipRuntime + ">" + lineEnding(Buf)).str());
        Seen.insert({"", HipRuntime});
      }
    }

    for (const IncludeRef *I : Incs) {
      std::string Branch = Branches.at(I->Directive.Offset);
      Decision D;
      if (I->CudaOrUnresolved)
        D = M.mapHeader(I->Spelled);
      if (D.Result == Decision::NotCuda) {
        Seen.insert({Branch, I->Spelled});
        continue;
      }
      GroupStats &S = P.Stats[D.E->G];
      switch (D.Result) {
      case Decision::Rename:
      case Decision::Same: {
        if (seen(Seen, Branch, D.Replacement)) {
          // Already included on this branch: drop the line, newline too.
          unsigned End = I->Directive.end();
          while (End < Buf.size() && Buf[End] != '\n' && Buf[End] != '\r')
            ++End;
          if (End < Buf.size())
            End += Buf.substr(End).starts_with("\r\n") ? 2 : 1;
          edit(FileRange{Path, I->Directive.Offset, End - I->Directive.Offset}, "");
        } else if (D.Result == Decision::Rename) {
          edit(I->Name, D.Replacement);
        }
        D.Result == Decision::Rename ? ++S.Converted : ++S.Same;
        Seen.insert({Branch, D.Replacement});
        break;
      }
      case Decision::Unsupported:
        ++S.Unsupported;
        diag(I->Name, Severity::Warning, D.RuleId, D.Message, D.E);
        break;
      case Decision::NotInTarget:
        ++S.NotInTarget;
        diag(I->Name, Severity::Warning, D.RuleId, D.Message, D.E);
        break;
      default:
        break;
      }
    }
  }
}

} // namespace cuda2hip
