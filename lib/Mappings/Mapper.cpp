//===- Mapper.cpp - version gates and decisions over the tables -----------===//
#include "cuda2hip/Mappings.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {

int symbolArgument(Special S) {
  switch (S) {
  case Special::Symbol: return 0;
  case Special::Symbol2: return 1;
  case Special::Symbol3: return 2;
  case Special::Symbol4: return 3;
  case Special::Symbol5: return 4;
  case Special::Symbol6: return 5;
  default: return -1;
  }
}

StringRef kindName(Kind K) {
  switch (K) {
  case Kind::Function: return "function";
  case Kind::Type: return "type";
  case Kind::Enumerator: return "enumerator";
  case Kind::Macro: return "macro";
  case Kind::Header: return "header";
  case Kind::Namespace: return "namespace";
  case Kind::Member: return "member";
  case Kind::Variable: return "variable";
  }
  return "?";
}

std::optional<Kind> kindFromName(StringRef N) {
  for (Kind K : {Kind::Function, Kind::Type, Kind::Enumerator, Kind::Macro,
                 Kind::Header, Kind::Namespace, Kind::Member, Kind::Variable})
    if (kindName(K) == N)
      return K;
  return std::nullopt;
}

bool Mapper::looksLikeCudaApi(StringRef N) {
  auto UpperAt = [&](size_t I) { return N.size() > I && isUpper(N[I]); };
  if (N.starts_with("cuda") && UpperAt(4))
    return true; // cudaMalloc, cudaStream_t
  if (N.starts_with("cu") && UpperAt(2))
    return true; // cuMemAlloc, cuComplex
  if (N.starts_with("CU") && (N.size() > 2 && (isUpper(N[2]) || N[2] == '_')))
    return true; // CUdevice, CU_DEVICE_ATTRIBUTE_..., CUDA_R_32F
  for (StringRef P : {"cublas", "curand", "cufft", "cusparse", "cusolver",
                      "cudnn", "nccl", "nvrtc", "nvtx", "CUBLAS", "CURAND",
                      "CUFFT", "CUSPARSE", "CUSOLVER", "CUDNN", "NCCL",
                      "NVRTC", "nvml", "NVML", "__nv_", "__cuda"})
    if (N.starts_with(P))
      return true;
  return false;
}

/// "rocBLAS" for --blas rocblas: how messages name the library.
static StringRef blasLibraryName(StringRef Blas) {
  if (Blas == "rocblas")
    return "rocBLAS";
  if (Blas == "hipblas")
    return "hipBLAS";
  return Blas;
}

bool Mapper::replacedByBlasTarget(const Entry *E) const {
  if (Opts.Blas == "hipblas" || Opts.Blas.empty() || !E->Variant.empty())
    return false;
  if (E->Cuda.starts_with("cublasLt") || E->Cuda.starts_with("CUBLASLT"))
    return false; // hipBLASLt is its own library, used with rocBLAS too
  if (E->K == Kind::Header)
    return E->Cuda.starts_with("cublas");
  return E->G == Group::Blas;
}

bool Mapper::applies(const Entry *E) const {
  if (E->Variant.empty())
    return !replacedByBlasTarget(E);
  auto [Option, Value] = E->Variant.split(':');
  if (Option == "torch")
    return Value == Opts.TorchStyle;
  if (Option == "blas")
    return Value == Opts.Blas;
  return false;
}

Decision Mapper::notInBlasTarget(StringRef Cuda, const Entry *E) const {
  Decision D;
  D.E = E;
  D.Result = Decision::Unsupported;
  D.RuleId = "unsupported-api";
  D.Message = ("'" + Cuda + "' is not available in " +
               blasLibraryName(Opts.Blas) + " (--blas " + Opts.Blas +
               "): no row of the tables maps it there; left unchanged")
                  .str();
  return D;
}

