//===- TrapCauseTest.cpp - the condition that makes a kernel trap ---------===//
#include "cuda2hip/Verify.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuda2hip::verify;

using Files = std::vector<std::pair<std::string, std::string>>;

// The llama.cpp pattern: an architecture test in the kernel's body, its
// #else a macro (defined in a header) that prints and traps.
TEST(TrapCause, ElseBranchWithATrapMacro) {
  const char *Header = "#pragma once\n"
                       "#define NO_DEVICE_CODE do { printf(\"no device code\\n\"); __trap(); } while (0)\n";
  const char *Main = "#include \"common.h\"\n"      // 1
                     "__global__ void ok(float *x) { x[0] = 1.f; }\n"
                     "__global__ void mma(float *x) {\n" // 3
                     "  float y = x[0];\n"
                     "#if __CUDA_ARCH__ >= 800 // tensor cores\n" // 5
                     "  asm volatile(\"mma.sync ...\");\n"
                     "#else\n"
                     "  NO_DEVICE_CODE;\n"
                     "#endif\n"
                     "}\n";
  Files Bufs = {{"/p/common.h", Header}};
  std::optional<TrapCause> C = trapCause("main.cu", Main, 3, Bufs);
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Condition, "#if __CUDA_ARCH__ >= 800");
  EXPECT_EQ(C->Where, "main.cu:5");
  EXPECT_EQ(C->Branch, "#else");
  EXPECT_EQ(C->Trap, "NO_DEVICE_CODE (a macro that traps)");
  EXPECT_EQ(C->describe(), "the #else branch of '#if __CUDA_ARCH__ >= 800' at main.cu:5 "
                           "reduces to a trap: NO_DEVICE_CODE (a macro that traps)");
  // The kernel before it has no trap.
  EXPECT_FALSE(trapCause("main.cu", Main, 2, Bufs));
}

// A project macro defined under a CUDA condition (FP16_AVAILABLE): the
// condition that defines it is named too; an include guard is not.
TEST(TrapCause, ProjectMacroDefinedUnderAnArchTest) {
  const char *Header = "#ifndef COMMON_H\n"
                       "#define COMMON_H\n"
                       "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 600\n" // 3
                       "#  define FP16_AVAILABLE\n"
                       "#endif\n"
                       "#endif\n";
  const char *Main = "__global__ void h(__half *x) {\n"
                     "#ifdef FP16_AVAILABLE\n"
                     "  x[0] = __hadd(x[0], x[1]);\n"
                     "#else\n"
                     "  __trap();\n"
                     "#endif\n"
                     "}\n";
  std::optional<TrapCause> C = trapCause("k.cu", Main, 1, Files{{"/p/common.h", Header}});
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Condition, "#ifdef FP16_AVAILABLE");
  EXPECT_EQ(C->Trap, "__trap()");
  EXPECT_EQ(C->Macro, "FP16_AVAILABLE");
  EXPECT_EQ(C->MacroDefinedUnder,
            "'#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 600' at common.h:3");
  EXPECT_NE(C->describe().find("FP16_AVAILABLE is defined under '#if defined(__CUDA_ARCH__)"),
            std::string::npos);
  // Not defined under a CUDA condition: no macro named.
  C = trapCause("k.cu", Main, 1, Files{{"/p/common.h", "#define FP16_AVAILABLE\n"}});
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Macro.empty());
}

// The innermost branch that traps is named, and the first branch of a
// group is named by its own directive; asm("trap;") traps.
TEST(TrapCause, InnermostFirstBranch) {
  const char *Main = "__global__ void k(int *x) {\n"
                     "#if CUDART_VERSION >= 11000\n"
                     "  x[0] = 0;\n"
                     "#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 700\n" // 4
                     "  asm(\"trap;\");\n"
                     "#endif\n"
                     "#endif\n"
                     "}\n";
  std::optional<TrapCause> C = trapCause("k.cu", Main, 1, {});
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Where, "k.cu:4");
  EXPECT_EQ(C->Branch, "");
  EXPECT_EQ(C->Trap, "asm(\"trap;\")");
  EXPECT_EQ(C->describe().rfind("the branch of '#if !defined(__CUDA_ARCH__)", 0), 0u);
}

// A kernel defined once per branch: the branch that holds the trapping
// definition; an #elif is named as written.
TEST(TrapCause, DefinitionPerBranch) {
  const char *Main = "#if __CUDA_ARCH__ >= 900\n"
                     "__global__ void k(float *x) { x[0] = 1.f; }\n"
                     "#elif __CUDA_ARCH__ >= 800 \\\n"
                     "    && !defined(SLOW)\n"
                     "__global__ void k(float *x) { x[0] = 2.f; }\n"
                     "#else\n"
                     "__global__ void k(float *x) { __trap(); }\n" // 7
                     "#endif\n";
  std::optional<TrapCause> C = trapCause("k.cu", Main, 7, {});
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Condition, "#if __CUDA_ARCH__ >= 900");
  EXPECT_EQ(C->Where, "k.cu:1");
  EXPECT_EQ(C->Branch, "#else");
  EXPECT_FALSE(trapCause("k.cu", Main, 5, {}));
}

// No condition: nothing to name (a trap CUDA takes too, or none at all).
TEST(TrapCause, NoCondition) {
  EXPECT_FALSE(trapCause("k.cu", "__global__ void k() { __trap(); }\n", 1, {}));
  EXPECT_FALSE(trapCause("k.cu", "__global__ void k();\n", 1, {}));
  EXPECT_FALSE(trapCause("k.cu", "", 3, {}));
  // Braces and directives in comments and strings do not count.
  const char *Main = "__global__ void k(char *s) { /* } */ s[0] = '}';\n"
                     "  const char *t = \"#if }\";\n"
                     "#if __CUDA_ARCH__ < 600\n"
                     "  __trap();\n"
                     "#endif\n"
                     "}\n";
  std::optional<TrapCause> C = trapCause("k.cu", Main, 1, {});
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Where, "k.cu:3");
}

// findTrapCause reads the kernel's file and what it includes with quotes
// (the trap macro is in a header beside it).
TEST(TrapCause, FindReadsQuotedIncludes) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("trapcause", Dir));
  auto Write = [&](const char *Name, const char *Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS((Dir + "/" + Name).str(), EC);
    OS << Text;
  };
  Write("nodev.h", "#define NO_DEVICE_CODE __trap()\n");
  Write("k.cu", "#include <cstdio>\n"
                "#  include \"nodev.h\"\n"
                "__global__ void k(float *x) {\n"
                "#if __CUDA_ARCH__ >= 900\n"
                "  x[0] = 1.f;\n"
                "#else\n"
                "  NO_DEVICE_CODE;\n"
                "#endif\n"
                "}\n");
  std::string Main = (Dir + "/k.cu").str();
  KernelInfo K{"_Z1kPf", "k", "k.cu:3", ""};
  std::optional<TrapCause> C = findTrapCause(K, Main);
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Where, "k.cu:4");
  EXPECT_EQ(C->Trap, "NO_DEVICE_CODE (a macro that traps)");
  llvm::sys::fs::remove_directories(Dir);
}
