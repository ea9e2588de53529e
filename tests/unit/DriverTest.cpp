//===- DriverTest.cpp - target version, compile database, pipeline --------===//
#include "cuda2hip/Driver.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(Driver, TargetVersion) {
  std::string Src;
  EXPECT_EQ(targetHipVersion(Version{6, 2}, "", &Src), (Version{6, 2}));
  EXPECT_EQ(Src, "--hip-version");
  // Debian's HIP 5.2.3 is installed on our machines.
  Version V = targetHipVersion(std::nullopt, "/nonexistent", &Src);
  if (Src.find("default") == std::string::npos)
    EXPECT_EQ(V, (Version{5, 2})) << Src;
  else
    EXPECT_EQ(V, DefaultHipVersion);
}

TEST(Driver, DatabaseFlagsKeepWhatParsingNeeds) {
  std::string Err;
  auto DB = clang::tooling::JSONCompilationDatabase::loadFromBuffer(
      R"([{"directory": "/proj/build", "file": "/proj/src/a.cu",
           "command": "/usr/local/cuda/bin/nvcc -I../include -isystem /opt/x -DUSE_X=1 -D FOO --generate-code=arch=compute_90,code=sm_90 -Xcompiler -fPIC -std=c++17 -O3 -o a.o -c /proj/src/a.cu"}])",
      Err, clang::tooling::JSONCommandLineSyntax::Gnu);
  ASSERT_TRUE(DB) << Err;
  auto F = databaseFlags(*DB, "/proj/src/a.cu");
  std::vector<std::string> Want = {"-I/proj/include", "-isystem", "/opt/x",
                                   "-DUSE_X=1", "-DFOO", "-std=c++17"};
  EXPECT_EQ(F, Want);
  EXPECT_TRUE(databaseFlags(*DB, "/proj/src/other.cu").empty());
}

TEST(Driver, TranslateFileRunsAllStages) {
  TranslateOptions O;
  O.Map.TargetHip = {6, 3};
  Translation T = translateFile("/virtual/t.cu",
                                llvm::StringRef("#include <cuda_runtime.h>\n"
                                                "void f() { void *p; cudaMalloc(&p, 4); }\n"),
                                O);
  ASSERT_FALSE(T.Found.ParseFailed);
  EXPECT_EQ(T.Result.Files.at("/virtual/t.cu").apply(),
            "#include <hip/hip_runtime.h>\nvoid f() { void *p; hipMalloc(&p, 4); }\n");
}
