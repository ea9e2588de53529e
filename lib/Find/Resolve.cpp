//===- Resolve.cpp - CUDA feature tests resolved for the HIP target -------===//
//
// resolveConditions() (Resolve.h): a group is read in CUDA's worlds (an
// architecture or the host pass, a CUDA version), the user's own macros
// unknown; the branch each world takes is classified (BranchFacts.cpp), and
// AMD's two passes get the branch of the first world, newest first, whose
// branch works there. docs/cuda-arch.md lists the rules.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Resolve.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Mappings.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace cuda2hip {

void collectDefineFacts(ArrayRef<StringRef> Bufs, ResolveTarget &T); // BranchFacts.cpp

namespace {

struct Branch {
  const Conditional *D = nullptr; ///< null: the implicit #else of a group without one
  unsigned BodyBegin = 0, BodyEnd = 0;
  bool hasCond() const { return D && D->Kind != Conditional::Else; }
};
using CondGroup = std::vector<Branch>;

std::vector<CondGroup> groups(const std::vector<Conditional> &Cs) {
  std::vector<CondGroup> Out, Stack;
  for (const Conditional &C : Cs) {
    switch (C.Kind) {
    case Conditional::If:
    case Conditional::Ifdef:
    case Conditional::Ifndef:
      Stack.push_back({{&C, C.CondEnd, C.CondEnd}});
      break;
    case Conditional::Endif:
      if (Stack.empty())
        break;
      Stack.back().back().BodyEnd = C.Hash;
      if (Stack.back().back().hasCond())
        Stack.back().push_back({nullptr, C.Hash, C.Hash});
      Out.push_back(std::move(Stack.back()));
      Stack.pop_back();
      break;
    default: // #elif..., #else
      if (Stack.empty())
        break;
      Stack.back().back().BodyEnd = C.Hash;
      Stack.back().push_back({&C, C.CondEnd, C.CondEnd});
    }
  }
  llvm::sort(Out, [](const CondGroup &A, const CondGroup &B) { return A[0].D->Hash < B[0].D->Hash; });
  return Out;
}

bool isHipMacro(StringRef N) {
  return N == "USE_ROCM" || N == "__HIP_PLATFORM_AMD__" || N == "__HIP_PLATFORM_HCC__" ||
         N == "__HIPCC__" || N == "__HIP__" || N == "__HIP_DEVICE_COMPILE__" ||
         N == "__HIP_PLATFORM_NVIDIA__" || N == "__HIP_PLATFORM_NVCC__";
}

/// A world: CUDA (an architecture, 0 for the host pass; a version) or
/// AMD's pass as the translation leaves a condition.
struct World {
  bool Hip = false;
  long long Arch = 0, Version = 13000;
  /// __CUDA_ARCH_LIST__ compared as a number: the one architecture a build
  /// targets (both of its passes see the same list).
  long long List = 0;
};

std::optional<MacroState> macro(StringRef N, World W) {
  if (N == "__CUDACC__")
    return MacroState{true, 1}; // renamed to __HIPCC__ on HIP
  if (isHipMacro(N)) {
    if (N == "USE_ROCM" && W.Hip)
      return std::nullopt; // a PyTorch build's choice
    bool Def = W.Hip && N != "__HIP_PLATFORM_NVIDIA__" && N != "__HIP_PLATFORM_NVCC__" &&
               (N != "__HIP_DEVICE_COMPILE__" || W.Arch);
    return MacroState{Def, Def};
  }
  if (!isCudaWorldMacro(N))
    return std::nullopt;
  if (W.Hip)
    return MacroState{false, 0};
  if (N == "__CUDA_ARCH__")
    return MacroState{W.Arch != 0, W.Arch};
  if (N == "CUDART_VERSION" || N == "CUDA_VERSION")
    return MacroState{true, W.Version};
  if (N == "__CUDACC_VER_MAJOR__")
    return MacroState{true, W.Version / 1000};
  if (N == "__CUDACC_VER_MINOR__")
    return MacroState{true, W.Version % 1000 / 10};
  if (N == "__CUDACC_VER_BUILD__")
    return MacroState{true, 0};
  if (N == "__CUDA_ARCH_LIST__")
    return MacroState{true, W.List ? W.List : W.Arch};
  return MacroState{true, 1}; // __NVCC__
}

std::optional<long long> evalIn(const Branch &B, StringRef Buf, World W) {
  return evalCondition(Buf.slice(B.D->CondBegin, B.D->CondEnd),
                       [&](StringRef N) { return macro(N, W); }, B.D->Kind);
}

/// What a condition names.
struct Mentions {
  bool CudaValue = false; ///< a CUDA macro beyond __CUDA_ARCH__'s existence
  bool Arch = false, Version = false, Hip = false, Resolved = false;
  bool List = false; ///< names __CUDA_ARCH_LIST__
  std::vector<unsigned> Names; ///< CUDA macros, offsets in the condition
};

Mentions mentions(StringRef Cond, Conditional::KindT K) {
  Mentions M;
  M.Resolved = Cond.ltrim().starts_with("defined(__HIP_PLATFORM_AMD__) ?");
  for (const CondName &N : conditionNames(Cond, K)) {
    M.Hip = M.Hip || isHipMacro(N.Name);
    if (!isCudaWorldMacro(N.Name))
      continue;
    M.Names.push_back(N.Offset);
    bool IsArch = N.Name == "__CUDA_ARCH__";
    bool IsList = N.Name == "__CUDA_ARCH_LIST__";
    M.List = M.List || IsList;
    M.Arch = M.Arch || IsArch || (IsList && !N.Existence);
    M.Version = M.Version || (!IsArch && N.Name != "__NVCC__" && N.Name != "__CUDA_ARCH_LIST__");
    M.CudaValue = M.CudaValue || !IsArch || !N.Existence;
  }
  return M;
}

const long long Archs[] = {1000, 900, 890, 800, 750, 700, 610, 600, 530, 500, 350};
const long long Versions[] = {13000, 12090, 12080, 12060, 12040, 12020, 12000, 11080,
                              11060, 11040, 11020, 11000, 10020, 10000, 9020, 9000};

class GroupResolver {
public:
  GroupResolver(StringRef Buf, const CondGroup &G, const ResolveTarget &T) : Buf(Buf), G(G) {
    for (const Branch &B : G)
      Facts.push_back(classifyBranch(Buf.slice(B.BodyBegin, B.BodyEnd), T));
    for (const Branch &B : G)
      if (B.hasCond())
        Ms.push_back(mentions(cond(B), B.D->Kind));
      else
        Ms.push_back({});
  }
  void run(std::vector<Resolution> &Out);

private:
  StringRef cond(const Branch &B) const { return Buf.slice(B.D->CondBegin, B.D->CondEnd); }
  /// The branch world \p W takes; -1: a condition naming CUDA macros is unknown there.
  int taken(World W) const {
    for (size_t I = 0; I < G.size(); ++I) {
      if (!G[I].hasCond())
        return I;
      std::optional<long long> V = evalIn(G[I], Buf, W);
      if (!V && !Ms[I].Names.empty())
        return -1;
      if (V && *V)
        return I;
    }
    return -1;
  }
  bool choose(std::string &Why);
  void emit(std::vector<Resolution> &Out, const std::string &Warning);
  /// Every condition as written, its CUDA macros not renamed.
  void keepAll(std::vector<Resolution> &Out);
  std::string worldName(World W) const;

