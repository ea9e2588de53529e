//===- DoctorChecksTest.cpp - the doctor's checks and parsers -------------===//
// lib/Doctor/Checks.cpp: rocminfo, amd-smi and hip_version.h parsed; the
// checks run against fake roots.
#include "DoctorTestUtil.h"

using namespace cuda2hip::doctor;
using namespace cuda2hip::doctor::test;

namespace {
class DoctorChecks : public FakeRoot {};
} // namespace

TEST_F(DoctorChecks, ParsesRocminfo) {
  const char *Out = "*******\nAgent 1\n*******\n  Name:   AMD EPYC\n  Device Type: CPU\n"
                    "*******\nAgent 2\n*******\n  Name:                    gfx90a\n"
                    "  Marketing Name:          AMD Instinct MI210\n"
                    "  Device Type:             GPU\n  ISA Info:\n    ISA 1\n"
                    "      Name: amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack-\n";
  std::vector<GpuAgent> G = parseRocminfo(Out);
  ASSERT_EQ(G.size(), 1u);
  EXPECT_EQ(G[0].Gfx, "gfx90a");
  EXPECT_EQ(G[0].Marketing, "AMD Instinct MI210");
  EXPECT_TRUE(parseRocminfo("ROCk module is NOT loaded").empty());
}

TEST_F(DoctorChecks, ParsesAmdSmiAndHipVersion) {
  std::vector<GpuAgent> G = parseAmdSmiStatic(
      "GPU: 0\n    ASIC:\n        MARKET_NAME: AMD Instinct MI300X\n"
      "        TARGET_GRAPHICS_VERSION: gfx942\nGPU: 1\n    ASIC:\n"
      "        TARGET_GRAPHICS_VERSION: gfx942\n");
  ASSERT_EQ(G.size(), 2u);
  EXPECT_EQ(G[1].Gfx, "gfx942");
  EXPECT_EQ(parseHipVersionHeader("#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 2\n"
                                  "#define HIP_VERSION_PATCH 41134\n"),
            "6.2.41134");
  EXPECT_EQ(parseHipVersionHeader("nothing"), "");
}

TEST_F(DoctorChecks, EmptyRootFailsTheInstall) {
  auto Sys = fakeSystem(Root);
  std::vector<CheckResult> R = runDoctor(*Sys, {});
  EXPECT_EQ(check(R, "rocm").S, Status::Fail);
  EXPECT_EQ(check(R, "hipcc").S, Status::Fail);
  EXPECT_EQ(check(R, "dev-kfd").S, Status::Fail);
  EXPECT_EQ(check(R, "gpu").S, Status::Warn);
  EXPECT_EQ(check(R, "pytorch").S, Status::Skip);
  EXPECT_EQ(check(R, "env-devices").S, Status::Ok);
  EXPECT_EQ(doctorExitCode(R), 1);
  for (const CheckResult &C : R)
    if (C.S == Status::Fail || C.S == Status::Warn)
      EXPECT_FALSE(C.Fix.empty()) << C.Id;
}

TEST_F(DoctorChecks, CannedCommands) {
  put("__commands/rocminfo.txt", "Agent 1\n  Name: gfx1100\n  Device Type: GPU\n");
  put("__commands/rocminfo.status", "0\n");
  put("__env", "PATH=/bin\nHSA_OVERRIDE_GFX_VERSION=11.0.0\n");
  put("bin/python3", "");
  put("__commands/python-torch.txt", "Traceback\nImportError: libamdhip64.so: cannot open\n");
  put("__commands/python-torch.status", "1");
  auto Sys = fakeSystem(Root);
  auto Out = Sys->run("rocminfo", {"rocminfo"});
  ASSERT_TRUE(Out.has_value());
  EXPECT_EQ(Out->Status, 0);
  EXPECT_FALSE(Sys->run("amd-smi-static", {"amd-smi"}).has_value());
  EXPECT_EQ(Sys->findProgram("python3"), "/bin/python3");
  std::vector<CheckResult> R = runDoctor(*Sys, {});
  EXPECT_EQ(check(R, "gpu").S, Status::Warn); // gfx1100 present, target gfx942
  EXPECT_EQ(check(R, "env-override").S, Status::Warn);
  EXPECT_NE(check(R, "env-override").Detail.find("gfx1100"), std::string::npos);
  EXPECT_EQ(check(R, "pytorch").S, Status::Warn);
  EXPECT_NE(check(R, "pytorch").Detail.find("cannot open"), std::string::npos);
}

