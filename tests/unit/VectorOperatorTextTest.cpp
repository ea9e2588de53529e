//===- VectorOperatorTextTest.cpp - a vector operator read from the text --===//
#include "../../lib/Find/VectorOperatorText.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
std::optional<VectorOperatorRef> read(const std::string &Src) {
  return readVectorOperator("/a.cu", Src, 0, Src.size());
}

std::vector<VectorOperatorRef> scan(const std::string &Src) {
  Findings F;
  scanVectorOperators("/a.cu", Src, 0, Src.size(), F);
  return F.VectorOperators;
}
} // namespace

TEST(VectorOperatorText, ComponentWiseBinaryAndCompound) {
  auto R = read("inline __host__ __device__ float2 operator*(float2 a, float2 b)\n"
                "{ return make_float2(a.x * b.x, a.y * b.y); }");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Op, "*");
  EXPECT_EQ(R->Vector, "float2");
  EXPECT_EQ(R->Params, "vv");
  EXPECT_TRUE(R->HostDevice);
  EXPECT_FALSE(R->NarrowSigned);
  EXPECT_EQ(R->Shape, VectorOperatorRef::ComponentWise);
  R = read("__host__ __device__ float4 &operator/=(float4 &a, const float4 &b) {\n"
           "  a.x /= b.x; a.y /= b.y; a.z /= b.z; a.w /= b.w;\n  return a;\n}");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Params, "rc");
  EXPECT_EQ(R->Shape, VectorOperatorRef::ComponentWise);
  R = read("__host__ __device__ void operator+=(char3 &p, char3 q) "
           "{ p.x += q.x; p.y += q.y; p.z += q.z; }");
  ASSERT_TRUE(R);
  EXPECT_TRUE(R->NarrowSigned);
  EXPECT_EQ(R->Shape, VectorOperatorRef::ComponentWise);
}

TEST(VectorOperatorText, AnyOtherBodyIsOther) {
  const char *Others[] = {
      // a complex product
      "__host__ __device__ float2 operator*(float2 a, float2 b) {\n"
      "  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);\n}",
      // components swapped, operands swapped, an operator mixed in
      "__host__ __device__ float2 operator*(float2 a, float2 b) "
      "{ return make_float2(a.y * b.y, a.x * b.x); }",
      "__host__ __device__ float2 operator/(float2 a, float2 b) "
      "{ return make_float2(b.x / a.x, b.y / a.y); }",
      "__host__ __device__ float2 operator/(float2 a, float2 b) "
      "{ return make_float2(a.x * b.x, a.y / b.y); }",
      // another constructor, a component missing, a statement more
      "__host__ __device__ float3 operator*(float3 a, float3 b) "
      "{ return make_float2(a.x * b.x, a.y * b.y); }",
      "__host__ __device__ void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; }",
      "__host__ __device__ void operator+=(float2 &a, float2 b) "
      "{ a.x += b.x; a.y += b.y; count++; }",
      // `return a;` from a void operator, none from one returning a value
      "__host__ __device__ void operator-=(float2 &a, float2 b) "
      "{ a.x -= b.x; a.y -= b.y; return a; }",
      "__host__ __device__ float2 &operator-=(float2 &a, float2 b) { a.x -= b.x; a.y -= b.y; }",
      // unnamed parameters
      "__host__ __device__ float2 operator*(float2, float2) { return make_float2(0, 0); }",
  };
  for (const char *S : Others) {
    auto R = read(S);
    ASSERT_TRUE(R) << S;
    EXPECT_EQ(R->Shape, VectorOperatorRef::Other) << S;
  }
  auto D = read("__host__ __device__ float2 operator*(float2 a, float2 b);");
  ASSERT_TRUE(D);
  EXPECT_EQ(D->Shape, VectorOperatorRef::NoBody);
}

TEST(VectorOperatorText, ParameterShapes) {
  auto R = read("__device__ float2 operator*(float2 a, float s) { return a; }");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Params, "vs");
  EXPECT_FALSE(R->HostDevice);
  R = read("__host__ __device__ int2 operator*(int2 &a, const int2 b) "
           "{ return make_int2(a.x * b.x, a.y * b.y); }");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Params, "rv");
  R = read("__host__ __device__ float2 operator*(float2 a, float3 b) { return a; }");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Params, "vs");
  R = read("__host__ __device__ float2 operator*(float2 a, float2 &&b) { return a; }");
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Params, "vs");
  // Not a vector first, another operator, not a vector type HIP has.
  EXPECT_FALSE(read("__host__ __device__ float2 operator*(float s, float2 a) { return a; }"));
  EXPECT_FALSE(read("__host__ __device__ float2 operator+(float2 a, float2 b) { return a; }"));
  EXPECT_FALSE(read("__host__ __device__ half2 operator*(half2 a, half2 b) { return a; }"));
  EXPECT_FALSE(read("__host__ __device__ float5 operator*(float5 a, float5 b) { return a; }"));
}

TEST(VectorOperatorText, TheTokenEngineFindsDeclarationsOnly) {
  std::string Src = "#include <cuda_runtime.h>\n"
                    "#define OP(T) inline __host__ __device__ T operator*(T a, T b) \\\n"
                    "  { return make_##T(a.x * b.x, a.y * b.y); }\n"
                    "namespace v {\n"
                    "inline __host__ __device__ float2 operator*(float2 a, float2 b)\n"
                    "{ return make_float2(a.x * b.x, a.y * b.y); }\n"
                    "}\n"
                    "struct S { friend __host__ __device__ float2 operator/(float2 a, float2 b); };\n"
                    "void f(float2 p, float2 q) { p = operator*(p, q); operator+=(p, q); }\n";
  std::vector<VectorOperatorRef> Found = scan(Src);
  ASSERT_EQ(Found.size(), 1u);
  const VectorOperatorRef &R = Found[0];
  EXPECT_EQ(R.Found, Engine::Token);
  EXPECT_EQ(Src.substr(R.Decl.Offset, R.Decl.Length),
            "inline __host__ __device__ float2 operator*(float2 a, float2 b)\n"
            "{ return make_float2(a.x * b.x, a.y * b.y); }");
}
