//===- HazardTexturesTest.cpp - the texture-memory rule family ------------===//
// lib/Hazards/Textures.cpp: which calls need texture hardware, texture and
// surface references and calls found in the AST and in tokens (the fix of
// the reads is TextureFix.cpp's, HazardTextureFixTest.cpp).
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

TEST(HazardTextures, WhichCallsNeedTextureHardware) {
  EXPECT_TRUE(isTextureCall("tex2D") && isTextureCall("surf2Dwrite"));
  EXPECT_TRUE(isTextureCall("cudaCreateTextureObject") && isTextureCall("hipBindTexture"));
  EXPECT_FALSE(isTextureCall("texture") || isTextureCall("cudaMalloc") ||
               isTextureCall("tex2Dfoo"));
  // Fetches are the reads and writes in device code, not creation.
  EXPECT_TRUE(isTextureFetch("tex1Dfetch") && isTextureFetch("surf1Dread"));
  EXPECT_FALSE(isTextureFetch("cudaCreateTextureObject"));
  EXPECT_FALSE(isTextureFetch("hipBindTexture"));
}

TEST(HazardTextures, TokensOfSkippedCode) {
  EXPECT_EQ(scanned("texture<float, 1> tex;\n"
                    "float v = tex1Dfetch(tex, 3);\n"
                    "cudaCreateTextureObject(&t, &r, &d, 0);\n"
                    "int texture_count = 0;\n"),
            (Lines{"1:texture-memory", "2:texture-memory", "3:texture-memory"}));
}

TEST(HazardTextures, CreationAndBindingInCode) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  Lines V = lint(R"(
void make(cudaArray_t a, cudaTextureObject_t *t) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = a;
  cudaTextureDesc td = {};
  cudaCreateTextureObject(t, &res, &td, nullptr);
})",
                 {}, &R);
  EXPECT_EQ(V, (Lines{"7:texture-memory"}));
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].Message.rfind("'cudaCreateTextureObject' needs texture hardware", 0),
            0u)
      << R.Diags[0].Message;
}
