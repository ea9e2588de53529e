//===- BasicFilesTest.cpp - reading, locking and temporary files ----------===//
// lib/Basic/Files.cpp: bounded reads of regular files only, the tree lock,
// temporary files removed on a signal, swept leftovers, JSON depth, the
// renames of convert --rename.
#include "BasicTestUtil.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cuda2hip;
using namespace cuda2hip::test;
using namespace llvm;

TEST(BasicFiles, JsonDepth) {
  EXPECT_FALSE(bool(checkJsonDepth("[[[]]]", 3)));
  Error E = checkJsonDepth("[[[[]]]]", 3);
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("nested more than 3 levels"), std::string::npos);
  // Brackets inside strings do not count.
  EXPECT_FALSE(bool(checkJsonDepth(R"({"a": "[[[[[[\"[[["})", 2)));
}

TEST(BasicFiles, ReadRegularFileRefusesFifosAndLimits) {
  TempDir D;
  std::string F = D.file("a.cu", "0123456789");
  Expected<std::string> R = readRegularFile(F);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(*R, "0123456789");
  Expected<std::string> Big = readRegularFile(F, 4);
  ASSERT_FALSE(bool(Big));
  EXPECT_NE(toString(Big.takeError()).find("more than the limit"), std::string::npos);
  std::string Fifo = (D.Path + "/p.cu").str();
  ASSERT_EQ(::mkfifo(Fifo.c_str(), 0644), 0);
  Expected<std::string> P = readRegularFile(Fifo); // must not block
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()), "a FIFO, not a regular file");
  EXPECT_EQ(notRegularReason(Fifo), "a FIFO");
  EXPECT_EQ(notRegularReason(F), "");
  Expected<std::string> Z = readRegularFile("/dev/zero");
  ASSERT_FALSE(bool(Z));
  EXPECT_EQ(toString(Z.takeError()), "a device, not a regular file");
}

TEST(BasicFiles, CreateTempMakesANewFileASignalRemoves) {
  TempDir D;
  std::string Model = (D.Path + "/.k.cu.cuda2hip-%%%%%%").str();
  int FD1, FD2;
  SmallString<128> P1, P2;
  ASSERT_FALSE(createTemp(Model, FD1, P1));
  ASSERT_FALSE(createTemp(Model, FD2, P2));
  ::close(FD1);
  ::close(FD2);
  EXPECT_NE(P1, P2);
  EXPECT_TRUE(isTempName(sys::path::filename(P1)));
  unregisterTemp(P1);
  unregisterTemp(P2);
  // A name that is taken is never opened: the file stays as it was.
  std::string Taken = D.file("taken", "mine\n");
  int FD3;
  SmallString<128> P3;
  EXPECT_EQ(createTemp(Taken, FD3, P3), std::errc::file_exists);
  std::ifstream In(Taken);
  std::string Line;
  std::getline(In, Line);
  EXPECT_EQ(Line, "mine");
  // A process killed by SIGTERM right after createTemp leaves no file.
  std::string Model2 = (D.Path + "/.s.cu.cuda2hip-%%%%%%").str();
  pid_t Pid = ::fork();
  ASSERT_GE(Pid, 0);
  if (Pid == 0) {
    int FD;
    SmallString<128> P;
    if (createTemp(Model2, FD, P))
      ::_exit(2);
    ::kill(::getpid(), SIGTERM);
    ::_exit(3); // not reached
  }
  int Status = 0;
  ::waitpid(Pid, &Status, 0);
  EXPECT_TRUE(WIFSIGNALED(Status));
  std::error_code EC;
  unsigned Left = 0;
  for (sys::fs::directory_iterator I(D.Path, EC), E; I != E && !EC; I.increment(EC))
    Left += sys::path::filename(I->path()).starts_with(".s.cu.");
  EXPECT_EQ(Left, 0u);
}

TEST(BasicFiles, TreeLockExcludesASecondHolder) {
  TempDir D;
  std::string Sub = (D.Path + "/sub").str();
  sys::fs::create_directories(Sub);
  std::string Msgs;
  raw_string_ostream Err(Msgs);
  Expected<TreeLock> A = TreeLock::acquire({std::string(D.Path)}, Err, 5);
  ASSERT_TRUE(bool(A));
  // flock is per open file: a second acquire, in this process too, waits
  // and then gives up; so does one on a folder below the locked one.
  Expected<TreeLock> B = TreeLock::acquire({std::string(D.Path)}, Err, 0);
  ASSERT_FALSE(bool(B));
  EXPECT_NE(toString(B.takeError()).find("another cuda2hip run is still working"),
            std::string::npos);
  Expected<TreeLock> C = TreeLock::acquire({Sub}, Err, 0);
  EXPECT_FALSE(bool(C));
  if (!C)
    consumeError(C.takeError());
  *A = TreeLock(); // released
  Expected<TreeLock> E = TreeLock::acquire({Sub}, Err, 0);
  EXPECT_TRUE(bool(E));
  // Two sibling folders do not exclude each other.
  std::string Other = (D.Path + "/other").str();
  sys::fs::create_directories(Other);
  Expected<TreeLock> F = TreeLock::acquire({Other}, Err, 0);
  EXPECT_TRUE(bool(F));
}

TEST(BasicFiles, TreeLockReadersShare) {
  TempDir D;
  std::string Msgs;
  raw_string_ostream Err(Msgs);
  // --out-dir runs read the tree: they do not wait for each other...
  Expected<TreeLock> A = TreeLock::acquire({std::string(D.Path)}, Err, 0, false);
  Expected<TreeLock> B = TreeLock::acquire({std::string(D.Path)}, Err, 0, false);
  ASSERT_TRUE(bool(A));
  ASSERT_TRUE(bool(B));
  // ...but an --in-place run waits for them.
  Expected<TreeLock> C = TreeLock::acquire({std::string(D.Path)}, Err, 0, true);
  EXPECT_FALSE(bool(C));
  if (!C)
    consumeError(C.takeError());
}

TEST(BasicFiles, ReadRegularFileNamesWhatItIs) {
  TempDir D;
  Expected<std::string> Dir = readRegularFile(std::string(D.Path));
  ASSERT_FALSE(bool(Dir));
  EXPECT_EQ(toString(Dir.takeError()), "a folder, not a regular file");
  EXPECT_EQ(notRegularReason(std::string(D.Path)), "a folder");
  Expected<std::string> Missing = readRegularFile((D.Path + "/none.cu").str());
  ASSERT_FALSE(bool(Missing));
  EXPECT_EQ(toString(Missing.takeError()), "No such file or directory");
  EXPECT_EQ(notRegularReason((D.Path + "/none.cu").str()), "No such file or directory");
  // Exactly at the limit is allowed; an empty file is "".
  std::string F = D.file("four", "1234");
  Expected<std::string> Four = readRegularFile(F, 4);
  ASSERT_TRUE(bool(Four));
  EXPECT_EQ(*Four, "1234");
  Expected<std::string> Three = readRegularFile(F, 3);
  ASSERT_FALSE(bool(Three));
  EXPECT_EQ(toString(Three.takeError()), "1 MiB, more than the limit of 1 MiB");
  Expected<std::string> Empty = readRegularFile(D.file("empty", ""));
  ASSERT_TRUE(bool(Empty));
  EXPECT_EQ(*Empty, "");
}

TEST(BasicFiles, SweepTempsCountsWhatItRemoved) {
  TempDir D;
  std::string A = D.file(".a.cu.cuda2hip-Ab12Cd"), B = D.file(".b.cu.cuda2hip-Xy34Zw");
  EXPECT_EQ(sweepTemps({A, (D.Path + "/gone").str(), B}), 2u);
  EXPECT_FALSE(sys::fs::exists(A));
  EXPECT_FALSE(sys::fs::exists(B));
  EXPECT_EQ(sweepTemps({A}), 0u) << "already removed";
  EXPECT_EQ(sweepTemps({}), 0u);
}

TEST(BasicFiles, JsonDepthCountsOpenBracketsOnly) {
  EXPECT_FALSE(bool(checkJsonDepth("", 0)));
  EXPECT_FALSE(bool(checkJsonDepth("1", 0)));
  Error E = checkJsonDepth("{}", 0);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(toString(std::move(E)), "[1:1, byte=0]: nested more than 0 levels deep");
  // Siblings do not add up; stray closers are ignored; an escaped quote
  // does not end a string. The place is line:column of the bracket.
  EXPECT_FALSE(bool(checkJsonDepth("[[],[],[]]", 2)));
  EXPECT_FALSE(bool(checkJsonDepth("]]]]][[", 2)));
  EXPECT_FALSE(bool(checkJsonDepth(R"(["\"[[[["])", 1)));
  Error Deep = checkJsonDepth("[\n [\n  [", 2);
  ASSERT_TRUE(bool(Deep));
  EXPECT_EQ(toString(std::move(Deep)), "[3:3, byte=7]: nested more than 2 levels deep");
}

TEST(BasicFiles, RenamedPaths) {
  EXPECT_EQ(renamedPath("src/cuda/k.cu"), "src/hip/k.hip");
  EXPECT_EQ(renamedPath("CudaUtils/CUDA_k.cuh"), "HipUtils/HIP_k.cuh") << ".cuh stays";
  EXPECT_EQ(renamedPath("a.cu/b.cu"), "a.cu/b.hip") << "only the file name's .cu";
  EXPECT_EQ(renamedPath("cudacuda.cu"), "hiphip.hip");
  EXPECT_EQ(renamedPath("k.cpp"), "k.cpp");
  EXPECT_EQ(renamedPath("k.cuda"), "k.hip");
  EXPECT_EQ(renamedPathComponent("k.cu", false), "k.cu");
  EXPECT_EQ(renamedPathComponent("k.cu", true), "k.hip");
  EXPECT_EQ(renamedPathComponent("cUda.cu.bak", true), "cUda.cu.bak");
}
