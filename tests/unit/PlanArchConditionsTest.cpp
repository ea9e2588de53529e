//===- PlanArchConditionsTest.cpp - lib/Plan/ArchConditions.cpp -----------===//
// #if conditions on __CUDA_ARCH__ in a plan: existence tests renamed,
// comparisons resolved for the target with their CUDA spelling kept,
// __CUDA_ARCH_LIST__ uses warned, a PyTorch extension's CUDA-only branches
// left alone.
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
/// What a .cu file gets first.
const std::string Hip = "#include <hip/hip_runtime.h>\n";
size_t count(const std::string &S, const std::string &Of) {
  size_t N = 0;
  for (size_t P = S.find(Of); P != std::string::npos; P = S.find(Of, P + 1))
    ++N;
  return N;
}
} // namespace

TEST(PlanArchConditions, ExistenceTestsAreRenamed) {
  Plan P;
  EXPECT_EQ(builtinPlanned("/t/k.cu", "#ifdef __CUDA_ARCH__\nint d;\n#endif\n", {6, 3}, &P),
            Hip + "#ifdef __HIP_DEVICE_COMPILE__\nint d;\n#endif\n");
  EXPECT_EQ(P.Stats[Group::Device].Converted, 1u);
  EXPECT_EQ(builtinPlanned("/t/k.cu", "#ifndef __CUDA_ARCH__\nint h;\n#endif\n"),
            Hip + "#ifndef __HIP_DEVICE_COMPILE__\nint h;\n#endif\n");
  EXPECT_EQ(builtinPlanned("/t/k.cu", "#if !defined(__CUDA_ARCH__) || defined( __CUDA_ARCH__ )\n"
                                      "#elif defined __CUDA_ARCH__\n#endif\n"),
            Hip + "#if !defined(__HIP_DEVICE_COMPILE__) || defined( __HIP_DEVICE_COMPILE__ )\n"
            "#elif defined __HIP_DEVICE_COMPILE__\n#endif\n");
  // Not in code that is no condition (a comment, #else, #endif).
  EXPECT_EQ(builtinPlanned("/t/k.cu", "#ifdef X\n#else // __CUDA_ARCH__\n#endif // __CUDA_ARCH__\n"),
            Hip + "#ifdef X\n#else // __CUDA_ARCH__\n#endif // __CUDA_ARCH__\n");
}

TEST(PlanArchConditions, ComparisonsAreResolvedWithTheirCudaSpelling) {
  Plan P;
  std::string Out = builtinPlanned(
      "/t/k.cu",
      "#if __CUDA_ARCH__ >= 530\n  r = __hadd(a, b);\n#else\n  r = a + b;\n#endif\n", {6, 3},
      &P);
  EXPECT_EQ(Out, Hip + "#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : "
                 "(__CUDA_ARCH__ >= 530)\n  r = __hadd(a, b);\n#else\n  r = a + b;\n#endif\n");
  EXPECT_EQ(P.Stats[Group::Device].Converted, 1u);
  // Run again on its output: nothing changes (the CUDA spelling is no new
  // condition to rename).
  EXPECT_EQ(builtinPlanned("/t/k.cu", Out), Out);
}

TEST(PlanArchConditions, ArchListUsesAreWarned) {
  Plan P;
  std::string Src = "constexpr int a[] = {__CUDA_ARCH_LIST__};\n";
  EXPECT_EQ(builtinPlanned("/t/k.cu", Src, {6, 3}, &P), Hip + Src);
  std::vector<const Diagnostic *> W = diagsOf(P, "needs-review");
  ASSERT_EQ(W.size(), 1u);
  EXPECT_EQ(W[0]->Sev, Severity::Warning);
  EXPECT_EQ(Src.substr(W[0]->Where.Offset, W[0]->Where.Length), "__CUDA_ARCH_LIST__");
  EXPECT_NE(W[0]->Message.find("HIP defines no __CUDA_ARCH_LIST__"), std::string::npos);
}

TEST(PlanArchConditions, TorchBranchesForCudaOnlyAreLeftAlone) {
  // In a PyTorch extension, `#ifndef USE_ROCM` holds code no ROCm build
  // compiles: its comparisons stay as written and its __CUDA_ARCH_LIST__
  // draws no warning; the same comparison outside is resolved.
  std::string Cmp = "#if __CUDA_ARCH__ >= 530\nint a;\n#else\nint b;\n#endif\n";
  std::string Body = "#ifndef USE_ROCM\n" + Cmp + "int l[] = {__CUDA_ARCH_LIST__};\n#endif\n" + Cmp;
  const std::string Rewritten = "#if defined(__HIP_PLATFORM_AMD__) ? ";
  Plan P;
  std::string Out = builtinPlanned("/t/ext.cu", "#include <torch/extension.h>\n" + Body, {6, 3}, &P);
  EXPECT_EQ(count(Out, Rewritten), 1u) << Out;
  EXPECT_GT(Out.find(Rewritten), Out.find("int l[]")) << Out;
  auto ArchListWarnings = [](const Plan &P) {
    unsigned N = 0;
    for (const Diagnostic *D : diagsOf(P, "needs-review"))
      N += D->Message.find("HIP defines no __CUDA_ARCH_LIST__") != std::string::npos;
    return N;
  };
  EXPECT_EQ(ArchListWarnings(P), 0u);
  // Without PyTorch, the same #ifndef is an ordinary condition.
  Out = builtinPlanned("/t/k.cu", Body, {6, 3}, &P);
  EXPECT_EQ(count(Out, Rewritten), 2u) << Out;
  EXPECT_EQ(ArchListWarnings(P), 1u);
}
