//===- PortableHeaderTest.cpp - lib/Translate/PortableHeader.cpp ----------===//
// --portable's header: where it goes, the path each input includes it by,
// and the file written merged with what an earlier run put there.
#include "../../lib/Translate/PortableHeader.h"
#include "TreeTestUtil.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Translate.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using cuda2hip::test::TempTree;
using namespace llvm;

TEST(PortableHeader, PortableHeaderPath) {
  FilesOptions O;
  O.Output = "/o/x.cu";
  EXPECT_EQ(portableHeaderPath(O), ""); // --portable is off
  O.Translate.Plan.Portable.Enabled = true;
  EXPECT_EQ(portableHeaderPath(O), "/o/gpu_portability.h");
  O.PortableHeader = "/h/compat.h";
  EXPECT_EQ(portableHeaderPath(O), "/h/compat.h");
  O.PortableHeader.clear();
  O.Output.clear();
  O.OutDir = "/d";
  EXPECT_EQ(portableHeaderPath(O), "/d/gpu_portability.h");
  O.OutDir.clear();
  O.InPlace = true;
  O.Inputs = {"/t/a/x.cu", "/t/b/c/y.cu"};
  EXPECT_EQ(portableHeaderPath(O), "/t/gpu_portability.h"); // deepest common folder
}


TEST(PortableHeader, RelativePathsAreMadeAbsolute) {
  SmallString<128> Cwd;
  ASSERT_FALSE(sys::fs::current_path(Cwd));
  FilesOptions O;
  O.Translate.Plan.Portable.Enabled = true;
  O.PortableHeader = "inc/./compat.h";
  EXPECT_EQ(portableHeaderPath(O), std::string(Cwd) + "/inc/compat.h");
  O.PortableHeader.clear();
  // Nothing says where the output goes (stdout): the current folder.
  EXPECT_EQ(portableHeaderPath(O), std::string(Cwd) + "/gpu_portability.h");
  // In place, inputs with no folder in common below the root.
  O.InPlace = true;
  O.Inputs = {"/a/x.cu", "/b/y.cu"};
  EXPECT_EQ(portableHeaderPath(O), "/gpu_portability.h");
  O.Inputs = {"/t/ab/x.cu", "/t/a/y.cu"}; // /t/a is no folder of /t/ab
  EXPECT_EQ(portableHeaderPath(O), "/t/gpu_portability.h");
}

TEST(PortableHeader, EachInputIncludesItAsItsOutputWould) {
  TranslateOptions O;
  O.Plan.Portable.HeaderPath = "unchanged";
  preparePortable("", O, "/s/a.cu", "/o/a.cu"); // --portable is off
  EXPECT_EQ(O.Plan.Portable.HeaderPath, "unchanged");
  // The output beside the header: the input names it beside itself.
  preparePortable("/o/gpu_portability.h", O, "/s/a.cu", "/o/a.cu");
  EXPECT_EQ(O.Plan.Portable.HeaderPath, "/s/gpu_portability.h");
  // One folder down: one folder up from the input.
  preparePortable("/o/gpu_portability.h", O, "/s/in/a.cu", "/o/sub/a.cu");
  EXPECT_EQ(O.Plan.Portable.HeaderPath, "/s/gpu_portability.h");
  preparePortable("/o/inc/h.h", O, "/s/a.cu", "/o/a.cu");
  EXPECT_EQ(O.Plan.Portable.HeaderPath, "/s/inc/h.h");
}

TEST(PortableHeader, WrittenAndMergedWithAnEarlierRun) {
  TempTree T;
  std::string Err;
  raw_string_ostream ES(Err);
  EXPECT_EQ(writePortableHeader("", PortableNeeds(), ES), ExitClean); // off: nothing
  std::string H = T.path("new/dir/compat.h");
  PortableNeeds A;
  A.HipDefines["cudaMalloc"] = "#define cudaMalloc hipMalloc";
  ASSERT_EQ(writePortableHeader(H, A, ES), ExitClean) << Err;
  std::string First = T.read("new/dir/compat.h");
  EXPECT_EQ(First, renderPortableHeader(A, "COMPAT_H"));
  // A second run adds what it needs; what the first wrote stays.
  PortableNeeds B;
  B.HipDefines["cudaFree"] = "#define cudaFree hipFree";
  ASSERT_EQ(writePortableHeader(H, B, ES), ExitClean) << Err;
  std::string Second = T.read("new/dir/compat.h");
  size_t Free = Second.find("#define cudaFree hipFree");
  size_t Malloc = Second.find("#define cudaMalloc hipMalloc");
  ASSERT_NE(Free, std::string::npos) << Second;
  ASSERT_NE(Malloc, std::string::npos) << Second;
  EXPECT_LT(Free, Malloc);
  // Nothing new: the same text.
  ASSERT_EQ(writePortableHeader(H, PortableNeeds(), ES), ExitClean);
  EXPECT_EQ(T.read("new/dir/compat.h"), Second);
  EXPECT_EQ(Err, "");
  // Where no folder can be made: an I/O error, said once.
  T.write("file");
  EXPECT_EQ(writePortableHeader(T.path("file/compat.h"), A, ES), ExitIo);
  EXPECT_TRUE(StringRef(Err).starts_with("cuda2hip: error: --portable header " +
                                         T.path("file/compat.h") + ": "))
      << Err;
}