TEST_F(DoctorChecks, ParserEdgeCases) {
  // Only the first Name of an agent is its gfx (the ISA names come later);
  // a GPU without a name, and names before any agent, are not agents.
  std::vector<GpuAgent> G = parseRocminfo("  Name: stray\nAgent 1\n  Device Type: GPU\n"
                                          "Agent 2\n  Name: gfx942\n  Name: other\n"
                                          "  Device Type: GPU\nAgent x\n  Name: no\n");
  ASSERT_EQ(G.size(), 1u);
  EXPECT_EQ(G[0].Gfx, "gfx942");
  EXPECT_EQ(G[0].Marketing, "");
  // amd-smi: a GPU without a target version is dropped.
  G = parseAmdSmiStatic("MARKET_NAME: before\nGPU: 0\n  MARKET_NAME: X\nGPU 1\n"
                        "  TARGET_GRAPHICS_VERSION: gfx90a\n");
  ASSERT_EQ(G.size(), 1u);
  EXPECT_EQ(G[0].Gfx, "gfx90a");
  EXPECT_TRUE(parseAmdSmiStatic("").empty());
  // hip_version.h: the patch is optional, major and minor are not.
  EXPECT_EQ(parseHipVersionHeader("#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 3\n"),
            "6.3");
  EXPECT_EQ(parseHipVersionHeader("#define HIP_VERSION_MAJOR 6\n"), "");
}

TEST_F(DoctorChecks, InstalledRocmAndHipcc) {
  put("opt/rocm-6.3.1/include/hip/hip_version.h",
      "#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 3\n#define HIP_VERSION_PATCH 1\n");
  put("opt/rocm-6.3.1/.info/version", "6.3.1-48\n");
  put("opt/rocm-6.3.1/bin/hipcc", "");
  put("__commands/hipcc-version.txt", "HIP version: 6.3.42131\nAMD clang version 18.0.0git\n");
  put("__env", "PATH=/usr/bin\n");
  std::vector<CheckResult> R = runDoctor(*fakeSystem(Root), {});
  EXPECT_EQ(check(R, "rocm").S, Status::Ok);
  EXPECT_EQ(check(R, "rocm").Detail, "HIP 6.3.1 at /opt/rocm-6.3.1 (ROCm 6.3.1-48)");
  EXPECT_EQ(check(R, "hipcc").S, Status::Ok);
  EXPECT_EQ(check(R, "hipcc").Detail,
            "/opt/rocm-6.3.1/bin/hipcc: HIP 6.3.42131, clang 18.0.0");
  EXPECT_TRUE(check(R, "rocm").Fix.empty());
}

TEST_F(DoctorChecks, OldRocmWarnsForMi300Only) {
  put("opt/rocm/include/hip/hip_version.h",
      "#define HIP_VERSION_MAJOR 5\n#define HIP_VERSION_MINOR 7\n");
  put("opt/rocm/bin/hipcc", "");
  put("__commands/hipcc-version.txt", "HIP version: 5.7.1\nclang version 16.0.0\n");
  put("__env", "PATH=/usr/bin\n");
  std::vector<CheckResult> R = runDoctor(*fakeSystem(Root), {});
  EXPECT_EQ(check(R, "rocm").S, Status::Warn);
  EXPECT_NE(check(R, "rocm").Fix.find("ROCm 6.0 or newer"), std::string::npos);
  EXPECT_EQ(check(R, "hipcc").S, Status::Warn);
  EXPECT_NE(check(R, "hipcc").Fix.find("cannot target gfx942"), std::string::npos);
  DoctorOptions Mi200;
  Mi200.Archs = {"gfx90a"};
  R = runDoctor(*fakeSystem(Root), Mi200);
  EXPECT_EQ(check(R, "rocm").S, Status::Ok);
  EXPECT_EQ(check(R, "hipcc").S, Status::Ok);
}

TEST_F(DoctorChecks, FailingHipccShowsItsLastLine) {
  put("opt/rocm/include/hip/hip_version.h",
      "#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 2\n");
  put("opt/rocm/bin/hipcc", "");
  put("__commands/hipcc-version.txt", "first\nperl: not found\n");
  put("__commands/hipcc-version.status", "127\n");
  put("__env", "PATH=/usr/bin\n");
  std::vector<CheckResult> R = runDoctor(*fakeSystem(Root), {});
  EXPECT_EQ(check(R, "hipcc").S, Status::Fail);
  EXPECT_EQ(check(R, "hipcc").Detail, "/opt/rocm/bin/hipcc --version failed: perl: not found");
}
