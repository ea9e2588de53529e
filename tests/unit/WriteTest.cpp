//===- WriteTest.cpp - atomic writes, backups, write-if-changed -----------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Emit.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace cuda2hip;
using namespace llvm;

namespace {
struct TempDir {
  SmallString<128> Path;
  TempDir() { sys::fs::createUniqueDirectory("cuda2hip-write", Path); }
  ~TempDir() { sys::fs::remove_directories(Path); }
  std::string file(StringRef Name) const {
    SmallString<128> P(Path);
    sys::path::append(P, Name);
    return std::string(P);
  }
};
std::string read(const std::string &P) {
  auto B = MemoryBuffer::getFile(P);
  return B ? (*B)->getBuffer().str() : "<missing>";
}
/// A child process stages the replacement of \p P's text with "new"
/// (stageWrite: the temporary file written, on disk) and stops before the
/// commit; there the parent sends it \p Signal. Returns the temporary
/// file the child had written, or "".
std::string killedInTheMiddleOfAWrite(const std::string &P, int Signal) {
  int Pipe[2];
  if (::pipe(Pipe) != 0)
    return "";
  pid_t Child = ::fork();
  if (Child == 0) {
    ::close(Pipe[0]);
    Expected<StagedWrite> W = stageWrite(P, "new");
    std::string Line = (W ? W->temporary().str() : "") + "\n";
    (void)!::write(Pipe[1], Line.data(), Line.size());
    for (;;)
      ::pause(); // killed here, before W->commit()
  }
  ::close(Pipe[1]);
  std::string Tmp;
  char C;
  while (::read(Pipe[0], &C, 1) == 1 && C != '\n')
    Tmp += C;
  ::close(Pipe[0]);
  ::kill(Child, Signal);
  int Status = 0;
  ::waitpid(Child, &Status, 0);
  return Tmp;
}

} // namespace

TEST(Write, KilledBeforeTheRenameLeavesTheOldFileWhole) {
  // SIGKILL in the middle of a write (nothing runs after it): the file is
  // the old one, whole; the temporary file is left for the next run to
  // sweep (convert sweeps a tree's temporary files first).
  TempDir D;
  std::string P = D.file("k.cu");
  ASSERT_TRUE(bool(writeFileAtomic(P, "old")));
  std::string Tmp = killedInTheMiddleOfAWrite(P, SIGKILL);
  ASSERT_FALSE(Tmp.empty());
  EXPECT_EQ(read(P), "old");
  EXPECT_EQ(read(Tmp), "new"); // written and synced, not yet renamed
  EXPECT_EQ(sweepTemps({Tmp}), 1u);
  EXPECT_FALSE(sys::fs::exists(Tmp));
}

TEST(Write, TerminatedDuringAWriteLeavesNoTemporaryFile) {
  // SIGTERM (or SIGINT) in the middle of a write: the handler removes the
  // temporary file; the file is the old one.
  TempDir D;
  std::string P = D.file("t.cu");
  ASSERT_TRUE(bool(writeFileAtomic(P, "old")));
  std::string Tmp = killedInTheMiddleOfAWrite(P, SIGTERM);
  ASSERT_FALSE(Tmp.empty());
  EXPECT_EQ(read(P), "old");
  EXPECT_FALSE(sys::fs::exists(Tmp));
}

TEST(Write, CreatesFoldersAndWrites) {
  TempDir D;
  std::string P = D.file("a/b/out.cu");
  auto R = writeFileAtomic(P, "hello");
  ASSERT_TRUE(bool(R));
  EXPECT_TRUE(*R);
  EXPECT_EQ(read(P), "hello");
}

TEST(Write, UnchangedContentKeepsTheFile) {
  TempDir D;
  std::string P = D.file("x.cu");
  ASSERT_TRUE(*writeFileAtomic(P, "same"));
  sys::fs::file_status Before;
  sys::fs::status(P, Before);
  auto R = writeFileAtomic(P, "same");
  ASSERT_TRUE(bool(R));
  EXPECT_FALSE(*R);
  sys::fs::file_status After;
  sys::fs::status(P, After);
  EXPECT_EQ(Before.getUniqueID(), After.getUniqueID()) << "not replaced";
}

