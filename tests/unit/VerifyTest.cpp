//===- VerifyTest.cpp - lib/Verify/Verify.cpp: one program ----------------===//
// verifyProgram's steps that need no GPU and no toolchain: the work folder,
// the translation written there, the steps that cannot run saying why, the
// reference recorded or compared; and ProgramReport's verdicts.
#include "VerifyTestUtil.h"
#include "cuda2hip/Verify.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::verify;
using cuda2hip::test::TempDir;
using namespace llvm;

namespace {

bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

const char *Program = "#include <cuda_runtime.h>\n"
                      "#include \"inc/k.cuh\"\n"
                      "int main() { float *d; cudaMalloc(&d, 4); release(d); return 0; }\n";
const char *Header = "#include <cuda_runtime.h>\n"
                     "inline void release(float *d) { cudaFree(d); }\n";

/// Options for a translation only, by the token engine unless \p Ast.
VerifyOptions options(const TempDir &D, bool Ast = false) {
  VerifyOptions O;
  if (!Ast)
    O.Translate.Find.Engine = EngineChoice::Token;
  O.Translate.Map.TargetHip = {6, 3};
  O.SkipAmdCompile = true;
  O.AmdGpuWhat = "no GPU in the test";
  O.WorkDir = D / "work";
  return O;
}

std::string slurp(const std::string &Path) {
  auto B = MemoryBuffer::getFile(Path);
  return B ? (*B)->getBuffer().str() : "<missing>";
}

} // namespace

TEST(Verify, DeviationsAndVerdictOfAReport) {
  ProgramReport R;
  EXPECT_TRUE(R.ok()); // nothing failed: nothing ran either
  EXPECT_EQ(R.maxAbsDev(), 0);
  CompareResult A, B;
  A.MaxAbsDev = 0.5, A.MaxRelDev = 0.01;
  B.MaxAbsDev = 0.1, B.MaxRelDev = 0.2;
  R.CudaVsReference = A;
  R.HipVsCuda = B;
  EXPECT_EQ(R.maxAbsDev(), 0.5);
  EXPECT_EQ(R.maxRelDev(), 0.2);
  for (Step ProgramReport::*S :
       {&ProgramReport::Translate, &ProgramReport::AmdCompile, &ProgramReport::Inventory,
        &ProgramReport::CudaBuild, &ProgramReport::CudaRun, &ProgramReport::HipBuild,
        &ProgramReport::HipRun, &ProgramReport::Compare}) {
    ProgramReport F;
    (F.*S).Status = Step::Failed;
    EXPECT_FALSE(F.ok());
    (F.*S).Status = Step::NotRun;
    EXPECT_TRUE(F.ok());
  }
}

TEST(Verify, TranslationIntoAFreshWorkFolder) {
  TempDir D;
  std::string Src = D.write("src/p.cu", Program);
  D.write("src/inc/k.cuh", Header);
  VerifyOptions O = options(D);
  ProgramReport R = verifyProgram(Src, "p", O);
  EXPECT_EQ(R.Name, "p");
  EXPECT_EQ(R.Source, Src);
  ASSERT_EQ(R.Translate.Status, Step::Ok) << R.Translate.Detail;
  EXPECT_TRUE(StringRef(R.Translate.Detail).starts_with("token engine; ")) << R.Translate.Detail;
  std::string Out = slurp(D / "work/p/p.cu");
  EXPECT_NE(Out.find("hipMalloc(&d, 4)"), std::string::npos) << Out;
  EXPECT_NE(Out.find("#include <hip/hip_runtime.h>"), std::string::npos) << Out;
  EXPECT_TRUE(sys::fs::exists(D / "work/p/.cuda2hip-verify"));
  EXPECT_EQ(R.AmdCompile.Status, Step::NotRun);
  EXPECT_EQ(R.AmdCompile.Detail, "skipped (--no-amd-compile)");
  EXPECT_EQ(R.HipRun.Status, Step::NotRun);
  EXPECT_EQ(R.HipRun.Detail, "not run: no GPU in the test");
  EXPECT_EQ(R.CudaBuild.Status, Step::NotRun); // neither --record nor nvidia
  EXPECT_EQ(R.RanOn, "not run");
  EXPECT_EQ(R.Compare.Status, Step::NotRun);
  EXPECT_EQ(R.Compare.Detail, "");
  // A second run empties the folder it made.
  D.write("work/p/stale.txt", "x");
  R = verifyProgram(Src, "p", O);
  EXPECT_EQ(R.Translate.Status, Step::Ok) << R.Translate.Detail;
  EXPECT_FALSE(sys::fs::exists(D / "work/p/stale.txt"));
  EXPECT_TRUE(sys::fs::exists(D / "work/p/p.cu"));
}

