//===- BuildFiles.cpp - kinds of files, find and plan ---------------------===//
#include "Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip::build {

StringRef kindName(FileKind K) {
  switch (K) {
  case FileKind::CMake: return "cmake";
  case FileKind::Make: return "make";
  case FileKind::Shell: return "shell";
  case FileKind::Docker: return "docker";
  case FileKind::Python: return "python";
  case FileKind::Unknown: break;
  }
  return "unknown";
}

FileKind parseKind(StringRef Name) {
  return StringSwitch<FileKind>(Name)
      .Case("cmake", FileKind::CMake)
      .Case("make", FileKind::Make)
      .Case("shell", FileKind::Shell)
      .Case("docker", FileKind::Docker)
      .Case("python", FileKind::Python)
      .Default(FileKind::Unknown);
}

FileKind detectKind(StringRef Path, StringRef Text) {
  StringRef Name = sys::path::filename(Path);
  std::string Lower = Name.lower();
  StringRef L(Lower);
  // Backups and leftovers of earlier runs and editors are not build files.
  if (L.ends_with(".orig") || L.ends_with(".bak") || L.ends_with(".rej") ||
      L.ends_with("~") || L.ends_with(".swp"))
    return FileKind::Unknown;
  if (L == "cmakelists.txt" || L.ends_with(".cmake") || L.ends_with(".cmake.in"))
    return FileKind::CMake;
  if (L == "makefile" || L == "gnumakefile" || L.starts_with("makefile.") ||
      L.ends_with(".mk") || L.ends_with(".make"))
    return FileKind::Make;
  if (L == "dockerfile" || L.starts_with("dockerfile.") || L.ends_with(".dockerfile") ||
      L == "containerfile")
    return FileKind::Docker;
  if (L.ends_with(".sh") || L.ends_with(".bash") || L.ends_with(".zsh") ||
      L.ends_with(".slurm") || L.ends_with(".sbatch") || L.ends_with(".pbs"))
    return FileKind::Shell;
  if (L.ends_with(".py"))
    return FileKind::Python;
  StringRef First = Text.take_until([](char C) { return C == '\n'; });
  if (First.starts_with("#!")) {
    if (First.contains("python"))
      return FileKind::Python;
    if (First.contains("sh"))
      return FileKind::Shell;
    if (First.contains("make"))
      return FileKind::Make;
  }
  return FileKind::Unknown;
}

BuildFindings findBuildFile(StringRef Path, StringRef Text, FileKind K,
                            const BuildOptions &O) {
  BuildFindings F;
  F.Path = Path.str();
  F.Kind = K;
  F.Text = Text.str();
  detail::Sink S(F);
  switch (K) {
  case FileKind::CMake: detail::findCMake(S, O); break;
  case FileKind::Make: detail::findMake(S, O); break;
  case FileKind::Shell: detail::findShell(S, O); break;
  case FileKind::Docker: detail::findDocker(S, O); break;
  case FileKind::Python: detail::findPython(S, O); break;
  case FileKind::Unknown: break;
  }
  return F;
}

Plan planBuildFile(const BuildFindings &F) {
  Plan P;
  FilePlan &FP = P.Files[F.Path];
  FP.Path = F.Path;
  FP.Original = F.Text;
  for (const BuildFinding &B : F.Items) {
    Diagnostic D;
    D.Where = B.Where;
    D.Sev = B.Sev;
    D.RuleId = B.RuleId;
    D.Message = B.Message;
    D.FixIt = B.Replacement ? *B.Replacement : B.Suggestion;
    if (B.Replacement &&
        !addEdit(FP.Edits, Edit{B.Where.Offset, B.Where.Length, *B.Replacement})) {
      D.Sev = Severity::Warning;
      D.RuleId = "conflict";
      D.Message = "not applied (another rewrite of this text came first): " + B.Message;
    }
    P.Diags.push_back(std::move(D));
  }
  if (FP.Edits.empty())
    P.Files.clear();
  return P;
}

CMakeSurvey surveyCMake(StringRef Text) {
  CMakeSurvey R;
  CMakeFile F = lexCMake(Text);
  for (const CMakeCommand &C : F.Commands) {
    if (C.Name == "find_package" && !C.Args.empty() && C.Args[0].Value == "CUDAToolkit")
      R.SearchesToolkit = true;
    for (const CMakeArg &A : C.Args) {
      StringRef V = A.Value;
      const detail::Library *L = nullptr;
      if (V.starts_with("CUDA::"))
        L = detail::libraryByTarget(V);
      else if (C.Name == "target_link_libraries" || C.Name == "link_libraries")
        L = detail::libraryByLink(V);
      if (L && !L->HipTarget.empty() && !is_contained(R.Packages, L->HipPackage.str()))
        R.Packages.push_back(L->HipPackage.str());
    }
  }
  return R;
}

ArrayRef<BuildRule> buildRules() {
  static const BuildRule Rules[] = {
      {"build-cmake-language", "CUDA language -> HIP (project, enable_language)"},
      {"build-cmake-version", "cmake_minimum_required raised to 3.21 (HIP language)"},
      {"build-cmake-architectures", "CUDA architectures -> HIP_ARCHITECTURES gfx targets"},
      {"build-cmake-rdc", "separable compilation -> -fgpu-rdc"},
      {"build-cmake-source-language", ".cu sources marked LANGUAGE HIP"},
      {"build-cmake-package", "find_package(CUDAToolkit) -> hip and the HIP packages"},
      {"build-cmake-target", "CUDA:: targets -> hip::, roc:: targets"},
      {"build-cmake-variable", "CMAKE_CUDA_* and CUDA_* names -> HIP"},
      {"build-cmake-legacy", "FindCUDA (cuda_add_library, CUDA_NVCC_FLAGS): rewrite suggested"},
      {"build-compiler", "nvcc -> hipcc"},
      {"build-offload-arch", "-arch/-gencode -> --offload-arch"},
      {"build-nvcc-flag", "nvcc flags -> hipcc flags"},
      {"build-library", "-lcudart, -lcublas, ... -> HIP libraries"},
      {"build-path", "/usr/local/cuda -> /opt/rocm"},
      {"build-smi", "nvidia-smi -> amd-smi / rocm-smi"},
      {"build-tool", "cuda-gdb, nsys, ncu, compute-sanitizer -> ROCm tools"},
      {"build-env", "CUDA environment variables -> HIP/ROCm ones"},
      {"build-docker", "docker --gpus -> GPU device nodes"},
      {"build-image", "CUDA container images -> ROCm images"},
      {"build-package", "CUDA packages and wheels -> ROCm ones"},
      {"build-pytorch", "PyTorch extension builds on ROCm"},
      {"build-syntax", "a line the tokenizer could not read"},
  };
  return Rules;
}

} // namespace cuda2hip::build
