//===- Versions.cpp - the CUDA architecture and version rule family -------===//
//
// cuda-arch-value and cuda-version-conditional (HazardRules.def, section 7): HIP
// defines neither __CUDA_ARCH__ (its device pass tests
// __HIP_DEVICE_COMPILE__, which is 1) nor CUDA_VERSION and friends, so a
// comparison or a conditional on them takes a branch the CUDA build did not
// mean. Conditions that already tell HIP apart (they test a HIP macro) are
// deliberate: no finding. Only the tokens of the conditions are read (the
// preprocessor callbacks hand every #if/#elif/#ifdef/#ifndef here).
//
//===----------------------------------------------------------------------===//
#include "TokenScanner.h"
#include "cuda2hip/Conditions.h"
#include <algorithm>

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {
namespace {

/// The world of a HIP build as the version rule sees it: the CUDA version
/// macros are not defined, every other macro is unknown.
std::optional<MacroState> hipVersionWorld(StringRef Name) {
  if (isCudaVersionMacro(Name))
    return MacroState{};
  return std::nullopt;
}

} // namespace

/// __CUDA_ARCH__ compared with a number, in tokens [B, E).
void Scanner::archCondition(size_t B, size_t E) {
  // `defined(__HIP_PLATFORM_AMD__) ? ... : (...)` (convert's resolved
  // form, Resolve.h) or another test of HIP: decided for AMD already.
  for (size_t I = B; I < E && I < Toks.size(); ++I)
    if (Toks[I].K == tok::raw_identifier && isHipMacro(Toks[I].S))
      return;
  for (size_t I = B; I < E; ++I) {
    StringRef S = Toks[I].S;
    if (Toks[I].K != tok::raw_identifier ||
        (S != "__CUDA_ARCH__" && S != "__HIP_DEVICE_COMPILE__"))
      continue;
    // operator and number on either side
    std::optional<uint64_t> N;
    StringRef Op;
    bool Left = false;
    if (I + 2 < E && isCompare(I + 1) && Toks[I + 2].K == tok::numeric_constant) {
      Op = Toks[I + 1].S;
      N = parseIntLiteral(Toks[I + 2].S);
    } else if (I >= B + 2 && isCompare(I - 1) &&
               Toks[I - 2].K == tok::numeric_constant) {
      Op = Toks[I - 1].S;
      N = parseIntLiteral(Toks[I - 2].S);
      Left = true;
    }
    if (!N || *N <= 1)
      continue;
    // The HIP device pass sees 1 (__HIP_DEVICE_COMPILE__).
    auto Cmp = [&](uint64_t A, uint64_t B2) {
      return Op == "<"    ? A < B2
             : Op == "<=" ? A <= B2
             : Op == ">"  ? A > B2
             : Op == ">=" ? A >= B2
             : Op == "==" ? A == B2
                          : A != B2;
    };
    bool Value = Left ? Cmp(*N, 1) : Cmp(1, *N);
    add(Rule::CudaArchValue, I,
        "HIP defines no __CUDA_ARCH__ (the translation tests "
        "__HIP_DEVICE_COMPILE__, which is 1): this comparison with " +
            std::to_string(*N) + " is " + (Value ? "true" : "false") +
            " in the MI300X device pass");
  }
}

/// CUDA_VERSION / CUDART_VERSION / __CUDACC_VER_*__ in the condition
/// tokens [B, E) of an #if, #elif, #ifdef or #ifndef (\p Directive).
void Scanner::versionCondition(size_t B, size_t E, StringRef Directive) {
  E = std::min(E, Toks.size());
  size_t First = E;
  std::string Name;
  for (size_t I = B; I < E; ++I) {
    if (Toks[I].K != tok::raw_identifier)
      continue;
    if (isHipMacro(Toks[I].S))
      return; // the condition already tells HIP apart: deliberate
    if (First == E && isCudaVersionMacro(Toks[I].S)) {
      First = I;
      Name = Toks[I].S.str();
    }
  }
  if (First == E)
    return;
  std::optional<int64_t> V;
  if (Directive == "ifdef" || Directive == "ifndef") {
    if (First != B)
      return;
    V = Directive == "ifndef";
  } else {
    unsigned Begin = Toks[B].Off, End = Toks[E - 1].Off + Toks[E - 1].Len;
    V = evalCondition(Buf.slice(Begin, End), hipVersionWorld);
  }
  std::string Msg = "HIP defines no " + Name + ": ";
  if (!V)
    Msg += "it is 0 in the HIP build, where this #" + Directive.str() +
           " also depends on other macros";
  else
    Msg += "this #" + Directive.str() + " is " + (*V ? "true" : "false") +
           " in the HIP build, which " + (*V ? "takes" : "skips") +
           " this branch";
  add(Rule::CudaVersionConditional, First, Msg);
}

void Scanner::conditional(size_t I, size_t End, std::vector<bool> &HipCond) {
  StringRef D = text(I + 1);
  bool Hip = false;
  for (size_t J = I + 2; J <= End && J < Toks.size(); ++J)
    Hip |= Toks[J].K == tok::raw_identifier && isHipMacro(Toks[J].S);
  if (D == "if" || D == "ifdef" || D == "ifndef")
    HipCond.push_back(Hip);
  else if (D == "elif" || D == "elifdef" || D == "elifndef" || D == "else") {
    if (HipCond.empty())
      HipCond.push_back(true);
    else
      HipCond.back() = HipCond.back() || Hip;
  } else if (D == "endif" && !HipCond.empty())
    HipCond.pop_back();
}

void Scanner::versionInCode(size_t I, const std::vector<bool> &HipCond) {
  StringRef S = Toks[I].S;
  if (isCudaVersionMacro(S) &&
      std::find(HipCond.begin(), HipCond.end(), true) == HipCond.end())
    add(Rule::CudaVersionConditional, I, versionInCodeMessage(S));
}

bool isCudaVersionMacro(StringRef S) {
  return StringSwitch<bool>(S)
      .Cases("CUDA_VERSION", "CUDART_VERSION", "__CUDACC_VER_MAJOR__", true)
      .Cases("__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__", "__CUDACC_VER__", true)
      .Default(false);
}

bool isHipMacro(StringRef S) {
  return (S.starts_with("__HIP") && S != "__HIP_DEVICE_COMPILE__") ||
         S.starts_with("HIP_VERSION") || S == "USE_ROCM" || S == "__AMDGCN__";
}

std::string versionInCodeMessage(StringRef Name) {
  return "HIP defines no " + Name.str() + ": used in code, it is an undeclared "
         "identifier in the HIP build, which does not compile";
}

bool mentionsHipMacro(StringRef Buf, unsigned Begin, unsigned End) {
  Sink Unused("");
  Scanner Sc("", Buf, Unused);
  Sc.lex(Begin, End);
  for (const Tok &T : Sc.Toks)
    if (T.K == tok::raw_identifier && isHipMacro(T.S))
      return true;
  return false;
}

void scanArchCondition(const std::string &File, StringRef Buf, unsigned Begin,
                       unsigned End, Sink &S) {
  Scanner Sc(File, Buf, S);
  Sc.lex(Begin, End);
  Sc.archCondition(0, Sc.Toks.size());
}

void scanVersionCondition(const std::string &File, StringRef Buf, unsigned Begin,
                          unsigned End, StringRef Directive, Sink &S) {
  Scanner Sc(File, Buf, S);
  Sc.lex(Begin, End);
  Sc.versionCondition(0, Sc.Toks.size(), Directive);
}

} // namespace cuda2hip::hazards
