//===- HazardVersionsTest.cpp - the CUDA version and architecture rules ---===//
// lib/Hazards/Versions.cpp: #if conditions on CUDA versions evaluated as
// HIP sees them, version macros in code, __CUDA_ARCH__ values.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

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

TEST(HazardVersions, CudaVersionConditionsAreEvaluatedAsHip) {
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

TEST(HazardVersions, CudaVersionInCode) {
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

TEST(HazardVersions, CudaArchComparisonsInConditions) {
  Lines V = scanned("#if __CUDA_ARCH__ >= 800\nint a;\n#endif\n"
                    "#ifdef __CUDA_ARCH__\nint b;\n#endif\n");
  EXPECT_EQ(V, (Lines{"1:cuda-arch-value"}));
}
