//===- HazardsTest.cpp - the portability hazard rules ---------------------===//
#include "cuda2hip/Hazards.h"
#include "../../lib/Hazards/HazardsImpl.h"
#include "gtest/gtest.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>

using namespace cuda2hip;
using namespace cuda2hip::hazards;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// Findings of \p Src (as an in-memory .cu file) as "line:rule" strings.
std::vector<std::string> lint(const std::string &Src, HazardOptions O = {},
                              HazardReport *Out = nullptr) {
  HazardReport R = analyzeHazards("/tmp/cuda2hip-hazards-test/k.cu", Src, O);
  std::vector<std::string> V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Src, D.Where.Offset).first) + ":" +
                D.RuleId);
  if (Out)
    *Out = std::move(R);
  return V;
}
using Lines = std::vector<std::string>;
} // namespace

TEST(HazardRules, TableIsWellFormed) {
  llvm::StringSet<> Ids;
  ASSERT_GE(hazardRules().size(), 20u);
  for (const HazardRuleInfo &R : hazardRules()) {
    EXPECT_TRUE(Ids.insert(R.Id).second) << "duplicate id " << R.Id.str();
    EXPECT_FALSE(R.Title.empty() || R.Why.empty() || R.Advice.empty()) << R.Id.str();
    for (char C : R.Id)
      EXPECT_TRUE(llvm::isLower(C) || llvm::isDigit(C) || C == '-') << R.Id.str();
    EXPECT_EQ(findHazardRule(R.Id), &R);
    // One generated page per rule (scripts/gen_hazard_docs.py).
    llvm::SmallString<256> Page(CUDA2HIP_SOURCE_DIR "/docs/hazards");
    llvm::sys::path::append(Page, R.Id + ".md");
    EXPECT_TRUE(llvm::sys::fs::exists(Page)) << Page.str().str();
  }
  EXPECT_EQ(findHazardRule("no-such-rule"), nullptr);
  EXPECT_EQ(info(Rule::InlinePtx).Id, "inline-ptx");
  EXPECT_EQ(info(Rule::LaneMask32).Fix, HazardFix::Safe);
}

TEST(HazardRules, Severity) {
  EXPECT_EQ(parseSeverity("note"), Severity::Note);
  EXPECT_EQ(parseSeverity("error"), Severity::Error);
  EXPECT_EQ(parseSeverity("warn"), std::nullopt);
}

TEST(HazardNames, WarpConstants) {
  EXPECT_EQ(warpConstKind("WARP_SIZE", 32), WarpConstKind::Size);
  EXPECT_EQ(warpConstKind("kWarpSize", 32), WarpConstKind::Size);
  EXPECT_EQ(warpConstKind("THREADS_PER_WARP", 32), WarpConstKind::Size);
  EXPECT_EQ(warpConstKind("LOG_WARP_SIZE", 5), WarpConstKind::Log);
  EXPECT_EQ(warpConstKind("WARP_MASK", 31), WarpConstKind::Mask);
  EXPECT_EQ(warpConstKind("LANE_MASK", 31), WarpConstKind::Mask);
  // Counts of warps, tiles and blocks are not warp sizes.
  EXPECT_EQ(warpConstKind("MAX_WARPS", 32), WarpConstKind::None);
  EXPECT_EQ(warpConstKind("WARPS_PER_BLOCK", 32), WarpConstKind::None);
  EXPECT_EQ(warpConstKind("TILE", 32), WarpConstKind::None);
  EXPECT_EQ(warpConstKind("WARP_SIZE", 64), WarpConstKind::None);
  EXPECT_TRUE(isLaneName("laneId") && isLaneName("lane_id") && isLaneName("lane"));
  EXPECT_FALSE(isLaneName("lanes") || isLaneName("plane"));
  EXPECT_TRUE(isWarpIdName("warp_id") && isWarpIdName("wid"));
  EXPECT_FALSE(isWarpIdName("warpSize"));
  EXPECT_EQ(parseIntLiteral("0xFFFFFFFFu"), 0xffffffffu);
  EXPECT_EQ(parseIntLiteral("32"), 32u);
  EXPECT_EQ(parseIntLiteral("1.0f"), std::nullopt);
  EXPECT_EQ(bitOp64("__popc"), "__popcll");
  EXPECT_EQ(bitOp64("__popcll"), "");
}

