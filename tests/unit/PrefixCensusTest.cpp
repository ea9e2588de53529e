//===- PrefixCensusTest.cpp - which leading include blocks get a PCH ------===//
//
// lib/Parse/PrefixCensus.cpp and systemIncludeLines: which sets of the
// units' leading `#include <...>` headers get a PCH (made-up costs), which
// one a unit uses (the heaviest whose files its own headers bring), per set
// of flags; a block's lines in the run's order: library headers, the C++
// library's, C headers, the most popular first.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Parse/Preamble.h"
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"
#include <fstream>
#include <map>

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

namespace {
constexpr uint64_t MB = 1 << 20;

/// Costs of made-up headers: each name with the ids of its files, every
/// file \p Size bytes unless listed in \p Sizes.
HeaderCosts costs(std::initializer_list<std::pair<const char *, std::vector<unsigned>>> Headers,
                  std::map<unsigned, uint64_t> Sizes = {}, uint64_t Size = MB) {
  HeaderCosts C;
  unsigned N = 0;
  for (auto &[Name, Files] : Headers) {
    C.Files[std::string("#include <") + Name + ">"] = Files;
    for (unsigned F : Files)
      N = std::max(N, F + 1);
  }
  C.Size.assign(N, Size);
  for (auto &[F, S] : Sizes)
    C.Size[F] = S;
  return C;
}
} // namespace

TEST(PrefixCensus, OnlyBlocksTwoUnitsShare) {
  PrefixCensus C;
  C.add("", lines({"a", "b", "c"}) + "int a;\n");
  C.add("", lines({"a", "b", "c"}) + "int c;\n");
  C.add("", lines({"x"}));
  C.add("", "int nothing;\n");
  C.finish();
  EXPECT_EQ(C.choose("", lines({"a", "b", "c"})), "") << "nothing before select()";
  EXPECT_FALSE(C.selected());
  EXPECT_EQ(C.headerLines(), systemIncludeLines(lines({"a", "b", "c", "x"})));
  C.select({}, costs({{"a", {0}}, {"b", {1}}, {"c", {2}}, {"x", {3}}}), MB);
  EXPECT_TRUE(C.selected());
  EXPECT_EQ(C.choose("", lines({"a", "b", "c"}) + "int other;\n"), lines({"a", "b", "c"}));
  EXPECT_EQ(C.choose("", lines({"c", "a", "b"})), lines({"a", "b", "c"})) << "a set";
  EXPECT_EQ(C.choose("", lines({"x"})), "") << "no other unit includes x";
  EXPECT_EQ(C.choose("", lines({"a", "b"})), "") << "c is not among its headers";
  EXPECT_EQ(C.choose("", "int nothing;\n"), "");
  EXPECT_EQ(C.units(), 4u);
  EXPECT_EQ(C.served(), 2u);
}

// What two units' headers share gets the PCH when it saves more than it
// costs; a block that adds little to another does not pay for its build.
TEST(PrefixCensus, TheBlocksThatPayForTheirBuild) {
  PrefixCensus C;
  C.add("", lines({"a", "b", "c"}));
  C.add("", lines({"a", "b", "c"}));
  C.add("", lines({"a", "b", "d"}));
  C.add("", lines({"a", "b"}));
  C.add("", lines({"b", "a", "e", "f"}));
  C.add("", lines({"z", "y"})); // shares nothing
  C.finish();
  // a and b heavy, c to f light.
  C.select({}, costs({{"a", {0}}, {"b", {1}}, {"c", {2}}, {"d", {3}}, {"e", {4}}, {"f", {5}},
                      {"y", {6}}, {"z", {7}}},
                     {{0, 4 * MB}, {1, 4 * MB}}, MB / 8),
           MB);
  for (auto L : {lines({"a", "b", "c"}), lines({"a", "b", "d"}), lines({"a", "b"}),
                 lines({"a", "b", "e", "f"})})
    EXPECT_EQ(C.choose("", L), lines({"a", "b"})) << L;
  EXPECT_EQ(C.choose("", lines({"z", "y"})), "");
  EXPECT_EQ(C.served(), 5u);
  EXPECT_EQ(C.blocks().size(), 1u) << "a, b and c for two units would not pay";

  // Two units that only share "a": a block of one line.
  PrefixCensus D;
  D.add("", lines({"a", "p"}));
  D.add("", lines({"a", "q"}));
  D.finish();
  D.select({}, costs({{"a", {0}}, {"p", {1}}, {"q", {2}}}, {{0, 8 * MB}}), MB);
  EXPECT_EQ(D.choose("", lines({"a", "p"})), lines({"a"}));
  EXPECT_EQ(D.choose("", lines({"a", "q"})), lines({"a"}));
  unsigned Users = 0;
  D.choose("", lines({"a", "q"}), {}, &Users);
  EXPECT_EQ(Users, 2u);

  // Too light to pay for a build: none.
  PrefixCensus E;
  E.add("", lines({"v"}));
  E.add("", lines({"v"}));
  E.finish();
  E.select({}, costs({{"v", {0}}}, {}, MB / 2), 4 * MB);
  EXPECT_EQ(E.choose("", lines({"v"})), "");
  EXPECT_EQ(E.served(), 0u);
}

