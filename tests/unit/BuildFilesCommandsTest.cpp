//===- BuildFilesCommandsTest.cpp - command lines: words, edits, flags ----===//
// lib/BuildFiles/Commands.cpp: the Sink, whole-line deletions, replacing
// words with their quoting kept, and the rules every command line gets
// (nvcc flags, the compiler, libraries).
#include "../../lib/BuildFiles/Matchers.h"
#include "BuildFilesTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;
using namespace cuda2hip::build::detail;
using namespace cuda2hip::test;

namespace {
/// The words of \p Text split at blanks (no quotes inside words).
Line lineOfWords(llvm::StringRef Text, Quoting Q = Quoting::Shell) {
  Line L;
  L.Q = Q;
  size_t I = 0;
  while (I < Text.size()) {
    if (Text[I] == ' ' || Text[I] == ',' || Text[I] == '[' || Text[I] == ']') {
      ++I;
      continue;
    }
    size_t E = Text.find_first_of(Q == Quoting::List ? ",]" : " ", I);
    if (E == llvm::StringRef::npos)
      E = Text.size();
    Word W;
    W.Offset = I;
    W.Length = E - I;
    llvm::StringRef S = Text.slice(I, E);
    if (S.size() >= 2 && (S.front() == '\'' || S.front() == '"')) {
      W.Quote = S.front();
      S = S.drop_front().drop_back();
    }
    W.Value = S.str();
    L.Words.push_back(W);
    I = E;
  }
  return L;
}

/// The one edit replaceWords made on \p Text, as "offset,length:new".
std::string replaced(llvm::StringRef Text, unsigned First, unsigned Count,
                     std::vector<std::string> New, Quoting Q = Quoting::Shell) {
  BuildFindings F;
  F.Path = "/x/f";
  F.Text = Text.str();
  Sink S(F);
  replaceWords(S, lineOfWords(Text, Q), First, Count, New, "build-test", "m");
  if (F.Items.size() != 1)
    return "edits: " + std::to_string(F.Items.size());
  const BuildFinding &B = F.Items[0];
  return std::to_string(B.Where.Offset) + "," + std::to_string(B.Where.Length) + ":" +
         B.Replacement.value_or("<none>");
}
} // namespace

TEST(BuildFilesCommands, SinkEditsAndReports) {
  BuildFindings F;
  F.Path = "/x/f";
  F.Text = "abc";
  Sink S(F);
  EXPECT_EQ(S.text(), "abc");
  S.edit(1, 1, "X", "build-a", "edited");
  S.report(0, 3, "build-b", "reported", "try this");
  ASSERT_EQ(F.Items.size(), 2u);
  EXPECT_EQ(F.Items[0].Replacement, std::optional<std::string>("X"));
  EXPECT_EQ(F.Items[0].Sev, Severity::Note) << "an applied edit is a note";
  EXPECT_EQ(F.Items[0].Where.File, "/x/f");
  EXPECT_FALSE(F.Items[1].Replacement.has_value()) << "a report changes nothing";
  EXPECT_EQ(F.Items[1].Suggestion, "try this");
  EXPECT_EQ(F.Items[1].Sev, Severity::Warning);
  EXPECT_EQ(F.Items[1].RuleId, "build-b");
}

TEST(BuildFilesCommands, WholeLinesAndSpelled) {
  // Alone on its line (blanks around): the whole line with its newline.
  EXPECT_EQ(wholeLines("a\n  x  \nb", 4, 5), (std::pair<unsigned, unsigned>{2, 8}));
  // Something else on the line: the range as it is.
  EXPECT_EQ(wholeLines("ab x\n", 3, 4), (std::pair<unsigned, unsigned>{3, 4}));
  EXPECT_EQ(wholeLines("x y\n", 0, 1), (std::pair<unsigned, unsigned>{0, 1}));
  // The last line, without a newline.
  EXPECT_EQ(wholeLines("a\nx", 2, 3), (std::pair<unsigned, unsigned>{2, 3}));
  Line L = lineOfWords("nvcc -O2 a.cu");
  EXPECT_EQ(spelled(L, 0, 3), "nvcc -O2 a.cu");
  EXPECT_EQ(spelled(L, 1, 1), "-O2");
  EXPECT_EQ(spelled(L, 2, 5), "a.cu") << "clipped at the end";
  EXPECT_EQ(spelled(L, 3, 1), "");
}

