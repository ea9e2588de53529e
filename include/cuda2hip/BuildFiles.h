//===- cuda2hip/BuildFiles.h - build files and scripts -----------*- C++ -*-===//
//
// Beside the five stages, for the files of a project that are not C++:
//
//     findBuildFile (tokenize: BuildSyntax.h; match the tables in
//     lib/BuildFiles/tables/*.def)  ->  planBuildFile (Edits + Diagnostics
//     in a Plan, Types.h)  ->  emit (Emit.h: printDiagnostics,
//     writeFileAtomic, exit codes), exactly as for sources.
//
// CMake (CMakeLists.txt, *.cmake), Makefiles (Makefile, *.mk), shell
// scripts (*.sh, *.bash), Dockerfiles and Python build files (setup.py,
// *.py): CUDA languages, architectures, flags, packages and targets in
// CMake; nvcc and its flags, CUDA libraries, nvidia-smi, CUDA environment
// variables, docker --gpus and CUDA images in scripts; PyTorch CUDAExtension
// builds. Every change is a Diagnostic: a note with its fix-it when the
// edit is applied, a warning (with a suggested fix-it) when it needs a
// person. Docs: docs/build-files.md.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_BUILDFILES_H
#define CUDA2HIP_BUILDFILES_H

#include "cuda2hip/Basic.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip::build {

enum class FileKind : uint8_t { Unknown, CMake, Make, Shell, Docker, Python };

/// "cmake", "make", "shell", "docker", "python", "unknown".
llvm::StringRef kindName(FileKind K);
/// The inverse of kindName; Unknown for anything else.
FileKind parseKind(llvm::StringRef Name);

/// The kind of a file from its name (CMakeLists.txt, *.cmake, Makefile,
/// GNUmakefile, *.mk, *.sh, *.bash, Dockerfile, Dockerfile.*, *.dockerfile,
/// setup.py, *.py); for a name without a known form, from the first line of
/// \p Text (#!/bin/bash, #!/usr/bin/env python3 ...).
FileKind detectKind(llvm::StringRef Path, llvm::StringRef Text = "");

enum class SmiTool : uint8_t { AmdSmi, RocmSmi };

struct BuildOptions {
  /// Targets for --offload-arch, HIP_ARCHITECTURES, PYTORCH_ROCM_ARCH.
  std::vector<std::string> OffloadArchs = {"gfx942"};
  SmiTool Smi = SmiTool::AmdSmi;  ///< what nvidia-smi becomes
  std::string RocmPath = "/opt/rocm"; ///< what /usr/local/cuda becomes
  std::string RocmVersion = "6.3";    ///< for images and wheel indexes
  /// CMake, across the files of one run: the packages the project's HIP
  /// targets need (added next to find_package(CUDAToolkit) -> hip, where
  /// that is), and whether some file of the run has that search (then a
  /// file without it is not told to add find_package itself).
  std::vector<std::string> ProjectPackages;
  bool ProjectSearchesToolkit = false;
  /// The sources were renamed (convert --rename; migrate-build
  /// --sources-renamed): the sources=[...] of a CUDAExtension follow.
  bool SourcesRenamed = false;
};

/// What one CMake file contributes to BuildOptions::ProjectPackages and
/// ProjectSearchesToolkit.
struct CMakeSurvey {
  std::vector<std::string> Packages; ///< of the CUDA targets it links
  bool SearchesToolkit = false;      ///< has find_package(CUDAToolkit)
};
CMakeSurvey surveyCMake(llvm::StringRef Text);

/// One thing found in a build file.
struct BuildFinding {
  FileRange Where;  ///< Length 0: an insertion at Where.Offset
  /// The edit, when it is applied; std::nullopt when only reported.
  std::optional<std::string> Replacement;
  std::string Suggestion; ///< a fix-it shown (not applied) when reported
  Severity Sev = Severity::Note;
  std::string RuleId; ///< without the "cuda2hip-" prefix: build-*
  std::string Message;
};

struct BuildFindings {
  std::string Path; ///< absolute
  FileKind Kind = FileKind::Unknown;
  std::string Text;
  std::vector<BuildFinding> Items;
};

/// Find: tokenizes \p Text as \p K and matches the tables. Pure.
BuildFindings findBuildFile(llvm::StringRef Path, llvm::StringRef Text, FileKind K,
                            const BuildOptions &O);

/// Plan: the edits (Plan::Files[Path], sorted, non-overlapping; an edit that
/// overlaps an earlier one is dropped with a "conflict" warning) and the
/// diagnostics (applied edits are notes whose fix-it is the new text).
Plan planBuildFile(const BuildFindings &F);

/// Both, for one file.
inline Plan migrateBuildFile(llvm::StringRef Path, llvm::StringRef Text, FileKind K,
                             const BuildOptions &O) {
  return planBuildFile(findBuildFile(Path, Text, K, O));
}

/// The rule ids this stage reports, with a one-line summary each.
struct BuildRule {
  llvm::StringRef Id, Summary;
};
llvm::ArrayRef<BuildRule> buildRules();

} // namespace cuda2hip::build

#endif