Decision Mapper::decide(StringRef Cuda, ArrayRef<const Entry *> Rows) const {
  Decision D;
  if (Rows.empty())
    return D;
  // Rows are alternatives: the first one available in the target wins. A
  // row that needs an opt-in macro the translation does not define gives
  // way to a later one that needs none (HIP 6.2's *_sync builtins, opt-in
  // there, before the mask-less forms every HIP has).
  const Entry *Unavailable = nullptr, *Unsupported = nullptr;
  const Entry *OptInOnly = nullptr;
  auto Defined = [&](StringRef M) {
    return llvm::is_contained(Opts.Defined, M.str());
  };
  for (const Entry *E : Rows) {
    if (!OptInOnly && E->supported() && !E->OptIn.empty() &&
        !Defined(E->OptIn) &&
        !(E->HipAdded.known() && Opts.TargetHip < E->HipAdded)) {
      auto Later = std::find(Rows.begin(), Rows.end(), E) + 1;
      if (std::any_of(Later, Rows.end(), [&](const Entry *L) {
            return L->supported() && L->OptIn.empty() &&
                   !(L->HipAdded.known() && Opts.TargetHip < L->HipAdded);
          })) {
        OptInOnly = E;
        continue;
      }
    }
    if (!E->supported()) {
      if (!Unsupported)
        Unsupported = E;
      continue;
    }
    if (E->HipAdded.known() && Opts.TargetHip < E->HipAdded) {
      // The oldest HIP that has the name is the one to name.
      if (!Unavailable || E->HipAdded < Unavailable->HipAdded)
        Unavailable = E;
      continue;
    }
    D.E = E;
    D.Result = E->identity() ? Decision::Same : Decision::Rename;
    D.Replacement = E->Hip.str();
    if (!E->OptIn.empty()) {
      D.RuleId = "opt-in-macro";
      D.Message = ("'" + E->Hip + "' exists only when '" + E->OptIn +
                   "' is defined before including the HIP headers")
                      .str();
      if (!E->Note.empty())
        D.Message += ("; " + E->Note).str();
    }
    if (E->WarnOnUse) {
      D.RuleId = "needs-review";
      D.Message = ("'" + Cuda + "' became '" + E->Hip + "': " + E->Note).str();
    }
    if (E->Rewrite == Special::DropMask) {
      D.RuleId = "mask-dropped";
      D.Message = ("'" + Cuda + "' has no HIP " + Opts.TargetHip.str() +
                   " equivalent with a lane mask; translated to '" + E->Hip +
                   "' without the mask argument (all lanes of the wavefront "
                   "take part)")
                      .str();
    }
    return D;
  }
  if (Unavailable) {
    D.E = Unavailable;
    D.Result = Decision::NotInTarget;
    D.RuleId = "not-in-target";
    D.Message = ("'" + Cuda + "' maps to '" + Unavailable->Hip +
                 "', which needs HIP " + Unavailable->HipAdded.str() +
                 " or newer; target is HIP " + Opts.TargetHip.str() +
                 " (use --hip-version); left unchanged")
                    .str();
    return D;
  }
  D.E = Unsupported;
  D.Result = Decision::Unsupported;
  D.RuleId = "unsupported-api";
  // A row of --blas rocblas says what rocBLAS lacks.
  StringRef Lib = "HIP";
  if (Unsupported->Variant.starts_with("blas:"))
    Lib = blasLibraryName(Unsupported->Variant.drop_front(5));
  D.Message = ("'" + Cuda + "' is not supported by " + Lib).str();
  if (!Unsupported->Note.empty())
    D.Message += (": " + Unsupported->Note).str();
  D.Message += "; left unchanged";
  return D;
}

