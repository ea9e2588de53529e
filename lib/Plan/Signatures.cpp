//===- Signatures.cpp - overloads that translation makes one --------------===//
//
// CUDA samples' helper_cuda.h (and its copies) overloads
// `_cudaGetErrorEnum(cudaError_t)` and `_cudaGetErrorEnum(CUresult)`: HIP
// has one type for both (hipError_t), so the translation would define the
// function twice. The finder records the user's functions with a parameter
// of a CUDA type (SignatureRef); here the parameter types are translated
// with the tables, and a function whose translated parameters equal those of
// an earlier one of the same name (whose CUDA parameters differ) is kept in
// the output between `#if 0` and `#endif`, with a warning at its place: the
// first stays, and the later one's callers reach it. Nothing is deleted.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <map>
#include <set>

using namespace llvm;

namespace cuda2hip {

namespace {
bool isIdChar(char C) { return isAlnum(C) || C == '_'; }

/// \p T with each identifier that a table renames spelled as HIP spells it
/// ("const CUresult &" -> "const hipError_t &"); "enum " and "struct " go,
/// as HIP's names are typedefs where CUDA's may be tags.
std::string translated(StringRef T, const Mapper &M) {
  std::string Out;
  for (size_t I = 0; I < T.size();) {
    if (!isIdChar(T[I]) || isDigit(T[I])) {
      Out += T[I++];
      continue;
    }
    size_t E = I;
    while (E < T.size() && isIdChar(T[E]))
      ++E;
    StringRef Id = T.slice(I, E);
    I = E;
    if (Id == "enum" || Id == "struct") {
      while (I < T.size() && T[I] == ' ')
        ++I;
      continue;
    }
    Decision D = M.map(Id, Kind::Type);
    Out += D.Result == Decision::Rename ? D.Replacement : Id.str();
  }
  return Out;
}

std::string joined(const std::vector<std::string> &V) { return join(V, ", "); }
} // namespace

void PlanBuilder::planSignatures() {
  // By name and translated parameters: the first CUDA parameters seen and
  // where they were declared.
  std::map<std::pair<std::string, std::string>, const SignatureRef *> First;
  std::set<std::pair<std::string, unsigned>> Done; // a header seen twice
  for (const SignatureRef &S : F.Signatures) {
    if (!Done.insert({S.Decl.File, S.Decl.Offset}).second)
      continue;
    std::vector<std::string> Hip;
    for (const std::string &P : S.Params)
      Hip.push_back(translated(P, M));
    auto [It, New] = First.try_emplace({S.Name, joined(Hip)}, &S);
    if (New || It->second->Params == S.Params)
      continue; // the first, or another declaration of the same function
    StringRef Buf = buffer(S.Decl.File);
    if (Buf.empty() || S.Decl.Offset + S.Decl.Length > Buf.size())
      continue;
    const SignatureRef &K = *It->second;
    std::string Kept = S.Name + "(" + joined(K.Params) + ")";
    std::string Place = sys::path::filename(K.Decl.File).str() + ":" +
                        std::to_string(lineColumn(buffer(K.Decl.File), K.Decl.Offset).first);
    std::string Why = S.Name + "(" + joined(S.Params) + ") has the signature of " + Kept +
                      " (" + Place + ") after translation: both take (" + joined(Hip) + ")";
    if (!guardLines(S.Decl, "#if 0 // cuda2hip: " + Why + "; the first is kept")) {
      diag(S.Decl, Severity::Error, "same-signature",
           Why + ", and it shares its lines with other code: put it between #if 0 and #endif, "
                 "merge the two or rename one");
      continue;
    }
    diag(S.Decl, Severity::Warning, "same-signature",
         Why + ": this one is kept between #if 0 and #endif, and its callers reach " + Kept +
             "; merge the two or rename one");
  }
}

} // namespace cuda2hip
