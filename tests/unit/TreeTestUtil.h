//===- TreeTestUtil.h - a temporary tree for tree-mode tests ----*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_TREETESTUTIL_H
#define CUDA2HIP_TESTS_TREETESTUTIL_H

#include "cuda2hip/Tree.h"
#include "clang/Tooling/CompilationDatabase.h" // runConvert(..., nullptr, ...)
#include "gtest/gtest.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuda2hip::test {

/// A fresh folder (its real path), removed with what it holds.
struct TempTree {
  llvm::SmallString<128> Root;
  TempTree() {
    llvm::sys::fs::createUniqueDirectory("cuda2hip-tree", Root);
    llvm::SmallString<128> Real;
    llvm::sys::fs::real_path(Root, Real); // /tmp may itself be a link
    Root = Real;
  }
  ~TempTree() { llvm::sys::fs::remove_directories(Root); }
  std::string path(llvm::StringRef Rel) const {
    llvm::SmallString<128> P(Root);
    llvm::sys::path::append(P, Rel);
    return std::string(P);
  }
  std::string write(llvm::StringRef Rel, llvm::StringRef Text = "") const {
    std::string P = path(Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }
  void link(llvm::StringRef Target, llvm::StringRef Rel) const {
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path(Rel)));
    ASSERT_FALSE(llvm::sys::fs::create_link(Target, path(Rel)));
  }
  /// The contents of \p Rel, or "<missing>".
  std::string read(llvm::StringRef Rel) const {
    auto B = llvm::MemoryBuffer::getFile(path(Rel));
    return B ? (*B)->getBuffer().str() : "<missing>";
  }
};

/// The relative paths of a discovery, links marked with '@'.
inline std::vector<std::string> rels(const tree::Discovery &D) {
  std::vector<std::string> R;
  for (const tree::TreeFile &F : D.Files)
    R.push_back(F.Rel + (F.Symlink ? "@" : ""));
  return R;
}

inline bool anyContains(const std::vector<std::string> &V, llvm::StringRef S) {
  for (const std::string &X : V)
    if (llvm::StringRef(X).contains(S))
      return true;
  return false;
}

/// What one runConvert() call returned and wrote.
struct Result {
  int Exit;
  std::string Out, Err;
  tree::ConvertSummary S;
};

/// runConvert() with \p O, its output and messages captured.
inline Result convert(const tree::ConvertOptions &O) {
  Result R;
  llvm::raw_string_ostream OS(R.Out), ES(R.Err);
  R.Exit = tree::runConvert(O, nullptr, OS, ES, &R.S);
  return R;
}

} // namespace cuda2hip::test

#endif
