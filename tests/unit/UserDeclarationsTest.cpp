//===- UserDeclarationsTest.cpp - lib/Find/UserDeclarations.cpp ------------===//
#include "../../lib/Find/UserDeclarations.h"
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace cuda2hip;

namespace {
bool declares(llvm::StringRef Text, const std::string &Name) {
  return declaredNames(Text).count(Name) > 0;
}
} // namespace

TEST(UserDeclarations, ClassesMacrosTypedefsEnums) {
  const char *T = R"(#define cudaCheck(x) x
#ifdef OLD_CUDA
typedef int cudaStreamCaptureMode;
#endif
namespace my { class CUDAStream final { int s; }; struct Event : Base {}; }
enum class Mode { cudaModeA, cudaModeB = 2 };
using Stream = int;
typedef void (*cudaHostFn)(void *);
__device__ double atomicAdd(double *a, double v) { return 0; }
struct cudaDeviceProp props;   // a use, not a declaration
)";
  for (const char *N : {"cudaCheck", "CUDAStream", "Event", "Mode", "cudaModeA", "cudaModeB",
                        "Stream", "cudaHostFn", "atomicAdd"})
    EXPECT_TRUE(declares(T, N)) << N;
  // Under a condition: a compatibility shim for another CUDA, not the
  // project's own name (the CUDA name stays a mapping target).
  EXPECT_FALSE(declares(T, "cudaStreamCaptureMode"));
  EXPECT_FALSE(declares(T, "cudaDeviceProp"));
  // An include guard is not a condition.
  EXPECT_TRUE(declares("#ifndef S_H\n#define S_H\nclass CUDAStream {};\n#endif\n", "CUDAStream"));
  EXPECT_FALSE(declares(T, "props"));
}

TEST(UserDeclarations, CallsAndStatementsDeclareNothing) {
  const char *T = R"(void f() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  if (cudaMalloc(&p, 4)) {}
  CUDA_KERNEL_LOOP(i, n) { }
}
CUDA_REGISTER(x);
)";
  for (const char *N : {"cudaStreamCreate", "cudaMalloc", "CUDA_KERNEL_LOOP", "CUDA_REGISTER",
                        "cudaStream_t", "s"})
    EXPECT_FALSE(declares(T, N)) << N;
  EXPECT_TRUE(declares(T, "f"));
}

TEST(UserDeclarations, CompatibilityHeaders) {
  EXPECT_TRUE(isCompatibilityHeader("#pragma once\n#define cudaMalloc hipMalloc\n"));
  EXPECT_TRUE(isCompatibilityHeader("#ifdef USE_HIP\n#define cudaStream_t hipStream_t\n#endif\n"));
  EXPECT_FALSE(isCompatibilityHeader("#define cudaMalloc myMalloc\n"));
  EXPECT_FALSE(isCompatibilityHeader("#define MY_MALLOC hipMalloc\n"));
  EXPECT_FALSE(isCompatibilityHeader("cudaMalloc(&p, 4);\n"));
}

TEST(UserDeclarations, TokenFindingsOfUserNamesDropped) {
  Findings F;
  F.MainFile = "/p/a.cu";
  F.Buffers[F.MainFile] = "class CUDAStream {};\nvoid f() { CUDAStream s; cudaFree(0); }\n";
  F.Buffers["/p/compat.h"] = "#define cudaMalloc hipMalloc\n#include <cuda_runtime.h>\n";
  auto Name = [](std::string File, unsigned Off, std::string N) {
    NameRef R;
    R.Where = {File, Off, unsigned(N.size())};
    R.Name = N;
    R.Found = Engine::Token;
    return R;
  };
  F.Names = {Name("/p/a.cu", 32, "CUDAStream"), Name("/p/a.cu", 46, "cudaFree"),
             Name("/p/compat.h", 8, "cudaMalloc"), Name("/p/b.cu", 0, "MyTensor")};
  IncludeRef I;
  I.Directive = {"/p/compat.h", 29, 28};
  I.Spelled = "cuda_runtime.h";
  F.Includes = {I};
  std::set<std::string> Project = {"MyTensor"};
  dropUserDeclaredNames(F, &Project);
  ASSERT_EQ(F.Names.size(), 1u);
  EXPECT_EQ(F.Names[0].Name, "cudaFree");
  EXPECT_TRUE(F.Includes.empty()) << "a compatibility header is left as it is";
}

