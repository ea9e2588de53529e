//===- BranchFactsTest.cpp - what a branch of a CUDA feature test needs ---===//
#include "cuda2hip/Resolve.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace llvm;

namespace {
BranchFacts facts(StringRef Text, unsigned Hip = 700) {
  ResolveTarget T;
  T.HipVersion = Hip;
  T.TrapMacros = {"NO_DEVICE_CODE"};
  T.NvidiaMacros = {"MMA_AVAILABLE"};
  T.Lacks = [](StringRef N) { return N == "cudaGraphInstantiateWithParams"; };
  T.Declared = [](StringRef N) { return N == "cublasComputeType_t" || N == "CUBLAS_COMPUTE_32F"; };
  return classifyBranch(Text, T);
}
} // namespace

TEST(BranchFacts, PortableCodeWorks) {
  BranchFacts F = facts("  return __hadd(a, b); // asm in a comment\n");
  EXPECT_TRUE(F.works());
  EXPECT_FALSE(F.Empty);
  EXPECT_TRUE(facts("  /* nothing */\n").Empty);
  EXPECT_TRUE(facts("  const char *s = \"asm wmma\";").works());
}

TEST(BranchFacts, NvidiaOnlyIsa) {
  EXPECT_EQ(facts("asm volatile(\"mma.sync.aligned.m16n8k16\" : \"=r\"(d));").Nvidia,
            "inline PTX (asm)");
  EXPECT_FALSE(facts("nvcuda::wmma::fragment<int> f;").Nvidia.empty());
  EXPECT_FALSE(facts("__pipeline_memcpy_async(d, s, 16);").Nvidia.empty());
  EXPECT_FALSE(facts("#define MMA_AVAILABLE\n").Nvidia.empty());
}

TEST(BranchFacts, Traps) {
  EXPECT_EQ(facts("NO_DEVICE_CODE;").Traps, "NO_DEVICE_CODE (a macro that traps)");
  EXPECT_EQ(facts("printf(\"no\"); __trap();").Traps, "__trap()");
  EXPECT_EQ(facts("asm(\"trap;\");").Traps, "asm(\"trap;\")");
  EXPECT_EQ(facts("#error this needs CUDA 11\n").Traps, "#error");
}

TEST(BranchFacts, NamesTheTargetLacks) {
  EXPECT_EQ(facts("cudaGraphInstantiateWithParams(&g, x, &p);").Lacks,
            "cudaGraphInstantiateWithParams");
}

TEST(BranchFacts, RedefinitionsOfWhatHipDeclares) {
  EXPECT_EQ(facts("typedef cudaDataType cublasComputeType_t;").Conflicts, "cublasComputeType_t");
  EXPECT_EQ(facts("#define CUBLAS_COMPUTE_32F CUDA_R_32F\n").Conflicts, "CUBLAS_COMPUTE_32F");
  EXPECT_TRUE(facts("typedef float real_t;\n#define MY_FLAG 1\n").works());
}

TEST(BranchFacts, AtomicAddOverloadsFollowTheHipVersion) {
  StringRef Half2 = "__device__ __half2 atomicAdd(__half2 *address, __half2 val) {\n"
                    "  return atomicAdd(address, val); }\n";
  EXPECT_EQ(facts(Half2, 700).Conflicts, "atomicAdd(__half2 *)");
  EXPECT_TRUE(facts(Half2, 700).Provides.empty());
  EXPECT_EQ(facts(Half2, 603).Provides, "atomicAdd(__half2 *)");
  EXPECT_TRUE(facts(Half2, 603).works());
  EXPECT_EQ(facts("__device__ double atomicAdd(double* a, double v);", 500).Conflicts,
            "atomicAdd(double *)");
  // A call is no overload.
  EXPECT_TRUE(facts("return atomicAdd(p, v); x = atomicAdd(&s, 1);").works());
}

TEST(BranchFacts, MacroFactsFromDefinitionsAndGuards) {
  StringRef Header = "#define GGML_ABORT(m) do { printf(m); __trap(); } while (0)\n"
                     "#define NO_DEVICE_CODE GGML_ABORT(\"no device code\")\n"
                     "#ifdef MMA_OK\n"
                     "  asm(\"ldmatrix.sync.aligned.m8n8.x4.shared.b16 ...\");\n"
                     "#else\n"
                     "  fallback();\n"
                     "#endif\n"
                     "#ifndef FAST_PATH\n  slow();\n#else\n  asm(\"cp.async\");\n#endif\n";
  ResolveTarget T;
  collectMacroFacts({Header}, T);
  EXPECT_TRUE(T.TrapMacros.count("GGML_ABORT"));
  EXPECT_TRUE(T.TrapMacros.count("NO_DEVICE_CODE"));
  EXPECT_TRUE(T.NvidiaMacros.count("MMA_OK"));
  EXPECT_TRUE(T.NvidiaMacros.count("FAST_PATH"));
}
