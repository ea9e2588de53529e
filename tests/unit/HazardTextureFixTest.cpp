//===- HazardTextureFixTest.cpp - texture reads and their grouped fix -----===//
// lib/Hazards/TextureFix.cpp: which reads get the plain-memory fix, the
// edits it is made of, and the precondition named when there is none.
#include "cuda2hip/Hazards.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

HazardReport lintTex(const std::string &Src) {
  return analyzeHazards("/tmp/cuda2hip-hazards-test/tex.cu", Src, {});
}

std::string applied(const HazardReport &R, const std::string &Src) {
  FilePlan P;
  P.Path = R.MainFile;
  P.Original = Src;
  auto It = R.Fixes.find(R.MainFile);
  if (It != R.Fixes.end())
    P.Edits = It->second;
  return P.apply();
}

const char *Kernel = R"(
__global__ void gather(cudaTextureObject_t tex, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(tex, i) +
             tex1Dfetch<float>(tex, n - 1 - i);
}
void run(float *d, float *out, int n) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  cudaTextureDesc td = {};
  td.addressMode[0] = ADDRESS;
  cudaTextureObject_t t = 0;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  gather<<<1, 64>>>(t, out, n);
}
)";

std::string kernel(const std::string &Address) {
  std::string S = Kernel;
  S.replace(S.find("ADDRESS"), 7, Address);
  return S;
}

std::vector<std::string> textureMessages(const HazardReport &R) {
  std::vector<std::string> V;
  for (const Diagnostic &D : R.Diags)
    if (D.RuleId == "texture-memory" && D.Message.rfind("'tex1Dfetch'", 0) == 0)
      V.push_back(D.Message);
  return V;
}
} // namespace

TEST(HazardTextureFix, LinearClampIsOneGroupOfEdits) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = kernel("cudaAddressModeClamp");
  HazardReport R = lintTex(Src);
  ASSERT_EQ(textureMessages(R).size(), 2u);
  for (const std::string &M : textureMessages(R))
    EXPECT_NE(M.find("--fix reads the linear memory behind 'tex' directly"),
              std::string::npos);
  // helper, parameter, two reads, view, launch argument
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 6u);
  std::string Out = applied(R, Src);
  EXPECT_NE(Out.find("template <class T> struct Cuda2HipLinearTex {"), std::string::npos);
  EXPECT_NE(Out.find("__global__ void gather(Cuda2HipLinearTex<float> tex, float *out"),
            std::string::npos);
  EXPECT_NE(Out.find("out[i] = tex.fetch(i) +\n             tex.fetch(n - 1 - i);"),
            std::string::npos);
  EXPECT_NE(Out.find("cudaCreateTextureObject(&t, &res, &td, nullptr);\n  const "
                     "Cuda2HipLinearTex<float> t_view = {(const float *)"
                     "res.res.linear.devPtr, res.res.linear.sizeInBytes / "
                     "sizeof(float)};"),
            std::string::npos);
  EXPECT_NE(Out.find("gather<<<1, 64>>>(t_view, out, n);"), std::string::npos);
  // Each read's fix-it is one edit of the group: front ends that apply
  // fix-its one by one get none.
  EXPECT_EQ(R.Grouped.size(), 2u);
  for (const Diagnostic &D : findHazards(R.MainFile, Src, {}))
    EXPECT_TRUE(D.FixIt.empty()) << D.Message;
  // The helper comes before the kernel.
  EXPECT_LT(Out.find("struct Cuda2HipLinearTex"), Out.find("__global__ void gather"));
  // Fixed once, the file has no read left and the helper is not added again.
  HazardReport Again = lintTex(Out);
  EXPECT_TRUE(textureMessages(Again).empty());
  EXPECT_TRUE(Again.Fixes.empty());
}

TEST(HazardTextureFix, LinearFetchesReadZeroOutsideInEveryAddressMode) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // tex1Dfetch ignores the address mode (0 outside the buffer), so the
  // view is the same for each.
  for (const char *Mode : {"cudaAddressModeWrap", "cudaAddressModeClamp",
                           "cudaAddressModeMirror", "cudaAddressModeBorder"}) {
    std::string Src = kernel(Mode);
    HazardReport R = lintTex(Src);
    EXPECT_NE(applied(R, Src).find("sizeof(float)};"), std::string::npos) << Mode;
  }
}

TEST(HazardTextureFix, FailedPreconditionIsNamedAndNothingIsEdited) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R =
      lintTex(kernel("cudaAddressModeClamp;\n  td.filterMode = cudaFilterModeLinear"));
  EXPECT_TRUE(R.Fixes.empty());
  ASSERT_EQ(textureMessages(R).size(), 2u);
  for (const std::string &M : textureMessages(R))
    EXPECT_NE(M.find("(not fixed by --fix: 't' uses linear filtering)"), std::string::npos);
  HazardReport N =
      lintTex(kernel("cudaAddressModeClamp;\n  td.normalizedCoords = 1"));
  EXPECT_TRUE(N.Fixes.empty());
}

TEST(HazardTextureFix, NolintOnOneReadKeepsTheWholeGroup) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = kernel("cudaAddressModeClamp");
  Src.replace(Src.find("n - 1 - i);"), 11, "n - 1 - i); // NOLINT");
  HazardReport R = lintTex(Src);
  EXPECT_TRUE(R.Fixes.empty());
  ASSERT_EQ(textureMessages(R).size(), 1u);
  EXPECT_EQ(R.Diags.size(), 2u); // the read and the creation
}

TEST(HazardTextureFix, DescriptorWithoutZeroInitialisation) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = kernel("cudaAddressModeClamp");
  Src.replace(Src.find("cudaTextureDesc td = {};"), 24, "cudaTextureDesc td;");
  HazardReport R = lintTex(Src);
  EXPECT_TRUE(R.Fixes.empty());
  for (const std::string &M : textureMessages(R))
    EXPECT_NE(M.find("'td.filterMode' is not set and 'td' is not zero-initialised"),
              std::string::npos);
}