TEST(UserDeclarations, VariablesAndParameters) {
  std::set<std::string> V = declaredVariables(
      "__global__ void k(float *p, int n) {\n"
      "  unsigned umax = 4;\n"
      "  float *cudaMalloc;\n"
      "  const int clock{3};\n"
      "  for (auto x : v) {}\n"
      "  __shared__ float tile[32];\n"
      "}\n");
  for (const char *N : {"p", "n", "umax", "cudaMalloc", "clock", "x", "tile"})
    EXPECT_TRUE(V.count(N)) << N;
  // Uses, casts, products, forward declarations and statements declare none.
  std::set<std::string> None = declaredVariables(
      "#define umax(a, b) max(a, b)\n"
      "#ifdef USE_ROCM\ntypedef __hip_bfloat16 __nv_bfloat16;\n#endif\n"
      "struct cudaDeviceProp;\n"
      "int f(int e) {\n"
      "  if (e > cudaSuccess) return cudaErrorInvalidValue;\n"
      "  e = a * rsqrtf;\n"
      "  switch (e) { case cudaErrorMemoryAllocation: break; }\n"
      "  return umax(e, 2);\n"
      "}\n");
  for (const char *N : {"umax", "__nv_bfloat16", "cudaDeviceProp", "cudaSuccess", "cudaErrorInvalidValue",
                        "rsqrtf", "cudaErrorMemoryAllocation"})
    EXPECT_FALSE(None.count(N)) << N;
}

TEST(UserDeclarations, TokenEngineKeepsAFilesVariablesButMapsCalls) {
  const char *Src = "#include <cuda_runtime.h>\n"
                    "__global__ void k(float *p, unsigned a) {\n"
                    "  unsigned umax = 4;\n"
                    "  float cudaMalloc = 3;\n"
                    "  p[0] = umax + cudaMalloc + umax(a, 2u);\n"
                    "}\n"
                    "int main() { void *d; return cudaMalloc(&d, 4) == cudaSuccess; }\n"
                    "int cub = 1;\n"
                    "namespace hc = cub;\n";
  FindOptions O;
  O.Engine = EngineChoice::Token;
  Findings F = findInFile("/tmp/cuda2hip-userdecl-test/v.cu", llvm::StringRef(Src), O);
  std::vector<std::string> Found;
  for (const NameRef &N : F.Names)
    Found.push_back(N.Name + "@" + std::to_string(N.Where.Offset));
  auto Has = [&](const char *Name, size_t Nth) {
    // The Nth occurrence of Name in the source.
    size_t At = 0;
    for (size_t I = 0; I <= Nth; ++I)
      At = llvm::StringRef(Src).find(Name, I ? At + 1 : 0);
    return std::find(Found.begin(), Found.end(), std::string(Name) + "@" + std::to_string(At)) !=
           Found.end();
  };
  EXPECT_FALSE(Has("umax", 0)) << "the declaration";
  EXPECT_FALSE(Has("umax", 1)) << "a use of the variable";
  EXPECT_TRUE(Has("umax", 2)) << "a call is CUDA's umax";
  EXPECT_FALSE(Has("cudaMalloc", 0));
  EXPECT_FALSE(Has("cudaMalloc", 1));
  EXPECT_TRUE(Has("cudaMalloc", 2));
  EXPECT_TRUE(Has("cudaSuccess", 0));
  EXPECT_TRUE(Has("cub", 1)) << "a namespace alias names CUB's namespace, not the variable";
}
