//===- BuildCommand.cpp - cuda2hip migrate-build PATHS --------------------===//
//
// Build files and scripts (BuildFiles.h, docs/build-files.md): finds the
// CMake files, Makefiles, shell scripts, Dockerfiles and Python build files
// under PATHS, plans each (find + plan), prints the diagnostics and writes
// the results (stdout, -o, --out-dir, --in-place with .cuda.orig backups),
// or a diff, or nothing (--check). Exit 0 clean, 1 warnings (or, with
// --check or --diff, anything left to migrate), 2 usage, 3 I/O. The run is
// lib/MigrateBuild/MigrateBuild.cpp (runMigrateBuild); this file parses the
// options.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/MigrateBuild.h"
#include "cuda2hip/Tuning.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {

Runner addMigrateBuildCommand(CLI::App &App, std::vector<std::string> &) {
  auto C = std::make_shared<MigrateBuildOptions>();
  App.description(
      "migrate build files and scripts to ROCm: CMake (LANGUAGES CUDA, "
      "architectures, CUDA:: targets, FindCUDA), Makefiles and shell scripts "
      "(nvcc and its flags, -lcudart..., nvidia-smi, CUDA_VISIBLE_DEVICES), "
      "Dockerfiles and docker run (--gpus, CUDA images), setup.py "
      "(CUDAExtension). Exit 0 clean, 1 warnings (with --check or --diff: anything left "
      "to migrate), 2 usage, 3 I/O. Docs: docs/build-files.md");
  App.add_option("PATHS", C->Paths,
                 "build files, or folders to search for CMakeLists.txt, *.cmake, "
                 "Makefile, *.mk, *.sh, Dockerfile, setup.py, *.py")
      ->required();
  auto *Out = App.add_option("-o,--output", C->Output, "write the one input's result here");
  auto *Dir = App.add_option("--out-dir", C->OutDir,
                             "write every result under this folder (relative inputs keep "
                             "their folders)");
  auto *InPlace = App.add_flag("--in-place", C->InPlace,
                               "overwrite the files that change (keeps FILE.cuda.orig)");
  Dir->excludes(InPlace);
  Out->excludes(Dir);
  App.add_flag("--diff", C->Diff, "print a unified diff; write nothing");
  App.add_flag("--check", C->Check,
               "write nothing; exit 1 when anything is left to migrate");
  App.add_option("--offload-arch", C->Archs,
                 "AMD target(s), repeatable or comma-separated (default gfx942)");
  App.add_option("--smi", C->Smi, "what nvidia-smi becomes")
      ->capture_default_str()
      ->check(CLI::IsMember({"amd-smi", "rocm-smi"}));
  App.add_option("--kind", C->Kind, "the kind of the inputs, when their names do not say")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "cmake", "make", "shell", "docker", "python"}));
  App.add_option("--rocm-path", C->RocmPath, "what /usr/local/cuda becomes")
      ->capture_default_str();
  App.add_option("--rocm-version", C->RocmVersion,
                 "ROCm version for container images and PyTorch wheel indexes")
      ->capture_default_str();
  App.add_option("--backup-suffix", C->BackupSuffix, "suffix of the --in-place backups")
      ->capture_default_str();
  App.add_flag("--no-backup", C->NoBackup, "--in-place without backups");
  App.add_flag("--sources-renamed", C->SourcesRenamed,
               "the sources were renamed by convert --rename (.cu -> .hip, cuda -> "
               "hip): the sources of a setup.py's CUDAExtension follow");
  App.add_flag("-q,--quiet", C->Quiet, "only warnings; no notes and no summary");
  return [C] {
    if (std::optional<int> W = Tuning::fromEnvironment().LockWaitSeconds)
      C->LockWaitSeconds = *W;
    return runMigrateBuild(*C, outs(), errs());
  };
}

} // namespace cuda2hip::cli
