//===- ConditionsTest.cpp - #if conditions on CUDA and on HIP -------------===//
#include "cuda2hip/Conditions.h"
#include "gtest/gtest.h"
#include <map>

using namespace cuda2hip;
using namespace llvm;

namespace {
std::optional<long long> eval(StringRef Cond, const std::map<std::string, long long> &Defined,
                              Conditional::KindT K = Conditional::If) {
  auto W = [&](StringRef N) -> std::optional<MacroState> {
    auto It = Defined.find(N.str());
    if (It != Defined.end())
      return MacroState{true, It->second};
    if (N.starts_with("UNKNOWN"))
      return std::nullopt;
    return MacroState{false, 0};
  };
  return evalCondition(Cond, W, K);
}

/// The text of the branches deadOnRocm() finds.
std::vector<std::string> dead(StringRef Buf) {
  std::vector<std::string> Out;
  for (auto [B, E] : deadOnRocm(Buf))
    Out.push_back(Buf.slice(B, E).trim().str());
  return Out;
}
} // namespace

TEST(Conditions, Arithmetic) {
  EXPECT_EQ(eval("__CUDA_ARCH__ >= 800", {{"__CUDA_ARCH__", 860}}), 1);
  EXPECT_EQ(eval("__CUDA_ARCH__ >= 800", {}), 0); // undefined reads as 0
  EXPECT_EQ(eval("(1 + 2) * 3 == 9 && !0", {}), 1);
  EXPECT_EQ(eval("0x10 >> 2 | 1", {}), 5);
  EXPECT_EQ(eval("1 ? 2 : 3", {}), 2);
  EXPECT_EQ(eval("12000ULL > 11000L", {}), 1);
  EXPECT_EQ(eval("X /* comment */ + 1 // trailing", {{"X", 1}}), 2);
  EXPECT_EQ(eval("defined(X) && \\\n  X > 2", {{"X", 3}}), 1);
}

TEST(Conditions, UnknownMacrosStayUnknownUnlessShortCircuited) {
  EXPECT_EQ(eval("UNKNOWN_A > 1", {}), std::nullopt);
  EXPECT_EQ(eval("0 && UNKNOWN_A", {}), 0);
  EXPECT_EQ(eval("UNKNOWN_A || 1", {}), 1);
  EXPECT_EQ(eval("!defined(UNKNOWN_A)", {}), std::nullopt);
  EXPECT_EQ(eval("__has_include(<x.h>)", {}), std::nullopt);
  EXPECT_EQ(eval("1 +", {}), std::nullopt);     // unreadable
  EXPECT_EQ(eval("1 / 0", {}), std::nullopt);
}

TEST(Conditions, NameDirectives) {
  EXPECT_EQ(eval("USE_ROCM", {{"USE_ROCM", 1}}, Conditional::Ifdef), 1);
  EXPECT_EQ(eval("USE_ROCM // why", {{"USE_ROCM", 1}}, Conditional::Ifndef), 0);
}

TEST(Conditions, ScanFindsDirectivesOutsideComments) {
  StringRef Buf = "#if A\n/*\n#if B\n*/\n  #  ifdef C \\\n   more\n#endif\n#else\n#endif\n";
  std::vector<Conditional> C = scanConditionals(Buf);
  ASSERT_EQ(C.size(), 5u);
  EXPECT_EQ(C[0].Kind, Conditional::If);
  EXPECT_EQ(C[1].Kind, Conditional::Ifdef);
  EXPECT_EQ(Buf.slice(C[1].CondBegin, C[1].CondEnd).trim(), "C \\\n   more");
  EXPECT_EQ(C[2].Kind, Conditional::Endif);
  EXPECT_EQ(C[3].Kind, Conditional::Else);
  EXPECT_EQ(C[4].Kind, Conditional::Endif);
}

TEST(Conditions, ExistenceOperands) {
  std::vector<CondName> N = conditionNames("(__CUDA_ARCH__ >= 800 || !defined(__CUDA_ARCH__))");
  ASSERT_EQ(N.size(), 2u);
  EXPECT_FALSE(N[0].Existence);
  EXPECT_TRUE(N[1].Existence);
  EXPECT_TRUE(conditionNames("__CUDA_ARCH__", Conditional::Ifdef)[0].Existence);
}

TEST(Conditions, DeadOnRocm) {
  EXPECT_EQ(dead("#ifndef USE_ROCM\ncuda\n#else\nhip\n#endif\n"),
            std::vector<std::string>{"#ifndef USE_ROCM\ncuda"});
  EXPECT_EQ(dead("#ifdef USE_ROCM\nhip\n#else\ncuda\n#endif\n"),
            std::vector<std::string>{"cuda"});
  // Other macros unknown: only what is false whatever they are.
  EXPECT_EQ(dead("#if !defined(USE_ROCM) && CUDA_VERSION >= 12000\na\n#endif\n"
                 "#if CUDA_VERSION >= 12000\nb\n#endif\n"),
            std::vector<std::string>{"#if !defined(USE_ROCM) && CUDA_VERSION >= 12000\na"});
  EXPECT_EQ(dead("#if defined(USE_ROCM)\nr\n#elif X\nx\n#else\ny\n#endif\n"),
            (std::vector<std::string>{"#elif X\nx", "y"}));
  // A nested group inside a dead branch is reported once, with it.
  EXPECT_EQ(dead("#ifndef USE_ROCM\n#if X\nx\n#endif\n#endif\n"),
            std::vector<std::string>{"#ifndef USE_ROCM\n#if X\nx\n#endif"});
  EXPECT_EQ(dead("#ifdef __HIP_PLATFORM_NVIDIA__\nn\n#endif\n"),
            std::vector<std::string>{"#ifdef __HIP_PLATFORM_NVIDIA__\nn"});
}

TEST(Conditions, IncludesTorch) {
  EXPECT_TRUE(includesTorch("#include <torch/extension.h>\n"));
  EXPECT_TRUE(includesTorch("  #  include \"ATen/cuda/CUDAContext.h\"\n"));
  EXPECT_FALSE(includesTorch("#include <cuda_runtime.h>\n// include <torch/x.h>\n"));
}
