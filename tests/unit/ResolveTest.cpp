//===- ResolveTest.cpp - CUDA feature tests resolved for the HIP target ---===//
#include "cuda2hip/Resolve.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace llvm;

namespace {
/// The conditions of \p Buf as resolve writes them: the directive (`#if
/// ...`) when rewritten, "=" when kept, "warn: ..." when kept with a warning.
std::vector<std::string> resolve(StringRef Buf, unsigned Hip = 700) {
  ResolveTarget T;
  T.HipVersion = Hip;
  T.Lacks = [](StringRef N) { return N == "cudaGraphInstantiateWithParams"; };
  T.Declared = [](StringRef N) { return N == "cublasComputeType_t"; };
  collectMacroFacts({Buf}, T);
  std::vector<std::string> Out;
  for (const Resolution &R : resolveConditions(Buf, T))
    Out.push_back(!R.Warning.empty() ? "warn: " + R.Warning
                  : R.Text.empty()   ? "="
                                     : "#" + R.Text);
  return Out;
}
using V = std::vector<std::string>;
} // namespace

TEST(Resolve, Fp16PathIsTakenOnTheDevice) {
  EXPECT_EQ(resolve("#if __CUDA_ARCH__ >= 530\n  return __hadd(a, b);\n#else\n"
                    "  return __float2half(__half2float(a) + __half2float(b));\n#endif\n"),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : "
               "(__CUDA_ARCH__ >= 530)"}));
}

TEST(Resolve, MmaPathGivesWayToTheShuffleFallback) {
  EXPECT_EQ(resolve("#if __CUDA_ARCH__ >= 800 // Ampere\n  asm(\"mma.sync ...\");\n"
                    "#else\n  v += __shfl_xor_sync(~0u, v, 1);\n#endif\n"),
            V({"="})); // HIP reads it as false already: nothing to write
  // No other branch: said.
  EXPECT_EQ(resolve("#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900\n"
                    "  asm(\"wgmma.fence;\");\n#endif\n"),
            V({"warn: left out on AMD GPUs: the branch for sm_90 needs NVIDIA-only ISA "
               "and the group has no other branch"}));
}

TEST(Resolve, ElifChainsTakeTheNewestBranchThatWorks) {
  EXPECT_EQ(resolve("#if __CUDA_ARCH__ >= 900\n asm(\"wgmma\");\n"
                    "#elif __CUDA_ARCH__ >= 700\n x = __hfma2(a, b, c);\n"
                    "#else\n NO_DEVICE_CODE;\n#endif\n"
                    "#define NO_DEVICE_CODE __trap()\n"),
            V({"=", "#elif defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : "
               "(__CUDA_ARCH__ >= 700)"}));
}

TEST(Resolve, EveryBranchNvidiaOnlyIsKeptWithAWarning) {
  V Out = resolve("#if __CUDA_ARCH__ >= 800\n asm(\"mma\");\n#else\n __trap();\n#endif\n");
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(StringRef(Out[0]).substr(0, 47), "warn: kept as written: the branch for sm_100 ne");
}

TEST(Resolve, MacrosDefinedByConditionsFollowTheirUse) {
  StringRef Buf = "#if __CUDA_ARCH__ >= 600\n#define FP16_AVAILABLE\n#endif\n"
                  "#if __CUDA_ARCH__ >= 800\n#define MMA_AVAILABLE\n#endif\n"
                  "#ifdef MMA_AVAILABLE\n asm(\"mma.sync\");\n#else\n fallback();\n#endif\n"
                  "#ifdef FP16_AVAILABLE\n h = __hmul(a, b);\n#endif\n";
  EXPECT_EQ(resolve(Buf),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : "
               "(__CUDA_ARCH__ >= 600)",
               "="}));
}

