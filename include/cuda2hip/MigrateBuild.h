//===- cuda2hip/MigrateBuild.h - `cuda2hip migrate-build`: the run -*- C++ -*-===//
//
// Not a stage: a consumer of BuildFiles.h (find + plan of build files) and
// Emit, like Check.h is of the pipeline. The build files under the paths,
// each migrated and written (stdout, -o, --out-dir, --in-place with
// backups), or diffed, or only counted (--check). Docs: docs/build-files.md.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_MIGRATEBUILD_H
#define CUDA2HIP_MIGRATEBUILD_H

#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuda2hip {

/// `cuda2hip migrate-build PATHS` once its options are parsed.
struct MigrateBuildOptions {
  std::vector<std::string> Paths; ///< build files, or folders searched for them
  std::vector<std::string> Archs; ///< --offload-arch, repeatable, comma-separated
  std::string Output, OutDir;     ///< -o, --out-dir
  std::string Kind = "auto";      ///< --kind: auto, cmake, make, shell, docker, python
  std::string Smi = "amd-smi", RocmPath = "/opt/rocm";
  std::string RocmVersion = "6.3", BackupSuffix = ".cuda.orig";
  bool InPlace = false, Diff = false, Check = false, Quiet = false, NoBackup = false;
  bool SourcesRenamed = false; ///< --sources-renamed
  unsigned LockWaitSeconds = 600; ///< --in-place's tree lock (Tuning::LockWaitSeconds)
};

/// Migrates every build file under \p C.Paths: results on \p Out (stdout
/// mode, --diff) or in files, diagnostics and the summary on \p Err. Exit 0
/// clean, 1 warnings (or, with --check or --diff, anything left to
/// migrate), 2 usage, 3 I/O.
int runMigrateBuild(const MigrateBuildOptions &C, llvm::raw_ostream &Out,
                    llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
