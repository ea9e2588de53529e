//===- VerifyProcessTest.cpp - lib/Verify/Process.cpp ---------------------===//
// Programs run with their output captured, tools found, the first error of
// a compiler's output, and the GPU probes.
#include "VerifyTestUtil.h"
#include "cuda2hip/Verify.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::verify;
using cuda2hip::test::TempDir;
using namespace llvm;

TEST(VerifyProcess, CapturesOutputExitCodeAndFolder) {
  TempDir D;
  ProcessResult P = runProcess({"sh", "-c", "echo out; echo err >&2; pwd; exit 3"}, D.Path);
  ASSERT_TRUE(P.Started) << P.Error;
  EXPECT_EQ(P.ExitCode, 3);
  SmallString<128> Real;
  sys::fs::real_path(D.Path, Real);
  EXPECT_EQ(P.Stdout, "out\n" + std::string(Real) + "\n");
  EXPECT_EQ(P.Stderr, "err\n");
  P = runProcess({"sh", "-c", "sleep 5"}, "", 1);
  EXPECT_TRUE(P.TimedOut);
  P = runProcess({"no-such-program-cuda2hip"});
  EXPECT_FALSE(P.Started);
}

TEST(VerifyProcess, FirstError) {
  EXPECT_EQ(firstError("In file included from a.h:1:\nx.cu:3:1: error: boom\nnext\n"),
            "x.cu:3:1: error: boom");
  EXPECT_EQ(firstError("\n  linker died  \n"), "linker died");
}

TEST(VerifyProcess, EmptyOrUnknownCommand) {
  ProcessResult P = runProcess({});
  EXPECT_FALSE(P.Started);
  EXPECT_EQ(P.Error, "empty command");
  P = runProcess({"no-such-program-cuda2hip", "x"});
  EXPECT_FALSE(P.Started);
  EXPECT_EQ(P.Error, "'no-such-program-cuda2hip' not found");
  EXPECT_EQ(P.ExitCode, -1);
}

TEST(VerifyProcess, ArgumentsAndBinaryOutputArriveUnchanged) {
  // Spaces and quotes in an argument, and the folder given with spaces.
  TempDir D;
  std::string Sub = D / "a folder";
  ASSERT_FALSE(sys::fs::create_directories(Sub));
  ProcessResult P =
      runProcess({"sh", "-c", "printf '%s|' \"$@\"; printf 'a\\000b'", "sh", "x y", "\"q\""},
                 Sub);
  ASSERT_TRUE(P.Started) << P.Error;
  EXPECT_EQ(P.ExitCode, 0);
  EXPECT_EQ(P.Stdout, std::string("x y|\"q\"|a\0b", 11));
  EXPECT_TRUE(P.Error.empty()) << P.Error;
}

TEST(VerifyProcess, FindProgram) {
  std::string Sh = findProgram("sh");
  ASSERT_FALSE(Sh.empty());
  EXPECT_TRUE(sys::path::is_absolute(Sh)) << Sh;
  EXPECT_EQ(findProgram(Sh), Sh); // a path: itself, when it runs
  EXPECT_EQ(findProgram("/no/such/dir/sh"), "");
  EXPECT_EQ(findProgram("no-such-program-cuda2hip"), "");
  // Extra folders are searched after PATH; a file that does not run is none.
  TempDir D;
  D.write("cuda2hip-fake-tool", "#!/bin/sh\n");
  EXPECT_EQ(findProgram("cuda2hip-fake-tool", {std::string(D.Path)}), "");
  ASSERT_FALSE(sys::fs::setPermissions(D / "cuda2hip-fake-tool", sys::fs::all_exe |
                                                                     sys::fs::owner_read |
                                                                     sys::fs::owner_write));
  EXPECT_EQ(findProgram("cuda2hip-fake-tool", {std::string(D.Path)}),
            D / "cuda2hip-fake-tool");
  EXPECT_EQ(findProgram("cuda2hip-fake-tool"), "");
}

TEST(VerifyProcess, FirstErrorPrefersTheToolsOwnMessage) {
  // The driver's summary line comes after the linker's own message.
  EXPECT_EQ(firstError("clang: error: linker command failed with exit code 1\n"
                       "/usr/bin/ld: a.o: undefined reference to `f'\n"),
            "/usr/bin/ld: a.o: undefined reference to `f'");
  EXPECT_EQ(firstError("clang: error: linker command failed with exit code 1\n"),
            "clang: error: linker command failed with exit code 1");
  EXPECT_EQ(firstError("x.cu(3): error : bad\n"), "x.cu(3): error : bad");
  EXPECT_EQ(firstError("warning: w\n2 errors generated.\n"), "2 errors generated.");
  EXPECT_EQ(firstError(""), "");
  EXPECT_EQ(firstError("\n \n"), "");
}

TEST(VerifyProcess, GpuProbesSayWhy) {
  // Whatever the machine has, each probe says what it found or why none.
  std::string What;
  bool Amd = amdGpuPresent("/no/such/rocm", What);
  EXPECT_FALSE(What.empty());
  if (!Amd) {
    EXPECT_TRUE(StringRef(What).contains("no") || StringRef(What).contains("lists")) << What;
  }
  What.clear();
  bool Nvidia = nvidiaGpuPresent(What);
  if (Nvidia) {
    EXPECT_TRUE(StringRef(What).starts_with("nvidia-smi: GPU ")) << What;
  } else {
    EXPECT_TRUE(StringRef(What).starts_with("no NVIDIA GPU")) << What;
  }
}
