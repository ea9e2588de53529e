//===- CMakeFlagsTest.cpp - CMake arguments read as nvcc command lines ----===//
#include "../../lib/BuildFiles/Matchers.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;
using namespace cuda2hip::build::detail;

namespace {

/// The plain arguments of the first command of \p Text.
struct Args {
  explicit Args(std::string T) : Text(std::move(T)), F(lexCMake(Text)) {
    for (const CMakeArg &A : F.Commands.at(0).Args)
      if (!A.isParen())
        Ptrs.push_back(&A);
  }
  std::string Text;
  CMakeFile F;
  std::vector<const CMakeArg *> Ptrs;
};

std::vector<std::string> values(const Line &L) {
  std::vector<std::string> V;
  for (const Word &W : L.Words)
    V.push_back(W.Value);
  return V;
}

TEST(CMakeFlags, UnquotedRunsQuotedStringsAndGenexesAreLines) {
  Args A("target_compile_options(t PRIVATE -G -lineinfo \"-Xptxas -O3\" "
         "$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math;-dc>)\n");
  auto Lines = cmakeFlagLines(A.Text, A.Ptrs, 2, ~size_t(0), false);
  ASSERT_EQ(Lines.size(), 3u);
  EXPECT_EQ(values(Lines[0].first), (std::vector<std::string>{"-G", "-lineinfo"}));
  EXPECT_EQ(Lines[0].second, -1); // a run of unquoted arguments
  EXPECT_EQ(values(Lines[1].first), (std::vector<std::string>{"-Xptxas", "-O3"}));
  EXPECT_EQ(Lines[1].second, 4);
  EXPECT_EQ(values(Lines[2].first), (std::vector<std::string>{"--use_fast_math", "-dc"}));
  EXPECT_EQ(Lines[2].first.Sep, ';');
  EXPECT_TRUE(Lines[2].first.NvccContext); // the genex names CUDA
  EXPECT_FALSE(Lines[0].first.NvccContext);
  for (const auto &[L, Arg] : Lines) {
    EXPECT_EQ(L.Q, Quoting::CMake);
    EXPECT_TRUE(L.ArchBySystem); // CMake sets the architectures
  }
}

TEST(CMakeFlags, WordsPointAtTheirSpelling) {
  Args A("set(CMAKE_CUDA_FLAGS \"-G --use_fast_math\")\n");
  auto Lines = cmakeFlagLines(A.Text, A.Ptrs, 1, A.Ptrs.size(), true);
  ASSERT_EQ(Lines.size(), 1u);
  for (const Word &W : Lines[0].first.Words)
    EXPECT_EQ(A.Text.substr(W.Offset, W.Length), W.Value);
  EXPECT_TRUE(Lines[0].first.NvccContext);
}

TEST(CMakeFlags, GenexWithoutFlagsGivesNoLine) {
  Args A("target_compile_options(t PRIVATE $<BOOL:ON>)\n");
  EXPECT_TRUE(cmakeFlagLines(A.Text, A.Ptrs, 2, A.Ptrs.size(), false).empty());
}

TEST(CMakeFlags, TranslatedFlagsAreHipccsBlankSeparated) {
  Args A("set(CUDA_NVCC_FLAGS -G \"--use_fast_math;-lineinfo\" -arch=sm_80)\n");
  BuildFindings F;
  F.Path = "/x/CMakeLists.txt";
  F.Text = A.Text;
  Sink S(F);
  BuildOptions O;
  std::string Flags = translatedCMakeFlags(S, A.Ptrs, 1, A.Ptrs.size(), O);
  EXPECT_NE(Flags.find("-ffast-math"), std::string::npos) << Flags;
  EXPECT_EQ(Flags.find("sm_80"), std::string::npos) << Flags; // CMake's job
  EXPECT_EQ(Flags.find(';'), std::string::npos) << Flags;
  EXPECT_EQ(Flags.find('"'), std::string::npos) << Flags;
  EXPECT_EQ(translatedCMakeFlags(S, A.Ptrs, 2, 2, O), "");
}

} // namespace
