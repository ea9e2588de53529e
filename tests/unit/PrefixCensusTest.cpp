//===- PrefixCensusTest.cpp - which leading include blocks get a PCH ------===//
//
// lib/Find/PrefixCensus.cpp and systemIncludeLines (Preamble.cpp): a block
// of leading `#include <...>` lines gets a PCH only when two units use it,
// the longest such block per unit, per set of flags.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Find/Preamble.h"
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"

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
  C.add(lines({"a", "b", "c"}) + "int a;\n");
  C.add(lines({"a", "b", "c"}) + "int c;\n");
  C.add(lines({"x"}));
  C.add("int nothing;\n");
  C.finish();
  EXPECT_EQ(C.choose(lines({"a", "b", "c"}) + "int other;\n"), lines({"a", "b", "c"}));
  EXPECT_EQ(C.choose(lines({"x"})), "") << "no other unit includes x first";
  EXPECT_EQ(C.choose("int nothing;\n"), "");
  EXPECT_EQ(C.units(), 4u);
  EXPECT_EQ(C.served(), 2u);
}

TEST(PrefixCensus, TheLongestSharedBlockAndNoPchForOneUnit) {
  PrefixCensus C;
  C.add(lines({"a", "b", "c"})); // with the next: a b c
  C.add(lines({"a", "b", "c"}));
  C.add(lines({"a", "b", "d"})); // alone below a b: with the next two, a b
  C.add(lines({"a", "b"}));
  C.add(lines({"a", "b", "e", "f"}));
  C.add(lines({"z", "y"})); // shares nothing
  C.finish();
  EXPECT_EQ(C.choose(lines({"a", "b", "c"})), lines({"a", "b", "c"}));
  EXPECT_EQ(C.choose(lines({"a", "b", "d"})), lines({"a", "b"}));
  EXPECT_EQ(C.choose(lines({"a", "b"})), lines({"a", "b"}));
  EXPECT_EQ(C.choose(lines({"a", "b", "e", "f"})), lines({"a", "b"}));
  EXPECT_EQ(C.choose(lines({"z", "y"})), "");
  EXPECT_EQ(C.served(), 5u);

  // Two units that only share "a" and "q" ... "q" alone: a block of one line.
  PrefixCensus D;
  D.add(lines({"a", "p"}));
  D.add(lines({"a", "q"}));
  D.finish();
  EXPECT_EQ(D.choose(lines({"a", "p"})), lines({"a"}));
  EXPECT_EQ(D.choose(lines({"a", "q"})), lines({"a"}));
}

TEST(PrefixCensus, OtherFlagsShareNothing) {
  PrefixCensus C;
  C.add(lines({"a"}), {"-DX=1"});
  C.add(lines({"a"}), {"-DX=2"});
  C.add(lines({"b"}), {"-DX=1"});
  C.add(lines({"b"}), {"-DX=1"});
  C.finish();
  EXPECT_EQ(C.choose(lines({"a"}), {"-DX=1"}), "");
  EXPECT_EQ(C.choose(lines({"b"}), {"-DX=1"}), lines({"b"}));
  EXPECT_EQ(C.choose(lines({"b"}), {"-DX=2"}), "");
}
