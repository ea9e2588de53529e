//===- ShellLexerTest.cpp - shell words, Makefile lines, Python tokens ----===//
#include "cuda2hip/BuildSyntax.h"
#include "gtest/gtest.h"

using namespace cuda2hip::build;

namespace {

std::vector<std::string> words(const ShellCommand &C) {
  std::vector<std::string> R;
  for (const ShellWord &W : C.Words)
    R.push_back(W.Value);
  return R;
}

TEST(ShellLexer, WordsQuotesAndComments) {
  llvm::StringRef T = "nvcc -O3 \"-arch=sm_80\" 'a b'\\ c x\\\n  y # note\n";
  ShellScript S = lexShell(T);
  ASSERT_EQ(S.Commands.size(), 1u);
  EXPECT_EQ(words(S.Commands[0]),
            (std::vector<std::string>{"nvcc", "-O3", "-arch=sm_80", "a b c", "x", "y"}));
  const ShellWord &W = S.Commands[0].Words[2];
  EXPECT_TRUE(W.Quoted);
  EXPECT_EQ(T.substr(W.Offset, W.Length), "\"-arch=sm_80\"");
  ASSERT_EQ(S.Comments.size(), 1u);
  EXPECT_EQ(T.substr(S.Comments[0].first, S.Comments[0].second), "# note");
}

TEST(ShellLexer, OperatorsSplitCommands) {
  ShellScript S = lexShell("a 1; b && c || d | e 2>&1 > out & f\n(g)");
  ASSERT_EQ(S.Commands.size(), 7u);
  EXPECT_EQ(words(S.Commands[0]), (std::vector<std::string>{"a", "1"}));
  EXPECT_TRUE(S.Commands[3].PipeOut);
  EXPECT_TRUE(S.Commands[4].PipeIn);
  EXPECT_EQ(words(S.Commands[4]), (std::vector<std::string>{"e", "2>&1", ">", "out"}));
  EXPECT_TRUE(S.Commands[4].Words[1].Redirect);
  EXPECT_TRUE(S.Commands[4].Words[2].Redirect);
  EXPECT_FALSE(S.Commands[4].Words[3].Redirect);
  EXPECT_EQ(words(S.Commands[6]), (std::vector<std::string>{"g"}));
}

TEST(ShellLexer, CommandSubstitutionsAreCommandsOfTheirOwn) {
  llvm::StringRef T = "N=$(nvidia-smi -L | wc -l)\necho \"$(nvcc --version)\" `hipcc -v`\n";
  ShellScript S = lexShell(T, ShellDialect::Sh, 100);
  // N=..., nvidia-smi -L, wc -l, echo ..., nvcc --version, hipcc -v
  ASSERT_EQ(S.Commands.size(), 6u);
  EXPECT_EQ(S.Commands[0].Words[0].Value, "N=$(nvidia-smi -L | wc -l)");
  EXPECT_TRUE(S.Commands[0].Words[0].HasSubstitution);
  EXPECT_EQ(words(S.Commands[1]), (std::vector<std::string>{"nvidia-smi", "-L"}));
  EXPECT_TRUE(S.Commands[1].Substituted);
  EXPECT_TRUE(S.Commands[1].PipeOut);
  EXPECT_EQ(S.Commands[1].Words[0].Offset, 100u + 4);
  EXPECT_EQ(words(S.Commands[4]), (std::vector<std::string>{"nvcc", "--version"}));
  EXPECT_EQ(T.substr(S.Commands[4].Words[0].Offset - 100, 4), "nvcc");
  EXPECT_EQ(words(S.Commands[5]), (std::vector<std::string>{"hipcc", "-v"}));
}

TEST(ShellLexer, HereDocumentsAreText) {
  ShellScript S = lexShell("cat <<EOF > f\nnvcc -arch=sm_80\nEOF\nls\n"
                           "cat <<-'X'\n\tnvidia-smi\n\tX\npwd\n");
  std::vector<std::string> First;
  for (const ShellCommand &C : S.Commands)
    First.push_back(C.Words[0].Value);
  EXPECT_EQ(First, (std::vector<std::string>{"cat", "ls", "cat", "pwd"}));
}

TEST(ShellLexer, MakeDialect) {
  llvm::StringRef T = "$(CUDA_PATH)/bin/nvcc $$HOME ${X} $(shell nvidia-smi -L)";
  ShellScript S = lexShell(T, ShellDialect::Make);
  ASSERT_EQ(S.Commands.size(), 2u);
  EXPECT_EQ(words(S.Commands[0]), (std::vector<std::string>{"$(CUDA_PATH)/bin/nvcc",
                                                            "$$HOME", "${X}",
                                                            "$(shell nvidia-smi -L)"}));
  EXPECT_FALSE(S.Commands[0].Words[0].HasSubstitution);
  EXPECT_TRUE(S.Commands[0].Words[3].HasSubstitution);
  EXPECT_EQ(words(S.Commands[1]), (std::vector<std::string>{"nvidia-smi", "-L"}));
}

TEST(MakefileLexer, LineKinds) {
  llvm::StringRef T = "# c\n"
                      "NVCC ?= nvcc\n"
                      "FLAGS := -O3 \\\n  -arch=sm_80   # arch\n"
                      "export CUDA_HOME = /usr/local/cuda\n"
                      "all: a.o ; @echo hi\n"
                      "a.o: a.cu\n"
                      "\t@$(NVCC) $(FLAGS) -c $<\n"
                      "ifeq ($(X),1)\n"
                      "define RECIPE\n"
                      "nvcc -c x.cu\n"
                      "endef\n";
  std::vector<MakeLine> L = lexMakefile(T);
  ASSERT_EQ(L.size(), 11u);
  EXPECT_EQ(L[0].Kind, MakeLineKind::Blank);
  EXPECT_EQ(L[1].Kind, MakeLineKind::Assign);
  EXPECT_EQ(L[1].Var, "NVCC");
  EXPECT_EQ(L[1].Op, "?=");
  EXPECT_EQ(L[2].Op, ":=");
  ASSERT_EQ(L[2].Shell.Commands.size(), 1u);
  EXPECT_EQ(words(L[2].Shell.Commands[0]), (std::vector<std::string>{"-O3", "-arch=sm_80"}));
  EXPECT_EQ(L[3].Var, "CUDA_HOME");
  EXPECT_EQ(T.substr(L[3].VarOffset, 9), "CUDA_HOME");
  EXPECT_EQ(L[4].Kind, MakeLineKind::Rule);
  EXPECT_EQ(words(L[4].Shell.Commands[0]), (std::vector<std::string>{"@echo", "hi"}));
  EXPECT_EQ(L[6].Kind, MakeLineKind::Recipe);
  EXPECT_EQ(L[6].Shell.Commands[0].Words[0].Value, "$(NVCC)"); // '@' stripped
  EXPECT_EQ(L[7].Kind, MakeLineKind::Directive);
  EXPECT_EQ(L[9].Kind, MakeLineKind::Recipe); // inside define
  EXPECT_EQ(L[10].Kind, MakeLineKind::Directive);
}

TEST(PythonLexer, StringsCommentsNames) {
  llvm::StringRef T = "x = r'a\\'b' + \"\"\"doc\n'q'\"\"\" # c 'no'\nf\"{y}\" b'z' 12 name\n";
  std::vector<PyToken> K = lexPython(T);
  std::vector<std::pair<PyTokKind, std::string>> Got;
  for (const PyToken &P : K)
    if (P.Kind != PyTokKind::Newline && P.Kind != PyTokKind::Op)
      Got.push_back({P.Kind, P.Value});
  ASSERT_EQ(Got.size(), 8u);
  EXPECT_EQ(Got[0].second, "x");
  EXPECT_EQ(Got[1].first, PyTokKind::String);
  EXPECT_EQ(Got[1].second, "a\\'b");
  EXPECT_EQ(Got[2].second, "doc\n'q'");
  EXPECT_EQ(Got[3].first, PyTokKind::Comment);
  EXPECT_EQ(Got[4].second, "{y}");
  EXPECT_EQ(Got[5].second, "z");
  EXPECT_EQ(Got[6].first, PyTokKind::Number);
  EXPECT_EQ(Got[7].second, "name");
  const PyToken *Raw = &K[2];
  EXPECT_TRUE(Raw->Raw);
  EXPECT_EQ(T.substr(Raw->Offset, Raw->Length), "r'a\\'b'");
  EXPECT_EQ(T.substr(Raw->ValueOffset, Raw->Value.size()), Raw->Value);
  for (const PyToken &P : K)
    if (P.Kind == PyTokKind::String && P.Value == "{y}")
      EXPECT_TRUE(P.Formatted);
}

} // namespace
