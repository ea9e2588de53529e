//===- BranchFactsTest.cpp - what a branch of a CUDA feature test needs ---===//
#include "cuda2hip/Resolve.h"
#include "gtest/gtest.h"
#include <fstream>
#include <regex>

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
  // bfloat162: 7.13's amd_hip_bf16.h declares it too (a redefinition at 7.0).
  StringRef Bf162 = "__device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *a, __nv_bfloat162 v);";
  EXPECT_EQ(facts(Bf162, 700).Conflicts, "atomicAdd(__nv_bfloat162 *)");
  EXPECT_EQ(facts(Bf162, 603).Provides, "atomicAdd(__nv_bfloat162 *)");
  // A type no row names: neither.
  EXPECT_TRUE(facts("__device__ char atomicAdd(char *a, char v);", 603).works());
  EXPECT_TRUE(facts("__device__ char atomicAdd(char *a, char v);", 603).Provides.empty());
}

// __CUDA_ARCH_LIST__'s value in code is a name HIP lacks; in a directive
// it is not. archListUses: the uses no condition that tests it guards.
TEST(BranchFacts, ArchListUses) {
  EXPECT_EQ(facts("constexpr int a[] = {__CUDA_ARCH_LIST__};").Lacks, "__CUDA_ARCH_LIST__");
  EXPECT_TRUE(facts("#if __CUDA_ARCH_LIST__ >= 900\n#endif\n").works());
  StringRef Buf = "int a[] = {__CUDA_ARCH_LIST__};\n"        // 11: a use
                  "#ifdef __CUDA_ARCH_LIST__\n"
                  "int b[] = {__CUDA_ARCH_LIST__};\n"        // guarded
                  "#if X\n#else\nint c = __CUDA_ARCH_LIST__;\n#endif\n" // guarded too
                  "#endif\n"
                  "#if __CUDA_ARCH_LIST__ > 0 // in a directive\n#endif\n"
                  "// __CUDA_ARCH_LIST__ in a comment\n"
                  "#ifdef OTHER\nint d = __CUDA_ARCH_LIST__;\n#endif\n";
  std::vector<unsigned> U = archListUses(Buf);
  ASSERT_EQ(U.size(), 2u);
  EXPECT_EQ(U[0], 11u);
  EXPECT_EQ(Buf.substr(U[1] - 8, 8), "int d = ");
  EXPECT_NE(archListWarning().find("#if defined(__CUDA_ARCH_LIST__)"), std::string::npos);
}

namespace {
/// The line \p At ("PATH:LINE") of ROCm \p Ver's headers in ../shared/rocm.
std::string headerLine(StringRef Ver, StringRef At) {
  auto [Path, Line] = At.rsplit(':');
  unsigned N = 0;
  if (Line.getAsInteger(10, N))
    return "";
  std::ifstream In(std::string(CUDA2HIP_SHARED_DIR) + "/rocm/" + Ver.str() + "/include/" +
                   Path.str());
  std::string L;
  for (unsigned I = 0; I < N && std::getline(In, L); ++I) {
  }
  return L;
}

/// Does ROCm \p Ver declare `atomicAdd(TYPE *` in the header of \p At?
bool declares(StringRef Ver, StringRef Header, StringRef Type) {
  std::ifstream In(std::string(CUDA2HIP_SHARED_DIR) + "/rocm/" + Ver.str() + "/include/" +
                   Header.str());
  std::string All((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  std::regex Decl("[^_A-Za-z0-9]atomicAdd\\(\\s*" + Type.str() + "\\s*\\*");
  return std::regex_search(All, Decl);
}
} // namespace

// Every row of tables/AtomicAdd.def against the headers of ../shared/rocm:
// the 7.13 line it names declares the overload, the 6.3.3 line too where
// the row says every version has it; where it says 7.0, 6.3.3's header
// declares no such overload.
TEST(BranchFacts, AtomicAddRowsMatchTheRocmHeaders) {
  if (!std::ifstream(std::string(CUDA2HIP_SHARED_DIR) + "/rocm/7.13/include/hip/hip_runtime.h"))
    GTEST_SKIP() << "no ../shared/rocm";
  ASSERT_GE(atomicAddRows().size(), 10u);
  for (const AtomicAddRow &R : atomicAddRows()) {
    SCOPED_TRACE(R.CudaType.str());
    std::string Want = "atomicAdd(" + R.HipType.str() + "*";
    EXPECT_NE(headerLine("7.13", R.At713).find(Want), std::string::npos) << R.At713.str();
    if (R.Since == 0) {
      EXPECT_NE(headerLine("6.3.3", R.At633).find(Want), std::string::npos) << R.At633.str();
    } else {
      EXPECT_EQ(R.Since, 700u);
      EXPECT_TRUE(R.At633.empty());
      EXPECT_FALSE(declares("6.3.3", R.At713.rsplit(':').first, R.HipType));
      EXPECT_TRUE(declares("7.13", R.At713.rsplit(':').first, R.HipType));
    }
  }
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
