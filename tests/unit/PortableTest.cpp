//===- PortableTest.cpp - --portable plans and the compatibility header ---===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
PlanOptions portable(const std::string &Prefix = "") {
  PlanOptions O;
  O.Portable.Enabled = true;
  O.Portable.Prefix = Prefix;
  O.Portable.HeaderPath = "/t/gpu_portability.h";
  return O;
}
} // namespace

TEST(Portable, CallSitesKeepCudaSpellings) {
  Plan P;
  std::string Out = planned("/t/src/k.cu",
                            "#include <cstdio>\n#include <cuda_runtime.h>\n"
                            "#include <cuda_fp16.h>\n"
                            "int main() { float *d; cudaError_t e = cudaMalloc(&d, 4); }\n",
                            portable(), {6, 3}, &P);
  EXPECT_EQ(Out, "#include <cstdio>\n#include \"../gpu_portability.h\"\n"
                 "int main() { float *d; cudaError_t e = cudaMalloc(&d, 4); }\n");
  const PortableNeeds &N = P.Portable;
  EXPECT_EQ(N.HipDefines.at("cudaMalloc"), "#define cudaMalloc hipMalloc");
  EXPECT_EQ(N.HipDefines.at("cudaError_t"), "#define cudaError_t hipError_t");
  EXPECT_EQ(N.HipIncludes.at("hip/hip_fp16.h"), "#include <hip/hip_fp16.h>");
  EXPECT_EQ(N.CudaIncludes.at("cuda_fp16.h"), "#include <cuda_fp16.h>");
  EXPECT_TRUE(N.CudaDefines.empty());
}

TEST(Portable, PrefixModeWritesNeutralNames) {
  Plan P;
  std::string Out = planned("/t/k.cpp", "#include <cuda_runtime.h>\ncudaError_t e = cudaMalloc(&d, 4);\n",
                            portable("gpu"), {6, 3}, &P);
  EXPECT_EQ(Out, "#include \"gpu_portability.h\"\ngpuError_t e = gpuMalloc(&d, 4);\n");
  EXPECT_EQ(P.Portable.HipDefines.at("gpuMalloc"), "#define gpuMalloc hipMalloc");
  EXPECT_EQ(P.Portable.CudaDefines.at("gpuMalloc"), "#define gpuMalloc cudaMalloc");
}

// Whether a name owns its neutral spelling is decided by the table the
// plan maps with (its reverse index, Table::findByHip), not by whichever
// table a previous plan of the process used.
TEST(Portable, NeutralNamesFollowTheTableOfThePlan) {
  Table Two({row("cudaMallocHost", "hipHostMalloc", Kind::Function),
             row("cudaHostAlloc", "hipHostMalloc", Kind::Function)});
  Table One({row("cudaMallocHost", "hipHostMalloc", Kind::Function)});
  auto Plan1 = [&](const Table &T) {
    Findings F;
    F.MainFile = "/t/k.cpp";
    F.Buffers[F.MainFile] = "void f() { cudaMallocHost(&p, 4); }\n";
    scanTokens(F.MainFile, F.Buffers[F.MainFile], T, F);
    return makePlan(F, Mapper({{6, 3}}, T), portable("gpu")).Files.at(F.MainFile).apply();
  };
  for (int Round = 0; Round < 2; ++Round) {
    std::string WithTwo = Plan1(Two), WithOne = Plan1(One);
    EXPECT_NE(WithTwo.find("{ cudaMallocHost(&p, 4); }"), std::string::npos)
        << "cudaHostAlloc becomes hipHostMalloc too: no gpuHostMalloc\n" << WithTwo;
    EXPECT_NE(WithOne.find("{ gpuHostMalloc(&p, 4); }"), std::string::npos) << WithOne;
  }
}