TEST(HazardTokens, SkippedCodeRules) {
  std::string Buf = R"(#define WARP_SIZE 32
  int lane = threadIdx.x & 31;
  int t = x & 31;
  v += __shfl_xor_sync(0xffffffff, v, 16);
#if __CUDA_ARCH__ < 700
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
)";
  Sink S("/f.cu");
  scanTokens("/f.cu", Buf, 0, Buf.size(), S);
  HazardReport R = S.finish(Severity::Note, true);
  Lines V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Buf, D.Where.Offset).first) + ":" + D.RuleId);
  EXPECT_EQ(V, (Lines{"1:warp-size-constant", "2:warp-size-literal", "4:lane-mask-32",
                      "4:warp-size-shuffle-loop", "5:cuda-arch-value", "6:inline-ptx"}));
  // Only the full mask is safe to apply; the main file gets it.
  ASSERT_EQ(R.Fixes["/f.cu"].size(), 1u);
  EXPECT_EQ(R.Fixes["/f.cu"][0].Text, "0xffffffffffffffffull");
}

TEST(Hazards, LaneArithmeticNeedsALaneSource) {
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

TEST(Hazards, BitPackingIsNotLaneArithmetic) {
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

TEST(Hazards, MasksAndBallots) {
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

TEST(Hazards, SeverityFilterAndNolint) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Src = R"(
__global__ void k(int *o) {
  __syncwarp();
  int lane = threadIdx.x & 31;
  int w = threadIdx.x / 32; // NOLINT(cuda2hip-warp-size-literal)
  o[lane] = w; int nat = threadIdx.x % warpSize; o[nat] = 0;
})";
  EXPECT_EQ(lint(Src), (Lines{"3:independent-thread-scheduling", "4:warp-size-literal"}));
  HazardOptions O;
  O.MinSeverity = Severity::Warning;
  EXPECT_EQ(lint(Src, O), (Lines{"4:warp-size-literal"}));
  O.MinSeverity = Severity::Error;
  EXPECT_EQ(lint(Src, O), Lines{});
}

TEST(Hazards, WarpSizeMacroFixNeedsEveryUseToAllowIt) {
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

TEST(Hazards, TokenEngineAndUnreadable) {
  HazardOptions O;
  O.Find.Engine = EngineChoice::Token;
  HazardReport R;
  EXPECT_EQ(lint("__global__ void k() { int l = threadIdx.x & 31; }", O, &R),
            (Lines{"1:warp-size-literal"}));
  EXPECT_TRUE(R.UsedTokenEngine);
  HazardReport U = analyzeHazards("/nonexistent/dir/k.cu", std::nullopt, {});
  EXPECT_TRUE(U.Unreadable);
  ASSERT_EQ(U.Diags.size(), 1u);
  EXPECT_EQ(U.Diags[0].RuleId, "io-error");
  EXPECT_TRUE(findHazards("/nonexistent/dir/k.cu", std::string("int x;"), O).empty());
}

namespace {
/// The cuda-version-conditional message for the condition \p Cond of
/// #\p Directive ("" when nothing is reported).
std::string versionVerdict(const std::string &Cond, llvm::StringRef Directive = "if") {
  Sink S("/v.cu");
  scanVersionCondition("/v.cu", Cond, 0, Cond.size(), Directive, S);
  HazardReport R = S.finish(Severity::Note, true);
  if (R.Diags.empty())
    return "";
  EXPECT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].RuleId, "cuda-version-conditional");
  llvm::StringRef M = R.Diags[0].Message;
  return M.contains("is true") ? "true" : M.contains("is false") ? "false" : "unknown";
}
} // namespace

