//===- TreeProgressTest.cpp - lib/Tree/Progress.cpp -----------------------===//
// Progress lines (rate and ETA), the first parse error as shown, and the
// end-of-run summary of `cuda2hip convert`.
#include "../../lib/Tree/Progress.h"
#include "cuda2hip/Tree.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;

TEST(TreeProgress, LineRateAndEta) {
  EXPECT_EQ(Progress::line(0, 10, 0), "[ 0/10]");
  EXPECT_EQ(Progress::line(0, 10, 5), "[ 0/10]"); // nothing done: no rate
  EXPECT_EQ(Progress::line(3, 10, 0), "[ 3/10]"); // no time yet: no rate
  EXPECT_EQ(Progress::line(3, 10, 1.2), "[ 3/10] 2.5 files/s, ETA 3s");
  EXPECT_EQ(Progress::line(10, 10, 4), "[10/10] 2.5 files/s"); // done: no ETA
  EXPECT_EQ(Progress::line(1, 200, 2), "[  1/200] 0.5 files/s, ETA 6m38s");
  EXPECT_EQ(Progress::line(1, 61, 1), "[ 1/61] 1.0 files/s, ETA 1m00s");
}

TEST(TreeProgress, PlainLinesAndPhases) {
  std::string S;
  raw_string_ostream OS(S);
  {
    // Auto on a stream that is not stderr: plain lines, never the terminal form.
    Progress P(OS, ConvertOptions::Progress::Auto, /*IsStderr=*/false, 2);
    P.done("a.cu", false);
    P.done("b.cu", true);
    P.startPhase("headers", 1);
    P.done("k.cuh", false);
    P.finish();
  }
  EXPECT_EQ(S, "[1/2] a.cu\n[2/2] b.cu (cached)\n[headers 1/1] k.cuh\n");
  S.clear();
  Progress Off(OS, ConvertOptions::Progress::Off, true, 2);
  Off.done("a.cu", false);
  Off.finish();
  EXPECT_EQ(S, "");
}

TEST(TreeProgress, ParseErrorsAsShownAndRanked) {
  SmallString<128> Cwd;
  ASSERT_FALSE(sys::fs::current_path(Cwd));
  std::string Here = std::string(Cwd) + "/src/a.cu";
  EXPECT_EQ(shownParseError(Here + ":3:14: 'x.h' file not found"),
            "src/a.cu:3:14: 'x.h' file not found");
  EXPECT_EQ(shownParseError("/elsewhere/a.cu:3:14: boom"), "/elsewhere/a.cu:3:14: boom");
  EXPECT_EQ(shownParseError("no location: here"), "no location: here");
  EXPECT_EQ(parseErrorMessage(Here + ":3:14: 'x.h' file not found"), "'x.h' file not found");
  // A message with ": " of its own keeps it.
  EXPECT_EQ(parseErrorMessage("/a.cu:1:2: unknown type name: 'T'"), "unknown type name: 'T'");
  EXPECT_EQ(parseErrorMessage("fatal: no file"), "fatal: no file");
  EXPECT_EQ(parseErrorMessage(""), "clang gave up without an error message");
}

TEST(TreeProgress, Summary) {
  ConvertSummary S;
  S.Units = 3, S.FromCache = 1, S.TokenEngine = 1, S.Seconds = 1.5;
  S.Sources = 4, S.Changed = 3, S.Unchanged = 1, S.Written = 3, S.UpToDate = 1;
  S.BuildFiles = 1, S.BuildChanged = 1, S.Copied = 2, S.Links = 1;
  S.TokenEngineReasons["'x.h' file not found"] = 1;
  S.WarningsByRule = {{"unsupported-api", 2}, {"conflict", 1}};
  ConvertOptions O;
  O.Jobs = 2;
  std::string Out;
  raw_string_ostream OS(Out);
  printSummary(OS, S, O);
  EXPECT_EQ(Out, "cuda2hip convert: 3 translation units (1 from the cache) in 1.50 s, "
                 "2.0 units/s, -j2\n"
                 "  files: 4 translated (3 changed, 1 unchanged); 3 written, 1 already up "
                 "to date; 1 build file migrated (1 changed); 2 other files copied; 1 link\n"
                 "  engines: 2 AST, 1 token\n"
                 "  token engine: 1 unit could not be parsed; first errors:\n"
                 "    1 x 'x.h' file not found\n"
                 "  warnings: 3 (conflict 1, unsupported-api 2)\n");
}

TEST(TreeProgress, SummaryOfADiffWithFoldersDefinesAndFailures) {
  ConvertSummary S;
  S.Units = 1, S.Failed = 1, S.Sources = 1, S.Unchanged = 1;
  S.IncludeFolders = {{"include", "-I", {"\"a.h\"", "\"b.h\"", "<c.h>", "\"d.h\"", "\"e.h\""}},
                      {"vendor", "-idirafter", {"<musa.h>"}}};
  S.BuildDefines["src/Makefile"] = {"-DUSE_X", "-DN=4"};
  ConvertOptions O;
  O.Jobs = 1;
  O.Diff = true;
  std::string Out;
  raw_string_ostream OS(Out);
  printSummary(OS, S, O);
  EXPECT_EQ(Out, "cuda2hip convert: 1 translation unit in 0.00 s, -j1\n"
                 "  files: 1 translated (0 changed, 1 unchanged); --diff: nothing written\n"
                 "  include folders added (no compile_commands.json; #includes found in "
                 "the tree):\n"
                 "    -I include: \"a.h\", \"b.h\", <c.h>, \"d.h\" and 1 more\n"
                 "    -idirafter vendor: <musa.h> (after the system folders: it holds files "
                 "named as toolkit or system headers)\n"
                 "  defines from src/Makefile (no compile_commands.json): -DUSE_X -DN=4\n"
                 "  engines: 0 AST, 0 token\n"
                 "  not translated: 1 unit\n"
                 "  warnings: 0\n");
  // More than ten reasons: the ten most frequent, then a count.
  ConvertSummary T;
  T.Units = T.TokenEngine = 12;
  for (int I = 0; I < 12; ++I)
    T.TokenEngineReasons["reason " + std::string(1, char('a' + I))] = I == 11 ? 2 : 1;
  T.TokenEngine = 13;
  T.Units = 13;
  Out.clear();
  printSummary(OS, T, O);
  EXPECT_NE(Out.find("  token engine: 13 units could not be parsed; first errors:\n"
                     "    2 x reason l\n    1 x reason a\n"),
            std::string::npos)
      << Out;
  EXPECT_NE(Out.find("    1 x reason i\n    (2 other reasons)\n"), std::string::npos) << Out;
  EXPECT_EQ(Out.find("reason j"), std::string::npos) << Out;
}