// A unit may use a block whose every file its own headers bring, even a
// header it does not name: <fstream> and <iostream> both bring <string>.
TEST(PrefixCensus, ABlockOfFilesTheUnitsBringAnyway) {
  PrefixCensus C;
  for (int I = 0; I < 3; ++I) {
    C.add("", lines({"iostream"}));
    C.add("", lines({"fstream"}));
  }
  C.add("", lines({"string"}));
  C.finish();
  // iostream: 1 2 3; fstream: 2 3 4; string: 3 (the heavy one).
  C.select({}, costs({{"iostream", {1, 2, 3}}, {"fstream", {2, 3, 4}}, {"string", {3}}},
                     {{3, 4 * MB}}),
           MB);
  EXPECT_EQ(C.choose("", lines({"iostream"})), lines({"string"}));
  EXPECT_EQ(C.choose("", lines({"fstream"})), lines({"string"}));
  EXPECT_EQ(C.choose("", lines({"string"})), lines({"string"}));
  EXPECT_EQ(C.served(), 7u);
  EXPECT_EQ(C.choose("", lines({"vector"})), "");
}

TEST(PrefixCensus, OtherFlagsShareNothing) {
  PrefixCensus C;
  C.add("", lines({"a"}), {"-DX=1"});
  C.add("", lines({"a"}), {"-DX=2"});
  C.add("", lines({"b"}), {"-DX=1"});
  C.add("", lines({"b"}), {"-DX=1"});
  C.finish();
  EXPECT_EQ(C.headerLines({"-DX=2"}), systemIncludeLines(lines({"a"})));
  HeaderCosts K = costs({{"a", {0}}, {"b", {1}}}, {}, 8 * MB);
  C.select({"-DX=1"}, K, MB);
  C.select({"-DX=2"}, K, MB);
  EXPECT_EQ(C.choose("", lines({"a"}), {"-DX=1"}), "");
  EXPECT_EQ(C.choose("", lines({"b"}), {"-DX=1"}), lines({"b"}));
  EXPECT_EQ(C.choose("", lines({"b"}), {"-DX=2"}), "");
  EXPECT_EQ(C.choose("", lines({"b"}), {"-DX=3"}), "") << "not selected";
}

TEST(PrefixCensus, LibraryHeadersFirstThenTheCxxLibrarysThenC) {
  PrefixCensus C;
  C.add("", lines({"stdio.h", "vector", "cub/cub.cuh", "chrono", "cuda_fp16.h"}));
  C.add("", lines({"cuda_fp16.h", "cub/cub.cuh", "chrono", "vector", "stdio.h"}));
  C.add("", lines({"chrono"}));
  C.finish();
  C.select({}, costs({{"stdio.h", {0}}, {"vector", {1}}, {"cub/cub.cuh", {2}},
                      {"chrono", {3}}, {"cuda_fp16.h", {4}}},
                     {{2, 16 * MB}}),
           MB);
  EXPECT_EQ(C.choose("", lines({"stdio.h", "vector", "cub/cub.cuh", "chrono", "cuda_fp16.h"})),
            lines({"cub/cub.cuh", "cuda_fp16.h", "chrono", "vector", "stdio.h"}))
      << "library headers, the C++ library's (the most popular first), C headers";
  // Headers the costs do not know (not found, or nothing beyond the
  // preamble) are left out.
  PrefixCensus D;
  D.add("", lines({"a", "gone", "light"}));
  D.add("", lines({"a", "gone", "light"}));
  D.finish();
  HeaderCosts K = costs({{"a", {0}}, {"light", {}}}, {}, 8 * MB);
  D.select({}, K, MB);
  EXPECT_EQ(D.choose("", lines({"a", "gone", "light"})), lines({"a"}));
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
  C.select({}, costs({{"b", {0}}, {"c", {1}}}, {}, 8 * MB), MB);
  EXPECT_EQ(C.choose(Main, "#include \"common.h\"\n"), lines({"b"}));
  llvm::sys::fs::remove_directories(Dir);
}
