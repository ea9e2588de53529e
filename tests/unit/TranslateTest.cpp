//===- TranslateTest.cpp - lib/Translate: `cuda2hip FILE...` as one call --===//
#include "cuda2hip/Emit.h"
#include "cuda2hip/Translate.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuda2hip;
using namespace llvm;

TEST(Translate, OutputPathFor) {
  FilesOptions O;
  EXPECT_EQ(outputPathFor(O, "src/a.cu"), ""); // stdout
  O.OutDir = "out";
  EXPECT_EQ(outputPathFor(O, "src/a.cu"), "out/src/a.cu");
  EXPECT_EQ(outputPathFor(O, "../up/a.cu"), "out/up/a.cu");
  EXPECT_EQ(outputPathFor(O, "/abs/dir/a.cu"), "out/a.cu");
  O.OutDir.clear();
  O.InPlace = true;
  EXPECT_EQ(outputPathFor(O, "src/a.cu"), "src/a.cu");
  O.InPlace = false;
  O.Output = "x.hip";
  EXPECT_EQ(outputPathFor(O, "src/a.cu"), "x.hip");
}

TEST(Translate, TranslateInputsWritesAndReports) {
  // A buffer (--stdin) through the token engine: the translation on Out.
  FilesOptions O;
  O.Translate.Find.Engine = EngineChoice::Token;
  O.Translate.Map.TargetHip = {6, 3};
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("cuda2hip-translate", Dir));
  O.Inputs = {(Dir + "/k.cu").str()};
  O.StdinText = "#include <cuda_runtime.h>\nvoid f(float *d) { cudaMalloc(&d, 4); }\n";
  std::string Out, Err;
  raw_string_ostream OS(Out), ES(Err);
  bool AfterAll = false;
  O.AfterAll = [&](const Plan &All) { AfterAll = !All.Stats.empty(); };
  EXPECT_EQ(translateInputs(O, OS, ES), ExitTokenEngine) << Err; // as asked
  EXPECT_NE(Out.find("hipMalloc(&d, 4)"), std::string::npos) << Out;
  EXPECT_NE(Out.find("#include <hip/hip_runtime.h>"), std::string::npos) << Out;
  EXPECT_TRUE(AfterAll);

  // A missing input: an I/O error, reported in the JSON report.
  O.StdinText.reset();
  O.Inputs = {(Dir + "/missing.cu").str()};
  O.Format = ReportFormat::Json;
  Out.clear(), Err.clear();
  EXPECT_EQ(translateInputs(O, OS, ES), ExitIo);
  EXPECT_NE(Err.find("no such file"), std::string::npos) << Err;
  EXPECT_NE(Err.find("\"unreadable\""), std::string::npos) << Err;

  // --out-dir: written there, nothing on Out.
  std::string In = (Dir + "/src.cu").str();
  {
    std::error_code EC;
    raw_fd_ostream F(In, EC);
    F << "void g() { cudaDeviceSynchronize(); }\n";
  }
  O.Inputs = {In};
  O.OutDir = (Dir + "/out").str();
  O.Format = ReportFormat::Human;
  Out.clear(), Err.clear();
  EXPECT_EQ(translateInputs(O, OS, ES), ExitTokenEngine) << Err; // as asked
  EXPECT_EQ(Out, "");
  EXPECT_TRUE(sys::fs::exists(outputPathFor(O, In)));
  sys::fs::remove_directories(Dir);
}
