//===- HazardAstVisitorTest.cpp - what the AST visitor classifies ---------===//
// lib/Hazards/AstVisitor.cpp: integer expressions classified as thread,
// lane and warp ids (a 32 is a warp size only next to a lane source), and
// lane guards, before the families see the nodes.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

TEST(HazardAstVisitor, LaneArithmeticNeedsALaneSource) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void k(int *o, int n) {
  int tid = threadIdx.x, nat = tid % warpSize; // lanes grouped both ways
  int lane = tid & 31;
  int w = tid >> 5;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int a = g / 32;
  int b = n % 32;
  int c = tid & 3;
  o[g] = lane + w + a + b + c + blockDim.x / 32 + nat;
})"),
            (Lines{"4:warp-size-literal", "5:warp-size-literal", "10:warp-size-literal"}));
}

TEST(HazardAstVisitor, BitPackingIsNotLaneArithmetic) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void pack(const int *in, unsigned *bits, int n) {
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    if (in[i]) atomicOr(&bits[i / 32], 1u << (i % 32));
}
__global__ void warpIds(const int *in, int *bits) {
  for (int i = threadIdx.x; i < 64; i += blockDim.x)
    bits[i / 32] = in[i];
})"),
            (Lines{"8:warp-size-literal"}));
}

// Issue 36: code that groups lanes by 32 (ids from 32, offsets below 32) is
// right on 64 lanes, each half of a wavefront being one group; only what
// spans the wavefront (a shuffle from a fixed lane, votes) is wrong there.
TEST(HazardAstVisitor, LanesGroupedBy32DrawNothing) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void blockSum(const float *in, float *out) {
  __shared__ float partial[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int mask = 16; mask > 0; mask >>= 1)
    v += __shfl_xor_sync(0xffffffffffffffffull, v, mask);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? partial[lane] : 0.f;
    for (int mask = 16; mask > 0; mask >>= 1)
      v += __shfl_xor_sync(0xffffffffffffffffull, v, mask);
    if (lane == 0) out[blockIdx.x] = v;
  }
})"),
            Lines{});
}

TEST(HazardAstVisitor, HostCodeAndConstantsAreNotLanes) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
int pages(int bytes) { return bytes / 32 + bytes % 32; }
__global__ void k(int *o, int n) {
  o[blockIdx.x] = n / 32 + (n & 31);
})"),
            Lines{});
}
