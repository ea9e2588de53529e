//===- DoctorTestUtil.h - fake roots for the doctor tests -------*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_DOCTORTESTUTIL_H
#define CUDA2HIP_TESTS_DOCTORTESTUTIL_H

#include "cuda2hip/Doctor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

namespace cuda2hip::doctor::test {

/// A fake root made on the fly: the checks see only what is in it.
class FakeRoot : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("c2h-doctor", Root));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }
  void put(llvm::StringRef Path, llvm::StringRef Text) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Path);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    OS << Text;
  }
  const CheckResult &check(const std::vector<CheckResult> &R, llvm::StringRef Id) {
    for (const CheckResult &C : R)
      if (C.Id == Id)
        return C;
    static CheckResult None;
    ADD_FAILURE() << "no check " << Id.str();
    return None;
  }
  llvm::SmallString<128> Root;
};

} // namespace cuda2hip::doctor::test

#endif
