//===- HazardLaneMasksTest.cpp - the 32-bit lane-mask rule family ---------===//
// lib/Hazards/LaneMasks.cpp: lane masks kept in 32 bits where MI300X's
// 64-lane wavefronts need 64 (full masks, ballots, bit operations on them,
// 1 << lane).
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

TEST(HazardLaneMasks, MasksAndBallots) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  HazardReport R;
  std::string Src = R"(
__global__ void k(int *o) {
  unsigned m = __ballot_sync(0xffffffff, o[threadIdx.x] > 0);
  unsigned long long m64 = __ballot_sync(0xffffffffffffffffull, o[threadIdx.x] > 0);
  auto a = __activemask();
  o[0] = __popc(m) + __popcll(m64) + __popc(a);
})";
  EXPECT_EQ(lint(Src, {}, &R),
            (Lines{"3:ballot-32bit", "3:lane-mask-32", "5:independent-thread-scheduling",
                   "6:ballot-bitop-32bit", "6:ballot-bitop-32bit"}));
  // --fix material: the literal mask only.
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 1u);
  const Edit &E = R.Fixes[R.MainFile][0];
  EXPECT_EQ(Src.substr(E.Offset, E.Length), "0xffffffff");
  EXPECT_EQ(E.Text, "0xffffffffffffffffull");
}

TEST(HazardLaneMasks, BitOperationsOf64) {
  EXPECT_EQ(bitOp64("__popc"), "__popcll");
  EXPECT_EQ(bitOp64("__popcll"), "");
}

TEST(HazardLaneMasks, OneShiftedByALane) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void k(unsigned long long *o) {
  int lane = threadIdx.x % warpSize;
  unsigned bit = 1u << lane;
  unsigned long long wide = 1ull << lane;
  o[threadIdx.x] = bit + wide;
})"),
            (Lines{"4:lane-bit-32bit"}));
}
