//===- VerifyTestUtil.h - a temporary folder for verify tests ---*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_VERIFYTESTUTIL_H
#define CUDA2HIP_TESTS_VERIFYTESTUTIL_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace cuda2hip::test {

/// A fresh folder, removed with what it holds.
struct TempDir {
  llvm::SmallString<128> Path;
  TempDir() { llvm::sys::fs::createUniqueDirectory("verify-test", Path); }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string operator/(llvm::StringRef F) const { return (Path + "/" + F).str(); }
  /// Writes \p Text to \p Rel (its folders made); the path.
  std::string write(llvm::StringRef Rel, llvm::StringRef Text) const {
    std::string P = *this / Rel;
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }
};

} // namespace cuda2hip::test

#endif
