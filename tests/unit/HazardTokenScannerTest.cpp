//===- HazardTokenScannerTest.cpp - the hazard rules over tokens ----------===//
// lib/Hazards/TokenScanner.cpp: code the compiler skipped (or a file that
// did not parse) lexed raw and each token handed to the rule families.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

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

TEST(HazardTokens, CommentsAndStringsAreNotCode) {
  EXPECT_EQ(scanned("// int lane = threadIdx.x & 31;\n"
                    "const char *s = \"__syncwarp(); asm(\\\"mov\\\");\";\n"
                    "/* __activemask() */\n"),
            Lines{});
  EXPECT_EQ(scanned("__syncwarp();\n"), (Lines{"1:independent-thread-scheduling"}));
}
