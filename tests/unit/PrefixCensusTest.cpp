//===- PrefixCensusTest.cpp - which leading include blocks get a PCH ------===//
//
// lib/Find/PrefixCensus.cpp and systemIncludeLines (Preamble.cpp): a block
// of leading `#include <...>` lines gets a PCH only when two units use it,
// the longest such block per unit, per set of flags; a block is a set of
// headers in the run's order: library headers (the most popular first),
// else the C++ library's.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Find/Preamble.h"
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;

namespace {

std::string lines(std::initializer_list<const char *> Names) {
  std::string S;
  for (const char *N : Names)
    S += std::string("#include <") + N + ">\n";
  return S;
}

} // namespace

TEST(PrefixCensus, LeadingSystemIncludeLines) {
  EXPECT_EQ(systemIncludePrefix("// c\n#include <a.h>\n\n#  include <b/c.h>\n#include \"u.h\"\n"
                                "#include <d.h>\n"),
            "#include <a.h>\n#include <b/c.h>\n");
  EXPECT_EQ(systemIncludePrefix("#define X\n#include <a.h>\n"), "");
  // Block comments (a licence header), comments after an include.
  EXPECT_EQ(systemIncludePrefix("/* Copyright\n * #include <no.h>\n */\n#include <a.h> // why\n"
                                "#include /* x */ <b.h>\n/* c */ #include <c.h>\nint x;\n"
                                "#include <d.h>\n"),
            "#include <a.h>\n#include <b.h>\n#include <c.h>\n");
  // A comment left open, a continued line, something after the include.
  EXPECT_EQ(systemIncludePrefix("#include <a.h>\n/* open\n#include <b.h>\n"), "#include <a.h>\n");
  EXPECT_EQ(systemIncludePrefix("#include <a.h>\n#include \\\n<b.h>\n"), "#include <a.h>\n");
  EXPECT_EQ(systemIncludePrefix("#include <a.h> int x;\n"), "");
  EXPECT_EQ(systemIncludePrefix("#include <a.h>\n#include MACRO\n#include <b.h>\n"),
            "#include <a.h>\n");
  EXPECT_EQ(systemIncludeLines("\n\n#include <x>\n"), std::vector<std::string>{"#include <x>"});
}

TEST(PrefixCensus, OnlyBlocksTwoUnitsShare) {
  PrefixCensus C;
  C.add("", lines({"a", "b", "c"}) + "int a;\n");
  C.add("", lines({"a", "b", "c"}) + "int c;\n");
  C.add("", lines({"x"}));
  C.add("", "int nothing;\n");
  C.finish();
  EXPECT_EQ(C.choose("", lines({"a", "b", "c"}) + "int other;\n"), lines({"a", "b", "c"}));
  EXPECT_EQ(C.choose("", lines({"x"})), "") << "no other unit includes x first";
  EXPECT_EQ(C.choose("", "int nothing;\n"), "");
  EXPECT_EQ(C.units(), 4u);
  EXPECT_EQ(C.served(), 2u);
}

TEST(PrefixCensus, TheLongestSharedBlockAndNoPchForOneUnit) {
  PrefixCensus C;
  C.add("", lines({"a", "b", "c"})); // with the next: a b c
  C.add("", lines({"a", "b", "c"}));
  C.add("", lines({"a", "b", "d"})); // alone below a b: with the next two, a b
  C.add("", lines({"a", "b"}));
  C.add("", lines({"a", "b", "e", "f"}));
  C.add("", lines({"z", "y"})); // shares nothing
  C.finish();
  EXPECT_EQ(C.choose("", lines({"a", "b", "c"})), lines({"a", "b", "c"}));
  EXPECT_EQ(C.choose("", lines({"a", "b", "d"})), lines({"a", "b"}));
  EXPECT_EQ(C.choose("", lines({"a", "b"})), lines({"a", "b"}));
  EXPECT_EQ(C.choose("", lines({"a", "b", "e", "f"})), lines({"a", "b"}));
  EXPECT_EQ(C.choose("", lines({"z", "y"})), "");
  EXPECT_EQ(C.served(), 5u);

  // Two units that only share "a" and "q" ... "q" alone: a block of one line.
  PrefixCensus D;
  D.add("", lines({"a", "p"}));
  D.add("", lines({"a", "q"}));
  D.finish();
  EXPECT_EQ(D.choose("", lines({"a", "p"})), lines({"a"}));
  EXPECT_EQ(D.choose("", lines({"a", "q"})), lines({"a"}));
}

TEST(PrefixCensus, OtherFlagsShareNothing) {
  PrefixCensus C;
  C.add("", lines({"a"}), {"-DX=1"});
  C.add("", lines({"a"}), {"-DX=2"});
  C.add("", lines({"b"}), {"-DX=1"});
  C.add("", lines({"b"}), {"-DX=1"});
  C.finish();
  EXPECT_EQ(C.choose("", lines({"a"}), {"-DX=1"}), "");
  EXPECT_EQ(C.choose("", lines({"b"}), {"-DX=1"}), lines({"b"}));
  EXPECT_EQ(C.choose("", lines({"b"}), {"-DX=2"}), "");
}

