//===- VerifyInventoryTest.cpp - lib/Verify/Inventory.cpp -----------------===//
// The kernels of a CUDA source (parsed as the translation parses it), the
// kernel symbols of an AMD code object, and the two matched.
#include "VerifyTestUtil.h"
#include "cuda2hip/Verify.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace cuda2hip;
using namespace cuda2hip::verify;
using cuda2hip::test::TempDir;
using namespace llvm;

TEST(VerifyInventory, FunctionName) {
  EXPECT_EQ(functionName("_Z9vectorAddPKfS0_Pfi"), "vectorAdd");
  EXPECT_EQ(functionName("_Z1kIfEvPT_"), "k<float>");
  EXPECT_EQ(functionName("_ZN2ns5scaleILi4EEEvPf"), "ns::scale<4>");
  EXPECT_EQ(functionName("not_mangled"), "not_mangled");
}

TEST(VerifyInventory, MatchKernels) {
  std::vector<KernelInfo> K = {
      {"_Z9vectorAddPKfS0_Pfi", "vectorAdd", "a.cu:3"},
      {"_Z5setupP17curandStateXORWOW", "setup", "a.cu:9"},
      {"_Z1kIfEvPT_", "k<float>", "a.cu:12"},
      {"_Z1kIdEvPT_", "k<double>", "a.cu:12"}};
  // setup's parameter type was renamed by the translation; k<double> is gone.
  Inventory I = matchKernels(
      K, {"_Z9vectorAddPKfS0_Pfi", "_Z5setupP12hiprandState", "_Z1kIfEvPT_"});
  EXPECT_EQ(I.Expected, 4u);
  EXPECT_EQ(I.Found, 3u);
  ASSERT_EQ(I.ByNameOnly.size(), 1u);
  EXPECT_EQ(I.ByNameOnly[0], "setup (_Z5setupP12hiprandState)");
  ASSERT_EQ(I.Missing.size(), 1u);
  EXPECT_EQ(I.Missing[0], "k<double> at a.cu:12");
}

TEST(VerifyInventory, NvccStyleSourcesParseAsTheTranslationDoes) {
  if (findCudaPath("", {}).empty() || findResourceDir({}).empty())
    GTEST_SKIP() << "no CUDA or clang resource folder";
  // The parse layer's command line and files (Parse.h): cache-hint loads,
  // removed CUDA APIs and a `<< <` launch parse here as in the translation.
  TempDir D;
  {
    std::error_code EC;
    raw_fd_ostream OS(D / "old.cu", EC);
    OS << "#include <cuda_runtime.h>\n"
          "template <class T> __global__ void copy(const T *a, T *b) { *b = __ldcs(a); }\n"
          "void host(const float *a, float *b) {\n"
          "  copy<float> << < 1, 1 >> > (a, b);\n"
          "  cudaThreadSynchronize();\n"
          "}\n";
  }
  auto K = findKernels(D / "old.cu", FindOptions());
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->size(), 1u);
  EXPECT_EQ((*K)[0].Name, "copy<float>");
}

TEST(VerifyInventory, KernelsOfACudaSource) {
  if (findCudaPath("", {}).empty() || findResourceDir({}).empty())
    GTEST_SKIP() << "no CUDA or clang resource folder";
  TempDir D;
  {
    std::error_code EC;
    raw_fd_ostream OS(D / "k.cu", EC);
    OS << "#include <cuda_runtime.h>\n"
          "__global__ void plain(int *p) { *p = 1; }\n"
          "template <class T> __global__ void scale(T *p, T s) { *p *= s; }\n"
          "template <class T> __global__ void unused(T *p) {}\n"
          "template __global__ void scale<double>(double *, double);\n"
          "namespace ns { template <int N> __global__ void fill(int *p) { *p = N; } }\n"
          "__global__ void declaredOnly(int *);\n"
          "void host(float *f, int *i) {\n"
          "  scale<<<1, 1>>>(f, 2.0f);\n"
          "  ns::fill<4><<<1, 1>>>(i);\n"
          "}\n";
  }
  FindOptions O;
  auto K = findKernels(D / "k.cu", O);
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  std::vector<std::string> Names;
  for (const KernelInfo &I : *K)
    Names.push_back(I.Name);
  std::sort(Names.begin(), Names.end());
  EXPECT_EQ(Names, (std::vector<std::string>{"ns::fill<4>", "plain", "scale<double>",
                                             "scale<float>"}));
  for (const KernelInfo &I : *K)
    if (I.Name == "plain") {
      EXPECT_EQ(I.Mangled, "_Z5plainPi");
      EXPECT_EQ(I.Where, "k.cu:2");
    }
}

TEST(VerifyInventory, SourceThatDoesNotParse) {
  if (findCudaPath("", {}).empty() || findResourceDir({}).empty())
    GTEST_SKIP() << "no CUDA or clang resource folder";
  TempDir D;
  {
    std::error_code EC;
    raw_fd_ostream(D / "bad.cu", EC) << "__global__ void k( {\n";
  }
  auto K = findKernels(D / "bad.cu", FindOptions());
  ASSERT_FALSE(bool(K));
  EXPECT_NE(toString(K.takeError()).find("does not parse: bad.cu:1"), std::string::npos);
}

TEST(VerifyInventory, MatchKernelsUsesEachSymbolOnce) {
  // Two kernels of one name and other parameter types: one symbol serves one.
  std::vector<KernelInfo> K = {{"_Z1kPf", "k", "a.cu:1"}, {"_Z1kPd", "k", "a.cu:2"}};
  Inventory I = matchKernels(K, {"_Z1kP6__half"});
  EXPECT_EQ(I.Expected, 2u);
  EXPECT_EQ(I.Found, 1u);
  EXPECT_EQ(I.ByNameOnly, std::vector<std::string>{"k (_Z1kP6__half)"});
  EXPECT_EQ(I.Missing, std::vector<std::string>{"k at a.cu:2"});
  // Nothing expected: nothing missing, whatever the code object holds.
  Inventory None = matchKernels({}, {"_Z1kPf"});
  EXPECT_EQ(None.Expected, 0u);
  EXPECT_EQ(None.Found, 0u);
  EXPECT_TRUE(None.Missing.empty());
  EXPECT_TRUE(None.ByNameOnly.empty());
}

TEST(VerifyInventory, KernelSymbolsOfFilesWithoutACodeObject) {
  TempDir D;
  auto Missing = kernelSymbols(D / "nope", "gfx942");
  ASSERT_FALSE(bool(Missing));
  EXPECT_NE(toString(Missing.takeError()).find("cannot read"), std::string::npos);
  auto Text = kernelSymbols(D.write("a.txt", "not an object file\n"), "gfx942");
  EXPECT_FALSE(bool(Text));
  consumeError(Text.takeError());
  // A host program (this test's own shell): no .hip_fatbin section.
  std::string Sh = findProgram("sh");
  ASSERT_FALSE(Sh.empty());
  SmallString<128> Real;
  ASSERT_FALSE(sys::fs::real_path(Sh, Real));
  auto Host = kernelSymbols(Real, "gfx942");
  ASSERT_FALSE(bool(Host));
  EXPECT_NE(toString(Host.takeError()).find("has no .hip_fatbin section"), std::string::npos);
}
