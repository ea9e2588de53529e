//===- VerifyReportTest.cpp - lib/Verify/Report.cpp -----------------------===//
// The verify report: the table with its problems and summary line, and the
// JSON form.
#include "cuda2hip/Verify.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cuda2hip::verify;
using namespace llvm;

namespace {

ProgramReport good() {
  ProgramReport R;
  R.Name = "good";
  R.Source = "/p/good.cu";
  R.Translate = {Step::Ok, "0 warning(s)", 0.5};
  R.AmdCompile = {Step::Ok, "", 1.5};
  R.Inventory = {Step::Ok, "", 0};
  R.Kernels.Expected = R.Kernels.Found = 2;
  R.Kernels.ByNameOnly = {"k (_Z1kPd)"};
  R.RanOn = "amd";
  R.HipRun = {Step::Ok, "", 2};
  R.HipOutput = RunOutput{"n = 4\nPASS\n", 0, {}};
  R.Compare = {Step::Ok, "", 0};
  CompareResult C;
  C.MaxAbsDev = 1e-6;
  C.LinesCompared = 2;
  R.HipVsReference = C;
  return R;
}

ProgramReport bad() {
  ProgramReport R;
  R.Name = "bad";
  R.Source = "/p/bad.cu";
  R.Translate = {Step::Ok, "", 0.5};
  R.AmdCompile = {Step::Failed, "x.cu:3:1: error: boom", 0.3};
  R.Kernels.Expected = 3;
  R.HipRun.Detail = "not run: no AMD build";
  return R;
}

std::string human(ArrayRef<ProgramReport> R, const VerifyOptions &O) {
  std::string S;
  raw_string_ostream OS(S);
  printHuman(OS, R, O, "clang-19 (test)");
  return S;
}

json::Value jsonOf(ArrayRef<ProgramReport> R, const VerifyOptions &O) {
  std::string S;
  raw_string_ostream OS(S);
  printJson(OS, R, O, "clang-19 (test)");
  Expected<json::Value> V = json::parse(S);
  EXPECT_TRUE(bool(V)) << S;
  return V ? std::move(*V) : json::Value(nullptr);
}

} // namespace

TEST(VerifyReport, TableProblemsAndSummary) {
  VerifyOptions O;
  O.AmdGpuWhat = "no GPU here";
  O.ReferenceDir = "/refs";
  EXPECT_EQ(human({bad(), good()}, O),
            "AMD build (gfx942): clang-19 (test)\n"
            "run: amd: not run, no GPU here\n"
            "reference: /refs\n"
            "\n"
            "program               gfx942 kernels ran on  CUDA          HIP           "
            "result   max dev abs/rel   seconds: translate/amd/cuda/hip\n"
            "bad                   NO     ?/3     not run -             -             "
            "-        -                 0.5/0.3/-/-\n"
            "good                  yes    2/2     amd     -             PASS (exit 0) "
            "PASS     1e-06 / 0         0.5/1.5/-/2\n"
            "\n"
            "problems:\n"
            "  bad: amd build: x.cu:3:1: error: boom\n"
            "  good: note: kernel found by name only: k (_Z1kPd)\n"
            "\n"
            "2 program(s): 1 built for gfx942, kernels 2/5, 1 ran, 1 ok, 1 failed\n");
}

TEST(VerifyReport, RunCellsAndBackends) {
  VerifyOptions O;
  O.Run = Backend::Nvidia;
  O.NvidiaGpuWhat = "no NVIDIA GPU (no nvidia-smi)";
  ProgramReport R = good();
  R.RanOn = "nvidia";
  R.CudaBuild = {Step::Failed, "nvcc not found (--nvcc)", 0};
  R.HipOutput = RunOutput{"checksum 12\n", 3, {}}; // no verdict line
  R.Compare = {Step::Failed, "HIP vs reference: line 1", 0};
  std::string S = human({R}, O);
  EXPECT_NE(S.find("run: nvidia: built, not run, no NVIDIA GPU (no nvidia-smi)\n"),
            std::string::npos)
      << S;
  EXPECT_NE(S.find("build failed  ran (exit 3)  FAIL "), std::string::npos) << S;
  EXPECT_NE(S.find("  good: cuda build: nvcc not found (--nvcc)\n"
                   "  good: compare: HIP vs reference: line 1\n"),
            std::string::npos)
      << S;
  EXPECT_NE(S.find("1 program(s): 1 built for gfx942, kernels 2/2, 1 ran, 0 ok, 1 failed\n"),
            std::string::npos);
  O.NvidiaGpu = true;
  O.NvidiaGpuWhat = "H100";
  R.HipRun = {Step::Failed, "exit 1", 0};
  R.HipOutput->Stdout = "FAIL";
  S = human({R}, O);
  EXPECT_NE(S.find("run: nvidia (H100; translation through verify/hip-on-cuda"),
            std::string::npos)
      << S;
  EXPECT_NE(S.find("build failed  run failed"), std::string::npos) << S;
  O.Run = Backend::Amd;
  O.AmdGpu = true;
  O.AmdGpuWhat = "rocminfo: gfx942";
  O.RecordDir = "/rec";
  S = human({}, O);
  EXPECT_NE(S.find("run: amd (rocminfo: gfx942)\nrecording references into: /rec\n"),
            std::string::npos)
      << S;
  EXPECT_NE(S.find("\n0 program(s): 0 built for gfx942, kernels 0/0, 0 ran, 0 ok, 0 failed\n"),
            std::string::npos)
      << S;
  EXPECT_EQ(S.find("problems:"), std::string::npos);
}