TEST(PrefixCensus, LibraryHeadersSharedWhateverTheirOrderAndTheLightOnes) {
  PrefixCensus C;
  // Three CUB programs with their own light headers, in their own order.
  C.add("", lines({"stdio.h", "random", "cub/cub.cuh"}));
  C.add("", lines({"chrono", "cuda_fp16.h", "cub/cub.cuh", "cuda.h"}));
  C.add("", lines({"cub/cub.cuh", "cublas_v2.h", "iostream"}));
  // Two Thrust programs: one library header in common.
  C.add("", lines({"thrust/sort.h", "thrust/device_vector.h"}));
  C.add("", lines({"vector", "thrust/device_vector.h", "thrust/reduce.h"}));
  // C++ library headers only: shared among themselves.
  C.add("", lines({"chrono", "iostream", "cstdio"}));
  C.add("", lines({"iostream", "vector", "chrono", "stdlib.h"}));
  C.add("", lines({"stdio.h", "cuda_runtime.h"})); // C and CUDA runtime headers only
  C.add("", lines({"stdio.h", "cuda_runtime.h"}));
  C.add("", lines({"sys/time.h", "unistd.h"})); // the C library's folders: not libraries
  C.add("", lines({"sys/time.h", "unistd.h"}));
  C.finish();
  for (const char *Cub : {"stdio.h", "chrono"})
    EXPECT_EQ(C.choose("", lines({Cub, "cub/cub.cuh"})), lines({"cub/cub.cuh"}));
  EXPECT_EQ(C.choose("", lines({"chrono", "cuda_fp16.h", "cub/cub.cuh", "cuda.h"})),
            lines({"cub/cub.cuh"}));
  EXPECT_EQ(C.choose("", lines({"cub/cub.cuh", "cublas_v2.h", "iostream"})), lines({"cub/cub.cuh"}));
  EXPECT_EQ(C.choose("", lines({"thrust/sort.h", "thrust/device_vector.h"})),
            lines({"thrust/device_vector.h"}));
  unsigned Users = 0;
  EXPECT_EQ(C.choose("", lines({"vector", "thrust/device_vector.h", "thrust/reduce.h"}), {}, &Users),
            lines({"thrust/device_vector.h"}));
  EXPECT_EQ(Users, 2u);
  EXPECT_EQ(C.choose("", lines({"chrono", "iostream", "cstdio"})), lines({"chrono", "iostream"}));
  EXPECT_EQ(C.choose("", lines({"stdio.h", "cuda_runtime.h"})), "") << "nothing worth a PCH";
  EXPECT_EQ(C.choose("", lines({"sys/time.h", "unistd.h"})), "") << "nothing worth a PCH";
  EXPECT_EQ(C.served(), 7u);
}

// A block that stops at `#include "x.h"` goes on with x.h's own leading
// angled includes, after its include guard, a few headers deep.
TEST(PrefixCensus, BlocksGoOnIntoTheUserHeaderIncludedFirst) {
  llvm::SmallString<128> D;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-census", D));
  std::string Dir(D);
  auto write = [&](const std::string &Name, const std::string &Text) {
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Dir + "/" + Name));
    std::ofstream(Dir + "/" + Name) << Text;
  };
  write("common.h", "/* licence */\n#ifndef COMMON_H\n#define COMMON_H\n#include <b>\n"
                    "#include \"sub/inner.h\"\nint x;\n#endif\n");
  write("sub/inner.h", "#pragma once\n#include <c>\n#include \"../common.h\"\n");
  write("wrong.h", "#ifndef A_H\n#define B_H\n#include <d>\n");
  write("code.h", "int y;\n#include <e>\n");
  std::string Main = Dir + "/main.cu";
  EXPECT_EQ(systemIncludeLines(Main, "#include <a>\n#include \"common.h\"\n#include <z>\n"),
            (std::vector<std::string>{"#include <a>", "#include <b>", "#include <c>"}))
      << "into common.h, then sub/inner.h; the cycle back to common.h ends it";
  EXPECT_EQ(systemIncludeLines(Main, "#include <a>\n#include \"wrong.h\"\n"),
            std::vector<std::string>{"#include <a>"}) << "not an include guard";
  EXPECT_EQ(systemIncludeLines(Main, "#include \"code.h\"\n"), std::vector<std::string>{});
  EXPECT_EQ(systemIncludeLines(Main, "#include \"missing.h\"\n#include <a>\n"),
            std::vector<std::string>{});
  EXPECT_EQ(systemIncludeLines("#include <a>\n#include \"common.h\"\n"),
            std::vector<std::string>{"#include <a>"}) << "without a path: the file's own lines";
  // The census reads them: two units share <b> through their headers.
  PrefixCensus C;
  C.add(Main, "#include \"common.h\"\n");
  C.add(Dir + "/other.cu", "#include <b>\nint z;\n");
  C.finish();
  EXPECT_EQ(C.choose(Main, "#include \"common.h\"\n"), lines({"b"}));
  llvm::sys::fs::remove_directories(Dir);
}
