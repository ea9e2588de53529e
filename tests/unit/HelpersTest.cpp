//===- HelpersTest.cpp - tables/helpers.def and the helper rows -----------===//
#include "cuda2hip/Helpers.h"
#include "llvm/ADT/SmallVector.h"
#include "gtest/gtest.h"
#include <set>

using namespace cuda2hip;
using namespace llvm;

TEST(Helpers, EveryHelperRowHasItsCodeAndTheCodeDefinesIt) {
  unsigned Rows = 0;
  for (const Entry &E : Table::builtin().entries()) {
    if (!isHelperRow(E))
      continue;
    ++Rows;
    // A helper keeps the CUDA name, except the texture ones (HIP declares
    // those names with image instructions): cuda2hip_*.
    if (E.Hip != E.Cuda)
      EXPECT_TRUE(E.Hip.starts_with("cuda2hip_")) << E.Cuda.str();
    const HelperDef *H = findHelper(E.Hip);
    ASSERT_NE(H, nullptr) << E.Hip.str() << " has no C2H_HELPER";
    EXPECT_TRUE(H->Code.contains(" " + E.Hip.str() + "("))
        << E.Hip.str() << ": the code does not define it";
  }
  EXPECT_GE(Rows, 82u + 9u + 3u + 7u); // __v*, cache hints, dot products, textures
}

TEST(Helpers, NeedsResolveAndIdsAreUnique) {
  std::set<std::string> Ids;
  for (const HelperDef &H : helpers()) {
    EXPECT_TRUE(Ids.insert(H.Id.str()).second) << "twice: " << H.Id.str();
    SmallVector<StringRef, 4> Needs;
    H.Needs.split(Needs, ' ', -1, false);
    for (StringRef N : Needs)
      EXPECT_NE(findHelper(N), nullptr) << H.Id.str() << " needs unknown " << N.str();
  }
}

TEST(Helpers, RenderPutsNeedsFirstOnceAndGuardsEach) {
  std::string T = renderHelpers({"__vadd2", "__vsub4", "nonexistent"});
  size_t Simd = T.find("#define CUDA2HIP_HELPER_simd\n");
  size_t Add = T.find("#define CUDA2HIP_HELPER___vadd2\n");
  size_t Sub = T.find("#define CUDA2HIP_HELPER___vsub4\n");
  ASSERT_NE(Simd, std::string::npos);
  ASSERT_NE(Add, std::string::npos);
  ASSERT_NE(Sub, std::string::npos);
  EXPECT_LT(Simd, Add);
  EXPECT_LT(Add, Sub);
  EXPECT_EQ(T.find("CUDA2HIP_HELPER_simd", Simd + 30), std::string::npos);
  EXPECT_NE(T.find("#ifndef CUDA2HIP_HELPER___vadd2\n"), std::string::npos);
  EXPECT_EQ(T.find("nonexistent"), std::string::npos);
  // Line endings follow the file's.
  std::string W = renderHelpers({"__ldcs"}, "\r\n");
  EXPECT_NE(W.find("#define CUDA2HIP_HELPER___ldcs\r\n"), std::string::npos);
  for (size_t P = W.find('\n'); P != std::string::npos; P = W.find('\n', P + 1))
    EXPECT_EQ(W[P - 1], '\r');
}

TEST(Helpers, HelperRowsMapToTheSameName) {
  Decision D = Mapper(MapOptions{}).map("__vabsdiffu4", Kind::Function);
  EXPECT_EQ(D.Result, Decision::Same);
  ASSERT_NE(D.E, nullptr);
  EXPECT_TRUE(isHelperRow(*D.E));
  EXPECT_TRUE(D.Message.empty());
}

TEST(Helpers, SuppliedNamesNeedANewerHipAndHaveTheirHelper) {
  // Every name of tables/helper_names.def has a row the default target
  // lacks (else the helper would clash with HIP's), and a helper.
  for (StringRef N : {"cooperative_groups::reduce", "cooperative_groups::plus",
                      "cooperative_groups::bit_xor"}) {
    StringRef H = suppliedBy(N);
    ASSERT_FALSE(H.empty()) << N.str();
    ASSERT_NE(findHelper(H), nullptr) << H.str();
    Kind K = N.ends_with("reduce") ? Kind::Function : Kind::Type;
    EXPECT_EQ(Mapper(MapOptions{}).map(N, K).Result, Decision::NotInTarget) << N.str();
    EXPECT_EQ(Mapper(MapOptions{{7, 13}}).map(N, K).Result, Decision::Same) << N.str();
  }
  EXPECT_EQ(suppliedBy("cooperative_groups/reduce.h"), "cg_reduce");
  EXPECT_EQ(Mapper(MapOptions{}).mapHeader("cooperative_groups/reduce.h").Result,
            Decision::NotInTarget);
  EXPECT_EQ(suppliedBy("__vadd4"), "");
}

TEST(Helpers, TextureObjectsAreReadInSoftware) {
  std::string Code = renderHelpers({"cuda2hip_tex2D", "cuda2hip_createTextureObject"});
  // The shared piece once, first; then the two functions.
  size_t Core = Code.find("#define CUDA2HIP_HELPER_cuda2hip_tex\n");
  ASSERT_NE(Core, std::string::npos) << Code;
  EXPECT_EQ(Code.find("#define CUDA2HIP_HELPER_cuda2hip_tex\n", Core + 1), std::string::npos);
  EXPECT_LT(Core, Code.find("cuda2hip_tex2D(hipTextureObject_t t, float x, float y)"));
  EXPECT_NE(Code.find("hipMalloc(&dev"), std::string::npos) << "the descriptor lives on the device";
  for (size_t P = Code.find("tex2D<"); P != std::string::npos; P = Code.find("tex2D<", P + 1))
    EXPECT_EQ(Code.substr(P - 9, 9), "cuda2hip_") << "no call of HIP's image functions";
}

TEST(Helpers, LegacyTextureArgument) {
  std::string Src = "texture<float, 1, cudaReadModeElementType> texIn, texOut;\n"
                    "static texture<uchar4, 2> img;\n"
                    "__global__ void k(cudaTextureObject_t obj) {\n"
                    "  a = tex1Dfetch(texIn, i); b = tex1Dfetch<float>(obj, i);\n"
                    "  c = tex2D(img, x, y); d = tex1Dfetch ( texOut , i); e = tex1Dfetch(texInx, i);\n"
                    "}\n";
  EXPECT_TRUE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch(texIn") + 10)));
  EXPECT_FALSE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch<float>(obj") + 10)));
  EXPECT_TRUE(legacyTextureArgument(Src, unsigned(Src.find("tex2D(img") + 5)));
  EXPECT_TRUE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch ( texOut") + 10)));
  EXPECT_FALSE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch(texInx") + 10)));
}