TEST(BuildFilesCommands, ReplaceWordsKeepsQuotingAndSeparators) {
  // Deleting: with the blanks before the words, or after the first word.
  EXPECT_EQ(replaced("nvcc -a -b x.cu", 1, 2, {}), "4,6:");
  EXPECT_EQ(replaced("-a x.cu", 0, 1, {}), "0,3:");
  EXPECT_EQ(replaced("-a", 0, 1, {}), "0,2:");
  // Replacing: shell words quoted when they need it, or as the word was.
  EXPECT_EQ(replaced("nvcc -a -b x.cu", 1, 2, {"-c", "-d e"}), "5,5:-c '-d e'");
  EXPECT_EQ(replaced("nvcc \"-arch=sm_80\" a.cu", 1, 1, {"--offload-arch=gfx942"}),
            "5,13:\"--offload-arch=gfx942\"");
  EXPECT_EQ(replaced("nvcc 'x' a.cu", 1, 1, {"y", "z"}), "5,3:'y' 'z'");
  // CMake words are never shell-quoted.
  EXPECT_EQ(replaced("F -a", 1, 1, {"-d e"}, Quoting::CMake), "2,2:-d e");
  // Python lists: string literals with the list's quote; a deleted
  // element takes its comma with it.
  EXPECT_EQ(replaced("['nvcc', '-G', 'a.cu']", 1, 1, {}, Quoting::List), "9,6:");
  EXPECT_EQ(replaced("['nvcc', '-G']", 1, 1, {}, Quoting::List), "7,6:");
  EXPECT_EQ(replaced("['nvcc', '-G']", 1, 1, {"-g", "-O0"}, Quoting::List), "9,4:'-g', '-O0'");
}

TEST(BuildFilesCommands, NvccFlags) {
  EXPECT_EQ(migrate("nvcc -Xcompiler -Wall,-fopenmp -Xptxas -v -maxrregcount=32 "
                    "--expt-extended-lambda -std=c++17 -rdc=true a.cu -o a -lcudart -lcurand\n",
                    FileKind::Shell),
            "hipcc -Wall -fopenmp -Rpass-analysis=kernel-resource-usage -std=c++17 "
            "-fgpu-rdc a.cu -o a -lamdhip64 -lhiprand\n");
  EXPECT_EQ(migrate("nvcc -x cu -t 4 --default-stream per-thread a.cu\n", FileKind::Shell),
            "hipcc -x hip -parallel-jobs=4 -fgpu-default-stream=per-thread a.cu\n");
  // -t 0 (one job per core) has no clang spelling: removed, with a warning.
  Plan P = migrateBuildFile("/x/r.sh", "nvcc -t 0 a.cu\n", FileKind::Shell, {});
  EXPECT_EQ(P.Files["/x/r.sh"].apply(), "hipcc a.cu\n");
  ASSERT_EQ(P.Diags.size(), 2u) << "the compiler's note and the warning";
  unsigned Warnings = 0;
  for (const Diagnostic &D : P.Diags)
    if (D.Sev == Severity::Warning) {
      ++Warnings;
      EXPECT_EQ(D.RuleId, "build-nvcc-flag");
      EXPECT_NE(D.Message.find("'-t 0' removed"), std::string::npos) << D.Message;
    }
  EXPECT_EQ(Warnings, 1u);
  // -Xcompiler is unwrapped on any command line; -G only on nvcc's.
  EXPECT_EQ(migrate("g++ -Xcompiler -fPIC -G a.cpp\n", FileKind::Shell), "g++ -fPIC -G a.cpp\n");
}

TEST(BuildFilesCommands, HostCompilerFlagInBothForms) {
  // nvcc takes -ccbin DIR and -ccbin=DIR alike; hipcc takes neither.
  EXPECT_EQ(migrate("nvcc -ccbin g++ a.cu\n", FileKind::Shell), "hipcc a.cu\n");
  EXPECT_EQ(migrate("nvcc -ccbin=/usr/bin/g++-12 a.cu\n", FileKind::Shell), "hipcc a.cu\n");
  EXPECT_EQ(migrate("nvcc --compiler-bindir=/usr/bin a.cu\n", FileKind::Shell), "hipcc a.cu\n");
}
