//===- DoctorErrorsTest.cpp - explain-error's table and matcher -----------===//
// lib/Doctor/Errors.cpp: the ROCm failure table (tables/RocmErrors.def) is
// well formed; names match as whole words, patterns per line, specific
// entries replace general ones.
#include "cuda2hip/Doctor.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"
#include "gtest/gtest.h"

using namespace cuda2hip::doctor;

TEST(DoctorErrors, TableIsWellFormed) {
  llvm::StringSet<> Ids;
  for (const RocmError &E : rocmErrors()) {
    EXPECT_TRUE(Ids.insert(E.Id).second) << "duplicate " << E.Id.str();
    std::string Err;
    EXPECT_TRUE(llvm::Regex(E.Pattern, llvm::Regex::IgnoreCase).isValid(Err))
        << E.Id.str() << ": " << Err;
    EXPECT_FALSE(E.Title.empty());
    EXPECT_FALSE(E.Cause.empty());
    EXPECT_FALSE(E.Fix.empty());
  }
  // Names are matched as whole words; a pattern that spells one would
  // also match longer names (hipErrorInvalidDevice in ...DeviceFunction).
  for (const RocmError &E : rocmErrors()) {
    llvm::SmallVector<llvm::StringRef, 4> Names;
    E.Names.split(Names, '|', -1, false);
    for (llvm::StringRef N : Names)
      EXPECT_FALSE(llvm::StringRef(E.Pattern).contains(N)) << E.Id.str();
  }
  for (const RocmError &E : rocmErrors())
    if (!E.Supersedes.empty())
      EXPECT_NE(findRocmError(E.Supersedes), nullptr) << E.Id.str();
}

TEST(DoctorErrors, EveryNameFindsItsEntry) {
  for (const RocmError &E : rocmErrors()) {
    llvm::SmallVector<llvm::StringRef, 4> Names;
    E.Names.split(Names, '|', -1, false);
    for (llvm::StringRef N : Names) {
      std::vector<ErrorMatch> M = matchErrors(N);
      ASSERT_FALSE(M.empty()) << N.str();
      EXPECT_EQ(M.front().E, &E) << N.str();
    }
  }
}

TEST(DoctorErrors, WordsLinesAndSupersedes) {
  // A name inside a longer word is not that name.
  EXPECT_TRUE(matchErrors("myhipErrorNoDeviceX").empty());
  std::vector<ErrorMatch> M = matchErrors("HIP out of memory. 3.00 GiB is free");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].E->Id, "oom-fragmentation"); // not also "oom"
  M = matchErrors("ok\nok\nhipErrorInvalidDeviceFunction\n");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].Line, 3u);
  EXPECT_TRUE(matchErrors("").empty());
}

TEST(DoctorErrors, LookupPatternsAndLineEnds) {
  ASSERT_NE(findRocmError("invalid-device-function"), nullptr);
  EXPECT_EQ(findRocmError("invalid-device-function")->Title, "kernel not found for this device");
  EXPECT_EQ(findRocmError("no-such-entry"), nullptr);
  EXPECT_EQ(findRocmError(""), nullptr);
  // A pattern matches case-insensitively; Matched is the text it matched.
  std::vector<ErrorMatch> M = matchErrors("RuntimeError: HIP error: INVALID DEVICE FUNCTION\r\n");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].E->Id, "invalid-device-function");
  EXPECT_EQ(M[0].Matched, "INVALID DEVICE FUNCTION");
  EXPECT_EQ(M[0].Line, 1u);
  // A name: Matched is the name; a CRLF line still ends the word.
  M = matchErrors("x\r\ncudaErrorInvalidDeviceFunction\r\n");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].Matched, "cudaErrorInvalidDeviceFunction");
  EXPECT_EQ(M[0].Line, 2u);
}

TEST(DoctorErrors, SpecificReplacesGeneralAndLinesOrder) {
  // Both match: no-binary-for-gpu supersedes invalid-device-function.
  std::vector<ErrorMatch> M =
      matchErrors("hipErrorInvalidDeviceFunction\nhipErrorNoBinaryForGpu\n");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].E->Id, "no-binary-for-gpu");
  EXPECT_EQ(M[0].Line, 2u);
  // Unrelated entries both stay, in the order of their lines.
  M = matchErrors("HSA_STATUS_ERROR_INVALID_ISA\nhipErrorInvalidDeviceFunction\n");
  ASSERT_EQ(M.size(), 2u);
  EXPECT_EQ(M[0].E->Id, "invalid-isa");
  EXPECT_EQ(M[1].E->Id, "invalid-device-function");
  M = matchErrors("hipErrorInvalidDeviceFunction\nHSA_STATUS_ERROR_INVALID_ISA\n");
  ASSERT_EQ(M.size(), 2u);
  EXPECT_EQ(M[0].E->Id, "invalid-device-function");
  // An entry is reported once, at its first line.
  M = matchErrors("hipErrorInvalidDeviceFunction\nhipErrorInvalidDeviceFunction\n");
  ASSERT_EQ(M.size(), 1u);
  EXPECT_EQ(M[0].Line, 1u);
}