TEST(Resolve, VersionBlocksTakeTheBranchTheTargetHas) {
  // Compat typedefs for old CUDA: off on AMD (HIP reads the undefined macro
  // as 0, and would redefine what it declares).
  EXPECT_EQ(resolve("#if CUDART_VERSION < 11020\ntypedef int cublasComputeType_t;\n#endif\n"),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? 0 : (CUDART_VERSION < 11020)"}));
  // A new API the target lacks: the older branch.
  EXPECT_EQ(resolve("#if CUDA_VERSION >= 12000\n cudaGraphInstantiateWithParams(&e, g, &p);\n"
                    "#else\n cudaGraphInstantiate(&e, g, 0);\n#endif\n"),
            V({"="}));
  // HIP's own reading (the oldest CUDA's branch) works: it stays, as HIP's
  // libraries keep the older APIs.
  EXPECT_EQ(resolve("#ifdef CUDART_VERSION\n int v = 1;\n#endif\n"), V({"="}));
  EXPECT_EQ(resolve("#if __CUDACC_VER_MAJOR__ >= 9\n x = __shfl_down_sync(m, v, 1);\n#else\n"
                    " x = __shfl_down(v, 1);\n#endif\n"),
            V({"="}));
  // Unless it redefines what HIP declares.
  EXPECT_EQ(resolve("#ifndef CUDA_VERSION\ntypedef int cublasComputeType_t;\n#endif\n"),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? 0 : (!defined(CUDA_VERSION))"}));
}

TEST(Resolve, OldGpuFallbacksFollowTheHipVersion) {
  StringRef Half2 = "#if __CUDA_ARCH__ < 600 || defined(USE_ROCM)\n"
                    "__device__ __half2 atomicAdd(__half2 *a, __half2 v) { return v; }\n"
                    "#endif\n";
  EXPECT_EQ(resolve(Half2, 700),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? 0 : (__CUDA_ARCH__ < 600 || "
               "defined(USE_ROCM))"}));
  EXPECT_EQ(resolve(Half2, 603), V({"="}));
  EXPECT_EQ(resolve("#if __CUDA_ARCH__ < 600\n"
                    "__device__ double atomicAdd(double *a, double v) { return v; }\n#endif\n",
                    603),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? 0 : (__CUDA_ARCH__ < 600)"}));
}

TEST(Resolve, WhatIsNotDecidedHere) {
  // Existence tests are renamed elsewhere; the author's HIP test stays (its
  // names are not renamed).
  EXPECT_EQ(resolve("#ifdef __CUDA_ARCH__\n x();\n#endif\n"), V());
  EXPECT_EQ(resolve("#if __CUDA_ARCH__ >= 800 && !defined(USE_ROCM)\n asm(\"x\");\n#endif\n"),
            V({"="}));
  // Already resolved: idempotent.
  EXPECT_EQ(resolve("#if defined(__HIP_PLATFORM_AMD__) ? 0 : (__CUDA_ARCH__ >= 800)\n"
                    " asm(\"x\");\n#endif\n"),
            V({"="}));
  // A user macro the condition needs: kept, warned.
  V Out = resolve("#if __CUDA_ARCH__ >= 700 && ENABLE_X\n y();\n#endif\n");
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_NE(Out[0].find("cannot evaluate"), std::string::npos);
}

// __CUDA_ARCH_LIST__ compared as a number is the build's one architecture
// (both passes); a branch that uses its value does not work on HIP, whose
// reading (the #else) is then right as written; through a project macro it
// is kept, and the warning says what to write.
TEST(Resolve, ArchListComparisonsAndUses) {
  EXPECT_EQ(resolve("#if __CUDA_ARCH_LIST__ >= 900\n#define TILE 128\n#else\n#define TILE 64\n#endif\n"),
            V({"#if defined(__HIP_PLATFORM_AMD__) ? 1 : (__CUDA_ARCH_LIST__ >= 900)"}));
  EXPECT_EQ(resolve("#if __CUDA_ARCH_LIST__ >= 900\n  asm(\"wgmma.fence;\");\n#else\n  x = 1;\n#endif\n"),
            V({"="}));
  EXPECT_EQ(resolve("#if defined(__CUDA_ARCH_LIST__)\nconstexpr int a[] = {__CUDA_ARCH_LIST__};\n"
                    "#else\nconstexpr int a[] = {0};\n#endif\n"),
            V({"="}));
  V W = resolve("#define FIRST(a, ...) a\n#if FIRST(__CUDA_ARCH_LIST__) >= 800\n#endif\n");
  ASSERT_EQ(W.size(), 1u);
  EXPECT_NE(W[0].find("HIP defines no __CUDA_ARCH_LIST__"), std::string::npos) << W[0];
  EXPECT_NE(W[0].find("`#if defined(__HIP_PLATFORM_AMD__) ? 1 : (<as written>)`"),
            std::string::npos);
}
