//===- SuppressTest.cpp - suppression comments, both spellings ------------===//
#include "cuda2hip/Suppress.h"
#include "gtest/gtest.h"
#include <string>

using namespace cuda2hip;
using llvm::StringRef;

TEST(Suppress, NolintSpellings) {
  std::string T = "a(); // NOLINT\n"
                  "b(); // NOLINT(cuda2hip-residue, cuda2hip-drift)\n"
                  "c(); // NOLINT(cuda2hip-*)\n"
                  "d(); // NOLINT(bugprone-foo)\n"
                  "// NOLINTNEXTLINE(cuda2hip-warp-size-literal)\n"
                  "e();\n"
                  "// NOLINT(cuda2hip-residue)\n"
                  "f();\n"
                  "const char *s = \"NOLINT\"; g();\n";
  auto At = [&](StringRef S) { return unsigned(StringRef(T).find(S)); };
  EXPECT_TRUE(isSuppressed(T, At("a()"), "residue")) << "bare: every rule";
  EXPECT_TRUE(isSuppressed(T, At("b()"), "drift")) << "list";
  EXPECT_TRUE(isSuppressed(T, At("b()"), "cuda2hip-residue"));
  EXPECT_FALSE(isSuppressed(T, At("b()"), "target"));
  EXPECT_TRUE(isSuppressed(T, At("c()"), "anything")) << "cuda2hip-*";
  EXPECT_FALSE(isSuppressed(T, At("d()"), "residue")) << "another tool's rule";
  EXPECT_TRUE(isSuppressed(T, At("e()"), "warp-size-literal")) << "NEXTLINE";
  EXPECT_FALSE(isSuppressed(T, At("e()"), "residue"));
  EXPECT_FALSE(isSuppressed(T, At("f()"), "residue")) << "NOLINT is its own line only";
  EXPECT_FALSE(isSuppressed(T, At("g()"), "residue")) << "not in a comment";
}

TEST(Suppress, IgnoreSpelling) {
  std::string T = "// cuda2hip: ignore residue\n"
                  "a();\n"
                  "b(); /* cuda2hip: ignore all */\n"
                  "int gap;\n"
                  "c(); // cuda2hip: ignore drift\n";
  auto At = [&](StringRef S) { return unsigned(StringRef(T).find(S)); };
  EXPECT_TRUE(isSuppressed(T, At("a()"), "residue"));
  EXPECT_TRUE(isSuppressed(T, At("b()"), "warp-size-literal")) << "all, hazards too";
  EXPECT_FALSE(isSuppressed(T, At("c()"), "residue"));
  EXPECT_FALSE(isSuppressed(T, unsigned(T.size()) + 1, "residue")) << "past the end";
}