TEST(Verify, HeadersUnderTheSourceAreTranslatedToo) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  TempDir D;
  std::string Src = D.write("src/p.cu", Program);
  D.write("src/inc/k.cuh", Header);
  ProgramReport R = verifyProgram(Src, "p", options(D, /*Ast=*/true));
  ASSERT_EQ(R.Translate.Status, Step::Ok) << R.Translate.Detail;
  EXPECT_EQ(R.Translate.Detail, "0 warning(s), 1 header(s)");
  std::string H = slurp(D / "work/p/inc/k.cuh");
  EXPECT_NE(H.find("hipFree(d)"), std::string::npos) << H;
  // The kernels were looked for in the source, though there is no build.
  EXPECT_EQ(R.Inventory.Status, Step::NotRun);
  EXPECT_EQ(R.Inventory.Detail, "no AMD build to look into");
  EXPECT_EQ(R.Kernels.Expected, 0u);
}

TEST(Verify, AFolderOfTheUserIsNotTouched) {
  TempDir D;
  std::string Src = D.write("src/p.cu", Program);
  std::string Mine = D.write("work/p/mine.txt", "keep me");
  ProgramReport R = verifyProgram(Src, "p", options(D));
  EXPECT_EQ(R.Translate.Status, Step::Failed);
  EXPECT_NE(R.Translate.Detail.find("exists and was not made by cuda2hip verify"),
            std::string::npos)
      << R.Translate.Detail;
  EXPECT_EQ(slurp(Mine), "keep me");
  EXPECT_FALSE(R.ok());
  // The work folder cannot be made where a file stands.
  VerifyOptions O = options(D);
  O.WorkDir = D.write("afile", "");
  R = verifyProgram(Src, "p", O);
  EXPECT_EQ(R.Translate.Status, Step::Failed);
  EXPECT_TRUE(StringRef(R.Translate.Detail).starts_with("cannot create")) << R.Translate.Detail;
}

TEST(Verify, NvidiaBackendWithoutNvcc) {
  TempDir D;
  std::string Src = D.write("src/p.cu", Program);
  VerifyOptions O = options(D);
  O.Run = Backend::Nvidia;
  ProgramReport R = verifyProgram(Src, "p", O);
  EXPECT_EQ(R.CudaBuild.Status, Step::Failed);
  EXPECT_EQ(R.CudaBuild.Detail, "nvcc not found (--nvcc)");
  EXPECT_EQ(R.HipBuild.Status, Step::Failed);
  EXPECT_EQ(R.HipBuild.Detail, "nvcc not found (--nvcc)");
  EXPECT_EQ(R.RanOn, "not run");
  EXPECT_FALSE(R.ok());
}

TEST(Verify, ReferencesRecordedAndRead) {
  TempDir D;
  std::string Src = D.write("src/p.cu", Program);
  // --record without an nvcc: nothing to record.
  VerifyOptions O = options(D);
  O.RecordDir = D / "refs";
  ProgramReport R = verifyProgram(Src, "p", O);
  EXPECT_EQ(R.Compare.Status, Step::Failed);
  EXPECT_EQ(R.Compare.Detail, "nothing recorded: the CUDA original did not run");
  EXPECT_FALSE(sys::fs::exists(D / "refs/p"));
  // --reference: loaded; nothing ran to compare with it.
  O.RecordDir.clear();
  O.ReferenceDir = D / "refs";
  ASSERT_FALSE(bool(writeReference(O.ReferenceDir, "p", RunOutput{"PASS\n", 0, {}})));
  R = verifyProgram(Src, "p", O);
  EXPECT_EQ(R.Compare.Status, Step::NotRun);
  EXPECT_EQ(R.Compare.Detail, "reference loaded; nothing ran");
  EXPECT_FALSE(R.HipVsReference);
  // A program without one: the comparison fails, saying which file is missing.
  R = verifyProgram(Src, "q", O);
  EXPECT_EQ(R.Compare.Status, Step::Failed);
  EXPECT_NE(R.Compare.Detail.find("no reference"), std::string::npos) << R.Compare.Detail;
}
