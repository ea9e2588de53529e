//===- MachineReportTest.cpp - convert --format json|sarif, --export-fixes ===//
#include "cuda2hip/MigrationReport.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;

namespace {

const std::string Text = "#include <x.h>\n\nint y = cudaFoo();\n";

ConvertRecord record() {
  ConvertRecord R;
  R.Base = "/p";
  R.TargetHip = "7.0";
  R.Files = {{"a.cu", "ok", ""}};
  R.Diags = {{FileRange{"/p/a.cu", 24, 7}, Severity::Warning, "unsupported-api",
              "'cudaFoo' is not supported", "", std::nullopt},
             {FileRange{"/p/CMakeLists.txt", 0, 4}, Severity::Warning,
              "build-cmake-architectures", "native", "gfx942", std::nullopt},
             {FileRange{"", 0, 0}, Severity::Error, "io-error",
              "none.cu: no such file or folder", "", std::nullopt}};
  R.Lookup = [](const std::string &P) {
    return P == "/p/a.cu" ? StringRef(Text) : StringRef("set(X)\n");
  };
  R.ExitCode = 3;
  return R;
}

TEST(MachineReport, EveryDiagnosticIsAnItemWithItsPlace) {
  Report Rep = convertReport(record());
  EXPECT_EQ(Rep.Command, "convert");
  EXPECT_EQ(Rep.Root, "/p");
  EXPECT_EQ(Rep.ExitCode, 3);
  ASSERT_EQ(Rep.Items.size(), 3u);
  EXPECT_EQ(Rep.Items[0].Path, "a.cu");
  EXPECT_EQ(Rep.Items[0].Line, 3u);
  EXPECT_EQ(Rep.Items[0].Column, 9u);
  EXPECT_EQ(Rep.Items[1].Path, "CMakeLists.txt");
  EXPECT_EQ(Rep.Items[2].Path, ""); // no file: no location
}

TEST(MachineReport, BuildRulesAreDescribedAndLinked) {
  Report Rep = convertReport(record());
  ASSERT_EQ(Rep.ExtraRules.size(), 1u); // only the build rules reported
  EXPECT_EQ(Rep.ExtraRules[0].Id, "build-cmake-architectures");
  EXPECT_EQ(Rep.ExtraRules[0].Check, "build");
  EXPECT_EQ(ruleDocPath(Rep.ExtraRules[0]), "docs/build-files.md");
  json::Value J = toJson(Rep);
  const json::Array *Items = J.getAsObject()->getArray("findings");
  EXPECT_EQ(*(*Items)[1].getAsObject()->getString("check"), "build");
  EXPECT_EQ(*J.getAsObject()->getString("command"), "convert");
}

TEST(MachineReport, FixesOfEveryFileInOneDocument) {
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("machine-report", Dir));
  std::string Out = (Dir + "/fixes.yaml").str();
  std::vector<FilePlan> Files = {
      {"/p/a.cu", Text, {Edit{24, 7, "hipFoo"}}},
      {"/p/b.cu", "x", {}}, // no edit: not in the document
      {"/p/CMakeLists.txt", "project(p CUDA)\n", {Edit{10, 4, "HIP"}}}};
  std::string Errors;
  raw_string_ostream Err(Errors);
  ASSERT_TRUE(writeConvertFixes(Out, Files, {}, Err)) << Errors;
  auto Buf = MemoryBuffer::getFile(Out);
  ASSERT_TRUE(bool(Buf));
  std::string Y = (*Buf)->getBuffer().str();
  EXPECT_NE(Y.find("MainSourceFile:  '/p/a.cu'"), std::string::npos) << Y;
  EXPECT_NE(Y.find("ReplacementText: hipFoo"), std::string::npos) << Y;
  EXPECT_NE(Y.find("FilePath:        '/p/CMakeLists.txt'"), std::string::npos) << Y;
  EXPECT_EQ(Y.find("/p/b.cu"), std::string::npos) << Y;
  // A folder cannot be written over: false, and the error says so.
  EXPECT_FALSE(writeConvertFixes(Dir, Files, {}, Err));
  EXPECT_NE(Errors.find("--export-fixes"), std::string::npos);
  sys::fs::remove_directories(Dir);
}

} // namespace
