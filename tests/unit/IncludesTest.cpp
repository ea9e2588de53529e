//===- IncludesTest.cpp - rewrite, de-duplicate and add includes ----------===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

TEST(Includes, CuFileGetsHipRuntimeFirst) {
  EXPECT_EQ(planned("/a.cu", "#include <cstdio>\n#include <cuda_runtime.h>\nint x;\n"),
            "#include <hip/hip_runtime.h>\n#include <cstdio>\nint x;\n");
}

TEST(Includes, AlreadyFirstIsKept) {
  EXPECT_EQ(planned("/a.cu", "#include <cuda_runtime.h>\n#include <cstdio>\n"),
            "#include <hip/hip_runtime.h>\n#include <cstdio>\n");
  // Idempotent on its own output.
  EXPECT_EQ(planned("/a.cu", "#include <hip/hip_runtime.h>\n#include <cstdio>\n"),
            "#include <hip/hip_runtime.h>\n#include <cstdio>\n");
}

TEST(Includes, NoIncludesAtAll) {
  EXPECT_EQ(planned("/a.cu", "// license\n\n__global__ void k() {}\n"),
            "// license\n\n#include <hip/hip_runtime.h>\n__global__ void k() {}\n");
}

TEST(Includes, DuplicatesRemovedOnlyOnTheSameBranch) {
  EXPECT_EQ(planned("/a.cpp", "#include <cuda.h>\n#include <cuda_runtime.h>\n"),
            "#include <hip/hip_runtime.h>\n");
  std::string Branches = "#ifdef A\n#include <cuda.h>\n#else\n#include "
                         "<cuda_runtime.h>\n#endif\n";
  EXPECT_EQ(planned("/a.cpp", Branches),
            "#ifdef A\n#include <hip/hip_runtime.h>\n#else\n#include "
            "<hip/hip_runtime.h>\n#endif\n");
  // Top level first, then the same header inside a branch: redundant.
  EXPECT_EQ(planned("/a.cpp", "#include <cuda.h>\n#if X\n#include <cuda_runtime.h>\n#endif\n"),
            "#include <hip/hip_runtime.h>\n#if X\n#endif\n");
}

TEST(Includes, KeepsQuoteStyleAndWarnsOnUnsupported) {
  Plan P;
  EXPECT_EQ(planned("/a.cpp", "#include \"cuda_fp16.h\"\n#include <mma.h>\n", {},
                    {6, 3}, &P),
            "#include \"hip/hip_fp16.h\"\n#include <mma.h>\n");
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].RuleId, "unsupported-api");
}

TEST(Includes, UserHeaderThatResolvedElsewhereIsKept) {
  Findings F = tokenFindings("/a.cpp", "#include \"cuda.h\"\n");
  F.Includes[0].CudaOrUnresolved = false; // AST: resolved to the user's cuda.h
  Mapper M({Version{6, 3}}, planTable());
  EXPECT_EQ(makePlan(F, M, {}).Files.at("/a.cpp").apply(), "#include \"cuda.h\"\n");
}

TEST(Includes, AHelperHeadersLineGoesAndItsHelperComes) {
  // No HIP has <cuda/atomic>: its row is a helper row; the line is dropped
  // and the file gets the helper (tables/helper_names.def names it).
  Table T({row("cuda_runtime.h", "hip/hip_runtime.h", Kind::Header),
           row("cuda/atomic", "cuda/atomic", Kind::Header, Special::None, {},
               "helper:libcu++ atomics")});
  std::string Src = "#include <cuda_runtime.h>\n#include <cuda/atomic>\nint x;\n";
  Findings F;
  F.MainFile = "/a.cu";
  F.Buffers["/a.cu"] = Src;
  scanTokens("/a.cu", F.Buffers["/a.cu"], T, F);
  Plan P = makePlan(F, Mapper({{7, 0}}, T), {});
  std::string R = P.Files.at("/a.cu").apply();
  // The user's line goes; the helper includes CUDA's own header only on HIP
  // on CUDA (__HIP_PLATFORM_NVIDIA__), where libcu++ is there.
  size_t Line = R.find("#include <cuda/atomic>");
  EXPECT_GT(Line, R.find("#if defined(__HIP_PLATFORM_NVIDIA__)")) << R;
  EXPECT_EQ(R.find("#include <cuda/atomic>", Line + 1), std::string::npos) << R;
  EXPECT_NE(R.find("#define CUDA2HIP_HELPER_cuda_atomic"), std::string::npos) << R;
  EXPECT_LT(R.find("#include <hip/hip_runtime.h>"), R.find("CUDA2HIP_HELPER_cuda_atomic"));
  EXPECT_NE(R.find("int x;"), std::string::npos);
}