TEST(HazardTokens, CudaVersionConditionsAreEvaluatedAsHip) {
  EXPECT_EQ(versionVerdict("CUDART_VERSION >= 12000"), "false");
  EXPECT_EQ(versionVerdict("CUDA_VERSION < 11000"), "true");
  EXPECT_EQ(versionVerdict("!defined(CUDA_VERSION)"), "true");
  EXPECT_EQ(versionVerdict("defined CUDART_VERSION && CUDART_VERSION >= 11020"), "false");
  EXPECT_EQ(versionVerdict("(__CUDACC_VER_MAJOR__ > 11) || (__CUDACC_VER_MAJOR__ == 11 && "
                           "__CUDACC_VER_MINOR__ >= 8)"),
            "false");
  EXPECT_EQ(versionVerdict("CUDART_VERSION >= 12000 ? 1 : 0"), "false");
  EXPECT_EQ(versionVerdict("CUDA_VERSION / 1000 != 12"), "true");
  // Other macros decide, unless && / || settle it without them.
  EXPECT_EQ(versionVerdict("CUDART_VERSION >= 12000 || USE_NEW"), "unknown");
  EXPECT_EQ(versionVerdict("CUDART_VERSION >= 12000 && USE_NEW"), "false");
  EXPECT_EQ(versionVerdict("CUDART_VERSION < 12000 || FOO(1, 2)"), "true");
  EXPECT_EQ(versionVerdict("CUDART_VERSION >= 12000 + (1"), "unknown"); // malformed
  EXPECT_EQ(versionVerdict("CUDART_VERSION", "ifdef"), "false");
  EXPECT_EQ(versionVerdict("__CUDACC_VER_MAJOR__", "ifndef"), "true");
  // Silent: no version macro, or a condition written for HIP as well.
  EXPECT_EQ(versionVerdict("MY_CUDA_VERSION >= 11000"), "");
  EXPECT_EQ(versionVerdict("CUDA_VERSION_MAJOR >= 11"), "");
  EXPECT_EQ(versionVerdict("defined(__HIP_PLATFORM_AMD__) || CUDART_VERSION >= 12000"), "");
  EXPECT_EQ(versionVerdict("HIP_VERSION >= 60000000 || CUDA_VERSION >= 12000"), "");
  EXPECT_EQ(versionVerdict("__CUDA_ARCH__ >= 700"), "");
  EXPECT_EQ(versionVerdict("__CUDACC__", "ifdef"), "");
  // __HIP_DEVICE_COMPILE__ is what __CUDA_ARCH__ becomes: not a HIP test.
  EXPECT_EQ(versionVerdict("defined(__HIP_DEVICE_COMPILE__) && CUDART_VERSION >= 11000"),
            "false");
}

TEST(HazardTokens, ManagedMemoryAndSkippedConditionals) {
  std::string Buf = R"(__managed__ int counter;
  cudaMallocManaged(&p, n);
  hipMemPrefetchAsync(p, n, 0, s);
  pool.cudaMemAdvise(p);
  printf("cudaMallocManaged");
#ifdef CUDART_VERSION
#elif CUDA_VERSION >= 12000
#endif
)";
  Sink S("/m.cu");
  scanTokens("/m.cu", Buf, 0, Buf.size(), S);
  HazardReport R = S.finish(Severity::Note, true);
  Lines V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Buf, D.Where.Offset).first) + ":" + D.RuleId);
  EXPECT_EQ(V, (Lines{"1:managed-memory-xnack", "2:managed-memory-xnack",
                      "3:managed-memory-xnack", "6:cuda-version-conditional",
                      "7:cuda-version-conditional"}));
  EXPECT_EQ(info(Rule::ManagedMemoryXnack).Sev, Severity::Note);
  EXPECT_EQ(info(Rule::MemoryTypeEnum).Sev, Severity::Warning);
  EXPECT_EQ(info(Rule::CudaVersionConditional).Sev, Severity::Warning);
}

TEST(Hazards, MemoryTypesComparedWithNumbers) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(#include <cuda.h>
void f(const void *p, CUdeviceptr d) {
  cudaPointerAttributes a;
  cudaPointerGetAttributes(&a, p);
  bool dev = a.type == 2;
  bool host = 1 == a.type;
  bool registered = a.type > 0;
  bool sane = a.type >= 0;
  bool named = a.type == cudaMemoryTypeDevice;
  CUmemorytype t;
  cuPointerGetAttribute(&t, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d);
  bool arr = t == 3;
  bool arr2 = t == CU_MEMORYTYPE_ARRAY;
  unsigned k = a.type;
  switch (k) { case 2: break; case cudaMemoryTypeHost: break; }
  (void)dev; (void)host; (void)registered; (void)sane; (void)named; (void)arr; (void)arr2;
}
)"),
            (Lines{"5:memory-type-enum", "6:memory-type-enum", "7:memory-type-enum",
                   "12:memory-type-enum", "15:memory-type-enum"}));
}

