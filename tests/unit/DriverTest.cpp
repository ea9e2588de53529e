//===- DriverTest.cpp - target version, compile database, pipeline --------===//
#include "cuda2hip/Driver.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(Driver, TargetVersion) {
  std::string Src, Note;
  EXPECT_EQ(targetHipVersion(Version{6, 2}, "", std::nullopt, &Src, &Note), (Version{6, 2}));
  EXPECT_EQ(Src, "--hip-version");
  EXPECT_TRUE(Note.empty());
  // Debian's HIP 5.2.3 may be installed under /usr: it predates MI300X and
  // is never the default target (issue 17); no ROCm is under /nonexistent.
  if (getenv("ROCM_PATH") || llvm::sys::fs::exists("/opt/rocm"))
    GTEST_SKIP() << "a ROCm install decides the default here";
  Version V = targetHipVersion(std::nullopt, "/nonexistent", std::nullopt, &Src, &Note);
  EXPECT_EQ(V, DefaultHipVersion) << Src;
  if (llvm::sys::fs::exists("/usr/include/hip/hip_version.h")) {
    EXPECT_NE(Note.find("predates MI300X"), std::string::npos) << Note;
    EXPECT_NE(Src.find("older than 6.0"), std::string::npos) << Src;
  }
}

TEST(Driver, RocmPathGivesTheTarget) {
  // A ROCm tree named with --rocm-path decides, whatever its version.
  std::string Root = std::string(CUDA2HIP_SHARED_DIR) + "/rocm/";
  std::string Src, Note;
  if (!llvm::sys::fs::exists(Root + "7.13/include/hip/hip_version.h"))
    GTEST_SKIP() << "no ../shared/rocm";
  EXPECT_EQ(targetHipVersion(std::nullopt, Root + "7.13", std::nullopt, &Src, &Note),
            (Version{7, 13}));
  EXPECT_EQ(Src, Root + "7.13/include/hip/hip_version.h");
  EXPECT_TRUE(Note.empty());
  EXPECT_EQ(targetHipVersion(std::nullopt, Root + "6.3.3", std::nullopt, &Src), (Version{6, 3}));
}

TEST(Driver, DefaultIsRocm70) {
  // The default is ROCm 7.0 (issue 17, docs/cli.md), not the newest
  // version a row names: rows for later releases (7.13) wait for
  // --hip-version. Some row needs exactly 7.0 (hipBLAS 3), none is newer
  // than the newest tree in ../shared/rocm.
  EXPECT_EQ(DefaultHipVersion, (Version{7, 0}));
  EXPECT_TRUE(FirstGfx942Hip < DefaultHipVersion);
  bool Some70 = false;
  for (const Entry &E : Table::builtin().entries()) {
    Some70 |= E.HipAdded == DefaultHipVersion;
    EXPECT_TRUE(E.HipAdded <= (Version{7, 13})) << E.Cuda.str();
  }
  EXPECT_TRUE(Some70);
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
