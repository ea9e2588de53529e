//===- BranchFacts.cpp - what a branch of a CUDA feature test needs -------===//
//
// classifyBranch() (Resolve.h) reads a branch with clang's raw lexer. The
// evidence for each rule is in docs/cuda-arch.md: inline asm is PTX (no AMD
// assembler reads it); the tensor-core (wmma, __hmma_*), async-copy
// (__pipeline_*) names have no HIP equivalent; which HIP version declares
// which atomicAdd overload is tables/AtomicAdd.def (the half and bfloat16
// ones: ROCm 7.13's amd_hip_fp16.h / amd_hip_bf16.h, not 6.3.3's).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Resolve.h"
#include "clang/Basic/LangOptions.h"
#include "cuda2hip/Lexing.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;
using clang::tok::TokenKind;

namespace cuda2hip {

namespace {

struct RawTok {
  TokenKind K;
  StringRef S;
};

/// \p Text must be followed by a NUL (the raw lexer reads up to it): a
/// std::string's.
std::vector<RawTok> rawTokens(const std::string &Text) {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = LO.LineComment = 1;
  std::vector<RawTok> Out;
  forEachRawToken(Text, LO, [&](const RawToken &T) {
    Out.push_back({T.Kind, StringRef(Text).substr(T.Offset, T.Length)});
  });
  return Out;
}

/// Names no HIP version provides: tensor cores and asynchronous copies.
bool nvidiaOnlyName(StringRef S) {
  static const StringRef Exact[] = {
      "wmma", "nvcuda", "__pipeline_memcpy_async", "__pipeline_commit",
      "__pipeline_wait_prior", "__ldmatrix", "__cvta_generic_to_shared"};
  for (StringRef E : Exact)
    if (S == E)
      return true;
  for (StringRef P : {"__hmma_", "__imma_", "__bmma_", "__dmma_", "__mma_", "__wgmma"})
    if (S.starts_with(P))
      return true;
  return false;
}

const AtomicAddRow AtomicAddRows[] = {
#define C2H_ATOMIC_ADD(CUDA, HIP, SINCE, AT713, AT633) {CUDA, HIP, SINCE, AT713, AT633},
#include "tables/AtomicAdd.def"
#undef C2H_ATOMIC_ADD
};

/// The first HIP version that declares `atomicAdd(TYPE *, TYPE)`; 0: every
/// version; nullopt: none (tables/AtomicAdd.def).
std::optional<unsigned> atomicAddSince(StringRef Type) {
  for (const AtomicAddRow &R : AtomicAddRows)
    if (R.CudaType == Type)
      return R.Since;
  return std::nullopt;
}

bool isIdent(const RawTok &T) { return T.K == clang::tok::raw_identifier; }

/// Is \p S (a token of \p Text) on a line that starts with '#'?
bool inDirective(StringRef Text, StringRef S) {
  size_t Off = S.data() - Text.data();
  size_t LS = Text.rfind('\n', Off);
  StringRef Line = Text.slice(LS == StringRef::npos ? 0 : LS + 1, Off).ltrim(" \t");
  return Line.starts_with("#");
}

/// A definition or declaration `... atomicAdd(TYPE *` at \p I: the type.
StringRef overloadType(const std::vector<RawTok> &T, size_t I) {
  if (I == 0 || !isIdent(T[I - 1]) || T[I - 1].S == "return" || I + 3 >= T.size() ||
      T[I + 1].K != clang::tok::l_paren)
    return "";
  StringRef Type;
  size_t J = I + 2;
  for (; J < T.size() && isIdent(T[J]); ++J)
    if (T[J].S != "const" && T[J].S != "volatile")
      Type = T[J].S;
  return J < T.size() && T[J].K == clang::tok::star ? Type : "";
}

/// asm("...") at \p I: the text of its string literals.
std::string asmText(const std::vector<RawTok> &T, size_t I) {
  std::string S;
  int Depth = 0;
  for (size_t J = I + 1; J < T.size(); ++J) {
    if (T[J].K == clang::tok::l_paren)
      ++Depth;
    else if (T[J].K == clang::tok::r_paren && --Depth <= 0)
      break;
    else if (T[J].K == clang::tok::string_literal && Depth > 0)
      S += T[J].S.str();
  }
  return S;
}

void setOnce(std::string &Field, std::string Why) {
  if (Field.empty())
    Field = std::move(Why);
}

void identFacts(StringRef Text, const std::vector<RawTok> &T, size_t I,
                const ResolveTarget &Tg, BranchFacts &F) {
  StringRef S = T[I].S;
  // Its value in code: HIP defines no list of target architectures.
  if (S == "__CUDA_ARCH_LIST__" && !inDirective(Text, S))
    setOnce(F.Lacks, S.str());
  if (S == "asm" || S == "__asm__" || S == "__asm") {
    if (StringRef(asmText(T, I)).contains("trap"))
      setOnce(F.Traps, "asm(\"trap;\")");
    else
      setOnce(F.Nvidia, "inline PTX (asm)");
  } else if (S == "__trap" || S == "__brkpt") {
    setOnce(F.Traps, S.str() + "()");
  } else if (Tg.TrapMacros.count(S.str())) {
    setOnce(F.Traps, S.str() + " (a macro that traps)");
  } else if (Tg.NvidiaMacros.count(S.str())) {
    setOnce(F.Nvidia, S.str() + " (a macro for NVIDIA-only code)");
  } else if (nvidiaOnlyName(S)) {
    setOnce(F.Nvidia, S.str() + " (no HIP equivalent)");
  } else if (Tg.Lacks && Tg.Lacks(S)) {
    setOnce(F.Lacks, S.str());
  }
  // `typedef ... NAME;` or `#define NAME` of a name HIP declares: a
  // redefinition (old-CUDA compatibility blocks).
  if (Tg.Declared && (S == "typedef" || (S == "define" && I > 0 && T[I - 1].K == clang::tok::hash))) {
    StringRef Name;
    if (S == "define")
      Name = I + 1 < T.size() && isIdent(T[I + 1]) ? T[I + 1].S : "";
    for (size_t J = I + 1; S == "typedef" && J < T.size() && T[J].K != clang::tok::semi; ++J)
      if (isIdent(T[J]))
        Name = T[J].S;
    if (!Name.empty() && Tg.Declared(Name))
      setOnce(F.Conflicts, Name.str());
  }
  if (S == "atomicAdd") {
    StringRef Type = overloadType(T, I);
    std::optional<unsigned> Since = atomicAddSince(Type);
    if (Type.empty() || !Since)
      return;
    std::string What = "atomicAdd(" + Type.str() + " *)";
    if (*Since <= Tg.HipVersion)
      setOnce(F.Conflicts, What);
    else
      setOnce(F.Provides, What);
  }
}

} // namespace

ArrayRef<AtomicAddRow> atomicAddRows() { return AtomicAddRows; }

BranchFacts classifyBranch(StringRef Text, const ResolveTarget &Tg) {
  BranchFacts F;
  std::string Copy = Text.str();
  std::vector<RawTok> T = rawTokens(Copy);
  F.Empty = T.empty();
  for (size_t I = 0; I < T.size(); ++I) {
    if (T[I].K == clang::tok::hash && I + 1 < T.size() && T[I + 1].S == "error")
      setOnce(F.Traps, "#error");
    if (isIdent(T[I]))
      identFacts(Copy, T, I, Tg, F);
  }
  return F;
}

std::string archListWarning() {
  return "HIP defines no __CUDA_ARCH_LIST__ (nvcc's list of target architectures), so this "
         "does not compile on HIP; guard it with `#if defined(__CUDA_ARCH_LIST__)` and give "
         "AMD GPUs (gfx942) their own value in the #else";
}

std::vector<unsigned> archListUses(StringRef Buf) {
  std::string Copy = Buf.str();
  std::vector<Conditional> Cs = scanConditionals(Buf);
  // The groups that test __CUDA_ARCH_LIST__: [first directive, #endif).
  std::vector<std::pair<unsigned, unsigned>> Guarded;
  std::vector<std::pair<unsigned, bool>> Stack; // group start, names it
  for (const Conditional &C : Cs) {
    bool Names = C.Kind != Conditional::Else && C.Kind != Conditional::Endif &&
                 Buf.slice(C.CondBegin, C.CondEnd).contains("__CUDA_ARCH_LIST__");
    if (C.Kind == Conditional::If || C.Kind == Conditional::Ifdef ||
        C.Kind == Conditional::Ifndef) {
      Stack.push_back({C.Hash, Names});
    } else if (!Stack.empty()) {
      Stack.back().second = Stack.back().second || Names;
      if (C.Kind == Conditional::Endif) {
        if (Stack.back().second)
          Guarded.push_back({Stack.back().first, C.Hash});
        Stack.pop_back();
      }
    }
  }
  std::vector<unsigned> Out;
  for (const RawTok &T : rawTokens(Copy)) {
    if (!isIdent(T) || T.S != "__CUDA_ARCH_LIST__" || inDirective(Copy, T.S))
      continue;
    unsigned Off = T.S.data() - Copy.data();
    if (llvm::none_of(Guarded, [&](auto G) { return Off > G.first && Off < G.second; }))
      Out.push_back(Off);
  }
  return Out;
}

/// `#define NAME body` lines of \p Buf: NAME and body.
static std::vector<std::pair<StringRef, StringRef>> defines(StringRef Buf) {
  std::vector<std::pair<StringRef, StringRef>> Out;
  for (const DirectiveLine &D : directiveLines(Buf, "define")) {
    StringRef Rest = D.Rest.ltrim();
    size_t N = 0;
    while (N < Rest.size() && (isAlnum(Rest[N]) || Rest[N] == '_'))
      ++N;
    if (N)
      Out.push_back({Rest.take_front(N), Rest.drop_front(N)});
  }
  return Out;
}

void collectDefineFacts(ArrayRef<StringRef> Bufs, ResolveTarget &T) {
  // Twice: a macro defined with another that traps (NO_DEVICE_CODE ->
  // GGML_ABORT -> __trap()).
  for (int Round = 0; Round < 2; ++Round)
    for (StringRef Buf : Bufs)
      for (auto [Name, Body] : defines(Buf)) {
        ResolveTarget Plain;
        Plain.TrapMacros = T.TrapMacros;
        Plain.NvidiaMacros = T.NvidiaMacros;
        Plain.NvidiaMacros.erase(Name.str());
        BranchFacts F = classifyBranch(Body, Plain);
        if (!F.Traps.empty())
          T.TrapMacros.insert(Name.str());
        else if (!F.Nvidia.empty())
          T.NvidiaMacros.insert(Name.str());
      }
}

} // namespace cuda2hip
