//===- CheckTestUtil.h - trees and options for the check tests -*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_CHECKTESTUTIL_H
#define CUDA2HIP_TESTS_CHECKTESTUTIL_H

#include "cuda2hip/Check.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuda2hip::test {

struct TempDir {
  llvm::SmallString<128> Path;
  TempDir() {
    llvm::sys::fs::createUniqueDirectory("cuda2hip-check", Path);
    llvm::SmallString<128> Real;
    if (!llvm::sys::fs::real_path(Path, Real))
      Path = Real;
  }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(llvm::StringRef Name) const {
    llvm::SmallString<128> P(Path);
    llvm::sys::path::append(P, Name);
    return std::string(P);
  }
  std::string write(llvm::StringRef Name, llvm::StringRef Text) const {
    std::string P = file(Name);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }
};

/// Token engine: no parser needed, the builtin tables decide.
inline CheckOptions tokenOptions() {
  CheckOptions O;
  O.Translate.Find.Engine = EngineChoice::Token;
  O.Translate.Map.TargetHip = {6, 3};
  return O;
}

inline std::vector<std::string> rules(const FileCheck &F) {
  std::vector<std::string> R;
  for (const CheckFinding &C : F.Findings)
    R.push_back(C.D.RuleId);
  return R;
}

inline const char *const Hip = "#include <hip/hip_runtime.h>\n"
                               "#include <cuda_runtime.h>\n"
                               "void f(float *d) {\n"
                               "  hipMalloc(&d, 4);\n"
                               "  cudaMalloc(&d, 4); // cudaFree in a comment\n"
                               "  hipStreamGetDevice(0, 0);\n"
                               "  cudaInitDevice(0, 0, 0);\n"
                               "}\n";

} // namespace cuda2hip::test

#endif