TEST(HazardSink, GroupsApplyAllTheirEditsOrNone) {
  std::string Buf = "int a = f(x);\nint b = f(y); // NOLINT\nint c = 0xffffffff;\n";
  auto Run = [&](bool Silenced, bool Overlap) {
    std::string Text = Buf;
    if (!Silenced)
      Text.replace(Text.find(" // NOLINT"), 10, "");
    Sink S("/g.cu");
    S.buffer("/g.cu", Text);
    unsigned A = Text.find("f(x)"), B = Text.find("f(y)"), C = Text.find("0xff");
    unsigned G = S.newGroup({Edit{A, 4, "g(x)"}, Edit{B, 4, "g(y)"}, Edit{0, 0, "// h\n"}});
    S.addGrouped(Rule::TextureMemory, FileRange{"/g.cu", A, 4}, "m", "g(x)", G);
    S.addGrouped(Rule::TextureMemory, FileRange{"/g.cu", B, 4}, "m", "g(y)", G);
    if (Overlap)
      S.add(Rule::LaneMask32, FileRange{"/g.cu", B, 2}, "m", "h", /*Safe=*/true);
    S.add(Rule::LaneMask32, FileRange{"/g.cu", C, 10}, "m", "0xffffffffffffffffull", true);
    return S.finish(Severity::Note, false);
  };
  HazardReport All = Run(false, false);
  ASSERT_EQ(All.Fixes["/g.cu"].size(), 4u);
  EXPECT_EQ(All.Fixes["/g.cu"][0].Text, "// h\n");
  // A NOLINTed finding of the group: none of its edits.
  HazardReport Quiet = Run(true, false);
  ASSERT_EQ(Quiet.Fixes["/g.cu"].size(), 1u);
  EXPECT_EQ(Quiet.Fixes["/g.cu"][0].Text, "0xffffffffffffffffull");
  EXPECT_EQ(Quiet.Diags.size(), 2u);
  // One edit overlapping another fix: none of the group's.
  HazardReport Clash = Run(false, true);
  ASSERT_EQ(Clash.Fixes["/g.cu"].size(), 2u);
  EXPECT_EQ(Clash.Fixes["/g.cu"][0].Text, "h");
}

TEST(HazardTokens, CudaVersionInCode) {
  std::string Buf = "int a = CUDART_VERSION;\n"                 // 1: reported
                    "#if CUDA_VERSION >= 12000\n"               // 2: the #if finding
                    "// CUDA_VERSION in a comment\n"            // 3
                    "const char *s = \"CUDART_VERSION\";\n"    // 4
                    "#endif\n"
                    "#ifdef __HIP_PLATFORM_AMD__\n"
                    "int b = HIP_VERSION;\n"
                    "#else\n"
                    "int b = CUDART_VERSION;\n"                 // 9: HIP-aware
                    "#endif\n"
                    "#else\n"                                   // of an outer #if
                    "int c = __CUDACC_VER_MAJOR__;\n"           // 12: unknown, silent
                    "#endif\n"
                    "int d = MIN_CUDA_VERSION + __CUDACC_VER_MINOR__;\n"; // 14
  Sink S("/v.cu");
  S.buffer("/v.cu", Buf);
  scanTokens("/v.cu", Buf, 0, Buf.size(), S);
  HazardReport R = S.finish(Severity::Note, true);
  Lines V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Buf, D.Where.Offset).first) + ":" +
                std::to_string(lineColumn(Buf, D.Where.Offset).second));
  EXPECT_EQ(V, (Lines{"1:9", "2:5", "14:28"}));
  EXPECT_EQ(R.Diags[0].Message, versionInCodeMessage("CUDART_VERSION"));
  EXPECT_TRUE(mentionsHipMacro(Buf, Buf.find("#ifdef"), Buf.find("int b")));
  EXPECT_FALSE(mentionsHipMacro(Buf, 0, Buf.find("#endif")));
}

// Issue 36: code that groups lanes by 32 (ids from 32, offsets below 32) is
// right on 64 lanes, each half of a wavefront being one group; only what
// spans the wavefront (a shuffle from a fixed lane, votes) is wrong there.
TEST(HazardGrouping, LanesGroupedBy32DrawNothing) {
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

TEST(HazardGrouping, FixedLaneShuffleGetsWidth32) {
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

TEST(HazardGrouping, WarpSizeCodeKeepsItsFindings) {
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

TEST(HazardGrouping, VotesInCodeGroupedBy32) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void k(const int *in, int *count) {
  int lane = threadIdx.x & 31;
  unsigned b = __ballot_sync(0xffffffffffffffffull, in[threadIdx.x] > 0);
  if (lane == 0 && __any_sync(0xffffffffffffffffull, b != 0))
    atomicAdd(count, __popc(b));
})"),
            (Lines{"4:warp-vote-32", "5:warp-vote-32"}));
}