  StringRef Buf;
  const CondGroup &G;
  std::vector<BranchFacts> Facts;
  std::vector<Mentions> Ms;
  int Dev = -1, Host = -1; ///< the branches AMD's passes take
  World DevWorld;
  bool LeftOut = false; ///< an NVIDIA-only branch has no alternative but nothing
};

std::string GroupResolver::worldName(World W) const {
  bool Arch = llvm::any_of(Ms, [](const Mentions &M) { return M.Arch; });
  bool Ver = llvm::any_of(Ms, [](const Mentions &M) { return M.Version; });
  std::string S;
  if (Arch)
    S = "sm_" + std::to_string(W.Arch / 10);
  if (Ver && W.Version == 0)
    S += std::string(Arch ? " with " : "") + "a CUDA older than the version tested";
  else if (Ver)
    S += std::string(Arch ? " with " : "") + "CUDA " + std::to_string(W.Version / 1000) +
         "." + std::to_string(W.Version % 1000 / 10);
  return S.empty() ? "nvcc" : S;
}

bool GroupResolver::choose(std::string &Why) {
  // A fallback that provides what the target lacks is taken in both passes.
  for (size_t I = 0; I < G.size(); ++I)
    if (!Facts[I].Provides.empty() && Facts[I].Conflicts.empty()) {
      Dev = Host = I;
      return true;
    }
  bool Ver = llvm::any_of(Ms, [](const Mentions &M) { return M.Version; });
  bool Arch = llvm::any_of(Ms, [](const Mentions &M) { return M.Arch; });
  // A version test whose branch on HIP (the macros undefined: the oldest
  // CUDA's) works there stays: HIP's libraries keep the older APIs.
  if (Ver && !Arch) {
    int K = taken({true, 0, 0});
    if (K >= 0 && Facts[K].works()) {
      Dev = Host = K;
      DevWorld = {false, 0, 0};
      return true;
    }
  }
  std::vector<long long> Vs = Ver ? std::vector<long long>(std::begin(Versions), std::end(Versions))
                                  : std::vector<long long>{13000};
  for (long long V : Vs)
    for (long long A : Archs) {
      int K = taken({false, A, V, A});
      if (K < 0) {
        Why = "a condition reads macros of the project that cuda2hip cannot evaluate";
        if (llvm::any_of(Ms, [](const Mentions &M) { return M.List; }))
          Why += " (HIP defines no __CUDA_ARCH_LIST__, no list of target architectures: "
                 "write `#if defined(__HIP_PLATFORM_AMD__) ? 1 : (<as written>)` where the "
                 "branch for the newest architecture works on AMD GPUs, `? 0` where it does "
                 "not)";
        return false;
      }
      if (!Facts[K].works()) {
        const BranchFacts &F = Facts[K];
        std::string R = !F.Nvidia.empty() ? "needs " + F.Nvidia
                        : !F.Traps.empty() ? "traps (" + F.Traps + ")"
                        : !F.Lacks.empty() ? "uses '" + F.Lacks + "', which the target HIP lacks"
                                           : "redefines " + F.Conflicts + ", which HIP declares";
        if (Why.empty())
          Why = "the branch for " + worldName({false, A, V}) + " " + R;
        // A branch that only enables a macro for NVIDIA-only code loses
        // nothing on AMD when left out.
        if (!F.Nvidia.empty() && !StringRef(F.Nvidia).ends_with("(a macro for NVIDIA-only code)"))
          LeftOut = true;
        continue;
      }
      Dev = K;
      DevWorld = {false, A, V};
      LeftOut = LeftOut && Facts[K].Empty && !G[K].D;
      Host = taken({false, 0, V, A});
      if (Host < 0)
        return false;
      const BranchFacts &H = Facts[Host];
      if (!H.Conflicts.empty() || !H.Lacks.empty())
        Host = Dev;
      return true;
    }
  // No CUDA world's branch works, but the one HIP reads (CUDA's macros
  // undefined: the #else of `#if defined(__CUDA_ARCH_LIST__)` around a use
  // of its value) does: as written.
  int HD = taken({true, 1, 0}), HH = taken({true, 0, 0});
  if (HD >= 0 && HD == HH && Facts[HD].works()) {
    Dev = Host = HD;
    DevWorld = {true, 1, 0};
    LeftOut = LeftOut && Facts[HD].Empty && !G[HD].D;
    return true;
  }
  if (Why.empty())
    Why = "no branch works on AMD GPUs";
  return false;
}

/// The AMD choice as a condition: 1, 0, or the pass.
std::string amdValue(int Dev, int Host) {
  if (Dev == Host)
    return Dev ? "1" : "0";
  return Dev ? "defined(__HIP_DEVICE_COMPILE__)" : "!defined(__HIP_DEVICE_COMPILE__)";
}

/// [Begin, End) of the expression of \p C (a trailing comment excluded).
std::pair<unsigned, unsigned> exprRange(StringRef Buf, const Conditional &C) {
  StringRef Cond = Buf.slice(C.CondBegin, C.CondEnd);
  unsigned First = Cond.size() - Cond.ltrim(" \t").size();
  StringRef Rest = Cond.substr(First);
  size_t End = Rest.size();
  for (StringRef Open : {"//", "/*"})
    End = std::min(End, Rest.find(Open));
  StringRef Expr = Rest.take_front(End).rtrim(" \t\r\n\\");
  return {C.CondBegin + First, unsigned(C.CondBegin + First + Expr.size())};
}

void GroupResolver::emit(std::vector<Resolution> &Out, const std::string &Warning) {
  bool Warned = false;
  for (size_t I = 0; I < G.size(); ++I) {
    if (!G[I].hasCond() || Ms[I].Names.empty())
      continue;
    const Conditional &C = *G[I].D;
    Resolution R;
    for (unsigned Off : Ms[I].Names)
      R.Names.push_back(C.CondBegin + Off);
    auto [EB, EE] = exprRange(Buf, C);
    R.Begin = C.Hash + 1 + (Buf.substr(C.Hash + 1).size() - Buf.substr(C.Hash + 1).ltrim(" \t").size());
    R.End = EE;
    if (!Warning.empty()) {
      if (!Warned)
        R.Warning = Warning;
      Warned = true;
      Out.push_back(std::move(R));
      continue;
    }
    // -1: unreachable in that pass, any value does.
    auto Want = [&](int K) { return (int)I < K ? 0 : (int)I == K ? 1 : -1; };
    int WD = Want(Dev), WH = Want(Host);
    std::optional<long long> HD = evalIn(G[I], Buf, {true, 1, 0}),
                             HH = evalIn(G[I], Buf, {true, 0, 0});
    bool Agrees = (WD < 0 || (HD && bool(*HD) == bool(WD))) &&
                  (WH < 0 || (HH && bool(*HH) == bool(WH)));
    R.Note = "on AMD GPUs the device pass takes the branch CUDA takes for " +
             worldName(DevWorld);
    if (!Agrees) {
      WD = WD < 0 ? std::max(WH, 0) : WD;
      WH = WH < 0 ? WD : WH;
      StringRef Expr = Buf.slice(EB, EE);
      std::string Orig = C.Kind == Conditional::Ifdef || C.Kind == Conditional::Elifdef
                             ? "defined(" + Expr.str() + ")"
                         : C.Kind == Conditional::Ifndef || C.Kind == Conditional::Elifndef
                             ? "!defined(" + Expr.str() + ")"
                             : Expr.str();
      bool Elif = C.Kind == Conditional::Elif || C.Kind == Conditional::Elifdef ||
                  C.Kind == Conditional::Elifndef;
      R.Text = std::string(Elif ? "elif " : "if ") + "defined(__HIP_PLATFORM_AMD__) ? " +
               amdValue(WD, WH) + " : (" + Orig + ")";
    }
    if (LeftOut && !Warned) {
      R.Warning = "left out on AMD GPUs: the branch for " + worldName({false, 900, 13000}) +
                  " needs NVIDIA-only ISA and the group has no other branch";
      Warned = true;
    }
    Out.push_back(std::move(R));
  }
}

void GroupResolver::keepAll(std::vector<Resolution> &Out) {
  for (size_t I = 0; I < G.size(); ++I) {
    if (!G[I].hasCond() || Ms[I].Names.empty())
      continue;
    Resolution R;
    R.Begin = G[I].D->CondBegin;
    R.End = exprRange(Buf, *G[I].D).second;
    for (unsigned Off : Ms[I].Names)
      R.Names.push_back(G[I].D->CondBegin + Off);
    Out.push_back(std::move(R));
  }
}

void GroupResolver::run(std::vector<Resolution> &Out) {
  bool Needs = false, Hip = false, Resolved = false;
  for (const Mentions &M : Ms) {
    Resolved = Resolved || M.Resolved;
    Needs = Needs || M.CudaValue;
    Hip = Hip || M.Hip;
  }
  if (!Needs)
    return;
  std::string Why;
  bool Chosen = !Resolved && choose(Why);
  // Already resolved (idempotent), or a condition that tells HIP apart
  // already: the author's choice, unless the target's own declarations
  // decide (a fallback it lacks or declares). Its names stay as they are.
  if (Resolved || (Hip && !llvm::any_of(Facts, [](const BranchFacts &F) {
                     return !F.Provides.empty() || !F.Conflicts.empty();
                   }))) {
    keepAll(Out);
    return;
  }
  if (!Chosen) {
    emit(Out, "kept as written: " + Why +
                  "; HIP defines none of CUDA's architecture and version macros, so "
                  "on AMD GPUs it reads as if they were undefined");
    return;
  }
  emit(Out, "");
}

} // namespace

