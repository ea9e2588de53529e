//===- CheckRunTest.cpp - the `cuda2hip check` run ------------------------===//
// lib/Check/Run.cpp: runCheck over PATHS: the report in each format, the
// summary, baselines given and written, --output, the exit codes.
#include "CheckTestUtil.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace cuda2hip;
using namespace cuda2hip::test;
using namespace llvm;

// runCheck (Run.cpp): the command's run over PATHS, report, gate, exit code.
TEST(CheckRun, RunCheckReportsAndGates) {
  TempDir T;
  T.write("tree/a.hip", Hip);
  T.write("tree/clean.hip", "#include <hip/hip_runtime.h>\nvoid g() {}\n");
  CheckRunOptions O;
  O.Check = tokenOptions();
  O.Paths = {T.file("tree")};
  O.ShowProgress = tree::ConvertOptions::Progress::Off;
  O.Format = ReportFormat::Json;
  std::string Out, Err;
  raw_string_ostream OS(Out), ES(Err);
  EXPECT_EQ(runCheck(O, OS, ES), ExitWarnings);
  EXPECT_NE(Out.find("\"residue\""), std::string::npos) << Out;
  EXPECT_NE(Err.find("cuda2hip check: 2 files"), std::string::npos) << Err;

  // Recording a baseline exits 0; with it, nothing new fails the gate.
  O.WriteBaseline = T.file("baseline.json");
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitClean);
  O.Baseline = O.WriteBaseline;
  O.WriteBaseline.clear();
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitClean) << Out << Err;
  EXPECT_NE(Err.find("baselined"), std::string::npos) << Err;

  // A PATH that does not exist is an I/O error.
  O.Paths = {T.file("missing")};
  O.Baseline.clear();
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitIo);
}

namespace {
CheckRunOptions runOptions(std::vector<std::string> Paths) {
  CheckRunOptions O;
  O.Check = tokenOptions();
  O.Paths = std::move(Paths);
  O.ShowProgress = tree::ConvertOptions::Progress::Off;
  O.Format = ReportFormat::Json;
  return O;
}
} // namespace

TEST(CheckRun, CleanTreeSummaryAndOutputFile) {
  TempDir T;
  T.write("tree/clean.hip", "#include <hip/hip_runtime.h>\nvoid g() {}\n");
  CheckRunOptions O = runOptions({T.file("tree")});
  O.Output = T.file("r.json");
  std::string Out, Err;
  raw_string_ostream OS(Out), ES(Err);
  EXPECT_EQ(runCheck(O, OS, ES), ExitClean);
  EXPECT_EQ(Out, "") << "the report went to --output";
  EXPECT_EQ(Err, "cuda2hip check: 1 file, 0 findings (0 errors, 0 warnings, 0 notes)\n");
  auto Buf = MemoryBuffer::getFile(O.Output);
  ASSERT_TRUE(bool(Buf));
  Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  const json::Object &J = *V->getAsObject();
  EXPECT_EQ(J.getString("command"), "check");
  ASSERT_TRUE(J.getArray("files"));
  EXPECT_EQ(J.getArray("files")->size(), 1u);
  EXPECT_EQ(J.getArray("findings")->size(), 0u);
  ASSERT_TRUE(J.getArray("checks"));
  EXPECT_EQ((*J.getArray("checks"))[0].getAsString(), "residue");
}

TEST(CheckRun, SuppressedFindingsAreCountedInTheSummary) {
  TempDir T;
  T.write("s.hip", "#include <hip/hip_runtime.h>\nvoid f(float *d) {\n"
                   "  cudaMalloc(&d, 4); // cuda2hip: ignore all\n}\n");
  CheckRunOptions O = runOptions({T.file("s.hip")});
  std::string Out, Err;
  raw_string_ostream OS(Out), ES(Err);
  EXPECT_EQ(runCheck(O, OS, ES), ExitClean) << Out << Err;
  EXPECT_TRUE(StringRef(Err).starts_with(
      "cuda2hip check: 1 file, 0 findings (0 errors, 0 warnings, 0 notes); "))
      << Err;
  EXPECT_NE(Err.find(" suppressed, 0 baselined\n"), std::string::npos) << Err;
  EXPECT_EQ(Err.find("; 0 suppressed"), std::string::npos) << Err;
}

TEST(CheckRun, MissingPathsBadBaselinesAndUnwritableOutputs) {
  TempDir T;
  std::string Out, Err;
  raw_string_ostream OS(Out), ES(Err);
  // A missing PATH is an io-error finding of its own.
  CheckRunOptions O = runOptions({T.file("missing.cu")});
  EXPECT_EQ(runCheck(O, OS, ES), ExitIo);
  EXPECT_NE(Out.find("\"io-error\""), std::string::npos) << Out;
  EXPECT_NE(Out.find("no such file or folder"), std::string::npos) << Out;
  // A baseline that cannot be read is a usage error, before any check.
  T.write("a.hip", Hip);
  O = runOptions({T.file("a.hip")});
  O.Baseline = T.file("none.json");
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitUsage);
  EXPECT_EQ(Err, "cuda2hip: error: --baseline: cannot read '" + T.file("none.json") +
                     "': No such file or directory\n");
  EXPECT_EQ(Out, "");
  // Outputs that cannot be written: their folder is a file.
  T.write("plain", "x\n");
  O.Baseline.clear();
  O.WriteBaseline = T.file("plain/b.json");
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitIo);
  EXPECT_TRUE(StringRef(Err).starts_with("cuda2hip: error: --write-baseline: ")) << Err;
  O.WriteBaseline.clear();
  O.Output = T.file("plain/r.json");
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitIo);
  EXPECT_TRUE(StringRef(Err).starts_with("cuda2hip: error: --output: ")) << Err;
}

TEST(CheckRun, MinSeverityDropsWarnings) {
  TempDir T;
  T.write("a.hip", Hip);
  CheckRunOptions O = runOptions({T.file("a.hip")});
  std::string Out, Err;
  raw_string_ostream OS(Out), ES(Err);
  EXPECT_EQ(runCheck(O, OS, ES), ExitWarnings);
  O.MinSeverity = Severity::Error;
  Out.clear(), Err.clear();
  EXPECT_EQ(runCheck(O, OS, ES), ExitClean) << Out << Err;
  EXPECT_EQ(Err, "cuda2hip check: 1 file, 0 findings (0 errors, 0 warnings, 0 notes)\n");
}
