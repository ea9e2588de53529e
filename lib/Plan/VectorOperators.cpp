//===- VectorOperators.cpp - user operators HIP's vector types also have --===//
//
// CUDA's float2 (int4, double3, ...) has no operators, so CUDA code defines
// them (helper_math.h). HIP's has: members `+= -= *= /=` taking a vector
// (every HIP version), and hidden friends `*` and `/` on two vectors (HIP
// 6.3.3 and 7.13; HIP 5.2's are templates, which a user's function beats).
// A user's `__host__ __device__` one of those with the same parameters ties
// with HIP's, and every call is ambiguous (measured with the oracle at 7.13
// and 6.3.3: `+`, `-`, vector-scalar forms, `__device__`-only and host-only
// operators do not clash, nor do ones taking a vector by non-const
// reference). Each clashing one (VectorOperatorRef, read by the finder):
//  * whose body is provably HIP's, component by component, is kept between
//    `#if !defined(__HIP_PLATFORM_AMD__)` and `#endif` (whole lines; on
//    NVIDIA, through hip-on-cuda, float2 still has no operators), with a
//    note: the calls reach HIP's, which computes the same;
//  * any other (a complex product as `operator*`) is left as it is, with an
//    error at its place saying what to write: its meaning is not HIP's.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include <set>

using namespace llvm;

namespace cuda2hip {

namespace {
const char Guard[] = "#if !defined(__HIP_PLATFORM_AMD__)";

bool vectorParam(char C) { return C == 'v' || C == 'c'; }

/// What HIP's vector type has that \p R ties with ("member", "hidden
/// friend"), or "" when the two do not clash on \p Target.
StringRef hipCounterpart(const VectorOperatorRef &R, Version Target) {
  if (!R.HostDevice || R.Params.size() != 2 || !vectorParam(R.Params[1]))
    return "";
  if ((R.Op == "*" || R.Op == "/") && vectorParam(R.Params[0]) && !(Target < Version{6, 0}))
    return "hidden friend";
  if ((R.Op == "+=" || R.Op == "-=" || R.Op == "*=" || R.Op == "/=") && R.Params[0] == 'r')
    return "member";
  return "";
}

/// `operator*(float2, const float2 &)`.
std::string spelled(const VectorOperatorRef &R) {
  std::vector<std::string> Ps;
  for (char C : R.Params)
    Ps.push_back(C == 'v'   ? R.Vector
                 : C == 'c' ? "const " + R.Vector + " &"
                 : C == 'r' ? R.Vector + " &"
                            : std::string("..."));
  return "operator" + R.Op + "(" + join(Ps, ", ") + ")";
}

/// The line before the one at \p Begin (a line start) already guards it:
/// our guard, or the user's own test of __HIP_PLATFORM_AMD__.
bool alreadyGuarded(StringRef Buf, size_t Begin) {
  if (Begin < 2)
    return false;
  size_t Prev = Buf.rfind('\n', Begin - 2);
  StringRef Line = Buf.slice(Prev == StringRef::npos ? 0 : Prev + 1, Begin - 1).trim();
  static const Regex Test("^#[ \t]*(ifndef[ \t]+__HIP_PLATFORM_AMD__|if[ \t]*![ \t]*defined[ "
                          "\t]*\\(?[ \t]*__HIP_PLATFORM_AMD__)");
  return Test.match(Line);
}

/// Why \p R's body cannot stand for HIP's, or "" when it can.
std::string notHips(const VectorOperatorRef &R) {
  if (R.Shape == VectorOperatorRef::NoBody)
    return "its body is not in this declaration, so it cannot be shown to be HIP's";
  if (R.Shape == VectorOperatorRef::Other)
    return "its body is not HIP's (each component `a.x " + R.Op + " b.x`, in order, and "
           "nothing else)";
  if (R.NarrowSigned && (R.Op == "/" || R.Op == "/="))
    return "HIP divides " + R.Vector.substr(0, R.Vector.size() - 1) +
           " elements without promoting them to int, where this body divides ints (they "
           "differ where the quotient overflows the element, -128 / -1)";
  return "";
}
} // namespace

void PlanBuilder::planVectorOperators() {
  Version Target = M.options().TargetHip;
  std::set<std::pair<std::string, unsigned>> Done; // a header seen twice
  for (const VectorOperatorRef &R : F.VectorOperators) {
    StringRef Which = hipCounterpart(R, Target);
    if (Which.empty() || !Done.insert({R.Decl.File, R.Decl.Offset}).second)
      continue;
    StringRef Buf = buffer(R.Decl.File);
    if (Buf.empty() || R.Decl.Offset + R.Decl.Length > Buf.size())
      continue;
    size_t Begin = Buf.rfind('\n', R.Decl.Offset);
    Begin = Begin == StringRef::npos ? 0 : Begin + 1;
    if (alreadyGuarded(Buf, Begin))
      continue;
    std::string Op = spelled(R);
    std::string Clash = Op + " is also HIP's (a " + Which.str() + " of HIP's " + R.Vector +
                        "), and a call of either is ambiguous";
    if (std::string Why = notHips(R); !Why.empty()) {
      diag(R.Decl, Severity::Error, "vector-operator-ambiguous",
           Clash + "; " + Why + ", so it is left as it is: make it a named function (" +
               R.Vector + " cmul(" + R.Vector + " a, " + R.Vector +
               " b), say) and call that where the operator is written, or put it under " +
               Guard + " if HIP's component-wise operator is what its callers need");
      continue;
    }
    if (!guardLines(R.Decl, std::string(Guard) + " // cuda2hip: HIP's " + R.Vector + " has " + Op)) {
      diag(R.Decl, Severity::Error, "vector-operator-ambiguous",
           Clash + ", and it shares its lines with other code: put it under " +
               std::string(Guard) + " and #endif (its body is HIP's, component by component)");
      continue;
    }
    diag(R.Decl, Severity::Note, "vector-operator-guarded",
         Clash + "; its body is HIP's, component by component: kept between " + Guard +
             " and #endif, its calls reach HIP's on AMD");
  }
}

} // namespace cuda2hip
