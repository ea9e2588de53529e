//===- DoctorTest.cpp - doctor parsers, fake roots, explain-error ---------===//
#include "cuda2hip/Doctor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cuda2hip::doctor;

namespace {

TEST(Doctor, ParsesRocminfo) {
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

TEST(Doctor, ParsesAmdSmiAndHipVersion) {
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

/// A fake root made on the fly: the checks see only what is in it.
class FakeRoot : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("c2h-doctor", Root));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }
  void put(llvm::StringRef Path, llvm::StringRef Text) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Path);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
  }
  const CheckResult &check(const std::vector<CheckResult> &R, llvm::StringRef Id) {
    for (const CheckResult &C : R)
      if (C.Id == Id)
        return C;
    static CheckResult None;
    ADD_FAILURE() << "no check " << Id.str();
    return None;
  }
  llvm::SmallString<128> Root;
};

TEST_F(FakeRoot, EmptyRootFailsTheInstall) {
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

TEST_F(FakeRoot, GroupsAndDeviceNodes) {
  put("dev/kfd", "group=render\n");
  put("dev/dri/renderD128", "");
  put("etc/group", "video:x:44:ann\nrender:x:109:bob,ann\n");
  put("__env", "USER=ann\n");
  auto Sys = fakeSystem(Root);
  EXPECT_EQ(Sys->user(), "ann");
  EXPECT_EQ(Sys->groups(), (std::vector<std::string>{"video", "render"}));
  EXPECT_EQ(Sys->groupOf("/dev/kfd"), "render");
  EXPECT_TRUE(Sys->canReadWrite("/dev/kfd"));
  std::vector<CheckResult> R = runDoctor(*Sys, {});
  EXPECT_EQ(check(R, "dev-kfd").S, Status::Ok);
  EXPECT_EQ(check(R, "dev-dri").S, Status::Ok);
  put("__env", "USER=carl\n");
  R = runDoctor(*fakeSystem(Root), {});
  EXPECT_EQ(check(R, "dev-kfd").S, Status::Fail);
}

TEST_F(FakeRoot, CannedCommands) {
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

TEST(ExplainError, TableIsWellFormed) {
  llvm::StringSet<> Ids;
  for (const RocmError &E : rocmErrors()) {
    EXPECT_TRUE(Ids.insert(E.Id).second) << "duplicate " << E.Id.str();
    std::string Err;
    EXPECT_TRUE(llvm::Regex(E.Pattern, llvm::Regex::IgnoreCase).isValid(Err))
        << E.Id.str() << ": " << Err;
    EXPECT_FALSE(E.Title.empty());
    EXPECT_FALSE(E.Cause.empty());
    EXPECT_FALSE(E.Fix.empty());
  }
  // Names are matched as whole words; a pattern that spells one would
  // also match longer names (hipErrorInvalidDevice in ...DeviceFunction).
  for (const RocmError &E : rocmErrors()) {
    llvm::SmallVector<llvm::StringRef, 4> Names;
    E.Names.split(Names, '|', -1, false);
    for (llvm::StringRef N : Names)
      EXPECT_FALSE(llvm::StringRef(E.Pattern).contains(N)) << E.Id.str();
  }
  for (const RocmError &E : rocmErrors())
    if (!E.Supersedes.empty())
      EXPECT_NE(findRocmError(E.Supersedes), nullptr) << E.Id.str();
}

TEST(ExplainError, EveryNameFindsItsEntry) {
  for (const RocmError &E : rocmErrors()) {
    llvm::SmallVector<llvm::StringRef, 4> Names;
    E.Names.split(Names, '|', -1, false);
    for (llvm::StringRef N : Names) {
      std::vector<ErrorMatch> M = matchErrors(N);
      ASSERT_FALSE(M.empty()) << N.str();
      EXPECT_EQ(M.front().E, &E) << N.str();
    }
  }
}

TEST(ExplainError, WordsLinesAndSupersedes) {
  // A name inside a longer word is not that name.
  EXPECT_TRUE(matchErrors("myhipErrorNoDeviceX").empty());
  std::vector<ErrorMatch> M = matchErrors("HIP out of memory. 3.00 GiB is free");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].E->Id, "oom-fragmentation"); // not also "oom"
  M = matchErrors("ok\nok\nhipErrorInvalidDeviceFunction\n");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].Line, 3u);
  EXPECT_TRUE(matchErrors("").empty());
}

} // namespace
