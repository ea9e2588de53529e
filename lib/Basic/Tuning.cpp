//===- Tuning.cpp - the environment switches, read in one place ----------===//
#include "cuda2hip/Tuning.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Path.h"
#include <cstdlib>

using namespace llvm;

namespace cuda2hip {

std::optional<std::string> Tuning::variable(StringRef Name) {
  if (const char *V = std::getenv(Name.str().c_str()))
    return std::string(V);
  return std::nullopt;
}

bool Tuning::isOff(StringRef V) {
  return V == "0" || V.equals_insensitive("off") || V.equals_insensitive("no") ||
         V.equals_insensitive("false");
}

namespace {

bool on(StringRef Name) {
  std::optional<std::string> V = Tuning::variable(Name);
  return !V || !Tuning::isOff(*V);
}

/// \p Name as a number of \p Unit-sized units, else \p Default's; a value
/// that is no number (or 0, when \p NoZero) keeps the default.
uint64_t amount(StringRef Name, unsigned long long Default, unsigned Shift,
                bool NoZero) {
  unsigned long long N = Default;
  if (std::optional<std::string> V = Tuning::variable(Name))
    if (StringRef(*V).getAsInteger(10, N) || (NoZero && N == 0))
      N = Default;
  return uint64_t(N) << Shift;
}

std::string cacheDir() {
  if (auto E = Tuning::variable("CUDA2HIP_CACHE_DIR"))
    return *E;
  if (auto X = Tuning::variable("XDG_CACHE_HOME"))
    return (Twine(*X) + "/cuda2hip").str();
  if (auto H = Tuning::variable("HOME"))
    return (Twine(*H) + "/.cache/cuda2hip").str();
  SmallString<128> T;
  sys::path::system_temp_directory(true, T);
  sys::path::append(T, "cuda2hip-cache");
  return std::string(T);
}

} // namespace

Tuning Tuning::fromEnvironment() {
  Tuning T;
  T.RocmPath = variable("ROCM_PATH");
  T.TorchInclude = variable("CUDA2HIP_TORCH_INCLUDE");
  T.HipOnCuda = variable("CUDA2HIP_HIP_ON_CUDA");
  T.CacheDir = cacheDir();
  T.DocsUrl = variable("CUDA2HIP_DOCS_URL").value_or("");
  if (auto W = variable("CUDA2HIP_LOCK_WAIT"))
    T.LockWaitSeconds = std::atoi(W->c_str());
  ParseSwitches &S = T.Parse;
  S.CudaPath = variable("CUDA_PATH");
  S.CudaHome = variable("CUDA_HOME");
  S.ResourceDir = variable("CUDA2HIP_RESOURCE_DIR");
  S.Pch = on("CUDA2HIP_PCH");
  S.PchTrim = on("CUDA2HIP_PCH_TRIM");
  S.PchScan = on("CUDA2HIP_PCH_SCAN");
  S.SkipBodies = on("CUDA2HIP_SKIP_BODIES");
  S.PchDebug = variable("CUDA2HIP_PCH_DEBUG").has_value();
  std::optional<std::string> P = variable("CUDA2HIP_PREFIX_PCH");
  using Prefix = ParseSwitches::Prefix;
  S.PrefixPch = P && *P == "1"  ? Prefix::Always
                : P && isOff(*P) ? Prefix::Off
                                 : Prefix::Shared;
  S.PchBlockBytes = amount("CUDA2HIP_PCH_BLOCK_KB", 4096, 10, /*NoZero=*/false);
  S.PchMemoryBytes = amount("CUDA2HIP_PCH_MEMORY_MB", 1024, 20, /*NoZero=*/true);
  return T;
}

} // namespace cuda2hip
