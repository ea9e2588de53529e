//===- cuda2hip/Tuning.h - the environment switches, read in one place -*- C++ -*-===//
//
// Foundation: every environment variable cuda2hip looks at, read by
// Tuning::fromEnvironment() (lib/Basic/Tuning.cpp), the one place that calls
// getenv. Only the commands call it (tools/), once, at the edge; what a
// library needs flows down as plain settings of the options it receives:
// the parse layer's switches as ParseOptions::Switches (Parse.h), verify's
// as VerifyRun::Env, the docs URL and the tree lock's wait as fields of the
// run's options, the CUDA, ROCm, PyTorch and resource folders as arguments
// of the functions that look them up. `cuda2hip doctor` reports variables
// through variable().
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TUNING_H
#define CUDA2HIP_TUNING_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace cuda2hip {

/// The parse layer's switches (ParseOptions::Switches): how it parses,
/// never what it finds, and where it looks for an installation when none
/// is given. The defaults are those of an environment that sets none.
struct ParseSwitches {
  std::optional<std::string> CudaPath, CudaHome; ///< $CUDA_PATH, $CUDA_HOME
  std::optional<std::string> ResourceDir;        ///< $CUDA2HIP_RESOURCE_DIR
  // A switch "off" is 0, off, no or false.
  bool Pch = true;        ///< CUDA2HIP_PCH: the PCH of the CUDA preamble
  bool PchTrim = true;    ///< CUDA2HIP_PCH_TRIM: the trimmed PCH source
  bool PchScan = true;    ///< CUDA2HIP_PCH_SCAN: the header-cost scan's directives
  bool SkipBodies = true; ///< CUDA2HIP_SKIP_BODIES: foreign bodies may be skipped
  bool PchDebug = false;  ///< CUDA2HIP_PCH_DEBUG set: timings and blocks on stderr
  /// CUDA2HIP_PREFIX_PCH: PCHs of blocks of leading includes that units
  /// share (Shared), of every unit's block (1: Always), or none (off).
  enum class Prefix { Shared, Always, Off } PrefixPch = Prefix::Shared;
  uint64_t PchBlockBytes = uint64_t(4096) << 10;  ///< CUDA2HIP_PCH_BLOCK_KB
  uint64_t PchMemoryBytes = uint64_t(1024) << 20; ///< CUDA2HIP_PCH_MEMORY_MB
};

struct Tuning {
  // Installations.
  std::optional<std::string> RocmPath;           ///< $ROCM_PATH
  std::optional<std::string> TorchInclude;       ///< $CUDA2HIP_TORCH_INCLUDE
  std::optional<std::string> HipOnCuda;          ///< $CUDA2HIP_HIP_ON_CUDA (verify)
  /// verify's cache: $CUDA2HIP_CACHE_DIR, else $XDG_CACHE_HOME/cuda2hip,
  /// else $HOME/.cache/cuda2hip, else the temporary folder's cuda2hip-cache.
  std::string CacheDir;
  /// $CUDA2HIP_DOCS_URL: the base of the SARIF rules' help links ("" = none).
  std::string DocsUrl;
  /// $CUDA2HIP_LOCK_WAIT: seconds a tree lock waits (TreeLock::acquire).
  std::optional<int> LockWaitSeconds;
  /// The parse layer's ($CUDA_PATH, $CUDA_HOME, CUDA2HIP_PCH*, ...).
  ParseSwitches Parse;

  /// Every switch above, from the environment as it is now.
  static Tuning fromEnvironment();
  /// One environment variable, or none when unset (doctor's report).
  static std::optional<std::string> variable(llvm::StringRef Name);
  /// Whether \p Value turns a switch off: 0, off, no or false.
  static bool isOff(llvm::StringRef Value);
};

} // namespace cuda2hip

#endif
