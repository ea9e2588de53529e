//===- VectorOperatorsTest.cpp - user operators HIP's vectors also have ---===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
const char *Mul = "inline __host__ __device__ float2 operator*(float2 a, float2 b)\n"
                  "{\n"
                  "  return make_float2(a.x * b.x, a.y * b.y);\n"
                  "}\n";

unsigned count(const Plan &P, const char *Rule, Severity S) {
  unsigned N = 0;
  for (const Diagnostic &D : P.Diags)
    N += D.RuleId == Rule && D.Sev == S;
  return N;
}
} // namespace

TEST(VectorOperators, HipsOwnIsKeptOffAmd) {
  Plan P;
  std::string Src = std::string("int x;\n") + Mul +
                    "__host__ __device__ void operator+=(int2 &a, const int2 &b) "
                    "{ a.x += b.x; a.y += b.y; }\n";
  std::string R = planned("/a.h", Src, {}, {7, 0}, &P);
  EXPECT_EQ(R, std::string("int x;\n") +
                   "#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 has "
                   "operator*(float2, float2)\n" +
                   Mul +
                   "#endif\n"
                   "#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's int2 has "
                   "operator+=(int2 &, const int2 &)\n"
                   "__host__ __device__ void operator+=(int2 &a, const int2 &b) "
                   "{ a.x += b.x; a.y += b.y; }\n"
                   "#endif\n");
  EXPECT_EQ(count(P, "vector-operator-guarded", Severity::Note), 2u);
  EXPECT_EQ(P.Diags.front().Where.Offset, 7u); // the operator's first line
  // Its own output: already guarded, nothing more.
  Plan Again;
  EXPECT_EQ(planned("/a.h", R, {}, {7, 0}, &Again), R);
  EXPECT_EQ(count(Again, "vector-operator-guarded", Severity::Note), 0u);
}

TEST(VectorOperators, OneThatDoesNotClashStays) {
  const char *Kept[] = {
      // + and - are templates in HIP; vector-scalar forms too
      "__host__ __device__ float2 operator+(float2 a, float2 b) "
      "{ return make_float2(a.x + b.x, a.y + b.y); }\n",
      "__host__ __device__ float2 operator*(float2 a, float s) "
      "{ return make_float2(a.x * s, a.y * s); }\n",
      "__host__ __device__ void operator*=(float2 &a, float s) { a.x *= s; a.y *= s; }\n",
      // one side only: the same-side function wins
      "__device__ float2 operator*(float2 a, float2 b) "
      "{ return make_float2(a.x * b.x, a.y * b.y); }\n",
      "inline float2 operator*(float2 a, float2 b) "
      "{ return make_float2(a.x * b.x, a.y * b.y); }\n",
      // a non-const reference binds better than HIP's const one
      "__host__ __device__ void operator+=(float2 &a, float2 &b) { a.x += b.x; a.y += b.y; }\n",
  };
  for (const char *S : Kept) {
    Plan P;
    EXPECT_EQ(planned("/a.h", S, {}, {7, 0}, &P), S);
    EXPECT_TRUE(P.Diags.empty()) << S;
  }
}

TEST(VectorOperators, HipBeforeSixHasNoHiddenFriends) {
  // HIP 5.2's vector * vector is a template: the user's wins, no clash;
  // its += is a member already.
  std::string Src = std::string(Mul) + "__host__ __device__ void operator+=(float2 &a, "
                                       "float2 b) { a.x += b.x; a.y += b.y; }\n";
  Plan P;
  std::string R = planned("/a.h", Src, {}, {5, 2}, &P);
  EXPECT_EQ(R.find("#if"), R.find("#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 "
                                   "has operator+=(float2 &, float2)"));
  EXPECT_EQ(count(P, "vector-operator-guarded", Severity::Note), 1u);
}

TEST(VectorOperators, AnotherMeaningIsAnErrorAndStays) {
  const char *Errors[] = {
      // a complex product
      "__host__ __device__ float2 operator*(float2 a, float2 b) "
      "{ return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }\n",
      // declared only: the body cannot be seen
      "__host__ __device__ float2 operator/(float2 a, float2 b);\n",
      // HIP divides chars in 8 bits, this in int
      "__host__ __device__ char2 operator/(char2 a, char2 b) "
      "{ return make_char2(a.x / b.x, a.y / b.y); }\n",
      // HIP's, but sharing its line with other code
      "int y; __host__ __device__ float2 operator*(float2 a, float2 b) "
      "{ return make_float2(a.x * b.x, a.y * b.y); }\n",
  };
  for (const char *S : Errors) {
    Plan P;
    EXPECT_EQ(planned("/a.h", S, {}, {7, 0}, &P), S);
    ASSERT_EQ(count(P, "vector-operator-ambiguous", Severity::Error), 1u) << S;
    EXPECT_NE(P.Diags.front().Message.find("is also HIP's (a "), std::string::npos);
  }
  Plan P;
  planned("/a.h", Errors[0], {}, {7, 0}, &P);
  EXPECT_NE(P.Diags.front().Message.find("make it a named function (float2 cmul(float2 a, "
                                         "float2 b), say)"),
            std::string::npos)
      << P.Diags.front().Message;
}