bool isCudaWorldMacro(StringRef N) {
  return N == "__CUDA_ARCH__" || N == "__CUDA_ARCH_LIST__" || N == "CUDART_VERSION" ||
         N == "CUDA_VERSION" || N == "__CUDACC_VER_MAJOR__" || N == "__CUDACC_VER_MINOR__" ||
         N == "__CUDACC_VER_BUILD__" || N == "__NVCC__";
}

std::vector<Resolution> resolveConditions(StringRef Buf, const ResolveTarget &T) {
  std::vector<Resolution> Out;
  std::vector<Conditional> Cs = scanConditionals(Buf);
  for (const CondGroup &G : groups(Cs))
    GroupResolver(Buf, G, T).run(Out);
  return Out;
}

ResolveTarget resolveTarget(const Findings &F, const Mapper &M) {
  ResolveTarget T;
  Version V = M.options().TargetHip;
  T.HipVersion = V.Major * 100 + V.Minor;
  T.Lacks = [&M](StringRef Name) {
    if (isCudaWorldMacro(Name))
      return false;
    Decision D = M.map(Name);
    return D.Result == Decision::Unsupported || D.Result == Decision::NotInTarget;
  };
  T.Declared = [&M](StringRef Name) {
    Decision D = M.map(Name);
    return D.E && D.Result == Decision::Rename && (D.E->K == Kind::Type || D.E->K == Kind::Macro ||
                                                   D.E->K == Kind::Enumerator);
  };
  std::vector<StringRef> Bufs;
  for (const auto &[Path, Buf] : F.Buffers)
    Bufs.push_back(Buf);
  collectMacroFacts(Bufs, T);
  return T;
}

void collectMacroFacts(ArrayRef<StringRef> Bufs, ResolveTarget &T) {
  collectDefineFacts(Bufs, T);
  // A macro that guards NVIDIA-only code (#ifdef MMA_AVAILABLE around
  // mma.sync): defining it is NVIDIA-only.
  for (StringRef Buf : Bufs) {
    std::vector<Conditional> Cs = scanConditionals(Buf);
    for (const CondGroup &G : groups(Cs)) {
      const Conditional &C = *G[0].D;
      std::vector<CondName> Names = conditionNames(Buf.slice(C.CondBegin, C.CondEnd), C.Kind);
      if (Names.size() != 1 || isCudaWorldMacro(Names[0].Name) || isHipMacro(Names[0].Name))
        continue;
      bool Neg = C.Kind == Conditional::Ifndef ||
                 Buf.slice(C.CondBegin, C.CondEnd).ltrim().starts_with("!");
      size_t I = Neg ? 1 : 0;
      if (I < G.size() && !classifyBranch(Buf.slice(G[I].BodyBegin, G[I].BodyEnd), T).Nvidia.empty())
        T.NvidiaMacros.insert(Names[0].Name.str());
    }
  }
}

} // namespace cuda2hip