Decision Mapper::map(StringRef Cuda, std::optional<Kind> K) const {
  if (Opts.User) { // user rules first: one that applies decides
    MapOptions O = Opts;
    O.User = nullptr;
    O.Blas = "hipblas"; // the user's rows are never replaced by --blas
    Decision D = Mapper(O, *Opts.User).map(Cuda, K);
    if (D.E)
      return D;
  }
  // Rows of the kind the finder saw are preferred; a name CUDA declares as a
  // macro for a function (cuMemAlloc -> cuMemAlloc_v2) still finds its row.
  // Namespace rows apply only to namespace references.
  ArrayRef<const Entry *> All = T.find(Cuda);
  SmallVector<const Entry *, 4> Rows;
  if (K)
    for (const Entry *E : All)
      if (E->K == *K && applies(E))
        Rows.push_back(E);
  if (Rows.empty() && K != Kind::Namespace)
    for (const Entry *E : All)
      if (E->K != Kind::Header && E->K != Kind::Namespace && applies(E))
        Rows.push_back(E);
  // --blas rocblas: a cuBLAS name without a rocBLAS row is not in rocBLAS;
  // its hipBLAS row must not apply instead.
  if (Rows.empty())
    for (const Entry *E : All)
      if (E->K != Kind::Header && E->K != Kind::Namespace &&
          replacedByBlasTarget(E))
        return notInBlasTarget(Cuda, E);
  Decision D = decide(Cuda, Rows);
  if (D.Result == Decision::NotCuda && looksLikeCudaApi(Cuda)) {
    D.Result = Decision::Unknown;
    D.RuleId = "unknown-api";
    D.Message = ("'" + Cuda +
                 "' is a CUDA API with no known HIP equivalent; left unchanged")
                    .str();
    if (Cuda.starts_with("nvml") || Cuda.starts_with("NVML"))
      D.Message = ("'" + Cuda +
                   "' is NVML (NVIDIA's management library), which HIP does "
                   "not have: port it to AMD SMI (amdsmi_*) or ROCm SMI "
                   "(rsmi_*); left unchanged")
                      .str();
  }
  return D;
}

Decision Mapper::mapHeader(StringRef Spelled) const {
  if (Opts.User) { // user rules first
    MapOptions O = Opts;
    O.User = nullptr;
    O.Blas = "hipblas"; // the user's rows are never replaced by --blas
    Decision D = Mapper(O, *Opts.User).mapHeader(Spelled);
    if (D.E)
      return D;
  }
  SmallVector<const Entry *, 2> Exact;
  for (const Entry *E : T.findHeaders(Spelled))
    if (applies(E))
      Exact.push_back(E);
  if (!Exact.empty())
    return decide(Spelled, Exact);
  for (const Entry *E : T.findHeaders(Spelled))
    if (replacedByBlasTarget(E))
      return notInBlasTarget(Spelled, E);
  const Entry *E = T.findHeaderPrefix(Spelled);
  if (!E || !applies(E))
    return {};
  if (E->Cuda.ends_with("/")) {
    // Prefix row: "thrust/system/cuda/" -> "thrust/system/hip/".
    Decision D = decide(Spelled, {E});
    if (D.Result == Decision::Rename || D.Result == Decision::Same) {
      D.Replacement = (E->Hip + Spelled.drop_front(E->Cuda.size())).str();
      D.Result = D.Replacement == Spelled ? Decision::Same : Decision::Rename;
    }
    return D;
  }
  return {};
}

std::vector<std::string> definedMacros(ArrayRef<std::string> Args) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "-D" && I + 1 < Args.size())
      A = Args[++I];
    else if (!A.consume_front("-D"))
      continue;
    StringRef Name = A.split('=').first.trim();
    if (!Name.empty())
      Out.push_back(Name.str());
  }
  return Out;
}

std::optional<Version> detectHipVersion(ArrayRef<std::string> Roots) {
  for (const std::string &Root : Roots) {
    SmallString<256> P(Root);
    sys::path::append(P, "include", "hip", "hip_version.h");
    auto Buf = MemoryBuffer::getFile(P);
    if (!Buf)
      continue;
    int Major = -1, Minor = -1;
    SmallVector<StringRef, 64> Lines;
    (*Buf)->getBuffer().split(Lines, '\n');
    for (StringRef L : Lines) {
      L = L.trim();
      if (!L.consume_front("#define"))
        continue;
      L = L.ltrim();
      auto [Name, Val] = L.split(' ');
      Val = Val.trim();
      if (Name == "HIP_VERSION_MAJOR")
        Val.getAsInteger(10, Major);
      else if (Name == "HIP_VERSION_MINOR")
        Val.getAsInteger(10, Minor);
    }
    if (Major >= 0 && Minor >= 0)
      return Version{uint16_t(Major), uint16_t(Minor)};
  }
  return std::nullopt;
}

} // namespace cuda2hip
