//===- HazardWarpSizeTest.cpp - the warp-size rule family -----------------===//
// lib/Hazards/WarpSize.cpp: code that assumes 32-lane warps (sections 1
// and 4 of HazardRules.def): literals, macros and their fix, shuffle loops,
// broadcasts, arrays of 32, tiles of 32, warpSize as a constant.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

TEST(HazardWarpSize, WarpSizeMacroFixNeedsEveryUseToAllowIt) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  lint(R"(#define WARP_SIZE 32
#define WARP_SZ 32
__global__ void k(int *o) {
  __shared__ int s[WARP_SZ];
  int lane = threadIdx.x % WARP_SIZE;
  s[lane % WARP_SZ] = lane;
  o[threadIdx.x / WARP_SIZE] = s[0];
  int nat = threadIdx.x % warpSize; // lanes grouped by warpSize too
  o[nat] = 0;
}
int hostWarps(int threads) { return threads / WARP_SZ; })",
       {}, &R);
  ASSERT_EQ(R.Diags.size(), 2u);
  EXPECT_EQ(R.Diags[0].Message, "'WARP_SIZE' hard-codes a 32-lane warp; MI300X "
                                "wavefronts have 64 lanes");
  EXPECT_NE(R.Diags[1].Message.find("not fixed by --fix: used where a constant is "
                                    "needed (line 4)"),
            std::string::npos);
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 1u);
  EXPECT_EQ(R.Fixes[R.MainFile][0].Text, "warpSize");
}

TEST(HazardWarpSize, FixedLaneShuffleGetsWidth32) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  std::string Src = R"(
__device__ float groupMean(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffffffffffull, v, o);
  return __shfl_sync(0xffffffffffffffffull, v, 0) / 32.f;
})";
  EXPECT_EQ(lint(Src, {}, &R), (Lines{"3:warp-size-shuffle-loop", "5:warp-broadcast-32"}));
  EXPECT_EQ(R.Diags[1].Sev, Severity::Error);
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 1u);
  const Edit &E = R.Fixes[R.MainFile][0];
  EXPECT_EQ(Src.substr(E.Offset, E.Length), "0");
  EXPECT_EQ(E.Text, "0, 32");
  // Once fixed, the width says the grouping: nothing is left.
  std::optional<std::string> Fixed =
      wave64FixedSource("/tmp/cuda2hip-hazards-test/k.cu", Src, FindOptions{});
  ASSERT_TRUE(Fixed);
  EXPECT_NE(Fixed->find("__shfl_sync(0xffffffffffffffffull, v, 0, 32)"), std::string::npos);
  EXPECT_EQ(lint(*Fixed), Lines{});
  EXPECT_EQ(wave64FixedSource("/tmp/cuda2hip-hazards-test/k.cu", *Fixed, FindOptions{}),
            std::nullopt);
}

TEST(HazardWarpSize, WarpSizeCodeKeepsItsFindings) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // Lanes by warpSize, a loop from 16: half the wavefront is reduced; the
  // broadcast from lane 0 is right for 64-lane groups and not reported.
  EXPECT_EQ(lint(R"(
__global__ void k(float *o) {
  int lane = threadIdx.x % warpSize;
  float v = o[threadIdx.x];
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffffffffffffull, v, d);
  v = __shfl_sync(0xffffffffffffffffull, v, 0);
  if (lane == 0) o[threadIdx.x / 32] = v;
})"),
            (Lines{"5:warp-size-shuffle-loop", "8:warp-size-literal"}));
}

TEST(HazardWarpSize, WarpSizeWhereAConstantIsNeeded) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void k(float *o) {
  __shared__ float s[warpSize];
  constexpr int lanes = warpSize;
  s[threadIdx.x % warpSize] = lanes;
  o[threadIdx.x] = s[0];
})"),
            (Lines{"3:warpsize-constexpr", "4:warpsize-constexpr"}));
}

TEST(HazardWarpSize, ArrayOf32IndexedByALane) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  Lines V = lint(R"(
__global__ void k(const float *a, float *o) {
  __shared__ float stage[32];
  int lane = threadIdx.x % warpSize;
  stage[lane] = a[lane];
  o[lane] = stage[0];
})",
                 {}, &R);
  EXPECT_EQ(V, (Lines{"5:warp-size-array"}));
}
