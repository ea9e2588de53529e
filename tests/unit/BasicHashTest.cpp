//===- BasicHashTest.cpp - the pieces of cache keys -----------------------===//
// lib/Basic/Hash.cpp: a file's identity (path, size, time) and the
// length-prefixed fields of a SHA-256 key.
#include "BasicTestUtil.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"

using namespace cuda2hip;
using namespace cuda2hip::test;
using namespace llvm;

TEST(BasicHash, FileIdentityAndHashFields) {
  TempDir D;
  std::string F = D.file("a.txt", "abc");
  std::string Id = fileIdentity(F);
  EXPECT_TRUE(StringRef(Id).starts_with(F + ":3:")) << Id;
  EXPECT_EQ(fileIdentity(F), Id);
  D.file("a.txt", "abcd");
  EXPECT_NE(fileIdentity(F), Id);
  EXPECT_EQ(fileIdentity(""), "none");
  EXPECT_EQ(fileIdentity((D.Path + "/missing").str()), "none");
  // Length-prefixed: ("ab", "c") and ("a", "bc") hash differently.
  auto Digest = [](StringRef N, StringRef V) {
    SHA256 H;
    hashField(H, N, V);
    return H.final();
  };
  EXPECT_NE(Digest("ab", "c"), Digest("a", "bc"));
  EXPECT_EQ(Digest("a", "bc"), Digest("a", "bc"));
}

TEST(BasicHash, FieldIsNameLengthAndValue) {
  // The exact bytes hashed: "NAME:LENGTH:" then the value. Keys written by
  // one build are read by the next: the format must not drift.
  SHA256 A;
  hashField(A, "flags", "-O2");
  SHA256 B;
  B.update("flags:3:-O2");
  EXPECT_EQ(A.final(), B.final());
  SHA256 E1, E2;
  hashField(E1, "x", "");
  E2.update("x:0:");
  EXPECT_EQ(E1.final(), E2.final());
  // Field order counts.
  SHA256 P, Q;
  hashField(P, "a", "1");
  hashField(P, "b", "2");
  hashField(Q, "b", "2");
  hashField(Q, "a", "1");
  EXPECT_NE(P.final(), Q.final());
}

TEST(BasicHash, IdentityOfAFolderAndAfterTouch) {
  TempDir D;
  std::string Id = fileIdentity(std::string(D.Path));
  EXPECT_TRUE(StringRef(Id).starts_with(std::string(D.Path) + ":")) << Id;
  EXPECT_NE(Id, "none");
  // Same size, other time: another identity.
  std::string F = D.file("t.txt", "abc");
  std::string Before = fileIdentity(F);
  sys::TimePoint<> Later = sys::toTimePoint(1000000000);
  int FD;
  ASSERT_FALSE(sys::fs::openFileForWrite(F, FD, sys::fs::CD_OpenExisting, sys::fs::OF_Append));
  ASSERT_FALSE(sys::fs::setLastAccessAndModificationTime(FD, Later));
  sys::Process::SafelyCloseFileDescriptor(FD);
  std::string After = fileIdentity(F);
  EXPECT_NE(After, Before);
  EXPECT_TRUE(StringRef(After).starts_with(F + ":3:")) << After;
}
