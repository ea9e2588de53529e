//===- Qualifiers.cpp - qualifiers that change with a qualified row -------===//
//
// Most qualified rows keep their qualifier (cub::X -> hipcub::X has a
// namespace row of its own for cub). PyTorch's do not: hipify writes
// at::cuda::CUDAGuard as at::hip::HIPGuardMasqueradingAsCUDA but leaves
// at::cuda::getCurrentCUDABlasHandle alone, so at::cuda has no namespace row
// and the qualifier is renamed with the name it qualifies. Walking back from
// the renamed identifier, each spelled qualifier that matches the row's
// (right to left) takes the HIP row's component. These edits win over a
// namespace row at the same place.
//
// The other way round, a qualified name HIP lacks keeps its qualifiers as
// spelled: renaming the namespace of cub::DeviceFor::Bulk would write a name
// that exists nowhere, and the warning says "left unchanged".
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Helpers.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>
#include <utility>

using namespace llvm;

namespace cuda2hip {
namespace {
bool identChar(char C) { return isAlnum(C) || C == '_'; }

void splitQualified(StringRef S, SmallVectorImpl<StringRef> &Parts) {
  S.split(Parts, "::");
}

// The qualifier spelled just before Pos ("Q ::" then Pos, spaces allowed):
// its [Begin, End) offsets; none when there is no "::", or an empty
// qualifier (::X, the global scope).
std::optional<std::pair<size_t, size_t>> qualifierBefore(StringRef Buf, size_t Pos) {
  size_t P = Pos;
  while (P > 0 && isSpace(Buf[P - 1]))
    --P;
  if (P < 2 || Buf.substr(P - 2, 2) != "::")
    return std::nullopt;
  P -= 2;
  while (P > 0 && isSpace(Buf[P - 1]))
    --P;
  size_t End = P;
  while (P > 0 && identChar(Buf[P - 1]))
    --P;
  if (P == End)
    return std::nullopt;
  return std::make_pair(P, End);
}
} // namespace

void PlanBuilder::planQualifiers(const std::vector<const NameRef *> &Names) {
  for (const NameRef *N : Names) {
    if (N->K == Kind::Namespace || !StringRef(N->Name).contains("::"))
      continue;
    Decision D = M.map(N->Name, N->K);
    if (D.Result != Decision::Rename || !D.E)
      continue;
    SmallVector<StringRef, 4> Cuda, Hip;
    splitQualified(D.E->Cuda, Cuda);
    splitQualified(D.Replacement, Hip);
    if (Cuda.size() != Hip.size() || Cuda.size() < 2)
      continue;
    StringRef Buf = buffer(N->Where.File);
    size_t Pos = N->Where.Offset;
    for (size_t I = Cuda.size() - 1; I-- > 0;) {
      auto Q = qualifierBefore(Buf, Pos);
      if (!Q || Buf.slice(Q->first, Q->second) != Cuda[I])
        break;
      auto [P, End] = *Q;
      if (Hip[I] != Cuda[I]) {
        edit(FileRange{N->Where.File, unsigned(P), unsigned(End - P)}, Hip[I].str());
        QualifierEdits[{N->Where.File, unsigned(P)}] = Hip[I].str();
      }
      Pos = P;
    }
  }
}

void PlanBuilder::dropNamespaceQualifiers(const NameRef &N, const Decision &D) {
  if (!D.E || D.E->K != Kind::Namespace)
    return;
  SmallVector<StringRef, 4> Cuda, Hip;
  splitQualified(D.E->Cuda, Cuda);
  splitQualified(D.Replacement, Hip);
  if (Hip.size() >= Cuda.size())
    return;
  // Only when HIP's namespace is CUDA's innermost components (cuda::std ->
  // std): the outer ones, spelled before the name, go.
  size_t Drop = Cuda.size() - Hip.size();
  for (size_t I = 0; I < Hip.size(); ++I)
    if (Hip[I] != Cuda[Drop + I])
      return;
  StringRef Buf = buffer(N.Where.File);
  size_t Pos = N.Where.Offset, Begin = Pos;
  for (size_t I = Drop; I-- > 0;) {
    auto Q = qualifierBefore(Buf, Begin);
    if (!Q || Buf.slice(Q->first, Q->second) != Cuda[I])
      return; // not spelled with its outer qualifiers (a using-directive)
    Begin = Q->first;
  }
  if (Begin < Pos)
    edit(FileRange{N.Where.File, unsigned(Begin), unsigned(Pos - Begin)}, "");
}

void PlanBuilder::keepQualifiers(const std::vector<const NameRef *> &Names) {
  for (const NameRef *N : Names) {
    if (N->K == Kind::Namespace || !StringRef(N->Name).contains("::"))
      continue;
    Decision D = M.map(N->Name, N->K);
    bool Supplied = D.Result == Decision::Same && isHelperRow(*D.E); // as spelled
    if (D.Result != Decision::Unsupported && D.Result != Decision::NotInTarget && !Supplied)
      continue;
    StringRef Buf = buffer(N->Where.File);
    size_t Pos = N->Where.Offset;
    for (size_t I = StringRef(N->Name).count("::"); I-- > 0;) {
      auto Q = qualifierBefore(Buf, Pos);
      if (!Q)
        break; // no qualifier, or ::cub::X: the global scope
      KeptQualifiers.insert({N->Where.File, unsigned(Q->first)});
      Pos = Q->first;
    }
  }
}

} // namespace cuda2hip
