//===- NvccCompatTest.cpp - lib/Parse/NvccCompat.cpp ------------------------===//
#include "../../lib/Parse/NvccCompat.h"
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
std::string respelled(llvm::StringRef T) {
  std::optional<std::string> N = normalizeSpacedLaunches(T);
  return N ? *N : T.str();
}
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }
} // namespace

TEST(NvccCompat, SpacedLaunchesRespelledInPlace) {
  EXPECT_EQ(respelled("k << < g, b >> > (x);"), "k <<<  g, b >>>  (x);");
  EXPECT_EQ(respelled("k<< <g, b>> >(x);"), "k<<< g, b>>> (x);");
  EXPECT_EQ(respelled("k <<\n< g, b, 0, s >>\n> (x);"), "k <<<\n g, b, 0, s >>>\n (x);");
  // Same length, always: offsets stay the user's.
  for (llvm::StringRef T : {"k << < f(a >> 1), dim3(2) >> > (x);", "k<<<g, b>>>(x);"})
    EXPECT_EQ(respelled(T).size(), T.size());
  // A config with a shift and calls: the closer at depth 0.
  EXPECT_EQ(respelled("k << < f(a >> 1), dim3(2) >> > (x);"),
            "k <<<  f(a >> 1), dim3(2) >>>  (x);");
}

TEST(NvccCompat, NotLaunchesLeftAlone) {
  EXPECT_FALSE(normalizeSpacedLaunches("k<<<g, b>>>(x);"));
  EXPECT_FALSE(normalizeSpacedLaunches("template std::ostream &operator<< <float>(std::ostream &);"));
  EXPECT_FALSE(normalizeSpacedLaunches("std::vector<std::vector<Box<int>> > v;"));
  EXPECT_FALSE(normalizeSpacedLaunches("x = a << b; y = c < d;"));
  EXPECT_FALSE(normalizeSpacedLaunches("// k << < g, b >> > (x);\nconst char *s = \"<< <\";"));
  EXPECT_FALSE(normalizeSpacedLaunches("a <<= < b;"));
}

TEST(NvccCompat, ChevronLengths) {
  EXPECT_EQ(spelledChevronLength("k << < g", 2, '<'), 4u);
  EXPECT_EQ(spelledChevronLength("k <<< g", 2, '<'), 3u);
  EXPECT_EQ(spelledChevronLength("b >>\n> (x)", 2, '>'), 4u);
}

TEST(NvccCompat, DriverTypesGetRemovedFields) {
  std::string T = "struct __device_builtin__ cudaDeviceProp\n{\n    char name[256];\n"
                  "    int maxTexture1D;\n    int reserved[56];\n};\n";
  std::optional<std::string> P = patchedDriverTypes(T);
  ASSERT_TRUE(P);
  for (const char *F : {"int clockRate;", "int deviceOverlap;", "int memoryClockRate;",
                        "int kernelExecTimeoutEnabled;", "int computeMode;",
                        "int maxTexture1DLinear;"})
    EXPECT_NE(P->find(F), std::string::npos) << F;
  EXPECT_NE(P->find("char name[256];"), std::string::npos);
  // A CUDA that still has them (12.x and older): nothing to add.
  std::string Old = "struct __device_builtin__ cudaDeviceProp\n{\n";
  for (const char *F : {"clockRate", "deviceOverlap", "kernelExecTimeoutEnabled", "computeMode",
                        "maxTexture1DLinear", "memoryClockRate",
                        "singleToDoublePrecisionPerfRatio", "cooperativeMultiDeviceLaunch"})
    Old += std::string("    int ") + F + ";\n";
  Old += "};\n";
  EXPECT_FALSE(patchedDriverTypes(Old));
  EXPECT_FALSE(patchedDriverTypes("struct other { int a; };"));
}

TEST(NvccCompat, WrapperIncludesTheHeaderLast) {
  std::optional<std::string> W = patchedCudaWrapper(
      "#ifndef __CLANG_CUDA_RUNTIME_WRAPPER_H__\n#define __CLANG_CUDA_RUNTIME_WRAPPER_H__\n#endif\n");
  ASSERT_TRUE(W);
  EXPECT_TRUE(llvm::StringRef(*W).rtrim().ends_with("#include \"" + nvccCompatPath() + "\""));
  EXPECT_FALSE(patchedCudaWrapper("/* another file */"));
  EXPECT_TRUE(nvccCompatHeader().contains("__ldcs(const T *)"));
}

TEST(NvccCompat, NvccOnlyCodeParses) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  // Each line failed to parse with clang 19 and CUDA 13 alone.
  const char *Src = R"(#include <cuda_runtime.h>
#include <cuda_fp16.h>
__global__ void k(const float4 *in, float4 *out, const int2 *i2, const float *f) {
  float4 v = __ldcs(in);
  int2 z = __ldcg(i2);
  float y = __ldlu(f) + __ldcv(f) + __ldca(f);
  __stcs(out, v); __stwt(out, v); __stcg(out, v); __stwb(out, v);
}
texture<float, 1, cudaReadModeElementType> tex;
__global__ void t(float *o) { o[0] = tex1Dfetch(tex, 0); }
int main() {
  int m = max(1, 2) + min(3u, 4u);
  cudaThreadSynchronize();
  cudaDeviceProp p;
  m += p.clockRate + p.memoryClockRate + p.deviceOverlap;
  float *d;
  cudaMemAdvise(d, 4, cudaMemAdviseSetReadMostly, 0);
  cudaMemPrefetchAsync(d, 4, 0, 0);
  cudaBindTexture(0, tex, d, 4);
  k << < 1, 1 >> > (nullptr, nullptr, nullptr, nullptr);
  return m;
}
)";
  FindOptions O;
  Findings F = findInFile("/tmp/nvcc_compat_test.cu", llvm::StringRef(Src), O);
  for (const FindNote &N : F.Notes)
    EXPECT_FALSE(N.IsError) << N.Message;
  EXPECT_FALSE(F.UsedTokenEngine);
  // The user's text, not the respelled one; the launch's chevrons as spelled.
  EXPECT_NE(F.Buffers.at(F.MainFile).find("k << < 1, 1 >> >"), std::string::npos);
  ASSERT_EQ(F.Launches.size(), 1u);
  EXPECT_EQ(F.Launches[0].Open.Length, 4u);
  EXPECT_EQ(F.Launches[0].Close.Length, 4u);
}
