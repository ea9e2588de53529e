//===- CheckTest.cpp - check: residue, target, drift, suppressions --------===//
// lib/Check/Check.cpp: what checkFile finds in one file, the inputs, the
// suppression comments (the gate is CheckGateTest.cpp, the run
// CheckRunTest.cpp).
#include "CheckTestUtil.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuda2hip;
using namespace llvm;
using namespace cuda2hip::test;

TEST(Check, ResidueReportsWhatTheTranslatorWouldRewrite) {
  TempDir T;
  std::string P = T.write("a.hip.cu", Hip);
  FileCheck F = checkFile({P, "", std::nullopt}, tokenOptions());
  EXPECT_EQ(F.Status, FileStatus::Ok);
  std::vector<std::string> Res;
  for (const CheckFinding &C : F.Findings)
    if (C.D.RuleId == "residue")
      Res.push_back(StringRef(F.Text).substr(C.D.Where.Offset, C.D.Where.Length).str() +
                    "->" + C.D.FixIt);
  std::vector<std::string> Want = {"cudaMalloc->hipMalloc",
                                   "cuda_runtime.h->hip/hip_runtime.h"};
  std::sort(Res.begin(), Res.end());
  EXPECT_EQ(Res, Want) << "comments, HIP names and unsupported names are no residue";
}

// Conditions decided with their group: one finding for the group's
// rewrite, none for `#elif defined(__CUDA_ARCH__)` (convert leaves it as
// written); an unguarded use of __CUDA_ARCH_LIST__ is needs-review.
TEST(Check, FeatureTestGroupsAsConvertWritesThem) {
  TempDir T;
  std::string P = T.write("a.cu", "__global__ void k(float *x) {\n"
                                  "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800\n"
                                  "  x[0] *= 2.f;\n"
                                  "#elif defined(__CUDA_ARCH__)\n"
                                  "  asm(\"mul.f32 %0, %0, 0f40000000;\" : \"+f\"(x[0]));\n"
                                  "#endif\n"
                                  "}\n"
                                  "int a[] = {__CUDA_ARCH_LIST__};\n");
  FileCheck F = checkFile({P, "", std::nullopt}, tokenOptions());
  std::vector<std::string> Got;
  for (const CheckFinding &C : F.Findings)
    Got.push_back(C.D.RuleId + "@" + std::to_string(C.D.Where.Offset));
  std::string Text = F.Text;
  std::vector<std::string> Want = {
      "residue@" + std::to_string(Text.find("if defined(__CUDA_ARCH__) &&")),
      "needs-review@" + std::to_string(Text.find("__CUDA_ARCH_LIST__"))};
  EXPECT_EQ(Got, Want);
}

TEST(Check, TargetReportsUnsupportedAndNotInTarget) {
  TempDir T;
  std::string P = T.write("a.cu", "void f() { cudaInitDevice(0, 0, 0); "
                                  "cudaStreamGetDevice(0, 0); }\n");
  CheckOptions O = tokenOptions();
  O.Residue = false;
  O.Translate.Map.TargetHip = {5, 2};
  FileCheck F = checkFile({P, "", std::nullopt}, O);
  std::vector<std::string> Want = {"unsupported-api", "not-in-target"};
  EXPECT_EQ(rules(F), Want);
  O.Translate.Map.TargetHip = {6, 3};
  F = checkFile({P, "", std::nullopt}, O);
  EXPECT_EQ(rules(F), std::vector<std::string>{"unsupported-api"})
      << "HIP 6.2 added hipStreamGetDevice";
}

TEST(Check, StdinContentsReplaceTheFile) {
  TempDir T;
  std::string P = T.write("a.cu", "// clean\n");
  CheckInput In{P, "", std::string("void f() { cudaFree(0); }\n")};
  FileCheck F = checkFile(In, tokenOptions());
  EXPECT_EQ(rules(F), std::vector<std::string>{"residue"});
  // And a path that does not exist at all.
  CheckInput Virtual{T.file("nowhere/b.cu"), "", std::string("int x;\n")};
  F = checkFile(Virtual, tokenOptions());
  EXPECT_EQ(F.Status, FileStatus::Ok);
  EXPECT_TRUE(F.Findings.empty());
}

TEST(Check, UnreadableFile) {
  TempDir T;
  FileCheck F = checkFile({T.file("missing.cu"), "", std::nullopt}, tokenOptions());
  EXPECT_EQ(F.Status, FileStatus::Unreadable);
  EXPECT_EQ(rules(F), std::vector<std::string>{"io-error"});
  EXPECT_EQ(makeCheckReport({F}, T.Path, {}).ExitCode, ExitIo);
}

