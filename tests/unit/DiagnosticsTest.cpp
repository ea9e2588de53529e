//===- DiagnosticsTest.cpp - diagnostics text, stats, exit codes ----------===//
#include "cuda2hip/Emit.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(Report, ClangStyleWithCaretAndFixIt) {
  std::string Src = "int a;\n  cudaGone(1);\n";
  Diagnostic D;
  D.Where = FileRange{"/src/x.cu", 9, 8};
  D.RuleId = "unsupported-api";
  D.Message = "'cudaGone' is not supported";
  D.FixIt = "hipGone";
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printDiagnostics(OS, {D, D}, [&](const std::string &) { return llvm::StringRef(Src); });
  EXPECT_EQ(Out, "/src/x.cu:2:3: warning: 'cudaGone' is not supported "
                 "[cuda2hip-unsupported-api]\n  cudaGone(1);\n  ^~~~~~~~\n  hipGone\n")
      << "printed once, with caret and fix-it";
}

TEST(Report, ExitCodes) {
  Plan P;
  EXPECT_EQ(exitCodeFor(P), ExitClean);
  P.Diags.push_back({FileRange{}, Severity::Note, "x", "note", "", std::nullopt});
  EXPECT_EQ(exitCodeFor(P), ExitClean);
  P.Diags.push_back({FileRange{}, Severity::Warning, "x", "warn", "", std::nullopt});
  EXPECT_EQ(exitCodeFor(P), ExitWarnings);
  P.UsedTokenEngine = true;
  EXPECT_EQ(exitCodeFor(P), ExitTokenEngine);
}

TEST(Report, StatsTable) {
  Plan P;
  P.Stats[Group::Runtime].Converted = 3;
  P.Stats[Group::Device].Unsupported = 1;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  printStats(OS, P, 2);
  EXPECT_NE(Out.find("CUDA Runtime API"), std::string::npos);
  EXPECT_NE(Out.find("lines changed: 2"), std::string::npos);
  EXPECT_NE(Out.find("total                                3      0           1"),
            std::string::npos)
      << Out;
}