TEST(Portable, ArgumentRewritesBecomeFunctionMacros) {
  Plan P;
  planned("/t/k.cu",
          "void f() { cudaMemcpyToSymbol(sym, h, 4); float v = __shfl_down_sync(m, x, 1);\n"
          "cudaGraphInstantiate(&e, g, 0); cudaGraphInstantiate(&e, g, 0, 0, 0); }\n",
          portable(), {5, 2}, &P);
  const auto &H = P.Portable.HipDefines;
  EXPECT_EQ(H.at("cudaMemcpyToSymbol"),
            "#define cudaMemcpyToSymbol(a0, ...) hipMemcpyToSymbol(HIP_SYMBOL(a0), ##__VA_ARGS__)");
  EXPECT_EQ(H.at("__shfl_down_sync"),
            "#define __shfl_down_sync(mask, ...) __shfl_down(__VA_ARGS__)");
  EXPECT_NE(H.at("cudaGraphInstantiate").find("C2H_GRAPH_INSTANTIATE_SELECT("),
            std::string::npos);
  EXPECT_TRUE(H.count("C2H_GRAPH_INSTANTIATE_SELECT"));
}

TEST(Portable, NoSecondIncludeWhenPresent) {
  // Running on its own output changes nothing.
  std::string Once = planned("/t/k.cu", "#include <cuda_runtime.h>\nint x;\n", portable());
  EXPECT_EQ(planned("/t/k.cu", Once, portable()), Once);
  // A .cu file without CUDA includes gets the header first.
  EXPECT_EQ(planned("/t/k.cu", "// c\n#include <vector>\nint x;\n", portable()),
            "// c\n#include \"gpu_portability.h\"\n#include <vector>\nint x;\n");
}

TEST(Portable, HeaderRoundTripsAndMergesSorted) {
  PortableNeeds A;
  A.HipIncludes["hip/hip_runtime.h"] = "#include <hip/hip_runtime.h>";
  A.HipDefines["cudaMalloc"] = "#define cudaMalloc hipMalloc";
  A.HipDefines["namespace cub"] = "namespace cub = hipcub;";
  A.HipDefines["cudaMemcpyToSymbol"] =
      "#define cudaMemcpyToSymbol(a0, ...) hipMemcpyToSymbol(HIP_SYMBOL(a0), ##__VA_ARGS__)";
  A.CudaIncludes["curand_kernel.h"] = "#include <curand_kernel.h>";
  std::string Text = renderPortableHeader(A, "GPU_PORTABILITY_H");
  PortableNeeds Back = parsePortableHeader(Text);
  EXPECT_EQ(Back.HipDefines, A.HipDefines);
  EXPECT_EQ(renderPortableHeader(Back, "GPU_PORTABILITY_H"), Text);
  PortableNeeds B;
  B.HipDefines["cudaFree"] = "#define cudaFree hipFree";
  Back.merge(B);
  std::string Grown = renderPortableHeader(Back, "GPU_PORTABILITY_H");
  size_t Free = Grown.find("#define cudaFree"), Malloc = Grown.find("#define cudaMalloc");
  ASSERT_NE(Free, std::string::npos);
  EXPECT_LT(Free, Malloc); // sorted
  EXPECT_NE(Grown.find("#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)"),
            std::string::npos);
  EXPECT_EQ(portableGuardName("/x/gpu_portability.h"), "GPU_PORTABILITY_H");
  EXPECT_EQ(portableGuardName("9-compat.h"), "_9_COMPAT_H");
}

TEST(Portable, SoftwareTexturesAreNotExpressible) {
  // The builtin table: cudaCreateTextureObject and tex1Dfetch rename to
  // supplied helpers (docs/textures.md), which the header has no place for.
  Findings F;
  F.MainFile = "/t/k.cu";
  F.Buffers[F.MainFile] = "#include <cuda_runtime.h>\n"
                          "__global__ void k(cudaTextureObject_t t, float *o) { o[0] = tex1Dfetch<float>(t, 0); }\n";
  scanTokens(F.MainFile, F.Buffers[F.MainFile], Table::builtin(), F);
  Plan P = makePlan(F, Mapper({{6, 3}}, Table::builtin()), portable());
  EXPECT_FALSE(P.Portable.HipDefines.count("tex1Dfetch"));
  bool Warned = false;
  for (const Diagnostic &D : P.Diags)
    Warned |= D.RuleId == "unsupported-api" && D.Message.find("only without --portable") != std::string::npos;
  EXPECT_TRUE(Warned);
}
