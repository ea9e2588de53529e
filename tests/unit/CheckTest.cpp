//===- CheckTest.cpp - check: residue, target, drift, gate, baseline ------===//
#include "cuda2hip/Check.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cuda2hip;
using namespace llvm;

namespace {

struct TempDir {
  SmallString<128> Path;
  TempDir() {
    sys::fs::createUniqueDirectory("cuda2hip-check", Path);
    SmallString<128> Real;
    if (!sys::fs::real_path(Path, Real))
      Path = Real;
  }
  ~TempDir() { sys::fs::remove_directories(Path); }
  std::string file(StringRef Name) const {
    SmallString<128> P(Path);
    sys::path::append(P, Name);
    return std::string(P);
  }
  std::string write(StringRef Name, StringRef Text) const {
    std::string P = file(Name);
    sys::fs::create_directories(sys::path::parent_path(P));
    std::error_code EC;
    raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }
};

/// Token engine: no parser needed, the builtin tables decide.
CheckOptions tokenOptions() {
  CheckOptions O;
  O.Translate.Find.Engine = EngineChoice::Token;
  O.Translate.Map.TargetHip = {6, 3};
  return O;
}

std::vector<std::string> rules(const FileCheck &F) {
  std::vector<std::string> R;
  for (const CheckFinding &C : F.Findings)
    R.push_back(C.D.RuleId);
  return R;
}

const char *Hip = "#include <hip/hip_runtime.h>\n"
                  "#include <cuda_runtime.h>\n"
                  "void f(float *d) {\n"
                  "  hipMalloc(&d, 4);\n"
                  "  cudaMalloc(&d, 4); // cudaFree in a comment\n"
                  "  hipStreamGetDevice(0, 0);\n"
                  "  cudaInitDevice(0, 0, 0);\n"
                  "}\n";

} // namespace

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

TEST(Check, GateExitCodesSuppressionAndSeverity) {
  auto Finding = [](unsigned Off, Severity S, std::string Rule = "residue") {
    CheckFinding C;
    C.D.Where = FileRange{"/p/a.cu", Off, 4};
    C.D.Sev = S;
    C.D.RuleId = Rule;
    C.D.Message = "m";
    return C;
  };
  FileCheck F;
  F.Path = "/p/a.cu";
  F.Text = "aaaa\n// cuda2hip: ignore residue\nbbbb\ncccc\n";
  EXPECT_EQ(makeCheckReport({F}, "/p", {}).ExitCode, ExitClean);
  F.Findings = {Finding(0, Severity::Note)};
  EXPECT_EQ(makeCheckReport({F}, "/p", {}).ExitCode, ExitClean) << "notes do not fail";
  F.Findings.push_back(Finding(34, Severity::Warning)); // "bbbb": suppressed
  Report R = makeCheckReport({F}, "/p", {});
  EXPECT_EQ(R.Suppressed, 1u);
  EXPECT_EQ(R.ExitCode, ExitClean);
  F.Findings.push_back(Finding(39, Severity::Warning)); // "cccc"
  R = makeCheckReport({F}, "/p", {});
  EXPECT_EQ(R.ExitCode, ExitWarnings);
  EXPECT_EQ(R.Items.size(), 2u);
  EXPECT_EQ(R.Items[1].Path, "a.cu");
  EXPECT_EQ(R.Items[1].Line, 4u);
  R = makeCheckReport({F}, "/p", GateOptions{Severity::Warning, nullptr});
  EXPECT_EQ(R.Items.size(), 1u) << "--min-severity warning drops the note";
  F.Status = FileStatus::Unparsable;
  EXPECT_EQ(makeCheckReport({F}, "/p", {}).ExitCode, ExitIo);
}

TEST(Check, BaselineAcceptsRecordedFindingsOnly) {
  auto Item = [](std::string Path, std::string Line) {
    Diagnostic D;
    D.Where = FileRange{"/p/" + Path, unsigned(Line.find("cudaFree")), 8};
    D.RuleId = "residue";
    return makeReportItem(D, Line, "/p");
  };
  std::vector<ReportItem> Old = {Item("a.cu", "cudaFree(p);"),
                                 Item("a.cu", "cudaFree(p);")};
  Expected<Baseline> B = Baseline::parse(Baseline::serialize(Old));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  // The same line moved elsewhere in the file: still accepted, twice.
  EXPECT_TRUE(B->accepts(Item("a.cu", "  cudaFree(p);")));
  EXPECT_TRUE(B->accepts(Item("a.cu", "cudaFree(p);")));
  EXPECT_FALSE(B->accepts(Item("a.cu", "cudaFree(p);"))) << "a third one is new";
  EXPECT_FALSE(B->accepts(Item("b.cu", "cudaFree(p);"))) << "another file";
  EXPECT_FALSE(bool(Baseline::parse("{\"x\": 1}")));
  consumeError(Baseline::parse("{\"x\": 1}").takeError());

  FileCheck F;
  F.Path = "/p/a.cu";
  F.Text = "cudaFree(p);\ncudaFree(q);\n";
  CheckFinding C;
  C.D.Where = FileRange{"/p/a.cu", 0, 4};
  C.D.RuleId = "residue";
  F.Findings = {C};
  C.D.Where.Offset = 13;
  F.Findings.push_back(C);
  Report All = makeCheckReport({F}, "/p", {});
  ASSERT_EQ(All.Items.size(), 2u);
  Expected<Baseline> B2 = Baseline::parse(Baseline::serialize({All.Items[0]}));
  ASSERT_TRUE(bool(B2));
  Report R = makeCheckReport({F}, "/p", GateOptions{Severity::Note, &*B2});
  EXPECT_EQ(R.Baselined, 1u);
  ASSERT_EQ(R.Items.size(), 1u);
  EXPECT_EQ(R.Items[0].Line, 2u);
  EXPECT_EQ(R.ExitCode, ExitWarnings);
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

// runCheck (Run.cpp): the command's run over PATHS, report, gate, exit code.
TEST(Check, RunCheckReportsAndGates) {
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