TEST(Check, DriftComparesWithAFreshTranslation) {
  TempDir T;
  T.write("cuda/sub/k.cu", "#include <cuda_runtime.h>\nvoid f() { cudaFree(0); }\n");
  std::string Hip = T.write("hip/sub/k.cu",
                            "#include <hip/hip_runtime.h>\nvoid f() { hipFree(0); }\n");
  CheckOptions O = tokenOptions();
  O.Residue = O.Target = false;
  O.Against = T.file("cuda");
  CheckInput In{Hip, T.file("hip"), std::nullopt};
  EXPECT_TRUE(checkFile(In, O).Findings.empty()) << "the HIP file is the translation";

  T.write("hip/sub/k.cu", "#include <hip/hip_runtime.h>\nvoid f() { hipFree(nullptr); }\n");
  FileCheck F = checkFile(In, O);
  ASSERT_EQ(rules(F), std::vector<std::string>{"drift"});
  const CheckFinding &D = F.Findings[0];
  EXPECT_EQ(D.D.Where.Offset, StringRef(F.Text).find("nullptr"))
      << "placed on the first character that differs";
  EXPECT_NE(D.Detail.find("-void f() { hipFree(nullptr); }\n+void f() { hipFree(0); }\n"),
            std::string::npos)
      << D.Detail;
  EXPECT_NE(D.D.Message.find("1 line differs"), std::string::npos) << D.D.Message;

  // A HIP file without a CUDA source, and a CUDA file without a HIP copy.
  std::string Extra = T.write("hip/extra.cu", "int x;\n");
  F = checkFile({Extra, T.file("hip"), std::nullopt}, O);
  EXPECT_EQ(rules(F), std::vector<std::string>{"drift"});
  T.write("cuda/new.cu", "int y;\n");
  auto Missing = missingCounterparts(T.file("hip"), T.file("cuda"), {"sub/k.cu"});
  ASSERT_EQ(Missing.size(), 1u);
  EXPECT_EQ(Missing[0].D.Where.File, T.file("hip/new.cu"));
}

TEST(Check, CollectInputsWalksSourcesSorted) {
  TempDir T;
  T.write("d/b.cu", "");
  T.write("d/a/z.cuh", "");
  T.write("d/notes.txt", "");
  T.write("d/.git/x.cu", "");
  T.write("d/k.cu.cuda.orig", "");
  std::string One = T.write("one.hip", "");
  std::vector<std::string> Missing;
  auto In = collectInputs({T.file("d"), One, T.file("nope")}, Missing);
  ASSERT_EQ(In.size(), 3u);
  EXPECT_EQ(In[0].Path, T.file("d/a/z.cuh"));
  EXPECT_EQ(In[0].Root, T.file("d"));
  EXPECT_EQ(In[1].Path, T.file("d/b.cu"));
  EXPECT_EQ(In[2].Path, One);
  EXPECT_EQ(In[2].Root, "");
  EXPECT_EQ(Missing, std::vector<std::string>{T.file("nope")});
}

TEST(Check, SuppressionComments) {
  std::string T = "int a;\n"
                  "// cuda2hip: ignore residue\n"
                  "cudaFree(0);\n"
                  "cudaFree(1); // cuda2hip: ignore cuda2hip-drift, residue\n"
                  "cudaFree(2); /* cuda2hip: ignore all */\n"
                  "cudaFree(3);\n"
                  "const char *s = \"cuda2hip: ignore residue\"; cudaFree(4);\n";
  auto At = [&](StringRef S) { return unsigned(StringRef(T).find(S)); };
  EXPECT_TRUE(isSuppressed(T, At("cudaFree(0)"), "residue")) << "line before";
  EXPECT_FALSE(isSuppressed(T, At("cudaFree(0)"), "drift")) << "another rule";
  EXPECT_TRUE(isSuppressed(T, At("cudaFree(1)"), "residue")) << "same line, list";
  EXPECT_TRUE(isSuppressed(T, At("cudaFree(1)"), "cuda2hip-drift"));
  EXPECT_TRUE(isSuppressed(T, At("cudaFree(2)"), "not-in-target")) << "all";
  EXPECT_TRUE(isSuppressed(T, At("cudaFree(3)"), "residue")) << "line before (all)";
  EXPECT_FALSE(isSuppressed(T, At("int a"), "residue"));
  EXPECT_FALSE(isSuppressed(T, At("cudaFree(4)"), "residue")) << "not in a comment";
}

namespace {
std::vector<Diagnostic> testHazard(const HazardHookInput &In) {
  Diagnostic D;
  D.Where = FileRange{In.Path.str(), 0, 3};
  D.RuleId = "test-hazard";
  D.Message = "a hazard";
  return {D};
}
} // namespace

TEST(Check, HazardHookRunsOnlyWithHazards) {
  static const RuleInfo Info[] = {
      {"test-hazard", "hazards", Severity::Warning, "a test hazard", "help"}};
  TempDir T;
  std::string P = T.write("a.cu", "int x;\n");
  CheckOptions O = tokenOptions();
  O.HazardHooks.push_back({"test", testHazard, Info});
  EXPECT_TRUE(checkFile({P, "", std::nullopt}, O).Findings.empty());
  O.Hazards = true;
  EXPECT_EQ(rules(checkFile({P, "", std::nullopt}, O)),
            std::vector<std::string>{"test-hazard"});
}
