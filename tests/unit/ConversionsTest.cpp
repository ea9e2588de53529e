//===- ConversionsTest.cpp - casts HIP's 16-bit float types make ambiguous -===//
// lib/Find/Conversions.cpp (which casts the AST engine records) and
// lib/Plan/Conversions.cpp (how the plan writes them).
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

TEST(Conversions, TheFinderRecordsAmbiguousCastsAlsoInInstantiations) {
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

TEST(Conversions, ThePlanWritesEachFormAsACallAndSuppliesTheHelper) {
  const std::string Src = "__device__ void f(B b, H h, long long n) {\n"
                          "  H x = static_cast<H>(b);\n"
                          "  B y = B(h);\n"
                          "  B z = (B)n + y;\n"
                          "}\n";
  Findings F;
  F.MainFile = "/a.cu";
  F.Buffers["/a.cu"] = Src;
  auto at = [&](const char *Text) { return unsigned(Src.find(Text)); };
  auto len = [](const char *Text) { return unsigned(std::string(Text).size()); };
  F.Conversions.push_back({FileRange{"/a.cu", at("static_cast"), len("static_cast<H>(b)")},
                           ConversionRef::Static, 0, "__nv_bfloat16", "__half"});
  F.Conversions.push_back({FileRange{"/a.cu", at("B(h)"), len("B(h)")},
                           ConversionRef::Functional, at("(h)"), "__half", "__nv_bfloat16"});
  F.Conversions.push_back({FileRange{"/a.cu", at("(B)n"), len("(B)n")}, ConversionRef::CStyle,
                           at("(B)n") + 2, "long long", "__nv_bfloat16"});
  Plan P = makePlan(F, Mapper({{6, 3}}, planTable()), {});
  std::string R = P.Files.at("/a.cu").apply();
  EXPECT_NE(R.find("  H x = cuda2hip_convert<H>(b);\n"
                   "  B y = cuda2hip_convert<B>(h);\n"
                   "  B z = cuda2hip_convert<B>(n) + y;\n"),
            std::string::npos)
      << R;
  // The helper once, before the code; one note per cast.
  size_t Guard = R.find("#define CUDA2HIP_HELPER_cuda2hip_convert\n");
  ASSERT_NE(Guard, std::string::npos) << R;
  EXPECT_LT(Guard, R.find("__device__ void f("));
  EXPECT_EQ(R.find("#define CUDA2HIP_HELPER_cuda2hip_convert\n", Guard + 1), std::string::npos);
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags) {
    EXPECT_NE(D.RuleId, "helper-supplied") << D.Message;
    Notes += D.RuleId == "conversion-helper";
  }
  EXPECT_EQ(Notes, 3u);
}

TEST(Conversions, TheHelperRoundsOnceAndCastsEverythingElse) {
  std::string T = renderHelpers({"cuda2hip_convert"});
  // bfloat16 <-> half through float (exact from either), a 64-bit integer
  // rounded to 8 bits in integer arithmetic, the rest a static_cast.
  for (const char *S : {"return __float2half(__bfloat162float(x));",
                        "return __float2bfloat16(__half2float(x));",
                        "struct conv<__hip_bfloat16, long long>",
                        "struct conv<__hip_bfloat16, unsigned long>",
                        "if (rest > half || (rest == half && (kept & 1)))",
                        "static To go(const From &x) { return static_cast<To>(x); }"})
    EXPECT_NE(T.find(S), std::string::npos) << S;
}
