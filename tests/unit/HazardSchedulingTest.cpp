//===- HazardSchedulingTest.cpp - the thread-scheduling rule family -------===//
// lib/Hazards/Scheduling.cpp: __syncwarp and __activemask assume
// independent thread scheduling; a *_sync call under a lane-dependent
// condition relies on it.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(HazardScheduling, SyncwarpAndActivemask) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  EXPECT_EQ(lint(R"(
__global__ void k(int *o) {
  __syncwarp();
  o[threadIdx.x] = __popcll(__activemask());
})",
                 {}, &R),
            (Lines{"3:independent-thread-scheduling", "4:independent-thread-scheduling"}));
  EXPECT_EQ(R.Diags[0].Sev, Severity::Note);
  EXPECT_TRUE(R.Fixes.empty() || R.Fixes.begin()->second.empty()) << "nothing to fix";
}

TEST(HazardScheduling, SyncCallUnderALaneCondition) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void k(float *o) {
  float v = o[threadIdx.x];
  if (threadIdx.x % warpSize < 16)
    v += __shfl_xor_sync(0xffffffffffffffffull, v, 1);
  v += __shfl_xor_sync(0xffffffffffffffffull, v, 2);
  o[threadIdx.x] = v;
})"),
            (Lines{"5:divergent-warp-sync"}));
}

TEST(HazardScheduling, TokenHalf) {
  // (The 32-bit variable holding the mask is LaneMasks.cpp's finding.)
  EXPECT_EQ(scanned("__syncwarp();\nunsigned m = __activemask();\n__syncthreads();\n"),
            (Lines{"1:independent-thread-scheduling", "2:ballot-32bit",
                   "2:independent-thread-scheduling"}));
}