TEST(Write, BackupKeepsTheFirstOriginal) {
  TempDir D;
  std::string P = D.file("k.cu");
  ASSERT_TRUE(*writeFileAtomic(P, "v1"));
  WriteOptions W;
  W.BackupSuffix = ".cuda.orig";
  ASSERT_TRUE(*writeFileAtomic(P, "v2", W));
  ASSERT_TRUE(*writeFileAtomic(P, "v3", W));
  EXPECT_EQ(read(P), "v3");
  EXPECT_EQ(read(P + ".cuda.orig"), "v1");
}

TEST(Write, StagedWriteTakesEffectOnlyWhenCommitted) {
  TempDir D;
  std::string P = D.file("k.cu");
  ASSERT_TRUE(*writeFileAtomic(P, "old"));
  WriteOptions O;
  O.BackupSuffix = ".orig";
  std::string Tmp;
  {
    Expected<StagedWrite> W = stageWrite(P, "new", O);
    ASSERT_TRUE(bool(W));
    ASSERT_TRUE(W->pending());
    Tmp = W->temporary().str();
    EXPECT_EQ(read(Tmp), "new");  // on disk beside the file
    EXPECT_EQ(read(P), "old");    // not yet replaced
    EXPECT_EQ(read(P + ".orig"), "old");
  } // dropped: the temporary file and the backup made for it go
  EXPECT_EQ(read(P), "old");
  EXPECT_FALSE(sys::fs::exists(Tmp));
  EXPECT_FALSE(sys::fs::exists(P + ".orig"));
  Expected<StagedWrite> W = stageWrite(P, "new", O);
  ASSERT_TRUE(bool(W));
  Expected<bool> Changed = W->commit();
  ASSERT_TRUE(Changed && *Changed);
  EXPECT_EQ(read(P), "new");
  EXPECT_EQ(read(P + ".orig"), "old");
  EXPECT_FALSE(W->pending());
  // The same text again: nothing staged, nothing to commit.
  Expected<StagedWrite> Same = stageWrite(P, "new");
  ASSERT_TRUE(bool(Same));
  EXPECT_FALSE(Same->pending());
  Changed = Same->commit();
  EXPECT_TRUE(Changed && !*Changed);
}

TEST(Write, NoTemporaryFilesLeftBehind) {
  TempDir D;
  ASSERT_TRUE(*writeFileAtomic(D.file("f.cu"), "x"));
  std::error_code EC;
  unsigned N = 0;
  for (sys::fs::directory_iterator I(D.Path, EC), E; I != E && !EC; I.increment(EC))
    ++N;
  EXPECT_EQ(N, 1u);
}

TEST(Write, UnwritableFolderIsAnError) {
  if (::getuid() == 0)
    GTEST_SKIP() << "root writes everywhere";
  TempDir D;
  sys::fs::setPermissions(D.Path, sys::fs::owner_read | sys::fs::owner_exe);
  auto R = writeFileAtomic(D.file("f.cu"), "x");
  EXPECT_FALSE(bool(R));
  consumeError(R.takeError());
  sys::fs::setPermissions(D.Path, sys::fs::all_all);
}

TEST(Write, PathThroughAFileIsAnError) {
  TempDir D;
  ASSERT_TRUE(*writeFileAtomic(D.file("plain"), "x"));
  auto R = writeFileAtomic(D.file("plain/child.cu"), "y");
  ASSERT_FALSE(bool(R));
  std::string Msg = toString(R.takeError());
  EXPECT_NE(Msg.find("plain"), std::string::npos) << Msg;
}

TEST(Write, FileChangedSinceReadIsNotReplaced) {
  TempDir D;
  std::string P = D.file("edited.cu");
  ASSERT_TRUE(*writeFileAtomic(P, "what the user edited meanwhile"));
  WriteOptions O;
  O.ExpectedOld = std::string("what the tool read");
  O.BackupSuffix = ".orig";
  auto R = writeFileAtomic(P, "translation", O);
  ASSERT_FALSE(bool(R));
  EXPECT_NE(toString(R.takeError()).find("changed since it was read"), std::string::npos);
  EXPECT_EQ(read(P), "what the user edited meanwhile");
  EXPECT_FALSE(sys::fs::exists(P + ".orig")) << "no backup of a file not replaced";
  // Unchanged since read: replaced, with its backup.
  O.ExpectedOld = std::string("what the user edited meanwhile");
  auto Ok = writeFileAtomic(P, "translation", O);
  ASSERT_TRUE(bool(Ok));
  EXPECT_EQ(read(P), "translation");
  EXPECT_EQ(read(P + ".orig"), "what the user edited meanwhile");
}
