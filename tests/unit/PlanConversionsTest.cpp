//===- PlanConversionsTest.cpp - lib/Plan/Conversions.cpp -----------------===//
// How the plan writes the casts HIP's 16-bit float types make ambiguous
// (which casts the finder records: FindConversionsTest.cpp).
#include "PlanTestUtil.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Helpers.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(PlanConversions, ThePlanWritesEachFormAsACallAndSuppliesTheHelper) {
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

TEST(PlanConversions, TheHelperRoundsOnceAndCastsEverythingElse) {
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
