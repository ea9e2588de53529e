//===- HazardVotes32Test.cpp - warp-vote-32 and its fix (Votes32.cpp) -----===//
#include "cuda2hip/Hazards.h"
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }
const char *Path = "/tmp/cuda2hip-hazards-test/v.cu";

/// "line:rule" of each finding, with " fix=TEXT" when it has a fix-it.
std::vector<std::string> lint(const std::string &Src, HazardReport *Out = nullptr) {
  HazardReport R = analyzeHazards(Path, Src, HazardOptions{});
  std::vector<std::string> V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Src, D.Where.Offset).first) + ":" +
                D.RuleId + (D.FixIt.empty() ? "" : " fix=" + D.FixIt));
  if (Out)
    *Out = std::move(R);
  return V;
}
using Lines = std::vector<std::string>;

const char *Grouped32 = R"(
__global__ void k(const int *in, int *out) {
  int lane = threadIdx.x & 31;
  int v = in[threadIdx.x];
  unsigned b = __ballot_sync(0xffffffffffffffffull, v > 0);
  int a = __any_sync(0xffffffffffffffffull, v < 0) + __all_sync(0xffffffffffffffffull, v == 1);
  if (lane == __ffs(b) - 1) out[threadIdx.x / 32] = a + __popc(__activemask());
})";
} // namespace

TEST(Votes32, TableAndBlock) {
  EXPECT_EQ(vote32Helper("__ballot_sync"), "cuda2hip_ballot32");
  EXPECT_EQ(vote32Helper("__activemask"), "cuda2hip_activemask32");
  EXPECT_EQ(vote32Helper("__ballot"), ""); // legacy: no helper
  EXPECT_TRUE(isVote32Helper("cuda2hip_all32"));
  EXPECT_TRUE(isVote32Helper("cuda2hip_half32"));
  EXPECT_FALSE(isVote32Helper("ballot32"));
  std::string Block = vote32HelperBlock("\r\n");
  EXPECT_TRUE(isVote32HelperBlock(Block));
  EXPECT_EQ(Block.find('\n'), Block.find("\r\n") + 1);
  EXPECT_NE(Block.find("(__lane_id() & 32)"), std::string::npos);
  EXPECT_NE(Block.find("return __ballot_sync((unsigned)mask, p);"), std::string::npos);
  EXPECT_FALSE(isVote32HelperBlock("#include <cstring>\n"));
}

TEST(Votes32, RenamedInCodeGroupedBy32) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = Grouped32;
  HazardReport R;
  EXPECT_EQ(lint(Src, &R), (Lines{"5:warp-vote-32 fix=cuda2hip_ballot32",
                                  "6:warp-vote-32 fix=cuda2hip_any32",
                                  "6:warp-vote-32 fix=cuda2hip_all32",
                                  "7:independent-thread-scheduling",
                                  "7:warp-vote-32 fix=cuda2hip_activemask32"}));
  // One group: the helper before the kernel's line, then the renames.
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 5u);
  const Edit &Ins = R.Fixes[R.MainFile][0];
  EXPECT_EQ(Ins.Offset, Src.find("__global__"));
  EXPECT_EQ(Ins.Length, 0u);
  EXPECT_TRUE(isVote32HelperBlock(Ins.Text));
  std::optional<std::string> Fixed = wave64FixedSource(Path, Src, FindOptions{});
  ASSERT_TRUE(Fixed);
  EXPECT_NE(Fixed->find("unsigned b = cuda2hip_ballot32(0xffffffffffffffffull, v > 0);"),
            std::string::npos);
  EXPECT_NE(Fixed->find("__popc(cuda2hip_activemask32())"), std::string::npos);
  // The helper draws nothing; a second fix changes nothing.
  EXPECT_EQ(lint(*Fixed), Lines{});
  EXPECT_EQ(wave64FixedSource(Path, *Fixed, FindOptions{}), std::nullopt);
}

TEST(Votes32, HelperGoesBeforeTheTopLevelDeclaration) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = R"(
namespace ops {
template <int N>
__device__ unsigned kept(int v) {
  int lane = threadIdx.x % 32;
  return __ballot_sync(0xffffffffffffffffull, v > lane);
}
}
)";
  HazardReport R;
  EXPECT_EQ(lint(Src, &R), Lines{"6:warp-vote-32 fix=cuda2hip_ballot32"});
  ASSERT_EQ(R.Fixes[R.MainFile].size(), 2u);
  EXPECT_EQ(R.Fixes[R.MainFile][0].Offset, Src.find("namespace"));
}

TEST(Votes32, NotFixedWithoutIds) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // A reduction from 16 and no lane or warp id: reported, not rewritten.
  HazardReport R;
  Lines L = lint(R"(
__device__ int f(int v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffffffffffull, v, o);
  return __any_sync(0xffffffffffffffffull, v > 0);
})", &R);
  EXPECT_EQ(L, (Lines{"3:warp-size-shuffle-loop fix=warpSize / 2", "5:warp-vote-32"}));
  EXPECT_NE(R.Diags[1].Message.find("not fixed by --fix"), std::string::npos);
  EXPECT_EQ(R.Fixes.count(R.MainFile), 0u);
}

TEST(Votes32, CorrectCodeDrawsNothing) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // Lanes by warpSize: the vote covers the code's own warp.
  EXPECT_EQ(lint(R"(
__global__ void k(const int *in, int *out) {
  int lane = threadIdx.x % warpSize;
  unsigned long long b = __ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > 0);
  if (lane == 0) out[threadIdx.x / warpSize] = __popcll(b);
})"),
            Lines{});
}

TEST(Votes32, OneSilencedVoteKeepsTheOthersAsTheyAre) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  // The renames and the helper are one fix: all of it or nothing.
  std::string Src = Grouped32;
  Src.replace(Src.find("v > 0);") + 7, 0, " // NOLINT(cuda2hip-warp-vote-32)");
  HazardReport R;
  EXPECT_EQ(lint(Src, &R).size(), 4u); // 3 votes, the __activemask note
  EXPECT_EQ(R.Fixes.count(R.MainFile), 0u);
  EXPECT_EQ(wave64FixedSource(Path, Src, FindOptions{}), std::nullopt);
}

TEST(Votes32, VotesInCodeGroupedBy32) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(test::lint(R"(
__global__ void k(const int *in, int *count) {
  int lane = threadIdx.x & 31;
  unsigned b = __ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > 0);
  if (lane == 0 && __any_sync(0xffffffffffffffffull, b != 0))
    atomicAdd(count, __popc(b));
})"),
            (Lines{"4:warp-vote-32", "5:warp-vote-32"}));
}

