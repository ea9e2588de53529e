//===- TreeConvertOutputsTest.cpp - lib/Tree/ConvertOutputs.cpp -----------===//
// What a convert run writes besides the translations: other files copied
// (or not, --sources-only), build files migrated, links mirrored, the
// depfile, --format json, --export-fixes and --report; diagnostics as text.
#include "TreeTestUtil.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Tree.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"
#include <unistd.h>

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace cuda2hip::test;
using namespace llvm;

namespace {

void makeTree(const TempTree &T) {
  T.write("src/a.cu", "void f(float *d) { cudaMalloc(&d, 4); }\n");
  T.write("src/README.md", "notes\n");
  T.write("src/CMakeLists.txt", "project(p LANGUAGES CXX CUDA)\nadd_executable(a a.cu)\n");
  T.write("src/run.sh", "#!/bin/sh\necho run\n");
  sys::fs::setPermissions(T.path("src/run.sh"), sys::fs::all_read | sys::fs::all_exe |
                                                    sys::fs::owner_write);
  T.link("a.cu", "src/alias.cu");
}

ConvertOptions options(const TempTree &T) {
  ConvertOptions O;
  O.Inputs = {T.path("src")};
  O.OutDir = T.path("out");
  O.Translate.Find.Engine = EngineChoice::Token;
  O.Translate.Map.TargetHip = {6, 3};
  O.NoDatabase = true;
  O.ShowProgress = ConvertOptions::Progress::Off;
  O.Quiet = true;
  O.Jobs = 1;
  return O;
}

std::string linkText(const std::string &Path) {
  char Buf[4096];
  ssize_t N = ::readlink(Path.c_str(), Buf, sizeof Buf);
  return N < 0 ? "<none>" : std::string(Buf, N);
}

} // namespace

TEST(TreeConvertOutputs, OtherFilesBuildFilesAndLinks) {
  TempTree T;
  makeTree(T);
  Result R = convert(options(T));
  EXPECT_EQ(R.Exit, ExitTokenEngine) << R.Err;
  EXPECT_EQ(T.read("out/README.md"), "notes\n");
  EXPECT_EQ(T.read("out/run.sh"), "#!/bin/sh\necho run\n");
  EXPECT_TRUE(sys::fs::can_execute(T.path("out/run.sh"))); // permissions kept
  // The build file and the script are migrated, not copied.
  std::string CMake = T.read("out/CMakeLists.txt");
  EXPECT_NE(CMake, T.read("src/CMakeLists.txt"));
  EXPECT_NE(CMake.find("HIP"), std::string::npos) << CMake;
  EXPECT_EQ(R.S.BuildFiles, 2u);
  EXPECT_EQ(R.S.BuildChanged, 1u); // run.sh names nothing of CUDA's
  // The link points at the mirrored file, relative to its folder.
  EXPECT_EQ(linkText(T.path("out/alias.cu")), "a.cu");
  EXPECT_EQ(R.S.Links, 1u);
  EXPECT_EQ(R.S.Copied, 1u); // README.md
  // Again: copies and links already there are not made again.
  R = convert(options(T));
  EXPECT_EQ(R.S.Copied, 0u);
  EXPECT_EQ(R.S.Links, 0u);
}

TEST(TreeConvertOutputs, SourcesOnly) {
  TempTree T;
  makeTree(T);
  ConvertOptions O = options(T);
  O.SourcesOnly = true;
  Result R = convert(O);
  EXPECT_NE(T.read("out/a.cu").find("hipMalloc"), std::string::npos) << R.Err;
  EXPECT_FALSE(sys::fs::exists(T.path("out/README.md")));
  EXPECT_FALSE(sys::fs::exists(T.path("out/CMakeLists.txt")));
  EXPECT_EQ(linkText(T.path("out/alias.cu")), "<none>");
  EXPECT_EQ(R.S.Copied + R.S.Links + R.S.BuildFiles, 0u);
}

TEST(TreeConvertOutputs, DepFile) {
  TempTree T;
  T.write("src/a.cu", "#include \"k.cuh\"\nvoid f(float *d) { cudaMalloc(&d, 4); }\n");
  T.write("src/k.cuh", "int k;\n");
  ConvertOptions O = options(T);
  O.DepFile = T.path("deps.d");
  Result R = convert(O);
  std::string D = T.read("deps.d");
  EXPECT_NE(D.find(T.path("out/a.cu")), std::string::npos) << D << R.Err;
  EXPECT_NE(D.find(T.path("out/k.cuh")), std::string::npos) << D;
  EXPECT_NE(D.find(": "), std::string::npos) << D;
  EXPECT_NE(D.find(T.path("src/a.cu")), std::string::npos) << D;
  EXPECT_NE(D.find(T.path("src/k.cuh")), std::string::npos) << D;
  // --diff writes no depfile.
  sys::fs::remove(T.path("deps.d"));
  O.Diff = true;
  O.OutDir.clear();
  convert(O);
  EXPECT_FALSE(sys::fs::exists(T.path("deps.d")));
}

TEST(TreeConvertOutputs, DiagnosticsAsTextOrJson) {
  TempTree T;
  T.write("src/a.cu", "void f() { cudaProfilerInitialize(0, 0, 0); }\n");
  ConvertOptions O = options(T);
  Result R = convert(O);
  EXPECT_NE(R.Err.find("a.cu:1:"), std::string::npos) << R.Err;
  EXPECT_NE(R.Err.find("warning"), std::string::npos) << R.Err;
  EXPECT_EQ(R.Out, "");
  EXPECT_GE(R.S.WarningsByRule.size(), 1u);
  // --format json: the report alone on the out stream, no text on the error one.
  O.Format = ReportFormat::Json;
  R = convert(O);
  Expected<json::Value> V = json::parse(R.Out);
  ASSERT_TRUE(bool(V)) << R.Out;
  const json::Object *Top = V->getAsObject();
  ASSERT_TRUE(Top);
  EXPECT_EQ(Top->getString("command"), "convert") << R.Out;
  EXPECT_EQ(R.Err.find("a.cu:1:"), std::string::npos) << R.Err;
}

TEST(TreeConvertOutputs, ExportFixesAndReport) {
  TempTree T;
  T.write("src/a.cu", "void f(float *d) { cudaMalloc(&d, 4); }\n");
  ConvertOptions O = options(T);
  O.ExportFixes = T.path("fixes.yaml");
  O.Report = T.path("report.md");
  Result R = convert(O);
  std::string Y = T.read("fixes.yaml");
  EXPECT_NE(Y.find("FilePath:"), std::string::npos) << Y << R.Err;
  EXPECT_NE(Y.find(T.path("src/a.cu")), std::string::npos) << Y;
  EXPECT_NE(Y.find("hipMalloc"), std::string::npos) << Y;
  EXPECT_TRUE(StringRef(T.read("report.md")).starts_with("# cuda2hip migration report\n"));
  // An export that cannot be written is an I/O error.
  T.write("file");
  O.ExportFixes = T.path("file/fixes.yaml");
  O.Report.clear();
  R = convert(O);
  EXPECT_EQ(R.Exit, ExitIo) << R.Err;
}
