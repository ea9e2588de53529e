//===- PlanInlinePtxTest.cpp - lib/Plan/InlinePtx.cpp ---------------------===//
// Inline PTX in a plan: replaced by its HIP code with a note, left with a
// warning that says what to write, left alone in an #if group with another
// path, and not looked at in a file that does not rely on CUDA's headers.
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
const char *Lane = "asm volatile(\"mov.u32 %0, %%laneid;\" : \"=r\"(l));";
std::string device(const std::string &Body) {
  return "__device__ unsigned f() {\n  unsigned l;\n" + Body + "\n  return l;\n}\n";
}
} // namespace

TEST(PlanInlinePtx, AnIdiomIsReplacedWithANote) {
  Plan P;
  std::string Src = device(std::string("  ") + Lane);
  std::string Out = builtinPlanned("/t/k.cu", Src, {6, 3}, &P);
  EXPECT_NE(Out.find("  l = __lane_id();\n"), std::string::npos) << Out;
  EXPECT_EQ(Out.find("asm"), std::string::npos) << Out;
  std::vector<const Diagnostic *> N = diagsOf(P, "ptx-replaced");
  ASSERT_EQ(N.size(), 1u);
  EXPECT_EQ(N[0]->Sev, Severity::Note);
  EXPECT_EQ(Src.substr(N[0]->Where.Offset, N[0]->Where.Length).find("asm volatile("), 0u);
  EXPECT_NE(N[0]->Message.find("replaced by its HIP equivalent: l = __lane_id()"),
            std::string::npos)
      << N[0]->Message;
  EXPECT_TRUE(diagsOf(P, "ptx-left").empty());
}

TEST(PlanInlinePtx, CloseIdiomsAndOtherPtxStayWithAWarning) {
  Plan P;
  std::string Src = device("  asm(\"mov.u32 %0, %%warpid;\" : \"=r\"(l));\n"
                           "  asm(\"add.u32 %0, %1, 1;\\n\\tmul.lo.u32 %0, %0, 3;\" : \"=r\"(l) : "
                           "\"r\"(l));");
  EXPECT_EQ(builtinPlanned("/t/k.cu", Src, {6, 3}, &P), "#include <hip/hip_runtime.h>\n" + Src);
  std::vector<const Diagnostic *> W = diagsOf(P, "ptx-left");
  ASSERT_EQ(W.size(), 2u);
  EXPECT_EQ(W[0]->Sev, Severity::Warning);
  EXPECT_NE(W[0]->Message.find("'%warpid' is close to"), std::string::npos) << W[0]->Message;
  EXPECT_NE(W[1]->Message.find("rewrite it in HIP (docs/ptx.md"), std::string::npos)
      << W[1]->Message;
  EXPECT_TRUE(diagsOf(P, "ptx-replaced").empty());
  // Not PTX (no instruction of PTX's): nothing said.
  Src = device("  asm volatile(\"\" ::: \"memory\");");
  EXPECT_EQ(builtinPlanned("/t/k.cu", Src, {6, 3}, &P), "#include <hip/hip_runtime.h>\n" + Src);
  EXPECT_TRUE(diagsOf(P, "ptx-left").empty());
}

TEST(PlanInlinePtx, GroupsWithAnotherPathAreLeftAlone) {
  // An #if on __CUDA_ARCH__, or one with an #else/#elif: HIP's build takes
  // the other path; a plain #if group without one is no such place.
  for (const std::string &Guarded :
       {"#if __CUDA_ARCH__ >= 700\n  " + std::string(Lane) + "\n#else\n  l = 0;\n#endif",
        "#ifdef USE_PTX\n  " + std::string(Lane) + "\n#elif defined(X)\n  l = 1;\n#endif",
        "#if 1\n#if A\n  " + std::string(Lane) + "\n#endif\n#else\n  l = 2;\n#endif"}) {
    Plan P;
    std::string Out = builtinPlanned("/t/k.cu", device(Guarded), {6, 3}, &P);
    EXPECT_NE(Out.find(Lane), std::string::npos) << Out;
    EXPECT_TRUE(diagsOf(P, "ptx-replaced").empty()) << Guarded;
    EXPECT_TRUE(diagsOf(P, "ptx-left").empty()) << Guarded;
  }
  Plan P;
  std::string Out = builtinPlanned(
      "/t/k.cu", device("#ifdef USE_PTX\n  " + std::string(Lane) + "\n#endif"), {6, 3}, &P);
  EXPECT_NE(Out.find("l = __lane_id();"), std::string::npos) << Out;
}

TEST(PlanInlinePtx, OnlyFilesThatRelyOnCudaHeaders) {
  // A .cpp file that includes no CUDA header: its asm is not CUDA's.
  Plan P;
  std::string Src = device(std::string("  ") + Lane);
  EXPECT_EQ(builtinPlanned("/t/host.cpp", Src, {6, 3}, &P), Src);
  EXPECT_TRUE(diagsOf(P, "ptx-replaced").empty());
  // With <cuda_runtime.h> it is.
  std::string Out = builtinPlanned("/t/host.cpp", "#include <cuda_runtime.h>\n" + Src, {6, 3}, &P);
  EXPECT_NE(Out.find("l = __lane_id();"), std::string::npos) << Out;
  EXPECT_EQ(diagsOf(P, "ptx-replaced").size(), 1u);
}
