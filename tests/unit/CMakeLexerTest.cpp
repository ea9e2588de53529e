//===- CMakeLexerTest.cpp - the CMake tokenizer ---------------------------===//
#include "cuda2hip/BuildSyntax.h"
#include "gtest/gtest.h"

using namespace cuda2hip::build;

namespace {

std::vector<std::string> values(const CMakeCommand &C) {
  std::vector<std::string> R;
  for (const CMakeArg &A : C.Args)
    R.push_back(A.Value);
  return R;
}

TEST(CMakeLexer, CommandsAndArguments) {
  llvm::StringRef T = "PROJECT(demo LANGUAGES CXX CUDA)\n"
                      "  add_library(k STATIC a.cu\n    b.cpp)\n";
  CMakeFile F = lexCMake(T);
  ASSERT_EQ(F.Commands.size(), 2u);
  EXPECT_TRUE(F.Errors.empty());
  EXPECT_EQ(F.Commands[0].Name, "project"); // names ignore case
  EXPECT_EQ(values(F.Commands[0]),
            (std::vector<std::string>{"demo", "LANGUAGES", "CXX", "CUDA"}));
  const CMakeCommand &L = F.Commands[1];
  EXPECT_EQ(L.Name, "add_library");
  EXPECT_EQ(L.Line, 2u);
  EXPECT_EQ(L.Indent, "  ");
  EXPECT_EQ(T.substr(L.Offset, L.NameLength), "add_library");
  EXPECT_EQ(T[L.Open], '(');
  EXPECT_EQ(T[L.Close], ')');
  ASSERT_EQ(L.Args.size(), 4u);
  EXPECT_EQ(T.substr(L.Args[3].Offset, L.Args[3].Length), "b.cpp");
}

TEST(CMakeLexer, QuotedArguments) {
  llvm::StringRef T = "set(X \"a \\\"b\\\" ${Y} \\\n c\" \"d;e\")";
  CMakeFile F = lexCMake(T);
  ASSERT_EQ(F.Commands.size(), 1u);
  const auto &A = F.Commands[0].Args;
  ASSERT_EQ(A.size(), 3u);
  EXPECT_EQ(A[1].Kind, CMakeArgKind::Quoted);
  EXPECT_EQ(A[1].Value, "a \"b\" ${Y}  c"); // escapes resolved, continuation gone
  EXPECT_EQ(T.substr(A[1].Offset, 1), "\"");
  EXPECT_EQ(T[A[1].end() - 1], '"');
  EXPECT_EQ(T.substr(A[1].ValueOffset, 3), "a \\");
  EXPECT_EQ(A[2].Value, "d;e");
}

TEST(CMakeLexer, BracketArgumentsAndComments) {
  llvm::StringRef T = "#[[ set(CMAKE_CUDA_FLAGS x) ]]\n"
                      "set(DOC [=[keep ]] this]=] # a comment (with parens\n"
                      "  tail) # after\n";
  CMakeFile F = lexCMake(T);
  ASSERT_EQ(F.Commands.size(), 1u);
  EXPECT_TRUE(F.Errors.empty());
  const auto &A = F.Commands[0].Args;
  ASSERT_EQ(A.size(), 3u);
  EXPECT_EQ(A[1].Kind, CMakeArgKind::Bracket);
  EXPECT_EQ(A[1].Value, "keep ]] this");
  EXPECT_EQ(A[2].Value, "tail");
  ASSERT_EQ(F.Comments.size(), 3u);
  EXPECT_TRUE(F.Comments[0].Bracket);
  EXPECT_EQ(T.substr(F.Comments[1].Offset, F.Comments[1].Length),
            "# a comment (with parens");
}

TEST(CMakeLexer, NestedParenthesesAndLegacyQuotes) {
  llvm::StringRef T = "if((A OR B) AND NOT (C))\nendif()\n"
                      "add_definitions(-DNAME=\"a b\" -DX)\n";
  CMakeFile F = lexCMake(T);
  ASSERT_EQ(F.Commands.size(), 3u);
  std::vector<std::string> V = values(F.Commands[0]);
  EXPECT_EQ(V, (std::vector<std::string>{"(", "A", "OR", "B", ")", "AND", "NOT", "(",
                                         "C", ")"}));
  EXPECT_TRUE(F.Commands[0].Args[0].isParen());
  EXPECT_TRUE(F.Commands[1].Args.empty());
  // -DNAME="a b" is one unquoted (legacy) argument.
  EXPECT_EQ(values(F.Commands[2]),
            (std::vector<std::string>{"-DNAME=\"a b\"", "-DX"}));
}

TEST(CMakeLexer, ErrorsAreReportedAndSkipped) {
  CMakeFile F = lexCMake("set X\nproject(p)\n(\nmessage(\"open\n");
  ASSERT_EQ(F.Commands.size(), 1u);
  EXPECT_EQ(F.Commands[0].Name, "project");
  ASSERT_EQ(F.Errors.size(), 4u);
  EXPECT_NE(F.Errors[0].Message.find("expected '('"), std::string::npos);
  EXPECT_NE(F.Errors[1].Message.find("unexpected '('"), std::string::npos);
  EXPECT_NE(F.Errors[2].Message.find("unterminated quoted"), std::string::npos);
}

TEST(CMakeLexer, Helpers) {
  llvm::StringRef T = "a\n  b(x)\nc";
  EXPECT_EQ(lineOf(T, 0), 1u);
  EXPECT_EQ(lineOf(T, 4), 2u);
  EXPECT_EQ(lineEnd(T, 4), 8u);
  EXPECT_EQ(indentOf(T, 4), "  ");
  EXPECT_EQ(indentOf(T, 9), "");
  EXPECT_EQ(lineEnd(T, 9), 10u);
}

} // namespace
