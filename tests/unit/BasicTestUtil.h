//===- BasicTestUtil.h - temporary trees for the lib/Basic tests -*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_BASICTESTUTIL_H
#define CUDA2HIP_TESTS_BASICTESTUTIL_H

#include "cuda2hip/Basic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"
#include <fstream>
#include <string>
#include <vector>

namespace cuda2hip::test {

/// A unique folder, removed with what it holds at the end of the test.
struct TempDir {
  llvm::SmallString<128> Path;
  TempDir() { EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("basic-test", Path)); }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(llvm::StringRef Rel, llvm::StringRef Text = "x\n") const {
    std::string P = (Path + "/" + Rel).str();
    llvm::sys::fs::create_directories(P.substr(0, P.rfind('/')));
    std::ofstream(P) << Text.str();
    return P;
  }
};

/// The walk's relative paths, a link marked with '@'.
inline std::vector<std::string> rels(const WalkResult &W) {
  std::vector<std::string> Out;
  for (const WalkEntry &E : W.Files)
    Out.push_back(E.Rel + (E.Symlink ? "@" : ""));
  return Out;
}

} // namespace cuda2hip::test

#endif
