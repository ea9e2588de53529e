//===- BuildFilesCMakeLegacyTest.cpp - FindCUDA commands: the suggestion --===//
// lib/BuildFiles/CMakeLegacy.cpp: FindCUDA's commands are reported, never
// rewritten; the suggested rewrite is built from the command's arguments.
#include "cuda2hip/BuildFiles.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;

namespace {
/// The one finding of \p Text (a CMakeLists.txt).
Diagnostic legacy(llvm::StringRef Text) {
  Plan P = migrateBuildFile("/x/CMakeLists.txt", Text, FileKind::CMake, {});
  EXPECT_TRUE(P.Files.empty()) << "reported, not applied: " << Text.str();
  EXPECT_EQ(P.Diags.size(), 1u) << Text.str();
  if (P.Diags.empty())
    return Diagnostic();
  EXPECT_EQ(P.Diags[0].RuleId, "build-cmake-legacy");
  EXPECT_EQ(P.Diags[0].Sev, Severity::Warning);
  return P.Diags[0];
}
} // namespace

TEST(BuildFilesCMakeLegacy, AddLibraryKeepsSourcesAndOptions) {
  Diagnostic D = legacy("cuda_add_library(k STATIC a.cu b.cpp OPTIONS -arch=sm_80 "
                        "-Xcompiler -fPIC)\n");
  EXPECT_EQ(D.Message, "'cuda_add_library' is the legacy FindCUDA module's");
  // The .cu files get LANGUAGE HIP; the options are translated (the
  // architecture comes from CMake, -Xcompiler is unwrapped).
  EXPECT_EQ(D.FixIt, "add_library(k STATIC a.cu b.cpp)\n"
                     "set_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)\n"
                     "target_compile_options(k PRIVATE -fPIC)");
}

TEST(BuildFilesCMakeLegacy, IndentedAndWithoutSources) {
  Diagnostic D = legacy("if(X)\n  cuda_add_executable(app main.cu util.cpp k.cu)\nendif()\n");
  EXPECT_EQ(D.FixIt, "add_executable(app main.cu util.cpp k.cu)\n"
                     "  set_source_files_properties(main.cu k.cu PROPERTIES LANGUAGE HIP)");
  EXPECT_EQ(D.Where.Offset, 8u);
  EXPECT_EQ(legacy("cuda_add_executable(b)\n").FixIt, "add_executable(b)");
  EXPECT_EQ(legacy("cuda_add_executable(b b.cpp)\n").FixIt, "add_executable(b b.cpp)")
      << "no .cu: no LANGUAGE HIP line";
}

TEST(BuildFilesCMakeLegacy, OtherCommands) {
  // A row with a HIP command and a note: the target and the note.
  EXPECT_EQ(legacy("cuda_add_cublas_to_target(k)\n").FixIt,
            "target_link_libraries(k roc::hipblas)");
  // A plain rename keeps the arguments as written.
  EXPECT_EQ(legacy("cuda_include_directories(inc \"my dir\")\n").FixIt,
            "include_directories(inc \"my dir\")");
  // No HIP command: no fix-it, the reason in the message.
  Diagnostic W = legacy("cuda_wrap_srcs(k OBJ x a.cu)\n");
  EXPECT_EQ(W.FixIt, "");
  EXPECT_EQ(W.Message, "'cuda_wrap_srcs' is the legacy FindCUDA module's: compile the "
                       "sources in a target: set_source_files_properties(... PROPERTIES "
                       "LANGUAGE HIP)");
}
