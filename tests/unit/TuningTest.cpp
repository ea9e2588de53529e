//===- TuningTest.cpp - the environment switches, read in one place -------===//
//
// lib/Basic/Tuning.cpp: each switch's values (off is 0, off, no or false),
// the numbers that fall back to their default, the cache folder's order.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tuning.h"
#include "gtest/gtest.h"
#include <cstdlib>

using namespace cuda2hip;

namespace {

/// Sets \p Name for the scope, restoring what it was.
class ScopedEnv {
public:
  ScopedEnv(const char *Name, const char *Value) : Name(Name) {
    if (const char *Old = std::getenv(Name))
      Saved = Old;
    if (Value)
      ::setenv(Name, Value, 1);
    else
      ::unsetenv(Name);
  }
  ~ScopedEnv() {
    if (Saved)
      ::setenv(Name, Saved->c_str(), 1);
    else
      ::unsetenv(Name);
  }

private:
  const char *Name;
  std::optional<std::string> Saved;
};

TEST(Tuning, OffIsZeroOffNoOrFalse) {
  for (const char *V : {"0", "off", "OFF", "no", "false", "False"})
    EXPECT_TRUE(Tuning::isOff(V)) << V;
  for (const char *V : {"1", "on", "yes", "", "2"})
    EXPECT_FALSE(Tuning::isOff(V)) << V;
  {
    ScopedEnv E("CUDA2HIP_PCH", "off");
    EXPECT_FALSE(Tuning::fromEnvironment().Parse.Pch);
  }
  {
    ScopedEnv E("CUDA2HIP_PCH", "1");
    EXPECT_TRUE(Tuning::fromEnvironment().Parse.Pch);
  }
  ScopedEnv E("CUDA2HIP_PCH", nullptr);
  EXPECT_TRUE(Tuning::fromEnvironment().Parse.Pch);
}

TEST(Tuning, PrefixPchHasThreeModes) {
  {
    ScopedEnv E("CUDA2HIP_PREFIX_PCH", "1");
    EXPECT_EQ(Tuning::fromEnvironment().Parse.PrefixPch, ParseSwitches::Prefix::Always);
  }
  {
    ScopedEnv E("CUDA2HIP_PREFIX_PCH", "no");
    EXPECT_EQ(Tuning::fromEnvironment().Parse.PrefixPch, ParseSwitches::Prefix::Off);
  }
  ScopedEnv E("CUDA2HIP_PREFIX_PCH", nullptr);
  EXPECT_EQ(Tuning::fromEnvironment().Parse.PrefixPch, ParseSwitches::Prefix::Shared);
}

TEST(Tuning, NumbersFallBackToTheirDefault) {
  {
    ScopedEnv A("CUDA2HIP_PCH_BLOCK_KB", "8"), B("CUDA2HIP_PCH_MEMORY_MB", "2");
    Tuning T = Tuning::fromEnvironment();
    EXPECT_EQ(T.Parse.PchBlockBytes, 8u << 10);
    EXPECT_EQ(T.Parse.PchMemoryBytes, 2u << 20);
  }
  ScopedEnv A("CUDA2HIP_PCH_BLOCK_KB", "lots"), B("CUDA2HIP_PCH_MEMORY_MB", "0");
  Tuning T = Tuning::fromEnvironment();
  EXPECT_EQ(T.Parse.PchBlockBytes, uint64_t(4096) << 10);
  EXPECT_EQ(T.Parse.PchMemoryBytes, uint64_t(1024) << 20); // 0 MB: the default
}

TEST(Tuning, CacheFolderOrder) {
  ScopedEnv Home("HOME", "/home/u");
  {
    ScopedEnv C("CUDA2HIP_CACHE_DIR", "/c"), X("XDG_CACHE_HOME", "/x");
    EXPECT_EQ(Tuning::fromEnvironment().CacheDir, "/c");
  }
  {
    ScopedEnv C("CUDA2HIP_CACHE_DIR", nullptr), X("XDG_CACHE_HOME", "/x");
    EXPECT_EQ(Tuning::fromEnvironment().CacheDir, "/x/cuda2hip");
  }
  ScopedEnv C("CUDA2HIP_CACHE_DIR", nullptr), X("XDG_CACHE_HOME", nullptr);
  EXPECT_EQ(Tuning::fromEnvironment().CacheDir, "/home/u/.cache/cuda2hip");
}

TEST(Tuning, InstallationsAndTheLockWait) {
  ScopedEnv A("CUDA_PATH", "/opt/cuda"), B("CUDA_HOME", nullptr),
      L("CUDA2HIP_LOCK_WAIT", "7"), D("CUDA2HIP_DOCS_URL", "https://x/");
  Tuning T = Tuning::fromEnvironment();
  EXPECT_EQ(T.Parse.CudaPath, std::optional<std::string>("/opt/cuda"));
  EXPECT_FALSE(T.Parse.CudaHome);
  EXPECT_EQ(T.LockWaitSeconds, std::optional<int>(7));
  EXPECT_EQ(T.DocsUrl, "https://x/");
  EXPECT_EQ(Tuning::variable("CUDA_PATH"), std::optional<std::string>("/opt/cuda"));
}

} // namespace