TEST(VerifyReport, Json) {
  VerifyOptions O;
  O.Arch = "gfx90a";
  ProgramReport B = bad(), G = good();
  CompareResult Diff;
  Diff.Equal = false;
  Diff.FirstDifference = "line 2: 1 vs 2";
  Diff.MaxRelDev = 0.5;
  G.HipVsCuda = Diff;
  G.Kernels.TrapOnly = {TrapKernel{"t at good.cu:9", std::nullopt}};
  json::Value V = jsonOf({B, G}, O);
  const json::Object *Top = V.getAsObject();
  ASSERT_TRUE(Top);
  EXPECT_EQ(Top->getString("arch"), "gfx90a");
  EXPECT_EQ(Top->getString("backend"), "amd");
  EXPECT_EQ(Top->getString("amd_toolchain"), "clang-19 (test)");
  const json::Object *Sum = Top->getObject("summary");
  EXPECT_EQ(Sum->getInteger("programs"), 2);
  EXPECT_EQ(Sum->getInteger("ok"), 1);
  EXPECT_EQ(Sum->getInteger("failed"), 1);
  const json::Array &P = *Top->getArray("programs");
  ASSERT_EQ(P.size(), 2u);
  const json::Object &JB = *P[0].getAsObject();
  EXPECT_EQ(JB.getBoolean("ok"), false);
  EXPECT_EQ(JB.getObject("amd_build")->getString("status"), "failed");
  EXPECT_EQ(JB.getObject("amd_build")->getString("detail"), "x.cu:3:1: error: boom");
  EXPECT_FALSE(JB.getObject("translate")->get("detail")); // empty: left out
  EXPECT_EQ(JB.getObject("kernels")->getObject("step")->getString("status"), "not run");
  EXPECT_EQ(*JB.get("hip_output"), json::Value(nullptr));
  EXPECT_EQ(*JB.get("hip_vs_cuda"), json::Value(nullptr));
  EXPECT_EQ(JB.getString("result"), "-");
  const json::Object &JG = *P[1].getAsObject();
  EXPECT_EQ(JG.getString("result"), "PASS");
  EXPECT_EQ(JG.getObject("hip_output")->getInteger("exit_code"), 0);
  EXPECT_FALSE(JG.getObject("hip_vs_reference")->get("first_difference"));
  EXPECT_EQ(JG.getObject("hip_vs_cuda")->getString("first_difference"), "line 2: 1 vs 2");
  EXPECT_EQ(JG.getNumber("max_abs_dev"), 1e-6);
  EXPECT_EQ(JG.getNumber("max_rel_dev"), 0.5);
  const json::Array &Traps = *JG.getObject("kernels")->getArray("trap_only");
  ASSERT_EQ(Traps.size(), 1u);
  EXPECT_EQ(Traps[0].getAsObject()->getString("kernel"), "t at good.cu:9");
  EXPECT_EQ(*Traps[0].getAsObject()->get("cause"), json::Value(nullptr));
  EXPECT_EQ((*JG.getObject("kernels")->getArray("by_name_only"))[0].getAsString(),
            "k (_Z1kPd)");
}

TEST(VerifyReport, RecordedReferenceIsNoPass) {
  ProgramReport R;
  R.Name = "r";
  R.Compare = {Step::Ok, "recorded", 0};
  R.CudaOutput = RunOutput{"PASS\n", 0, {}};
  VerifyOptions O;
  json::Value V = jsonOf({R}, O);
  EXPECT_EQ((*V.getAsObject()->getArray("programs"))[0].getAsObject()->getString("result"),
            "recorded");
  EXPECT_NE(human({R}, O).find("PASS (exit 0) -             recorded "), std::string::npos)
      << human({R}, O);
  R.HipVsReference = CompareResult();
  V = jsonOf({R}, O);
  EXPECT_EQ((*V.getAsObject()->getArray("programs"))[0].getAsObject()->getString("result"),
            "PASS");
}
