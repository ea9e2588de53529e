//===- FindConversionsTest.cpp - lib/Find/Conversions.cpp -----------------===//
// Which casts the AST engine records: those HIP's 16-bit float types make
// ambiguous (the plan's half: PlanConversionsTest.cpp).
#include "PlanTestUtil.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Helpers.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// The casts of \p F as "offset form from>to", in order.
std::vector<std::string> casts(const Findings &F, const std::string &Src) {
  std::vector<std::string> R;
  for (const ConversionRef &C : F.Conversions)
    R.push_back(Src.substr(C.Cast.Offset, C.Cast.Length) + " " + std::to_string(int(C.How)) +
                " " + C.From + ">" + C.To);
  std::sort(R.begin(), R.end());
  return R;
}
} // namespace

TEST(FindConversions, TheFinderRecordsAmbiguousCastsAlsoInInstantiations) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  const std::string Src = R"(#include <cuda_fp16.h>
#include <cuda_bf16.h>
template <typename To, typename From> __device__ To cvt(From x) { return static_cast<To>(x); }
template <typename T> struct As {
  template <typename U> __device__ T operator()(U u) const { return T(u); }
};
__device__ void use(__half h, __nv_bfloat16 b, long long n, float f, int i) {
  cvt<__half>(b);
  cvt<float>(b);
  cvt<__half>(f);
  As<__nv_bfloat16>()(h);
  __nv_bfloat16 c = (__nv_bfloat16)n;
  __nv_bfloat16 d = __nv_bfloat16(i);
  __half e = static_cast<__half>(f);
}
)";
  Findings F = findInFile("/virtual/conv.cu", llvm::StringRef(Src), FindOptions());
  ASSERT_FALSE(F.ParseFailed);
  // The template's cast once (only its bf16 -> half instantiation is
  // ambiguous), the class template's member, the C-style cast of a long
  // long; int -> bfloat16 and float -> half are not ambiguous in HIP.
  EXPECT_EQ(casts(F, Src),
            (std::vector<std::string>{"(__nv_bfloat16)n 2 long long>__nv_bfloat16",
                                      "T(u) 1 __half>__nv_bfloat16",
                                      "static_cast<To>(x) 0 __nv_bfloat16>__half"}));
  for (const ConversionRef &C : F.Conversions)
    if (C.How != ConversionRef::Static)
      EXPECT_EQ(Src[C.TypeEnd], C.How == ConversionRef::CStyle ? ')' : '(');
}
